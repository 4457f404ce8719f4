import { useAtom } from 'jotai';
import { languageAtom } from '../../state/languageAtom';

/** Toggles Arabic and English in place (no reload); the label names the language it switches to. */
export function LanguageSwitch() {
  const [lang, setLang] = useAtom(languageAtom);
  const next = lang === 'ar' ? 'en' : 'ar';
  return (
    <button
      type="button"
      data-testid="lang-switch"
      lang={next}
      onClick={() => setLang(next)}
      className="rounded-md px-3 py-1.5 text-sm font-medium hover:bg-primary-50 dark:hover:bg-primary-950"
    >
      {next === 'en' ? 'English' : 'العربية'}
    </button>
  );
}

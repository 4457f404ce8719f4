import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { type ThemeChoice, themeAtom } from '../../state/themeAtom';

const CHOICES: ThemeChoice[] = ['system', 'light', 'dark'];

export function ThemeSwitch() {
  const { t } = useTranslation('shell');
  const [theme, setTheme] = useAtom(themeAtom);
  return (
    <label className="inline-flex items-center gap-1 text-sm">
      <span className="text-muted">{t('theme.label')}</span>
      <select
        data-testid="theme-switch"
        value={theme}
        onChange={(e) => setTheme(e.target.value as ThemeChoice)}
        className="rounded-md border border-line bg-panel px-2 py-1.5"
      >
        {CHOICES.map((c) => (
          <option key={c} value={c}>
            {t(`theme.${c}`)}
          </option>
        ))}
      </select>
    </label>
  );
}

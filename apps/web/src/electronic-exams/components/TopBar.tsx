import type { Lang } from '@mizan/domain/i18n';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';

const THEME_KEY = 'mizan.theme';

/** The same stored choice as the staff app (public/boot.js applies it before the first paint). */
function useDark(): [boolean, () => void] {
  const [dark, setDark] = useState(() => document.documentElement.classList.contains('dark'));
  const toggle = () => {
    const next = !dark;
    document.documentElement.classList.toggle('dark', next);
    localStorage.setItem(THEME_KEY, JSON.stringify(next ? 'dark' : 'light'));
    setDark(next);
  };
  return [dark, toggle];
}

const BUTTON =
  'rounded-md border border-line bg-panel px-3 py-1.5 text-sm hover:bg-surface focus-visible:outline-2 focus-visible:outline-primary-500';

/**
 * The student's bar: the app's name, what the page puts in it, the light/dark switch, and the
 * language switch where the student may choose (the entry page; the exam follows its own language).
 */
export function TopBar({
  children,
  onLanguage,
}: {
  children?: ReactNode;
  onLanguage?: (lang: Lang) => void;
}) {
  const { t, i18n } = useTranslation();
  const [dark, toggleDark] = useDark();
  return (
    <header className="sticky top-0 z-20 border-b border-line bg-panel/95 backdrop-blur">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-3 px-4 py-2">
        <span className="font-semibold text-primary-700 dark:text-primary-300">{t('app')}</span>
        <div className="flex flex-1 flex-wrap items-center justify-end gap-3">
          {children}
          {onLanguage && (
            <button
              type="button"
              className={BUTTON}
              lang={i18n.language === 'ar' ? 'en' : 'ar'}
              aria-label={t('languageLabel')}
              onClick={() => onLanguage(i18n.language === 'ar' ? 'en' : 'ar')}
            >
              {t('language')}
            </button>
          )}
          <button type="button" className={BUTTON} aria-pressed={dark} onClick={toggleDark}>
            {t(dark ? 'theme.light' : 'theme.dark')}
          </button>
        </div>
      </div>
    </header>
  );
}

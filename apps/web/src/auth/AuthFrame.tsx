import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../app/controls/LanguageSwitch';
import { ThemeSwitch } from '../app/controls/ThemeSwitch';

/** The frame of the pages outside the shell (login, reset, portal): brand and the two switches. */
export function AuthFrame({ children, aside }: { children: ReactNode; aside?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen flex-col">
      <header className="flex items-center justify-between gap-3 border-b border-line bg-panel px-4 py-2">
        <span className="text-xl font-bold text-primary-700 dark:text-primary-300">{t('appName')}</span>
        <div className="flex items-center gap-2">
          <LanguageSwitch />
          <ThemeSwitch />
        </div>
      </header>
      <div
        className={`mx-auto grid w-full max-w-6xl flex-1 gap-8 p-4 md:p-8 ${aside ? 'md:grid-cols-2' : ''}`}
      >
        <main className="flex flex-col justify-center">{children}</main>
        {aside && <aside className="flex flex-col justify-center">{aside}</aside>}
      </div>
    </div>
  );
}

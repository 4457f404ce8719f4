import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NotificationBell } from '../../notifications/NotificationBell';
import { LanguageSwitch } from '../controls/LanguageSwitch';
import { ThemeSwitch } from '../controls/ThemeSwitch';
import { AppsNav } from './AppsNav';
import { StageSwitch } from './StageSwitch';
import { UserMenu } from './UserMenu';

export function AppHeader() {
  const { t } = useTranslation();
  return (
    <header className="border-b border-line bg-panel">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2">
        <Link to="/dashboard" className="text-xl font-bold text-primary-700 dark:text-primary-300">
          {t('appName')}
        </Link>
        <AppsNav />
        <div className="ms-auto flex flex-wrap items-center gap-2">
          <StageSwitch />
          <LanguageSwitch />
          <ThemeSwitch />
          <NotificationBell />
          <UserMenu />
        </div>
      </div>
    </header>
  );
}

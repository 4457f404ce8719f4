import { pick } from '@mizan/domain/i18n';
import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { authAtom } from '../../state/authAtom';
import { useLang } from '../useLang';
import { useLogout } from '../useLogout';

export function UserMenu() {
  const { t } = useTranslation('shell');
  const lang = useLang();
  const auth = useAtomValue(authAtom);
  const logout = useLogout();
  if (!auth) return null;
  const name = pick(auth.name, lang) || auth.username;
  const item =
    'block w-full rounded px-3 py-2 text-start text-sm data-focus:bg-primary-50 dark:data-focus:bg-primary-950';
  return (
    <Menu as="div" className="relative">
      <MenuButton
        data-testid="user-menu"
        className="inline-flex items-center gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-primary-50 dark:hover:bg-primary-950"
      >
        <span
          aria-hidden="true"
          className="flex size-7 items-center justify-center rounded-full bg-primary-600 text-xs font-bold text-white"
        >
          {name.slice(0, 1)}
        </span>
        <span className="max-w-40 truncate">{name}</span>
      </MenuButton>
      <MenuItems
        anchor="bottom end"
        className="z-40 mt-1 min-w-44 rounded-md border border-line bg-panel p-1 text-ink shadow-lg focus:outline-none"
      >
        <MenuItem>
          <Link
            to={`/profile/${encodeURIComponent(auth.username)}`}
            data-testid="profile-link"
            className={item}
          >
            {t('user.profile')}
          </Link>
        </MenuItem>
        {auth.canSyncCourses && (
          <MenuItem>
            <Link to="/staff/updateCourses" data-testid="staff-courses-link" className={item}>
              {t('user.staffCourses')}
            </Link>
          </MenuItem>
        )}
        <MenuItem>
          <button type="button" data-testid="logout" onClick={logout} className={item}>
            {t('user.logout')}
          </button>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}

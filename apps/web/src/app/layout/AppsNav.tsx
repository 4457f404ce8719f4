import { APP_GROUPS, APPS } from '@mizan/domain/access';
import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { activeAppAtom } from '../../state/activeAppAtom';
import { authAtom } from '../../state/authAtom';
import { useLang } from '../useLang';
import { heldGroups } from './heldApps';

/**
 * The apps the user holds, one menu per system group; the group of the section on screen is
 * highlighted. The recorded app outlives its section (SPEC 3), so off a section's paths (profile,
 * dashboard) nothing is.
 */
export function AppsNav() {
  const { t } = useTranslation('shell');
  const lang = useLang();
  const groups = heldGroups(useAtomValue(authAtom));
  const recorded = useAtomValue(activeAppAtom);
  const { pathname } = useLocation();
  const onScreen = recorded && pathname.split('/')[1] === APPS[recorded.appId].path;
  const active = onScreen ? recorded : null;
  return (
    <nav aria-label={t('nav.apps')} className="flex flex-wrap items-center gap-1">
      {groups.map(({ groupId, appIds }) => (
        <Menu key={groupId} as="div" className="relative">
          <MenuButton
            data-testid={`app-group-${groupId}`}
            className={`rounded-md px-3 py-1.5 text-sm font-medium hover:bg-primary-50 dark:hover:bg-primary-950 ${
              active?.subsystem === groupId ? 'text-primary-700 dark:text-primary-300' : ''
            }`}
          >
            {APP_GROUPS[groupId][lang]} <span aria-hidden="true">▾</span>
          </MenuButton>
          <MenuItems
            anchor="bottom start"
            className="z-40 mt-1 min-w-52 rounded-md border border-line bg-panel p-1 text-ink shadow-lg focus:outline-none"
          >
            {appIds.map((id) => (
              <MenuItem key={id}>
                <Link
                  to={`/${APPS[id].path}`}
                  data-testid={`app-link-${id}`}
                  aria-current={active?.appId === id ? 'page' : undefined}
                  className="block rounded px-3 py-2 text-sm data-focus:bg-primary-50 dark:data-focus:bg-primary-950"
                >
                  {APPS[id][lang]}
                </Link>
              </MenuItem>
            ))}
          </MenuItems>
        </Menu>
      ))}
    </nav>
  );
}

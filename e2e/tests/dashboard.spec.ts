import { APP_IDS, APPS } from '@mizan/domain/access';
import { expect, test } from '@playwright/test';
import { ShellPage } from '../pages/ShellPage';
import { openSignedIn } from '../lib/session';
import { LANGS, t } from '../lib/texts';

const USERS = [
  { username: 'admin', apps: [...APP_IDS], name: { ar: 'مدير النظام', en: 'System Administrator' } },
  {
    username: 'creator',
    apps: ['165.1.1.', '165.1.2.', '165.1.3.', '165.2.1.'],
    name: { ar: 'د. سارة منشئة الأسئلة', en: 'Dr. Sara Creator' },
  },
] as const;

for (const lang of LANGS) {
  for (const user of USERS) {
    test(`the dashboard shows exactly the ${user.apps.length} cards of ${user.username}'s apps (${lang})`, async ({
      page,
    }) => {
      const shell = new ShellPage(page);
      await openSignedIn(page, user.username, '/dashboard', { lang });
      await shell.expectDashboard(lang);
      await expect(shell.appCards).toHaveCount(user.apps.length);
      expect((await shell.cardAppIds()).sort()).toEqual([...user.apps].sort());
      await expect(
        page.getByText(t(lang, 'shell:dashboard.welcome', { name: user.name[lang] })),
      ).toBeVisible();
      // Each card names its app in the current language and opens its section.
      const last = user.apps[user.apps.length - 1];
      const card = page.getByTestId(`app-card-${last}`);
      await expect(card).toContainText(APPS[last][lang]);
      await card.click();
      // A section whose area has landed opens on its entry route (SPEC 2 'Section entry').
      await expect(page).toHaveURL(new RegExp(`/${APPS[last].path}(/courses-list)?$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }
}

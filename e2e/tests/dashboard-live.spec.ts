import type { DashboardFigures } from '@mizan/domain/reports';
import { reportPaths } from '@mizan/domain/reports';
import { expect, test } from '@playwright/test';
import { PEER_REDIS_URL, PEER_URL } from '../lib/servers';
import { apiAs, apiLogin, openSignedIn } from '../lib/session';
import { LANGS, type Lang } from '../lib/texts';
import { daysAhead, instant, reserveApi } from '../pages/ReserveExamPage';

// The dashboard's live figures (issue 18 part 6): the admin's dashboard is open, the exam
// committee asks for a hall elsewhere, and the reservations card moves without a reload. On
// PostgreSQL + Redis the dashboard is served by the second API process, so the change crosses
// processes. Each language's journey books its own day (none of the reserve exam journeys' days).
const DAY: Record<Lang, number> = { ar: 61, en: 68 };
const RESERVATIONS = '165.7.2.';

test.describe('dashboard live figures', () => {
  for (const lang of LANGS)
    test(`a reservation request by another user moves the reservations card without a reload (${lang})`, async ({
      browser,
      page,
    }) => {
      test.setTimeout(60_000);
      const context = await browser.newContext(PEER_REDIS_URL ? { baseURL: PEER_URL } : {});
      const dashboard = await context.newPage();
      try {
        await openSignedIn(dashboard, 'admin', '/dashboard', { lang });
        const figure = dashboard.getByTestId(`app-figure-${RESERVATIONS}`);
        await expect(figure).toBeVisible();
        // Following the scope's changes (the server acknowledged the room) before anything changes.
        await expect(dashboard.getByTestId('dashboard-cards')).toHaveAttribute('data-live', 'true');
        const before = Number(await figure.getAttribute('data-count'));
        let loads = 0;
        dashboard.on('framenavigated', (frame) => {
          if (frame === dashboard.mainFrame()) loads += 1;
        });

        const creator = reserveApi(page.request, await apiLogin(page.request, 'examcreator'));
        const courseId = await creator.courseId();
        const date = daysAhead(DAY[lang]);
        const [startsAt, endsAt] = [instant(date, '13:00'), instant(date, '15:00')];
        const { halls } = await creator.availability(courseId, startsAt, endsAt);
        const hall = [...halls].sort((a, b) => b.seats - a.seats)[0];
        await creator.request({ courseId, startsAt, endsAt, students: 30, hallIds: [hall.hallId] });

        // The card moves (the page is never reloaded), then agrees with the API: other journeys
        // may change the waiting requests meanwhile, and those arrive live too.
        await expect(figure).not.toHaveAttribute('data-count', String(before));
        const admin = apiAs(page.request, await apiLogin(page.request, 'admin'));
        await expect
          .poll(async () => {
            const api = ((await (await admin.get(reportPaths.dashboard)).json()) as DashboardFigures)
              .reservationsWaiting;
            return Number(await figure.getAttribute('data-count')) - (api ?? -1);
          })
          .toBe(0);
        expect(loads).toBe(0);
      } finally {
        await context.close();
      }
    });
});

import path from 'node:path';
import { fill } from '@mizan/domain/i18n';
import { MESSAGES } from '@mizan/domain/messages';
import { expect, type Page, test } from '@playwright/test';
import { PEER_REDIS_URL, PEER_URL } from '../lib/servers';
import { apiLogin, openSignedIn, seedStorage } from '../lib/session';
import { DIR, type Lang, LANGS } from '../lib/texts';
import { daysAhead, demoHall, instant, ReserveExamPage, reserveApi, rt } from '../pages/ReserveExamPage';
import { photo } from '../lib/photo';

// Exam-centre reservation (165.7.2.): the demo examcreator (Faculty of Science) asks for halls of
// the Science centres for MTH601; the admin (whole university) decides and keeps the board open.
// Each language's journey uses its own day, so the two never compete for a hall.
const LIVE = { timeout: 10_000 };
const SHOTS = path.resolve(import.meta.dirname, '../.artifacts/reserve-exam-shots');
const DAY: Record<Lang, number> = { ar: 40, en: 47 };

async function shot(page: Page, name: string, lang: Lang, theme: string) {
  await page.evaluate(() => document.fonts.ready);
  await photo(page, {
    path: path.join(SHOTS, `${name}-${lang}-${theme}.png`),
    fullPage: true,
    animations: 'disabled',
  });
}

test.describe('reserve exam (165.7.2.)', () => {
  // The requester's device is in London, the university in Cairo: SPEC 8's time-zone alert shows.
  test.describe('away from the university', () => {
    test.use({ timezoneId: 'Europe/London' });
    for (const lang of LANGS)
      test(`request, conflict with alternatives, pick one, accept live on view and board (${lang})`, async ({
        browser,
        page,
      }) => {
        test.setTimeout(90_000);
        // An accepted booking of the largest Science hall (200 seats) at 10:00-12:00 on the journey's day.
        const creator = reserveApi(page.request, await apiLogin(page.request, 'examcreator'));
        const adminSession = await apiLogin(page.request, 'admin');
        const admin = reserveApi(page.request, adminSession);
        const courseId = await creator.courseId();
        const date = daysAhead(DAY[lang]);
        const [startsAt, endsAt] = [instant(date, '10:00'), instant(date, '12:00')];
        const { halls } = await creator.availability(courseId, startsAt, endsAt);
        const taken = demoHall(halls, 'Science building', 'Hall 1');
        const held = await creator.request({
          courseId,
          startsAt,
          endsAt,
          students: 40,
          hallIds: [taken.hallId],
        });
        await admin.accept(held.reserveExamId, held.lockVersion);

        // The admin's board of that week, open in a second browser before anything else happens; on
        // PostgreSQL + Redis it is served by the second API process, so every change below reaches it
        // from the other process.
        const adminContext = await browser.newContext(PEER_REDIS_URL ? { baseURL: PEER_URL } : {});
        const boardPage = await adminContext.newPage();
        await openSignedIn(boardPage, 'admin', ReserveExamPage.boardPath(date), { lang });
        const board = new ReserveExamPage(boardPage);
        await expect(board.booking(taken.hallId, held.reserveExamId)).toHaveAttribute(
          'data-state',
          'accepted',
        );

        // The request: the taken hall is shown taken as it is picked; sending it names the conflict.
        const x = new ReserveExamPage(page);
        await openSignedIn(page, 'examcreator', ReserveExamPage.addPath(courseId), { lang });
        await expect(page.locator('html')).toHaveAttribute('dir', DIR[lang]);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(rt(lang, 'add.title'));
        await expect(x.tzAlert).toBeVisible();
        await x.fillRequest({ date, start: '10:00', end: '12:00', students: 40 });
        await expect(x.hall(taken.hallId)).toHaveAttribute('data-state', 'taken');
        await x.chooseHall(taken.hallId);
        await x.submit.click();
        await expect(x.conflictMessage).toContainText(taken.centreName[lang]);
        await expect(x.conflictMessage).toContainText(taken.hallName[lang]);
        await expect(x.alternative(2)).toBeVisible();
        await shot(page, 'add-conflict', lang, 'light');

        // One click on the first alternative asks again and lands on the pending request.
        await x.alternative(0).click();
        await expect(page).toHaveURL(/\/reserve-exam\/\d+\/view\/\d+$/);
        const id = x.viewedId();
        await expect(x.status).toHaveAttribute('data-status', '34.1.');
        await expect(page.getByTestId('reserve-withdraw')).toBeVisible();

        // The board drew it live, pending.
        await expect(
          boardPage.locator(`[data-testid^="board-booking-"][data-testid$="-${id}"]`).first(),
        ).toHaveAttribute('data-state', /pending|conflict/, LIVE);

        // Another pending request wants the same hall at the same time: the board marks both.
        const mine = await creator.view(courseId, id);
        const rival = await creator.request({
          courseId,
          startsAt: mine.startsAt,
          endsAt: mine.endsAt,
          students: 1,
          hallIds: [mine.halls[0].hallId],
        });
        await expect(board.booking(mine.halls[0].hallId, rival.reserveExamId)).toHaveAttribute(
          'data-state',
          'conflict',
          LIVE,
        );

        // The admin accepts from the request's view, after the competing request is listed.
        const decide = await adminContext.newPage();
        await seedStorage(decide, { lang });
        await decide.goto(ReserveExamPage.viewPath(courseId, id));
        await decide.getByTestId('reserve-accept').click();
        await expect(decide.getByTestId('reserve-competing')).toContainText(
          rt(lang, 'view.competing_one', { n: lang === 'ar' ? '١' : '1' }),
        );
        await expect(decide.getByTestId(`reserve-competing-${rival.reserveExamId}`)).toBeVisible();
        await decide.getByTestId('reserve-accept-confirm').click();
        await expect(decide.getByTestId('reserve-view-status')).toHaveAttribute('data-status', '34.2.', LIVE);

        // The requester sees the decision without reloading, in the status and the timeline.
        await expect(x.status).toHaveAttribute('data-status', '34.2.', LIVE);
        await expect(x.history.locator('[data-kind="accepted"]')).toBeVisible();
        await expect(page.getByTestId('reserve-withdraw')).toHaveCount(0);
        // The bell tells them too, live, and opens the request.
        await expect(page.getByTestId('notifications-unread')).toBeVisible(LIVE);
        await page.getByTestId('notifications-bell').click();
        const told = page.locator(
          `[data-testid="notification"][data-target="${ReserveExamPage.viewPath(courseId, id)}"]`,
        );
        await expect(told).toContainText(
          rt(lang, 'notifications.accepted', { name: adminSession.name[lang] }),
        );
        await told.click();
        await expect(page).toHaveURL(ReserveExamPage.viewPath(courseId, id));
        // And the board shows it booked.
        await expect(
          boardPage.locator(`[data-testid^="board-booking-"][data-testid$="-${id}"]`).first(),
        ).toHaveAttribute('data-state', 'accepted', LIVE);

        // The rival's requester withdraws it from its view: it leaves the board live.
        await page.goto(ReserveExamPage.viewPath(courseId, rival.reserveExamId));
        await page.getByTestId('reserve-withdraw').click();
        await page
          .getByRole('dialog')
          .getByRole('button', { name: rt(lang, 'view.withdraw') })
          .click();
        await expect(x.status).toHaveAttribute('data-status', 'withdrawn', LIVE);
        await expect(x.history.locator('[data-kind="withdrawn"]')).toBeVisible();
        await expect(board.booking(mine.halls[0].hallId, rival.reserveExamId)).toHaveCount(0, LIVE);
        await adminContext.close();
      });
  });

  for (const lang of LANGS)
    test(`centres administration: add a hall, a bad one refused per field, edit its seats, remove it (${lang})`, async ({
      page,
    }) => {
      await openSignedIn(page, 'examcreator', ReserveExamPage.centresPath, { lang });
      const centre = page.locator('section[data-testid^="centre-"]').first();
      const centreId = Number((await centre.getAttribute('data-testid'))?.split('-')[1]);
      const name = { ar: `قاعة التجربة ${lang}`, en: `Trial hall ${lang}` };
      const dialog = page.getByRole('dialog');
      await page.getByTestId(`hall-add-${centreId}`).click();
      await dialog.getByTestId('place-name-en').fill(name.en);
      await dialog.getByTestId('place-seats').fill('0');
      await dialog.getByTestId('place-save').click();
      // Arabic name missing and no seats: each field says so in the page's language.
      await expect(dialog).toContainText(MESSAGES.required[lang]);
      await expect(dialog).toContainText(fill(MESSAGES.aboveValue, { min: 0 })[lang]);
      await dialog.getByTestId('place-name-ar').fill(name.ar);
      await dialog.getByTestId('place-seats').fill('75');
      await dialog.getByTestId('place-save').click();
      await expect(dialog).toHaveCount(0);
      const row = centre.locator('[data-testid^="hall-"]', { hasText: name[lang] });
      await expect(row).toContainText(lang === 'ar' ? '٧٥' : '75');
      const hallId = Number((await row.getAttribute('data-testid'))?.split('-')[1]);
      await page.getByTestId(`hall-edit-${hallId}`).click();
      await dialog.getByTestId('place-seats').fill('90');
      await dialog.getByTestId('place-save').click();
      await expect(row).toContainText(lang === 'ar' ? '٩٠' : '90');
      await page.getByTestId(`hall-remove-${hallId}`).click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: rt(lang, 'centres.remove') })
        .click();
      await expect(page.getByTestId(`hall-${hallId}`)).toHaveCount(0);
    });

  for (const lang of LANGS)
    for (const theme of ['light', 'dark'] as const)
      test(`screenshots of every screen (${lang}, ${theme})`, async ({ page }) => {
        test.setTimeout(60_000);
        await page.emulateMedia({ colorScheme: theme });
        const creator = reserveApi(page.request, await apiLogin(page.request, 'examcreator'));
        const courseId = await creator.courseId();
        const date = daysAhead(DAY[lang] + (theme === 'light' ? 2 : 3));
        // Something to show: an accepted booking and a pending request competing for its hall.
        const admin = reserveApi(page.request, await apiLogin(page.request, 'admin'));
        const slot = {
          courseId,
          startsAt: instant(date, '09:00'),
          endsAt: instant(date, '11:00'),
          students: 80,
        };
        const { halls } = await creator.availability(courseId, slot.startsAt, slot.endsAt);
        // The Science hall of 100 seats, free on the journey's own day.
        const hall = demoHall(halls, 'Science building', 'Hall 2');
        expect(hall.state).toBe('free');
        const hallIds = [hall.hallId];
        const booked = await creator.request({ ...slot, hallIds });
        const pending = await creator.request({ ...slot, hallIds });
        await admin.accept(booked.reserveExamId, booked.lockVersion);
        const x = new ReserveExamPage(page);
        const h1 = page.getByRole('heading', { level: 1 });

        await openSignedIn(page, 'examcreator', ReserveExamPage.coursesPath, { lang, theme });
        await expect(page.getByTestId('reserve-open-board')).toBeVisible();
        await expect(page.locator('tbody tr').first()).toBeVisible();
        await shot(page, 'courses-list', lang, theme);

        await page.goto(ReserveExamPage.addPath(courseId));
        await expect(h1).toHaveText(rt(lang, 'add.title'));
        // The device is in the university's zone (the config's Africa/Cairo): no alert.
        await expect(x.tzAlert).toHaveCount(0);
        await x.fillRequest({ date, start: '13:00', end: '15:00', students: 30 });
        await expect(page.locator('[data-testid^="reserve-hall-"][data-state]').first()).toBeVisible();
        await shot(page, 'add', lang, theme);

        await page.goto(ReserveExamPage.listPath(courseId));
        await expect(h1).toHaveText(rt(lang, 'list.title'));
        await expect(page.getByTestId('reserve-add')).toBeVisible();
        await shot(page, 'reserve-exam-list', lang, theme);

        await page.goto(ReserveExamPage.viewPath(courseId, booked.reserveExamId));
        await expect(x.status).toHaveAttribute('data-status', '34.2.');
        await shot(page, 'view', lang, theme);
        await page.goto(ReserveExamPage.viewPath(courseId, pending.reserveExamId));
        await expect(x.status).toHaveAttribute('data-status', '34.1.');
        await shot(page, 'view-pending', lang, theme);

        await page.goto(ReserveExamPage.boardPath(date));
        await expect(x.booking(hallIds[0], pending.reserveExamId)).toHaveAttribute('data-state', 'conflict');
        await shot(page, 'board', lang, theme);

        // The day: hours as columns, time running right to left in Arabic; the two competing
        // requests of one hall drawn on two lanes at the same place, the pending one marked.
        await page.getByTestId(`board-day-${date}`).click();
        await expect(page).toHaveURL(ReserveExamPage.boardPath(date, 'day'));
        const accepted = x.booking(hallIds[0], booked.reserveExamId);
        const competing = x.booking(hallIds[0], pending.reserveExamId);
        await expect(competing).toHaveAttribute('data-state', 'conflict');
        await expect(accepted).toHaveAttribute('data-state', 'accepted');
        // Read once the calendar has laid the day out (it places the bookings after the switch).
        const lanes = async () => {
          const [a, c] = [await accepted.boundingBox(), await competing.boundingBox()];
          return a && c && Math.abs(a.x - c.x) < 2 && c.y > a.y + 10;
        };
        await expect.poll(lanes).toBe(true);
        const hours = page.getByTestId('board-hour');
        const [first, last] = [await hours.first().boundingBox(), await hours.last().boundingBox()];
        if (lang === 'ar') expect(first?.x).toBeGreaterThan(last?.x ?? 0);
        else expect(first?.x).toBeLessThan(last?.x ?? 0);
        await shot(page, 'board-day', lang, theme);

        await page.goto(ReserveExamPage.centresPath);
        await expect(h1).toHaveText(rt(lang, 'centres.title'));
        await expect(page.locator('[data-testid^="centre-"]').first()).toBeVisible();
        await shot(page, 'centres', lang, theme);
      });
});

// Electronic exams (20.3., issue 16): a student offline for half an hour in the middle of the exam, in
// Chromium on the real student page (/exam, served by the built API on PostgreSQL), with the browser's
// clock wrong. The student signs in and answers every question; the browser goes offline
// (context.setOffline) and the student keeps answering the loaded model for the offline period; the
// browser comes back. Figures: answers given offline, answers lost (every question's last answer, by
// the journal's sequence, must be in the database with that sequence and that value; goal 0), the time
// from back online to every answer acknowledged, the countdown against the server's time left (before,
// during and after the offline period), and when the page ends the exam against the server's deadline.
// The browser's clock is wrong by BENCH_CLOCK_SKEW_MINUTES: Date and performance.timeOrigin shifted,
// as a wrong system clock shifts them; the countdown and the submission must follow the server.
//
// Env: BENCH_OFFLINE_MINUTES (default 30; fractions allowed), BENCH_CLOCK_SKEW_MINUTES (default 10,
// negative for a clock behind), BENCH_OFFLINE_ANSWER_SECONDS (default 20: one changed answer that
// often while offline), BENCH_OFFLINE_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/
// mizan_bench_offline), MIZAN_CHROMIUM (default /usr/bin/chromium).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { proctorPaths } from '@mizan/domain/electronic-exams';
import { chromium } from '@playwright/test';
import { skewClock } from '../e2e/lib/skew-clock.ts';
import { log, login, resetDatabase, ROOT, round, runAlone, sleep, startApi, withPg } from './lib.mjs';

const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/mizan_bench_offline';
const OFFLINE_MINUTES = Number(process.env.BENCH_OFFLINE_MINUTES || 30);
const SKEW_MINUTES = Number(process.env.BENCH_CLOCK_SKEW_MINUTES ?? 10);
const ANSWER_EVERY_MS = Number(process.env.BENCH_OFFLINE_ANSWER_SECONDS || 20) * 1000;
const EXAM = 'Electronic exam (open today)';
/** A demo student of the demo electronic exam (apps/api/src/electronic-exams/API.md). */
const STUDENT_NUMBER = '2022001';
/** After the offline period: time to come back, check, and reach the deadline. */
const DEADLINE_AFTER_BACK_MS = 120_000;
/** The countdown shows whole seconds; a reading and the server's time left may differ by this much. */
const COUNTDOWN_TOLERANCE_S = 3;

const texts = JSON.parse(
  readFileSync(path.join(ROOT, 'apps/web/src/i18n/locales/ar/electronic-exams.json'), 'utf8'),
);

/** ٠-٩ to 0-9, then h:mm:ss or m:ss to seconds. */
const secondsOf = (text) =>
  text
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .trim()
    .split(':')
    .reduce((s, part) => s * 60 + Number(part), 0);

/** The journal of the attempt in the page's IndexedDB: position, seq, acknowledged seq, response. */
const readJournal = (page, attemptKey) =>
  page.evaluate(
    (key) =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('mizan-exam-journal');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('answers').objectStore('answers').getAll();
          all.onsuccess = () => {
            resolve(
              all.result
                .filter((r) => r.attemptId === key)
                .map((r) => ({ position: r.position, seq: r.seq, ackedSeq: r.ackedSeq, answer: r.answer })),
            );
            open.result.close();
          };
          all.onerror = () => reject(all.error);
        };
      }),
    attemptKey,
  );

/** JSON with object keys sorted (jsonb keeps its own key order). */
const canonical = (value) =>
  JSON.stringify(value, (_, v) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );

/**
 * Changes the answer of one question (or each part of a case study) the way a student does, the
 * `round`-th time: another radio, another check box, another option, new text.
 */
async function answer(scope, round) {
  const radios = scope.getByRole('radio');
  const r = await radios.count();
  if (r > 0) await radios.nth(round % r).check();
  const boxes = scope.getByRole('checkbox');
  const b = await boxes.count();
  if (b > 0) await boxes.nth(round % b).click();
  const selects = scope.locator('select');
  for (let i = 0; i < (await selects.count()); i++) {
    const options = await selects.nth(i).locator('option').count();
    await selects.nth(i).selectOption({ index: 1 + ((round + i) % Math.max(1, options - 1)) });
  }
  const fields = scope.locator('input[type="text"], textarea');
  for (let i = 0; i < (await fields.count()); i++) await fields.nth(i).fill(`round ${round} field ${i + 1}`);
}

export default async function electronicExamsOffline() {
  const databaseUrl = process.env.BENCH_OFFLINE_DATABASE_URL || DEFAULT_DATABASE_URL;
  const skewMs = SKEW_MINUTES * 60_000;
  const offlineMs = OFFLINE_MINUTES * 60_000;
  log(`offline: ${OFFLINE_MINUTES} min offline, browser clock ${SKEW_MINUTES} min off`);
  await resetDatabase(databaseUrl);
  const api = await startApi({ DATABASE_URL: databaseUrl, REDIS_URL: '', MIZAN_SEED_DEMO: '1' });
  const browser = await chromium.launch({
    executablePath: process.env.MIZAN_CHROMIUM || '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    // The exam opened a minute ago; its deadline falls two minutes after the planned return (a margin
    // for signing in and the first answers included).
    const { examId, student } = await withPg(databaseUrl, async (db) => {
      const [{ id }] = (await db.query('select id from exam where name = $1', [EXAM])).rows;
      await db.query(
        "update exam set starts_at = now() - interval '1 minute', duration_minutes = $2 where id = $1",
        [id, Math.ceil(1 + 3 + (offlineMs + DEADLINE_AFTER_BACK_MS) / 60_000)],
      );
      const s = (
        await db.query(
          'select id, national_id, sector_id from exam_student where exam_id = $1 and student_number = $2',
          [id, STUDENT_NUMBER],
        )
      ).rows[0];
      return { examId: id, student: s };
    });
    const token = await login(api.url);
    const codes = await (
      await fetch(`${api.url}${proctorPaths.accessCodes(examId)}`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json();
    const accessCode = codes.codes.find((c) => c.sectorId === student.sector_id).code;

    const context = await browser.newContext({
      baseURL: api.url,
      locale: 'ar-EG',
      timezoneId: 'Africa/Cairo',
      viewport: { width: 1280, height: 800 },
    });
    await context.addInitScript(skewClock, skewMs);
    const page = await context.newPage();
    await page.goto('/exam');
    const skewSeen = await page.evaluate(() => Date.now());
    await page.locator('form input').nth(0).fill(student.national_id);
    await page.locator('form input').nth(1).fill(accessCode);
    const signedIn = page.waitForResponse((r) => r.url().endsWith('/api/exam-taking/sign-in'));
    await page.locator('form button[type="submit"]').click();
    const { attempt } = await (await signedIn).json();
    const pageSkewS = round((skewSeen - Date.now()) / 1000, 0);
    const question = (p) => page.getByTestId(`question-${p}`);
    await question(1).waitFor();
    await page.getByRole('button', { name: texts.view.allOnOnePage }).click();
    const positions = attempt.questions.map((q) => q.position);
    const overall = page.getByTestId('save-overall');

    /** The countdown against the server's time left (the bench runs on the server's machine and clock). */
    const countdowns = [];
    const readCountdown = async (when) => {
      const [db] = await withPg(
        databaseUrl,
        async (c) =>
          (
            await c.query(
              'select extract(epoch from deadline - now()) as left from exam_attempt where student_id = $1',
              [student.id],
            )
          ).rows,
      );
      const shown = secondsOf((await page.getByTestId('countdown').textContent()) ?? '');
      countdowns.push({
        when,
        shownS: shown,
        serverS: round(Number(db.left), 0),
        diffS: round(shown - Number(db.left), 0),
      });
    };

    // Online: every question answered and acknowledged.
    let rounds = 0;
    for (const p of positions) await answer(question(p), rounds++);
    await page.waitForFunction(
      () => document.querySelector('[data-testid="save-overall"]')?.dataset.state === 'saved',
      null,
      {
        timeout: 30_000,
      },
    );
    await readCountdown('before offline');

    // Offline: the student keeps answering the loaded model, one changed answer every ANSWER_EVERY_MS.
    await context.setOffline(true);
    await page.getByTestId('offline').waitFor();
    const wentOffline = performance.now();
    let offlineAnswers = 0;
    while (performance.now() - wentOffline < offlineMs) {
      const p = positions[offlineAnswers % positions.length];
      await answer(question(p), rounds++);
      offlineAnswers++;
      if (offlineAnswers % 15 === 1) {
        await readCountdown(`offline ${round((performance.now() - wentOffline) / 60_000, 1)} min`);
        log(
          `offline: ${offlineAnswers} answers given, ${round((performance.now() - wentOffline) / 60_000, 1)} min`,
        );
      }
      await sleep(Math.min(ANSWER_EVERY_MS, Math.max(0, offlineMs - (performance.now() - wentOffline))));
    }
    // Text is journaled after a pause in typing; the state before coming back must be 'unsaved'.
    await sleep(1000);
    const stateBeforeBack = await overall.getAttribute('data-state');

    // Back online: everything journaled goes; measure until every answer is acknowledged.
    const back = performance.now();
    await context.setOffline(false);
    await page.waitForFunction(
      () => document.querySelector('[data-testid="save-overall"]')?.dataset.state === 'saved',
      null,
      {
        timeout: 120_000,
        polling: 50,
      },
    );
    const allSavedMs = round(performance.now() - back, 0);
    await readCountdown('back online');

    // Every question's last answer (by the journal's sequence) is in the database with that value.
    const journal = await readJournal(page, attempt.attemptKey);
    const stored = await withPg(
      databaseUrl,
      async (c) =>
        (
          await c.query(
            `select w.position, w.seq, w.response from exam_attempt_answer w join exam_attempt a on a.id = w.attempt_id
           where a.student_id = $1`,
            [student.id],
          )
        ).rows,
    );
    const byPosition = new Map(stored.map((r) => [r.position, r]));
    const lost = journal.filter((j) => {
      const s = byPosition.get(j.position);
      return !s || s.seq !== j.seq || canonical(s.response) !== canonical(j.answer.response);
    });
    if (lost.length) log(`lost: ${JSON.stringify(lost.slice(0, 3))}`);

    // The end: the page ends the exam at the server's deadline, not the browser's clock's.
    const [{ deadline }] = await withPg(
      databaseUrl,
      async (c) =>
        (await c.query('select deadline from exam_attempt where student_id = $1', [student.id])).rows,
    );
    const endShown = page.locator('[data-testid="end-submitted"], [data-testid="end-timeUp"]').first();
    await endShown.waitFor({ timeout: Math.max(0, deadline.getTime() - Date.now()) + 60_000 });
    const endAtMs = Date.now() - deadline.getTime();
    await page.getByTestId('end-submitted').waitFor({ timeout: 30_000 });
    const [ended] = await withPg(
      databaseUrl,
      async (c) =>
        (
          await c.query(
            `select submitted_by, extract(epoch from submitted_at - deadline) * 1000 as after_ms
           from exam_attempt where student_id = $1`,
            [student.id],
          )
        ).rows,
    );
    await context.close();

    const worstCountdown = Math.max(...countdowns.map((c) => Math.abs(c.diffS)));
    return {
      offlineMinutes: OFFLINE_MINUTES,
      browserClockSkewMinutes: SKEW_MINUTES,
      browserClockSkewSeenS: pageSkewS,
      questions: positions.length,
      answersGivenOffline: offlineAnswers,
      stateBeforeBack,
      journaledQuestions: journal.length,
      answersLost: lost.length,
      backOnlineToAllSavedMs: allSavedMs,
      countdown: { readings: countdowns, worstDiffS: worstCountdown, toleranceS: COUNTDOWN_TOLERANCE_S },
      end: {
        pageEndedAfterDeadlineMs: endAtMs,
        submittedBy: ended.submitted_by,
        submittedAfterDeadlineMs: round(Number(ended.after_ms), 0),
      },
      goal: 'answers lost 0; countdown within 3 s of the server; ended at the server deadline (0..10 s after)',
      goalMet:
        lost.length === 0 &&
        journal.length === positions.length &&
        stateBeforeBack === 'unsaved' &&
        worstCountdown <= COUNTDOWN_TOLERANCE_S &&
        endAtMs >= -1000 &&
        endAtMs <= 10_000 &&
        Number(ended.after_ms) >= -1000,
    };
  } finally {
    await browser.close();
    await api.stop();
  }
}

if (import.meta.main) await runAlone('electronicExamsOffline', electronicExamsOffline, ['api', 'web']);

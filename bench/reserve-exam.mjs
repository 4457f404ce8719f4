// Exam-centre reservation (165.7.2.) figures, on PostgreSQL with two API processes joined by Redis:
// - the conflict answer (409 with the SPEC 8 message and alternatives) of POST add with BOOKINGS accepted bookings
//   stored, p95 over HTTP, and the bare check (the indexed intersection query) p95 on the database;
// - a race: RACE_HALLS halls, each with 5 pending requests at 09:00-11:00 and 5 at 11:00-13:00 of one day, all
//   accepted at once (concurrency RACE_CONCURRENCY, alternating between the two processes): double bookings stored
//   (goal 0), wrong refusals (a group of a hall where nobody won; goal 0), p95 of a decision;
// - GET board of one week for every hall, p95;
// - a decision made on process A reaching a board socket on process B, p95;
// - the board of one week (and one day) of every hall in Chromium: from navigation start until every hall's row
//   and its bookings are drawn, cold (new browser context: no cache) and warm (reload), p50/p95, ar and en.
import { SOCKET_PATH } from '@mizan/domain/realtime';
import { chromium } from 'playwright';
import { io } from 'socket.io-client';
import {
  ADMIN,
  latencyFigures,
  log,
  missingBuild,
  percentile,
  resetDatabase,
  round,
  runAlone,
  startApi,
  withPg,
} from './lib.mjs';

const DATABASE_URL =
  process.env.BENCH_RESERVE_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/mizan_bench_reserve';
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const HALLS = Number(process.env.BENCH_RESERVE_HALLS || 200);
const BOOKINGS = Number(process.env.BENCH_RESERVE_BOOKINGS || 100_000);
const RACE_HALLS = Number(process.env.BENCH_RESERVE_RACE_HALLS || 100);
const RACE_CONCURRENCY = Number(process.env.BENCH_RESERVE_CONCURRENCY || 100);
const CHECKS = 200;
const ARRIVALS = 40;
const DAY = 86_400_000;
const BASE = '/api/reserve-exam/165.7.2.';
const BROWSER_RUNS = Number(process.env.BENCH_RESERVE_BROWSER_RUNS || 10);
const CHROMIUM = process.env.MIZAN_CHROMIUM || '/usr/bin/chromium';
const GOAL =
  '0 double bookings and 0 wrong refusals; conflict answer p95 < 100 ms and bare check < 20 ms; board p95 < 1 s (API) and shown in the browser < 1 s; arrival p95 < 1 s';

async function login(url, username, password) {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (res.status !== 200) throw new Error(`login as ${username} answered ${res.status}`);
  return (await res.json()).token;
}

const call = async (url, token, method, path, body) => {
  const started = performance.now();
  const res = await fetch(`${url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json().catch(() => null);
  return { status: res.status, body: json, ms: performance.now() - started };
};

/** Midnight UTC `days` from today: slots are built in UTC hours, far from any daylight-saving change's effect. */
const dayStart = (days) => Math.floor(Date.now() / DAY) * DAY + days * DAY;
const iso = (ms) => new Date(ms).toISOString();

/**
 * HALLS halls in one Science centre and BOOKINGS accepted two-hour bookings spread over them, one a day per hall
 * from tomorrow, written by set-based statements; a course of the Science faculty to ask for.
 */
async function seed() {
  return withPg(DATABASE_URL, async (client) => {
    const started = performance.now();
    const {
      rows: [centre],
    } = await client.query(
      `insert into exam_centre (scope_id, name) select id, '{"ar":"مركز القياس","en":"Bench centre"}' from scope
       where code = 'SCI' returning id`,
    );
    await client.query(
      `insert into exam_hall (centre_id, name, seats, computers)
       select $1, jsonb_build_object('ar', 'قاعة ' || i, 'en', 'Hall ' || i), 50 + i % 200, 0 from generate_series(1, $2) i`,
      [centre.id, HALLS],
    );
    const {
      rows: [course],
    } = await client.query(
      `select c.id from course c join scope s on s.id = c.scope_id where s.path like (select path from scope where code = 'SCI') || '%'
       order by c.id limit 1`,
    );
    const {
      rows: [user],
    } = await client.query("select id from app_user where username = 'admin'");
    const perHall = Math.ceil(BOOKINGS / HALLS);
    // The request's note carries its hall for the second statement, then is cleared.
    await client.query(
      `insert into reserve_exam (course_id, starts_at, ends_at, students, status, requester_id, decided_by, decided_at, note)
       select $2, to_timestamp($5 / 1000.0) + make_interval(days => d, hours => 8),
         to_timestamp($5 / 1000.0) + make_interval(days => d, hours => 10), 30, '34.2.', $3, $3, now(), h.id::text
       from exam_hall h, generate_series(1, $4) d where h.centre_id = $1`,
      [centre.id, course.id, user.id, perHall, dayStart(0)],
    );
    await client.query(
      `insert into reserve_exam_hall (reserve_exam_id, hall_id, slot, accepted)
       select id, note::int, tstzrange(starts_at, ends_at, '[)'), true from reserve_exam where note is not null`,
    );
    await client.query('update reserve_exam set note = null where note is not null');
    await client.query('vacuum analyze reserve_exam');
    await client.query('vacuum analyze reserve_exam_hall');
    const {
      rows: [{ n }],
    } = await client.query('select count(*)::int as n from reserve_exam_hall where accepted');
    const { rows: halls } = await client.query('select id from exam_hall where centre_id = $1 order by id', [
      centre.id,
    ]);
    return {
      courseId: course.id,
      hallIds: halls.map((h) => h.id),
      bookings: n,
      seedSeconds: round((performance.now() - started) / 1000),
    };
  });
}

/** POST add intersecting a stored booking: the 409 with its message and alternatives; and the bare query. */
async function conflicts(api, token, s) {
  const http = [];
  let withAlternatives = 0;
  for (let i = 0; i < CHECKS; i++) {
    const hall = s.hallIds[i % s.hallIds.length];
    const day = dayStart(1 + (i % 300));
    const res = await call(api.url, token, 'POST', `${BASE}/add`, {
      courseId: s.courseId,
      startsAt: iso(day + 9 * 3_600_000),
      endsAt: iso(day + 11 * 3_600_000),
      students: 20,
      hallIds: [hall],
    });
    if (res.status !== 409) throw new Error(`expected 409, got ${res.status} ${JSON.stringify(res.body)}`);
    if (res.body.alternatives.length >= 3) withAlternatives++;
    http.push(res.ms);
  }
  const bare = await withPg(DATABASE_URL, async (client) => {
    const times = [];
    for (let i = 0; i < CHECKS; i++) {
      const day = dayStart(1 + (i % 300));
      const started = performance.now();
      await client.query(
        `select rh.hall_id from reserve_exam_hall rh where rh.accepted and rh.hall_id = any($1::int[])
         and rh.slot && tstzrange($2::timestamptz, $3::timestamptz, '[)')`,
        [[s.hallIds[i % s.hallIds.length]], iso(day + 9 * 3_600_000), iso(day + 11 * 3_600_000)],
      );
      times.push(performance.now() - started);
    }
    return times;
  });
  return {
    answerMs: { p50: round(percentile(http, 50)), p95: round(percentile(http, 95)) },
    bareCheckMs: { p50: round(percentile(bare, 50)), p95: round(percentile(bare, 95)) },
    withThreeAlternatives: `${withAlternatives}/${CHECKS}`,
  };
}

async function race(apis, token, s) {
  const day = dayStart(Math.ceil(BOOKINGS / HALLS) + 10);
  const halls = s.hallIds.slice(0, RACE_HALLS);
  const ids = await withPg(DATABASE_URL, async (client) => {
    const { rows } = await client.query(
      `insert into reserve_exam (course_id, starts_at, ends_at, students, requester_id, note)
       select $1, to_timestamp($3 / 1000.0) + make_interval(hours => 9 + 2 * (k / 5)),
         to_timestamp($3 / 1000.0) + make_interval(hours => 11 + 2 * (k / 5)), 20,
         (select id from app_user where username = 'examcreator'), h::text
       from unnest($2::int[]) h, generate_series(0, 9) k
       returning id`,
      [s.courseId, halls, day],
    );
    await client.query(
      `insert into reserve_exam_hall (reserve_exam_id, hall_id, slot)
       select id, note::int, tstzrange(starts_at, ends_at, '[)') from reserve_exam where id = any($1::int[])`,
      [rows.map((r) => r.id)],
    );
    await client.query('update reserve_exam set note = null where id = any($1::int[])', [
      rows.map((r) => r.id),
    ]);
    return rows.map((r) => r.id);
  });
  const latencies = [];
  const counts = {};
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: RACE_CONCURRENCY }, async () => {
      while (next < ids.length) {
        const i = next++;
        const res = await call(apis[i % 2].url, token, 'PUT', `${BASE}/${ids[i]}/decision`, {
          decision: 'accept',
          version: 1,
        });
        counts[res.status] = (counts[res.status] ?? 0) + 1;
        latencies.push(res.ms);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const checked = await withPg(DATABASE_URL, async (client) => {
    const {
      rows: [{ doubles }],
    } = await client.query(
      `select count(*)::int as doubles from reserve_exam_hall a join reserve_exam_hall b
       on a.hall_id = b.hall_id and a.reserve_exam_id < b.reserve_exam_id and a.slot && b.slot
       where a.accepted and b.accepted and a.hall_id = any($1::int[])`,
      [halls],
    );
    const {
      rows: [{ missed, won }],
    } = await client.query(
      `select count(*) filter (where winners = 0)::int as missed, sum(winners)::int as won from (
         select rh.hall_id, lower(rh.slot), count(*) filter (where rh.accepted) as winners
         from reserve_exam_hall rh where rh.reserve_exam_id = any($1::int[]) group by 1, 2) g`,
      [ids],
    );
    return { doubles, missed, won };
  });
  return {
    attempts: ids.length,
    feasible: halls.length * 2,
    accepted: checked.won,
    statuses: counts,
    doubleBookings: checked.doubles,
    wrongRefusals: checked.missed,
    seconds: round(seconds),
    decision: latencyFigures(latencies, seconds).latencyMs,
  };
}

async function board(api, token) {
  const times = [];
  let halls = 0;
  for (let i = 0; i < 30; i++) {
    const from = dayStart(1 + i);
    const res = await call(
      api.url,
      token,
      'GET',
      `${BASE}/board?from=${iso(from)}&to=${iso(from + 7 * DAY)}`,
    );
    if (res.status !== 200) throw new Error(`board answered ${res.status}`);
    halls = res.body.halls.length;
    times.push(res.ms);
  }
  return { halls, p50: round(percentile(times, 50)), p95: round(percentile(times, 95)) };
}

/**
 * The board screen in Chromium, as the admin (every hall): time from the navigation's start (the page's
 * performance.now()) until the grid holds every hall's row and the window's bookings are drawn. Cold: a new
 * context each run (no cache, the app's script fetched and parsed again); warm: a reload in the same context.
 */
export async function boardInBrowser(api, s) {
  if (missingBuild(['web']).length)
    return { skipped: 'apps/web/dist is missing: npm run build -w @mizan/web' };
  const session = await (
    await fetch(`${api.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    })
  ).json();
  const token = session.token;
  const from = dayStart(8);
  const { halls } = (
    await call(api.url, token, 'GET', `${BASE}/board?from=${iso(from)}&to=${iso(from + 7 * DAY)}`)
  ).body;
  const date = iso(from).slice(0, 10);
  const browser = await chromium.launch({ executablePath: CHROMIUM });
  const figures = {};
  try {
    for (const lang of ['ar', 'en'])
      for (const view of ['week', 'day']) {
        const shown = (page) =>
          waitShown(page).catch(async (error) => {
            const counts = await page.evaluate(() => [
              document.querySelectorAll('[data-testid^="board-hall-"]').length,
              document.querySelectorAll('[data-testid^="board-booking-"]').length,
            ]);
            throw new Error(`board not shown at ${page.url()} (rows, bookings: ${counts}): ${error.message}`);
          });
        const waitShown = (page) =>
          page.waitForFunction(
            ([rows, booked]) =>
              document.querySelectorAll('[data-testid^="board-hall-"]').length >= rows &&
              document.querySelectorAll('[data-testid^="board-booking-"]').length >= booked
                ? performance.now()
                : false,
            // Every hall's row; each bench hall has a booking on every day of the window.
            [halls.length, s.hallIds.length],
            { timeout: 30_000, polling: 'raf' },
          );
        const cold = [];
        const warm = [];
        for (let i = 0; i < BROWSER_RUNS; i++) {
          const context = await browser.newContext({
            locale: lang === 'ar' ? 'ar-EG' : 'en-GB',
            timezoneId: 'Africa/Cairo',
          });
          await context.addInitScript(
            ([auth, scope, language]) => {
              localStorage.setItem('mizan.auth', auth);
              localStorage.setItem('mizan.scope', scope);
              localStorage.setItem('mizan.language', language);
            },
            [JSON.stringify(session), JSON.stringify(session.scope), JSON.stringify(lang)],
          );
          const page = await context.newPage();
          await page.goto(`${api.url}/reserve-exam/board?view=${view}&date=${date}`);
          cold.push(await (await shown(page)).jsonValue());
          await page.reload();
          warm.push(await (await shown(page)).jsonValue());
          await context.close();
        }
        figures[`${view}-${lang}`] = {
          coldMs: { p50: round(percentile(cold, 50)), p95: round(percentile(cold, 95)) },
          warmMs: { p50: round(percentile(warm, 50)), p95: round(percentile(warm, 95)) },
        };
      }
  } finally {
    await browser.close();
  }
  return { halls: halls.length, runs: BROWSER_RUNS, ...figures };
}

/** Decisions made through process A, seen by a board socket connected to process B. */
async function arrival(apis, token, s) {
  const socket = io(apis[1].url, { path: SOCKET_PATH, auth: { token }, transports: ['websocket'] });
  await new Promise((resolve, reject) => {
    socket.on('connect', resolve);
    socket.on('connect_error', reject);
  });
  const ack = await socket.emitWithAck('reserve-exam:watch', {});
  if (!ack.ok) throw new Error('board watch refused');
  const seen = new Map();
  socket.on('reserve-exam:changed', (e) => seen.get(e.reserveExamId)?.(performance.now()));
  const day = dayStart(Math.ceil(BOOKINGS / HALLS) + 20);
  const times = [];
  for (let i = 0; i < ARRIVALS; i++) {
    const add = await call(apis[0].url, token, 'POST', `${BASE}/add`, {
      courseId: s.courseId,
      startsAt: iso(day + i * 3_600_000),
      endsAt: iso(day + i * 3_600_000 + 1_800_000),
      students: 10,
      hallIds: [s.hallIds[i % s.hallIds.length]],
    });
    if (add.status !== 201) throw new Error(`add answered ${add.status} ${JSON.stringify(add.body)}`);
    const id = add.body.reserveExamId;
    const arrived = new Promise((resolve) => seen.set(id, resolve));
    const sent = performance.now();
    await call(apis[0].url, token, 'PUT', `${BASE}/${id}/decision`, { decision: 'accept', version: 1 });
    times.push((await arrived) - sent);
  }
  socket.close();
  return { p50: round(percentile(times, 50)), p95: round(percentile(times, 95)) };
}

export default async function reserveExam() {
  await resetDatabase(DATABASE_URL);
  const env = { DATABASE_URL, REDIS_URL, MIZAN_SEED_DEMO: '1' };
  const a = await startApi(env);
  const b = await startApi(env);
  try {
    log(`reserve-exam: seeding ${BOOKINGS} bookings over ${HALLS} halls`);
    const s = await seed();
    const admin = await login(a.url, 'admin', 'Admin@12345');
    log('reserve-exam: conflict answers');
    const conflict = await conflicts(a, admin, s);
    log('reserve-exam: race');
    const raced = await race([a, b], admin, s);
    log('reserve-exam: board and arrival');
    return {
      goal: GOAL,
      bookingsStored: s.bookings,
      seedSeconds: s.seedSeconds,
      conflict,
      race: raced,
      boardWeekMs: await board(a, admin),
      arrivalOnOtherProcessMs: await arrival([a, b], admin, s),
      // A browser that fails must not cost the figures above.
      boardShownInBrowser: await boardInBrowser(a, s).catch((error) => ({ error: error.message })),
    };
  } finally {
    await Promise.all([a.stop(), b.stop()]);
  }
}

if (import.meta.main) await runAlone('reserveExam', reserveExam, ['api']);

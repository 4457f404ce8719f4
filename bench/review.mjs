// Review (165.2.2.) live and list figures, on PostgreSQL:
// - fan-out: a review decision's 'question:status' event to 500 sockets following the course (one bench process),
//   timed from the decision's HTTP response (negative: the event came first; the API emits on commit, before it
//   answers) and from the request; on one API process, then 250 + 250 sockets on two processes joined by Redis;
// - memory per idle connected socket on the server (RSS before and after connecting them);
// - GET /api/review-questions/165.2.2./getList at 100,000 questions (10,000 pending) in one course under
//   50 connections for 10 s (autocannon).
import { SOCKET_PATH } from '@mizan/domain/realtime';
import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';
import { io } from 'socket.io-client';
import {
  latencyFigures,
  log,
  percentile,
  resetDatabase,
  round,
  runAlone,
  sleep,
  startApi,
  withPg,
} from './lib.mjs';

const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/mizan_bench_review';
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const QUESTIONS = Number(process.env.BENCH_REVIEW_QUESTIONS || 100_000);
/** Every tenth question waits for review. */
const PENDING_EVERY = 10;
const SOCKETS = Number(process.env.BENCH_REVIEW_SOCKETS || 500);
const DECISIONS = 40;
const CONNECTIONS = 50;
const DURATION_S = 10;
const WARMUP_S = 2;
const LIST_PATH = '/api/review-questions/165.2.2./getList';
const GOAL =
  'fan-out p95 < 100 ms on one process and < 150 ms across two with Redis; review list p95 < 20 ms on PostgreSQL';

const PASSWORDS = { reviewer: 'Reviewer@12345', viewer: 'Viewer@12345' };

async function loginAs(url, username) {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: PASSWORDS[username] }),
  });
  if (res.status !== 200) throw new Error(`login as ${username} answered ${res.status}`);
  return (await res.json()).token;
}

/**
 * One course in the reviewer's scope with QUESTIONS questions of every type and status, written by one
 * generate_series statement (about 10% pending), mixed Arabic and English.
 */
async function seedQuestions(databaseUrl) {
  const started = performance.now();
  return withPg(databaseUrl, async (client) => {
    const {
      rows: [course],
    } = await client.query(
      `insert into course (scope_id, name, course_type)
       select id, '{"ar":"مقرر قياس المراجعة","en":"Review bench course"}', '15.1.' from scope where code = 'ENG-CSE'
       returning id`,
    );
    await client.query(
      `insert into question (course_id, question_type, status, language, difficulty, expected_time, degree, content,
         text_plain, text_norm, creator_id, updated_by, created_at, updated_at)
       select $1, (array['3.1.','3.2.','3.3.','3.4.','3.5.','3.6.','3.7.'])[1 + i % 7],
         case when i % $3 = 0 then '5.2.' else (array['5.3.','5.6.','5.1.','5.4.'])[1 + (i / $3) % 4] end,
         case when i % 2 = 0 then '4.1.' else '4.2.' end, (i % 100) / 100.0, 1 + i % 10, 1 + i % 5, '{}'::jsonb,
         t, lower(t), c.id, c.id, now() - make_interval(mins => i), now() - make_interval(mins => i)
       from generate_series(1, $2) i,
         lateral (select case when i % 2 = 0
           then 'ما ناتج جمع العددين ' || i || ' و ' || (i * 7 % 1000) || ' في النظام العشري؟'
           else 'Which statement about beam ' || i || ' under load ' || (i * 7 % 1000) || ' kN is true?' end as t) x,
         (select id from app_user where username = 'creator') c`,
      [course.id, QUESTIONS, PENDING_EVERY],
    );
    // As autovacuum would after a bulk load: statistics, and the visibility map index-only scans need.
    await client.query('vacuum analyze question');
    const {
      rows: [counts],
    } = await client.query(
      `select count(*)::int as questions, (count(*) filter (where status = '5.2.'))::int as pending
       from question where course_id = $1`,
      [course.id],
    );
    const seconds = round((performance.now() - started) / 1000, 1);
    log(`review: seeded ${counts.questions} questions (${counts.pending} pending) in ${seconds} s`);
    return { courseId: course.id, ...counts, seedSeconds: seconds };
  });
}

/** Pending questions for the decisions, oldest first, taken in turn by the fan-out runs. */
async function pendingQuestions(databaseUrl, courseId, n) {
  return withPg(databaseUrl, async (client) => {
    const { rows } = await client.query(
      `select id, lock_version from question where course_id = $1 and status = '5.2.' order by id desc limit $2`,
      [courseId, n],
    );
    return rows;
  });
}

const rssKb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]);

/** `count` sockets following the course, with one shared session token. Each records when each seq arrived. */
async function openSockets(url, token, courseId, count) {
  const sockets = [];
  for (let i = 0; i < count; i += 50) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(50, count - i) }, async () => {
        const socket = io(url, {
          path: SOCKET_PATH,
          auth: { token },
          transports: ['websocket'],
          reconnection: false,
          forceNew: true,
        });
        const arrivals = new Map();
        socket.on('question:status', (e) => arrivals.set(e.seq, performance.now()));
        await new Promise((resolve, reject) => {
          socket.once('connect', resolve);
          socket.once('connect_error', reject);
        });
        const ack = await socket.emitWithAck('course:watch', { courseId });
        if (!ack.ok) throw new Error(`course:watch refused: ${JSON.stringify(ack)}`);
        return { socket, arrivals };
      }),
    );
    sockets.push(...batch);
  }
  return sockets;
}

/**
 * DECISIONS approvals one after the other through `api`; after each, waits until every socket has the event
 * (or 5 s). Latencies per (decision, socket): arrival - response and arrival - request start.
 */
async function fanOut(api, token, groups, questions) {
  const fromResponse = Object.fromEntries(Object.keys(groups).map((k) => [k, []]));
  const fromRequest = Object.fromEntries(Object.keys(groups).map((k) => [k, []]));
  let missing = 0;
  const all = Object.values(groups).flat();
  for (const q of questions) {
    const sent = performance.now();
    const res = await fetch(`${api.url}/api/review-questions/165.2.2./${q.id}/decision`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ decision: 'approve', version: q.lock_version }),
    });
    const answered = performance.now();
    const body = await res.json();
    if (res.status !== 200) throw new Error(`decision answered ${res.status}: ${JSON.stringify(body)}`);
    const deadline = performance.now() + 5000;
    while (all.some((s) => !s.arrivals.has(body.seq)) && performance.now() < deadline) await sleep(2);
    for (const [name, sockets] of Object.entries(groups)) {
      for (const s of sockets) {
        const at = s.arrivals.get(body.seq);
        if (at === undefined) {
          missing++;
          continue;
        }
        fromResponse[name].push(at - answered);
        fromRequest[name].push(at - sent);
      }
    }
    await sleep(50);
  }
  const figures = (values) => ({
    p50: round(percentile(values, 50)),
    p95: round(percentile(values, 95)),
    max: round(percentile(values, 100)),
  });
  return {
    decisions: questions.length,
    missingDeliveries: missing,
    ...Object.fromEntries(
      Object.keys(groups).map((name) => [
        name,
        {
          sockets: groups[name].length,
          samples: fromResponse[name].length,
          fromResponseMs: figures(fromResponse[name]),
          fromRequestMs: figures(fromRequest[name]),
        },
      ]),
    ),
  };
}

const closeAll = (sockets) => {
  for (const s of sockets) s.socket.close();
};

async function oneProcess(databaseUrl, seeded, questions) {
  const api = await startApi({ DATABASE_URL: databaseUrl, REDIS_URL: '' });
  let sockets = [];
  try {
    const reviewer = await loginAs(api.url, 'reviewer');
    const viewer = await loginAs(api.url, 'viewer');
    await sleep(1000);
    const before = rssKb(api.child.pid);
    sockets = await openSockets(api.url, viewer, seeded.courseId, SOCKETS);
    await sleep(2000);
    const after = rssKb(api.child.pid);
    const memory = {
      sockets: SOCKETS,
      rssBeforeMb: round(before / 1024, 1),
      rssAfterMb: round(after / 1024, 1),
      perSocketKb: round((after - before) / SOCKETS, 1),
    };
    log(
      `review fan-out, one process: ${SOCKETS} sockets (${memory.perSocketKb} KB each), ${DECISIONS} decisions`,
    );
    const fan = await fanOut(api, reviewer, { all: sockets }, questions);
    log(`review fan-out, one process: p95 ${fan.all.fromResponseMs.p95} ms after the response`);

    log(`review list: ${CONNECTIONS} connections for ${DURATION_S} s (after ${WARMUP_S} s warm-up)`);
    closeAll(sockets);
    sockets = [];
    const list = await listRun(api.url, reviewer, seeded.courseId);
    return { fanOut: fan, memoryPerIdleSocket: memory, list };
  } finally {
    closeAll(sockets);
    await api.stop();
  }
}

async function twoProcesses(databaseUrl, seeded, questions) {
  const a = await startApi({ DATABASE_URL: databaseUrl, REDIS_URL });
  let b;
  const sockets = [];
  try {
    b = await startApi({ DATABASE_URL: databaseUrl, REDIS_URL });
    const reviewer = await loginAs(a.url, 'reviewer');
    const viewer = await loginAs(a.url, 'viewer');
    const onA = await openSockets(a.url, viewer, seeded.courseId, SOCKETS / 2);
    const onB = await openSockets(b.url, viewer, seeded.courseId, SOCKETS / 2);
    sockets.push(...onA, ...onB);
    await sleep(1000);
    log(`review fan-out, two processes + Redis: ${onA.length} + ${onB.length} sockets, decisions through A`);
    const fan = await fanOut(a, reviewer, { onA, onB }, questions);
    log(`review fan-out, two processes: p95 on B ${fan.onB.fromResponseMs.p95} ms after the response`);
    return fan;
  } finally {
    closeAll(sockets);
    await Promise.all([a.stop(), b?.stop()]);
  }
}

/** The rotated mix of the review list screen. */
const listQueries = (courseId) => [
  { name: 'pending, page 1', qs: `courseId=${courseId}&limit=10&page=1` },
  { name: 'pending, page 500', qs: `courseId=${courseId}&limit=10&page=500` },
  { name: 'pending, type 3.2.', qs: `courseId=${courseId}&limit=10&page=1&questionType=3.2.` },
  { name: 'pending, updatedAt desc', qs: `courseId=${courseId}&limit=20&page=3&orderBy=updatedAt&desc=true` },
  {
    name: 'pending, text',
    qs: `courseId=${courseId}&limit=10&page=1&text=${encodeURIComponent('العددين 12')}`,
  },
  { name: 'approved, page 2', qs: `courseId=${courseId}&limit=10&page=2&status=5.3.` },
];

async function listRun(url, token, courseId) {
  const queries = listQueries(courseId);
  const totalItems = {};
  for (const q of queries) {
    const res = await fetch(`${url}${LIST_PATH}?${q.qs}`, { headers: { authorization: `Bearer ${token}` } });
    const body = await res.json();
    if (res.status !== 200) throw new Error(`${q.name} answered ${res.status}: ${JSON.stringify(body)}`);
    totalItems[q.name] = body.totalItems;
  }
  const figures = {
    ...(await hammer(
      url,
      token,
      queries.map((q) => `${LIST_PATH}?${q.qs}`),
    )),
    totalItems,
  };
  log(`review list: ${figures.requestsPerSecond} req/s, p95 ${figures.latencyMs.p95} ms`);
  // The same load on the cheapest authenticated call, right after: how busy the machine is.
  const session = await hammer(url, token, ['/api/auth/session']);
  log(`review list reference, GET /api/auth/session: p95 ${session.latencyMs.p95} ms`);
  return {
    ...figures,
    sessionReference: { latencyMs: session.latencyMs, requestsPerSecond: session.requestsPerSecond },
  };
}

/** CONNECTIONS connections for DURATION_S s taking `paths` in turn; p95 exact from every response. */
async function hammer(url, token, paths) {
  const latencies = [];
  const run = autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: { authorization: `Bearer ${token}` },
    requests: paths.map((path) => ({ method: 'GET', path })),
    warmup: { connections: CONNECTIONS, duration: WARMUP_S },
  });
  run.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  const result = await run;
  return {
    ...latencyFigures(latencies, DURATION_S),
    requestsPerSecond: round(result.requests.average, 0),
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

export default async function review() {
  const databaseUrl = process.env.BENCH_REVIEW_DATABASE_URL || DEFAULT_DATABASE_URL;
  await resetDatabase(databaseUrl);
  // The first start migrates and seeds the demo university; the bench questions go in after it.
  const first = await startApi({ DATABASE_URL: databaseUrl, REDIS_URL: '' });
  await first.stop();
  const seeded = await seedQuestions(databaseUrl);
  const pending = await pendingQuestions(databaseUrl, seeded.courseId, DECISIONS * 2);
  const single = await oneProcess(databaseUrl, seeded, pending.slice(0, DECISIONS));
  const double = await twoProcesses(databaseUrl, seeded, pending.slice(DECISIONS));
  return {
    data: seeded,
    fanOutOneProcess: single.fanOut,
    fanOutTwoProcessesRedis: double,
    memoryPerIdleSocket: single.memoryPerIdleSocket,
    reviewList: { queries: listQueries(seeded.courseId).map((q) => `${LIST_PATH}?${q.qs}`), ...single.list },
    goal: GOAL,
    goalMet:
      single.fanOut.all.fromResponseMs.p95 < 100 &&
      double.onB.fromResponseMs.p95 < 150 &&
      single.list.latencyMs.p95 < 20 &&
      single.list.non2xx === 0,
    notes:
      'fromResponseMs: event arrival minus the moment the decision answered (the API emits on commit, just before it answers, so values can be negative); fromRequestMs: minus the moment it was sent. All sockets live in this one bench process, so the figures include its own event-loop queueing.',
  };
}

if (import.meta.main) await runAlone('review', review, ['api']);

// The hot path (issue 19): the course, subject, question and review lists (a page of 10) against the session
// check, each under 50 concurrent connections (autocannon) in one API run on PostgreSQL with the demo data.
// Each list's p97.5 is printed beside its ratio to the session check's p97.5 of the same run, so that a noisy
// machine shows as slower absolute times but the same ratios.
import autocannon from 'autocannon';
import {
  ADMIN,
  latencyFigures,
  log,
  login,
  percentile,
  resetDatabase,
  round,
  runAlone,
  startApi,
  withPg,
} from './lib.mjs';

const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/mizan_bench_lists';
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_LISTS_SECONDS || 8);
const WARMUP_S = 2;
const RATIO_GOAL = 1.5;
const RPS_GOAL = 2500;
const GOAL = `each list p97.5 <= ${RATIO_GOAL} x the session check's p97.5 in the same run; >= ${RPS_GOAL} req/s for a page of 10`;

/** The course with the most questions (and pending ones) in the demo data: its lists are the busiest. */
async function demoCourse(databaseUrl) {
  return withPg(databaseUrl, async (client) => {
    const { rows } = await client.query(
      `select q.course_id, count(*)::int as questions,
         count(*) filter (where q.status = '5.2.')::int as pending
       from question q group by q.course_id order by pending desc, questions desc limit 1`,
    );
    if (!rows[0]) throw new Error('the demo data has no question');
    return rows[0];
  });
}

/** One endpoint under load; latencies from every response, so p97.5 is exact. */
async function hammer(url, path, token) {
  const latencies = [];
  const run = autocannon({
    url: `${url}${path}`,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    warmup: { connections: CONNECTIONS, duration: WARMUP_S },
  });
  run.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  const result = await run;
  const figures = latencyFigures(latencies, DURATION_S);
  return {
    requestsPerSecond: round(result.requests.average, 0),
    latencyMs: { ...figures.latencyMs, p97_5: round(percentile(latencies, 97.5)) },
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

export default async function lists() {
  const databaseUrl = process.env.BENCH_DATABASE_URL || DEFAULT_DATABASE_URL;
  await resetDatabase(databaseUrl);
  // The first start migrates and seeds the demo data; the measured run is a second, warm process.
  await (await startApi({ DATABASE_URL: databaseUrl })).stop();
  const course = await demoCourse(databaseUrl);
  const api = await startApi({ DATABASE_URL: databaseUrl });
  try {
    const token = await login(api.url);
    const c = course.course_id;
    const endpoints = {
      publicInfo: { path: '/api/public/info', token: null },
      session: { path: '/api/auth/session', token },
      courses: { path: '/api/courses/165.1.1./getList?limit=10&page=1&clientLang=ar', token },
      subjects: { path: `/api/subjects/165.1.2.?courseId=${c}`, token },
      questions: { path: `/api/questions/165.2.1./getList?courseId=${c}&limit=10&page=1`, token },
      review: { path: `/api/review-questions/165.2.2./getList?courseId=${c}&limit=10&page=1`, token },
    };
    for (const [name, e] of Object.entries(endpoints)) {
      const res = await fetch(`${api.url}${e.path}`, {
        headers: e.token ? { authorization: `Bearer ${e.token}` } : {},
      });
      if (res.status !== 200)
        throw new Error(`${name} ${e.path} answered ${res.status}: ${await res.text()}`);
    }
    const figures = {};
    for (const [name, e] of Object.entries(endpoints)) {
      figures[name] = await hammer(api.url, e.path, e.token);
      log(
        `lists ${name}: ${figures[name].requestsPerSecond} req/s, p97.5 ${figures[name].latencyMs.p97_5} ms`,
      );
    }
    const sessionP = figures.session.latencyMs.p97_5;
    const listNames = ['courses', 'subjects', 'questions', 'review'];
    for (const name of listNames) {
      const f = figures[name];
      f.p97_5OverSession = round(f.latencyMs.p97_5 / sessionP);
      f.goalMet = f.p97_5OverSession <= RATIO_GOAL && f.requestsPerSecond >= RPS_GOAL && f.non2xx === 0;
    }
    return {
      user: ADMIN.username,
      course,
      connections: CONNECTIONS,
      seconds: DURATION_S,
      ...figures,
      summary: Object.fromEntries(
        listNames.map((name) => [
          name,
          `${figures[name].requestsPerSecond} req/s, p97.5 ${figures[name].latencyMs.p97_5} ms = ${figures[name].p97_5OverSession} x session (${sessionP} ms)`,
        ]),
      ),
      goal: GOAL,
      goalMet: listNames.every((name) => figures[name].goalMet),
    };
  } finally {
    await api.stop();
  }
}

if (import.meta.main) await runAlone('lists', lists, ['api']);

// GET /api/courses/165.1.1./getList with filters and sorting, 50,000 extra courses (seedBenchCourses), under
// 50 concurrent connections for 10 s (autocannon), on PostgreSQL and on PGlite; then the same statements
// straight through `pg` under the same concurrency, and the ratio api_p95 / pg_p95.
import path from 'node:path';
import { courseListQuerySchema } from '@mizan/domain/courses';
import autocannon from 'autocannon';
import pg from 'pg';
import {
  importApiTestModule,
  latencyFigures,
  log,
  login,
  percentile,
  ROOT,
  resetDatabase,
  round,
  runAlone,
  sleep,
  startApi,
  withPg,
  withTempDir,
} from './lib.mjs';

const DIST = path.join(ROOT, 'apps/api/dist');
const { openDatabase, migrate } = await import(path.join(DIST, 'database/database.js'));
const { seedDemo } = await import(path.join(DIST, 'database/seed/demo-seed.js'));
const { seedBenchCourses } = await importApiTestModule('apps/api/test/bench-courses.ts');
const { courseListSql, STAGE_COURSE_TYPES } = await import(path.join(DIST, 'courses/course-list.query.js'));

const COURSES = Number(process.env.BENCH_COURSES || 50_000);
const CONNECTIONS = 50;
const DURATION_S = 10;
const WARMUP_S = 2;
/** The API's ORM pool on PostgreSQL (database.ts): the `pg` run gets the same number of connections. */
const PG_POOL = 20;
const SEQUENTIAL_RUNS = 20;
/** CourseCountCache.ttlMs: the API counts each distinct filter at most once per this many ms. */
const COUNT_TTL_MS = 3000;
const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/mizan_bench_courses';
const GOAL = 'p95 < 15 ms on PostgreSQL, and api_p95 / pg_p95 <= 2';

/** The rotated mix: what the list screen sends (clientLang always, as the web does). */
const QUERIES = [
  { name: 'page 1, default sort', qs: 'limit=10&page=1&clientLang=ar' },
  { name: 'courseName filter', qs: 'limit=10&page=1&clientLang=en&courseName=Applied%20Design' },
  { name: 'stdPlan filter', qs: 'limit=10&page=1&clientLang=ar&stdPlan=Bench' },
  { name: 'courseType + activeStatus', qs: 'limit=10&page=1&clientLang=ar&courseType=15.2.&activeStatus=1' },
  { name: 'orderBy stdPlan desc, page 200', qs: 'limit=10&page=200&clientLang=en&orderBy=stdPlan&desc=true' },
];
const LIST_PATH = '/api/courses/165.1.1./getList';

/** Migrates, seeds the demo university and COURSES bench courses into the database the API will open. */
async function seed(config, label) {
  const started = performance.now();
  const database = await openDatabase(config);
  try {
    await migrate(database.orm);
    await seedDemo(database.orm);
    await seedBenchCourses(database.orm, COURSES);
    const [row] = await database.orm.em.execute(
      'select count(*)::int as courses, (select count(*)::int from subject) as subjects, (select count(*)::int from course_ilo) as ilos from course',
    );
    // PostgreSQL plans from statistics: take them now, as a nightly autovacuum would have.
    await database.orm.em.execute('analyze');
    const seconds = round((performance.now() - started) / 1000, 1);
    log(
      `courses ${label}: seeded ${row.courses} courses, ${row.subjects} subjects, ${row.ilos} ILOs in ${seconds} s`,
    );
    return { ...row, seedSeconds: seconds };
  } finally {
    await database.close();
  }
}

/**
 * Asks each URL of the mix once. A URL that fails (not 200, or no rows) is reported with the API's log
 * lines of that moment and left out of the load run, so one broken query does not hide the others' figures.
 */
async function checkQueries(api, token) {
  const totalItems = {};
  const failed = [];
  for (const q of QUERIES) {
    api.clearOutput();
    const res = await fetch(`${api.url}${LIST_PATH}?${q.qs}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = await res.json();
    if (res.status === 200 && body.courses.length > 0) {
      totalItems[q.name] = body.totalItems;
      continue;
    }
    await sleep(200);
    const detail = res.status === 200 ? 'no course found' : `answered ${res.status}`;
    log(`courses: ${q.name} ${detail}; left out of the load run`);
    failed.push({ query: q.name, detail, apiLog: api.output().trim().split('\n').slice(-12) });
  }
  return { totalItems, failed, working: QUERIES.filter((q) => q.name in totalItems) };
}

/** The load run through the API, the URLs taken in turn by each connection; p95 exact from every response. */
async function hammerApi(url, token, queries) {
  const latencies = [];
  const run = autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: { authorization: `Bearer ${token}` },
    requests: queries.map((q) => ({ method: 'GET', path: `${LIST_PATH}?${q.qs}` })),
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

async function apiRun(env, label) {
  const api = await startApi(env);
  try {
    const token = await login(api.url);
    const { totalItems, failed, working } = await checkQueries(api, token);
    if (working.length === 0) throw new Error(`no query of the mix works: ${JSON.stringify(failed)}`);
    log(`courses ${label}: ${CONNECTIONS} connections for ${DURATION_S} s (after ${WARMUP_S} s warm-up)`);
    const figures = await hammerApi(api.url, token, working);
    log(`courses ${label}: ${figures.requestsPerSecond} req/s, p95 ${figures.latencyMs.p95} ms`);
    return { ...figures, totalItems, ...(failed.length ? { failedQueries: failed } : {}) };
  } finally {
    await api.stop();
  }
}

/** `?` placeholders (as the ORM takes them) to `$n` for `pg`. The list SQL has no other `?`. */
const numbered = (sql) => {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
};

/** The statements the API runs for each URL: same schema parse, same scope path, same stage types. */
async function statementsFor(databaseUrl) {
  const [admin] = await withPg(databaseUrl, (client) =>
    client
      .query(
        `select s.path, u.active_stage from app_user u join scope s on s.id = u.selected_scope_id
         where lower(u.username) = 'admin'`,
      )
      .then((r) => r.rows),
  );
  return QUERIES.map((q) => {
    const filter = courseListQuerySchema.parse(Object.fromEntries(new URLSearchParams(q.qs)));
    const sql = courseListSql(filter, admin.path, STAGE_COURSE_TYPES[admin.active_stage]);
    return {
      name: q.name,
      rows: { text: numbered(sql.rows.sql), values: sql.rows.params },
      count: { text: numbered(sql.count.sql), values: sql.count.params },
      countKey: JSON.stringify([sql.count.sql, sql.count.params]),
    };
  });
}

/**
 * The same statements straight through a `pg` pool: CONNECTIONS loops, each running the page and the count
 * together as the API does. `countCache` mirrors CourseCountCache (a filter's count at most once per 3 s),
 * so the database sees what the API sends it; without it every request counts.
 */
async function hammerPg(pool, statements, { countCache, seconds }) {
  const cache = new Map();
  const count = async (s) => {
    if (!countCache) return (await pool.query(s.count)).rows[0].n;
    const hit = cache.get(s.countKey);
    if (hit && Date.now() - hit.at < COUNT_TTL_MS) return hit.total;
    const total = (await pool.query(s.count)).rows[0].n;
    cache.set(s.countKey, { total, at: Date.now() });
    return total;
  };
  const latencies = [];
  const end = performance.now() + seconds * 1000;
  let next = 0;
  const worker = async () => {
    while (performance.now() < end) {
      const s = statements[next++ % statements.length];
      const started = performance.now();
      const [rows] = await Promise.all([pool.query(s.rows), count(s)]);
      if (rows.rows.length === 0) throw new Error(`${s.name}: no rows through pg`);
      latencies.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  return latencies;
}

/** Each statement alone, one at a time (no concurrency, no count cache): where the time of a request goes. */
async function sequentialPerQuery(pool, statements) {
  const figures = {};
  for (const s of statements) {
    const rows = [];
    const count = [];
    for (let i = 0; i < SEQUENTIAL_RUNS; i++) {
      let started = performance.now();
      await pool.query(s.rows);
      rows.push(performance.now() - started);
      started = performance.now();
      await pool.query(s.count);
      count.push(performance.now() - started);
    }
    figures[s.name] = { rowsP50Ms: round(percentile(rows, 50)), countP50Ms: round(percentile(count, 50)) };
  }
  return figures;
}

async function pgRun(databaseUrl) {
  const statements = await statementsFor(databaseUrl);
  const pool = new pg.Pool({ connectionString: databaseUrl, max: PG_POOL });
  try {
    const figures = { sequentialPerQuery: await sequentialPerQuery(pool, statements) };
    log(`courses pg sequential: ${JSON.stringify(figures.sequentialPerQuery)}`);
    for (const countCache of [true, false]) {
      const label = countCache ? 'countCached' : 'countEveryRequest';
      log(`courses pg ${label}: ${CONNECTIONS} in flight for ${DURATION_S} s (after ${WARMUP_S} s warm-up)`);
      await hammerPg(pool, statements, { countCache, seconds: WARMUP_S });
      figures[label] = latencyFigures(
        await hammerPg(pool, statements, { countCache, seconds: DURATION_S }),
        DURATION_S,
      );
      log(
        `courses pg ${label}: ${figures[label].requestsPerSecond} q/s, p95 ${figures[label].latencyMs.p95} ms`,
      );
    }
    return figures;
  } finally {
    await pool.end();
  }
}

export default async function courses() {
  const databaseUrl = process.env.BENCH_DATABASE_URL || DEFAULT_DATABASE_URL;
  await resetDatabase(databaseUrl);
  const pgData = await seed({ databaseUrl }, 'postgresql');
  const postgresql = await apiRun({ DATABASE_URL: databaseUrl }, 'postgresql');
  const direct = await pgRun(databaseUrl);
  const pglite = await withTempDir(async (dataDir) => {
    const data = await seed({ dataDir }, 'pglite');
    return { ...(await apiRun({ DATABASE_URL: '', MIZAN_DATA_DIR: dataDir }, 'pglite')), data };
  });
  const ratio = round(postgresql.latencyMs.p95 / direct.countCached.latencyMs.p95);
  return {
    queries: QUERIES.map((q) => `${LIST_PATH}?${q.qs}`),
    postgresql: { ...postgresql, data: pgData },
    pglite,
    pgDirect: { poolSize: PG_POOL, ...direct },
    apiP95OverPgP95: ratio,
    apiP95OverPgP95CountEveryRequest: round(
      postgresql.latencyMs.p95 / direct.countEveryRequest.latencyMs.p95,
    ),
    goal: GOAL,
    goalMet: postgresql.latencyMs.p95 < 15 && ratio <= 2 && postgresql.non2xx === 0,
    latencySource: 'exact percentiles over every response of the measured run',
  };
}

if (import.meta.main) await runAlone('courses', courses, ['api']);

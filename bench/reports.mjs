// Reports (issue 18 figures), in process on PostgreSQL (BENCH_DATABASE_URL) or embedded PGlite (BENCH_PGLITE=1):
// (a) 165.4.1. questions-status-stats over the bench bank (BENCH_REPORT_QUESTIONS, default 1,000,000,
//     seedBenchQuestions over BENCH_REPORT_COURSES courses, default 2,000: the demo's and bench courses,
//     BENCH_NEED_TO_FIX_QUESTIONS of them, default 100,000, in the last course): the service's reader +
//     grouping, p50/p95 over 30 runs for each distribution, filtered by type and by two date ranges
//     (with the partial one's p95 over the unfiltered report's, same run), and the drill-down to the
//     courses behind the largest row. The bank is loaded with the question table's secondary indexes
//     dropped and created again after (withoutIndexes), its count tables kept by their triggers.
//     BENCH_REPORT_REUSE=1 keeps a database already seeded (migrating it, and topping it up to the
//     size asked for); on PGlite that needs BENCH_PGLITE_DIR (a data directory kept between runs;
//     default: in memory);
// (b) item statistics (@mizan/domain/item-statistics) of 5,000 students x 100 questions: median/p95 ms;
// (c) the write-back of an exam's statistics (PostgreSQL only) and (d) the need-to-fix filter over the
//     course of BENCH_NEED_TO_FIX_QUESTIONS questions (both databases): reports-items.mjs.
import path from 'node:path';
import { itemStatistics } from '@mizan/domain/item-statistics';
import { importApiTestModule, log, percentile, ROOT, resetDatabase, round, runAlone } from './lib.mjs';
import { ITEM_GOALS, liveUpdate, needToFix, writeBack } from './reports-items.mjs';

const { seedBenchQuestions, withoutIndexes } = await importApiTestModule('apps/api/test/bench-questions.ts');
const { seedBenchCourses } = await importApiTestModule('apps/api/test/bench-courses.ts');
const BUILD = path.join(ROOT, 'node_modules/.cache/mizan-bench-api/apps/api/src');
const { openDatabase, migrate } = await import(path.join(BUILD, 'database/database.js'));
const { seedDemo } = await import(path.join(BUILD, 'database/seed/demo-seed.js'));
const { Db } = await import(path.join(BUILD, 'database/db.service.js'));
const { QuestionStatsReader } = await import(path.join(BUILD, 'questions/question-stats.reader.js'));
const { statusStatsRows, rowIdOf } = await import(
  path.join(BUILD, 'reports/questions-status-stats.query.js')
);

const QUESTIONS = Number(process.env.BENCH_REPORT_QUESTIONS || 1_000_000);
const COURSES = Number(process.env.BENCH_REPORT_COURSES || 2000);
const NEED_TO_FIX_QUESTIONS = Number(process.env.BENCH_NEED_TO_FIX_QUESTIONS || 100_000);
const REUSE = process.env.BENCH_REPORT_REUSE === '1';
const PGLITE_DIR = process.env.BENCH_PGLITE_DIR || 'memory://';
const SEED_CHUNK = 200_000;
const RUNS = 30;
const DATABASE_URL =
  process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/mizan_bench_reports';
const GOALS = { statusStatsP95Ms: 200, drillDownMs: 1000, itemStatisticsMs: 100 };

async function timed(work, runs = RUNS) {
  const ms = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await work();
    ms.push(performance.now() - started);
  }
  return { p50Ms: round(percentile(ms, 50)), p95Ms: round(percentile(ms, 95)) };
}

/** The bench bank, opened (and seeded or topped up to the size asked for). */
async function benchBank(pglite) {
  const count = async (database) =>
    (await database.orm.em.execute('select count(*)::int as n from question'))[0].n;
  const open = () => openDatabase(pglite ? { dataDir: PGLITE_DIR } : { databaseUrl: DATABASE_URL });
  let database =
    REUSE && (!pglite || PGLITE_DIR !== 'memory://') ? await open().catch(() => undefined) : undefined;
  const have = database ? await count(database).catch(() => 0) : 0;
  if (have) await migrate(database.orm);
  else {
    await database?.close();
    if (!pglite) await resetDatabase(DATABASE_URL);
    database = await open();
    await migrate(database.orm);
    await seedDemo(database.orm);
    const [{ n }] = await database.orm.em.execute('select count(*)::int as n from course');
    if (n < COURSES) await seedBenchCourses(database.orm, COURSES - n);
  }
  // A reused database is topped up to the size asked for.
  const missing = QUESTIONS - (have || (await count(database)));
  if (missing > 0) {
    const ids = (await database.orm.em.execute('select id from course order by id')).map((r) => r.id);
    const seedStarted = performance.now();
    // The need-to-fix course (the last one) gets its questions first, then the bank spreads over all.
    const chunks = [];
    if (!have && NEED_TO_FIX_QUESTIONS < missing) chunks.push([NEED_TO_FIX_QUESTIONS, ids.slice(-1)]);
    const spread = missing - (chunks[0]?.[0] ?? 0);
    // In chunks: the seeder's hashes are int arithmetic, which overflows past ~270,000 questions in one call.
    for (let done = 0; done < spread; done += SEED_CHUNK)
      chunks.push([Math.min(SEED_CHUNK, spread - done), ids]);
    await withoutIndexes(database.orm, 'question', async () => {
      let seeded = 0;
      for (const [n, courses] of chunks) {
        await seedBenchQuestions(database.orm, n, courses);
        seeded += n;
        log(
          `reports: seeded ${seeded} of ${missing} questions (${round((performance.now() - seedStarted) / 1000, 0)} s)`,
        );
      }
    });
    await database.orm.em.execute(pglite ? 'analyze' : 'vacuum analyze');
    log(
      `reports: ${missing} questions over ${ids.length} courses in ${round((performance.now() - seedStarted) / 1000, 1)} s`,
    );
  }
  return database;
}

export async function statusStats(database) {
  const courses = (await database.orm.em.execute('select id from course order by id')).map((r) => r.id);
  const [{ n: questions }] = await database.orm.em.execute('select count(*)::int as n from question');
  const reader = new QuestionStatsReader(new Db(database));
  const [root] = await database.orm.em.execute("select path from scope where code = 'UNI'");
  const filter = { scopePath: root.path };
  const name = (id) => ({ ar: String(id), en: String(id) });
  const figures = {};
  for (const distribution of ['1', '2', '3'])
    figures[`distribution${distribution}`] = await timed(async () =>
      statusStatsRows(await reader.statusByCourse(filter), distribution, name),
    );
  figures.filteredByType = await timed(async () =>
    statusStatsRows(await reader.statusByCourse({ ...filter, questionType: '3.1.' }), '2', name),
  );
  // Date ranges: the counts by creation month and day. One of whole months only, one ending
  // mid-month on both sides (the bank's creation dates span the past 375 days).
  const day = (back) => new Date(Date.now() - back * 86_400_000).toISOString().slice(0, 10);
  for (const [key, from, to] of [
    ['dateRange', '2020-01-01', '2099-12-31'],
    ['dateRangePartialMonths', day(330), day(15)],
  ])
    figures[key] = await timed(async () =>
      statusStatsRows(await reader.statusByCourse({ ...filter, from, to }), '2', name),
    );
  figures.dateRangeToUnfiltered = round(
    figures.dateRangePartialMonths.p95Ms / figures.distribution2.p95Ms,
    2,
  );
  const rows = statusStatsRows(await reader.statusByCourse(filter), '2', name).rows;
  const largest = rows.sort((a, b) => b.total - a.total)[0];
  figures.drillDown = await timed(async () =>
    (await reader.statusByCourse(filter)).filter((c) => rowIdOf(c, '2') === largest.id),
  );
  return { questions, courses: courses.length, ...figures };
}

function itemStatisticsFigures(students = 5000, questions = 100) {
  let seed = 42;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const ability = Array.from({ length: students }, random);
  const difficulty = Array.from({ length: questions }, random);
  const marks = ability.map((a) =>
    difficulty.map((d) => (random() < 0.15 ? null : a + random() * 0.5 > d ? 1 : 0)),
  );
  const input = { marks, maxMarks: new Array(questions).fill(1) };
  itemStatistics(input);
  const ms = [];
  for (let i = 0; i < 10; i++) {
    const started = performance.now();
    itemStatistics(input);
    ms.push(performance.now() - started);
  }
  return { students, questions, medianMs: round(percentile(ms, 50)), p95Ms: round(percentile(ms, 95)) };
}

export default async function reports() {
  const item = itemStatisticsFigures();
  log(`reports: item statistics 5,000 x 100 median ${item.medianMs} ms`);
  const pglite = process.env.BENCH_PGLITE === '1';
  const database = await benchBank(pglite);
  let status;
  let need;
  try {
    status = { database: pglite ? 'pglite' : 'postgresql', ...(await statusStats(database)) };
    log(`reports: status statistics ${JSON.stringify(status)}`);
    need = await needToFix((sql, params) => database.orm.em.execute(sql, params));
    log(`reports: need-to-fix ${JSON.stringify(need)}`);
  } finally {
    await database.close();
  }
  // (c), (e): a started API process on the seeded PostgreSQL bank (reports-items.mjs).
  const items = pglite
    ? { skipped: 'write-back and live update: PostgreSQL only (started API processes on the bench database)' }
    : { writeBack: await writeBack(DATABASE_URL), liveUpdate: await liveUpdate(DATABASE_URL) };
  return {
    goals: { ...GOALS, ...ITEM_GOALS },
    itemStatistics: item,
    statusStats: status,
    needToFix: need,
    ...items,
  };
}

if (import.meta.main) await runAlone('reports', reports, []);

// Reports (issue 18 figures), in process on PostgreSQL (BENCH_DATABASE_URL) or embedded PGlite (BENCH_PGLITE=1):
// (a) 165.4.1. questions-status-stats over the bench bank (seedBenchQuestions spread over every demo
//     course): the service's reader + grouping, p50/p95 over 30 runs for each distribution, and the
//     drill-down to the courses behind the largest row;
// (b) item statistics (@mizan/domain/item-statistics) of 5,000 students x 100 questions: median/p95 ms.
import path from 'node:path';
import { itemStatistics } from '@mizan/domain/item-statistics';
import { importApiTestModule, log, percentile, ROOT, resetDatabase, round, runAlone } from './lib.mjs';

const { seedBenchQuestions } = await importApiTestModule('apps/api/test/bench-questions.ts');
const BUILD = path.join(ROOT, 'node_modules/.cache/mizan-bench-api/apps/api/src');
const { openDatabase, migrate } = await import(path.join(BUILD, 'database/database.js'));
const { seedDemo } = await import(path.join(BUILD, 'database/seed/demo-seed.js'));
const { Db } = await import(path.join(BUILD, 'database/db.service.js'));
const { QuestionStatsReader } = await import(path.join(BUILD, 'questions/question-stats.reader.js'));
const { statusStatsRows, rowIdOf } = await import(
  path.join(BUILD, 'reports/questions-status-stats.query.js')
);

const QUESTIONS = Number(process.env.BENCH_REPORT_QUESTIONS || 100_000);
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

async function statusStats(pglite) {
  if (!pglite) await resetDatabase(DATABASE_URL);
  const database = await openDatabase(pglite ? {} : { databaseUrl: DATABASE_URL });
  try {
    await migrate(database.orm);
    await seedDemo(database.orm);
    const courses = (await database.orm.em.execute('select id from course order by id')).map((r) => r.id);
    const seedStarted = performance.now();
    await seedBenchQuestions(database.orm, QUESTIONS, courses);
    await database.orm.em.execute(pglite ? 'analyze' : 'vacuum analyze');
    log(
      `reports: ${QUESTIONS} questions over ${courses.length} courses in ${round((performance.now() - seedStarted) / 1000, 1)} s`,
    );
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
    const rows = statusStatsRows(await reader.statusByCourse(filter), '2', name).rows;
    const largest = rows.sort((a, b) => b.total - a.total)[0];
    figures.drillDown = await timed(async () =>
      (await reader.statusByCourse(filter)).filter((c) => rowIdOf(c, '2') === largest.id),
    );
    return { questions: QUESTIONS, courses: courses.length, ...figures };
  } finally {
    await database.close();
  }
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
  return {
    goals: GOALS,
    itemStatistics: item,
    statusStats: { database: pglite ? 'pglite' : 'postgresql', ...(await statusStats(pglite)) },
  };
}

if (import.meta.main) await runAlone('reports', reports, []);

// The question bank at 100,000 questions (seedBenchQuestions) on PostgreSQL:
// (a) the near-duplicate check POST /api/questions/165.2.1./similar, one request at a time as the editor
//     sends it: p50/p95, and its recall against an exhaustive similarity() over every live question of the
//     course (no index can serve `similarity(...) >= t`), for stems sampled from the bank, the same stems
//     with a word dropped, and the planted near duplicates;
// (b) the list GET /api/questions/165.2.1./getList with filters under 50 connections for 10 s (autocannon);
// (c) the bank reader exam assembly reads (question-bank.reader.ts) on the largest course: p50/p95 in process.
import path from 'node:path';
import autocannon from 'autocannon';
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
  startApi,
  withPg,
} from './lib.mjs';

const DIST = path.join(ROOT, 'apps/api/dist');
const { openDatabase, migrate } = await import(path.join(DIST, 'database/database.js'));
const { seedDemo } = await import(path.join(DIST, 'database/seed/demo-seed.js'));
const { Db } = await import(path.join(DIST, 'database/db.service.js'));
const { QuestionBankReader } = await import(path.join(DIST, 'questions/question-bank.reader.js'));
const { seedBenchQuestions } = await importApiTestModule('apps/api/test/bench-questions.ts');
const { normText, plainText } = await import('@mizan/domain/questions');

const QUESTIONS = Number(process.env.BENCH_QUESTIONS || 100_000);
const COURSES = 20;
const SAMPLES = Number(process.env.BENCH_SIMILAR_SAMPLES || 150);
const CONNECTIONS = 50;
const DURATION_S = 10;
const WARMUP_S = 2;
const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/mizan_bench_questions';
const GOALS = { similarP95Ms: 50, recall: 0.99, listP95Ms: 20, readerP95Ms: 100 };
const READER_RUNS = 30;
const SIMILAR = '/api/questions/165.2.1./similar';
/** The check answers at most this many, best first (SIMILAR_LIMIT of question-similarity.ts). */
const LIMIT = 20;
const LIST = '/api/questions/165.2.1./getList';

/** Demo courses the bank is spread over: active, undergraduate, with subjects that pick ILOs; CIV101 first. */
async function benchCourses(em) {
  const rows = await em.execute(
    `select c.id from course c where c.active and c.course_type in ('15.1.', '15.2.', '15.3.')
       and c.course_code !~ '^BN' and exists (select 1 from subject s join subject_ilo si on si.subject_id = s.id where s.course_id = c.id)
     order by c.course_code <> 'CIV101', c.id limit ?`,
    [COURSES],
  );
  return rows.map((r) => r.id);
}

async function seed(databaseUrl) {
  const started = performance.now();
  const database = await openDatabase({ databaseUrl });
  try {
    await migrate(database.orm);
    await seedDemo(database.orm);
    const courseIds = await benchCourses(database.orm.em);
    const seedStarted = performance.now();
    const bench = await seedBenchQuestions(database.orm, QUESTIONS, courseIds);
    const benchSeconds = round((performance.now() - seedStarted) / 1000, 1);
    // Settled as autovacuum leaves a bulk-loaded table: the bands pass rewrote every row once.
    await database.orm.em.execute('vacuum analyze question');
    await database.orm.em.execute('analyze');
    const [row] = await database.orm.em.execute(
      `select count(*)::int as questions, count(*) filter (where course_id = ?)::int as largest_course,
         count(*) filter (where language = '4.1.')::int as arabic from question`,
      [courseIds[0]],
    );
    log(
      `questions: ${row.questions} questions (${row.largest_course} in the largest course), bench seeder ${benchSeconds} s`,
    );
    return {
      bench,
      data: {
        ...row,
        courses: courseIds.length,
        plantedPairs: bench.planted.length,
        seederSeconds: benchSeconds,
      },
      seconds: round((performance.now() - started) / 1000, 1),
    };
  } finally {
    await database.close();
  }
}

const post = (api, token, body) =>
  fetch(`${api.url}${SIMILAR}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** What the check should find: every live question of the course at or above the threshold, best first. */
async function exhaustive(client, courseId, text, threshold, limit) {
  const { rows } = await client.query(
    `select id, similarity(text_norm, $2) as s from question
     where course_id = $1 and status <> '5.5.' and similarity(text_norm, $2) >= $3
     order by s desc, id`,
    [courseId, normText(plainText(text)), threshold],
  );
  // The check answers its `limit` best: questions tied at the cut count for whichever of them it returns.
  if (rows.length <= limit) return { above: rows.map((r) => r.id), tied: [], slots: 0 };
  const cut = rows[limit - 1].s;
  const above = rows.filter((r) => r.s > cut).map((r) => r.id);
  return { above, tied: rows.filter((r) => r.s === cut).map((r) => r.id), slots: limit - above.length };
}

/** Stems to check: sampled from the largest course, the same with their second word dropped, and the planted pairs. */
async function samples(client, bench) {
  const { rows } = await client.query(
    `select id, course_id, text_plain from question where course_id = $1 and status <> '5.5.'
     order by (id * 2654435761) % 1000003 limit $2`,
    [bench.courseIds[0], SAMPLES],
  );
  const out = [];
  for (const r of rows) {
    out.push({ kind: 'bank', courseId: r.course_id, text: `<p>${r.text_plain}</p>`, expect: r.id });
    const words = r.text_plain.split(' ');
    out.push({
      kind: 'edited',
      courseId: r.course_id,
      text: `<p>${[words[0], ...words.slice(2)].join(' ')}</p>`,
    });
  }
  const planted = await client.query(
    `select a.id, a.course_id, a.text_plain, b.id as copy_id from question a join question b on b.id = any($1::int[])
     where a.id = any($2::int[]) and b.text_plain <> a.text_plain and a.status <> '5.5.'`,
    [bench.planted.map((p) => p.copyId), bench.planted.map((p) => p.questionId)],
  );
  const copyOf = new Map(bench.planted.map((p) => [p.questionId, p.copyId]));
  for (const r of planted.rows)
    if (copyOf.get(r.id) === r.copy_id)
      out.push({ kind: 'planted', courseId: r.course_id, text: `<p>${r.text_plain}</p>`, expect: r.copy_id });
  return out;
}

async function similarRun(api, token, databaseUrl, bench) {
  return withPg(databaseUrl, async (client) => {
    const checks = await samples(client, bench);
    for (const c of checks.slice(0, 20)) await post(api, token, { courseId: c.courseId, text: c.text }); // warm-up
    const latencies = { bank: [], edited: [], planted: [] };
    let found = 0;
    let expected = 0;
    let plantedFound = 0;
    let plantedTotal = 0;
    let threshold = null;
    let resultSizes = [];
    const misses = [];
    for (const c of checks) {
      const started = performance.now();
      const res = await post(api, token, { courseId: c.courseId, text: c.text });
      const ms = performance.now() - started;
      if (res.status !== 200) throw new Error(`${SIMILAR} answered ${res.status}: ${await res.text()}`);
      const body = await res.json();
      latencies[c.kind].push(ms);
      threshold = body.threshold;
      const got = new Set(body.similar.map((s) => s.questionId));
      resultSizes.push(got.size);
      const exact = await exhaustive(client, c.courseId, c.text, body.threshold, LIMIT);
      const hit =
        exact.above.filter((id) => got.has(id)).length +
        Math.min(exact.slots, exact.tied.filter((id) => got.has(id)).length);
      found += hit;
      expected += exact.above.length + exact.slots;
      if (hit < exact.above.length + exact.slots)
        misses.push({ kind: c.kind, missed: exact.above.filter((id) => !got.has(id)).slice(0, 5) });
      if (c.kind === 'planted') {
        plantedTotal++;
        if (got.has(c.expect)) plantedFound++;
      }
    }
    const all = [...latencies.bank, ...latencies.edited, ...latencies.planted];
    const figure = (values) => ({
      n: values.length,
      p50: round(percentile(values, 50)),
      p95: round(percentile(values, 95)),
      max: round(percentile(values, 100)),
    });
    resultSizes = resultSizes.sort((a, b) => a - b);
    return {
      threshold,
      latencyMs: figure(all),
      byKind: {
        bank: figure(latencies.bank),
        edited: figure(latencies.edited),
        planted: figure(latencies.planted),
      },
      recall: expected ? round(found / expected, 4) : null,
      comparedMatches: expected,
      plantedRecall: plantedTotal ? round(plantedFound / plantedTotal, 4) : null,
      plantedPairs: plantedTotal,
      medianMatchesPerCheck: percentile(resultSizes, 50),
      ...(misses.length ? { misses: misses.slice(0, 10) } : {}),
    };
  });
}

/** The list mix: what the list screen sends for the largest course. */
async function listQueries(databaseUrl, courseId) {
  return withPg(databaseUrl, async (client) => {
    const one = async (sql, params) => (await client.query(sql, params)).rows[0];
    const subject = await one('select id from subject where course_id = $1 order by id limit 1', [courseId]);
    const ilo = await one(
      'select qi.ilo_id as id from question_ilo qi join question q on q.id = qi.question_id where q.course_id = $1 limit 1',
      [courseId],
    );
    const creator = await one(`select id from app_user where username = 'creator'`, []);
    const base = `courseId=${courseId}&limit=10`;
    return [
      { name: 'page 1, newest first', qs: `${base}&page=1` },
      { name: 'status + type', qs: `${base}&page=1&status=5.3.&questionType=3.2.` },
      { name: 'subject + language', qs: `${base}&page=1&subjectId=${subject.id}&language=4.1.` },
      { name: 'ILO', qs: `${base}&page=1&iloId=${ilo.id}` },
      {
        name: 'creator, by difficulty, page 50',
        qs: `${base}&page=50&creatorId=${creator.id}&orderBy=difficulty&desc=false`,
      },
      { name: 'text contains', qs: `${base}&page=1&text=${encodeURIComponent('system')}` },
      { name: 'text contains (Arabic)', qs: `${base}&page=1&text=${encodeURIComponent('الإجهاد')}` },
    ];
  });
}

async function listRun(api, token, queries) {
  const totalItems = {};
  const failed = [];
  for (const q of queries) {
    const res = await fetch(`${api.url}${LIST}?${q.qs}`, { headers: { authorization: `Bearer ${token}` } });
    const body = res.status === 200 ? await res.json() : null;
    if (body?.questions?.length) totalItems[q.name] = body.totalItems;
    else
      failed.push({
        query: q.name,
        status: res.status,
        detail: body ? 'no question found' : await res.text(),
      });
  }
  const working = queries.filter((q) => q.name in totalItems);
  if (!working.length) throw new Error(`no list query works: ${JSON.stringify(failed)}`);
  // Each query alone, sequentially: where a slow request comes from.
  const perQuery = {};
  for (const q of working) {
    const times = [];
    for (let i = 0; i < 20; i++) {
      const started = performance.now();
      await (
        await fetch(`${api.url}${LIST}?${q.qs}`, { headers: { authorization: `Bearer ${token}` } })
      ).arrayBuffer();
      times.push(performance.now() - started);
    }
    perQuery[q.name] = { p50: round(percentile(times, 50)), p95: round(percentile(times, 95)) };
  }
  log(`questions list: ${CONNECTIONS} connections for ${DURATION_S} s (after ${WARMUP_S} s warm-up)`);
  const latencies = [];
  const run = autocannon({
    url: api.url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: { authorization: `Bearer ${token}` },
    requests: working.map((q) => ({ method: 'GET', path: `${LIST}?${q.qs}` })),
    warmup: { connections: CONNECTIONS, duration: WARMUP_S },
  });
  run.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  const result = await run;
  return {
    ...latencyFigures(latencies, DURATION_S),
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    sequentialPerQueryMs: perQuery,
    totalItems,
    ...(failed.length ? { failedQueries: failed } : {}),
  };
}

/** The bank reader on the largest course: all approved questions, a blueprint cell's filter, the supply counts. */
async function readerRun(databaseUrl, courseId) {
  const database = await openDatabase({ databaseUrl });
  try {
    const reader = new QuestionBankReader(new Db(database));
    const [cell] = await database.orm.em.execute(
      `select q.subject_id, min(qi.ilo_id) as ilo_id from question q join question_ilo qi on qi.question_id = q.id
       where q.course_id = ? and q.status = '5.3.' group by 1 order by count(*) desc limit 1`,
      [courseId],
    );
    const filter = {
      subjectIds: [cell.subject_id],
      iloIds: [cell.ilo_id],
      types: ['3.2.', '3.3.', '3.4.'],
      difficultyMin: 0.3,
      difficultyMax: 0.7,
    };
    const runs = {
      all: () => reader.approvedQuestions(courseId),
      cell: () => reader.approvedQuestions(courseId, filter),
      supply: () => reader.supply(courseId),
    };
    const figures = {};
    for (const [name, run] of Object.entries(runs)) {
      const times = [];
      let rows = 0;
      for (let i = 0; i < READER_RUNS + 3; i++) {
        const started = performance.now();
        rows = (await run()).length;
        if (i >= 3) times.push(performance.now() - started);
      }
      figures[name] = { rows, p50Ms: round(percentile(times, 50)), p95Ms: round(percentile(times, 95)) };
    }
    return figures;
  } finally {
    await database.close();
  }
}

export default async function questions() {
  const databaseUrl = process.env.BENCH_DATABASE_URL || DEFAULT_DATABASE_URL;
  await resetDatabase(databaseUrl);
  const { bench, data } = await seed(databaseUrl);
  const api = await startApi({ DATABASE_URL: databaseUrl });
  try {
    const token = await login(api.url);
    log('questions: similarity checks');
    const similar = await similarRun(api, token, databaseUrl, bench);
    log(`questions similar: p95 ${similar.latencyMs.p95} ms, recall ${similar.recall}`);
    const list = await listRun(api, token, await listQueries(databaseUrl, bench.courseIds[0]));
    log(`questions list: ${list.requestsPerSecond} req/s, p95 ${list.latencyMs.p95} ms`);
    const reader = await readerRun(databaseUrl, bench.courseIds[0]);
    log(`questions bank reader: ${JSON.stringify(reader)}`);
    return {
      data,
      similar,
      list: { ...list, connections: CONNECTIONS, seconds: DURATION_S },
      reader,
      goals: GOALS,
      goalsMet: {
        similarP95: similar.latencyMs.p95 < GOALS.similarP95Ms,
        recall: similar.recall >= GOALS.recall,
        listP95: list.latencyMs.p95 < GOALS.listP95Ms && list.non2xx === 0,
        readerP95: Object.values(reader).every((r) => r.p95Ms < GOALS.readerP95Ms),
      },
    };
  } finally {
    await api.stop();
  }
}

if (import.meta.main) await runAlone('questions', questions, ['api']);

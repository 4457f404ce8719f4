// Reports' item statistics figures (issue 18), on the reports bench's seeded PostgreSQL database:
// (c) an exam of 5,000 students x 100 MCQs answered electronically (exam_answer rows as the
//     submission writes them), then its results published: from the publication's commit to the
//     measures written back on the questions, through a started API process (its item statistics
//     sweep, every 2 s by default), and the run's own compute time;
// (d) the question list's need-to-fix filter (its exact SQL, questionListSql) over the bank's
//     largest course, a tenth of it measured, page and count, p50/p95 over 30 runs, on either database;
// (e) live update across two API processes and Redis (liveUpdate).
import path from 'node:path';
import { log, percentile, ROOT, round, sleep, startApi, withPg } from './lib.mjs';

const BUILD = path.join(ROOT, 'node_modules/.cache/mizan-bench-api/apps/api/src');
const GOALS = { writeBackMs: 10_000, needToFixMs: 300, liveUpdateP95Ms: 1000 };

/** The largest course of the bench bank and one MCQ per question number 1..100 of it. */
async function benchExam(client, students, questions) {
  const {
    rows: [{ course_id: courseId }],
  } = await client.query('select course_id from question group by course_id order by count(*) desc limit 1');
  await client.query("delete from exam where name = 'Bench item statistics'");
  const {
    rows: [{ id: examId }],
  } = await client.query(
    `insert into exam (course_id, name, delivery_mode, starts_at, duration_minutes, total_degree, question_count,
       language, models_count, models_match, status)
     values ($1, 'Bench item statistics', '20.3.', now() - interval '1 day', 120, $2::int, $2::int, '4.1.', 1, '22.1.', 'published')
     returning id`,
    [courseId, questions],
  );
  const {
    rows: [{ id: modelId }],
  } = await client.query(
    "insert into exam_model (exam_id, model_no, code, complete) values ($1, 0, '00', true) returning id",
    [examId],
  );
  await client.query(
    `insert into exam_model_question (model_id, position, question_id, version, question_type, degree)
     select $1, row_number() over (order by id), id, version, question_type, 1
     from (select id, version, question_type from question
           where course_id = $2 and question_type = '3.2.' and status <> '5.5.' order by id limit $3) q`,
    [modelId, courseId, questions],
  );
  await client.query(
    `insert into exam_student (exam_id, student_number, name, model_id)
     select $1, 'B' || g, '{"ar": "طالب", "en": "Student"}'::jsonb, $2 from generate_series(1, $3) g`,
    [examId, modelId, students],
  );
  // Student ability and question difficulty from hashes: right when ability beats difficulty, with
  // noise; one answer in twenty left empty ({} as the submission stores a question never answered).
  await client.query(
    `insert into exam_answer (exam_id, student_id, position, model_id, question_id, version, response, source, marks, max_marks)
     select $1, s.id, mq.position, $2, mq.question_id, mq.version,
       case when a.skip then '{}'::jsonb
         else jsonb_build_object('type', '3.2.', 'chosen', jsonb_build_array(case when a.ok then 0 else 1 end)) end,
       'electronic', case when a.ok and not a.skip then 1 else 0 end, 1
     from exam_student s join exam_model_question mq on mq.model_id = $2,
       lateral (select ((s.id::bigint * 2654435761) % 1000) / 1000.0
                       + ((s.id::bigint * 40503 + mq.position * 7919) % 1000) / 2000.0
                       > ((mq.position::bigint * 2246822519) % 1000) / 1000.0 as ok,
                       (s.id::bigint * 31 + mq.position * 17) % 20 = 0 as skip) a
     where s.exam_id = $1`,
    [examId, modelId],
  );
  return { examId, courseId };
}

/** (c): publication committed -> questions written back, through a running API process. */
export async function writeBack(databaseUrl, students = 5000, questions = 100) {
  const exam = await withPg(databaseUrl, (client) => benchExam(client, students, questions));
  log(`reports: exam ${exam.examId} with ${students} x ${questions} answers stored`);
  const api = await startApi({ DATABASE_URL: databaseUrl });
  try {
    return await withPg(databaseUrl, async (client) => {
      await client.query(
        'update question set measured_answers = 0 where id in (select question_id from exam_model_question mq join exam_model m on m.id = mq.model_id where m.exam_id = $1)',
        [exam.examId],
      );
      const started = performance.now();
      await client.query('insert into exam_result_publication (exam_id) values ($1)', [exam.examId]);
      for (;;) {
        const {
          rows: [run],
        } = await client.query('select ms, students from exam_item_run where exam_id = $1', [exam.examId]);
        if (run) {
          const ms = performance.now() - started;
          const {
            rows: [{ n }],
          } = await client.query(
            `select count(*)::int as n from question q join exam_model_question mq on mq.question_id = q.id
             join exam_model m on m.id = mq.model_id where m.exam_id = $1 and q.measured_answers = $2
               and q.measured_difficulty is not null`,
            [exam.examId, students],
          );
          return {
            students,
            questions,
            publishedToWrittenBackMs: round(ms),
            computeAndWriteMs: run.ms,
            questionsWrittenBack: n,
          };
        }
        if (performance.now() - started > 120_000) throw new Error('no item statistics within 120 s');
        await sleep(25);
      }
    });
  } finally {
    await api.stop();
  }
}

/**
 * (d): the list's need-to-fix filter over the bank's largest course (BENCH_NEED_TO_FIX_QUESTIONS), a
 * tenth of it measured; `execute(sql, params)` runs SQL with ? placeholders (PostgreSQL or PGlite).
 */
export async function needToFix(execute, runs = 30) {
  const { questionListSql } = await import(path.join(BUILD, 'questions/question-list.query.js'));
  const { questionListQuerySchema } = await import('@mizan/domain/questions');
  const [{ course_id: courseId, n }] = await execute(
    'select course_id, count(*)::int as n from question group by course_id order by count(*) desc limit 1',
  );
  // A tenth measured, half of those off their estimates (as after a term of exams).
  await execute(
    `update question set measured_difficulty = case when id % 20 = 0 then least(1, difficulty + 0.3) else difficulty end,
       measured_time = expected_time, measured_answers = 40
     where course_id = ? and id % 10 = 0`,
    [courseId],
  );
  await execute('analyze question');
  const [{ path: scopePath }] = await execute("select path from scope where code = 'UNI'");
  const figures = {};
  for (const needToFix of ['difficulty', 'time', 'both']) {
    const q = questionListQuerySchema.parse({ courseId, needToFix, limit: 20 });
    const { rows, count } = questionListSql(q, scopePath);
    const ms = [];
    let total = 0;
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      const [, c] = await Promise.all([execute(rows.sql, rows.params), execute(count.sql, count.params)]);
      ms.push(performance.now() - started);
      total = c[0].n;
    }
    figures[needToFix] = {
      matches: total,
      p50Ms: round(percentile(ms, 50)),
      p95Ms: round(percentile(ms, 95)),
    };
  }
  return {
    courseQuestions: n,
    ...figures,
    goal: `< ${GOALS.needToFixMs} ms`,
    goalMet: Object.values(figures).every((f) => f.p95Ms < GOALS.needToFixMs),
  };
}

export { GOALS as ITEM_GOALS };

const PASSWORDS = { admin: 'Admin@12345', reviewer: 'Reviewer@12345' };

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
 * (e) Live: two API processes on the bench database and one Redis; the dean's report (admin, the
 * university) open on B; the reviewer approves a pending question on A. From the decision's request
 * to B's report answering the new approved count: the report:changed event (debounced 250 ms,
 * through Redis) and the reload over 1,000,000 questions.
 */
export async function liveUpdate(databaseUrl, trials = 20) {
  const { io } = await import('socket.io-client');
  const env = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
    MIZAN_REDIS_PREFIX: 'r18bench',
  };
  const a = await startApi(env);
  const b = await startApi(env);
  try {
    const [reviewer, admin] = [await loginAs(a.url, 'reviewer'), await loginAs(b.url, 'admin')];
    const pending = await withPg(databaseUrl, async (client) => {
      const { rows } = await client.query(
        `select q.id, q.lock_version from question q join course c on c.id = q.course_id join scope s on s.id = c.scope_id
         where q.status = '5.2.' and q.creator_id <> (select id from app_user where username = 'reviewer')
           and s.path like (select s2.path from app_user u join scope s2 on s2.id = u.scope_id where u.username = 'reviewer') || '%'
         order by q.id desc limit $1`,
        [trials],
      );
      const {
        rows: [{ id: scopeId }],
      } = await client.query("select id from scope where code = 'UNI'");
      return { questions: rows, scopeId };
    });
    const socket = io(b.url, { path: '/socket.io', auth: { token: admin }, transports: ['websocket'] });
    await new Promise((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    const ack = await socket.emitWithAck('report:watch', { scopeId: pending.scopeId });
    if (!ack.ok) throw new Error(`report:watch refused: ${JSON.stringify(ack)}`);
    const report = async () => {
      const res = await fetch(`${b.url}/api/reports/165.4.1./questions-status-stats?distribution=1`, {
        headers: { authorization: `Bearer ${admin}` },
      });
      return (await res.json()).totals.counts['5.3.'];
    };
    const ms = [];
    for (const q of pending.questions) {
      const before = await report();
      const changed = new Promise((resolve) => socket.once('report:changed', resolve));
      const started = performance.now();
      const res = await fetch(`${a.url}/api/review-questions/165.2.2./${q.id}/decision`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${reviewer}` },
        body: JSON.stringify({ decision: 'approve', version: q.lock_version }),
      });
      if (res.status !== 200) throw new Error(`decision answered ${res.status}: ${await res.text()}`);
      await changed;
      const after = await report();
      ms.push(performance.now() - started);
      if (after !== before + 1) throw new Error(`approved count ${before} -> ${after}`);
      await sleep(300);
    }
    socket.disconnect();
    return { trials: ms.length, p50Ms: round(percentile(ms, 50)), p95Ms: round(percentile(ms, 95)) };
  } finally {
    await a.stop();
    await b.stop();
  }
}

// Electronic exams (20.3., issue 16) on PostgreSQL: N simulated students in one exam press Start within
// a minute (sign-in until question 1), then each saves an answer every 15 s over socket.io for a period,
// with one API process and then two with Redis; a proctor watches one sector (on the last process).
// Figures: ack p50/p99, acknowledged answers lost (checked in the database), API RSS per connected
// student, proctor view delay, the start spike, auto-submit of every open attempt with the browsers
// gone, and the exam page's gzipped JS. Scale with BENCH_EXAM_STUDENTS and BENCH_EXAM_SECONDS.
import { EXAM_TAKING_NAMESPACE, proctorPaths, takingPaths } from '@mizan/domain/electronic-exams';
import { SOCKET_PATH } from '@mizan/domain/realtime';
import pg from 'pg';
import { io } from 'socket.io-client';
import {
  latencyFigures,
  log,
  login,
  memoryOf,
  percentile,
  resetDatabase,
  round,
  runAlone,
  sleep,
  startApi,
  withPg,
} from './lib.mjs';
import webBundle from './web-bundle.mjs';

const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/mizan_bench_electronic';
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const STUDENTS = Number(process.env.BENCH_EXAM_STUDENTS || 5000);
const SECONDS = Number(process.env.BENCH_EXAM_SECONDS || 300);
const START_WINDOW_MS = Number(process.env.BENCH_EXAM_START_SECONDS || 60) * 1000;
const SAVE_EVERY_MS = 15_000;
const SECTOR_SIZE = 100;
const ACK_TIMEOUT_MS = 10_000;
const EXAM = 'Electronic exam (open today)';

/** A response of the right shape for a question as the student sees it (the API spec's answers). */
function answerFor(body, n) {
  switch (body.type) {
    case '3.1.':
      return { type: '3.1.', text: `answer ${n}` };
    case '3.2.':
      return { type: '3.2.', chosen: [n % body.options.length] };
    case '3.3.':
      return { type: '3.3.', chosen: [0, 1].slice(0, body.options.length) };
    case '3.4.':
      return { type: '3.4.', value: n % 2 === 0 };
    case '3.6.':
      return { type: '3.6.', matches: Object.fromEntries(body.premises.map((p, i) => [p.id, i])) };
    case '3.7.':
      return { type: '3.7.', blanks: Object.fromEntries(body.blanks.map((b) => [b.id, `w${n}`])) };
    case '3.5.':
      return {
        type: '3.5.',
        parts: Object.fromEntries(body.subQuestions.map((s) => [s.id, answerFor(s.body, n)])),
      };
  }
}

/** The demo electronic exam, opened now, with N more students in sectors of 100, models in turn. */
async function seed(databaseUrl) {
  return withPg(databaseUrl, async (db) => {
    const [{ id: examId }] = (await db.query('select id from exam where name = $1', [EXAM])).rows;
    await db.query(
      "update exam set starts_at = now() - interval '1 minute', duration_minutes = 600 where id = $1",
      [examId],
    );
    const sectors = Math.ceil(STUDENTS / SECTOR_SIZE);
    await db.query(
      `insert into exam_sector (exam_id, name, kind, capacity, position)
       select $1, 'Bench hall ' || i, 'hall', $2, 100 + i from generate_series(1, $3) i`,
      [examId, SECTOR_SIZE, sectors],
    );
    await db.query(
      `with sectors as (select id, row_number() over (order by position) - 1 as n from exam_sector
                        where exam_id = $1 and position > 100),
            models as (select id, row_number() over (order by model_no) - 1 as n,
                              count(*) over () as total from exam_model where exam_id = $1)
       insert into exam_student (exam_id, national_id, student_number, name, sector_id, seat_no, model_id)
       select $1, '3' || lpad(i::text, 13, '0'), 'B' || i,
              jsonb_build_object('ar', 'طالب ' || i, 'en', 'Student ' || i),
              s.id, (i - 1) % $2 + 1, m.id
       from generate_series(1, $3) i
         join sectors s on s.n = (i - 1) / $2
         join models m on m.n = i % m.total`,
      [examId, SECTOR_SIZE, STUDENTS],
    );
    const students = (
      await db.query(
        `select s.id, s.national_id, s.sector_id from exam_student s join exam_sector x on x.id = s.sector_id
         where s.exam_id = $1 and x.position > 100 order by s.id`,
        [examId],
      )
    ).rows;
    return { examId, students };
  });
}

const json = async (res) => {
  const text = await res.text();
  return text ? JSON.parse(text) : undefined;
};

function connectSocket(url, token) {
  const socket = io(`${url}${EXAM_TAKING_NAMESPACE}`, {
    path: SOCKET_PATH,
    auth: { token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (e) => {
      socket.close();
      reject(e);
    });
  });
}

/** One phase: the start spike, the save load with a proctor watching, the lost-answer check, auto-submit. */
async function phase(apis, databaseUrl, { examId, students }) {
  const adminToken = await login(apis[0].url);
  const codes = await json(
    await fetch(`${apis[0].url}${proctorPaths.accessCodes(examId)}`, {
      headers: { authorization: `Bearer ${adminToken}` },
    }),
  );
  const codeOf = new Map(codes.codes.map((c) => [c.sectorId, c.code]));
  const rssBefore = await Promise.all(apis.map((a) => memoryOf(a.child.pid)));

  // The proctor watches the first bench sector on the last process (students there are on every process).
  const watchedSector = students[0].sector_id;
  const proctorApi = apis[apis.length - 1];
  const proctorToken = apis.length > 1 ? await login(proctorApi.url) : adminToken;
  const proctor = io(proctorApi.url, {
    path: SOCKET_PATH,
    auth: { token: proctorToken },
    transports: ['websocket'],
  });
  await new Promise((resolve, reject) => {
    proctor.once('connect', resolve);
    proctor.once('connect_error', reject);
  });
  const watch = await proctor.timeout(30_000).emitWithAck('exam-taking:proctor-watch', {
    examId,
    sectorId: watchedSector,
  });
  if (!watch.ok) throw new Error(`proctor watch refused: ${JSON.stringify(watch.message)}`);
  /** Per student of the watched sector: when each answered count was sent (the save's emit). */
  const sentCount = new Map();
  const proctorDelays = [];
  const crossDelays = [];
  proctor.on('exam-taking:student', (e) => {
    const sent = sentCount.get(`${e.student.studentId}:${e.student.answered}`);
    if (sent === undefined) return;
    sentCount.delete(`${e.student.studentId}:${e.student.answered}`);
    const delay = performance.now() - sent.at;
    proctorDelays.push(delay);
    if (sent.api !== proctorApi) crossDelays.push(delay);
  });

  // The start spike: each student presses Start at a random moment of the window.
  const startMs = [];
  const connectMs = [];
  let startFailures = 0;
  const sessions = [];
  const t0 = performance.now();
  await Promise.all(
    students.map(async (s, i) => {
      await sleep(Math.random() * START_WINDOW_MS);
      const api = apis[i % apis.length];
      const pressed = performance.now();
      try {
        const res = await fetch(`${api.url}${takingPaths.signIn}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            nationalId: s.national_id,
            accessCode: codeOf.get(s.sector_id),
            deviceId: `b${s.id}`,
          }),
          signal: AbortSignal.timeout(60_000),
        });
        const body = await json(res);
        if (res.status !== 200 || !body.attempt.questions.length) throw new Error(`sign-in ${res.status}`);
        startMs.push(performance.now() - pressed);
        const socket = await connectSocket(api.url, body.token);
        connectMs.push(performance.now() - pressed);
        sessions.push({
          student: s,
          api,
          socket,
          questions: body.attempt.questions,
          seq: 0,
          answered: new Set(),
        });
      } catch (error) {
        startFailures++;
        if (startFailures <= 3) log(`start failed: ${error.message}`);
      }
    }),
  );
  const spikeSeconds = round((performance.now() - t0) / 1000, 1);
  log(
    `${apis.length} process(es): ${sessions.length}/${students.length} students in within ${spikeSeconds} s`,
  );
  await sleep(2000);
  const rssConnected = await Promise.all(apis.map((a) => memoryOf(a.child.pid)));

  // The load: a save every 15 s per student, from a random phase, for SECONDS.
  const ackMs = [];
  const acked = new Map();
  let refused = 0;
  let timedOut = 0;
  const until = performance.now() + SECONDS * 1000;
  await Promise.all(
    sessions.map(async (x) => {
      await sleep(Math.random() * SAVE_EVERY_MS);
      while (performance.now() < until) {
        const q = x.questions[x.seq % x.questions.length];
        x.seq++;
        const newlyAnswered = !x.answered.has(q.position);
        x.answered.add(q.position);
        const at = performance.now();
        if (newlyAnswered && x.student.sector_id === watchedSector)
          sentCount.set(`${x.student.id}:${x.answered.size}`, { at, api: x.api });
        try {
          const ack = await x.socket.timeout(ACK_TIMEOUT_MS).emitWithAck('exam-taking:save', {
            position: q.position,
            seq: x.seq,
            response: answerFor(q.body, x.seq),
            timeSpentMs: x.seq * 1000,
          });
          ackMs.push(performance.now() - at);
          if (ack.ok)
            acked.set(
              `${x.student.id}:${q.position}`,
              Math.max(acked.get(`${x.student.id}:${q.position}`) ?? 0, ack.seq),
            );
          else refused++;
        } catch {
          timedOut++;
        }
        await sleep(Math.max(0, SAVE_EVERY_MS - (performance.now() - at)));
      }
    }),
  );
  await sleep(1000);
  const rssEnd = await Promise.all(apis.map((a) => memoryOf(a.child.pid)));

  // Every acknowledged answer must be in the database at its seq or a later one. One connection for
  // the checks: a shared PostgreSQL may have few to spare.
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  let lost;
  let open;
  let left;
  let deadlineAt;
  try {
    const stored = await db.query(
      `select a.student_id, w.position, w.seq from exam_attempt_answer w join exam_attempt a on a.id = w.attempt_id
       where a.exam_id = $1`,
      [examId],
    );
    const have = new Map(stored.rows.map((r) => [`${r.student_id}:${r.position}`, r.seq]));
    lost = [...acked].filter(([key, seq]) => (have.get(key) ?? 0) < seq).length;

    // The browsers close; every open attempt reaches its deadline now: the sweep submits them all.
    for (const x of sessions) x.socket.close();
    proctor.close();
    open = (
      await db.query(
        'update exam_attempt set deadline = now() where exam_id = $1 and submitted_at is null returning id',
        [examId],
      )
    ).rowCount;
    deadlineAt = performance.now();
    left = open;
    while (left > 0 && performance.now() - deadlineAt < 300_000) {
      await sleep(500);
      const r = await db.query(
        'select count(*) from exam_attempt where exam_id = $1 and submitted_at is null',
        [examId],
      );
      left = Number(r.rows[0].count);
    }
  } finally {
    await db.end();
  }
  const autoSubmitSeconds = round((performance.now() - deadlineAt) / 1000, 1);

  const connected = sessions.length;
  const perStudentKb = (i) =>
    round(((rssConnected[i].rssMb - rssBefore[i].rssMb) * 1024) / Math.max(1, connected / apis.length), 1);
  const saves = latencyFigures(ackMs, SECONDS);
  return {
    studentsConnected: connected,
    startSpike: {
      windowSeconds: START_WINDOW_MS / 1000,
      tookSeconds: spikeSeconds,
      failures: startFailures,
      toQuestion1Ms: {
        p50: round(percentile(startMs, 50)),
        p95: round(percentile(startMs, 95)),
        max: round(percentile(startMs, 100)),
      },
      toSocketMs: { p50: round(percentile(connectMs, 50)), p95: round(percentile(connectMs, 95)) },
      goal: 'time to question 1 p95 < 2000 ms',
      goalMet: (percentile(startMs, 95) ?? Infinity) < 2000,
    },
    saves: {
      seconds: SECONDS,
      savesPerSecond: saves.requestsPerSecond,
      acks: saves.requests,
      ackMs: saves.latencyMs,
      refused,
      timedOut,
      goal: 'ack p99 < 200 ms',
      goalMet: (saves.latencyMs.p99 ?? Infinity) < 200,
    },
    acknowledgedAnswers: acked.size,
    acknowledgedLost: lost,
    memory: apis.map((_, i) => ({
      process: i === 0 ? 'A' : 'B',
      rssBeforeMb: rssBefore[i].rssMb,
      rssConnectedMb: rssConnected[i].rssMb,
      rssEndMb: rssEnd[i].rssMb,
      perConnectedStudentKb: perStudentKb(i),
    })),
    proctorDelayMs: {
      events: proctorDelays.length,
      p50: round(percentile(proctorDelays, 50)),
      p99: round(percentile(proctorDelays, 99)),
      max: round(percentile(proctorDelays, 100)),
      ...(apis.length > 1 ? { fromOtherProcessP99: round(percentile(crossDelays, 99)) } : {}),
      goal: '< 1000 ms',
      goalMet: (percentile(proctorDelays, 99) ?? Infinity) < 1000,
    },
    autoSubmit: {
      openAttempts: open,
      left,
      seconds: autoSubmitSeconds,
      goal: 'within 60 s',
      goalMet: left === 0 && autoSubmitSeconds <= 60,
    },
  };
}

export default async function electronicExams() {
  const databaseUrl = process.env.BENCH_EXAM_DATABASE_URL || DEFAULT_DATABASE_URL;
  const result = { students: STUDENTS, periodSeconds: SECONDS, saveEverySeconds: SAVE_EVERY_MS / 1000 };

  log(`electronic exams: ${STUDENTS} students, one API process`);
  await resetDatabase(databaseUrl);
  let api = await startApi({ DATABASE_URL: databaseUrl, REDIS_URL: '' });
  try {
    result.oneProcess = await phase([api], databaseUrl, await seed(databaseUrl));
    log(`one process: ${JSON.stringify(result.oneProcess)}`);
  } finally {
    await api.stop();
  }

  log(`electronic exams: ${STUDENTS} students, two API processes with Redis`);
  await resetDatabase(databaseUrl);
  // The bench's own Redis channels: another run on this Redis hears none of its events.
  const redis = {
    DATABASE_URL: databaseUrl,
    REDIS_URL,
    MIZAN_REDIS_PREFIX: `mizan-bench-exam-${process.pid}`,
  };
  api = await startApi(redis);
  let b;
  try {
    // B starts on the migrated database (two processes migrating one empty database collide).
    b = await startApi(redis);
    result.twoProcessesRedis = await phase([api, b], databaseUrl, await seed(databaseUrl));
  } finally {
    await Promise.all([api.stop(), b?.stop()]);
  }

  const { examPage } = await webBundle();
  result.examPageJs = { gzipKB: examPage.gzipKB, goal: examPage.goal, goalMet: examPage.goalMet };
  return result;
}

if (import.meta.main) await runAlone('electronicExams', electronicExams, ['api', 'web']);

// Electronic exams (20.3., issue 16) on PostgreSQL: N simulated students in one exam press Start within
// a minute (sign-in until question 1), then each saves an answer every 15 s over socket.io for a period,
// with one API process and then two with Redis; a proctor watches one sector (on the last process).
// Figures: ack p50/p99, acknowledged answers lost (checked in the database), API RSS per connected
// student, proctor view delay, the start spike, auto-submit of every open attempt with the browsers
// gone, and the exam page's gzipped JS. Scale with BENCH_EXAM_STUDENTS and BENCH_EXAM_SECONDS.
// SIGKILL under load (one process): the same students, as the real page behaves (socket.io reconnection
// with the page's STUDENT_RECONNECT, the HTTP fallback while the socket is down with the page's
// saveRetryMs backoff, the journal's unacknowledged answers sent again on reconnect, the attempt read
// again), save for BENCH_EXAM_KILL_AFTER_SECONDS (default 60); the API is killed (SIGKILL) and started
// again on its port; figures: acknowledged answers lost, the API's restart time, and per student the
// time from the kill until its socket is back and an answer is acknowledged again (p50/p95/max).
// BENCH_EXAM_PHASES: which of kill, one, two to run (default all, comma separated).
// Env: BENCH_EXAM_DATABASE_URL (a name holding 'bench'), REDIS_URL, BENCH_EXAM_START_SECONDS (60).
import { EXAM_TAKING_NAMESPACE, proctorPaths, takingPaths } from '@mizan/domain/electronic-exams';
import { STUDENT_RECONNECT, saveRetryMs } from '@mizan/domain/electronic-exams/taking';
import { SOCKET_PATH } from '@mizan/domain/realtime';
import pg from 'pg';
import { loadavg } from 'node:os';
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
const KILL_AFTER_MS = Number(process.env.BENCH_EXAM_KILL_AFTER_SECONDS || 60) * 1000;
/** After the kill: how long every student gets to be answering again before the bench gives up. */
const RECOVERY_LIMIT_MS = 180_000;
const PHASES = (process.env.BENCH_EXAM_PHASES || 'kill,one,two').split(',');

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

/** A student presses Start: the sign-in with their sector's access code, answered with the attempt. */
async function signIn(api, s, codeOf) {
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
  return body;
}

/** Every sector's access code, read as the proctor reads them. */
async function accessCodes(api, examId) {
  const token = await login(api.url);
  const codes = await json(
    await fetch(`${api.url}${proctorPaths.accessCodes(examId)}`, {
      headers: { authorization: `Bearer ${token}` },
    }),
  );
  return new Map(codes.codes.map((c) => [c.sectorId, c.code]));
}

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

/**
 * A student's page as it behaves after a drop (apps/web/src/electronic-exams: exam-socket.ts,
 * answer-sync.ts, exam-session.ts): the answers journaled per question, the latest one sent (over
 * the socket, or over HTTP while the socket is down), a failed send tried again after saveRetryMs,
 * everything unacknowledged sent again at once when the socket connects, and the attempt read again.
 */
class SimulatedPage {
  journal = new Map();
  inFlight = new Set();
  failures = 0;
  retryTimer = null;
  seq = 0;
  stopped = false;
  reconnectedAt = null;
  firstAckAfterKillAt = null;

  constructor(url, token, student, questions, onAck) {
    Object.assign(this, { url, token, student, questions, onAck });
  }

  open() {
    this.socket = io(`${this.url}${EXAM_TAKING_NAMESPACE}`, {
      path: SOCKET_PATH,
      transports: ['websocket'],
      ...STUDENT_RECONNECT,
      auth: (cb) => cb({ token: this.token }),
      forceNew: true,
    });
    let connected = false;
    this.socket.on('connect', () => {
      if (connected && this.killedAt !== undefined && this.reconnectedAt === null)
        this.reconnectedAt = performance.now();
      this.resume();
      if (connected) void this.http('GET', takingPaths.attempt).catch(() => undefined);
      connected = true;
    });
    // As the page: a first handshake that fails (a busy server) is tried again by socket.io itself.
    return new Promise((resolve) => this.socket.once('connect', resolve));
  }

  /** A new answer to the next question: journaled, then sent. */
  give() {
    const q = this.questions[this.seq % this.questions.length];
    this.seq++;
    const prev = this.journal.get(q.position);
    this.journal.set(q.position, {
      seq: this.seq,
      ackedSeq: prev?.ackedSeq ?? 0,
      save: { response: answerFor(q.body, this.seq), flagged: false, timeSpentMs: this.seq * 1000 },
    });
    this.pump(q.position);
  }

  resume() {
    this.failures = 0;
    clearTimeout(this.retryTimer);
    this.retryTimer = null;
    for (const [position, r] of this.journal) if (r.seq > r.ackedSeq) this.pump(position);
  }

  pump(position) {
    const r = this.journal.get(position);
    if (this.stopped || this.inFlight.has(position) || !r || r.seq <= r.ackedSeq) return;
    this.inFlight.add(position);
    const seq = r.seq;
    this.send({ position, seq, ...r.save }).then(
      (ack) => {
        this.inFlight.delete(position);
        if (!ack.ok) throw new Error(`refused: ${ack.code}`);
        r.ackedSeq = Math.max(r.ackedSeq, seq);
        this.failures = 0;
        this.onAck(this, position, seq);
        this.pump(position);
      },
      () => {
        this.inFlight.delete(position);
        this.failures++;
        if (!this.retryTimer && !this.stopped)
          this.retryTimer = setTimeout(() => {
            this.retryTimer = null;
            for (const [p, x] of this.journal) if (x.seq > x.ackedSeq) this.pump(p);
          }, saveRetryMs(this.failures));
      },
    );
  }

  send(save) {
    if (this.socket.connected)
      return this.socket.timeout(ACK_TIMEOUT_MS).emitWithAck('exam-taking:save', save);
    const { position, ...body } = save;
    return this.http('PUT', takingPaths.answer(position), body);
  }

  async http(method, path, body) {
    const res = await fetch(`${this.url}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${this.token}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(30_000),
    });
    const answer = await json(res);
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status}`);
    return answer;
  }

  close() {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    this.socket.close();
  }
}

/** One process under the save load, SIGKILLed and started again: lost answers and recovery times. */
async function killPhase(databaseUrl) {
  await resetDatabase(databaseUrl);
  const env = { DATABASE_URL: databaseUrl, REDIS_URL: '' };
  let api = await startApi(env);
  const port = Number(new URL(api.url).port);
  const pages = [];
  try {
    const { examId, students } = await seed(databaseUrl);
    const codeOf = await accessCodes(api, examId);
    const acked = new Map();
    let killedAt;
    const onAck = (page, position, seq) => {
      const key = `${page.student.id}:${position}`;
      acked.set(key, Math.max(acked.get(key) ?? 0, seq));
      if (killedAt !== undefined && page.firstAckAfterKillAt === null)
        page.firstAckAfterKillAt = performance.now();
    };
    let startFailures = 0;
    await Promise.all(
      students.map(async (s) => {
        await sleep(Math.random() * START_WINDOW_MS);
        try {
          const body = await signIn(api, s, codeOf);
          const page = new SimulatedPage(api.url, body.token, s, body.attempt.questions, onAck);
          if (!(await Promise.race([page.open().then(() => true), sleep(120_000).then(() => false)]))) {
            page.close();
            throw new Error('socket not connected within 120 s');
          }
          pages.push(page);
        } catch (error) {
          if (++startFailures <= 3) log(`kill: start failed: ${error.message}`);
        }
      }),
    );
    log(`kill: ${pages.length}/${students.length} students in; saving for ${KILL_AFTER_MS / 1000} s`);
    let answering = true;
    const load = Promise.all(
      pages.map(async (page) => {
        await sleep(Math.random() * SAVE_EVERY_MS);
        while (answering) {
          page.give();
          await sleep(SAVE_EVERY_MS);
        }
      }),
    );
    await sleep(KILL_AFTER_MS);

    process.kill(-api.child.pid, 'SIGKILL');
    await api.child.exited;
    killedAt = performance.now();
    for (const page of pages) page.killedAt = killedAt;
    const loadAtKill = round(loadavg()[0]);
    log('kill: API killed (SIGKILL); starting it again on its port');
    // Its students come back at once: the health probe (a database round trip) waits its turn.
    api = await startApi(env, { port, timeoutMs: RECOVERY_LIMIT_MS, probeMs: 30_000 });
    const restartMs = round(performance.now() - killedAt, 0);
    const recovered = (p) => p.reconnectedAt !== null && p.firstAckAfterKillAt !== null;
    while (pages.some((p) => !recovered(p)) && performance.now() - killedAt < RECOVERY_LIMIT_MS)
      await sleep(500);
    const recoveryMs = pages
      .filter(recovered)
      .map((p) => Math.max(p.reconnectedAt, p.firstAckAfterKillAt) - killedAt);
    const reconnectMs = pages.filter((p) => p.reconnectedAt !== null).map((p) => p.reconnectedAt - killedAt);
    // A little more load, so every journaled answer has had its chance, then the browsers close.
    await sleep(SAVE_EVERY_MS);
    answering = false;
    await load;
    await sleep(2000);
    const unacknowledged = pages.reduce(
      (n, p) => n + [...p.journal.values()].filter((r) => r.seq > r.ackedSeq).length,
      0,
    );
    for (const page of pages) page.close();
    const stored = await withPg(databaseUrl, (db) =>
      db.query(
        `select a.student_id, w.position, w.seq from exam_attempt_answer w join exam_attempt a on a.id = w.attempt_id
         where a.exam_id = $1`,
        [examId],
      ),
    );
    const have = new Map(stored.rows.map((r) => [`${r.student_id}:${r.position}`, r.seq]));
    const lost = [...acked].filter(([key, seq]) => (have.get(key) ?? 0) < seq).length;
    const figures = (ms) => ({
      p50: round(percentile(ms, 50), 0),
      p95: round(percentile(ms, 95), 0),
      max: round(percentile(ms, 100), 0),
    });
    return {
      studentsConnected: pages.length,
      startFailures,
      killedAfterSeconds: KILL_AFTER_MS / 1000,
      loadAverage1mAtKill: loadAtKill,
      acknowledgedAnswers: acked.size,
      acknowledgedLost: lost,
      unacknowledgedAtEnd: unacknowledged,
      apiRestartMs: restartMs,
      studentsAnsweringAgain: recoveryMs.length,
      studentsNotBackWithin: pages.length - recoveryMs.length,
      socketBackMs: figures(reconnectMs),
      answeringAgainMs: figures(recoveryMs),
      // The clients' own share: from the first student answering again (the API is back) to each.
      answeringAgainAfterFirstMs: figures(recoveryMs.map((ms) => ms - Math.min(...recoveryMs))),
      note: 'answering again: from the SIGKILL until the socket is back and an answer is acknowledged (each student saves every 15 s)',
      goal: 'acknowledged answers lost 0',
      goalMet: lost === 0 && recoveryMs.length === pages.length,
    };
  } finally {
    // Pages left by a failure would keep reconnecting (and this process alive) for ever.
    for (const page of pages) page.close();
    await api.stop();
  }
}

/** One phase: the start spike, the save load with a proctor watching, the lost-answer check, auto-submit. */
async function phase(apis, databaseUrl, { examId, students }) {
  const adminToken = await login(apis[0].url);
  const codeOf = await accessCodes(apis[0], examId);
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
        const body = await signIn(api, s, codeOf);
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

  if (PHASES.includes('kill')) {
    log(`electronic exams: ${STUDENTS} students, one API process, SIGKILL after ${KILL_AFTER_MS / 1000} s`);
    result.sigkill = await killPhase(databaseUrl);
    log(`SIGKILL: ${JSON.stringify(result.sigkill)}`);
  }
  if (PHASES.includes('one')) {
    log(`electronic exams: ${STUDENTS} students, one API process`);
    await resetDatabase(databaseUrl);
    const api = await startApi({ DATABASE_URL: databaseUrl, REDIS_URL: '' });
    try {
      result.oneProcess = await phase([api], databaseUrl, await seed(databaseUrl));
      log(`one process: ${JSON.stringify(result.oneProcess)}`);
    } finally {
      await api.stop();
    }
  }
  if (!PHASES.includes('two')) return result;

  log(`electronic exams: ${STUDENTS} students, two API processes with Redis`);
  await resetDatabase(databaseUrl);
  // The bench's own Redis channels: another run on this Redis hears none of its events.
  const redis = {
    DATABASE_URL: databaseUrl,
    REDIS_URL,
    MIZAN_REDIS_PREFIX: `mizan-bench-exam-${process.pid}`,
  };
  const api = await startApi(redis);
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

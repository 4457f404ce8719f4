import {
  type AttemptView,
  EXAM_TAKING_NAMESPACE,
  type ExamTakingClientEvents,
  type ExamTakingServerEvents,
  type SaveAck,
  takingPaths,
} from '@mizan/domain/electronic-exams';
import { SOCKET_PATH } from '@mizan/domain/realtime';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import {
  type ApiProcess,
  call,
  freePort,
  requireBuild,
  startApi,
  stopApi,
  waitForHealth,
} from '../../test/api-process.js';
import { ownPostgresDatabase } from '../../test/harness.js';
import { DEMO_ACCESS_CODES, DEMO_ELECTRONIC_EXAM } from './demo-electronic-exam.js';

/**
 * No acknowledged answer is lost when the API dies: students save over the socket in a burst, the
 * API process is SIGKILLed in the middle, a new one starts on the same database, and every answer
 * that was acknowledged is there (at its seq or a later one). Runs the built API on PostgreSQL.
 */
const databaseUrl = process.env.TEST_DATABASE_URL;
if (!databaseUrl) console.info('electronic exams kill spec skipped: it needs TEST_DATABASE_URL');

type StudentSocket = Socket<ExamTakingServerEvents, ExamTakingClientEvents>;

(databaseUrl ? describe : describe.skip)('20.3. answers survive a SIGKILL of the API (PostgreSQL)', () => {
  const apis: ApiProcess[] = [];
  const sockets: StudentSocket[] = [];
  let db: pg.Client;
  let own: string;
  const killAll = () => {
    for (const api of apis) api.child.kill('SIGKILL');
  };

  beforeAll(async () => {
    requireBuild();
    own = await ownPostgresDatabase(databaseUrl!);
    process.once('exit', killAll);
    db = new pg.Client({ connectionString: own });
    await db.connect();
  }, 30_000);

  afterAll(async () => {
    for (const s of sockets) s.close();
    await Promise.all(apis.map(stopApi));
    await db?.end();
    process.off('exit', killAll);
  }, 30_000);

  it('finds every acknowledged answer after the process is killed mid-burst and started again', async () => {
    const a = startApi('A', await freePort(), { databaseUrl: own, redisUrl: '' });
    apis.push(a);
    await waitForHealth(a, 120_000);
    const exam = await db.query<{ id: number }>('select id from exam where name = $1', [
      DEMO_ELECTRONIC_EXAM,
    ]);
    const examId = exam.rows[0].id;
    await db.query(
      "update exam set starts_at = now() - interval '1 minute', duration_minutes = 60 where id = $1",
      [examId],
    );
    const students = (
      await db.query<{ id: number; national_id: string; position: number }>(
        `select s.id, s.national_id, x.position from exam_student s join exam_sector x on x.id = s.sector_id
         where s.exam_id = $1 order by s.id`,
        [examId],
      )
    ).rows;
    const minPos = Math.min(...students.map((s) => s.position));

    // Per student and position: the highest seq the server acknowledged as stored.
    const acked = new Map<string, number>();
    let killed = false;
    let acks = 0;
    const connecting = students.map(async (s) => {
      const res = await call(a, 'POST', takingPaths.signIn, {
        body: {
          nationalId: s.national_id,
          accessCode: DEMO_ACCESS_CODES[s.position - minPos],
          deviceId: `d${s.id}`,
        },
      });
      const { token, attempt } = res.body as { token: string; attempt: AttemptView };
      const socket: StudentSocket = io(`${a.url}${EXAM_TAKING_NAMESPACE}`, {
        path: SOCKET_PATH,
        auth: { token },
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
      });
      sockets.push(socket);
      await new Promise((resolve, reject) => {
        socket.once('connect', () => resolve(undefined));
        socket.once('connect_error', reject);
      });
      return {
        s,
        socket,
        tf: attempt.questions.filter((q) => q.questionType === '3.4.').map((q) => q.position),
      };
    });
    // Every student is connected before the saving starts, so the kill falls on saves, not on a sign-in
    // or a connection still on its way (a loaded machine took over 2.5 s for some).
    const connected = await Promise.all(connecting);
    const runs = connected.map(async ({ s, socket, tf }) => {
      let seq = 0;
      while (!killed) {
        seq++;
        const position = tf[seq % tf.length];
        try {
          const ack = (await socket.timeout(2_000).emitWithAck('exam-taking:save', {
            position,
            seq,
            response: { type: '3.4.', value: seq % 2 === 0 },
            timeSpentMs: seq,
          })) as SaveAck;
          if (ack.ok && ack.applied) {
            acks++;
            acked.set(`${s.id}:${position}`, seq);
          }
        } catch {
          return; // no ack: the process is gone, the browser keeps it in its journal
        }
        await new Promise((r) => setTimeout(r, 110));
      }
    });
    await new Promise((r) => setTimeout(r, 2_500));
    a.child.kill('SIGKILL');
    killed = true;
    await Promise.all(runs);
    await a.exited;
    const ackedCount = acked.size;
    expect(ackedCount).toBeGreaterThan(students.length);

    const b = startApi('B', await freePort(), { databaseUrl: own, redisUrl: '' });
    apis.push(b);
    await waitForHealth(b, 60_000);
    const stored = await db.query<{ student_id: number; position: number; seq: number }>(
      `select a.student_id, w.position, w.seq from exam_attempt_answer w join exam_attempt a on a.id = w.attempt_id
       where a.exam_id = $1`,
      [examId],
    );
    const have = new Map(stored.rows.map((r) => [`${r.student_id}:${r.position}`, r.seq]));
    const lost = [...acked].filter(([key, seq]) => (have.get(key) ?? 0) < seq);
    expect(lost).toEqual([]);
    console.info(`kill spec: ${acks} saves acknowledged (${ackedCount} answers) before the kill, 0 lost`);
  }, 240_000);
});

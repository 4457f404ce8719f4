import {
  type AttemptView,
  EXAM_TAKING_NAMESPACE,
  type ExamTakingClientEvents,
  type ExamTakingServerEvents,
  type ProctorStudentEvent,
  type ProctorWatchAck,
  proctorPaths,
  type SaveAck,
  takingPaths,
} from '@mizan/domain/electronic-exams';
import { type ClientToServerEvents, SOCKET_PATH, type ServerToClientEvents } from '@mizan/domain/realtime';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { type ApiProcess, call, login, requireBuild, startTwo, stopApi } from '../../test/api-process.js';
import { DEMO_PASSWORDS, ownPostgresDatabase } from '../../test/harness.js';
import { DEMO_ACCESS_CODES, DEMO_ELECTRONIC_EXAM } from './demo-electronic-exam.js';

/**
 * The proctor's view across two API processes on one PostgreSQL and one Redis: a student whose
 * socket is on A saves, and the proctor watching on B sees it live; the proctor's extra time and
 * message, sent through B, reach the student on A; when A is killed, B's proctor sees the student
 * 'disconnected' (A's heartbeat expires) rather than 'idle'. Runs the built API (`npm run build`).
 */
const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const enabled = Boolean(databaseUrl && redisUrl);
if (!enabled)
  console.info('electronic exams multi-process spec skipped: it needs both TEST_DATABASE_URL and REDIS_URL');

type StudentSocket = Socket<ExamTakingServerEvents, ExamTakingClientEvents>;
type StaffSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

(enabled ? describe : describe.skip)(
  '20.3. the proctor view across two API processes (PostgreSQL + Redis)',
  () => {
    const apis: ApiProcess[] = [];
    const sockets: { close(): void }[] = [];
    let a: ApiProcess;
    let b: ApiProcess;
    let db: pg.Client;
    const killAll = () => {
      for (const api of apis) api.child.kill('SIGKILL');
    };
    const open = <S extends StudentSocket | StaffSocket>(url: string, token: string): Promise<S> => {
      const socket = io(url, {
        path: SOCKET_PATH,
        auth: { token },
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
      }) as S;
      sockets.push(socket);
      const raw = socket as unknown as Socket;
      return new Promise((resolve, reject) => {
        raw.once('connect', () => resolve(socket));
        raw.once('connect_error', reject);
      });
    };
    /** The next proctor event for this student that `match` accepts. */
    const row = (
      watcher: StaffSocket,
      studentId: number,
      match: (e: ProctorStudentEvent) => boolean,
      ms = 5_000,
    ) =>
      new Promise<ProctorStudentEvent>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no matching proctor event within ${ms} ms`)), ms);
        const listener = (e: ProctorStudentEvent) => {
          if (e.student.studentId !== studentId || !match(e)) return;
          clearTimeout(timer);
          watcher.off('exam-taking:student', listener);
          resolve(e);
        };
        watcher.on('exam-taking:student', listener);
      });
    const heard = <T>(socket: StudentSocket, event: keyof ExamTakingServerEvents, ms = 5_000) =>
      new Promise<T>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no '${event}' within ${ms} ms`)), ms);
        socket.once(event, ((e: T) => {
          clearTimeout(timer);
          resolve(e);
        }) as never);
      });

    beforeAll(async () => {
      requireBuild();
      // Both processes look for dead processes' sockets (and overdue attempts) every half second.
      process.env.MIZAN_EXAM_SWEEP_MS = '500';
      const own = await ownPostgresDatabase(databaseUrl!);
      process.once('exit', killAll);
      [a, b] = await startTwo({ databaseUrl: own, redisUrl: redisUrl! });
      apis.push(a, b);
      db = new pg.Client({ connectionString: own });
      await db.connect();
    }, 120_000);
    afterAll(async () => {
      for (const s of sockets) s.close();
      await db?.end();
      await Promise.all(apis.map(stopApi));
      process.off('exit', killAll);
      delete process.env.MIZAN_EXAM_SWEEP_MS;
    }, 30_000);

    it('shows a save on A to the proctor on B at once, carries B’s actions to A, and a killed A’s student as disconnected', async () => {
      const { rows } = await db.query<{
        exam_id: number;
        id: number;
        national_id: string;
        sector_id: number;
      }>(
        `select s.exam_id, s.id, s.national_id, s.sector_id from exam_student s join exam e on e.id = s.exam_id
       where e.name = $1 order by s.id limit 1`,
        [DEMO_ELECTRONIC_EXAM],
      );
      const [s] = rows;
      const examId = s.exam_id;
      const proctor = await login(b, 'examcreator', DEMO_PASSWORDS.examcreator);
      const watcher = await open<StaffSocket>(b.url, proctor);
      const ack = (await watcher.emitWithAck('exam-taking:proctor-watch', {
        examId,
        sectorId: s.sector_id,
      })) as ProctorWatchAck;
      expect(ack.ok && ack.snapshot.students.find((x) => x.studentId === s.id)?.status).toBe('notSignedIn');

      const signedIn = row(watcher, s.id, (e) => e.student.status === 'idle');
      const res = await call(a, 'POST', takingPaths.signIn, {
        body: { nationalId: s.national_id, accessCode: DEMO_ACCESS_CODES[0], deviceId: 'multi-a' },
      });
      expect(res.status).toBe(200);
      const { token, attempt } = res.body as { token: string; attempt: AttemptView };
      const student = await open<StudentSocket>(`${a.url}${EXAM_TAKING_NAMESPACE}`, token);
      await signedIn;

      // A save on A: the proctor on B sees the new count live.
      const answered = row(watcher, s.id, (e) => e.student.answered === 1);
      const q = attempt.questions.find((x) => x.questionType === '3.4.') ?? attempt.questions[0];
      const sentAt = Date.now();
      const saved = (await student.emitWithAck('exam-taking:save', {
        position: q.position,
        seq: 1,
        response: { type: '3.4.', value: true },
        timeSpentMs: 1,
      })) as SaveAck;
      expect(saved).toMatchObject({ ok: true, applied: true, answered: 1 });
      expect((await answered).student).toMatchObject({ status: 'answering', answered: 1 });
      console.info(`multi-process proctor spec: save on A seen on B after ${Date.now() - sentAt} ms`);

      // The proctor's extra time and message, through B, reach the student's socket on A.
      const time = heard<{ deadline: string }>(student, 'exam-taking:time');
      const extended = await call(b, 'POST', proctorPaths.extend(examId, s.sector_id), {
        token: proctor,
        body: { minutes: 5, studentId: s.id },
      });
      expect(extended.status).toBe(200);
      expect(Date.parse((await time).deadline) - Date.parse(attempt.deadline)).toBe(5 * 60_000);
      const message = heard<{ text: string }>(student, 'exam-taking:message');
      expect(
        (
          await call(b, 'POST', proctorPaths.message(examId, s.sector_id), {
            token: proctor,
            body: { text: 'هدوء' },
          })
        ).status,
      ).toBe(200);
      expect((await message).text).toBe('هدوء');

      // A dies with the student's socket open: once its heartbeat expires (30 s), B clears it.
      const dropped = row(watcher, s.id, (e) => e.student.status === 'disconnected', 60_000);
      a.child.kill('SIGKILL');
      const killedAt = Date.now();
      await dropped;
      console.info(
        `multi-process proctor spec: killed A's student disconnected on B after ${Date.now() - killedAt} ms`,
      );
    }, 120_000);
  },
);

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
import type { ClientToServerEvents, ServerToClientEvents } from '@mizan/domain/realtime';
import type { Socket } from 'socket.io-client';
import { type ApiProcess, call, login } from '../../test/api-process.js';
import { DEMO_PASSWORDS } from '../../test/harness.js';
import { describeMultiProcess, nextEvent, twoProcesses } from '../../test/two-processes.js';
import { DEMO_ACCESS_CODES, DEMO_ELECTRONIC_EXAM } from './demo-electronic-exam.js';

/**
 * The proctor's view across two API processes on one PostgreSQL and one Redis: a student whose
 * socket is on A saves, and the proctor watching on B sees it live; the proctor's extra time and
 * message, sent through B, reach the student on A; when A is killed, B's proctor sees the student
 * 'disconnected' (A's heartbeat expires) rather than 'idle'. Runs the built API (`npm run build`).
 */
type StudentSocket = Socket<ExamTakingServerEvents, ExamTakingClientEvents>;
type StaffSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

describeMultiProcess('electronic exams multi-process spec')(
  '20.3. the proctor view across two API processes (PostgreSQL + Redis)',
  () => {
    // Both processes look for dead processes' sockets (and overdue attempts) every half second.
    const two = twoProcesses({ MIZAN_EXAM_SWEEP_MS: '500' });
    let a: ApiProcess;
    let b: ApiProcess;
    /** The next proctor event for this student that `match` accepts. */
    const row = (
      watcher: StaffSocket,
      studentId: number,
      match: (e: ProctorStudentEvent) => boolean,
      ms = 5_000,
    ) =>
      nextEvent<ProctorStudentEvent>(
        watcher,
        'exam-taking:student',
        (e) => e.student.studentId === studentId && match(e),
        ms,
      );
    const heard = <T>(socket: StudentSocket, event: keyof ExamTakingServerEvents) =>
      nextEvent<T>(socket, event);

    beforeAll(() => {
      ({ a, b } = two);
    });

    it('shows a save on A to the proctor on B at once, carries B’s actions to A, and a killed A’s student as disconnected', async () => {
      const rows = await two.sql<{
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
      const watcher = await two.connect<StaffSocket>(b, proctor);
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
      const student = await two.connect<StudentSocket>(a, token, EXAM_TAKING_NAMESPACE);
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

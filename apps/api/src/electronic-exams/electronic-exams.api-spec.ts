import {
  type AttemptView,
  EXAM_TAKING_NAMESPACE,
  type ExamTakingClientEvents,
  type ExamTakingServerEvents,
  type ProctorSnapshot,
  type ProctorStudentEvent,
  type ProctorWatchAck,
  proctorPaths,
  type SaveAck,
  type StudentResponse,
  TAKING_LIMITS,
  TAKING_MESSAGES as M,
  type TakingBody,
  takingPaths,
} from '@mizan/domain/electronic-exams';
import { MESSAGES } from '@mizan/domain/messages';
import { reportPaths } from '@mizan/domain/reports';
import {
  type ExamResults,
  type MarkingItem,
  type MarkingPage,
  markingPaths,
  scanPaths,
} from '@mizan/domain/scoring';
import { type ClientToServerEvents, SOCKET_PATH, type ServerToClientEvents } from '@mizan/domain/realtime';
import { io, type Socket } from 'socket.io-client';
import { BOOT_TIMEOUT, startTestApp, type TestApp } from '../../test/harness.js';
import { DEMO_ENGLISH_ACCESS_CODE, DEMO_ENGLISH_STUDENTS } from './demo-english-exam.js';
import { DeadSocketsService } from './dead-sockets.service.js';
import { DEMO_ACCESS_CODES, DEMO_ELECTRONIC_EXAM, DEMO_PAST_EXAM } from './demo-electronic-exam.js';

// The deadline sweep, fast for the auto-submit test (read when the app boots).
process.env.MIZAN_EXAM_SWEEP_MS = '200';

type StudentSocket = Socket<ExamTakingServerEvents, ExamTakingClientEvents>;
type StaffSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

interface Student {
  id: number;
  nationalId: string;
  sectorPos: number;
  sectorId: number;
}

/** A response of the right shape for a question as the student sees it. */
function answerFor(body: TakingBody): StudentResponse {
  switch (body.type) {
    case '3.1.':
      return { type: '3.1.', text: 'الاحتمال هو نسبة الحالات المواتية' };
    case '3.2.':
      return { type: '3.2.', chosen: [0] };
    case '3.3.':
      return { type: '3.3.', chosen: [0, 1] };
    case '3.4.':
      return { type: '3.4.', value: true };
    case '3.6.':
      return { type: '3.6.', matches: Object.fromEntries(body.premises.map((p, i) => [p.id, i])) };
    case '3.7.':
      return { type: '3.7.', blanks: Object.fromEntries(body.blanks.map((b) => [b.id, 'x'])) };
    case '3.5.':
      return {
        type: '3.5.',
        parts: Object.fromEntries(body.subQuestions.map((s) => [s.id, answerFor(s.body)])),
      };
  }
}

describe('20.3. electronic exams: entry, answers, time, submission, proctors', () => {
  let t: TestApp;
  let examId: number;
  let students: Student[];
  let staff: string;
  const sockets: { disconnect(): void }[] = [];
  const deviceId = 'device-1';

  const signIn = (s: Student, code = DEMO_ACCESS_CODES[s.sectorPos], device = deviceId) =>
    t.request('POST', takingPaths.signIn, {
      body: { nationalId: s.nationalId, accessCode: code, deviceId: device },
    });
  const enter = async (s: Student) => {
    const res = await signIn(s);
    expect(res.status).toBe(200);
    return res.body as { token: string; attempt: AttemptView };
  };
  const connect = (token: string): Promise<StudentSocket> => {
    const socket: StudentSocket = io(`${t.url}${EXAM_TAKING_NAMESPACE}`, {
      path: SOCKET_PATH,
      auth: { token },
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    sockets.push(socket);
    return new Promise((resolve, reject) => {
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', reject);
    });
  };
  const staffSocket = (token: string): Promise<StaffSocket> => {
    const socket: StaffSocket = io(t.url, {
      path: SOCKET_PATH,
      auth: { token },
      transports: ['websocket'],
      forceNew: true,
    });
    sockets.push(socket);
    return new Promise((resolve, reject) => {
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', reject);
    });
  };
  /** A proctor's socket watching a sector, with the watch's acknowledgement (its snapshot). */
  const watchSector = async (sectorId: number) => {
    const watcher = await staffSocket(staff);
    const ack = (await watcher.emitWithAck('exam-taking:proctor-watch', {
      examId,
      sectorId,
    })) as ProctorWatchAck;
    expect(ack.ok).toBe(true);
    return { watcher, ack };
  };
  const save = (socket: StudentSocket, body: unknown) =>
    socket.timeout(5_000).emitWithAck('exam-taking:save', body as never) as Promise<SaveAck>;
  const next = <T>(socket: { once(e: string, l: (p: T) => void): unknown }, event: string, ms = 5_000) =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no '${event}' within ${ms} ms`)), ms);
      socket.once(event, (p: T) => {
        clearTimeout(timer);
        resolve(p);
      });
    });
  /** Opens the exam now: started a minute ago, an hour long. */
  const openNow = () =>
    t.sql("update exam set starts_at = now() - interval '1 minute', duration_minutes = 60 where id = ?", [
      examId,
    ]);

  beforeAll(async () => {
    t = await startTestApp(process.env.REDIS_URL ? { redisUrl: process.env.REDIS_URL } : {});
    const [exam] = await t.sql<{ id: number }>('select id from exam where name = ?', [DEMO_ELECTRONIC_EXAM]);
    examId = exam.id;
    students = (
      await t.sql<{ id: number; national_id: string; position: number; sector_id: number }>(
        `select s.id, s.national_id, x.position, s.sector_id from exam_student s join exam_sector x on x.id = s.sector_id
         where s.exam_id = ? order by s.id`,
        [examId],
      )
    ).map((r) => ({ id: r.id, nationalId: r.national_id, sectorPos: r.position, sectorId: r.sector_id }));
    // Sector positions are 0-based in the demo's code list, whatever the stored positions start at.
    const minPos = Math.min(...students.map((s) => s.sectorPos));
    for (const s of students) s.sectorPos -= minPos;
    staff = await t.login('examcreator');
    await openNow();
  }, BOOT_TIMEOUT);
  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await new Promise((r) => setTimeout(r, 300));
    await t.close();
  });

  describe('entry', () => {
    it('signs a student in with national id and code, and shows the model without any key', async () => {
      const { token, attempt } = await enter(students[0]);
      expect(token.startsWith('stu.')).toBe(true);
      expect(attempt.state).toBe('open');
      expect(attempt.lang).toBe('ar');
      expect(attempt.questions.length).toBeGreaterThan(5);
      expect(attempt.questions.map((q) => q.position)).toEqual(
        [...attempt.questions.map((q) => q.position)].sort((a, b) => a - b),
      );
      expect(new Set(attempt.questions.map((q) => q.questionType)).size).toBe(7);
      const text = JSON.stringify(attempt.questions);
      for (const key of ['"correct"', 'modelAnswer', 'rubrics', '"answers":["', 'feedback'])
        expect(text).not.toContain(key);
      expect(Math.abs(new Date(attempt.serverNow).getTime() - Date.now())).toBeLessThan(5_000);
    });

    it('refuses a wrong code, a national id not in the exam and a malformed one, with {ar, en} texts', async () => {
      const wrong = await signIn(students[1], '000000');
      expect([wrong.status, wrong.body.message]).toEqual([401, M.signInFailed]);
      const other = await signIn({ ...students[1], nationalId: '29001010101234' });
      expect([other.status, other.body.message]).toEqual([401, M.signInFailed]);
      const bad = await signIn({ ...students[1], nationalId: '12345' });
      expect(bad.status).toBe(422);
      expect(bad.body.fields.nationalId).toEqual(MESSAGES.nationalId);
      // The other sector's code is not this student's.
      const otherSector = students.find((s) => s.sectorPos !== students[1].sectorPos)!;
      const crossed = await signIn(students[1], DEMO_ACCESS_CODES[otherSector.sectorPos]);
      expect(crossed.status).toBe(401);
      expect(await t.sql('select 1 from exam_attempt where student_id = ?', [students[1].id])).toHaveLength(
        0,
      );
    });

    it('keeps staff and student sessions apart', async () => {
      const { token } = await enter(students[2]);
      expect((await t.request('GET', '/api/auth/session', { token })).status).toBe(401);
      expect((await t.request('GET', proctorPaths.accessCodes(examId), { token })).status).toBe(401);
      expect((await t.request('GET', takingPaths.attempt, { token: staff })).status).toBe(401);
      expect((await t.request('GET', takingPaths.attempt)).status).toBe(401);
      await expect(connect(staff)).rejects.toThrow('unauthorized');
    });

    it('waits before the start by the server clock, and closes after the end', async () => {
      await t.sql("update exam set starts_at = now() + interval '30 minutes' where id = ?", [examId]);
      try {
        const { token, attempt } = await enter(students[3]);
        expect(attempt.state).toBe('waiting');
        expect(attempt.questions).toEqual([]);
        const early = await t.request('PUT', takingPaths.answer(1), {
          token,
          body: { seq: 1, response: null, timeSpentMs: 0 },
        });
        expect([early.status, early.body.message]).toEqual([409, M.notStarted]);
        await t.sql("update exam set starts_at = now() - interval '3 hours' where id = ?", [examId]);
        const late = await signIn(students[4]);
        expect([late.status, late.body.message]).toEqual([410, M.examClosed]);
      } finally {
        await openNow();
      }
    });
  });

  describe('answers', () => {
    it('saves every type over the socket, acked after the write, and shows them again after a reload', async () => {
      const { token, attempt } = await enter(students[5]);
      const socket = await connect(token);
      let seq = 0;
      for (const q of attempt.questions) {
        const ack = await save(socket, {
          position: q.position,
          seq: ++seq,
          response: answerFor(q.body),
          timeSpentMs: 1000,
        });
        expect(ack).toMatchObject({ ok: true, applied: true, position: q.position });
      }
      const rows = await t.sql<{ n: number }>(
        'select count(*)::int as n from exam_attempt_answer w join exam_attempt a on a.id = w.attempt_id where a.student_id = ?',
        [students[5].id],
      );
      expect(rows[0].n).toBe(attempt.questions.length);
      const again = (await t.request('GET', takingPaths.attempt, { token })).body as AttemptView;
      expect(again.answers.map((a) => a.response)).toEqual(attempt.questions.map((q) => answerFor(q.body)));
    });

    it('keeps the highest seq whatever the arrival order, and refuses bad saves storing nothing', async () => {
      const { token, attempt } = await enter(students[6]);
      const socket = await connect(token);
      const tf = attempt.questions.find((q) => q.questionType === '3.4.')!;
      const mcq = attempt.questions.find((q) => q.questionType === '3.2.')!;
      expect(
        await save(socket, {
          position: tf.position,
          seq: 10,
          response: { type: '3.4.', value: true },
          timeSpentMs: 5,
        }),
      ).toMatchObject({ ok: true, applied: true });
      const late = await save(socket, {
        position: tf.position,
        seq: 9,
        response: { type: '3.4.', value: false },
        timeSpentMs: 5,
      });
      expect(late).toMatchObject({ ok: true, applied: false });
      const refusals: [unknown, string][] = [
        [{ position: 999, seq: 11, response: null, timeSpentMs: 0 }, 'notInModel'],
        [
          { position: mcq.position, seq: 12, response: { type: '3.4.', value: true }, timeSpentMs: 0 },
          'badResponse',
        ],
        [
          { position: mcq.position, seq: 13, response: { type: '3.2.', chosen: [0, 1] }, timeSpentMs: 0 },
          'badResponse',
        ],
        [
          { position: mcq.position, seq: 14, response: { type: '3.2.', chosen: [40] }, timeSpentMs: 0 },
          'badResponse',
        ],
        [{ position: mcq.position, seq: 1.5, response: null, timeSpentMs: 0 }, 'badSeq'],
        [{ position: mcq.position, seq: 2 ** 40, response: null, timeSpentMs: 0 }, 'badSeq'],
        [
          {
            position: mcq.position,
            seq: 15,
            response: { type: '3.2.', chosen: [0], key: 1 },
            timeSpentMs: 0,
          },
          'badResponse',
        ],
      ];
      for (const [body, code] of refusals) {
        const ack = await save(socket, body);
        expect({ body, ok: ack.ok, code: ack.ok ? null : ack.code }).toEqual({ body, ok: false, code });
        if (!ack.ok) expect(ack.message).toEqual(M[code as keyof typeof M]);
      }
      const stored = await t.sql<{ position: number; seq: number; response: unknown }>(
        'select position, seq, response from exam_attempt_answer w join exam_attempt a on a.id = w.attempt_id where a.student_id = ?',
        [students[6].id],
      );
      expect(stored).toEqual([{ position: tf.position, seq: 10, response: { type: '3.4.', value: true } }]);
    });

    it('refuses a flood beyond the rate, and the HTTP fallback saves the same way', async () => {
      const { token, attempt } = await enter(students[7]);
      const socket = await connect(token);
      const q = attempt.questions.find((x) => x.questionType === '3.4.')!;
      const flood = 60;
      const sent = performance.now();
      const acks = await Promise.all(
        Array.from({ length: flood }, (_, i) =>
          save(socket, {
            position: q.position,
            seq: i + 1,
            response: { type: '3.4.', value: i % 2 === 0 },
            timeSpentMs: 1,
          }),
        ),
      );
      // The bucket lets through its burst and what refilled while the flood came in (some 0.2 s, longer
      // on a loaded machine): the rest is refused.
      const seconds = (performance.now() - sent) / 1000;
      const refused = acks.filter((a) => !a.ok);
      expect(refused.length).toBeGreaterThanOrEqual(
        flood - TAKING_LIMITS.burst - Math.ceil(seconds * TAKING_LIMITS.ratePerSecond),
      );
      expect(refused.every((a) => !a.ok && a.code === 'tooFast')).toBe(true);
      const [row] = await t.sql<{ seq: number }>(
        'select seq from exam_attempt_answer w join exam_attempt a on a.id = w.attempt_id where a.student_id = ?',
        [students[7].id],
      );
      expect(row.seq).toBe(Math.max(...acks.filter((a) => a.ok).map((a) => a.seq!)));
      await new Promise((r) => setTimeout(r, 1_200));
      const http = await t.request('PUT', takingPaths.answer(q.position), {
        token,
        body: { seq: 1000, response: { type: '3.4.', value: false }, flagged: true, timeSpentMs: 9 },
      });
      expect(http.status).toBe(200);
      expect(http.body).toMatchObject({ ok: true, applied: true, seq: 1000 });
      const view = (await t.request('GET', takingPaths.attempt, { token })).body as AttemptView;
      expect(view.answers).toEqual([
        expect.objectContaining({ position: q.position, seq: 1000, flagged: true, timeSpentMs: 9 }),
      ]);
    });
  });

  describe('devices, time and submission', () => {
    it('moves the student to a new device: the old socket is told and closed, the old token ends', async () => {
      const first = await enter(students[8]);
      const old = await connect(first.token);
      const q = first.attempt.questions[0];
      expect(
        (await save(old, { position: q.position, seq: 1, response: answerFor(q.body), timeSpentMs: 1 })).ok,
      ).toBe(true);
      const replaced = next<{ message: unknown }>(old, 'exam-taking:replaced');
      const gone = next(old, 'disconnect');
      const second = await signIn(students[8], DEMO_ACCESS_CODES[students[8].sectorPos], 'device-2');
      expect(second.status).toBe(200);
      expect((await replaced).message).toEqual(M.replaced);
      await gone;
      const oldView = await t.request('GET', takingPaths.attempt, { token: first.token });
      expect([oldView.status, oldView.body.message]).toEqual([401, M.sessionEnded]);
      const view = second.body.attempt as AttemptView;
      expect(view.answers).toHaveLength(1);
      // Reconnect on the new device after a drop: answering goes on.
      const s1 = await connect(second.body.token);
      s1.disconnect();
      const s2 = await connect(second.body.token);
      expect(
        await save(s2, { position: q.position, seq: 2, response: answerFor(q.body), timeSpentMs: 2 }),
      ).toMatchObject({ ok: true, applied: true });
    });

    it("leaves the proctor seeing a student who reconnects at once as connected, not 'disconnected'", async () => {
      const s = students[7];
      const { watcher } = await watchSector(s.sectorId);
      const events: ProctorStudentEvent[] = [];
      watcher.on('exam-taking:student', (e) => {
        if (e.student.studentId === s.id) events.push(e);
      });
      const { token } = await enter(s);
      let socket = await connect(token);
      // A browser that drops its socket and opens another: the server sees a disconnect and a
      // connect at once, each of which sends the student's row.
      for (let i = 0; i < 8; i++) {
        const old = socket;
        const opened = connect(token);
        old.disconnect();
        socket = await opened;
      }
      let seen = -1;
      while (seen !== events.length) {
        seen = events.length;
        await new Promise((r) => setTimeout(r, 300));
      }
      expect(events.at(-1)?.student.status).not.toBe('disconnected');
      const snap = await t.request('GET', proctorPaths.sector(examId, s.sectorId), { token: staff });
      const row = (snap.body as ProctorSnapshot).students.find((x) => x.studentId === s.id);
      expect(row?.status).toBe(events.at(-1)?.student.status);
    });

    it('submits by the student into exam_answer, scored by the scorer, essays pending; then refuses answers', async () => {
      const { token, attempt } = await enter(students[9]);
      const socket = await connect(token);
      const correct = await t.sql<{
        position: number;
        content: { body: { options?: { correct: boolean }[] } };
        choice_order: number[] | null;
      }>(
        `select q.position, v.content, q.choice_order from exam_student s
           join exam_model_question q on q.model_id = s.model_id
           join lateral (select content from question_version v where v.question_id = q.question_id and v.version = q.version
             order by revision desc limit 1) v on true
         where s.id = ? and q.question_type = '3.2.'`,
        [students[9].id],
      );
      let seq = 0;
      for (const q of attempt.questions) {
        let response = answerFor(q.body);
        const key = correct.find((c) => c.position === q.position);
        if (key) {
          const stored = key.content.body.options!.findIndex((o) => o.correct);
          const order = key.choice_order?.map(Number) ?? key.content.body.options!.map((_, i) => i);
          response = { type: '3.2.', chosen: [order.indexOf(stored)] };
        }
        await save(socket, { position: q.position, seq: ++seq, response, timeSpentMs: 1 });
      }
      const submitted = next(socket, 'exam-taking:submitted');
      const res = await t.request('POST', takingPaths.submit, { token });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        answered: attempt.questions.length,
        total: attempt.questions.length,
        message: M.submitted,
      });
      await submitted;
      const rows = await t.sql<{
        position: number;
        source: string;
        marks: string | null;
        max_marks: string;
        pending: boolean;
        question_type: string;
      }>(
        `select a.position, a.source, a.marks, a.max_marks, a.pending, q.question_type from exam_answer a
           join exam_student s on s.id = a.student_id join exam_model_question q on q.model_id = s.model_id and q.position = a.position
         where a.student_id = ? order by a.position`,
        [students[9].id],
      );
      expect(rows).toHaveLength(attempt.questions.length);
      expect(rows.every((r) => r.source === 'electronic')).toBe(true);
      for (const r of rows.filter((x) => x.question_type === '3.2.'))
        expect(Number(r.marks)).toBe(Number(r.max_marks));
      const essay = rows.find((r) => r.question_type === '3.1.')!;
      expect([essay.pending, essay.marks]).toEqual([true, null]);
      const after = await save(socket, {
        position: attempt.questions[0].position,
        seq: 999,
        response: null,
        timeSpentMs: 0,
      });
      expect(after).toMatchObject({ ok: false, code: 'alreadySubmitted', message: M.alreadySubmitted });
      const twice = await t.request('POST', takingPaths.submit, { token });
      expect([twice.status, twice.body.message]).toEqual([409, M.alreadySubmitted]);
    });

    it("keeps a marker's marks of answers left as they were after a reopen, and marks changed ones again", async () => {
      const s = students[2];
      const { token, attempt } = await enter(s);
      const socket = await connect(token);
      let seq = 0;
      for (const q of attempt.questions)
        await save(socket, { position: q.position, seq: ++seq, response: answerFor(q.body), timeSpentMs: 1 });
      expect((await t.request('POST', takingPaths.submit, { token })).status).toBe(200);
      const essay = attempt.questions.find((q) => q.body.type === '3.1.')!;
      const caseStudy = attempt.questions.find((q) => q.body.type === '3.5.')!;
      const sub =
        caseStudy.body.type === '3.5.' && caseStudy.body.subQuestions.find((x) => x.body.type === '3.1.');
      if (!sub) throw new Error("the demo model's case study has an essay part");
      const trueFalse = attempt.questions.find((q) => q.body.type === '3.4.')!;
      const rows = async () =>
        new Map(
          (
            await t.sql<{
              position: number;
              question_id: number;
              marks: string | null;
              pending: boolean;
              written: unknown;
              marked_by: number | null;
              updated_at: Date | string;
            }>(
              'select position, question_id, marks, pending, written, marked_by, updated_at from exam_answer where student_id = ?',
              [s.id],
            )
          ).map((r) => [r.position, r]),
        );
      const secondMarks = async () =>
        (
          await t.sql<{ position: number }>('select position from exam_second_mark where student_id = ?', [
            s.id,
          ])
        ).map((r) => r.position);

      // Markers mark the essay (first and second marker) and the case study's essay, by the marking routes.
      const submitted = await rows();
      const mark = async (
        position: number,
        marker: 1 | 2,
        written: (parts: MarkingItem['parts']) => object,
      ) => {
        const questionId = submitted.get(position)!.question_id;
        const page = await t.request(
          'GET',
          markingPaths.page('165.7.1.', examId, questionId, { limit: 100 }),
          {
            token: staff,
          },
        );
        // Markers see references only; the test knows whose this is.
        const [{ ref }] = await t.sql<{ ref: string }>(
          'select ref::text as ref from exam_marking_ref where student_id = ?',
          [s.id],
        );
        const item = (page.body as MarkingPage).items.find((i) => i.ref === ref)!;
        const res = await t.request('PUT', markingPaths.mark('165.7.1.', examId, questionId, ref, marker), {
          token: staff,
          body: written(item.parts),
        });
        expect(res.status).toBe(200);
      };
      const full = (parts: MarkingItem['parts']) =>
        Object.fromEntries(parts.filter((p) => p.kind === 'rubric').map((p) => [p.id, p.max ?? 0]));
      await mark(essay.position, 1, (parts) => ({ rubricMarks: full(parts) }));
      await mark(essay.position, 2, (parts) => ({ rubricMarks: full(parts) }));
      await mark(caseStudy.position, 1, (parts) => ({ parts: { [sub.id]: { rubricMarks: full(parts) } } }));
      await mark(caseStudy.position, 2, (parts) => ({ parts: { [sub.id]: { rubricMarks: full(parts) } } }));
      const marked = await rows();
      expect(marked.get(essay.position)?.marks).not.toBeNull();
      expect(marked.get(caseStudy.position)?.marks).not.toBeNull();

      // Reopened, the student rewrites the case study's essay and flips the true/false answer.
      const re = await t.request('POST', proctorPaths.reopen(examId, s.id), {
        token: staff,
        body: { minutes: 5 },
      });
      expect(re.status).toBe(200);
      const changedCase = answerFor(caseStudy.body);
      if (changedCase.type === '3.5.')
        changedCase.parts[sub.id] = { type: '3.1.', text: 'إجابة أخرى مختلفة' };
      expect(
        (
          await save(socket, {
            position: caseStudy.position,
            seq: ++seq,
            response: changedCase,
            timeSpentMs: 2,
          })
        ).ok,
      ).toBe(true);
      const flipped = { type: '3.4.', value: false };
      expect(
        (await save(socket, { position: trueFalse.position, seq: ++seq, response: flipped, timeSpentMs: 2 }))
          .ok,
      ).toBe(true);
      expect((await t.request('POST', takingPaths.submit, { token })).status).toBe(200);

      const after = await rows();
      // Left as it was: the marker's marks, rubric entries and name stay, and the second marker's too.
      const keptEssay = after.get(essay.position)!;
      expect(keptEssay).toEqual(marked.get(essay.position));
      for (const q of attempt.questions)
        if (q.position !== caseStudy.position && q.position !== trueFalse.position)
          expect(after.get(q.position)).toEqual(marked.get(q.position));
      // Changed: waiting for a marker again, the second marker's entry gone; the objective one scored again.
      expect(after.get(caseStudy.position)).toMatchObject({
        pending: true,
        marks: null,
        written: null,
        marked_by: null,
      });
      expect(await secondMarks()).toEqual([essay.position]);
      // Timestamps come as Date from PGlite and as text from PostgreSQL.
      const at = (rows: typeof after) => new Date(rows.get(trueFalse.position)!.updated_at).getTime();
      expect(at(after)).toBeGreaterThan(at(marked));
    });

    it('submits by the server after the deadline with the browser gone, and refuses late answers', async () => {
      const { token, attempt } = await enter(students[10]);
      const socket = await connect(token);
      const q = attempt.questions[0];
      await save(socket, { position: q.position, seq: 1, response: answerFor(q.body), timeSpentMs: 1 });
      await t.sql("update exam_attempt set deadline = now() - interval '1 second' where student_id = ?", [
        students[10].id,
      ]);
      const late = await save(socket, { position: q.position, seq: 2, response: null, timeSpentMs: 1 });
      // Within the grace an in-flight answer is still taken; past it, refused.
      expect(late.ok).toBe(true);
      await t.sql("update exam_attempt set deadline = now() - interval '10 seconds' where student_id = ?", [
        students[10].id,
      ]);
      const tooLate = await save(socket, { position: q.position, seq: 3, response: null, timeSpentMs: 1 });
      expect(tooLate).toMatchObject({ ok: false, code: 'timeUp', message: M.timeUp });
      socket.disconnect();
      const started = Date.now();
      for (;;) {
        const [a] = await t.sql<{ submitted_by: string | null }>(
          'select submitted_by from exam_attempt where student_id = ?',
          [students[10].id],
        );
        if (a.submitted_by) {
          expect(a.submitted_by).toBe('deadline');
          break;
        }
        if (Date.now() - started > 10_000) throw new Error('not submitted by the sweep within 10 s');
        await new Promise((r) => setTimeout(r, 100));
      }
      const rows = await t.sql('select 1 from exam_answer where student_id = ?', [students[10].id]);
      expect(rows).toHaveLength(attempt.questions.length);
    });
  });

  describe('demo data', () => {
    it('holds a past electronic exam taken by every student, marked and published, with its item analysis', async () => {
      const [past] = await t.sql<{ id: number }>('select id from exam where name = ?', [DEMO_PAST_EXAM]);
      const res = await t.request('GET', scanPaths.results('165.7.1.', past.id, { pageSize: 100 }), {
        token: staff,
      });
      expect(res.status).toBe(200);
      const results = res.body as ExamResults;
      expect([results.published, results.total]).toEqual([true, students.length]);
      expect(results.students.every((r) => !r.absent && r.marks !== null)).toBe(true);
      expect(new Set(results.students.map((r) => r.marks)).size).toBeGreaterThan(3);
      // The item statistics sweep computes the analysis once the app is up.
      const started = Date.now();
      let analysis = await t.request('GET', reportPaths.examItemAnalysis(past.id), { token: staff });
      while (analysis.status !== 200 && Date.now() - started < 20_000) {
        await new Promise((r) => setTimeout(r, 200));
        analysis = await t.request('GET', reportPaths.examItemAnalysis(past.id), { token: staff });
      }
      expect(analysis.status).toBe(200);
      const models = analysis.body.models as {
        items: { facility: number | null; meanTime: number | null }[];
      }[];
      expect(models).toHaveLength(3);
      expect(models.flatMap((m) => m.items).every((i) => i.facility !== null && i.meanTime !== null)).toBe(
        true,
      );
    });
    it('holds an English electronic exam open today, with students of its own', async () => {
      const [student] = DEMO_ENGLISH_STUDENTS;
      const res = await t.request('POST', takingPaths.signIn, {
        body: { nationalId: student.nationalId, accessCode: DEMO_ENGLISH_ACCESS_CODE, deviceId },
      });
      expect(res.status).toBe(200);
      const view = (res.body as { attempt: AttemptView }).attempt;
      expect([view.state, view.lang]).toEqual(['open', 'en']);
      expect(new Set(view.questions.map((q) => q.questionType)).size).toBeGreaterThan(2);
      const wrong = await t.request('POST', takingPaths.signIn, {
        body: { nationalId: student.nationalId, accessCode: DEMO_ACCESS_CODES[0], deviceId },
      });
      expect(wrong.status).toBe(401);
    });
  });

  describe('proctor', () => {
    it('reads and regenerates codes, watches the sector live, extends time, messages, reopens', async () => {
      const s = students[11];
      const codes = await t.request('GET', proctorPaths.accessCodes(examId), { token: staff });
      expect(codes.status).toBe(200);
      expect(codes.body.codes.map((c: { code: string }) => c.code)).toEqual(DEMO_ACCESS_CODES);

      const { watcher, ack } = await watchSector(s.sectorId);
      if (!ack.ok) return;
      expect(ack.snapshot.students.find((x) => x.studentId === s.id)?.status).toBe('notSignedIn');

      const seen = new Promise<ProctorStudentEvent>((resolve) => {
        const listener = (e: ProctorStudentEvent) => {
          if (e.student.studentId === s.id && e.student.status === 'idle') {
            watcher.off('exam-taking:student', listener);
            resolve(e);
          }
        };
        watcher.on('exam-taking:student', listener);
      });
      const { token, attempt } = await enter(s);
      const socket = await connect(token);
      await seen;

      const answered = new Promise<ProctorStudentEvent>((resolve) => {
        const listener = (e: ProctorStudentEvent) => {
          if (e.student.studentId === s.id && e.student.answered === 1) resolve(e);
        };
        watcher.on('exam-taking:student', listener);
      });
      const q = attempt.questions[0];
      await save(socket, { position: q.position, seq: 1, response: answerFor(q.body), timeSpentMs: 1 });
      expect((await answered).student.status).toBe('answering');

      const time = next<{ deadline: string }>(socket, 'exam-taking:time');
      const ext = await t.request('POST', proctorPaths.extend(examId, s.sectorId), {
        token: staff,
        body: { minutes: 10, studentId: s.id },
      });
      expect(ext.status).toBe(200);
      expect(new Date((await time).deadline).getTime() - new Date(attempt.deadline).getTime()).toBe(
        10 * 60_000,
      );

      const message = next<{ text: string }>(socket, 'exam-taking:message');
      const sent = await t.request('POST', proctorPaths.message(examId, s.sectorId), {
        token: staff,
        body: { text: 'بقي ربع ساعة' },
      });
      expect(sent.status).toBe(200);
      expect((await message).text).toBe('بقي ربع ساعة');
      const empty = await t.request('POST', proctorPaths.message(examId, s.sectorId), {
        token: staff,
        body: { text: ' ' },
      });
      expect(empty.status).toBe(422);

      const notYet = await t.request('POST', proctorPaths.reopen(examId, s.id), {
        token: staff,
        body: { minutes: 5 },
      });
      expect([notYet.status, notYet.body.message]).toEqual([409, M.notSubmittedYet]);
      expect((await t.request('POST', takingPaths.submit, { token })).status).toBe(200);
      const reopened = next<{ deadline: string }>(socket, 'exam-taking:reopened');
      const re = await t.request('POST', proctorPaths.reopen(examId, s.id), {
        token: staff,
        body: { minutes: 5 },
      });
      expect(re.status).toBe(200);
      expect(re.body.status).not.toBe('submitted');
      await reopened;
      expect((await save(socket, { position: q.position, seq: 2, response: null, timeSpentMs: 1 })).ok).toBe(
        true,
      );

      const fresh = await t.request('POST', proctorPaths.regenerate(examId, s.sectorId), { token: staff });
      expect(fresh.status).toBe(200);
      expect(fresh.body.code).toMatch(/^\d{6}$/);
      const stale = await signIn(s);
      expect(stale.status).toBe(fresh.body.code === DEMO_ACCESS_CODES[s.sectorPos] ? 200 : 401);
    });

    it("shows a dead process's students as disconnected, and keeps the live process's", async () => {
      const [dead, alive] = [students[11], students[8]];
      const { watcher } = await watchSector(dead.sectorId);
      // The sector's code was regenerated above.
      const { body } = await t.request('GET', proctorPaths.accessCodes(examId), { token: staff });
      const code = (body.codes as { sectorId: number; code: string }[]).find(
        (c) => c.sectorId === dead.sectorId,
      )?.code;
      for (const s of [alive, dead]) {
        const res = await signIn(s, code);
        expect(res.status).toBe(200);
        await connect(res.body.token);
      }
      // The connections are recorded (sign-in cleared the attempts' sockets).
      const socketOf = async (id: number) =>
        (
          await t.sql<{ socket_id: string | null }>(
            'select socket_id from exam_attempt where student_id = ?',
            [id],
          )
        )[0].socket_id;
      while (!(await socketOf(dead.id)) || !(await socketOf(alive.id)))
        await new Promise((r) => setTimeout(r, 20));
      // As a SIGKILLed process leaves it: the attempt names a socket of a process with no heartbeat.
      await t.sql("update exam_attempt set socket_id = 'killed-process|abc' where student_id = ?", [dead.id]);
      const dropped = new Promise<ProctorStudentEvent>((resolve) =>
        watcher.on('exam-taking:student', (e) => {
          if (e.student.studentId === dead.id && e.student.status === 'disconnected') resolve(e);
        }),
      );
      // Every process checks each sweep period (200 ms here).
      await dropped;
      const snap = await t.request('GET', proctorPaths.sector(examId, dead.sectorId), { token: staff });
      const status = (id: number) =>
        (snap.body as ProctorSnapshot).students.find((x) => x.studentId === id)?.status;
      expect(status(dead.id)).toBe('disconnected');
      expect(status(alive.id)).not.toBe('disconnected');
      expect(await socketOf(alive.id)).toMatch(/\|/);
      expect(await t.running.app.get(DeadSocketsService).check()).toBe(0);
    });

    it("opens from the course at the proctor screen during the exam's window, at its page otherwise", async () => {
      const admin = await t.login('admin');
      const [{ course_id: courseId }] = await t.sql<{ course_id: number }>(
        'select course_id from exam where id = ?',
        [examId],
      );
      const page = `/exam-generation/${courseId}/${examId}`;
      const redirect = async () => {
        const res = await t.request('GET', `/api/courses/165.1.1./${courseId}/getExamRedirect/${examId}`, {
          token: admin,
        });
        expect(res.status).toBe(200);
        return res.body.redirect as string;
      };
      const startIn = (interval: string) =>
        t.sql(`update exam set starts_at = now() + interval '${interval}' where id = ?`, [examId]);
      try {
        expect(await redirect()).toBe(`${page}/proctor`);
        await startIn('30 minutes'); // students may sign in and wait: the proctor reads out the code
        expect(await redirect()).toBe(`${page}/proctor`);
        await startIn('2 hours');
        expect(await redirect()).toBe(page);
        await startIn('-3 hours');
        expect(await redirect()).toBe(page);
      } finally {
        await openNow();
      }
    });

    it('refuses proctor routes without the right or outside the scope', async () => {
      const viewer = await t.login('viewer');
      expect((await t.request('GET', proctorPaths.accessCodes(examId), { token: viewer })).status).toBe(403);
      const admin = await t.login('admin');
      expect((await t.request('GET', proctorPaths.accessCodes(999999), { token: admin })).status).toBe(404);
    });
  });
});

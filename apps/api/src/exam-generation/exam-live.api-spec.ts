import { type ExamChangedEvent, type ExamWatchAck, examPaths } from '@mizan/domain/exam-generation';
import { MESSAGES } from '@mizan/domain/messages';
import { type ClientToServerEvents, type ServerToClientEvents } from '@mizan/domain/realtime';
import { type Socket } from 'socket.io-client';
import { examBody, type ExamCourse, examCourse, specRows } from '../../test/exams.js';
import { BOOT_TIMEOUT, startTestApp, type TestApp } from '../../test/harness.js';
import { openSocket } from '../../test/sockets.js';

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
const A = '165.7.1.';

describe('165.7.1. exams live: presence, changes after commit, catch-up after a reconnect', () => {
  let t: TestApp;
  let c: ExamCourse;
  const tokens: Record<string, string> = {};
  const sockets: ClientSocket[] = [];

  const connect = (username: string) => openSocket<ClientSocket>(t.url, { token: tokens[username] }, sockets);
  const watch = (socket: ClientSocket, examId: number) =>
    socket.emitWithAck('exam:watch', { examId }) as Promise<ExamWatchAck>;
  const next = <E extends 'exam:changed' | 'exam:presence'>(
    socket: ClientSocket,
    event: E,
    match: (p: Parameters<ServerToClientEvents[E]>[0]) => boolean = () => true,
  ) =>
    new Promise<Parameters<ServerToClientEvents[E]>[0]>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no '${event}' within 5 s`)), 5_000);
      const listener = (payload: Parameters<ServerToClientEvents[E]>[0]) => {
        if (!match(payload)) return;
        clearTimeout(timer);
        socket.off(event, listener as never);
        resolve(payload);
      };
      socket.on(event, listener as never);
    });

  beforeAll(async () => {
    t = await startTestApp(process.env.REDIS_URL ? { redisUrl: process.env.REDIS_URL } : {});
    for (const u of ['examcreator', 'admin', 'creator']) tokens[u] = await t.login(u);
    c = await examCourse(t, 'CHM101', 800);
  }, BOOT_TIMEOUT * 2);
  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await t.close();
  });

  it('shows who has the exam open, sends each change to the others, and catches up after a reconnect', async () => {
    const req = (user: string, method: string, path: string, body?: unknown) =>
      t.request(method, path, { token: tokens[user], body });
    const { examId } = (await req('examcreator', 'POST', examPaths.add(A), examBody(c.courseId))).body;

    const mona = await connect('examcreator');
    const first = await watch(mona, examId);
    expect(first).toMatchObject({
      ok: true,
      lockVersion: 0,
      users: [{ name: { en: 'Mona Exam Committee' } }],
    });
    const admin = await connect('admin');
    const joined = next(mona, 'exam:presence', (p) => p.users.length === 2);
    expect(await watch(admin, examId)).toMatchObject({ ok: true, lockVersion: 0 });
    expect((await joined).users.map((u) => u.name.en)).toEqual(['Mona Exam Committee', expect.any(String)]);

    // A change by the admin reaches Mona's screen, after its commit.
    const seen = next(mona, 'exam:changed');
    const spec = await req('admin', 'PUT', examPaths.specification(A, examId), {
      rows: specRows(c),
      version: 0,
    });
    expect(spec.status).toBe(200);
    expect(await seen).toMatchObject({ examId, kind: 'specification', lockVersion: 1, status: 'draft' });

    // Mona drops off; the admin generates and publishes meanwhile; she comes back and catches up.
    const left = next(admin, 'exam:presence', (p) => p.users.length === 1);
    mona.disconnect();
    expect((await left).users).toHaveLength(1);
    const generated = await req('admin', 'POST', examPaths.generate(A, examId), { seed: 1, version: 1 });
    expect(generated.status).toBe(200);
    expect((await req('admin', 'POST', examPaths.publish(A, examId), { version: 2 })).status).toBe(200);
    const back = await connect('examcreator');
    expect(await watch(back, examId)).toMatchObject({ ok: true, lockVersion: 3 });
    const missed = await req('examcreator', 'GET', examPaths.events(A, examId, 1));
    expect(missed.body.lockVersion).toBe(3);
    expect(missed.body.events.map((e: ExamChangedEvent) => [e.kind, e.lockVersion, e.by.username])).toEqual([
      ['generated', 2, 'admin'],
      ['published', 3, 'admin'],
    ]);
    expect(missed.body.events[0].modelNos).toEqual([0, 1, 2]);

    // A stale write sends nothing.
    const stray: ExamChangedEvent[] = [];
    back.on('exam:changed', (e) => stray.push(e));
    expect(
      (await req('admin', 'PUT', examPaths.specification(A, examId), { rows: specRows(c), version: 1 }))
        .status,
    ).toBe(409);
    await watch(back, examId);
    expect(stray).toEqual([]);
  });

  it('refuses to let a user without the exams view right follow an exam', async () => {
    const [exam] = await t.sql<{ id: number }>('select id from exam limit 1');
    const creator = await connect('creator');
    expect(await watch(creator, exam.id)).toEqual({ ok: false, message: MESSAGES.forbidden });
    expect(await watch(creator, -1)).toEqual({ ok: false, message: MESSAGES.invalidData });
  });
});

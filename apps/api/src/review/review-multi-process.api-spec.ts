import type { ClientToServerEvents, ServerToClientEvents, WatchAck } from '@mizan/domain/realtime';
import type { Socket } from 'socket.io-client';
import { type ApiProcess, call, login } from '../../test/api-process.js';
import { DEMO_PASSWORDS } from '../../test/harness.js';
import { describeMultiProcess, nextEvent, twoProcesses } from '../../test/two-processes.js';
import { type ReviewClient, reviewCourse, reviewQuestions } from '../../test/review.js';

/**
 * The review live across two API processes on one PostgreSQL and one Redis: a decision made
 * through A reaches the sockets on B (Redis adapter), and presence is shared (kept in Redis).
 * Runs the built API (`npm run build` first).
 */
type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
const R = '/api/review-questions/165.2.2.';

describeMultiProcess('review multi-process spec')(
  '165.2.2. review live across two API processes (PostgreSQL + Redis)',
  () => {
    const two = twoProcesses();
    const { sql } = two;
    let a: ApiProcess;
    let b: ApiProcess;
    /** Questions are made over HTTP through A, as users make them. */
    const client: ReviewClient = { sql, request: (method, route, opts) => call(a, method, route, opts) };
    const reviewQuestion = async (f: Awaited<ReturnType<typeof reviewCourse>>) => {
      const [creator, admin, reviewer] = await Promise.all(
        ['creator', 'admin', 'reviewer'].map((u) => login(a, u, DEMO_PASSWORDS[u])),
      );
      return reviewQuestions(client, { creator, admin, reviewer })(f);
    };
    const connect = (api: ApiProcess, token: string) => two.connect<ClientSocket>(api, token);
    const next = <E extends keyof ServerToClientEvents>(
      socket: ClientSocket,
      event: E,
      match?: (p: Parameters<ServerToClientEvents[E]>[0]) => boolean,
    ) => nextEvent<Parameters<ServerToClientEvents[E]>[0]>(socket, event, match);
    const as = (api: ApiProcess, username: string) => login(api, username, DEMO_PASSWORDS[username]);

    beforeAll(() => {
      ({ a, b } = two);
    });

    it("delivers a decision made through A to the question's, course's and creator's sockets on B", async () => {
      const f = await reviewCourse(client);
      const courseId = f.courseId;
      const q = await reviewQuestion(f);
      const [reviewerOnA, creatorOnB, listOnB] = await Promise.all([
        as(a, 'reviewer'),
        as(b, 'creator'),
        as(b, 'viewer'),
      ]);
      const [creatorSocket, listSocket] = await Promise.all([connect(b, creatorOnB), connect(b, listOnB)]);
      expect(await listSocket.emitWithAck('course:watch', { courseId })).toMatchObject({ ok: true });
      const status = next(creatorSocket, 'question:status');
      const notification = next(creatorSocket, 'notification');
      const onList = next(listSocket, 'question:status');

      const res = await call(a, 'POST', `${R}/${q.id}/decision`, {
        token: reviewerOnA,
        body: { decision: 'reject', comment: 'Too long', version: q.lockVersion },
      });
      expect(res.status).toBe(200);
      const seq = (res.body as { seq: number }).seq;
      expect(await status).toMatchObject({
        seq,
        questionId: q.id,
        from: '5.2.',
        to: '5.4.',
        comment: 'Too long',
      });
      expect((await notification).notification).toMatchObject({ seq, kind: 'decision', questionId: q.id });
      expect((await onList).seq).toBe(seq);
    });

    it('shares presence: watchers on A and on B see each other, and the list through either process shows both', async () => {
      const f = await reviewCourse(client);
      const courseId = f.courseId;
      const q = await reviewQuestion(f);
      const [onA, onB] = await Promise.all([as(a, 'admin'), as(b, 'reviewer')]);
      const [socketA, socketB] = await Promise.all([connect(a, onA), connect(b, onB)]);
      await socketA.emitWithAck('question:watch', { questionId: q.id });
      const both = next(socketA, 'question:presence', (p) => p.users.length === 2);
      const ack = (await socketB.emitWithAck('question:watch', { questionId: q.id })) as WatchAck;
      expect(ack.ok && ack.users?.length).toBe(2);
      await both;
      const list = await call(a, 'GET', `${R}/getList?courseId=${courseId}`, { token: onA });
      const row = (list.body as { questions: { questionId: number; watchers: unknown[] }[] }).questions.find(
        (x) => x.questionId === q.id,
      );
      expect(row?.watchers).toHaveLength(2);

      const alone = next(socketA, 'question:presence', (p) => p.users.length === 1);
      socketB.close();
      await alone;

      // A list following the course through B is told of the watcher on A, who joined before it.
      const listSocket = await connect(b, onB);
      const joined = (await listSocket.emitWithAck('course:watch', { courseId })) as WatchAck;
      expect(joined.ok && joined.watchers).toEqual([
        { questionId: q.id, users: [expect.objectContaining({ userId: expect.any(Number) })] },
      ]);
    });
  },
);

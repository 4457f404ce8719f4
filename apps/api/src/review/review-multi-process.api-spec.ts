import {
  type ClientToServerEvents,
  SOCKET_PATH,
  type ServerToClientEvents,
  type WatchAck,
} from '@mizan/domain/realtime';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { type ApiProcess, call, login, requireBuild, startTwo, stopApi } from '../../test/api-process.js';
import { DEMO_PASSWORDS, ownPostgresDatabase } from '../../test/harness.js';
import { type ReviewClient, reviewCourse, reviewQuestions } from '../../test/review.js';

/**
 * The review live across two API processes on one PostgreSQL and one Redis: a decision made
 * through A reaches the sockets on B (Redis adapter), and presence is shared (kept in Redis).
 * Runs the built API (`npm run build` first).
 */
const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const enabled = Boolean(databaseUrl && redisUrl);
if (!enabled)
  console.info('review multi-process spec skipped: it needs both TEST_DATABASE_URL and REDIS_URL');

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
const R = '/api/review-questions/165.2.2.';

(enabled ? describe : describe.skip)(
  '165.2.2. review live across two API processes (PostgreSQL + Redis)',
  () => {
    const apis: ApiProcess[] = [];
    const sockets: ClientSocket[] = [];
    let a: ApiProcess;
    let b: ApiProcess;
    let db: pg.Client;
    const sql = async <T>(text: string, params: unknown[] = []) => {
      let n = 0;
      return (
        await db.query(
          text.replace(/\?/g, () => `$${++n}`),
          params,
        )
      ).rows as T[];
    };
    /** Questions are made over HTTP through A, as users make them. */
    const client: ReviewClient = { sql, request: (method, route, opts) => call(a, method, route, opts) };
    const reviewQuestion = async (f: Awaited<ReturnType<typeof reviewCourse>>) => {
      const [creator, admin, reviewer] = await Promise.all(
        ['creator', 'admin', 'reviewer'].map((u) => login(a, u, DEMO_PASSWORDS[u])),
      );
      return reviewQuestions(client, { creator, admin, reviewer })(f);
    };
    const killAll = () => {
      for (const api of apis) api.child.kill('SIGKILL');
    };
    const connect = (api: ApiProcess, token: string): Promise<ClientSocket> => {
      const socket: ClientSocket = io(api.url, {
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
    const next = <E extends keyof ServerToClientEvents>(
      socket: ClientSocket,
      event: E,
      match: (p: Parameters<ServerToClientEvents[E]>[0]) => boolean = () => true,
      ms = 5_000,
    ) =>
      new Promise<Parameters<ServerToClientEvents[E]>[0]>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no '${event}' within ${ms} ms`)), ms);
        const listener = (payload: Parameters<ServerToClientEvents[E]>[0]) => {
          if (!match(payload)) return;
          clearTimeout(timer);
          socket.off(event as keyof ServerToClientEvents, listener as never);
          resolve(payload);
        };
        socket.on(event as keyof ServerToClientEvents, listener as never);
      });
    const as = (api: ApiProcess, username: string) => login(api, username, DEMO_PASSWORDS[username]);

    beforeAll(async () => {
      requireBuild();
      const own = await ownPostgresDatabase(databaseUrl!);
      process.once('exit', killAll);
      [a, b] = await startTwo({ databaseUrl: own, redisUrl: redisUrl! });
      apis.push(a, b);
      db = new pg.Client({ connectionString: own });
      await db.connect();
    }, 120_000);
    afterEach(() => {
      for (const socket of sockets.splice(0)) socket.close();
    });
    afterAll(async () => {
      await db?.end();
      await Promise.all(apis.map(stopApi));
      process.off('exit', killAll);
    }, 30_000);

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
    });
  },
);

import { MESSAGES } from '@mizan/domain/messages';
import {
  type ClientToServerEvents,
  rooms,
  type ServerToClientEvents,
  type WatchAck,
} from '@mizan/domain/realtime';
import { questionPaths } from '@mizan/domain/questions';
import type { ReviewEventsResponse } from '@mizan/domain/review';
import { Redis } from 'ioredis';
import { type Socket } from 'socket.io-client';
import { BOOT_TIMEOUT, startTestApp, type TestApp } from '../../test/harness.js';
import type { CourseFixture } from '../../test/questions.js';
import { reviewCourse, reviewQuestions } from '../../test/review.js';
import { openSocket } from '../../test/sockets.js';

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
type EventName = keyof ServerToClientEvents;

const R = '/api/review-questions/165.2.2.';

describe('165.2.2. review live: rooms, presence, notifications and catch-up over socket.io', () => {
  let t: TestApp;
  const sockets: ClientSocket[] = [];
  const tokens: Record<string, string> = {};
  const users: Record<string, number> = {};
  let f: CourseFixture;
  let courseId: number;
  let reviewQuestion: ReturnType<typeof reviewQuestions>;

  const connect = (username: string, opts: { reconnection?: boolean } = {}) =>
    openSocket<ClientSocket>(t.url, { token: tokens[username] }, sockets, opts);
  const watchQuestion = (socket: ClientSocket, questionId: number) =>
    socket.emitWithAck('question:watch', { questionId }) as Promise<WatchAck>;
  const watchCourse = (socket: ClientSocket, id: number) =>
    socket.emitWithAck('course:watch', { courseId: id }) as Promise<WatchAck>;
  /** Every `event` the socket receives from now on (payloads only). */
  const record = <E extends EventName>(socket: ClientSocket, event: E) => {
    const seen: Parameters<ServerToClientEvents[E]>[0][] = [];
    socket.on(event as EventName, ((payload: never) => seen.push(payload)) as never);
    return seen;
  };
  /** Resolves with the first `event` payload that matches. */
  const next = <E extends EventName>(
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
        socket.off(event as EventName, listener as never);
        resolve(payload);
      };
      socket.on(event as EventName, listener as never);
    });
  /**
   * A round trip on the socket: the server writes to a socket in order, so whatever it emitted to
   * it before answering has arrived when this resolves (the emits of a request happen before its answer).
   */
  const flush = (socket: ClientSocket) => socket.emitWithAck('course:watch', { courseId });

  beforeAll(async () => {
    // With REDIS_URL the same checks run through the Redis adapter, with presence kept in Redis.
    t = await startTestApp(process.env.REDIS_URL ? { redisUrl: process.env.REDIS_URL } : {});
    const names = ['reviewer', 'admin', 'creator', 'viewer', 'examcreator'];
    const issued = await Promise.all(names.map((u) => t.login(u)));
    names.forEach((u, i) => {
      tokens[u] = issued[i];
    });
    for (const r of await t.sql<{ id: number; username: string }>('select id, username from app_user'))
      users[r.username] = r.id;
    reviewQuestion = reviewQuestions(t, tokens as { creator: string; admin: string; reviewer: string });
    f = await reviewCourse(t);
    courseId = f.courseId;
  }, BOOT_TIMEOUT);
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });
  afterAll(() => t.close());

  it("delivers a decision to the question's room, the course's room and the creator's room, once each", async () => {
    const q = await reviewQuestion(f);
    const [inQuestion, inCourse, creatorAnywhere, inBoth, stranger] = await Promise.all([
      connect('admin'),
      connect('reviewer'),
      connect('creator'),
      connect('viewer'),
      connect('examcreator'),
    ]);
    expect(await watchQuestion(inQuestion, q.id)).toMatchObject({ ok: true });
    expect(await watchCourse(inCourse, courseId)).toMatchObject({ ok: true });
    await watchQuestion(inBoth, q.id);
    await watchCourse(inBoth, courseId);
    const all = [inQuestion, inCourse, creatorAnywhere, inBoth, stranger];
    const seen = all.map((s) => record(s, 'question:status'));

    const res = await t.request('POST', `${R}/${q.id}/decision`, {
      token: tokens.reviewer,
      body: { decision: 'reject', comment: 'Unclear stem', version: q.lockVersion },
    });
    expect(res.status).toBe(200);
    await Promise.all(all.map(flush));
    const expected = {
      seq: res.body.seq,
      questionId: q.id,
      courseId,
      questionType: '3.4.',
      from: '5.2.',
      to: '5.4.',
      version: res.body.version,
      by: {
        userId: users.reviewer,
        username: 'reviewer',
        name: expect.objectContaining({ en: expect.any(String) }),
      },
      at: expect.any(String),
      comment: 'Unclear stem',
    };
    expect(seen.slice(0, 4)).toEqual([[expected], [expected], [expected], [expected]]);
    expect(seen[4]).toEqual([]);
  });

  it('delivers comments to the rooms and a notification with the unread count to the creator', async () => {
    const q = await reviewQuestion(f);
    const [watcher, creator] = await Promise.all([connect('admin'), connect('creator')]);
    await watchQuestion(watcher, q.id);
    const comment = next(watcher, 'question:comment');
    const forCreator = next(creator, 'question:comment');
    const notification = next(
      creator,
      'notification',
      (n) => n.notification.kind !== 'reservation' && n.notification.questionId === q.id,
    );
    const res = await t.request('POST', `${R}/${q.id}/comments`, {
      token: tokens.reviewer,
      body: { body: 'Which unit?' },
    });
    expect(res.status).toBe(200);
    expect(await comment).toEqual({
      seq: res.body.seq,
      questionId: q.id,
      courseId,
      action: 'added',
      comment: res.body.comment,
    });
    expect((await forCreator).seq).toBe(res.body.seq);
    const n = await notification;
    expect(n.notification).toMatchObject({
      kind: 'comment',
      seq: res.body.seq,
      comment: 'Which unit?',
      read: false,
    });
    const unread = (await t.request('GET', '/api/notifications', { token: tokens.creator })).body.unread;
    expect(n.unread).toBe(unread);

    const resolved = next(watcher, 'question:comment', (e) => e.action === 'resolved');
    await t.request('PATCH', `${R}/${q.id}/comments/${res.body.comment.commentId}`, {
      token: tokens.reviewer,
      body: { resolved: true },
    });
    expect((await resolved).comment.resolved).toBe(true);
  });

  it("delivers a reviewer's stem fix to whoever has the question open: the creator reads the new stem", async () => {
    const q = await reviewQuestion(f);
    const [creatorView, creatorElsewhere, stranger] = await Promise.all([
      connect('creator'),
      connect('creator'),
      connect('examcreator'),
    ]);
    expect(await watchQuestion(creatorView, q.id)).toMatchObject({ ok: true });
    const seen = [creatorView, creatorElsewhere, stranger].map((s) => record(s, 'question:stem'));
    const stem = '<p>Is the sum of the interior angles of a triangle 180 degrees?</p>';
    const res = await t.request('PUT', `${R}/${q.id}/stem`, {
      token: tokens.reviewer,
      body: { stem, version: q.lockVersion },
    });
    expect(res.status).toBe(200);
    await Promise.all([creatorView, creatorElsewhere, stranger].map(flush));
    const expected = {
      seq: res.body.seq,
      questionId: q.id,
      courseId,
      version: res.body.lockVersion,
      revision: res.body.revision,
      by: expect.objectContaining({ userId: users.reviewer, username: 'reviewer' }),
      at: expect.any(String),
    };
    // Once to the socket in the question's room (also the creator's), once to the creator's other tab.
    expect(seen).toEqual([[expected], [expected], []]);
    // What the creator's view page loads on the event: the fixed stem.
    const view = await t.request('GET', questionPaths.one('165.2.1.', q.id), { token: tokens.creator });
    expect(view.status).toBe(200);
    expect(view.body.question.stem).toBe(stem);
    expect(view.body.revision).toBe(res.body.revision);
    expect(view.body.lastSeq).toBeGreaterThanOrEqual(res.body.seq);
    // Logged: a client that was away gets it with its catch-up.
    const catchUp = await t.request(
      'GET',
      `/api/review-questions/165.2.1./events?since=${res.body.seq - 1}&questionId=${q.id}`,
      { token: tokens.creator },
    );
    expect(catchUp.body.events).toEqual([{ event: 'question:stem', payload: expected }]);
  });

  it('refuses to watch what the user may not see, and leaves the socket out of the room', async () => {
    const outside = await reviewQuestion(await reviewCourse(t, 'SCI-MTH'), { creator: 'admin' });
    const inside = await reviewQuestion(f);
    const [reviewer, noRight] = await Promise.all([connect('reviewer'), connect('examcreator')]);
    expect(await watchQuestion(reviewer, outside.id)).toEqual({ ok: false, message: MESSAGES.notFound });
    expect(await watchQuestion(reviewer, 0)).toEqual({ ok: false, message: MESSAGES.invalidData });
    expect(await watchQuestion(noRight, inside.id)).toEqual({ ok: false, message: MESSAGES.forbidden });
    expect(await watchCourse(noRight, courseId)).toEqual({ ok: false, message: MESSAGES.forbidden });
    const seen = record(noRight, 'question:status');
    await t.request('POST', `${R}/${inside.id}/decision`, {
      token: tokens.reviewer,
      body: { decision: 'approve', version: inside.lockVersion },
    });
    await flush(noRight);
    expect(seen).toEqual([]);
  });

  it('shows who is looking at a question, to its room, its course and in the review list', async () => {
    const q = await reviewQuestion(f);
    const [reviewer, admin, listWatcher] = await Promise.all([
      connect('reviewer'),
      connect('admin'),
      connect('viewer'),
    ]);
    await watchCourse(listWatcher, courseId);
    const first = await watchQuestion(reviewer, q.id);
    expect(first).toEqual({
      ok: true,
      lastSeq: expect.any(Number),
      users: [{ userId: users.reviewer, name: expect.any(Object) }],
    });

    const both = next(reviewer, 'question:presence', (p) => p.users.length === 2);
    const onList = next(listWatcher, 'question:presence', (p) => p.users.length === 2);
    await watchQuestion(admin, q.id);
    expect((await both).users.map((u) => u.userId)).toEqual([users.reviewer, users.admin]);
    expect(await onList).toMatchObject({ questionId: q.id, courseId });

    const list = await t.request('GET', `${R}/getList?courseId=${courseId}&limit=50`, {
      token: tokens.viewer,
    });
    const row = list.body.questions.find((x: { questionId: number }) => x.questionId === q.id);
    expect(row.watchers.map((w: { userId: number }) => w.userId).sort()).toEqual(
      [users.reviewer, users.admin].sort(),
    );

    // A second tab of the same user is still one person looking.
    const adminTab = await connect('admin');
    await watchQuestion(adminTab, q.id);
    expect((await t.request('GET', `${R}/${q.id}`, { token: tokens.reviewer })).body.watchers).toHaveLength(
      2,
    );

    const alone = next(reviewer, 'question:presence', (p) => p.users.length === 1);
    admin.close();
    adminTab.emit('question:unwatch', { questionId: q.id });
    expect((await alone).users).toEqual([{ userId: users.reviewer, name: expect.any(Object) }]);
  });

  it('tells a list that starts following a course who already watches its questions (joined before it)', async () => {
    const q = await reviewQuestion(f);
    const [creator, list] = await Promise.all([connect('creator'), connect('reviewer')]);
    const watchersOf = (ack: WatchAck) =>
      ack.ok ? ack.watchers?.find((w) => w.questionId === q.id)?.users : undefined;
    expect(watchersOf(await watchCourse(list, courseId))).toBeUndefined();
    // The creator opens the question before the list joins its course: no event reaches the list.
    await watchQuestion(creator, q.id);
    const late = await connect('viewer');
    expect(watchersOf(await watchCourse(late, courseId))).toEqual([
      { userId: users.creator, name: expect.any(Object) },
    ]);
    // Once the creator has gone, a list joining later is told of no one on it.
    const gone = next(late, 'question:presence', (p) => p.questionId === q.id && p.users.length === 0);
    creator.close();
    await gone;
    expect(watchersOf(await watchCourse(await connect('admin'), courseId))).toBeUndefined();
    // Only the course asked for: the other course's list hears nothing of this question.
    const other = await connect('admin');
    await watchQuestion(other, q.id);
    const otherCourse = await t.sql<{ id: number }>('select id from course where id <> ? limit 1', [
      courseId,
    ]);
    const ack = await watchCourse(await connect('admin'), otherCourse[0].id);
    expect(ack.ok && ack.watchers?.some((w) => w.questionId === q.id)).toBe(false);
  });

  // Only Redis outlives a process: in one process's memory, a dead process's entries cannot exist.
  (process.env.REDIS_URL ? it : it.skip)(
    "forgets a killed process's watchers: not in a course's answer, and their question leaves its set",
    async () => {
      const q = await reviewQuestion(f);
      const redis = new Redis(process.env.REDIS_URL!);
      try {
        // As a SIGKILLed process leaves them: an entry naming a process with no heartbeat, its question indexed.
        const presence = `${t.config.redisPrefix}:presence`;
        const group = `${presence}:group:${rooms.course(courseId)}`;
        const watcher = { userId: users.creator, name: { ar: 'م', en: 'C' }, at: Date.now() };
        await redis.hset(`${presence}:${q.id}`, 'killed-process|abc', JSON.stringify(watcher));
        await redis.sadd(group, String(q.id));
        const ack = await watchCourse(await connect('reviewer'), courseId);
        expect(ack.ok && ack.watchers?.some((w) => w.questionId === q.id)).toBe(false);
        expect(await redis.sismember(group, String(q.id))).toBe(0);
        expect(await redis.exists(`${presence}:${q.id}`)).toBe(0);
        // A live watcher of the same question is indexed again as it joins.
        await watchQuestion(await connect('creator'), q.id);
        expect(await redis.sismember(group, String(q.id))).toBe(1);
      } finally {
        redis.disconnect();
      }
    },
  );

  it('loses no event across a reconnect: the client catches up from its cursor with since=', async () => {
    const q = await reviewQuestion(f);
    const creator = await connect('creator', { reconnection: true });
    const ack = await watchQuestion(creator, q.id);
    if (!ack.ok) throw new Error('watch refused');
    const received: number[] = [];
    creator.on('question:status', (e) => received.push(e.seq));
    creator.on('question:comment', (e) => received.push(e.seq));

    // The client leaves (a closed laptop): no recovery, its rooms are gone on the server.
    creator.disconnect();
    const missed: number[] = [];
    const comment = await t.request('POST', `${R}/${q.id}/comments`, {
      token: tokens.reviewer,
      body: { body: 'x' },
    });
    missed.push(comment.body.seq);
    const decision = await t.request('POST', `${R}/${q.id}/decision`, {
      token: tokens.reviewer,
      body: { decision: 'approve', version: q.lockVersion },
    });
    missed.push(decision.body.seq);

    // The documented algorithm: reconnect, watch again, then fetch what came after the cursor.
    creator.connect();
    await new Promise<void>((resolve) => creator.once('connect', () => resolve()));
    expect(creator.recovered).toBeFalsy();
    await watchQuestion(creator, q.id);
    const catchUp = await t.request(
      'GET',
      `/api/review-questions/165.2.1./events?since=${ack.lastSeq}&questionId=${q.id}`,
      { token: tokens.creator },
    );
    const body = catchUp.body as ReviewEventsResponse;
    expect(body.complete).toBe(true);
    expect(body.events.map((e) => e.payload.seq)).toEqual(missed);
    expect(body.notifications.map((n) => n.seq)).toEqual(missed);
    expect(received).toEqual([]);

    // Live again: the next event arrives on the socket, past the new cursor.
    const reopened = next(creator, 'question:status');
    const reopen = await t.request('POST', `${R}/${q.id}/decision`, {
      token: tokens.reviewer,
      body: { decision: 'reopen', version: decision.body.version },
    });
    expect((await reopened).seq).toBe(reopen.body.seq);
    expect(reopen.body.seq).toBeGreaterThan(body.lastSeq);
  });
});

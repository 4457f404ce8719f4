import { MESSAGES } from '@mizan/domain/messages';
import { REVIEW_MESSAGES, transitionNotAllowedText } from '@mizan/domain/review';
import { QUESTION_STATUSES } from '@mizan/domain/codes';
import { questionPaths, type TimelineEntry } from '@mizan/domain/questions';
import {
  type ClientToServerEvents,
  type NotificationEvent,
  type ServerToClientEvents,
} from '@mizan/domain/realtime';
import { type Socket } from 'socket.io-client';
import { BOOT_TIMEOUT, startTestApp, type TestApp } from '../../test/harness.js';
import { addQuestion, type CourseFixture, content, courseFixture } from '../../test/questions.js';
import { reviewCourse, reviewQuestions } from '../../test/review.js';
import { openSocket } from '../../test/sockets.js';

const R = '/api/review-questions/165.2.2.';

describe('165.2.2. review API: decisions, comments, notifications, catch-up', () => {
  let t: TestApp;
  let reviewer: string;
  let admin: string;
  let creator: string;
  let viewer: string;
  let f: CourseFixture;
  let courseId: number;
  let reviewQuestion: ReturnType<typeof reviewQuestions>;
  const users: Record<string, number> = {};

  const decide = (questionId: number, body: Record<string, unknown>, token = reviewer) =>
    t.request('POST', `${R}/${questionId}/decision`, { token, body });
  const status = async (questionId: number) =>
    (await t.request('GET', questionPaths.one('165.2.1.', questionId), { token: admin })).body.status;
  const timeline = async (questionId: number): Promise<TimelineEntry[]> =>
    (await t.request('GET', `${questionPaths.one('165.2.1.', questionId)}/timeline`, { token: admin })).body
      .timeline;
  const lockVersion = async (questionId: number): Promise<number> =>
    (await t.request('GET', `${R}/${questionId}`, { token: admin })).body.lockVersion;

  beforeAll(async () => {
    t = await startTestApp();
    [reviewer, admin, creator, viewer] = await Promise.all(
      ['reviewer', 'admin', 'creator', 'viewer'].map((u) => t.login(u)),
    );
    for (const r of await t.sql<{ id: number; username: string }>('select id, username from app_user'))
      users[r.username] = r.id;
    reviewQuestion = reviewQuestions(t, { creator, admin, reviewer });
    f = await reviewCourse(t);
    courseId = f.courseId;
  }, BOOT_TIMEOUT);
  afterAll(() => t.close());

  describe('decisions (SPEC 4 transitions)', () => {
    it('approves a pending question: 200 {status, version}, the timeline records who and when', async () => {
      const q = await reviewQuestion(f);
      const res = await decide(q.id, { decision: 'approve', version: q.lockVersion });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        status: '5.3.',
        version: q.lockVersion + 1,
        message: REVIEW_MESSAGES.approved,
        seq: expect.any(Number),
      });
      expect(await status(q.id)).toBe('5.3.');
      expect((await timeline(q.id))[0]).toMatchObject({
        kind: 'status',
        from: '5.2.',
        to: '5.3.',
        by: { userId: users.reviewer },
      });
    });

    it('rejects a pending question with a comment, stored on the timeline and as a comment', async () => {
      const q = await reviewQuestion(f);
      const res = await decide(q.id, {
        decision: 'reject',
        comment: '  Option b is also right  ',
        version: q.lockVersion,
      });
      expect(res.status).toBe(200);
      expect(res.body.status).toBe('5.4.');
      expect((await timeline(q.id))[0]).toMatchObject({ kind: 'status', comment: 'Option b is also right' });
      const comments = await t.request('GET', `${R}/${q.id}/comments`, { token: reviewer });
      expect(comments.body.comments).toEqual([
        expect.objectContaining({
          body: 'Option b is also right',
          parentId: null,
          author: { userId: users.reviewer, username: 'reviewer', name: expect.any(Object) },
          resolved: false,
        }),
      ]);
    });

    it('reopens an approved question to complete; the next decision needs the new version', async () => {
      const q = await reviewQuestion(f, { status: '5.3.' });
      const res = await decide(q.id, { decision: 'reopen', version: q.lockVersion });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: '5.6.', message: REVIEW_MESSAGES.reopened });
      expect(await status(q.id)).toBe('5.6.');
    });

    it.each([
      ['approve', '5.3.'],
      ['approve', '5.4.'],
      ['approve', '5.6.'],
      ['approve', '5.1.'],
      ['reject', '5.3.'],
      ['reject', '5.6.'],
      ['reopen', '5.2.'],
      ['reopen', '5.4.'],
      ['reopen', '5.6.'],
    ] as const)('refuses to %s a question in status %s: 422 with {ar, en}', async (decision, from) => {
      const q = await reviewQuestion(f, { status: from });
      const res = await decide(q.id, { decision, version: q.lockVersion });
      expect(res.status).toBe(422);
      expect(res.body.message).toEqual(transitionNotAllowedText(decision, QUESTION_STATUSES[from]));
      expect(await status(q.id)).toBe(from);
    });

    it('refuses a stale version with 409 and writes nothing', async () => {
      const q = await reviewQuestion(f);
      const before = await timeline(q.id);
      const res = await decide(q.id, { decision: 'approve', version: q.lockVersion + 5 });
      expect(res.status).toBe(409);
      expect(res.body.message).toEqual(REVIEW_MESSAGES.staleVersion);
      expect(await status(q.id)).toBe('5.2.');
      expect(await timeline(q.id)).toEqual(before);
    });

    it('lets exactly one of two reviewers deciding at once win; the other gets 409', async () => {
      for (let round = 0; round < 3; round++) {
        const q = await reviewQuestion(f);
        const results = await Promise.all([
          decide(q.id, { decision: 'approve', version: q.lockVersion }, reviewer),
          decide(q.id, { decision: 'reject', version: q.lockVersion }, admin),
        ]);
        expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
        const winner = results.find((r) => r.status === 200)!;
        expect(await status(q.id)).toBe(winner.body.status);
        const decided = (await timeline(q.id)).filter((e) => e.kind === 'status' && e.from === '5.2.');
        expect(decided).toHaveLength(1);
        expect(results.find((r) => r.status === 409)!.body.message).toEqual(REVIEW_MESSAGES.staleVersion);
      }
    });

    it("refuses a reviewer's decision on their own question with 403", async () => {
      const q = await reviewQuestion(f, { creator: 'admin' });
      const res = await decide(q.id, { decision: 'approve', version: q.lockVersion }, admin);
      expect(res.status).toBe(403);
      expect(res.body.message).toEqual(REVIEW_MESSAGES.ownQuestion);
      expect(await status(q.id)).toBe('5.2.');
    });

    it('needs the edit right of 165.2.2.: view-only reviewers and creators get 403', async () => {
      const q = await reviewQuestion(f);
      for (const token of [viewer, creator]) {
        const res = await decide(q.id, { decision: 'approve', version: q.lockVersion }, token);
        expect(res.status).toBe(403);
        expect(res.body.message).toEqual(MESSAGES.forbidden);
      }
      expect(await status(q.id)).toBe('5.2.');
    });

    it('answers 404 for a question outside the scope, deleted, unknown or not an id', async () => {
      const outside = await reviewQuestion(await reviewCourse(t, 'SCI-MTH'), { creator: 'admin' });
      const deleted = await reviewQuestion(f, { status: '5.5.' });
      for (const id of [outside.id, deleted.id, 999999, 'abc']) {
        const res = await t.request('POST', `${R}/${id}/decision`, {
          token: reviewer,
          body: { decision: 'approve', version: 1 },
        });
        expect(res.status).toBe(404);
      }
    });

    it('validates the body per field (422)', async () => {
      const q = await reviewQuestion(f);
      const res = await decide(q.id, { decision: 'accept', comment: 'x'.repeat(2001), extra: 1 });
      expect(res.status).toBe(422);
      expect(Object.keys(res.body.fields).sort()).toEqual(['comment', 'decision', 'extra', 'version']);
    });
  });

  describe('stem fix: PUT 165.2.2./{questionId}/stem (a minor edit by the reviewer)', () => {
    const saveStem = (questionId: number | string, body: Record<string, unknown>, token = reviewer) =>
      t.request('PUT', `${R}/${questionId}/stem`, { token, body });

    /** A complete question of the creator's in CIV101, sent for review: its id and lock version. */
    async function pending(stem: string) {
      const f = await courseFixture(t, 'CIV101');
      const id = await addQuestion(t, creator, f, content(f, '3.4.', stem));
      const submitted = await t.request('POST', questionPaths.submit(id), {
        token: creator,
        body: { version: 1, revision: 0 },
      });
      expect(submitted.status).toBe(200);
      return { id, lockVersion: await lockVersion(id) };
    }

    it('saves the stem as a minor edit: still pending, same version, next revision, new lock version', async () => {
      const q = await pending(`<p>Is the sum of the angels of a triangle 180? ${Math.random()}</p>`);
      const before = await t.request('GET', questionPaths.one('165.2.2.', q.id), { token: reviewer });
      const stem = '<p>Is the sum of the <strong>angles</strong> of a triangle 180?<script>x()</script></p>';
      const res = await saveStem(q.id, { stem, version: q.lockVersion });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        version: 1,
        revision: 1,
        lockVersion: q.lockVersion + 1,
        message: REVIEW_MESSAGES.stemSaved,
        seq: expect.any(Number),
      });
      const after = await t.request('GET', questionPaths.one('165.2.2.', q.id), { token: reviewer });
      expect(after.body).toMatchObject({ status: '5.2.', version: 1, revision: 1 });
      // Sanitised; every other part as it was.
      expect(after.body.question.stem).toBe(
        '<p>Is the sum of the <strong>angles</strong> of a triangle 180?</p>',
      );
      expect({ ...after.body.question, stem: '' }).toEqual({ ...before.body.question, stem: '' });
      // The stored plain text follows (what the lists show and search).
      const listed = await t.request(
        'GET',
        `${R}/getList?courseId=${after.body.courseId}&text=angles&limit=50`,
        {
          token: reviewer,
        },
      );
      expect(listed.body.questions.find((x: { questionId: number }) => x.questionId === q.id)?.text).toBe(
        'Is the sum of the angles of a triangle 180?',
      );
      const timeline = await t.request('GET', `${questionPaths.one('165.2.2.', q.id)}/timeline`, {
        token: reviewer,
      });
      expect(timeline.body.timeline[0]).toMatchObject({
        kind: 'version',
        version: 1,
        revision: 1,
        editType: '0',
        by: { username: 'reviewer' },
      });
      expect(timeline.body.timeline.filter((e: { kind: string }) => e.kind === 'status')).toHaveLength(1);

      // The decision's version is the lock version: the one read before the fix is stale now.
      const stale = await decide(q.id, { decision: 'approve', version: q.lockVersion });
      expect(stale.status).toBe(409);
      const ok = await decide(q.id, { decision: 'approve', version: res.body.lockVersion });
      expect(ok.status).toBe(200);
      expect(await status(q.id)).toBe('5.3.');
    });

    it('refuses to empty the stem (422 on stem) and writes nothing', async () => {
      const q = await pending(`<p>Water boils at 100 degrees at sea level ${Math.random()}</p>`);
      for (const stem of ['', '<p> </p>']) {
        const res = await saveStem(q.id, { stem, version: q.lockVersion });
        expect(res.status).toBe(422);
        expect(res.body.fields).toEqual({ stem: MESSAGES.required });
      }
      const detail = await t.request('GET', questionPaths.one('165.2.2.', q.id), { token: reviewer });
      expect(detail.body.revision).toBe(0);
      expect(await lockVersion(q.id)).toBe(q.lockVersion);
    });

    it('checks right, scope, own question, lock version, status and body, in that order', async () => {
      const q = await reviewQuestion(f);
      const before = await timeline(q.id);
      const body = { stem: '<p>x</p>', version: q.lockVersion };
      for (const token of [viewer, creator]) {
        const res = await saveStem(q.id, body, token);
        expect(res.status).toBe(403);
        expect(res.body.message).toEqual(MESSAGES.forbidden);
      }
      const outside = await reviewQuestion(await reviewCourse(t, 'SCI-MTH'), { creator: 'admin' });
      for (const id of [outside.id, 999999, 'abc'])
        expect((await saveStem(id, { ...body, version: outside.lockVersion })).status).toBe(404);
      const own = await reviewQuestion(f, { creator: 'admin' });
      const mine = await saveStem(own.id, { ...body, version: own.lockVersion }, admin);
      expect(mine.status).toBe(403);
      expect(mine.body.message).toEqual(REVIEW_MESSAGES.ownQuestionStem);
      const stale = await saveStem(q.id, { ...body, version: q.lockVersion + 3 });
      expect(stale.status).toBe(409);
      expect(stale.body.message).toEqual(REVIEW_MESSAGES.staleVersion);
      for (const from of ['5.3.', '5.4.', '5.6.'] as const) {
        const other = await reviewQuestion(f, { status: from });
        const res = await saveStem(other.id, { ...body, version: other.lockVersion });
        expect(res.status).toBe(422);
        expect(res.body.message).toEqual(REVIEW_MESSAGES.stemNotPending);
      }
      const bad = await saveStem(q.id, { stem: 3, extra: true });
      expect(bad.status).toBe(422);
      expect(Object.keys(bad.body.fields).sort()).toEqual(['extra', 'stem', 'version']);
      expect(await timeline(q.id)).toEqual(before);
    });
  });

  describe('review list and state', () => {
    it('lists the pending questions of a course by default, with filters, paging and who can decide', async () => {
      const course = await reviewCourse(t);
      const mine = await reviewQuestion(course, { creator: 'admin', text: 'Define stress and strain' });
      const other = await reviewQuestion(course, { text: 'State Hooke law' });
      await reviewQuestion(course, { status: '5.3.' });
      const res = await t.request('GET', `${R}/getList?courseId=${course.courseId}`, { token: admin });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ currentPage: 1, totalItems: 2, lastSeq: expect.any(Number) });
      expect(res.body.rights).toEqual(expect.arrayContaining(['9.2.', '9.4.']));
      expect(res.body.questions.map((q: { questionId: number }) => q.questionId)).toEqual([
        mine.id,
        other.id,
      ]);
      expect(res.body.questions[0]).toMatchObject({
        status: '5.2.',
        lockVersion: mine.lockVersion,
        canDecide: false,
        watchers: [],
        openComments: 0,
        creator: { userId: users.admin },
      });
      expect(res.body.questions[1].canDecide).toBe(true);

      const approved = await t.request('GET', `${R}/getList?courseId=${course.courseId}&status=5.3.`, {
        token: admin,
      });
      expect(approved.body.totalItems).toBe(1);
      const text = await t.request('GET', `${R}/getList?courseId=${course.courseId}&text=hooke`, {
        token: admin,
      });
      expect(text.body.questions.map((q: { questionId: number }) => q.questionId)).toEqual([other.id]);
      const paged = await t.request('GET', `${R}/getList?courseId=${course.courseId}&limit=5&page=2`, {
        token: admin,
      });
      expect(paged.body).toMatchObject({ currentPage: 2, totalItems: 2, questions: [] });
    });

    it('refuses a course outside the scope (404), a missing right (403) and bad filters (422)', async () => {
      const outside = (await reviewCourse(t, 'SCI-PHY')).courseId;
      expect((await t.request('GET', `${R}/getList?courseId=${outside}`, { token: reviewer })).status).toBe(
        404,
      );
      expect((await t.request('GET', `${R}/getList?courseId=${courseId}`, { token: creator })).status).toBe(
        403,
      );
      const bad = await t.request('GET', `${R}/getList?courseId=x&status=5.5.&limit=7`, { token: reviewer });
      expect(bad.status).toBe(422);
      expect(Object.keys(bad.body.fields).sort()).toEqual(['courseId', 'limit', 'status']);
    });

    it('gives the review state: lock version, the decisions open to the caller, its creator', async () => {
      const q = await reviewQuestion(f);
      const res = await t.request('GET', `${R}/${q.id}`, { token: reviewer });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        questionId: q.id,
        courseId,
        status: '5.2.',
        lockVersion: q.lockVersion,
        canDecide: true,
        decisions: ['approve', 'reject'],
        creator: { userId: users.creator, username: 'creator' },
      });
      const viewOnly = await t.request('GET', `${R}/${q.id}`, { token: viewer });
      expect(viewOnly.body).toMatchObject({ canDecide: false, decisions: [] });
    });
  });

  describe('comments', () => {
    it('keeps threads with anchors; the creator reads and answers through 165.2.1.; threads resolve', async () => {
      const q = await reviewQuestion(f);
      const anchor = { field: 'stem', start: 'AQLn0Y8BBA==', end: 'AQLn0Y8BCA==', quote: 'triangle' };
      const first = await t.request('POST', `${R}/${q.id}/comments`, {
        token: reviewer,
        body: { body: 'Say which triangle', anchor },
      });
      expect(first.status).toBe(200);
      expect(first.body.comment).toMatchObject({ body: 'Say which triangle', anchor, parentId: null });
      const threadId = first.body.comment.commentId;

      const reply = await t.request('POST', `/api/review-questions/165.2.1./${q.id}/comments`, {
        token: creator,
        body: { body: 'A plane triangle', parentId: threadId },
      });
      expect(reply.status).toBe(200);
      expect(reply.body.seq).toBeGreaterThan(first.body.seq);

      const read = await t.request('GET', `/api/review-questions/165.2.1./${q.id}/comments`, {
        token: creator,
      });
      expect(read.status).toBe(200);
      expect(
        read.body.comments.map((c: { body: string; parentId: number | null }) => [c.body, c.parentId]),
      ).toEqual([
        ['Say which triangle', null],
        ['A plane triangle', threadId],
      ]);

      const list = await t.request('GET', `${R}/getList?courseId=${courseId}&limit=50`, { token: reviewer });
      const row = list.body.questions.find((x: { questionId: number }) => x.questionId === q.id);
      expect(row.openComments).toBe(1);

      const replyId = reply.body.comment.commentId;
      const onReply = await t.request('PATCH', `${R}/${q.id}/comments/${replyId}`, {
        token: reviewer,
        body: { resolved: true },
      });
      expect(onReply.status).toBe(422);
      expect(onReply.body.message).toEqual(REVIEW_MESSAGES.onlyThreadResolvable);

      const resolved = await t.request('PATCH', `${R}/${q.id}/comments/${threadId}`, {
        token: reviewer,
        body: { resolved: true },
      });
      expect(resolved.status).toBe(200);
      expect(resolved.body.comment).toMatchObject({
        resolved: true,
        resolvedBy: { userId: users.reviewer, username: 'reviewer' },
      });
      const reopened = await t.request(
        'PATCH',
        `/api/review-questions/165.2.1./${q.id}/comments/${threadId}`,
        {
          token: creator,
          body: { resolved: false },
        },
      );
      expect(reopened.body.comment).toMatchObject({ resolved: false, resolvedBy: null });
    });

    it("refuses a reply to another question's comment, a bad anchor, and writers without the right", async () => {
      const a = await reviewQuestion(f);
      const b = await reviewQuestion(f);
      const c = await t.request('POST', `${R}/${a.id}/comments`, { token: reviewer, body: { body: 'On a' } });
      const cross = await t.request('POST', `${R}/${b.id}/comments`, {
        token: reviewer,
        body: { body: 'On b', parentId: c.body.comment.commentId },
      });
      expect(cross.status).toBe(422);
      expect(cross.body.fields.parentId).toEqual(REVIEW_MESSAGES.parentNotFound);
      const badAnchor = await t.request('POST', `${R}/${a.id}/comments`, {
        token: reviewer,
        body: { body: 'x', anchor: { field: 'stem', start: 'not base64!', end: '', quote: 'q' } },
      });
      expect(badAnchor.status).toBe(422);
      expect(Object.keys(badAnchor.body.fields).sort()).toEqual(['anchor.end', 'anchor.start']);
      expect(
        (await t.request('POST', `${R}/${a.id}/comments`, { token: viewer, body: { body: 'x' } })).status,
      ).toBe(403);
      // Through 165.2.1. only the creator (or editAll) answers.
      const notMine = await reviewQuestion(f, { creator: 'admin' });
      const res = await t.request('POST', `/api/review-questions/165.2.1./${notMine.id}/comments`, {
        token: creator,
        body: { body: 'x' },
      });
      expect(res.status).toBe(403);
      expect(
        (await t.request('GET', `/api/review-questions/165.1.1./${a.id}/comments`, { token: admin })).status,
      ).toBe(404);
    });
  });

  describe('notifications', () => {
    it('notifies the creator of a decision and of comments, persisted with an unread count', async () => {
      const before = await t.request('GET', '/api/notifications', { token: creator });
      const q = await reviewQuestion(f, { text: 'What is the unit of force?' });
      await t.request('POST', `${R}/${q.id}/comments`, {
        token: reviewer,
        body: { body: 'Add the SI system' },
      });
      await decide(q.id, { decision: 'reject', comment: 'Needs the SI system', version: q.lockVersion });

      const res = await t.request('GET', '/api/notifications?limit=2', { token: creator });
      expect(res.status).toBe(200);
      expect(res.body.unread).toBe(before.body.unread + 2);
      expect(res.body.totalItems).toBe(before.body.totalItems + 2);
      expect(res.body.notifications).toEqual([
        expect.objectContaining({
          kind: 'decision',
          questionId: q.id,
          courseId,
          from: '5.2.',
          to: '5.4.',
          comment: 'Needs the SI system',
          text: 'What is the unit of force?',
          by: expect.objectContaining({ username: 'reviewer' }),
          read: false,
        }),
        expect.objectContaining({ kind: 'comment', comment: 'Add the SI system', read: false }),
      ]);
      // The reviewer's own actions do not notify the reviewer (the submission did, as a reviewer).
      const mine = await t.request('GET', '/api/notifications?unreadOnly=true', { token: reviewer });
      expect(
        mine.body.notifications
          .filter((n: { questionId: number }) => n.questionId === q.id)
          .map((n: { kind: string }) => n.kind),
      ).toEqual(['submitted']);

      const ids = res.body.notifications.map((n: { notificationId: number }) => n.notificationId);
      // Older than a notification: the next ones below it, however many arrive on top meanwhile.
      const below = await t.request('GET', `/api/notifications?limit=1&before=${ids[0]}`, { token: creator });
      expect(below.body.notifications.map((n: { notificationId: number }) => n.notificationId)).toEqual([
        ids[1],
      ]);
      expect(below.body.totalItems).toBe(res.body.totalItems);
      expect((await t.request('GET', '/api/notifications?before=x', { token: creator })).status).toBe(422);
      // A page past the end holds none and still counts them all (page and counts are one read).
      const past = await t.request('GET', '/api/notifications?limit=10&page=100000', { token: creator });
      expect(past.body).toMatchObject({
        notifications: [],
        totalItems: res.body.totalItems,
        unread: res.body.unread,
      });
      const read = await t.request('POST', '/api/notifications/read', {
        token: creator,
        body: { ids: [ids[0]] },
      });
      expect(read.status).toBe(200);
      expect(read.body.unread).toBe(before.body.unread + 1);
      // Someone else's notification ids change nothing of theirs.
      await t.request('POST', '/api/notifications/read', { token: reviewer, body: { ids } });
      expect((await t.request('GET', '/api/notifications', { token: creator })).body.unread).toBe(
        before.body.unread + 1,
      );
      const all = await t.request('POST', '/api/notifications/read', { token: creator, body: { all: true } });
      expect(all.body.unread).toBe(0);
      expect((await t.request('POST', '/api/notifications/read', { token: creator, body: {} })).status).toBe(
        422,
      );
    });

    /** A socket of `token`'s user and the first `notification` it receives about a question. */
    async function notifiedLive(token: string, questionId: number) {
      const socket = await openSocket<Socket<ServerToClientEvents, ClientToServerEvents>>(
        t.url,
        { token },
        sockets,
      );
      // Wrapped: an async function answering a promise would wait for it.
      const push = new Promise<NotificationEvent>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no notification within 5 s')), 5_000);
        socket.on('notification', (event) => {
          if (event.notification.kind === 'reservation' || event.notification.questionId !== questionId)
            return;
          clearTimeout(timer);
          resolve(event);
        });
      });
      return { push };
    }
    const sockets: Socket[] = [];
    afterEach(() => {
      for (const s of sockets.splice(0)) s.close();
    });

    it("notifies the course's reviewers live when a question is submitted over HTTP, with its timeline entry and review event", async () => {
      const q = await reviewQuestion(f, { status: '5.6.' });
      const start = (await t.request('GET', `${R}/${q.id}`, { token: reviewer })).body.lastSeq as number;
      const live = await notifiedLive(reviewer, q.id);
      const res = await t.request('POST', questionPaths.submit(q.id), {
        token: creator,
        body: { version: 1, revision: 0 },
      });
      expect(res.status).toBe(200);
      const push = await live.push;
      expect(push.notification).toMatchObject({
        kind: 'submitted',
        questionId: q.id,
        courseId,
        from: '5.6.',
        to: '5.2.',
        by: { username: 'creator' },
        read: false,
      });
      expect(push.unread).toBeGreaterThan(0);
      for (const [token, expected] of [
        [reviewer, 1],
        [admin, 1],
        [creator, 0],
        [viewer, 0],
      ] as const) {
        const stored = await t.request('GET', '/api/notifications?limit=50', { token });
        const got = stored.body.notifications.filter(
          (n: { questionId: number; kind: string }) => n.questionId === q.id && n.kind === 'submitted',
        );
        expect(got).toHaveLength(expected);
      }
      expect((await timeline(q.id))[0]).toMatchObject({
        kind: 'status',
        from: '5.6.',
        to: '5.2.',
        by: { userId: users.creator },
      });
      const events = await t.request('GET', `${R}/events?since=${start}&questionId=${q.id}`, {
        token: reviewer,
      });
      expect(events.body.events).toEqual([
        {
          event: 'question:status',
          payload: expect.objectContaining({ seq: push.notification.seq, from: '5.6.', to: '5.2.' }),
        },
      ]);
    });

    it('tells the creator live when someone else deletes their question, logged like a decision', async () => {
      const q = await reviewQuestion(f, { status: '5.6.' });
      const live = await notifiedLive(creator, q.id);
      const res = await t.request('DELETE', questionPaths.remove(q.id), { token: admin });
      expect(res.status).toBe(200);
      const push = await live.push;
      expect(push.notification).toMatchObject({
        kind: 'decision',
        questionId: q.id,
        from: '5.6.',
        to: '5.5.',
        by: { username: 'admin' },
      });
      expect((await timeline(q.id))[0]).toMatchObject({ kind: 'status', from: '5.6.', to: '5.5.' });
      const events = await t.request(
        'GET',
        `/api/review-questions/165.2.1./events?since=${push.notification.seq - 1}&courseId=${courseId}`,
        { token: creator },
      );
      expect(events.body.events[0]).toMatchObject({
        event: 'question:status',
        payload: { seq: push.notification.seq, questionId: q.id, to: '5.5.' },
      });
    });
  });

  describe('catch-up: GET events?since=', () => {
    it('returns the events of a course or a question after a cursor, and the caller’s notifications', async () => {
      const q = await reviewQuestion(f);
      const start = (await t.request('GET', `${R}/${q.id}`, { token: reviewer })).body.lastSeq as number;
      await t.request('POST', `${R}/${q.id}/comments`, { token: reviewer, body: { body: 'Why 180?' } });
      const decision = await decide(q.id, { decision: 'approve', version: q.lockVersion });

      const byQuestion = await t.request(
        'GET',
        `/api/review-questions/165.2.1./events?since=${start}&questionId=${q.id}`,
        {
          token: creator,
        },
      );
      expect(byQuestion.status).toBe(200);
      expect(byQuestion.body.complete).toBe(true);
      expect(byQuestion.body.events.map((e: { event: string }) => e.event)).toEqual([
        'question:comment',
        'question:status',
      ]);
      expect(byQuestion.body.events[1].payload).toMatchObject({
        seq: decision.body.seq,
        questionId: q.id,
        from: '5.2.',
        to: '5.3.',
        by: { username: 'reviewer' },
      });
      expect(byQuestion.body.notifications.map((n: { kind: string }) => n.kind)).toEqual([
        'comment',
        'decision',
      ]);
      expect(byQuestion.body.lastSeq).toBeGreaterThanOrEqual(decision.body.seq);

      const byCourse = await t.request('GET', `${R}/events?since=${start}&courseId=${courseId}`, {
        token: reviewer,
      });
      expect(byCourse.body.events).toHaveLength(2);
      const after = await t.request(
        'GET',
        `${R}/events?since=${byCourse.body.lastSeq}&courseId=${courseId}`,
        {
          token: reviewer,
        },
      );
      expect(after.body.events).toEqual([]);

      expect((await t.request('GET', `${R}/events?since=0`, { token: reviewer })).status).toBe(422);
      const outside = (await reviewCourse(t, 'SCI-CHM')).courseId;
      expect(
        (await t.request('GET', `${R}/events?since=0&courseId=${outside}`, { token: reviewer })).status,
      ).toBe(404);
    });

    it("answers the creator's question detail with the log's cursor: a decision shows in it, or comes after it", async () => {
      const q = await reviewQuestion(f);
      const detail = () =>
        t.request('GET', questionPaths.one('165.2.1.', q.id), { token: creator }).then((r) => r.body);
      const before = await detail();
      const decision = await decide(q.id, { decision: 'approve', version: q.lockVersion });
      expect(before).toMatchObject({ status: '5.2.', lastSeq: expect.any(Number) });
      expect(decision.body.seq).toBeGreaterThan(before.lastSeq);
      const after = await detail();
      expect(after.status).toBe('5.3.');
      expect(after.lastSeq).toBeGreaterThanOrEqual(decision.body.seq);
      // What the view catches up on from its cursor is the decision its load did not show.
      const missed = await t.request(
        'GET',
        `/api/review-questions/165.2.1./events?since=${before.lastSeq}&questionId=${q.id}`,
        { token: creator },
      );
      expect(missed.body.events.map((e: { payload: { seq: number } }) => e.payload.seq)).toEqual([
        decision.body.seq,
      ]);
    });
  });
});

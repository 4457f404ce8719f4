import { describe, expect, it } from '@jest/globals';
import type { ReviewComment, ReviewListItem } from '@mizan/domain/review';
import {
  applyListEvent,
  type HeardPresence,
  heardCourse,
  heardEvent,
  heardNow,
  patchList,
  watchersOf,
} from './list-events';

const by = { userId: 2, username: 'r', name: { ar: 'ر', en: 'R' } };
const row = (questionId: number): ReviewListItem => ({
  questionId,
  questionType: '3.2.',
  status: '5.2.',
  text: 'q',
  subjectId: null,
  subjectName: null,
  language: '4.1.',
  version: 1,
  lockVersion: 3,
  difficulty: null,
  expectedTime: null,
  degree: null,
  creator: { userId: 1, name: { ar: 'م', en: 'C' } },
  updatedAt: '2026-11-23T09:00:00Z',
  openComments: 1,
  canDecide: true,
  watchers: [],
});
const comment = (parentId: number | null): ReviewComment => ({
  commentId: 5,
  questionId: 2,
  parentId,
  body: 'x',
  anchor: null,
  author: by,
  createdAt: '2026-11-23T10:00:00Z',
  resolved: false,
  resolvedAt: null,
  resolvedBy: null,
});

describe('165.2.2. review list live rows', () => {
  const rows = [row(1), row(2)];

  it('shows a decision on its row: status, lock version, time', () => {
    const next = applyListEvent(rows, {
      event: 'question:status',
      payload: {
        seq: 4,
        questionId: 2,
        courseId: 1,
        questionType: '3.2.',
        from: '5.2.',
        to: '5.4.',
        version: 4,
        by,
        at: '2026-11-23T10:00:00Z',
      },
    });
    expect(next[1]).toMatchObject({ status: '5.4.', lockVersion: 4, updatedAt: '2026-11-23T10:00:00Z' });
    expect(next[0]).toBe(rows[0]);
  });

  it('counts threads opened and resolved, not replies', () => {
    const ev = (action: 'added' | 'resolved' | 'reopened', parentId: number | null) =>
      applyListEvent(rows, {
        event: 'question:comment',
        payload: { seq: 5, questionId: 2, courseId: 1, action, comment: comment(parentId) },
      })[1].openComments;
    expect(ev('added', null)).toBe(2);
    expect(ev('reopened', null)).toBe(2);
    expect(ev('resolved', null)).toBe(0);
    expect(ev('added', 4)).toBe(1);
  });

  it('leaves a page alone for an event its read already holds (at or below its lastSeq)', () => {
    const page = { questions: rows, currentPage: 1, totalItems: 2, rights: [], lastSeq: 9 };
    const opened = (seq: number) =>
      patchList(page, {
        event: 'question:comment',
        payload: { seq, questionId: 2, courseId: 1, action: 'added', comment: comment(null) },
      });
    // The thread the page counted already, caught up after the page came: still one.
    expect(opened(9)).toBe(page);
    expect(opened(4)).toBe(page);
    expect(opened(10).questions[1].openComments).toBe(2);
  });

  it("takes a row's watchers from whatever was heard last: the read, the course's answer or an event", () => {
    const sara = [{ userId: 7, name: { ar: 'س', en: 'S' } }];
    const omar = [{ userId: 8, name: { ar: 'ع', en: 'O' } }];
    const read = { ...row(1), watchers: omar };
    const none: HeardPresence = { live: new Map() };
    // Before the read began: the read holds it.
    const early = heardEvent(none, { questionId: 1, courseId: 1, users: sara });
    let readAt = heardNow();
    expect(watchersOf(read, readAt, early)).toEqual(omar);
    // While the read is on its way, or after: the event is newer than what the read answers.
    const during = heardEvent(none, { questionId: 1, courseId: 1, users: sara });
    expect(watchersOf(read, readAt, during)).toEqual(sara);
    expect(watchersOf(row(2), readAt, during)).toEqual([]);
    // The course's answer on joining, after the read: it names every watched question, so a row
    // it leaves out has no one on it; an event after it is newer again.
    const joined = heardCourse(none, [{ questionId: 2, users: sara }]);
    expect(watchersOf(read, readAt, joined)).toEqual([]);
    expect(watchersOf(row(2), readAt, joined)).toEqual(sara);
    expect(watchersOf(read, readAt, heardEvent(joined, { questionId: 1, courseId: 1, users: omar }))).toEqual(
      omar,
    );
    // A read begun after both wins over them.
    readAt = heardNow();
    expect(watchersOf(read, readAt, heardEvent(joined, { questionId: 2, courseId: 1, users: [] }))).toEqual(
      omar,
    );
  });
});

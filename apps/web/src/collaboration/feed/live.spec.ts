import { describe, expect, it } from '@jest/globals';
import type { ReviewComment } from '@mizan/domain/review';
import { buildThreads, EventGate, openThreads, upsertComment } from './live';

const user = { userId: 1, username: 'u', name: { ar: 'م', en: 'U' } };
const comment = (
  commentId: number,
  parentId: number | null,
  extra: Partial<ReviewComment> = {},
): ReviewComment => ({
  commentId,
  questionId: 9,
  parentId,
  body: `c${commentId}`,
  anchor: null,
  author: user,
  createdAt: `2026-11-23T10:00:${String(commentId).padStart(2, '0')}Z`,
  resolved: false,
  resolvedAt: null,
  resolvedBy: null,
  ...extra,
});

describe('165.2.2. live events gate (API.md catch-up)', () => {
  it('applies an event once, and none the last load already showed', () => {
    const gate = new EventGate();
    expect(gate.since()).toBeNull();
    gate.loaded(10);
    expect(gate.since()).toBe(10);
    expect(gate.take(9)).toBe(false);
    expect(gate.take(10)).toBe(false);
    expect(gate.take(12)).toBe(true);
    expect(gate.take(12)).toBe(false);
    // Out of order from another process: still applied once.
    expect(gate.take(11)).toBe(true);
  });

  it('moves the cursor only forward, with HTTP answers', () => {
    const gate = new EventGate();
    gate.loaded(5);
    expect(gate.take(7)).toBe(true);
    gate.loaded(3);
    expect(gate.since()).toBe(5);
    // A catch-up up to 8 covers 7 (already applied) and the cursor moves there.
    gate.loaded(8);
    expect(gate.since()).toBe(8);
    expect(gate.take(7)).toBe(false);
    expect(gate.take(9)).toBe(true);
  });

  it('skips an event only when every part the screen loads apart has shown it', () => {
    // The review screen: its state read before a decision (seq 11), its comments after it.
    const gate = new EventGate(['comments', 'state']);
    gate.loaded(11, 'comments');
    // The state's answer is not in yet: the decision's event still counts.
    expect(gate.take(11)).toBe(true);
    gate.loaded(10, 'state');
    expect(gate.take(11)).toBe(false);
    // A catch-up starts where the part that has shown least stands.
    expect(gate.since()).toBe(10);
    gate.caughtUp(12);
    expect(gate.since()).toBe(12);
    expect(gate.take(12)).toBe(false);
    expect(gate.take(13)).toBe(true);
    expect(() => gate.loaded(14, 'question')).toThrow();
  });

  it('starts a catch-up from the parts loaded so far', () => {
    const gate = new EventGate(['comments', 'state']);
    expect(gate.since()).toBeNull();
    gate.loaded(7, 'state');
    expect(gate.since()).toBe(7);
    expect(gate.take(5)).toBe(true);
    gate.caughtUp(9);
    // The comments' own load, when it comes, shows everything to its read.
    gate.loaded(9, 'comments');
    expect(gate.take(8)).toBe(false);
  });

  it('runs what waits for the loads once the last part has loaded, and never when all had', () => {
    const gate = new EventGate(['comments', 'state']);
    const runs: string[] = [];
    gate.afterLastLoad(() => runs.push('first'));
    gate.afterLastLoad(() => runs.push('latest'));
    gate.loaded(3, 'state');
    expect(runs).toEqual([]);
    gate.loaded(4, 'comments');
    gate.loaded(5, 'comments');
    expect(runs).toEqual(['latest']);
    gate.afterLastLoad(() => runs.push('late'));
    gate.loaded(6, 'state');
    expect(runs).toEqual(['latest']);
  });
});

describe('165.2.2. comment threads', () => {
  it('groups replies (and replies to replies) under their thread, oldest first', () => {
    const list = [comment(3, 1), comment(1, null), comment(2, null), comment(4, 3), comment(5, 2)];
    const threads = buildThreads(list);
    expect(threads.map((t) => [t.root.commentId, t.replies.map((r) => r.commentId)])).toEqual([
      [1, [3, 4]],
      [2, [5]],
    ]);
  });

  it('shows a reply whose parent is missing as a thread of its own', () => {
    expect(buildThreads([comment(7, 99)]).map((t) => t.root.commentId)).toEqual([7]);
  });

  it('replaces a changed comment in place and appends a new one', () => {
    const list = [comment(1, null), comment(2, 1)];
    const resolved = upsertComment(list, comment(1, null, { resolved: true }));
    expect(resolved.map((c) => [c.commentId, c.resolved])).toEqual([
      [1, true],
      [2, false],
    ]);
    expect(upsertComment(list, comment(3, null)).map((c) => c.commentId)).toEqual([1, 2, 3]);
  });

  it('counts the threads not resolved', () => {
    expect(openThreads([comment(1, null), comment(2, 1), comment(3, null, { resolved: true })])).toBe(1);
  });
});

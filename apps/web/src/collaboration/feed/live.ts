import type { ReviewComment } from '@mizan/domain/review';

/**
 * The client side of the review events' catch-up (API.md 'Catch-up'): a live event is applied
 * once, and not at all when the screen's loads already showed it. The cursor moves only with HTTP
 * answers (a load or a catch-up), never with a live event, since live events from two processes
 * may arrive out of order. A screen that loads its parts apart (a question's review state, its
 * comments) names them: each answer's lastSeq counts for its own part, and an event is skipped
 * only when every part has shown it, since one read before the event and another after it would
 * otherwise hide it from the first.
 */
export class EventGate {
  /** Per part, the highest lastSeq its loads showed; a part not loaded yet is absent. */
  private readonly shown = new Map<string, number>();
  private readonly applied = new Set<number>();
  private pending: (() => void) | null = null;

  constructor(private readonly parts: readonly string[] = ['screen']) {}

  /** Whether an event is new: after what some part has shown, and not applied yet. Marks it applied. */
  take(seq: number): boolean {
    if (seq <= this.floor() || this.applied.has(seq)) return false;
    this.applied.add(seq);
    return true;
  }

  /** An HTTP answer for `part` (the first one named by default) showed everything up to `lastSeq`. */
  loaded(lastSeq: number, part: string = this.parts[0]): void {
    if (!this.parts.includes(part)) throw new Error(`the screen loads no part '${part}'`);
    this.showUpTo([part], lastSeq);
    const then = this.pending;
    if (then && this.shown.size === this.parts.length) {
      this.pending = null;
      then();
    }
  }

  /** Runs `then` once the parts not loaded yet have loaded; nothing when every part has. */
  afterLastLoad(then: () => void): void {
    this.pending = this.shown.size < this.parts.length ? then : null;
  }

  /** A catch-up brought everything after `since()` up to `lastSeq`: each loaded part shows it now. */
  caughtUp(lastSeq: number): void {
    this.showUpTo([...this.shown.keys()], lastSeq);
  }

  /**
   * Where a catch-up starts from: the lowest cursor of the parts loaded, or null before the first
   * load (a part not loaded yet will show everything when it is).
   */
  since(): number | null {
    return this.shown.size ? Math.min(...this.shown.values()) : null;
  }

  /** What every part has shown: a part not loaded yet has shown nothing. */
  private floor(): number {
    return this.shown.size < this.parts.length ? 0 : (this.since() ?? 0);
  }

  /** Cursors only move forward; an applied event every part now shows is forgotten. */
  private showUpTo(parts: string[], lastSeq: number): void {
    for (const part of parts) if (lastSeq > (this.shown.get(part) ?? -1)) this.shown.set(part, lastSeq);
    const floor = this.floor();
    for (const seq of this.applied) if (seq <= floor) this.applied.delete(seq);
  }
}

export interface CommentThread {
  root: ReviewComment;
  replies: ReviewComment[];
}

/** Threads from the flat, oldest-first list (API: the client builds them by parentId). */
export function buildThreads(comments: readonly ReviewComment[]): CommentThread[] {
  const threads = new Map<number, CommentThread>();
  const rootOf = new Map<number, number>();
  const sorted = [...comments].sort(
    (a, b) => a.createdAt.localeCompare(b.createdAt) || a.commentId - b.commentId,
  );
  const orphans: ReviewComment[] = [];
  for (const c of sorted) {
    if (c.parentId === null) {
      threads.set(c.commentId, { root: c, replies: [] });
      rootOf.set(c.commentId, c.commentId);
      continue;
    }
    const root = rootOf.get(c.parentId);
    if (root === undefined) orphans.push(c);
    else {
      threads.get(root)?.replies.push(c);
      rootOf.set(c.commentId, root);
    }
  }
  // A reply whose parent is not loaded (should not happen): shown as a thread of its own.
  for (const c of orphans) threads.set(c.commentId, { root: c, replies: [] });
  return [...threads.values()];
}

/** A comment added or changed (its resolved state): replaced in place, or appended. */
export function upsertComment(list: readonly ReviewComment[], comment: ReviewComment): ReviewComment[] {
  const i = list.findIndex((c) => c.commentId === comment.commentId);
  if (i < 0) return [...list, comment];
  const next = [...list];
  next[i] = comment;
  return next;
}

/** Threads not resolved yet (the review list's 'open comments'). */
export const openThreads = (comments: readonly ReviewComment[]) =>
  comments.filter((c) => c.parentId === null && !c.resolved).length;

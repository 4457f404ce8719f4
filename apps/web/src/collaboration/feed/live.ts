import type { ReviewComment } from '@mizan/domain/review';

/**
 * The client side of the review events' catch-up (API.md 'Catch-up'): a live event is applied
 * once, and not at all when the last load already showed it. The cursor moves only with HTTP
 * answers (a load or a catch-up), never with a live event, since live events from two processes
 * may arrive out of order.
 */
export class EventGate {
  private cursor = 0;
  private loadedOnce = false;
  private readonly applied = new Set<number>();

  /** Whether an event is new: after the last load and not applied yet. Marks it applied. */
  take(seq: number): boolean {
    if (seq <= this.cursor || this.applied.has(seq)) return false;
    this.applied.add(seq);
    return true;
  }

  /** An HTTP answer showed everything up to `lastSeq`. */
  loaded(lastSeq: number): void {
    this.loadedOnce = true;
    if (lastSeq <= this.cursor) return;
    this.cursor = lastSeq;
    for (const seq of this.applied) if (seq <= lastSeq) this.applied.delete(seq);
  }

  /** Where a catch-up starts from, or null before the screen's first load (the load covers it). */
  since(): number | null {
    return this.loadedOnce ? this.cursor : null;
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

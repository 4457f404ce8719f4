import type {
  QuestionCommentEvent,
  QuestionPresenceEvent,
  QuestionStatusEvent,
} from '@mizan/domain/realtime';
import type { ReviewListItem } from '@mizan/domain/review';

export type ListEvent =
  | { event: 'question:status'; payload: QuestionStatusEvent }
  | { event: 'question:comment'; payload: QuestionCommentEvent }
  | { event: 'question:presence'; payload: QuestionPresenceEvent };

/**
 * A live event on the review list's rows: a decision changes the row's status and lock version
 * (the row stays until the list is loaded again, so the reviewer sees what happened), a new or
 * resolved thread changes the open-comment count, presence replaces the watchers. Rows of other
 * questions are returned as they were (the same array when nothing changed).
 */
export function applyListEvent(rows: ReviewListItem[], e: ListEvent): ReviewListItem[] {
  const i = rows.findIndex((r) => r.questionId === e.payload.questionId);
  if (i < 0) return rows;
  const row = rows[i];
  let next: ReviewListItem;
  switch (e.event) {
    case 'question:status':
      next = {
        ...row,
        status: e.payload.to,
        lockVersion: e.payload.version,
        updatedAt: e.payload.at,
      };
      break;
    case 'question:comment': {
      // Only a thread's first comment counts, and it opens with 'added' or 'reopened'.
      if (e.payload.comment.parentId !== null) return rows;
      const delta = e.payload.action === 'resolved' ? -1 : 1;
      next = { ...row, openComments: Math.max(0, row.openComments + delta) };
      break;
    }
    case 'question:presence':
      next = { ...row, watchers: e.payload.users };
      break;
  }
  const out = [...rows];
  out[i] = next;
  return out;
}

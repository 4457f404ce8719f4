import type {
  QuestionCommentEvent,
  QuestionPresenceEvent,
  QuestionStatusEvent,
  QuestionWatchers,
} from '@mizan/domain/realtime';
import type { ReviewListItem, ReviewListResponse, Watcher } from '@mizan/domain/review';

export type ListEvent =
  | { event: 'question:status'; payload: QuestionStatusEvent }
  | { event: 'question:comment'; payload: QuestionCommentEvent };

/**
 * A live event on the review list's rows: a decision changes the row's status and lock version
 * (the row stays until the list is loaded again, so the reviewer sees what happened), a new or
 * resolved thread changes the open-comment count. Rows of other questions are returned as they
 * were (the same array when nothing changed). Presence is not logged, so it is not patched in:
 * see `watchersOf`.
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
  }
  const out = [...rows];
  out[i] = next;
  return out;
}

/**
 * A live event on a loaded list page. One at or below the page's own lastSeq is in its rows already
 * (read in the same snapshot) and changes nothing. The feed's gate skips those too, but it learns a
 * page's lastSeq only once the screen has rendered it: an event caught up in between (back on the
 * list after deciding, with another status chosen at once) counted the decision's thread twice.
 */
export const patchList = <L extends ReviewListResponse>(list: L, e: ListEvent): L =>
  e.payload.seq <= list.lastSeq ? list : { ...list, questions: applyListEvent(list.questions, e) };

let clock = 0;
/** Stamps what the list hears in the order it happens on this page (a clock could tie). */
export const heardNow = (): number => ++clock;

/** Presence the list has heard besides its read, each stamped with `heardNow` when heard. */
export interface HeardPresence {
  /** The course:watch answer: every watched question of the course then (others: no one). */
  course?: { at: number; watchers: Map<number, Watcher[]> };
  /** The last presence event of each question. */
  live: Map<number, { at: number; users: Watcher[] }>;
}

export const heardCourse = (heard: HeardPresence, watchers: QuestionWatchers[]): HeardPresence => ({
  ...heard,
  course: { at: heardNow(), watchers: new Map(watchers.map((w) => [w.questionId, w.users])) },
});

export const heardEvent = (heard: HeardPresence, e: QuestionPresenceEvent): HeardPresence => ({
  ...heard,
  live: new Map(heard.live).set(e.questionId, { at: heardNow(), users: e.users }),
});

/**
 * A row's watchers: the newest of the list's read (started at `readAt`, so it holds every change
 * heard before then), the course's answer on joining, and the question's last event. Patching the
 * read's rows instead lost a change heard while the read was on its way (its older answer came
 * after), and one made before the course's room was joined reached no event at all.
 */
export function watchersOf(row: ReviewListItem, readAt: number, heard: HeardPresence): Watcher[] {
  let newest = { at: readAt, users: row.watchers };
  if (heard.course && heard.course.at > newest.at)
    newest = { at: heard.course.at, users: heard.course.watchers.get(row.questionId) ?? [] };
  const live = heard.live.get(row.questionId);
  if (live && live.at > newest.at) newest = live;
  return newest.users;
}

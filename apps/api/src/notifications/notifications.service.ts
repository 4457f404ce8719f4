import { Injectable } from '@nestjs/common';
import type { QuestionStatusCode, QuestionTypeCode } from '@mizan/domain/codes';
import type {
  NotificationItem,
  NotificationKind,
  NotificationsReadBody,
  NotificationsResponse,
  QuestionNotification,
  ReservationNotification,
  UserRef,
} from '@mizan/domain/review';
import type { notificationsQuerySchema } from '@mizan/domain/review';
import type { z } from 'zod';
import type { RequestAuth } from '../auth/session.store.js';
import type { Em } from '../database/database.js';
import { Db } from '../database/db.service.js';
import { RealtimeService } from '../realtime/realtime.service.js';

/** What a notification says besides its recipient, kind and question (the stored payload). */
export interface NotificationContent {
  questionType: QuestionTypeCode;
  text: string;
  by: UserRef;
  from?: QuestionStatusCode;
  to?: QuestionStatusCode;
  comment?: string;
}

/** What a reservation's notification stores (165.7.2., NotificationsService.addReservations). */
interface ReservationContent {
  seq: number;
  change: ReservationNotification['change'];
  by: UserRef;
  startsAt: string;
  endsAt: string;
}

interface NotificationRow {
  id: string | number;
  user_id: number;
  event_id: string | number | null;
  kind: NotificationKind | 'reservation';
  question_id: number | null;
  reserve_exam_id: number | null;
  course_id: number;
  payload: NotificationContent | ReservationContent | string;
  read_at: Date | string | null;
  created_at: Date | string;
}

const COLUMNS =
  'id, user_id, event_id, kind, question_id, reserve_exam_id, course_id, payload, read_at, created_at';
const SELECT = `select ${COLUMNS} from notification`;
/**
 * Rows of question events: the review catch-up (since) follows the question events' sequence, which
 * reservation rows (165.7.2., their own event log) are not part of. The bell shows both.
 */
const OF_QUESTIONS = 'question_id is not null';

const item = (r: NotificationRow): NotificationItem => {
  const payload = typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload;
  if (r.reserve_exam_id !== null) {
    const p = payload as ReservationContent;
    return {
      notificationId: Number(r.id),
      seq: Number(p.seq),
      kind: 'reservation',
      reserveExamId: r.reserve_exam_id,
      courseId: r.course_id,
      change: p.change,
      startsAt: p.startsAt,
      endsAt: p.endsAt,
      by: p.by,
      at: new Date(r.created_at).toISOString(),
      read: r.read_at !== null,
    } satisfies ReservationNotification;
  }
  const p = payload as NotificationContent;
  return {
    notificationId: Number(r.id),
    seq: Number(r.event_id),
    kind: r.kind as NotificationKind,
    questionId: r.question_id ?? 0,
    courseId: r.course_id,
    questionType: p.questionType,
    text: p.text,
    by: p.by,
    at: new Date(r.created_at).toISOString(),
    read: r.read_at !== null,
    ...(p.from ? { from: p.from } : {}),
    ...(p.to ? { to: p.to } : {}),
    ...(p.comment ? { comment: p.comment } : {}),
  } satisfies QuestionNotification;
};

/**
 * A user's notifications (the bell): persisted per recipient in the transaction that caused them,
 * announced on the recipient's user room after it commits, so someone away sees them at next login.
 */
@Injectable()
export class NotificationsService {
  constructor(
    private readonly db: Db,
    private readonly realtime: RealtimeService,
  ) {}

  /** Writes one notification per recipient for the logged event `eventId`; answers what to announce. */
  async add(
    em: Em,
    recipients: number[],
    event: { id: number; kind: NotificationKind; questionId: number; courseId: number },
    content: NotificationContent,
  ): Promise<NotificationItem[]> {
    const users = [...new Set(recipients)];
    if (users.length === 0) return [];
    const rows = await this.db.query<NotificationRow>(
      `insert into notification (user_id, event_id, kind, question_id, course_id, payload)
       select u, ?, ?, ?, ?, ? from unnest(?::int[]) as u
       returning ${COLUMNS}`,
      [
        event.id,
        event.kind,
        event.questionId,
        event.courseId,
        JSON.stringify(content),
        `{${users.join(',')}}`,
      ],
      em,
    );
    return rows.map((r) => Object.assign(item(r), { userId: r.user_id }));
  }

  /**
   * One notification per (user, request) of a reservation event `seq` (165.7.2.), in its
   * transaction; answers them to announce after commit.
   */
  async addReservations(
    em: Em,
    seq: number,
    told: { userId: number; reserveExamId: number; courseId: number; kind: string }[],
    content: { by: UserRef; startsAt: string; endsAt: string },
  ): Promise<(NotificationItem & { userId: number })[]> {
    if (told.length === 0) return [];
    const rows = await this.db.query<NotificationRow>(
      `insert into notification (user_id, kind, reserve_exam_id, course_id, payload)
       select t.user_id, 'reservation', t.reserve_exam_id, t.course_id,
         jsonb_build_object('seq', ?::bigint, 'change', t.kind) || ?::jsonb
       from jsonb_to_recordset(?::jsonb) as t(user_id int, reserve_exam_id int, course_id int, kind text)
       returning ${COLUMNS}`,
      [
        seq,
        JSON.stringify(content),
        JSON.stringify(
          told.map((t) => ({
            user_id: t.userId,
            reserve_exam_id: t.reserveExamId,
            course_id: t.courseId,
            kind: t.kind,
          })),
        ),
      ],
      em,
    );
    return rows.map((r) => Object.assign(item(r), { userId: r.user_id }));
  }

  /** After commit: each recipient's 'notification' event with their unread count. */
  async announce(items: (NotificationItem & { userId?: number })[]): Promise<void> {
    const users = [...new Set(items.flatMap((n) => (n.userId ? [n.userId] : [])))];
    if (users.length === 0) return;
    const counts = await this.db.query<{ user_id: number; n: number }>(
      `select user_id, count(*)::int as n from notification
       where user_id = any(?::int[]) and read_at is null group by user_id`,
      [`{${users.join(',')}}`],
    );
    const unread = new Map(counts.map((c) => [c.user_id, c.n]));
    for (const { userId, ...notification } of items) {
      if (userId)
        this.realtime.toUser(userId, 'notification', { notification, unread: unread.get(userId) ?? 0 });
    }
  }

  async list(
    auth: RequestAuth,
    q: z.output<typeof notificationsQuerySchema>,
  ): Promise<NotificationsResponse> {
    const only = q.unreadOnly ? ' and read_at is null' : '';
    // Older than a notification: counted from it, so notifications arriving meanwhile move nothing.
    const older = q.before === undefined ? '' : ' and id < ?';
    // The page and the counts in one statement, so one snapshot: read apart, a notification committed
    // between them was on the page but not in the total, and the bell hid its older button one early.
    const rows = await this.db.query<Partial<NotificationRow> & { total: number; unread: number }>(
      `select c.total, c.unread, p.* from
         (select count(*)::int as total, (count(*) filter (where read_at is null))::int as unread
          from notification where user_id = ?${only}) as c
         left join lateral (
           ${SELECT} where user_id = ?${only}${older} order by id desc limit ? offset ?
         ) as p on true
       order by p.id desc`,
      [
        auth.userId,
        auth.userId,
        ...(q.before === undefined ? [] : [q.before]),
        q.limit,
        (q.page - 1) * q.limit,
      ],
    );
    const [{ total, unread }] = rows;
    return {
      unread,
      notifications: rows.flatMap((r) => (r.id == null ? [] : [item(r as NotificationRow)])),
      currentPage: q.page,
      totalItems: total,
    };
  }

  /** The caller's notifications of events in (since, upTo], oldest first (catch-up). */
  async since(auth: RequestAuth, since: number, upTo: number, limit: number): Promise<NotificationItem[]> {
    const rows = await this.db.query<NotificationRow>(
      `${SELECT} where user_id = ? and event_id > ? and event_id <= ? and ${OF_QUESTIONS} order by event_id, id limit ?`,
      [auth.userId, since, upTo, limit],
    );
    return rows.map(item);
  }

  async markRead(auth: RequestAuth, body: NotificationsReadBody): Promise<number> {
    if (body.all) {
      await this.db.query('update notification set read_at = now() where user_id = ? and read_at is null', [
        auth.userId,
      ]);
    } else {
      // Someone else's ids are simply not the caller's: nothing happens to them.
      await this.db.query(
        `update notification set read_at = now()
         where user_id = ? and read_at is null and id = any(?::bigint[])`,
        [auth.userId, `{${(body.ids ?? []).join(',')}}`],
      );
    }
    const [{ n }] = await this.db.query<{ n: number }>(
      'select count(*)::int as n from notification where user_id = ? and read_at is null',
      [auth.userId],
    );
    return n;
  }
}

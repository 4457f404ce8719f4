import { RequestStatus } from '@mizan/domain/codes';
import { DAY_MS, fromZoned, toZoned } from '@mizan/domain/reserve-exam';
import { type Change, changeEvent } from '../../reserve-exam/reserve-exam-live.js';
import { ReserveExamStore } from '../../reserve-exam/reserve-exam.store.js';
import type { Database, Em, Orm } from '../database.js';
import { Db } from '../db.service.js';
import { EXAM_BANK_COURSE } from './demo-exam-bank.js';

/**
 * The demo requests of MTH601 (the examcreator's course) for halls of the Science building, so the
 * reservation view has rows to show: days ahead of seeding (SPEC 5: a start after now) on days and
 * halls no journey or API test books (those book 10 days ahead and more, or halls of their own).
 */
const REQUESTS = [
  { hall: 'Hall 2', inDays: 5, from: '09:00', to: '11:00', students: 90, accepted: true },
  { hall: 'Hall 3', inDays: 6, from: '12:00', to: '14:00', students: 45, accepted: false },
] as const;

/**
 * Written through the area's own store as its routes write them: the request and its halls, the
 * submission logged (the request's history and the board's cursor), and for the accepted one the
 * admin's decision. No notification: the requester's bell starts empty, as journeys expect.
 * Idempotent: skipped when the course has requests.
 */
export async function seedDemoReservations(orm: Orm): Promise<void> {
  // The store runs its SQL through Db.query and Db.transaction: the ORM is all it needs.
  const db = new Db({ orm } as Database);
  const store = new ReserveExamStore(db);
  await db.transaction(async (em) => {
    const [course] = await em.execute<{ id: number; has_requests: boolean }[]>(
      `select c.id, exists (select 1 from reserve_exam r where r.course_id = c.id) as has_requests
       from course c join scope s on s.id = c.scope_id and s.code = 'SCI-MTH' where c.course_code = ?`,
      [EXAM_BANK_COURSE],
    );
    const users = await em.execute<{ id: number; username: string }[]>(
      "select id, username from app_user where username in ('examcreator', 'admin')",
    );
    const idOf = (username: string) => users.find((u) => u.username === username)?.id;
    const [creator, admin] = [idOf('examcreator'), idOf('admin')];
    if (!course || course.has_requests || !creator || !admin) return;
    const timeZone = await store.timeZone(em);
    for (const r of REQUESTS) {
      const [hall] = await em.execute<{ id: number }[]>(
        `select h.id from exam_hall h join exam_centre c on c.id = h.centre_id
         where c.name ->> 'en' = 'Science building' and h.name ->> 'en' = ? and h.deleted_at is null`,
        [r.hall],
      );
      if (!hall) continue;
      const date = toZoned(Date.now() + r.inDays * DAY_MS, timeZone).date;
      const slot = { startsAt: wall(date, r.from, timeZone), endsAt: wall(date, r.to, timeZone) };
      const id = await store.insert(
        {
          courseId: course.id,
          examId: null,
          slot,
          students: r.students,
          electronic: false,
          note: null,
          hallIds: [hall.id],
          requesterId: creator,
        },
        em,
      );
      const request = { id, course_id: course.id, hall_ids: [hall.id], requester_id: creator };
      await log(em, store, creator, {
        kind: 'submitted',
        request,
        slot,
        status: RequestStatus.PENDING,
        lockVersion: 1,
      });
      if (!r.accepted) continue;
      await store.accept(id, admin, em);
      await log(em, store, admin, {
        kind: 'accepted',
        request,
        slot,
        status: RequestStatus.ACCEPTED,
        lockVersion: 2,
      });
    }
  });
}

function wall(date: string, time: string, timeZone: string): number {
  const r = fromZoned(date, time, timeZone);
  if (!r.ok) throw new Error(`demo reservation: no ${date} ${time} in ${timeZone}`);
  return r.ms;
}

async function log(em: Em, store: ReserveExamStore, userId: number, change: Change): Promise<void> {
  await store.appendEvent(em, changeEvent(change, await store.userRef(userId, em)), null);
}

import type { ClientToServerEvents, ServerToClientEvents } from '@mizan/domain/realtime';
import {
  type ConflictBody,
  DAY_MS,
  fromZoned,
  type ReservationChangedEvent,
  RESERVE_EXAM_MESSAGES,
  reserveExamPaths as P,
  toZoned,
} from '@mizan/domain/reserve-exam';
import type { Socket } from 'socket.io-client';
import { type ApiProcess, call, login } from '../../test/api-process.js';
import { DEMO_PASSWORDS } from '../../test/harness.js';
import { describeMultiProcess, nextEvent, twoProcesses } from '../../test/two-processes.js';

/**
 * 165.7.2. across two API processes on one PostgreSQL and one Redis: hundreds of competing accepts
 * sent through both at once store exactly the feasible ones (the exclusion constraint and the halls'
 * locks hold across processes), a decision made through A reaches a board socket and the
 * requester's bell on B within a second, and a board that was away catches up from the event log.
 * Runs the built API (`npm run build` first).
 */
type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
const CAIRO = 'Africa/Cairo';
/** Halls raced for, and requests per hall: half 09:00-11:00, half 11:00-13:00 (two feasible per hall). */
const HALLS = 20;
const PER_HALL = 12;

function at(days: number, time: string): string {
  const r = fromZoned(toZoned(Date.now() + days * DAY_MS, CAIRO).date, time, CAIRO);
  if (!r.ok) throw new Error(`no ${time} in Cairo ${days} days ahead`);
  return new Date(r.ms).toISOString();
}

describeMultiProcess('reserve-exam multi-process spec')(
  '165.7.2. reserve exam across two API processes (PostgreSQL + Redis)',
  () => {
    const two = twoProcesses();
    let a: ApiProcess;
    let b: ApiProcess;
    let courseId: number;
    let admin: { a: string; b: string };
    let committee: { a: string; b: string };
    const connect = (api: ApiProcess, token: string) => two.connect<ClientSocket>(api, token);
    const changed = (socket: ClientSocket, match: (e: ReservationChangedEvent) => boolean) =>
      nextEvent(socket, 'reserve-exam:changed', match);
    const add = (api: ApiProcess, body: Record<string, unknown>) =>
      call(api, 'POST', P.add, { token: api === a ? committee.a : committee.b, body: { courseId, ...body } });
    const decide = (api: ApiProcess, id: number, version = 1) =>
      call(api, 'PUT', P.decision(id), {
        token: api === a ? admin.a : admin.b,
        body: { decision: 'accept', version },
      });

    beforeAll(async () => {
      ({ a, b } = two);
      const as = async (username: string) => ({
        a: await login(a, username, DEMO_PASSWORDS[username]),
        b: await login(b, username, DEMO_PASSWORDS[username]),
      });
      [admin, committee] = [await as('admin'), await as('examcreator')];
      [{ id: courseId }] = await two.sql<{ id: number }>(
        `select c.id from course c join scope s on s.id = c.scope_id
       where s.path like (select path from scope where code = 'SCI') || '%' order by c.id limit 1`,
      );
    });

    it(`race: ${HALLS * PER_HALL} accepts of competing requests through both processes at once store exactly the feasible ones`, async () => {
      const [{ scope_id: scopeId }] = await two.sql<{ scope_id: number }>(
        "select id as scope_id from scope where code = 'SCI'",
      );
      const centre = await call(a, 'POST', P.centres, {
        token: admin.a,
        body: { scopeId, name: { ar: 'مركز السباق', en: 'Race centre' } },
      });
      expect(centre.status).toBe(201);
      const { centreId } = centre.body as { centreId: number };
      const halls: number[] = [];
      for (let i = 1; i <= HALLS; i++) {
        const hall = await call(b, 'POST', P.halls(centreId), {
          token: admin.b,
          body: { name: { ar: `قاعة ${i}`, en: `Hall ${i}` }, seats: 60 },
        });
        expect(hall.status).toBe(201);
        halls.push((hall.body as { hallId: number }).hallId);
      }
      // Pending requests may compete: all of them are taken, through either process.
      const groups: { id: number; hallId: number; group: 'morning' | 'noon' }[] = [];
      for (const hallId of halls) {
        const made = await Promise.all(
          Array.from({ length: PER_HALL }, (_, k) => {
            const morning = k < PER_HALL / 2;
            return add(k % 2 ? b : a, {
              startsAt: at(30, morning ? '09:00' : '11:00'),
              endsAt: at(30, morning ? '11:00' : '13:00'),
              students: 30,
              hallIds: [hallId],
            }).then((r) => {
              expect(r.status).toBe(201);
              return {
                id: (r.body as { reserveExamId: number }).reserveExamId,
                hallId,
                group: morning ? ('morning' as const) : ('noon' as const),
              };
            });
          }),
        );
        groups.push(...made);
      }

      const results = await Promise.all(groups.map((g, i) => decide(i % 2 ? b : a, g.id)));

      const won = groups.filter((_, i) => results[i].status === 200);
      expect(won).toHaveLength(HALLS * 2);
      for (const hallId of halls)
        expect(
          won
            .filter((g) => g.hallId === hallId)
            .map((g) => g.group)
            .sort(),
        ).toEqual(['morning', 'noon']);
      // Every loser gets the SPEC 8 409 naming the booking that won its hall, never a 500.
      const lost = results.filter((r) => r.status !== 200);
      expect(lost.every((r) => r.status === 409)).toBe(true);
      for (const r of lost) {
        const body = r.body as ConflictBody;
        expect(body.conflicts.length).toBeGreaterThan(0);
        expect(body.message.en).toContain('Race centre - Hall');
      }
      const [{ doubles, accepted }] = await two.sql<{ doubles: number; accepted: number }>(
        `select (select count(*)::int from reserve_exam_hall x join reserve_exam_hall y
                 on x.hall_id = y.hall_id and x.reserve_exam_id < y.reserve_exam_id and x.slot && y.slot
               where x.accepted and y.accepted and x.hall_id = any($1::int[])) as doubles,
              (select count(*)::int from reserve_exam where status = '34.2.'
                 and id = any($2::int[])) as accepted`,
        [halls, groups.map((g) => g.id)],
      );
      expect({ doubles, accepted }).toEqual({ doubles: 0, accepted: HALLS * 2 });
    }, 240_000);

    // How soon is bench/reserve-exam.mjs's figure (decision to another process's board); here: it arrives.
    it("a decision through A reaches B's board socket and the requester's bell on B", async () => {
      const [boardOnB, requesterOnB] = await Promise.all([connect(b, admin.b), connect(b, committee.b)]);
      expect(await boardOnB.emitWithAck('reserve-exam:watch', {})).toMatchObject({ ok: true });
      const rows = await two.sql<{ id: number }>(
        `select h.id from exam_hall h join exam_centre c on c.id = h.centre_id join scope s on s.id = c.scope_id
       where s.code = 'SCI' and h.seats >= 30 and h.deleted_at is null order by h.id limit 1`,
      );
      const made = await add(a, {
        startsAt: at(31, '10:00'),
        endsAt: at(31, '12:00'),
        students: 30,
        hallIds: [rows[0].id],
      });
      expect(made.status).toBe(201);
      const id = (made.body as { reserveExamId: number }).reserveExamId;
      const onBoard = changed(boardOnB, (e) => e.reserveExamId === id && e.kind === 'accepted');
      const onBell = new Promise<Parameters<ServerToClientEvents['notification']>[0]>((resolve) =>
        requesterOnB.once('notification', resolve),
      );
      const res = await decide(a, id);
      expect(res.status).toBe(200);
      const event = await onBoard;
      expect(event).toMatchObject({ status: '34.2.', lockVersion: 2, hallIds: [rows[0].id] });
      const bell = await onBell;
      expect(bell.notification).toMatchObject({ kind: 'reservation', reserveExamId: id, change: 'accepted' });
      expect(bell.unread).toBeGreaterThan(0);
    });

    it('a board that was away catches up from the event log after it joins again', async () => {
      const first = await connect(b, admin.b);
      const ack = (await first.emitWithAck('reserve-exam:watch', {})) as { ok: true; lastSeq: number };
      first.close();
      // While it is away: a request through A and its withdrawal through B.
      const rows = await two.sql<{ id: number }>(
        `select h.id from exam_hall h join exam_centre c on c.id = h.centre_id join scope s on s.id = c.scope_id
       where s.code = 'SCI' and h.seats >= 30 and h.deleted_at is null order by h.id limit 1`,
      );
      const made = await add(a, {
        startsAt: at(32, '10:00'),
        endsAt: at(32, '12:00'),
        students: 30,
        hallIds: [rows[0].id],
      });
      const id = (made.body as { reserveExamId: number }).reserveExamId;
      const gone = await call(b, 'POST', P.withdraw(id), { token: committee.b, body: { version: 1 } });
      expect(gone.body).toMatchObject({ lockVersion: 2, message: RESERVE_EXAM_MESSAGES.withdrawn });

      const again = await connect(b, admin.b);
      const rejoined = (await again.emitWithAck('reserve-exam:watch', {})) as { ok: true; lastSeq: number };
      expect(rejoined.lastSeq).toBeGreaterThan(ack.lastSeq);
      const missed = await call(b, 'GET', `${P.events}?since=${ack.lastSeq}`, { token: admin.b });
      expect(missed.status).toBe(200);
      const events = (missed.body as { events: ReservationChangedEvent[]; lastSeq: number }).events;
      expect(events.filter((e) => e.reserveExamId === id).map((e) => e.kind)).toEqual([
        'submitted',
        'withdrawn',
      ]);
      expect((missed.body as { lastSeq: number }).lastSeq).toBe(rejoined.lastSeq);
    });
  },
);

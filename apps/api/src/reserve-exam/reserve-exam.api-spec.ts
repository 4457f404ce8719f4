import { MESSAGES } from '@mizan/domain/messages';
import { reviewPaths } from '@mizan/domain/review';
import {
  conflictMessage,
  DAY_MS,
  fromZoned,
  RESERVE_EXAM_MESSAGES,
  reserveExamPaths as P,
  toZoned,
} from '@mizan/domain/reserve-exam';
import { BOOT_TIMEOUT, startTestApp, type TestApp } from '../../test/harness.js';

const CAIRO = 'Africa/Cairo';

/** An ISO instant `days` ahead at local `time` in Cairo. */
function at(days: number, time: string): string {
  const date = toZoned(Date.now() + days * DAY_MS, CAIRO).date;
  const r = fromZoned(date, time, CAIRO);
  if (!r.ok) throw new Error(`${date} ${time} does not exist in Cairo`);
  return new Date(r.ms).toISOString();
}

interface Hall {
  id: number;
  seats: number;
  computers: number;
  centre: string;
  scope: string;
}

describe('165.7.2. reserve exam API: centres, requests, conflicts, decisions, board', () => {
  let t: TestApp;
  let admin: string;
  let committee: string;
  let creator: string;
  let viewer: string;
  let sciCourse: number;
  let engCourse: number;
  let halls: Hall[];
  /** Days ahead: each test books its own day so no test sees another's bookings. */
  let day = 10;
  const sci = (pred: (h: Hall) => boolean = () => true) => halls.filter((h) => h.scope === 'SCI' && pred(h));

  const add = (body: Record<string, unknown>, token = committee) =>
    t.request('POST', P.add, { token, body: { courseId: sciCourse, students: 40, ...body } });
  const decide = (id: number, body: Record<string, unknown>, token = admin) =>
    t.request('PUT', P.decision(id), { token, body });
  const view = (id: number, token = committee) => t.request('GET', P.view(sciCourse, id), { token });

  beforeAll(async () => {
    t = await startTestApp();
    [admin, committee, creator, viewer] = await Promise.all(
      ['admin', 'examcreator', 'creator', 'viewer'].map((u) => t.login(u)),
    );
    const course = async (scope: string) =>
      (
        await t.sql<{ id: number }>(
          `select c.id from course c join scope s on s.id = c.scope_id join scope f on s.path like f.path || '%'
           where f.code = ? order by c.id limit 1`,
          [scope],
        )
      )[0].id;
    sciCourse = await course('SCI');
    engCourse = await course('ENG');
    halls = await t.sql<Hall>(
      `select h.id, h.seats, h.computers, c.name ->> 'en' as centre, s.code as scope
       from exam_hall h join exam_centre c on c.id = h.centre_id join scope s on s.id = c.scope_id order by h.id`,
    );
    // Migrating and seeding the run's first database takes over a minute on a loaded 2-core box.
  }, 3 * BOOT_TIMEOUT);
  afterAll(() => t?.close());
  beforeEach(() => {
    day += 1;
  });

  describe('centres and halls', () => {
    it('lists the demo centres of the caller scope with halls of different sizes', async () => {
      const res = await t.request('GET', P.centres, { token: committee });
      expect(res.status).toBe(200);
      const names = res.body.centres.map((c: { name: { en: string } }) => c.name.en);
      expect(names).toEqual(['Science building', 'Science computer lab']);
      const seats = res.body.centres[0].halls.map((h: { seats: number }) => h.seats);
      expect(new Set(seats).size).toBe(seats.length);
      expect(res.body.rights).toEqual(expect.arrayContaining(['9.2.', '9.3.', '9.4.']));
    });

    it('adds, edits and deletes a hall; another faculty centre is 404; no add right is 403', async () => {
      const scopes = await t.scopeIds();
      const centre = await t.request('POST', P.centres, {
        token: committee,
        body: { scopeId: scopes.SCI, name: { ar: 'مبنى جديد', en: 'New building' } },
      });
      expect(centre.status).toBe(201);
      const hall = await t.request('POST', P.halls(centre.body.centreId), {
        token: committee,
        body: { name: { ar: 'قاعة أ', en: 'Hall A' }, seats: 70 },
      });
      expect(hall.status).toBe(201);
      const edited = await t.request('PUT', P.hall(hall.body.hallId), {
        token: committee,
        body: { name: { ar: 'قاعة أ', en: 'Hall A' }, seats: 75, computers: 10, active: true },
      });
      expect(edited.status).toBe(200);
      expect((await t.sql('select seats from exam_hall where id = ?', [hall.body.hallId]))[0]).toEqual({
        seats: 75,
      });
      expect((await t.request('DELETE', P.hall(hall.body.hallId), { token: committee })).status).toBe(200);
      const deleted = await add({
        startsAt: at(day, '09:00'),
        endsAt: at(day, '11:00'),
        hallIds: [hall.body.hallId],
      });
      expect(deleted.status).toBe(422);
      expect(deleted.body.fields.hallIds).toEqual(RESERVE_EXAM_MESSAGES.hallUnavailable);

      const engHall = halls.find((h) => h.scope === 'ENG')!;
      const foreign = await t.request('PUT', P.hall(engHall.id), {
        token: committee,
        body: { name: { ar: 'س', en: 'x' }, seats: 1 },
      });
      expect(foreign.status).toBe(404);
      const toEng = await t.request('POST', P.centres, {
        token: committee,
        body: { scopeId: scopes.ENG, name: { ar: 'س', en: 'x' } },
      });
      expect(toEng.status).toBe(404);
      const noRight = await t.request('POST', P.centres, {
        token: viewer,
        body: { scopeId: scopes.SCI, name: { ar: 'س', en: 'x' } },
      });
      expect(noRight.status).toBe(403);
      const bad = await t.request('POST', P.halls(centre.body.centreId), {
        token: committee,
        body: { name: { ar: '', en: 'x' }, seats: 0 },
      });
      expect(bad.status).toBe(422);
      expect(Object.keys(bad.body.fields).sort()).toEqual(['name.ar', 'seats']);
    });

    it('keeps a hall with an upcoming booking (409 naming the first), and removes it once none is left', async () => {
      const scopes = await t.scopeIds();
      const centre = await t.request('POST', P.centres, {
        token: committee,
        body: { scopeId: scopes.SCI, name: { ar: 'مبنى محجوز', en: 'Booked building' } },
      });
      const hall = await t.request('POST', P.halls(centre.body.centreId), {
        token: committee,
        body: { name: { ar: 'قاعة ب', en: 'Hall B' }, seats: 70 },
      });
      const request = await add({
        startsAt: at(day, '09:00'),
        endsAt: at(day, '11:00'),
        hallIds: [hall.body.hallId],
      });
      expect(request.status).toBe(201);
      const kept = await t.request('DELETE', P.hall(hall.body.hallId), { token: committee });
      expect(kept.status).toBe(409);
      expect(kept.body.message.en).toMatch(
        /^The hall cannot be removed while it has upcoming bookings: .*\(the first is on \d+ \w+ \d{4} at 9:00 am\)$/,
      );
      expect(kept.body.message.ar).toContain('٩:٠٠');
      expect((await t.sql('select deleted_at from exam_hall where id = ?', [hall.body.hallId]))[0]).toEqual({
        deleted_at: null,
      });
      const withdrawn = await t.request('POST', P.withdraw(request.body.reserveExamId), {
        token: committee,
        body: { version: 1 },
      });
      expect(withdrawn.status).toBe(200);
      expect((await t.request('DELETE', P.hall(hall.body.hallId), { token: committee })).status).toBe(200);
    });
  });

  describe('requests (SPEC 5)', () => {
    it('submits a pending request, seen in the list and the view with its history', async () => {
      const [h] = sci();
      const res = await add({
        startsAt: at(day, '09:00'),
        endsAt: at(day, '11:00'),
        hallIds: [h.id],
        note: ' mid-term ',
      });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        status: '34.1.',
        lockVersion: 1,
        message: RESERVE_EXAM_MESSAGES.submitted,
      });
      const v = await view(res.body.reserveExamId);
      expect(v.status).toBe(200);
      expect(v.body).toMatchObject({ status: '34.1.', note: 'mid-term', canWithdraw: true, timeZone: CAIRO });
      expect(v.body.history.map((e: { kind: string }) => e.kind)).toEqual(['submitted']);
      const list = await t.request('GET', `${P.list(sciCourse)}&status=34.1.&limit=5`, { token: committee });
      expect(list.status).toBe(200);
      expect(list.body.reservations.map((r: { reserveExamId: number }) => r.reserveExamId)).toContain(
        res.body.reserveExamId,
      );
      expect(list.body).toMatchObject({ currentPage: 1, timeZone: CAIRO });
    });

    it('getList: the contract query (courseId, limit, page, status, from, to) pages and filters; bad values are 422', async () => {
      const hallIds = [sci()[0].id];
      const made: number[] = [];
      for (const [from, to] of [
        ['08:00', '09:00'],
        ['10:00', '11:00'],
        ['12:00', '13:00'],
      ])
        made.push((await add({ startsAt: at(day, from), endsAt: at(day, to), hallIds })).body.reserveExamId);
      await decide(made[1], { decision: 'accept', version: 1 });
      const window = `&from=${encodeURIComponent(at(day, '00:00'))}&to=${encodeURIComponent(at(day + 1, '00:00'))}`;
      const get = (q: string) => t.request('GET', `${P.list(sciCourse)}${window}${q}`, { token: committee });
      const ids = (res: { body: { reservations: { reserveExamId: number }[] } }) =>
        res.body.reservations.map((r) => r.reserveExamId);
      const all = await get('&limit=5');
      expect(all.status).toBe(200);
      expect(all.body).toMatchObject({
        currentPage: 1,
        totalItems: 3,
        rights: expect.arrayContaining(['9.2.']),
      });
      // Newest slot first.
      expect(ids(all)).toEqual([...made].reverse());
      const second = await get('&limit=5&page=2');
      expect(second.body).toMatchObject({ currentPage: 2, totalItems: 3, reservations: [] });
      expect(ids(await get('&status=34.2.'))).toEqual([made[1]]);
      expect(ids(await get('&status=34.1.'))).toEqual([made[2], made[0]]);
      const morning = await t.request(
        'GET',
        `${P.list(sciCourse)}&from=${encodeURIComponent(at(day, '09:00'))}&to=${encodeURIComponent(at(day, '11:00'))}`,
        { token: committee },
      );
      // Half-open: 08:00-09:00 ends where the window starts, 10:00-11:00 lies in it.
      expect(ids(morning)).toEqual([made[1]]);
      for (const [q, field] of [
        ['&status=34.9.', 'status'],
        ['&limit=7', 'limit'],
        ['&from=yesterday', 'from'],
      ])
        expect((await get(q)).body.fields).toHaveProperty([field]);
      for (const courseId of ['', 'x', '99999999999']) {
        const bad = await t.request(
          'GET',
          P.list(sciCourse).replace(/courseId=\d+/, `courseId=${courseId}`),
          {
            token: committee,
          },
        );
        expect(bad.status).toBe(422);
        expect(bad.body.fields).toHaveProperty(['courseId']);
      }
    });

    it.each([
      [
        'a start in the past',
        () => [at(-1, '09:00'), at(-1, '11:00')],
        { startsAt: RESERVE_EXAM_MESSAGES.startInPast },
      ],
      [
        'an end before the start',
        () => [at(3, '11:00'), at(3, '09:00')],
        { endsAt: RESERVE_EXAM_MESSAGES.endNotAfterStart },
      ],
      [
        'a zero-length slot',
        () => [at(3, '11:00'), at(3, '11:00')],
        { endsAt: RESERVE_EXAM_MESSAGES.endNotAfterStart },
      ],
      [
        'a slot across midnight',
        () => [at(3, '23:00'), at(4, '01:00')],
        { endsAt: RESERVE_EXAM_MESSAGES.acrossMidnight },
      ],
    ])('refuses %s with 422 and the field text', async (_, times, fields) => {
      const [startsAt, endsAt] = times();
      const res = await add({ startsAt, endsAt, hallIds: [sci()[0].id] });
      expect(res.status).toBe(422);
      expect(res.body.fields).toEqual(fields);
    });

    it('refuses short seats, short computers, a hall of another faculty, unknown and ill-formed input', async () => {
      const slot = { startsAt: at(day, '09:00'), endsAt: at(day, '11:00') };
      const small = sci((h) => h.seats < 100);
      const seats = small.reduce((s, h) => s + h.seats, 0);
      const short = await add({ ...slot, hallIds: small.map((h) => h.id), students: seats + 1 });
      expect(short.status).toBe(422);
      expect(short.body.fields.students.en).toBe(
        `The chosen halls seat ${seats}, fewer than the ${seats + 1} students`,
      );
      const noPcs = await add({
        ...slot,
        hallIds: [sci((h) => h.computers === 0)[0].id],
        electronic: true,
        students: 5,
      });
      expect(noPcs.status).toBe(422);
      expect(noPcs.body.fields.students.en).toContain('computers');
      const eng = await add({ ...slot, hallIds: [halls.find((h) => h.scope === 'ENG')!.id] });
      expect(eng.body.fields.hallIds).toEqual(RESERVE_EXAM_MESSAGES.hallUnavailable);
      expect((await add({ ...slot, hallIds: [999_999] })).status).toBe(422);
      const noOffset = await add({
        startsAt: '2030-01-01T09:00:00',
        endsAt: '2030-01-01T10:00:00',
        hallIds: [1],
      });
      expect(noOffset.status).toBe(422);
      expect(noOffset.body.fields.startsAt).toEqual(MESSAGES.invalidData);
      const dup = await add({ ...slot, hallIds: [sci()[0].id, sci()[0].id] });
      expect(dup.status).toBe(422);
    });

    it('keeps courses to their scope: another faculty course is 404, no add right 403', async () => {
      const slot = { startsAt: at(day, '09:00'), endsAt: at(day, '11:00'), hallIds: [sci()[0].id] };
      expect((await add({ ...slot, courseId: engCourse })).status).toBe(404);
      expect((await add(slot, viewer)).status).toBe(403);
      expect((await add(slot, creator)).status).toBe(403);
      expect((await t.request('GET', P.list(engCourse), { token: committee })).status).toBe(404);
    });

    it('lets only the requester withdraw a pending request, once', async () => {
      const res = await add({ startsAt: at(day, '09:00'), endsAt: at(day, '10:00'), hallIds: [sci()[1].id] });
      const id = res.body.reserveExamId;
      expect((await t.request('POST', P.withdraw(id), { token: admin, body: { version: 1 } })).status).toBe(
        403,
      );
      expect(
        (await t.request('POST', P.withdraw(id), { token: committee, body: { version: 9 } })).status,
      ).toBe(409);
      const ok = await t.request('POST', P.withdraw(id), { token: committee, body: { version: 1 } });
      expect(ok.status).toBe(200);
      const again = await t.request('POST', P.withdraw(id), { token: committee, body: { version: 2 } });
      expect(again.status).toBe(409);
      expect(again.body.message).toEqual(RESERVE_EXAM_MESSAGES.notPending);
      expect((await view(id)).body).toMatchObject({ withdrawn: true, canWithdraw: false });
    });
  });

  describe('conflicts and decisions', () => {
    it('accepting lists and notifies the competing requests; a request intersecting it is refused naming the centre', async () => {
      const [h1, h2] = sci();
      const first = await add({ startsAt: at(day, '09:00'), endsAt: at(day, '11:00'), hallIds: [h1.id] });
      const rival = await add({
        startsAt: at(day, '10:00'),
        endsAt: at(day, '12:00'),
        hallIds: [h1.id, h2.id],
      });
      const competing = await t.request('GET', P.competing(first.body.reserveExamId), { token: admin });
      expect(competing.status).toBe(200);
      expect(competing.body.competing).toEqual([
        expect.objectContaining({ reserveExamId: rival.body.reserveExamId, hallIds: [h1.id] }),
      ]);
      const accepted = await decide(first.body.reserveExamId, { decision: 'accept', version: 1 });
      expect(accepted.status).toBe(200);
      expect(accepted.body).toMatchObject({
        status: '34.2.',
        lockVersion: 2,
        competing: [rival.body.reserveExamId],
      });
      const told = await t.sql<{ reserve_exam_id: number; change: string }>(
        `select reserve_exam_id, payload ->> 'change' as change from notification
         where reserve_exam_id = any(?::int[]) order by id`,
        [`{${first.body.reserveExamId},${rival.body.reserveExamId}}`],
      );
      expect(told).toEqual([
        { reserve_exam_id: first.body.reserveExamId, change: 'accepted' },
        { reserve_exam_id: rival.body.reserveExamId, change: 'competing' },
      ]);
      // The requester's bell lists both, linked to their requests, and counts them unread.
      const bell = await t.request('GET', `${reviewPaths.notifications()}?limit=5`, { token: committee });
      expect(bell.status).toBe(200);
      expect(bell.body.unread).toBeGreaterThanOrEqual(2);
      expect(bell.body.notifications.slice(0, 2)).toEqual([
        expect.objectContaining({
          kind: 'reservation',
          reserveExamId: rival.body.reserveExamId,
          change: 'competing',
        }),
        expect.objectContaining({
          kind: 'reservation',
          reserveExamId: first.body.reserveExamId,
          change: 'accepted',
          courseId: sciCourse,
          startsAt: at(day, '09:00'),
        }),
      ]);

      // A new request intersecting the accepted booking: 409, SPEC 8 message, >= 3 alternatives.
      const refused = await add({ startsAt: at(day, '10:30'), endsAt: at(day, '12:30'), hallIds: [h1.id] });
      expect(refused.status).toBe(409);
      const conflict = {
        hallId: h1.id,
        reserveExamId: first.body.reserveExamId,
        centreName: { ar: 'مبنى العلوم', en: 'Science building' },
        hallName: { ar: 'قاعة 1', en: 'Hall 1' },
        startsAt: at(day, '09:00'),
        endsAt: at(day, '11:00'),
      };
      expect(refused.body.conflicts).toEqual([conflict]);
      expect(refused.body.message).toEqual(conflictMessage([conflict], CAIRO));
      expect(refused.body.message.en).toContain('Science building - Hall 1');
      expect(refused.body.alternatives.length).toBeGreaterThanOrEqual(3);
      for (const alt of refused.body.alternatives) {
        const ids = alt.kind === 'otherHall' ? [alt.hall.hallId] : alt.hallIds;
        const ok = await t.request(
          'GET',
          `${P.availability}?courseId=${sciCourse}&startsAt=${encodeURIComponent(alt.startsAt)}&endsAt=${encodeURIComponent(alt.endsAt)}`,
          { token: committee },
        );
        const states = ok.body.halls.filter((x: { hallId: number }) => ids.includes(x.hallId));
        expect(states.every((x: { state: string }) => x.state === 'free')).toBe(true);
      }
      // Touching slots do not conflict.
      const touching = await add({ startsAt: at(day, '11:00'), endsAt: at(day, '12:00'), hallIds: [h1.id] });
      expect(touching.status).toBe(201);
      // Accepting the rival now would double-book hall 1: 409 with the conflict.
      const late = await decide(rival.body.reserveExamId, { decision: 'accept', version: 1 });
      expect(late.status).toBe(409);
      expect(late.body.conflicts.map((c: { hallId: number }) => c.hallId)).toEqual([h1.id]);
      const board = await t.request(
        'GET',
        `${P.board}?from=${encodeURIComponent(at(day, '00:00'))}&to=${encodeURIComponent(at(day + 1, '00:00'))}`,
        { token: committee },
      );
      expect(board.status).toBe(200);
      const row = board.body.halls.find((x: { hallId: number }) => x.hallId === h1.id);
      expect(
        row.bookings.map((b: { status: string; inConflict: boolean }) => [b.status, b.inConflict]),
      ).toEqual([
        ['34.2.', false],
        ['34.1.', true],
        // Touching the accepted booking, but inside the rival's pending slot.
        ['34.1.', true],
      ]);
    });

    it('rejects with a reason, refuses a stale version, a second decision and a decider of another scope', async () => {
      const res = await add({ startsAt: at(day, '13:00'), endsAt: at(day, '14:00'), hallIds: [sci()[2].id] });
      const id = res.body.reserveExamId;
      expect((await decide(id, { decision: 'reject', version: 1 })).body.fields).toEqual({
        reason: RESERVE_EXAM_MESSAGES.reasonRequired,
      });
      const stale = await decide(id, { decision: 'accept', version: 7 });
      expect(stale.status).toBe(409);
      expect(stale.body.message).toEqual(RESERVE_EXAM_MESSAGES.staleVersion);
      expect((await decide(id, { decision: 'accept', version: 1 }, viewer)).status).toBe(403);
      const rejected = await decide(id, { decision: 'reject', reason: 'Hall under maintenance', version: 1 });
      expect(rejected.body).toMatchObject({ status: '34.3.', lockVersion: 2 });
      const again = await decide(id, { decision: 'accept', version: 2 });
      expect(again.body.message).toEqual(RESERVE_EXAM_MESSAGES.notPending);
      const v = await view(id);
      expect(v.body).toMatchObject({ status: '34.3.', reason: 'Hall under maintenance' });
      expect(v.body.history.map((e: { kind: string; reason?: string }) => [e.kind, e.reason])).toEqual([
        ['submitted', undefined],
        ['rejected', 'Hall under maintenance'],
      ]);
    });

    it('refuses to accept a request whose slot has started (422) and says who may withdraw (403)', async () => {
      const res = await add({ startsAt: at(day, '09:00'), endsAt: at(day, '10:00'), hallIds: [sci()[2].id] });
      const id = res.body.reserveExamId;
      const notMine = await t.request('POST', P.withdraw(id), { token: admin, body: { version: 1 } });
      expect(notMine.status).toBe(403);
      expect(notMine.body.message).toEqual(RESERVE_EXAM_MESSAGES.notYourRequest);
      // Time passes while it waits: its start is now behind.
      await t.sql(
        "update reserve_exam set starts_at = now() - interval '1 minute', ends_at = now() + interval '1 hour' where id = ?",
        [id],
      );
      const late = await decide(id, { decision: 'accept', version: 1 });
      expect(late.status).toBe(422);
      expect(late.body.fields).toEqual({ startsAt: RESERVE_EXAM_MESSAGES.startPassed });
    });

    it('stores a slot across the autumn daylight-saving change at its real length and checks it by instants', async () => {
      // Cairo, 2027-10-28: clocks go back from 24:00 (+03:00) to 23:00 (+02:00).
      const h = sci()[3];
      const slot = { startsAt: '2027-10-28T22:30:00+03:00', endsAt: '2027-10-28T23:30:00+02:00' };
      const res = await add({ ...slot, hallIds: [h.id], students: 10 });
      expect(res.status).toBe(201);
      const [row] = await t.sql<{ minutes: number }>(
        'select extract(epoch from ends_at - starts_at)::int / 60 as minutes from reserve_exam where id = ?',
        [res.body.reserveExamId],
      );
      expect(row.minutes).toBe(120);
      expect((await decide(res.body.reserveExamId, { decision: 'accept', version: 1 })).status).toBe(200);
      // The repeated 23:00-23:30 (+02:00) is inside the slot; 23:30 (+02:00) onwards is free.
      const inside = await add({
        startsAt: '2027-10-28T23:00:00+02:00',
        endsAt: '2027-10-28T23:20:00+02:00',
        hallIds: [h.id],
        students: 10,
      });
      expect(inside.status).toBe(409);
      const after = await add({
        startsAt: '2027-10-28T23:30:00+02:00',
        endsAt: '2027-10-28T23:59:00+02:00',
        hallIds: [h.id],
        students: 10,
      });
      expect(after.status).toBe(201);
    });

    it('race: many concurrent accepts of overlapping requests of one hall store exactly the feasible ones', async () => {
      const h = sci()[4];
      const make = (from: string, to: string) =>
        Promise.all(
          Array.from({ length: 12 }, () =>
            add({ startsAt: at(day, from), endsAt: at(day, to), hallIds: [h.id], students: 10 }),
          ),
        );
      const morning = await make('09:00', '11:00');
      const noon = await make('11:00', '13:00');
      const all = [...morning, ...noon].map((r) => r.body.reserveExamId as number);
      const results = await Promise.all(all.map((id) => decide(id, { decision: 'accept', version: 1 })));
      const statuses = results.map((r) => r.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(2);
      expect(statuses.filter((s) => s === 409)).toHaveLength(all.length - 2);
      const [stored] = await t.sql<{ n: number }>(
        'select count(*)::int as n from reserve_exam_hall where hall_id = ? and accepted',
        [h.id],
      );
      expect(stored.n).toBe(2);
      const winners = results.flatMap((r, i) => (r.status === 200 ? [all[i]] : []));
      expect(winners.filter((id) => morning.some((m) => m.body.reserveExamId === id))).toHaveLength(1);
    });

    it('the database itself refuses a second accepted booking of one hall at an intersecting time', async () => {
      const h = sci()[0];
      const a = await add({ startsAt: at(day, '15:00'), endsAt: at(day, '16:00'), hallIds: [h.id] });
      const b = await add({ startsAt: at(day, '15:30'), endsAt: at(day, '16:30'), hallIds: [h.id] });
      await t.sql('update reserve_exam_hall set accepted = true where reserve_exam_id = ?', [
        a.body.reserveExamId,
      ]);
      await expect(
        t.sql('update reserve_exam_hall set accepted = true where reserve_exam_id = ?', [
          b.body.reserveExamId,
        ]),
      ).rejects.toThrow(/reserve_exam_hall_no_double_booking/);
    });
  });

  it('the demo seed holds a pending and an accepted request of MTH601 ahead, each with its history', async () => {
    const [mth] = await t.sql<{ id: number }>("select id from course where course_code = 'MTH601'");
    // Before the days this file books (10 ahead and more): only the seed's.
    const window = `&from=${encodeURIComponent(new Date().toISOString())}&to=${encodeURIComponent(at(10, '00:00'))}`;
    const list = await t.request('GET', `${P.list(mth.id)}${window}`, { token: committee });
    expect(list.status).toBe(200);
    const rows: { reserveExamId: number; status: string; requester: { username: string } }[] =
      list.body.reservations;
    expect(rows.map((r) => [r.status, r.requester.username]).sort()).toEqual([
      ['34.1.', 'examcreator'],
      ['34.2.', 'examcreator'],
    ]);
    for (const r of rows) {
      const v = await t.request('GET', P.view(mth.id, r.reserveExamId), { token: committee });
      expect(v.status).toBe(200);
      expect(
        v.body.history.map((e: { kind: string; by: { username: string } }) => [e.kind, e.by.username]),
      ).toEqual(
        r.status === '34.2.'
          ? [
              ['submitted', 'examcreator'],
              ['accepted', 'admin'],
            ]
          : [['submitted', 'examcreator']],
      );
    }
  });

  it('board: a week of the caller halls; a window over 31 days or backwards is 422', async () => {
    const from = at(1, '00:00');
    const res = await t.request(
      'GET',
      `${P.board}?from=${encodeURIComponent(from)}&to=${encodeURIComponent(at(8, '00:00'))}`,
      {
        token: committee,
      },
    );
    expect(res.status).toBe(200);
    expect(
      res.body.halls.every((h: { centreName: { en: string } }) => !h.centreName.en.startsWith('Engineering')),
    ).toBe(true);
    expect(res.body).toMatchObject({ timeZone: CAIRO, lastSeq: expect.any(Number) });
    const long = await t.request(
      'GET',
      `${P.board}?from=${encodeURIComponent(from)}&to=${encodeURIComponent(at(40, '00:00'))}`,
      {
        token: committee,
      },
    );
    expect(long.status).toBe(422);
    const events = await t.request('GET', `${P.events}?since=0`, { token: committee });
    expect(events.status).toBe(200);
    expect(events.body.events.length).toBeGreaterThan(0);
  });
});

import {
  conflictsWith,
  DAY_MS,
  dayBounds,
  fromZoned,
  MINUTE_MS,
  nearestFreeSlots,
  offsetAt,
  overlaps,
  slotDay,
  slotProblems,
  toZoned,
} from './conflicts.js';
import { conflictMessage } from './messages.js';

const CAIRO = 'Africa/Cairo';
const at = (iso: string) => Date.parse(iso);
const HOUR = 60 * MINUTE_MS;

describe('165.7.2. reservation intervals', () => {
  it.each([
    ['touching slots do not conflict', ['10:00', '12:00'], ['12:00', '13:00'], false],
    ['one inside the other', ['10:00', '12:00'], ['10:30', '11:00'], true],
    ['overlapping by a minute', ['10:00', '12:00'], ['11:59', '13:00'], true],
    ['the same slot', ['10:00', '12:00'], ['10:00', '12:00'], true],
    ['apart', ['10:00', '11:00'], ['11:30', '12:00'], false],
  ])('%s', (_, [a1, a2], [b1, b2], expected) => {
    const s = (t: string) => at(`2026-03-01T${t}:00+02:00`);
    const a = { startsAt: s(a1), endsAt: s(a2) };
    const b = { startsAt: s(b1), endsAt: s(b2) };
    expect(overlaps(a, b)).toBe(expected);
    expect(overlaps(b, a)).toBe(expected);
  });

  it('lists only the bookings of the chosen halls that intersect, by hall then time', () => {
    const slot = { startsAt: at('2026-03-01T10:00:00Z'), endsAt: at('2026-03-01T12:00:00Z') };
    const bookings = [
      { hallId: 2, startsAt: at('2026-03-01T11:00:00Z'), endsAt: at('2026-03-01T13:00:00Z') },
      { hallId: 1, startsAt: at('2026-03-01T09:00:00Z'), endsAt: at('2026-03-01T10:30:00Z') },
      { hallId: 3, startsAt: at('2026-03-01T10:00:00Z'), endsAt: at('2026-03-01T12:00:00Z') },
      { hallId: 1, startsAt: at('2026-03-01T12:00:00Z'), endsAt: at('2026-03-01T13:00:00Z') },
    ];
    expect(conflictsWith(slot, [1, 2], bookings).map((b) => b.hallId)).toEqual([1, 2]);
  });
});

describe('165.7.2. university time zone (Africa/Cairo, DST since 2023)', () => {
  it('knows the offsets either side of the 2024 and 2026 changes', () => {
    expect(offsetAt(at('2024-01-15T10:00:00Z'), CAIRO)).toBe(2 * HOUR);
    expect(offsetAt(at('2024-07-15T10:00:00Z'), CAIRO)).toBe(3 * HOUR);
    expect(offsetAt(at('2026-07-15T10:00:00Z'), CAIRO)).toBe(3 * HOUR);
  });

  it('refuses a wall time clocks skip, and takes the earlier of one they repeat', () => {
    // 2024-04-26 00:00 -> 01:00 (spring forward); 2024-10-31 24:00 -> 23:00 (fall back).
    expect(fromZoned('2024-04-26', '00:30', CAIRO)).toEqual({ ok: false, reason: 'gap' });
    const repeated = fromZoned('2024-10-31', '23:30', CAIRO);
    expect(repeated).toEqual({ ok: true, ms: at('2024-10-31T20:30:00Z'), ambiguous: true });
    expect(fromZoned('2024-10-31', '22:59', CAIRO)).toEqual({
      ok: true,
      ms: at('2024-10-31T19:59:00Z'),
      ambiguous: false,
    });
    expect(fromZoned('2024-02-30', '10:00', CAIRO)).toEqual({ ok: false, reason: 'invalid' });
    expect(fromZoned('2024-02-10', '24:00', CAIRO)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('has 23- and 25-hour days on the change days', () => {
    const spring = dayBounds(at('2024-04-26T12:00:00Z'), CAIRO);
    expect(spring.endsAt - spring.startsAt).toBe(23 * HOUR);
    const autumn = dayBounds(at('2024-10-31T12:00:00Z'), CAIRO);
    expect(autumn.endsAt - autumn.startsAt).toBe(25 * HOUR);
  });

  it('checks SPEC 5 (start after now, end after start) and keeps a slot within one local day', () => {
    const now = at('2026-03-01T08:00:00Z');
    const slot = (a: string, b: string) => ({ startsAt: at(a), endsAt: at(b) });
    expect(slotProblems(slot('2026-03-02T08:00:00Z', '2026-03-02T10:00:00Z'), now, CAIRO)).toEqual({});
    expect(slotProblems(slot('2026-03-01T07:00:00Z', '2026-03-01T09:00:00Z'), now, CAIRO)).toEqual({
      startsAt: 'startInPast',
    });
    expect(slotProblems(slot('2026-03-02T08:00:00Z', '2026-03-02T08:00:00Z'), now, CAIRO)).toEqual({
      endsAt: 'endNotAfterStart',
    });
    // 23:00 to 01:00 Cairo time (UTC+2 in March).
    expect(slotProblems(slot('2026-03-02T21:00:00Z', '2026-03-02T23:00:00Z'), now, CAIRO)).toEqual({
      endsAt: 'acrossMidnight',
    });
    // Ending at midnight is still the same day.
    expect(slotProblems(slot('2026-03-02T20:00:00Z', '2026-03-02T22:00:00Z'), now, CAIRO)).toEqual({});
  });

  it('names each centre and its taken time in the zone, in Arabic and English', () => {
    const message = conflictMessage(
      [
        {
          centreName: { ar: 'مبنى العلوم', en: 'Science building' },
          hallName: { ar: 'قاعة 1', en: 'Hall 1' },
          startsAt: '2026-07-15T07:00:00Z',
          endsAt: '2026-07-15T09:00:00Z',
        },
      ],
      CAIRO,
    );
    expect(message.en).toBe(
      'Booking conflict: these centres are taken at times that intersect the reservation: Science building - Hall 1 (15 July 2026 at 10:00 am - 12:00 pm)',
    );
    expect(message.ar).toContain('مبنى العلوم - قاعة 1');
    expect(message.ar).toContain('يوليو');
  });
});

/** A small seeded generator (mulberry32): the property runs are the same on every machine. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Instants of Cairo's offset changes in 2023-2027, found by scanning hourly. */
function changes(): number[] {
  const out: number[] = [];
  for (let t = at('2023-01-01T00:00:00Z'); t < at('2028-01-01T00:00:00Z'); t += HOUR)
    if (offsetAt(t, CAIRO) !== offsetAt(t + HOUR, CAIRO)) out.push(t + HOUR);
  return out;
}

describe('165.7.2. property: slots around daylight-saving changes', () => {
  const transitions = changes();

  it('finds the spring and autumn change of every year since 2023', () => {
    expect(transitions).toHaveLength(10);
  });

  it('round-trips every existing wall time near a change, and no slot shifts or changes length', () => {
    const rnd = random(17);
    for (let i = 0; i < 1000; i++) {
      const change = transitions[i % transitions.length];
      const startsAt = change + Math.round(((rnd() - 0.5) * 2 * DAY_MS) / MINUTE_MS) * MINUTE_MS;
      const length = (1 + Math.floor(rnd() * 24)) * 15 * MINUTE_MS;
      const wall = toZoned(startsAt, CAIRO);
      const back = fromZoned(wall.date, wall.time, CAIRO);
      expect(back.ok).toBe(true);
      if (!back.ok) continue;
      // Only a repeated hour may read back as its earlier occurrence, exactly one hour before.
      if (back.ms !== startsAt) {
        expect(back.ambiguous).toBe(true);
        expect(startsAt - back.ms).toBe(HOUR);
      }
      const slot = { startsAt, endsAt: startsAt + length };
      const next = nearestFreeSlots(slot, [1], [], { now: 0, timeZone: CAIRO, limit: 2 });
      for (const s of next) expect(s.endsAt - s.startsAt).toBe(length);
    }
  });

  it('conflicts exactly when the instants overlap, whatever the wall clock says', () => {
    const rnd = random(2023);
    for (let i = 0; i < 1000; i++) {
      const change = transitions[i % transitions.length];
      const pick = () => change + Math.round(((rnd() - 0.5) * 6 * HOUR) / MINUTE_MS) * MINUTE_MS;
      const a0 = pick();
      const b0 = pick();
      const a = { startsAt: a0, endsAt: a0 + (1 + Math.floor(rnd() * 8)) * 15 * MINUTE_MS };
      const b = { startsAt: b0, endsAt: b0 + (1 + Math.floor(rnd() * 8)) * 15 * MINUTE_MS };
      const shared = Math.min(a.endsAt, b.endsAt) - Math.max(a.startsAt, b.startsAt);
      expect(overlaps(a, b)).toBe(shared > 0);
      expect(conflictsWith(a, [7], [{ hallId: 7, ...b }]).length).toBe(shared > 0 ? 1 : 0);
    }
  });

  it('keeps every local day whole: a slot of the day lies in it, one past its end does not', () => {
    for (const change of transitions) {
      const day = dayBounds(change, CAIRO);
      const date = toZoned(change, CAIRO).date;
      expect(slotDay({ startsAt: day.startsAt, endsAt: day.endsAt }, CAIRO)).toBe(date);
      expect(slotDay({ startsAt: day.startsAt, endsAt: day.endsAt + MINUTE_MS }, CAIRO)).toBeNull();
    }
  });

  it('offers free slots that never intersect a booking, the nearest first', () => {
    const rnd = random(7);
    for (const change of transitions) {
      const slot = { startsAt: change - HOUR, endsAt: change + HOUR };
      const bookings = Array.from({ length: 6 }, () => {
        const s = change + Math.round((rnd() - 0.5) * 10) * 30 * MINUTE_MS;
        return { hallId: 1 + Math.floor(rnd() * 2), startsAt: s, endsAt: s + 90 * MINUTE_MS };
      });
      const free = nearestFreeSlots(slot, [1, 2], bookings, { now: 0, timeZone: CAIRO, limit: 3 });
      expect(free.length).toBe(3);
      const distances = free.map((s) => Math.abs(s.startsAt - slot.startsAt));
      expect([...distances].sort((x, y) => x - y)).toEqual(distances);
      for (const s of free) {
        expect(conflictsWith(s, [1, 2], bookings)).toEqual([]);
        expect(slotDay(s, CAIRO)).not.toBeNull();
      }
    }
  });
});

/**
 * 165.7.2. The interval logic of exam-centre reservations, shared by the web preview (free and
 * taken halls as the user picks) and the API (refusals, alternatives). A slot is half-open
 * [startsAt, endsAt) in epoch milliseconds: one exam ending at 12:00 and the next starting at 12:00
 * do not conflict, as PostgreSQL's tstzrange '[)' in the exclusion constraint sees it.
 *
 * Wall times are those of the university's time zone (an IANA name, a setting): Africa/Cairo has
 * daylight saving again since 2023, so local dates and times go through Intl's zone data, never a
 * fixed offset. No Temporal or date library is needed for the few conversions here.
 */

export interface Slot {
  startsAt: number;
  endsAt: number;
}

export interface HallBooking extends Slot {
  hallId: number;
}

export const MINUTE_MS = 60_000;
export const DAY_MS = 24 * 60 * MINUTE_MS;
export const DEFAULT_TIME_ZONE = 'Africa/Cairo';

/** Two half-open slots share an instant. Touching slots (one ends when the other starts) do not. */
export const overlaps = (a: Slot, b: Slot): boolean => a.startsAt < b.endsAt && b.startsAt < a.endsAt;

/** The bookings of `hallIds` that intersect `slot`, in hall then time order. */
export function conflictsWith<B extends HallBooking>(
  slot: Slot,
  hallIds: readonly number[],
  bookings: B[],
): B[] {
  const halls = new Set(hallIds);
  return bookings
    .filter((b) => halls.has(b.hallId) && overlaps(slot, b))
    .sort((a, b) => a.hallId - b.hallId || a.startsAt - b.startsAt);
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function wallFormatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** Whether the runtime knows `timeZone` (an IANA name such as 'Africa/Cairo'). */
export function isTimeZone(timeZone: string): boolean {
  try {
    wallFormatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

interface Wall {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallOf(ms: number, timeZone: string): Wall {
  const parts: Record<string, number> = {};
  for (const p of wallFormatter(timeZone).formatToParts(new Date(ms)))
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return {
    year: parts.year,
    month: parts.month,
    day: parts.day,
    hour: parts.hour,
    minute: parts.minute,
    second: parts.second,
  };
}

/** The zone's offset from UTC at instant `ms`, in milliseconds (Cairo: +2 h in winter, +3 h in summer). */
export function offsetAt(ms: number, timeZone: string): number {
  const w = wallOf(ms, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - (ms - (((ms % 1000) + 1000) % 1000));
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Local date 'YYYY-MM-DD' and time 'HH:mm' of an instant in the zone. */
export function toZoned(ms: number, timeZone: string): { date: string; time: string } {
  const w = wallOf(ms, timeZone);
  return { date: `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`, time: `${pad(w.hour)}:${pad(w.minute)}` };
}

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_RE = /^([01]\d|2[0-3]):([0-5]\d)$/;

export type ZonedResult =
  | { ok: true; ms: number; ambiguous: boolean }
  /** The wall time does not exist (skipped when clocks moved forward), or the text is no date/time. */
  | { ok: false; reason: 'gap' | 'invalid' };

/**
 * The instant of local `date` ('YYYY-MM-DD') at `time` ('HH:mm') in the zone. A time that occurs
 * twice (clocks moved back) gives the earlier instant and says it was ambiguous; a time that never
 * occurs (clocks moved forward) is refused rather than silently moved. Assumes at most one offset
 * change within a day of the wall time, true of every zone in use.
 */
export function fromZoned(date: string, time: string, timeZone: string): ZonedResult {
  const d = DATE_RE.exec(date);
  const t = TIME_RE.exec(time);
  if (!d || !t) return { ok: false, reason: 'invalid' };
  const local = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]));
  if (toZonedUtc(local).date !== date) return { ok: false, reason: 'invalid' };
  const offsets = new Set([offsetAt(local - DAY_MS, timeZone), offsetAt(local + DAY_MS, timeZone)]);
  const candidates = [...offsets]
    .map((o) => local - o)
    .filter((ms) => local - offsetAt(ms, timeZone) === ms)
    .sort((a, b) => a - b);
  if (!candidates.length) return { ok: false, reason: 'gap' };
  return { ok: true, ms: candidates[0], ambiguous: candidates.length > 1 };
}

const toZonedUtc = (ms: number) => toZoned(ms, 'UTC');

/** The local calendar day the half-open slot lies in, or null when it runs past local midnight. */
export function slotDay(slot: Slot, timeZone: string): string | null {
  const start = toZoned(slot.startsAt, timeZone).date;
  // The last instant inside the slot: a slot ending at 00:00 still belongs to the day before.
  return toZoned(slot.endsAt - 1, timeZone).date === start ? start : null;
}

/** What is wrong with a requested slot (SPEC 5): keys of RESERVE_EXAM_MESSAGES per field. */
export type SlotProblem = 'startInPast' | 'endNotAfterStart' | 'acrossMidnight' | 'tooLong';

/** A reservation slot at most this long (a day's exams; longer is a typing mistake). */
export const SLOT_MAX_MS = 12 * 60 * MINUTE_MS;

export function slotProblems(
  slot: Slot,
  now: number,
  timeZone: string,
): Partial<Record<'startsAt' | 'endsAt', SlotProblem>> {
  const problems: Partial<Record<'startsAt' | 'endsAt', SlotProblem>> = {};
  if (!(slot.startsAt > now)) problems.startsAt = 'startInPast';
  if (!(slot.endsAt > slot.startsAt)) problems.endsAt = 'endNotAfterStart';
  else if (slot.endsAt - slot.startsAt > SLOT_MAX_MS) problems.endsAt = 'tooLong';
  else if (!slotDay(slot, timeZone)) problems.endsAt = 'acrossMidnight';
  return problems;
}

/** The whole local day (00:00 to the next 00:00, 23 or 25 hours on a change day) holding `ms`. */
export function dayBounds(ms: number, timeZone: string): Slot {
  const { date } = toZoned(ms, timeZone);
  const next = toZonedUtc(Date.parse(`${date}T12:00:00Z`) + DAY_MS).date;
  const midnight = (day: string) => {
    const r = fromZoned(day, '00:00', timeZone);
    // A zone that skips midnight itself starts its day at the first instant after the gap.
    return r.ok ? r.ms : firstInstantAfterGap(day, timeZone);
  };
  return { startsAt: midnight(date), endsAt: midnight(next) };
}

function firstInstantAfterGap(day: string, timeZone: string): number {
  for (let minutes = 1; minutes < 24 * 60; minutes++) {
    const r = fromZoned(day, `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`, timeZone);
    if (r.ok) return r.ms;
  }
  throw new Error(`no wall time exists on ${day} in ${timeZone}`);
}

export interface NearbySlotOptions {
  /** Candidate starts move by this much from the requested one (default 30 minutes). */
  stepMs?: number;
  /** How far either side of the requested start to look (default 7 days). */
  horizonMs?: number;
  /** No candidate starts at or before this instant. */
  now: number;
  timeZone: string;
  limit: number;
}

/**
 * The free slots of the same length nearest to `slot` (either side, nearest first, later first on
 * a tie) in which every hall of `hallIds` is free of `bookings` and that stay within one local day.
 * Steps are exact durations, so a slot keeps its length across a daylight-saving change.
 */
export function nearestFreeSlots(
  slot: Slot,
  hallIds: readonly number[],
  bookings: HallBooking[],
  opts: NearbySlotOptions,
): Slot[] {
  const step = opts.stepMs ?? 30 * MINUTE_MS;
  const horizon = opts.horizonMs ?? 7 * DAY_MS;
  const length = slot.endsAt - slot.startsAt;
  const mine = bookings.filter((b) => hallIds.includes(b.hallId));
  const found: Slot[] = [];
  for (let k = 1; k * step <= horizon && found.length < opts.limit; k++) {
    for (const shift of [k * step, -k * step]) {
      const candidate = { startsAt: slot.startsAt + shift, endsAt: slot.endsAt + shift };
      if (candidate.startsAt <= opts.now) continue;
      if (candidate.endsAt - candidate.startsAt !== length || !slotDay(candidate, opts.timeZone)) continue;
      if (mine.some((b) => overlaps(candidate, b))) continue;
      found.push(candidate);
      if (found.length === opts.limit) break;
    }
  }
  return found;
}

/** Total capacity of halls for an exam: seats, or computers for an electronic exam. */
export const capacityOf = (halls: { seats: number; computers: number }[], electronic: boolean): number =>
  halls.reduce((sum, h) => sum + (electronic ? h.computers : h.seats), 0);

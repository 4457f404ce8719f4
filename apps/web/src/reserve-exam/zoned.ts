import type { Lang } from '@mizan/domain/i18n';
import { DAY_MS, fromZoned, toZoned } from '@mizan/domain/reserve-exam';
import { DATE_LOCALES as LOCALES } from '../format/date';

/**
 * Reservation times are the university's wall times (API.md 'Times'), whatever the browser's zone:
 * every date and time of the area is written in `timeZone`, in the active language.
 */
const formats = new Map<string, ReturnType<typeof makeFormat>>();

/** Kept per language and zone: building Intl formats is slow, and boards and lists ask for them per row. */
export function zonedFormat(lang: Lang, timeZone: string) {
  const key = `${lang} ${timeZone}`;
  const known = formats.get(key);
  if (known) return known;
  const made = makeFormat(lang, timeZone);
  formats.set(key, made);
  return made;
}

function makeFormat(lang: Lang, timeZone: string) {
  const date = new Intl.DateTimeFormat(LOCALES[lang], {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  const day = new Intl.DateTimeFormat(LOCALES[lang], {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  });
  const time = new Intl.DateTimeFormat(LOCALES[lang], {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  });
  const full = new Intl.DateTimeFormat(LOCALES[lang], {
    timeZone,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  });
  return {
    date: (iso: string) => date.format(new Date(iso)),
    day: (iso: string) => day.format(new Date(iso)),
    time: (iso: string) => time.format(new Date(iso)),
    at: (iso: string) => full.format(new Date(iso)),
    /** '15 July 2026, 10:00 am – 12:00 pm' (a slot lies within one local day). */
    slot: (startsAt: string, endsAt: string) =>
      `${full.format(new Date(startsAt))} – ${time.format(new Date(endsAt))}`,
  };
}

/** The zone's name in the active language ('Eastern European Time', 'توقيت شرق أوروبا'), not its IANA id. */
export const zoneName = (lang: Lang, timeZone: string): string =>
  new Intl.DateTimeFormat(LOCALES[lang], { timeZone, timeZoneName: 'longGeneric' })
    .formatToParts(new Date())
    .find((p) => p.type === 'timeZoneName')?.value ?? timeZone;

/** SPEC 8's alert: the browser's zone is not the university's (the times shown are not the device's). */
export const browserZoneDiffers = (timeZone: string) =>
  Intl.DateTimeFormat().resolvedOptions().timeZone !== timeZone &&
  // Two names of one zone (Egypt and Africa/Cairo) show the same wall time now and in half a year.
  [0, 182 * DAY_MS].some((d) => {
    const ms = Date.now() + d;
    return toZoned(ms, timeZone).time !== toZoned(ms, Intl.DateTimeFormat().resolvedOptions().timeZone).time;
  });

/** 'YYYY-MM-DD' plus n days (calendar arithmetic, zone-free). */
export const addDays = (date: string, n: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** The Saturday that starts the week of `date` (the Egyptian week: Saturday to Friday). */
export const weekStart = (date: string) => {
  const dow = new Date(`${date}T12:00:00Z`).getUTCDay(); // 0 Sunday ... 6 Saturday
  return addDays(date, -((dow + 1) % 7));
};

/** The instant local `date` starts in the zone (its first instant after a gap at midnight). */
export const dayStart = (date: string, timeZone: string): string => {
  for (const time of ['00:00', '01:00']) {
    const r = fromZoned(date, time, timeZone);
    if (r.ok) return new Date(r.ms).toISOString();
  }
  return `${date}T00:00:00Z`;
};

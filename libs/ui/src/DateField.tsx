import { TextField, type TextFieldProps } from './TextField';

export type DateFieldType = 'date' | 'datetime-local' | 'time';

export interface DateFieldProps extends Omit<TextFieldProps, 'type' | 'display' | 'end'> {
  type: DateFieldType;
  /** The input's value: 'YYYY-MM-DD', 'YYYY-MM-DDTHH:mm' or 'HH:mm', a wall-clock time. */
  value: string;
  /** The active language's locale ('ar-EG', 'en-GB'): its digits and month names. */
  locale: string;
}

/** Named parts of each input's value; a time alone is read on an arbitrary day. */
const PATTERN: Record<DateFieldType, RegExp> = {
  date: /^(?<y>\d{4})-(?<mo>\d{2})-(?<d>\d{2})$/,
  'datetime-local': /^(?<y>\d{4})-(?<mo>\d{2})-(?<d>\d{2})T(?<h>\d{2}):(?<mi>\d{2})/,
  time: /^(?<h>\d{2}):(?<mi>\d{2})/,
};
const DAY = { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric' } as const;
const TIME = { hour: 'numeric', minute: '2-digit', hour12: true } as const;
const PARTS: Record<DateFieldType, Intl.DateTimeFormatOptions> = {
  date: DAY,
  'datetime-local': { ...DAY, ...TIME },
  time: TIME,
};

/**
 * The value as `locale` writes it ('الأحد، ١٥ مارس ٢٠٢٦'), or undefined while it is incomplete. Read
 * as UTC on both sides, so the wall-clock value is written as typed, whatever the device's zone.
 */
export function formatFieldValue(type: DateFieldType, value: string, locale: string): string | undefined {
  const g = PATTERN[type].exec(value)?.groups;
  if (!g) return undefined;
  const n = (part: string | undefined, otherwise: number) => (part ? Number(part) : otherwise);
  const at = new Date(Date.UTC(n(g.y, 2000), n(g.mo, 1) - 1, n(g.d, 1), n(g.h, 0), n(g.mi, 0)));
  if (Number.isNaN(at.getTime())) return undefined;
  return new Intl.DateTimeFormat(locale, { ...PARTS[type], timeZone: 'UTC' }).format(at);
}

/**
 * A date, date-and-time or time field that writes its value in the active language (Chromium
 * writes a date input in the browser's locale, Latin digits on an Arabic screen). The browser's own
 * input stays, with its picker and keyboard entry, and shows its own text while being edited.
 */
export function DateField({ type, value, locale, ...rest }: DateFieldProps) {
  // Empty, the browser would show its own pattern ('mm/dd/yyyy' on an Arabic screen): show nothing.
  const display = value ? formatFieldValue(type, value, locale) : '';
  return <TextField {...rest} type={type} value={value} display={display} />;
}

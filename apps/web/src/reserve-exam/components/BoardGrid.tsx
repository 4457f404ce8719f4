import { formatNumber, pick } from '@mizan/domain/i18n';
import { type BoardBooking, type BoardResponse, type HallInfo, toZoned } from '@mizan/domain/reserve-exam';
import type { Lang } from '@mizan/domain/i18n';
import type { CSSProperties, MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useLang } from '../../app/useLang';
import { reservePaths } from '../paths';
import { zonedFormat } from '../zoned';

export const TONE = {
  accepted: 'border-success-600/50 bg-success-600/15',
  pending: 'border-warning-600/50 bg-warning-100 dark:bg-warning-900/40',
  conflict: 'border-danger-600 bg-danger-500/15 ring-1 ring-danger-600',
};

export type Tone = keyof typeof TONE;
export const toneOf = (b: BoardBooking): Tone =>
  b.status === '34.2.' ? 'accepted' : b.inConflict ? 'conflict' : 'pending';

/** What every chip of a board writes: worked out once per board, not per chip (a week of 200 halls draws thousands). */
export interface ChipText {
  lang: Lang;
  f: ReturnType<typeof zonedFormat>;
  tone: Record<Tone, string>;
  students: string;
}

export function useChipText(timeZone: string): ChipText {
  const { t } = useTranslation('reserve-exam');
  const lang = useLang();
  return {
    lang,
    f: zonedFormat(lang, timeZone),
    tone: {
      accepted: t('board.legend.accepted'),
      pending: t('board.legend.pending'),
      conflict: t('board.legend.conflict'),
    },
    students: t('add.students'),
  };
}

/**
 * The board's links are plain anchors (a router Link per chip costs its hooks thousands of times):
 * one handler on the grid opens them in the app, leaving new-tab clicks to the browser.
 */
export function useFollowLinks() {
  const navigate = useNavigate();
  return (e: MouseEvent<HTMLElement>) => {
    const a = (e.target as HTMLElement).closest('a');
    if (!a || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    navigate(a.getAttribute('href') ?? '');
  };
}

/** One booking or pending request, linked to its request; `style` places it on the day's time line. */
export function BookingChip({
  hallId,
  booking: b,
  text,
  style,
}: {
  hallId: number;
  booking: BoardBooking;
  text: ChipText;
  style?: CSSProperties;
}) {
  const { lang, f } = text;
  const tone = toneOf(b);
  return (
    <a
      href={reservePaths.view(b.courseId, b.reserveExamId)}
      data-testid={`board-booking-${hallId}-${b.reserveExamId}`}
      data-state={tone}
      title={`${pick(b.requester.name, lang)} · ${text.tone[tone]} · ${text.students}: ${formatNumber(b.students, lang)}`}
      style={style}
      className={`block overflow-hidden rounded border px-1.5 py-0.5 text-xs hover:underline ${TONE[tone]} ${style ? 'absolute h-6' : ''}`}
    >
      <span className="whitespace-nowrap">
        {f.time(b.startsAt)} – {f.time(b.endsAt)}
      </span>
      {tone === 'conflict' && (
        <span className="ms-1 font-bold text-danger-600 dark:text-danger-400" aria-hidden="true">
          !
        </span>
      )}
    </a>
  );
}

/**
 * Week: halls as rows, the week's days as columns, each booking drawn in its day as 'from - to'
 * (a day's heading opens that day's time line). A plain table: its columns follow the document's
 * direction, so in Arabic the week runs right to left with no code of its own.
 */
export function BoardWeek({ board, days }: { board: BoardResponse; days: string[] }) {
  const { t } = useTranslation('reserve-exam');
  const text = useChipText(board.timeZone);
  const f = text.f;
  const follow = useFollowLinks();
  const today = toZoned(Date.now(), board.timeZone).date;
  const dayOf = (b: BoardBooking) => toZoned(Date.parse(b.startsAt), board.timeZone).date;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the anchors inside are the interactive elements (keyboard included); this only routes their clicks
    // biome-ignore lint/a11y/useKeyWithClickEvents: same
    <div
      className="overflow-x-auto rounded-lg border border-line bg-panel"
      data-testid="board-grid"
      onClick={follow}
    >
      <table className="w-full min-w-[60rem] table-fixed border-collapse text-sm">
        <caption className="sr-only">{t('board.title')}</caption>
        <thead>
          <tr>
            <th
              scope="col"
              className="sticky start-0 w-44 border-b border-line bg-panel p-2 text-start font-medium"
            >
              {t('board.hall')}
            </th>
            {days.map((day) => (
              <th
                scope="col"
                key={day}
                className={`border-b border-s border-line p-2 text-center font-medium ${day === today ? 'bg-primary-50 dark:bg-primary-950' : ''}`}
              >
                <Link
                  to={reservePaths.board({ view: 'day', date: day })}
                  className="hover:underline"
                  data-testid={`board-day-${day}`}
                >
                  {f.day(`${day}T12:00:00Z`)}
                </Link>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {board.halls.map((h) => {
            const byDay = new Map<string, BoardBooking[]>();
            for (const b of h.bookings) {
              const day = dayOf(b);
              byDay.set(day, [...(byDay.get(day) ?? []), b]);
            }
            return (
              <tr key={h.hallId} data-testid={`board-hall-${h.hallId}`}>
                <HallCell hall={h} />
                {days.map((day) => (
                  <td key={day} className="h-14 border-b border-s border-line p-1 align-top">
                    <div className="flex flex-col gap-1">
                      {(byDay.get(day) ?? []).map((b) => (
                        <BookingChip key={b.reserveExamId} hallId={h.hallId} booking={b} text={text} />
                      ))}
                    </div>
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** A row's heading: the hall and its centre (user content, isolated). */
export function HallCell({ hall }: { hall: HallInfo }) {
  const lang = useLang();
  return (
    <th scope="row" className="sticky start-0 z-10 border-b border-line bg-panel p-2 text-start font-normal">
      <bdi className="block font-medium" data-user-content="">
        {pick(hall.hallName, lang)}
      </bdi>
      <bdi className="block text-xs text-muted" data-user-content="">
        {pick(hall.centreName, lang)}
      </bdi>
    </th>
  );
}

/** What the colours mean. */
export function BoardLegend() {
  const { t } = useTranslation('reserve-exam');
  return (
    <ul className="mb-3 flex flex-wrap gap-3 text-xs">
      {(Object.keys(TONE) as (keyof typeof TONE)[]).map((k) => (
        <li key={k} className="flex items-center gap-1">
          <span className={`inline-block size-3 rounded border ${TONE[k]}`} aria-hidden="true" />
          {t(`board.legend.${k}`)}
        </li>
      ))}
    </ul>
  );
}

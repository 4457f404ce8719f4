import { type BoardBooking, type BoardResponse, dayBounds, fromZoned } from '@mizan/domain/reserve-exam';
import { useTranslation } from 'react-i18next';
import { dayStart } from '../zoned';
import { BookingChip, HallCell, useChipText, useFollowLinks } from './BoardGrid';

const HOUR_MS = 3_600_000;
const LANE_PX = 28;
/** The hours shown when the day's bookings lie within them (a day's exams); widened to cover any that do not. */
const SHOWN = ['07:00', '21:00'] as const;

/** Each booking on the first lane where it does not overlap the one before (competing requests stack). */
function lanes(bookings: BoardBooking[]): { booking: BoardBooking; lane: number }[] {
  const ends: number[] = [];
  return [...bookings]
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt))
    .map((booking) => {
      const start = Date.parse(booking.startsAt);
      let lane = ends.findIndex((end) => end <= start);
      if (lane < 0) lane = ends.length;
      ends[lane] = Date.parse(booking.endsAt);
      return { booking, lane };
    });
}

/**
 * Day: halls as rows, the day's hours as columns, each booking a bar from its start to its end
 * (overlapping ones on lanes of their own, a conflict marked). Bars are placed with logical insets,
 * so in Arabic the time runs right to left as the page does. Hours are real hours from the local
 * midnight: a daylight-saving day shows 23 or 25 of them, and no bar moves.
 */
export function BoardDay({ board, date }: { board: BoardResponse; date: string }) {
  const { t } = useTranslation('reserve-exam');
  const zone = board.timeZone;
  const text = useChipText(zone);
  const f = text.f;
  const follow = useFollowLinks();
  const day = dayBounds(Date.parse(dayStart(date, zone)), zone);
  const ofDay = (b: BoardBooking) => {
    const start = Date.parse(b.startsAt);
    return start >= day.startsAt && start < day.endsAt;
  };
  const booked = board.halls.flatMap((h) => h.bookings.filter(ofDay));
  const shown = SHOWN.map((time) => {
    const r = fromZoned(date, time, zone);
    return r.ok ? r.ms : day.startsAt;
  });
  const from = Math.min(shown[0], ...booked.map((b) => Date.parse(b.startsAt)));
  const to = Math.max(shown[1], ...booked.map((b) => Date.parse(b.endsAt)));
  const first = Math.max(0, Math.floor((from - day.startsAt) / HOUR_MS));
  const last = Math.min(
    Math.ceil((day.endsAt - day.startsAt) / HOUR_MS),
    Math.ceil((to - day.startsAt) / HOUR_MS),
  );
  const w0 = day.startsAt + first * HOUR_MS;
  const w1 = Math.min(day.endsAt, day.startsAt + last * HOUR_MS);
  const pct = (ms: number) => ((Math.min(Math.max(ms, w0), w1) - w0) / (w1 - w0)) * 100;
  const hours = Array.from({ length: last - first }, (_, i) => w0 + i * HOUR_MS);
  const grid = hours.map((ms) => (
    <span
      key={ms}
      aria-hidden="true"
      className="absolute inset-y-0 border-s border-line"
      style={{ insetInlineStart: `${pct(ms)}%` }}
    />
  ));

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the anchors inside are the interactive elements (keyboard included); this only routes their clicks
    // biome-ignore lint/a11y/useKeyWithClickEvents: same
    <div
      className="overflow-x-auto rounded-lg border border-line bg-panel"
      data-testid="board-grid"
      data-view="day"
      onClick={follow}
    >
      <table className="w-full min-w-[60rem] table-fixed border-collapse text-sm">
        <caption className="sr-only">{`${t('board.title')} – ${f.date(`${date}T12:00:00Z`)}`}</caption>
        <thead>
          <tr>
            <th
              scope="col"
              className="sticky start-0 z-10 w-44 border-b border-line bg-panel p-2 text-start font-medium"
            >
              {t('board.hall')}
            </th>
            <th scope="col" className="border-b border-line p-0 font-medium">
              <div className="relative h-9" data-testid="board-hours">
                {hours.map((ms) => (
                  <span
                    key={ms}
                    className="absolute top-2 whitespace-nowrap border-s border-line ps-1 text-xs text-muted"
                    style={{ insetInlineStart: `${pct(ms)}%` }}
                    data-testid="board-hour"
                  >
                    {f.time(new Date(ms).toISOString())}
                  </span>
                ))}
              </div>
            </th>
          </tr>
        </thead>
        <tbody>
          {board.halls.map((h) => {
            const placed = lanes(h.bookings.filter(ofDay));
            const height = Math.max(1, ...placed.map((p) => p.lane + 1)) * LANE_PX + 8;
            return (
              <tr key={h.hallId} data-testid={`board-hall-${h.hallId}`}>
                <HallCell hall={h} />
                <td className="border-b border-line p-0 align-top">
                  <div className="relative" style={{ height }}>
                    {grid}
                    {placed.map(({ booking, lane }) => (
                      <BookingChip
                        key={booking.reserveExamId}
                        hallId={h.hallId}
                        booking={booking}
                        text={text}
                        style={{
                          insetInlineStart: `${pct(Date.parse(booking.startsAt))}%`,
                          width: `${pct(Date.parse(booking.endsAt)) - pct(Date.parse(booking.startsAt))}%`,
                          top: 4 + lane * LANE_PX,
                        }}
                      />
                    ))}
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

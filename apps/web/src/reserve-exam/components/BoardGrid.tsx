import { pick } from '@mizan/domain/i18n';
import { type BoardResponse, toZoned } from '@mizan/domain/reserve-exam';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLang } from '../../app/useLang';
import { reservePaths } from '../paths';
import { zonedFormat } from '../zoned';

const TONE = {
  accepted: 'border-success-600/50 bg-success-600/15',
  pending: 'border-warning-600/50 bg-warning-100 dark:bg-warning-900/40',
  conflict: 'border-danger-600 bg-danger-500/15 ring-1 ring-danger-600',
};

/**
 * Halls as rows, the week's days as columns, each booking drawn in its day as 'from - to'. A plain
 * table: its columns follow the document's direction, so in Arabic the week (and time) runs right
 * to left with no code of its own, and the area's chunk carries no calendar library.
 */
export function BoardGrid({ board, days }: { board: BoardResponse; days: string[] }) {
  const { t } = useTranslation('reserve-exam');
  const lang = useLang();
  const f = zonedFormat(lang, board.timeZone);
  const today = toZoned(Date.now(), board.timeZone).date;
  return (
    <div className="overflow-x-auto rounded-lg border border-line bg-panel" data-testid="board-grid">
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
                {f.day(`${day}T12:00:00Z`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {board.halls.map((h) => (
            <tr key={h.hallId} data-testid={`board-hall-${h.hallId}`}>
              <th
                scope="row"
                className="sticky start-0 border-b border-line bg-panel p-2 text-start font-normal"
              >
                <bdi className="block font-medium">{pick(h.hallName, lang)}</bdi>
                <bdi className="block text-xs text-muted">{pick(h.centreName, lang)}</bdi>
              </th>
              {days.map((day) => (
                <td key={day} className="h-14 border-b border-s border-line p-1 align-top">
                  <div className="flex flex-col gap-1">
                    {h.bookings
                      .filter((b) => toZoned(Date.parse(b.startsAt), board.timeZone).date === day)
                      .map((b) => {
                        const tone =
                          b.status === '34.2.' ? 'accepted' : b.inConflict ? 'conflict' : 'pending';
                        return (
                          <Link
                            key={b.reserveExamId}
                            to={reservePaths.view(b.courseId, b.reserveExamId)}
                            data-testid={`board-booking-${h.hallId}-${b.reserveExamId}`}
                            data-state={tone}
                            title={`${pick(b.requester.name, lang)} · ${t(`board.legend.${tone}`)}`}
                            className={`block rounded border px-1.5 py-0.5 text-xs hover:underline ${TONE[tone]}`}
                          >
                            <span className="whitespace-nowrap">
                              {f.time(b.startsAt)} – {f.time(b.endsAt)}
                            </span>
                            {tone === 'conflict' && <span className="ms-1 font-bold text-danger-600">!</span>}
                          </Link>
                        );
                      })}
                  </div>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
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

import '../i18n';
import { DEFAULT_TIME_ZONE, toZoned } from '@mizan/domain/reserve-exam';
import { Button } from '@mizan/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../app/PageHeader';
import { useLang } from '../../app/useLang';
import { RequireRight } from '../../course-scope/RequireRight';
import { BoardDay } from '../components/BoardDay';
import { BoardLegend, BoardWeek } from '../components/BoardGrid';
import { TimeZoneAlert } from '../components/TimeZoneAlert';
import { useReserveLive } from '../hooks/useReserveLive';
import { type BoardView, reservePaths } from '../paths';
import { boardQuery } from '../reserve-exam.api';
import { addDays, dayStart, weekStart, zonedFormat } from '../zoned';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The area's board (/reserve-exam/board?view=day|week&date=YYYY-MM-DD, both in the URL): every hall
 * the user's branch may book, by one day's hours or by the days of a week (Saturday to Friday),
 * accepted bookings and pending requests in place and conflicts marked, live over the board room
 * from whichever server process made the change.
 */
function Board() {
  const { t } = useTranslation('reserve-exam');
  const lang = useLang();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [zone, setZone] = useState(DEFAULT_TIME_ZONE);
  const view: BoardView = params.get('view') === 'day' ? 'day' : 'week';
  const asked = params.get('date') ?? '';
  const date = DATE.test(asked) ? asked : toZoned(Date.now(), zone).date;
  const first = view === 'day' ? date : weekStart(date);
  const length = view === 'day' ? 1 : 7;
  const days = Array.from({ length }, (_, i) => addDays(first, i));
  useReserveLive();
  const board = useQuery({
    ...boardQuery({ from: dayStart(first, zone), to: dayStart(addDays(first, length), zone) }),
    placeholderData: keepPreviousData,
  });
  useEffect(() => {
    if (board.data?.timeZone) setZone(board.data.timeZone);
  }, [board.data?.timeZone]);
  const f = zonedFormat(lang, zone);
  const go = (at: { view?: BoardView; date?: string }) => navigate(reservePaths.board({ view, date, ...at }));
  const noon = (day: string) => `${day}T12:00:00Z`;

  return (
    <>
      <PageHeader
        title={t('board.title')}
        subtitle={
          view === 'day'
            ? f.date(noon(date))
            : t('board.week', { from: f.date(noon(days[0])), to: f.date(noon(days[6])) })
        }
        actions={
          <div className="flex flex-wrap gap-2">
            <fieldset className="flex">
              <legend className="sr-only">{t('board.viewLabel')}</legend>
              {(['day', 'week'] as const).map((v) => (
                <Button
                  key={v}
                  variant={v === view ? 'primary' : 'secondary'}
                  aria-pressed={v === view}
                  onClick={() => go({ view: v })}
                  data-testid={`board-view-${v}`}
                >
                  {t(`board.view.${v}`)}
                </Button>
              ))}
            </fieldset>
            <Button
              variant="secondary"
              onClick={() => go({ date: addDays(date, -length) })}
              data-testid="board-prev"
            >
              {t(`board.previous.${view}`)}
            </Button>
            <Button
              variant="secondary"
              onClick={() => go({ date: toZoned(Date.now(), zone).date })}
              data-testid="board-today"
            >
              {t(`board.current.${view}`)}
            </Button>
            <Button
              variant="secondary"
              onClick={() => go({ date: addDays(date, length) })}
              data-testid="board-next"
            >
              {t(`board.next.${view}`)}
            </Button>
            <Button
              variant="ghost"
              onClick={() => navigate(reservePaths.centres)}
              data-testid="board-centres"
            >
              {t('board.centres')}
            </Button>
          </div>
        }
      />
      <TimeZoneAlert timeZone={board.data?.timeZone} />
      <BoardLegend />
      {board.data &&
        (view === 'day' ? (
          <BoardDay board={board.data} date={date} />
        ) : (
          <BoardWeek board={board.data} days={days} />
        ))}
    </>
  );
}

export function Component() {
  return (
    <RequireRight route="reserve-exam-board">
      <Board />
    </RequireRight>
  );
}

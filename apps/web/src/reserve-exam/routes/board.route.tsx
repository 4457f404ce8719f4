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
import { BoardGrid, BoardLegend } from '../components/BoardGrid';
import { TimeZoneAlert } from '../components/TimeZoneAlert';
import { useReserveLive } from '../hooks/useReserveLive';
import { reservePaths } from '../paths';
import { boardQuery } from '../reserve-exam.api';
import { addDays, dayStart, weekStart, zonedFormat } from '../zoned';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The area's board (/reserve-exam/board?week=YYYY-MM-DD): every hall the user's branch may book by
 * the days of a week (Saturday to Friday), accepted bookings and pending requests in place and
 * conflicts marked, live over the board room from whichever server process made the change.
 */
function Board() {
  const { t } = useTranslation('reserve-exam');
  const lang = useLang();
  const [params, setParams] = useSearchParams();
  const [zone, setZone] = useState(DEFAULT_TIME_ZONE);
  const asked = params.get('week') ?? '';
  const week = weekStart(DATE.test(asked) ? asked : toZoned(Date.now(), zone).date);
  const days = Array.from({ length: 7 }, (_, i) => addDays(week, i));
  useReserveLive();
  const board = useQuery({
    ...boardQuery({ from: dayStart(week, zone), to: dayStart(addDays(week, 7), zone) }),
    placeholderData: keepPreviousData,
  });
  useEffect(() => {
    if (board.data?.timeZone) setZone(board.data.timeZone);
  }, [board.data?.timeZone]);
  const f = zonedFormat(lang, zone);
  const go = (date: string) => setParams({ week: date });
  const navigate = useNavigate();

  return (
    <>
      <PageHeader
        title={t('board.title')}
        subtitle={t('board.week', {
          from: f.date(`${days[0]}T12:00:00Z`),
          to: f.date(`${days[6]}T12:00:00Z`),
        })}
        actions={
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => go(addDays(week, -7))} data-testid="board-prev">
              {t('board.previous')}
            </Button>
            <Button
              variant="secondary"
              onClick={() => go(toZoned(Date.now(), zone).date)}
              data-testid="board-today"
            >
              {t('board.thisWeek')}
            </Button>
            <Button variant="secondary" onClick={() => go(addDays(week, 7))} data-testid="board-next">
              {t('board.next')}
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
      {board.data && <BoardGrid board={board.data} days={days} />}
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

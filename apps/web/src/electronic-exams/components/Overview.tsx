import { isAnswered } from '@mizan/domain/electronic-exams/taking';
import { useTranslation } from 'react-i18next';
import { useExam } from '../session/useExam';

const CELL =
  'relative flex size-10 items-center justify-center rounded-md border text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-500';

/** Every question as a numbered button: answered (filled), flagged (⚑), the current one outlined. */
export function Overview({ current, onGo }: { current: number | null; onGo: (position: number) => void }) {
  const session = useExam();
  const { t } = useTranslation();
  const questions = session.view?.questions ?? [];
  const answered = questions.filter((q) => isAnswered(session.response(q.position))).length;
  return (
    <nav aria-labelledby="overview-title" className="flex flex-col gap-3" data-testid="overview">
      <h2 id="overview-title" className="font-semibold">
        {t('overview.title')}
      </h2>
      <p className="text-sm text-muted" data-testid="overview-count">
        {t('overview.count', { answered, total: questions.length })}
      </p>
      <ol className="grid grid-cols-5 gap-2">
        {questions.map((q) => {
          const done = isAnswered(session.response(q.position));
          const flagged = session.flagged(q.position);
          const state = [
            t(done ? 'overview.answered' : 'overview.unanswered'),
            flagged ? t('overview.flagged') : null,
          ]
            .filter(Boolean)
            .join(' · ');
          return (
            <li key={q.position}>
              <button
                type="button"
                onClick={() => onGo(q.position)}
                aria-current={current === q.position ? 'step' : undefined}
                aria-label={`${t('overview.go', { n: q.position })}: ${state}`}
                data-answered={done || undefined}
                data-flagged={flagged || undefined}
                className={`${CELL} ${
                  done
                    ? 'border-primary-600 bg-primary-600 text-white'
                    : 'border-line bg-panel text-ink hover:bg-surface'
                } ${current === q.position ? 'ring-2 ring-primary-400 ring-offset-2 ring-offset-surface' : ''}`}
              >
                {t('overview.number', { n: q.position })}
                {flagged && (
                  <span aria-hidden="true" className="absolute -end-1.5 -top-1.5 text-xs text-accent-500">
                    ⚑
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ol>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted">
        <li className="flex items-center gap-1">
          <span aria-hidden="true" className="size-3 rounded-sm bg-primary-600" />
          {t('overview.answered')}
        </li>
        <li className="flex items-center gap-1">
          <span aria-hidden="true" className="size-3 rounded-sm border border-line" />
          {t('overview.unanswered')}
        </li>
        <li className="flex items-center gap-1">
          <span aria-hidden="true" className="text-accent-500">
            ⚑
          </span>
          {t('overview.flagged')}
        </li>
      </ul>
    </nav>
  );
}

import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../format/date';
import { useExam } from '../session/useExam';
import { clockText } from './clock-text';
import { StudentLine } from './StudentLine';
import { TopBar } from './TopBar';
import { useSecond } from './useSecond';

/** Before the start: a countdown by the server's clock; the session opens the exam by itself at 0. */
export function WaitingPage() {
  const session = useExam();
  const { t } = useTranslation();
  useSecond();
  const view = session.view;
  if (!view) return null;
  return (
    <div className="min-h-screen">
      <TopBar />
      <main className="mx-auto mt-12 flex max-w-lg flex-col items-center gap-4 px-4 text-center">
        <h1 className="text-xl font-semibold" data-user-content="">
          <bdi>{view.name}</bdi>
        </h1>
        <StudentLine />
        <h2 className="text-lg">{t('waiting.title')}</h2>
        <p className="text-muted">
          {t('waiting.startsAt', { time: formatDateTime(view.startsAt, view.lang) })}
        </p>
        <p className="text-sm text-muted">{t('waiting.opensIn')}</p>
        <p
          className="font-mono text-4xl font-semibold tabular-nums"
          role="timer"
          dir="ltr"
          data-testid="waiting-countdown"
        >
          {clockText(session.clock.until(view.startsAt), view.lang)}
        </p>
        {view.instructions && (
          <div
            className="w-full whitespace-pre-line rounded-lg border border-line bg-panel p-4 text-start"
            data-user-content=""
          >
            {view.instructions}
          </div>
        )}
        <p className="text-sm text-muted">{t('waiting.note')}</p>
      </main>
    </div>
  );
}

import { type Bilingual, pick } from '@mizan/domain/i18n';
import { Button } from '@mizan/ui/Button';
import { Spinner } from '@mizan/ui/Spinner';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../format/date';
import type { Screen } from '../session/exam-session';
import { useExam } from '../session/useExam';
import { StudentLine } from './StudentLine';
import { TopBar } from './TopBar';

type EndKind = Extract<Screen, { kind: 'submitted' | 'timeUp' | 'replaced' | 'closed' }>;

/** Submitted, time up (submitting), moved to another device, or the exam over. */
export function EndScreen({ screen }: { screen: EndKind }) {
  const session = useExam();
  const { t, i18n } = useTranslation();
  const lang = (session.view?.lang ?? i18n.language) as 'ar' | 'en';
  const text = (b: Bilingual) => pick(b, lang);
  let title: string;
  let body: ReactNode = null;
  switch (screen.kind) {
    case 'submitted':
      title = t('end.submittedTitle');
      body = (
        <>
          <p data-testid="submitted-at">{t('end.submittedAt', { time: formatDateTime(screen.at, lang) })}</p>
          {screen.total !== undefined && (
            <p>{t('end.answered', { answered: screen.answered ?? 0, total: screen.total })}</p>
          )}
          {screen.by === 'deadline' && <p>{t('end.byDeadline')}</p>}
        </>
      );
      break;
    case 'timeUp':
      title = t('end.timeUpTitle');
      body = (
        <>
          <p>{t('end.timeUpBody')}</p>
          <Spinner label={t('end.timeUpBody')} />
        </>
      );
      break;
    case 'replaced':
      title = t('end.replacedTitle');
      body = <p>{text(screen.message)}</p>;
      break;
    case 'closed':
      title = t('end.closedTitle');
      break;
  }
  return (
    <div className="min-h-screen">
      <TopBar />
      <main
        className="mx-auto mt-16 flex max-w-lg flex-col items-center gap-4 px-4 text-center"
        data-testid={`end-${screen.kind}`}
      >
        {session.view && (
          <p className="text-lg font-semibold" data-user-content="">
            <bdi>{session.view.name}</bdi>
          </p>
        )}
        <StudentLine />
        <h1 className="text-2xl font-semibold">{title}</h1>
        {body}
        {screen.kind !== 'timeUp' && (
          <Button variant="secondary" onClick={() => session.leave()}>
            {t('end.leave')}
          </Button>
        )}
      </main>
    </div>
  );
}

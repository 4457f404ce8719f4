import { Spinner } from '@mizan/ui/Spinner';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { EndScreen } from './components/EndScreen';
import { EntryPage } from './components/EntryPage';
import { ExamScreen } from './components/ExamScreen';
import { WaitingPage } from './components/WaitingPage';
import { applyLang } from './i18n';
import { useExam } from './session/useExam';

/** The student's page: one screen at a time, as the session says. */
export function ExamApp() {
  const session = useExam();
  const { t } = useTranslation();
  const lang = session.view?.lang;
  // Once the exam is known its language and direction are the page's (issue 16 part 2).
  useEffect(() => {
    if (lang) applyLang(lang);
  }, [lang]);
  const screen = session.screen;
  switch (screen.kind) {
    case 'loading':
      return (
        <main className="flex min-h-screen items-center justify-center gap-3">
          <Spinner label={t('loading')} />
          <span>{t('loading')}</span>
        </main>
      );
    case 'entry':
      return <EntryPage notice={screen.notice} />;
    case 'waiting':
      return <WaitingPage />;
    case 'open':
      return <ExamScreen />;
    default:
      return <EndScreen screen={screen} />;
  }
}

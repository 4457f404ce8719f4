import type { StudentResponse } from '@mizan/domain/electronic-exams/taking';
import { Button } from '@mizan/ui/Button';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useExam } from '../session/useExam';
import { Banners } from './Banners';
import { Countdown } from './Countdown';
import { Overview } from './Overview';
import { QuestionCard } from './QuestionCard';
import { SaveIndicator } from './SaveIndicator';
import { StudentLine } from './StudentLine';
import { SubmitDialog } from './SubmitDialog';
import { TopBar } from './TopBar';

type Mode = 'one' | 'all';
const MODE_KEY = 'mizan.exam.mode';

/** The exam itself: one question at a time or all on one page, the overview beside them. */
export function ExamScreen() {
  const session = useExam();
  const { t } = useTranslation();
  const view = session.view;
  const questions = view?.questions ?? [];
  const [mode, setMode] = useState<Mode>(() => (sessionStorage.getItem(MODE_KEY) === 'all' ? 'all' : 'one'));
  const [index, setIndex] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const top = useRef<HTMLDivElement>(null);
  const current = questions[index]?.position ?? null;

  useEffect(() => {
    if (current !== null) session.visit(current);
  }, [session, current]);

  const onAnswer = useCallback(
    (position: number, r: StudentResponse | null, typed?: boolean) => session.answer(position, r, typed),
    [session],
  );
  const onFlag = useCallback((position: number) => session.toggleFlag(position), [session]);
  // All on one page: the question the student works in is the current one (overview, time spent).
  const onFocus = useCallback(
    (position: number) => {
      session.visit(position);
      const i = questions.findIndex((q) => q.position === position);
      if (i >= 0) setIndex(i);
    },
    [session, questions],
  );

  if (!view) return null;
  const go = (position: number) => {
    session.flushTyping();
    const i = questions.findIndex((q) => q.position === position);
    if (i < 0) return;
    setIndex(i);
    if (mode === 'all') document.getElementById(`q-${position}-title`)?.scrollIntoView({ block: 'start' });
    else top.current?.scrollIntoView({ block: 'start' });
    // The question's heading takes the focus, so a keyboard or screen-reader user lands on it.
    requestAnimationFrame(() => document.getElementById(`q-${position}-title`)?.focus());
  };
  const switchMode = (next: Mode) => {
    sessionStorage.setItem(MODE_KEY, next);
    setMode(next);
  };
  const shown = mode === 'all' ? questions : questions.slice(index, index + 1);

  return (
    <div className="min-h-screen">
      <TopBar>
        <Countdown />
        <SaveIndicator state={session.overallState()} overall testId="save-overall" />
      </TopBar>
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-6 lg:grid-cols-[minmax(0,1fr)_17rem]">
        <main className="flex min-w-0 flex-col gap-4" ref={top}>
          <div className="flex flex-col gap-1">
            <h1 className="text-xl font-semibold" data-user-content="">
              <bdi>{view.name}</bdi>
            </h1>
            <StudentLine />
          </div>
          <Banners />
          <fieldset className="flex gap-2 self-start rounded-lg border border-line bg-panel p-1 text-sm">
            <legend className="sr-only">{t('view.label')}</legend>
            {(['one', 'all'] as const).map((m) => (
              <button
                key={m}
                type="button"
                aria-pressed={mode === m}
                onClick={() => switchMode(m)}
                className={`rounded-md px-3 py-1 ${mode === m ? 'bg-primary-600 text-white' : 'hover:bg-surface'}`}
              >
                {t(m === 'one' ? 'view.oneAtATime' : 'view.allOnOnePage')}
              </button>
            ))}
          </fieldset>
          {shown.map((q) => (
            <QuestionCard
              key={q.position}
              question={q}
              total={questions.length}
              response={session.response(q.position)}
              flagged={session.flagged(q.position)}
              saveState={session.saveState(q.position)}
              refusal={session.refusal(q.position)}
              lang={view.lang}
              onAnswer={onAnswer}
              onFlag={onFlag}
              onFocus={onFocus}
            />
          ))}
          {mode === 'one' && (
            <div className="flex justify-between gap-3">
              <Button
                variant="secondary"
                disabled={index === 0}
                onClick={() => go(questions[index - 1].position)}
              >
                {t('question.previous')}
              </Button>
              <Button
                variant="secondary"
                disabled={index >= questions.length - 1}
                onClick={() => go(questions[index + 1].position)}
              >
                {t('question.next')}
              </Button>
            </div>
          )}
        </main>
        <aside className="flex flex-col gap-4 self-start rounded-xl border border-line bg-panel p-4 lg:sticky lg:top-16">
          <Overview current={current} onGo={go} />
          <Button onClick={() => setConfirming(true)} data-testid="submit-exam">
            {t('submit.button')}
          </Button>
        </aside>
      </div>
      <SubmitDialog open={confirming} onClose={() => setConfirming(false)} />
    </div>
  );
}

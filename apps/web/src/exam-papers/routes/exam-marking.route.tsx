import '../i18n';
import { labelOf, QUESTION_TYPES } from '@mizan/domain/codes';
import { formatNumber } from '@mizan/domain/i18n';
import { plainText } from '@mizan/domain/questions';
import type { WrittenAnswer } from '@mizan/domain/scoring';
import { Checkbox, Switch } from '@mizan/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLang } from '../../app/useLang';
import { isolate } from '../../i18n';
import { MathLine } from '../../question-kit/MathLine';
import { QuestionView } from '../../question-kit/QuestionView';
import { ErrorNote } from '../components/ErrorNote';
import { MarkingForm } from '../components/MarkingForm';
import { PaperShell, type PaperScreenProps } from '../components/PaperShell';
import { useAction } from '../hooks/useAction';
import { invalidatePapers, markingOverviewQuery, markingPageQuery, putMarks } from '../papers.api';

/** The questions a person marks, with how many answers each has marked. */
function QuestionPicker({ examId }: { examId: number }) {
  const { t } = useTranslation('exam-papers');
  const lang = useLang();
  const [, setParams] = useSearchParams();
  const overview = useQuery(markingOverviewQuery(examId)).data;
  const n = (x: number) => formatNumber(x, lang);
  if (!overview) return <p className="text-sm text-muted">{t('common:loading')}</p>;
  if (!overview.questions.length)
    return (
      <p className="rounded-lg border border-line bg-panel p-4 text-sm" data-testid="marking-none">
        {t('marking.none')}
      </p>
    );
  return (
    <ul className="flex flex-col gap-2" data-testid="marking-questions">
      {overview.questions.map((q) => (
        <li key={q.questionId}>
          <button
            type="button"
            onClick={() => setParams({ question: String(q.questionId) })}
            className="w-full rounded-lg border border-line bg-panel p-3 text-start hover:bg-surface"
            data-testid={`marking-question-${q.questionId}`}
          >
            <span className="me-2 rounded-full bg-line px-2 py-0.5 text-xs">
              {labelOf(QUESTION_TYPES, q.content.questionType, lang)}
            </span>
            <span className="text-sm text-muted">
              {q.places
                .map((p) => t('marking.place', { model: isolate(p.modelCode), n: n(p.position) }))
                .join(' · ')}
            </span>
            <MathLine text={plainText(q.content.stem)} className="mt-1 line-clamp-2 block" />
            <span className="mt-1 block text-sm" data-testid={`marking-count-${q.questionId}`}>
              {t('marking.progress', { marked: n(q.marked), count: q.answers, total: n(q.answers) })}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** One question's answers, a page at a time in reference order, marked one after another. */
function QuestionMarking({ examId, questionId }: { examId: number; questionId: number }) {
  const { t } = useTranslation('exam-papers');
  const lang = useLang();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const [unmarked, setUnmarked] = useState(false);
  const [marker, setMarker] = useState<1 | 2>(1);
  const [at, setAt] = useState(0);
  const cursor = cursors[cursors.length - 1];
  const page = useQuery(markingPageQuery(examId, questionId, cursor, unmarked)).data;
  const { busy, error, run } = useAction();
  const items = page?.items ?? [];
  const item = items[Math.min(at, items.length - 1)];
  const n = (x: number) => formatNumber(x, lang);
  const next = () => {
    if (at + 1 < items.length) setAt(at + 1);
    else if (page?.nextCursor) {
      setCursors((c) => [...c, page.nextCursor]);
      setAt(0);
    }
  };
  const save = (w: WrittenAnswer) =>
    item &&
    run('save', async () => {
      await putMarks(examId, questionId, item.ref, marker, w);
      await queryClient.invalidateQueries({ queryKey: invalidatePapers(examId) });
      if (!unmarked) next();
    });
  if (!page) return <p className="text-sm text-muted">{t('common:loading')}</p>;
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <section className="rounded-lg border border-line bg-panel p-4">
        <button
          type="button"
          className="mb-3 text-sm text-primary-700 hover:underline dark:text-primary-300"
          onClick={() => {
            params.delete('question');
            setParams(params);
          }}
          data-testid="marking-back"
        >
          {t('marking.back')}
        </button>
        <p className="mb-2 text-sm" data-testid="marking-question-progress">
          {t('marking.progress', {
            marked: n(page.question.marked),
            count: page.question.answers,
            total: n(page.question.answers),
          })}
        </p>
        <QuestionView question={page.question.content} showAnswers data-testid="marking-question" />
      </section>
      <section>
        <div className="mb-3 flex flex-wrap items-center gap-4">
          <Checkbox
            label={t('marking.onlyUnmarked')}
            checked={unmarked}
            onChange={(v) => {
              setUnmarked(v);
              setCursors([null]);
              setAt(0);
            }}
            data-testid="marking-unmarked"
          />
          <Switch
            label={t('marking.secondMarker')}
            checked={marker === 2}
            onChange={(v) => setMarker(v ? 2 : 1)}
            data-testid="marking-second-marker"
          />
        </div>
        <nav className="mb-3 flex flex-wrap gap-1" aria-label={t('marking.answers')}>
          {items.map((x, i) => (
            <button
              key={x.ref}
              type="button"
              onClick={() => setAt(i)}
              aria-current={x === item}
              className={`min-w-9 rounded border px-2 py-1 text-sm ${x === item ? 'border-primary-600 bg-primary-600 text-white' : x.marks === null ? 'border-line' : 'border-success-600 text-success-600'}`}
              data-testid={`marking-item-${x.ordinal}`}
            >
              {n(x.ordinal)}
            </button>
          ))}
          {cursors.length > 1 && (
            <button
              type="button"
              className="rounded border border-line px-2 py-1 text-sm"
              onClick={() => {
                setCursors((c) => c.slice(0, -1));
                setAt(0);
              }}
              data-testid="marking-prev-page"
            >
              {t('marking.prevPage')}
            </button>
          )}
          {page.nextCursor && (
            <button
              type="button"
              className="rounded border border-line px-2 py-1 text-sm"
              onClick={() => {
                setCursors((c) => [...c, page.nextCursor]);
                setAt(0);
              }}
              data-testid="marking-next-page"
            >
              {t('marking.nextPage')}
            </button>
          )}
        </nav>
        <ErrorNote error={error} testId="marking-error" />
        {item ? (
          <MarkingForm
            item={item}
            content={page.question.content}
            marker={marker}
            busy={busy !== null}
            onSave={save}
          />
        ) : (
          <p className="rounded-lg border border-line bg-panel p-4 text-sm" data-testid="marking-empty">
            {t('marking.empty')}
          </p>
        )}
      </section>
    </div>
  );
}

function Marking({ examId }: PaperScreenProps) {
  const [params] = useSearchParams();
  const questionId = Number(params.get('question'));
  return Number.isInteger(questionId) && questionId > 0 ? (
    <QuestionMarking key={questionId} examId={examId} questionId={questionId} />
  ) : (
    <QuestionPicker examId={examId} />
  );
}

/** Blind marking per question (issues 15 part 6 and 16 part 5): the students' names never show. */
export function Component() {
  return <PaperShell screen="marking">{(p) => <Marking {...p} />}</PaperShell>;
}

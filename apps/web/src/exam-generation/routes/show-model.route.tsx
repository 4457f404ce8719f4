import '../i18n';
import { LANGUAGES } from '@mizan/domain/codes';
import { dirOf, formatNumber } from '@mizan/domain/i18n';
import { Checkbox } from '@mizan/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useLang } from '../../app/useLang';
import { isolate } from '../../i18n';
import { RequireRight } from '../../course-scope/RequireRight';
import { PrintedHtml } from '../components/PrintedHtml';
import { ExamScreenHeader } from '../components/ExamScreenHeader';
import { modelPrintQuery } from '../exam.api';
import { useExamScreen } from '../hooks/useExamScreen';
import { examPaths } from '../paths';
import { ButtonLink } from '../../app/ButtonLink';

/**
 * SPEC 2 'show_model/{courseId}/{examId}/{modelNumber}': the model as the student sees it, in the
 * exam's language and direction, through the paper's renderer, with an answer-key switch.
 */
function ShowModel() {
  const { t } = useTranslation('exam-generation');
  const lang = useLang();
  const screen = useExamScreen();
  const { params, courseId, examId, view } = screen;
  const modelNo = /^\d{1,2}$/.test(params.modelNumber ?? '') ? Number(params.modelNumber) : null;
  const [answers, setAnswers] = useState(false);
  const print = useQuery({
    ...modelPrintQuery(examId, modelNo ?? 0, answers),
    enabled: !screen.misplaced && modelNo !== null,
    placeholderData: (prev) => prev,
  }).data;
  if (screen.misplaced || modelNo === null) return <Navigate to="/notFound" replace />;

  const paperLang = print ? LANGUAGES[print.language].lang : lang;
  const n = (x: number) => formatNumber(x, paperLang);
  return (
    <>
      <ExamScreenHeader
        screen={screen}
        title={t('show.title', { code: print ? isolate(print.code) : '' })}
        actions={
          <>
            <ButtonLink to={examPaths.modelDetails(courseId, examId, modelNo)} testId="show-model-details">
              {t('insight.details')}
            </ButtonLink>
            <Checkbox
              checked={answers}
              onChange={setAnswers}
              label={t('show.answers')}
              data-testid="show-answers"
            />
          </>
        }
      />
      {print && view && (
        <article
          lang={paperLang}
          dir={dirOf(paperLang)}
          className="mx-auto max-w-4xl rounded-lg border border-line bg-panel p-6"
          data-testid="model-paper"
          data-answers={answers}
        >
          <header className="mb-4 flex flex-wrap justify-between gap-2 border-b border-line pb-3">
            <h2 className="text-lg font-semibold">
              <bdi data-user-content="">{view.exam.name}</bdi>
            </h2>
            <span className="font-mono" data-testid="model-paper-code">
              {print.code}
            </span>
          </header>
          <ol className="space-y-4">
            {print.questions.map((q) => (
              <li
                key={q.questionId}
                className="border-b border-line pb-3 last:border-0"
                data-testid={`paper-q-${q.position}`}
              >
                <p className="mb-1 text-xs text-muted">
                  {t('show.degree', { lng: paperLang, count: q.degree, n: n(q.degree) })}
                </p>
                <PrintedHtml html={q.html} />
              </li>
            ))}
          </ol>
        </article>
      )}
    </>
  );
}

export function Component() {
  return (
    <RequireRight route="show-model">
      <ShowModel />
    </RequireRight>
  );
}

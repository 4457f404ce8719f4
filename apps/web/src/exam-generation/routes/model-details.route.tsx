import '../i18n';
import { labelOf, MODEL_MATCH, QUESTION_TYPES, type QuestionTypeCode } from '@mizan/domain/codes';
import type { ExamView, ModelDetails } from '@mizan/domain/exam-generation';
import { formatNumber, pick } from '@mizan/domain/i18n';
import { Alert } from '@mizan/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { useLang } from '../../app/useLang';
import { isolate } from '../../i18n';
import { RequireRight } from '../../course-scope/RequireRight';
import { cell, Figure, link, Panel, Table, Verdict } from '../components/DetailsKit';
import { ExamScreenHeader } from '../components/ExamScreenHeader';
import { modelDetailsQuery } from '../exam.api';
import { useExamScreen } from '../hooks/useExamScreen';
import { type ExamCourse, useExamCourse } from '../hooks/useExamCourse';
import { examPaths } from '../paths';
import { ButtonLink } from '../../app/ButtonLink';

/** Counted questions per type: what the specification asks for and what the model holds. */
function typeCounts(d: ModelDetails) {
  const types = new Map<QuestionTypeCode, { needed: number; placed: number }>();
  const at = (type: QuestionTypeCode) =>
    types.get(type) ?? types.set(type, { needed: 0, placed: 0 }).get(type)!;
  for (const r of d.rows) at(r.questionType).needed += r.needed;
  for (const q of d.questions) at(q.questionType).placed += q.units;
  return [...types];
}

function Composition({ d, view, course }: { d: ModelDetails; view: ExamView; course: ExamCourse }) {
  const { t } = useTranslation('exam-generation');
  const lang = useLang();
  const n = (x: number) => formatNumber(x, lang);
  const { exam } = view;
  const percent = (x: number) => t('insight.percent', { n: n(Math.round(x * 100)) });
  const minutes = (x: number) => t('common.minutes', { count: Math.round(x), n: n(Math.round(x * 10) / 10) });
  const mean = d.difficulty.mean;
  const target = d.difficulty.target;
  const difficultyOk =
    mean !== null && target !== null ? Math.abs(mean - target) <= d.difficulty.window + 1e-9 : undefined;
  const timeOk = Math.abs(d.time.expected - d.time.duration) <= d.time.duration * d.time.window + 1e-9;
  const types = typeCounts(d);
  const offSpec = d.questions.filter((q) => q.row === null).reduce((s, q) => s + q.units, 0);
  const iloCount = new Map(d.ilos.map((i) => [i.iloId, i.count]));
  const covered = course.ilos.filter((i) => iloCount.has(i.id)).length;
  const rules: [string, boolean, string][] = [
    [
      'questions',
      d.totals.questions === d.totals.questionsNeeded,
      t('insight.ruleQuestions', { n: n(d.totals.questions), expected: n(d.totals.questionsNeeded) }),
    ],
    [
      'degrees',
      d.totals.degrees === d.totals.degreesNeeded,
      t('insight.ruleDegrees', { n: n(d.totals.degrees), expected: n(d.totals.degreesNeeded) }),
    ],
    ['types', types.every(([, c]) => c.needed === c.placed), t('insight.ruleTypes')],
    ['apart', d.nearDuplicates.length === 0, t('insight.ruleApart')],
  ];
  return (
    <>
      <div className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-5" data-testid="model-figures">
        <Figure
          label={t('details.col.state')}
          value={d.complete ? t('details.complete') : t('details.incomplete')}
          ok={d.complete}
          testId="fig-complete"
        />
        <Figure
          label={t('details.col.questions')}
          value={`${n(d.totals.questions)} / ${n(d.totals.questionsNeeded)}`}
          ok={d.totals.questions === d.totals.questionsNeeded}
          testId="fig-questions"
        />
        <Figure
          label={t('details.col.degrees')}
          value={`${n(d.totals.degrees)} / ${n(d.totals.degreesNeeded)}`}
          ok={d.totals.degrees === d.totals.degreesNeeded}
          testId="fig-degrees"
        />
        <Figure
          label={t('insight.meanDifficulty')}
          value={mean === null ? '—' : n(mean)}
          against={
            target === null
              ? t('insight.noTarget')
              : t('insight.againstTarget', { target: n(target), window: n(d.difficulty.window) })
          }
          ok={difficultyOk}
          testId="fig-difficulty"
        />
        <Figure
          label={t('insight.expectedTime')}
          value={minutes(d.time.expected)}
          against={t('insight.againstDuration', {
            duration: minutes(d.time.duration),
            window: percent(d.time.window),
          })}
          ok={timeOk}
          testId="fig-time"
        />
      </div>

      <Panel title={t('insight.rules')} testId="model-rules-panel">
        <ul className="space-y-2 text-sm">
          {rules.map(([key, ok, text]) => (
            <li key={key} className="flex flex-wrap items-center gap-2" data-testid={`rule-${key}`}>
              <Verdict ok={ok} />
              <span>{text}</span>
            </li>
          ))}
        </ul>
        {d.issues.length > 0 && (
          <Alert kind="warning" className="mt-3" data-testid="model-issues">
            <ul className="list-inside list-disc">
              {d.issues.map((x) => (
                <li key={`${x.path}${x.message.en}`}>{pick(x.message, lang)}</li>
              ))}
            </ul>
          </Alert>
        )}
      </Panel>

      <Panel title={t('insight.specification')} testId="model-spec">
        <Table
          head={[
            t('insight.col.row'),
            t('spec.type'),
            t('insight.col.needed'),
            t('insight.col.placed'),
            t('spec.degree'),
            t('insight.col.degrees'),
            '',
          ]}
        >
          {d.rows.map((r) => (
            <tr key={r.row} data-testid={`spec-fill-${r.row}`}>
              <td className={cell}>
                <bdi data-user-content="">{pick(r.label, lang)}</bdi>
              </td>
              <td className={cell}>{labelOf(QUESTION_TYPES, r.questionType, lang)}</td>
              <td className={cell}>{n(r.needed)}</td>
              <td className={cell} data-testid={`spec-placed-${r.row}`}>
                {n(r.placed)}
              </td>
              <td className={cell}>{n(r.degree)}</td>
              <td className={cell}>
                {n(r.degreesPlaced)} / {n(r.degreesNeeded)}
              </td>
              <td className={cell}>
                <Verdict ok={r.placed === r.needed && r.degreesPlaced === r.degreesNeeded} />
              </td>
            </tr>
          ))}
        </Table>
        {offSpec > 0 && (
          <p className="mt-2 text-sm text-muted" data-testid="model-off-spec">
            {t('insight.offSpec', { n: n(offSpec) })}
          </p>
        )}
        <p className="mt-3 text-sm">
          <span className="text-muted">{t('insight.byType')}</span>{' '}
          {types.map(([type, c]) => (
            <span key={type} className="me-3 inline-block" data-testid={`type-count-${type}`}>
              {labelOf(QUESTION_TYPES, type, lang)}: {n(c.placed)} / {n(c.needed)}
            </span>
          ))}
        </p>
      </Panel>

      <div className="grid gap-4 lg:grid-cols-2">
        <Panel title={t('insight.subjects')} testId="model-subjects">
          <ul className="space-y-1 text-sm">
            {d.subjects.map((s) => (
              <li key={s.subjectId} className="flex justify-between gap-2">
                <bdi data-user-content="">{course.subjectName(s.subjectId)}</bdi>
                <span>{n(s.count)}</span>
              </li>
            ))}
          </ul>
        </Panel>
        <Panel title={t('spec.iloCoverage')} testId="model-ilos">
          <p className="mb-2 text-sm" data-testid="model-ilos-covered" data-covered={covered}>
            {t('spec.ilosCovered', { covered: n(covered), total: n(course.ilos.length) })}
          </p>
          <ul className="flex flex-wrap gap-2 text-sm">
            {course.ilos.map((i) => {
              const count = iloCount.get(i.id) ?? 0;
              return (
                <li
                  key={i.id}
                  title={course.iloLabel(i)}
                  data-testid={`ilo-${i.id}`}
                  data-count={count}
                  className={`rounded px-2 py-0.5 ${count ? 'bg-primary-100 text-primary-900 dark:bg-primary-900/40 dark:text-primary-100' : 'bg-line text-muted'}`}
                >
                  <bdi>{i.code}</bdi> · {n(count)}
                </li>
              );
            })}
          </ul>
        </Panel>
      </div>

      <Panel title={t('insight.overlap')} testId="model-overlap">
        <p className="mb-2 text-sm">
          <span className="me-2 rounded-full bg-line px-2 py-0.5 text-xs">
            {labelOf(MODEL_MATCH, d.overlap.match, lang)}
          </span>
          {d.overlap.match === '22.1.'
            ? t('insight.matchPerfect')
            : d.overlap.allowedShared === null
              ? t('insight.matchAny')
              : t('insight.matchCap', {
                  share: percent(d.overlap.maxSharedShare ?? 0),
                  n: n(d.overlap.allowedShared),
                })}
        </p>
        {d.overlap.models.length === 0 ? (
          <p className="text-sm text-muted">{t('insight.onlyModel')}</p>
        ) : (
          <Table head={[t('details.col.code'), t('insight.col.shared'), t('insight.col.share'), '']}>
            {d.overlap.models.map((o) => (
              <tr key={o.modelNo} data-testid={`overlap-${o.modelNo}`}>
                <td className={`${cell} font-mono`}>
                  <Link to={examPaths.modelDetails(exam.courseId, exam.examId, o.modelNo)} className={link}>
                    {o.code}
                  </Link>
                </td>
                <td className={cell} data-testid={`overlap-shared-${o.modelNo}`}>
                  {n(o.shared)}
                </td>
                <td className={cell}>{percent(o.share)}</td>
                <td className={cell}>
                  <Verdict ok={o.ok} testId={`overlap-ok-${o.modelNo}`} />
                </td>
              </tr>
            ))}
          </Table>
        )}
      </Panel>

      <Panel title={t('insight.questions')} testId="model-details-questions">
        <Table
          head={[
            '#',
            t('insight.col.question'),
            t('spec.type'),
            t('insight.col.row'),
            t('model.degree'),
            t('insight.col.difficulty'),
            t('insight.col.time'),
            t('spec.ilo'),
          ]}
        >
          {d.questions.map((q) => (
            <tr key={q.questionId} data-testid={`detail-q-${q.position}`}>
              <td className={cell}>{n(q.position)}</td>
              <td className={cell}>
                <Link
                  to={examPaths.questionDetails(exam.courseId, exam.examId, q.questionId)}
                  className={link}
                  data-testid={`question-details-${q.questionId}`}
                >
                  {t('insight.questionNo', { id: isolate(n(q.questionId)) })}
                </Link>
              </td>
              <td className={cell}>{labelOf(QUESTION_TYPES, q.questionType, lang)}</td>
              <td className={cell}>{q.row === null ? '—' : n(q.row + 1)}</td>
              <td className={cell}>{n(q.degree)}</td>
              <td className={cell}>{q.difficulty === null ? '—' : n(q.difficulty)}</td>
              <td className={cell}>{q.expectedTime === null ? '—' : n(q.expectedTime)}</td>
              <td className={cell}>
                {q.iloIds.map((id) => (
                  <bdi key={id} className="me-1">
                    {course.ilos.find((i) => i.id === id)?.code ?? n(id)}
                  </bdi>
                ))}
              </td>
            </tr>
          ))}
        </Table>
      </Panel>
    </>
  );
}

/**
 * SPEC 2 route name model-details ({courseId}/{examId}/model-details/{modelNo}): one model's
 * composition against the specification and the exam's rules, so the solver's choice explains itself.
 */
function ModelDetailsScreen() {
  const { t } = useTranslation('exam-generation');
  const screen = useExamScreen();
  const { params, courseId, examId, view } = screen;
  const modelNo = /^\d{1,2}$/.test(params.modelNo ?? '') ? Number(params.modelNo) : null;
  const examCourse = useExamCourse(courseId);
  const details = useQuery({
    ...modelDetailsQuery(examId, modelNo ?? 0),
    enabled: !screen.misplaced && modelNo !== null,
  }).data;
  if (screen.misplaced || modelNo === null) return <Navigate to="/notFound" replace />;
  const locked = view?.status === 'distributionApproved';
  return (
    <>
      <ExamScreenHeader
        screen={screen}
        title={t('insight.modelTitle', { code: isolate(details?.code ?? '') })}
        actions={
          <>
            <ButtonLink to={examPaths.details(courseId, examId)} testId="back-to-exam">
              {t('insight.toExam')}
            </ButtonLink>
            <ButtonLink to={examPaths.showModel(courseId, examId, modelNo)} testId="details-show-model">
              {t('insight.showModel')}
            </ButtonLink>
            {view && !locked && (
              <ButtonLink to={examPaths.modelEdit(courseId, examId, modelNo)} testId="details-edit-model">
                {t('insight.editModel')}
              </ButtonLink>
            )}
          </>
        }
      />
      {details && view && <Composition d={details} view={view} course={examCourse} />}
    </>
  );
}

export function Component() {
  return (
    <RequireRight route="model-details">
      <ModelDetailsScreen />
    </RequireRight>
  );
}

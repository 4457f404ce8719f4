import '../i18n';
import { LANGUAGES, labelOf, QUESTION_TYPES } from '@mizan/domain/codes';
import type { ExamView, QuestionDetails } from '@mizan/domain/exam-generation';
import { dirOf, formatNumber, pick } from '@mizan/domain/i18n';
import { Alert, SelectField, Spinner } from '@mizan/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { ApiError } from '../../api/errors';
import { useLang } from '../../app/useLang';
import { isolate } from '../../i18n';
import { parseId } from '../../course-scope/paths';
import { RequireRight } from '../../course-scope/RequireRight';
import { cell, Figure, link, Panel, Table, Verdict } from '../components/DetailsKit';
import { PrintedHtml } from '../components/PrintedHtml';
import { ExamScreenHeader } from '../components/ExamScreenHeader';
import { candidatesQuery, questionDetailsQuery } from '../exam.api';
import { useExamScreen } from '../hooks/useExamScreen';
import { type ExamCourse, useExamCourse } from '../hooks/useExamCourse';
import { examPaths } from '../paths';
import { ButtonLink } from '../../app/ButtonLink';

/** The editor's ranked replacements for the question where one model holds it (the same candidates call). */
function Candidates({ d, view }: { d: QuestionDetails; view: ExamView }) {
  const { t } = useTranslation('exam-generation');
  const lang = useLang();
  const n = (x: number) => formatNumber(x, lang);
  const [pickedModel, setModel] = useState(d.uses[0]?.modelNo ?? 0);
  const use = d.uses.find((u) => u.modelNo === pickedModel) ?? d.uses[0];
  const list = useQuery({
    ...candidatesQuery(view.exam.examId, use?.modelNo ?? 0, use?.position ?? 1),
    enabled: !!use,
  });
  if (!use) return <p className="text-sm text-muted">{t('insight.candidatesUnused')}</p>;
  const { exam } = view;
  return (
    <>
      {d.uses.length > 1 && (
        <SelectField
          label={t('insight.candidatesIn')}
          value={String(use.modelNo)}
          onChange={(v) => setModel(Number(v))}
          options={d.uses.map((u) => ({ value: String(u.modelNo), label: u.code }))}
          className="mb-3 w-40"
          data-testid="candidates-model"
        />
      )}
      {list.isPending && <Spinner label={t('common.loading')} />}
      {list.error instanceof ApiError && <Alert>{pick(list.error.text, lang)}</Alert>}
      {list.data && !list.data.candidates.length && (
        <p className="text-sm text-muted">{t('model.noCandidates')}</p>
      )}
      {list.data && list.data.candidates.length > 0 && (
        <Table
          head={[
            t('insight.col.rank'),
            t('insight.col.question'),
            t('insight.col.difficulty'),
            t('insight.col.time'),
            t('insight.col.exposure'),
          ]}
          testId="question-candidates"
        >
          {list.data.candidates.map((c, i) => (
            <tr key={c.questionId} data-testid={`qd-candidate-${i}`} data-question={c.questionId}>
              <td className={cell}>{t('model.rank', { n: n(i + 1) })}</td>
              <td className={cell}>
                <Link
                  to={examPaths.questionDetails(exam.courseId, exam.examId, c.questionId)}
                  className={link}
                >
                  {t('insight.questionNo', { id: isolate(n(c.questionId)) })}
                </Link>
              </td>
              <td className={cell}>{n(c.difficulty)}</td>
              <td className={cell}>{n(c.expectedTime)}</td>
              <td className={cell}>{n(c.exposureCount)}</td>
            </tr>
          ))}
        </Table>
      )}
    </>
  );
}

function Usage({ d, view, course }: { d: QuestionDetails; view: ExamView; course: ExamCourse }) {
  const { t } = useTranslation('exam-generation');
  const lang = useLang();
  const n = (x: number) => formatNumber(x, lang);
  const { exam } = view;
  const paperLang = LANGUAGES[exam.language].lang;
  const ilos = d.iloIds.map((id) => course.ilos.find((i) => i.id === id)?.code ?? n(id));
  const limit = d.exposure.limit;
  const facts: [string, string, string][] = [
    ['type', t('spec.type'), labelOf(QUESTION_TYPES, d.questionType, lang)],
    ['subject', t('spec.subject'), course.subjectName(d.subjectId)],
    ['ilos', t('spec.ilo'), ilos.join('، ') || '—'],
    ['row', t('insight.col.row'), d.rowLabel ? pick(d.rowLabel, lang) : t('insight.offSpecRow')],
    ['version', t('insight.versionUsed'), n(d.version)],
  ];
  return (
    <>
      <Panel title={t('insight.question')} testId="question-facts">
        <dl className="mb-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          {facts.map(([key, k, v]) => (
            <div key={key} className="flex gap-2" data-testid={`qd-${key}`}>
              <dt className="text-muted">{k}:</dt>
              <dd className="font-medium">
                <bdi data-user-content={key === 'subject' || key === 'row' ? '' : undefined}>{v}</bdi>
              </dd>
            </div>
          ))}
        </dl>
        {d.currentVersion !== d.version && (
          <Alert kind="info" className="mb-3" data-testid="qd-version-note">
            {d.currentVersion === null
              ? t('insight.notApprovedNow')
              : t('insight.bankVersion', { n: n(d.currentVersion) })}
          </Alert>
        )}
        <div lang={paperLang} dir={dirOf(paperLang)} className="rounded-md border border-line p-3">
          <PrintedHtml html={d.html} testId="qd-text" />
        </div>
      </Panel>

      <Panel title={t('insight.inModels')} testId="question-uses">
        {d.uses.length === 0 ? (
          <p className="text-sm text-muted" data-testid="qd-unused">
            {t('insight.unused')}
          </p>
        ) : (
          <Table
            head={[
              t('details.col.code'),
              t('insight.col.position'),
              t('model.degree'),
              t('insight.versionUsed'),
              '',
            ]}
          >
            {d.uses.map((u) => (
              <tr key={u.modelNo} data-testid={`qd-use-${u.modelNo}`}>
                <td className={`${cell} font-mono`}>
                  <Link to={examPaths.modelDetails(exam.courseId, exam.examId, u.modelNo)} className={link}>
                    {u.code}
                  </Link>
                </td>
                <td className={cell} data-testid={`qd-position-${u.modelNo}`}>
                  {n(u.position)}
                </td>
                <td className={cell} data-testid={`qd-degree-${u.modelNo}`}>
                  {n(u.degree)}
                </td>
                <td className={cell}>{n(u.version)}</td>
                <td className={cell}>
                  <Link to={examPaths.showModel(exam.courseId, exam.examId, u.modelNo)} className={link}>
                    {t('details.show')}
                  </Link>
                </td>
              </tr>
            ))}
          </Table>
        )}
      </Panel>

      <div className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="question-figures">
        <Figure
          label={t('insight.exposure')}
          value={limit === null ? n(d.exposure.count) : `${n(d.exposure.count)} / ${n(limit)}`}
          against={limit === null ? t('insight.noLimit') : t('insight.exposureLimit', { n: n(limit) })}
          ok={limit === null || d.exposure.count < limit}
          testId="qd-exposure"
        />
        <Figure
          label={t('insight.difficulty')}
          value={d.stated.difficulty === null ? '—' : n(d.stated.difficulty)}
          against={
            d.measured?.difficulty != null
              ? t('insight.measured', { value: n(d.measured.difficulty), answers: n(d.measured.answers) })
              : t('insight.notMeasured')
          }
          testId="qd-difficulty"
        />
        <Figure
          label={t('insight.time')}
          value={
            d.stated.expectedTime === null
              ? '—'
              : t('common.minutes', { count: d.stated.expectedTime, n: n(d.stated.expectedTime) })
          }
          against={
            d.measured?.expectedTime != null
              ? t('insight.measured', { value: n(d.measured.expectedTime), answers: n(d.measured.answers) })
              : t('insight.notMeasured')
          }
          testId="qd-time"
        />
      </div>
      {d.exposure.exams.length > 0 && (
        <Panel title={t('insight.publishedExams')} testId="qd-exposure-exams">
          <ul className="list-inside list-disc text-sm">
            {d.exposure.exams.map((e) => (
              <li key={e.examId}>
                <bdi data-user-content="">{e.name}</bdi> · {t('insight.versionN', { n: n(e.version) })}
              </li>
            ))}
          </ul>
        </Panel>
      )}

      <Panel title={t('insight.enemies')} testId="question-enemies">
        {d.enemies.length === 0 ? (
          <p className="text-sm text-muted">{t('insight.noEnemies')}</p>
        ) : (
          <Table head={[t('insight.col.question'), t('spec.type'), t('insight.col.models'), '']}>
            {d.enemies.map((e) => (
              <tr key={e.questionId} data-testid={`qd-enemy-${e.questionId}`}>
                <td className={cell}>
                  <Link
                    to={examPaths.questionDetails(exam.courseId, exam.examId, e.questionId)}
                    className={link}
                  >
                    {t('insight.questionNo', { id: isolate(n(e.questionId)) })}
                  </Link>
                </td>
                <td className={cell}>{labelOf(QUESTION_TYPES, e.questionType, lang)}</td>
                <td className={`${cell} font-mono`}>{e.models.join(' ') || '—'}</td>
                <td className={cell}>
                  <Verdict ok={e.apart} testId={`qd-enemy-apart-${e.questionId}`} />
                </td>
              </tr>
            ))}
          </Table>
        )}
        <p className="mt-2 text-xs text-muted">{t('insight.enemiesNote')}</p>
      </Panel>

      <Panel title={t('insight.candidates')} testId="question-candidates-panel">
        <Candidates d={d} view={view} />
      </Panel>
    </>
  );
}

/**
 * SPEC 2 route name question-details ({courseId}/{examId}/question-details/{questionId}): one
 * question as this exam uses it, with what the solver weighed (row, exposure, figures, near duplicates).
 */
function QuestionDetailsScreen() {
  const { t } = useTranslation('exam-generation');
  const lang = useLang();
  const screen = useExamScreen();
  const { params, courseId, examId, view } = screen;
  const questionId = parseId(params.questionId);
  const examCourse = useExamCourse(courseId);
  const details = useQuery({
    ...questionDetailsQuery(examId, questionId ?? 0),
    enabled: !screen.misplaced && !!questionId,
  }).data;
  if (screen.misplaced || !questionId) return <Navigate to="/notFound" replace />;
  return (
    <>
      <ExamScreenHeader
        screen={screen}
        title={t('insight.questionTitle', { id: isolate(formatNumber(questionId, lang)) })}
        actions={
          <ButtonLink to={examPaths.details(courseId, examId)} testId="back-to-exam">
            {t('insight.toExam')}
          </ButtonLink>
        }
      />
      {details && view && <Usage key={questionId} d={details} view={view} course={examCourse} />}
    </>
  );
}

export function Component() {
  return (
    <RequireRight route="question-details">
      <QuestionDetailsScreen />
    </RequireRight>
  );
}

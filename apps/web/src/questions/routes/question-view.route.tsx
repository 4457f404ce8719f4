import { hasRight, Right } from '@mizan/domain/access';
import { isCode, LANGUAGES, labelOf, QUESTION_TYPES } from '@mizan/domain/codes';
import { pick } from '@mizan/domain/i18n';
import type { QuestionDetail } from '@mizan/domain/questions';
import type { SubjectItem } from '@mizan/domain/subjects';
import { Alert, Button, ConfirmDialog, Spinner } from '@mizan/ui';
import { useAtom, useAtomValue } from 'jotai';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../app/PageHeader';
import { useLang } from '../../app/useLang';
import { CourseHeaderBar } from '../../courses/common/CourseHeaderBar';
import { formatNumber } from '../../courses/common/format';
import { parseId } from '../../courses/common/paths';
import { RequireRight } from '../../courses/common/RequireRight';
import { useCourseInfo } from '../../courses/common/useCourseInfo';
import { formatDateTime } from '../../format/date';
import { authAtom } from '../../state/authAtom';
import { questionListIdsAtom } from '../../state/questionListIdsAtom';
import { showToast } from '../../state/store';
import { QuestionTimeline, versionLabel } from '../components/QuestionTimeline';
import { QuestionView } from '../components/QuestionView';
import { StatusBadge } from '../components/StatusBadge';
import { VersionHistory } from '../components/VersionHistory';
import { flattenIlos, type IloItem } from '../ilos';
import { listQuery } from '../list-query';
import { questionCopyPath, questionEditPath, questionListPath, questionViewPath } from '../paths';
import {
  deleteQuestion,
  getCourseIlos,
  getCourseSubjects,
  getQuestion,
  getQuestionList,
  submitQuestion,
} from '../questions.api';
import { plainText } from '../question-text';

const linkButton =
  'inline-flex items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-medium transition-colors';
const secondaryLink = `${linkButton} border border-line bg-panel text-ink hover:bg-surface`;

function Field({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div data-testid={testId}>
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="mt-0.5 text-sm">{children}</dd>
    </div>
  );
}

function QuestionViewScreen() {
  const { t } = useTranslation('questions');
  const lang = useLang();
  const navigate = useNavigate();
  const params = useParams();
  const courseId = parseId(params.courseId);
  const questionId = parseId(params.questionId);
  const course = useCourseInfo('165.2.1.', courseId);
  const auth = useAtomValue(authAtom);
  const [kept, setKept] = useAtom(questionListIdsAtom);
  const [loaded, setLoaded] = useState<QuestionDetail | null>(null);
  const [subjects, setSubjects] = useState<SubjectItem[]>([]);
  const [ilos, setIlos] = useState<Map<number, IloItem>>(new Map());
  const [showAnswers, setShowAnswers] = useState(true);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState<'delete' | 'submit' | 'step' | null>(null);

  const load = useCallback(() => {
    if (!questionId) return;
    // A 403/404 (another course's question, deleted, out of scope) leads to /notFound (SPEC 8).
    getQuestion('165.2.1.', questionId).then(setLoaded, () => undefined);
  }, [questionId]);

  useEffect(load, [load]);
  // Stepping to another question keeps the last one until this one arrives: it is not shown for it.
  const detail = loaded?.questionId === questionId ? loaded : null;

  useEffect(() => {
    if (!courseId) return;
    getCourseSubjects(courseId).then(
      (r) => setSubjects(r.subjects),
      () => setSubjects([]),
    );
    getCourseIlos(courseId).then(
      (r) => setIlos(new Map(flattenIlos(r.courseIlos).map((i) => [i.id, i]))),
      () => setIlos(new Map()),
    );
  }, [courseId]);

  const subjectName = useCallback(
    (id: number | null) =>
      id === null ? '—' : (subjects.find((s) => s.subjectId === id)?.subjectName ?? `#${id}`),
    [subjects],
  );

  // Where this question sits in the kept list: previous/next step through it (SPEC 3, 9).
  const nav = useMemo(() => {
    if (!kept || kept.courseId !== courseId || !questionId) return null;
    const pos = kept.items.findIndex((i) => i.questionId === questionId);
    if (pos < 0) return null;
    const index = (kept.page - 1) * kept.limit + pos;
    return { pos, index, hasPrev: index > 0, hasNext: index < kept.totalItems - 1 };
  }, [kept, courseId, questionId]);

  if (!courseId || !questionId) return <Navigate to="/notFound" replace />;
  // The question belongs to another course, or the URL names another type: the right address.
  if (detail && (detail.courseId !== courseId || detail.question.questionType !== params.questionType))
    return (
      <Navigate
        to={questionViewPath(detail.courseId, detail.question.questionType, detail.questionId)}
        replace
      />
    );
  if (!isCode(QUESTION_TYPES, params.questionType)) return <Navigate to="/notFound" replace />;

  const canAdd = !!auth && hasRight(auth.apps, '165.2.1.', Right.add);
  const listHref = questionListPath(courseId, kept?.courseId === courseId ? kept.query : '');

  const step = async (dir: -1 | 1) => {
    if (!kept || !nav) return;
    const local = kept.items[nav.pos + dir];
    if (local) {
      navigate(questionViewPath(courseId, local.questionType, local.questionId));
      return;
    }
    // Off the kept page: fetch the neighbouring page of the same list and keep it instead.
    setBusy('step');
    try {
      const page = kept.page + dir;
      const p = new URLSearchParams(kept.query);
      p.set('page', String(page));
      const r = await getQuestionList(listQuery(courseId, p, lang));
      const items = r.questions.map((q) => ({ questionId: q.questionId, questionType: q.questionType }));
      const target = dir === 1 ? items[0] : items[items.length - 1];
      setKept({ ...kept, query: p.toString(), page: r.currentPage, totalItems: r.totalItems, items });
      if (target) navigate(questionViewPath(courseId, target.questionType, target.questionId));
    } catch {
      // The wrapper's toast.
    }
    setBusy(null);
  };

  const remove = async () => {
    setBusy('delete');
    try {
      const r = await deleteQuestion(questionId);
      showToast(pick(r.message, lang), 'success');
      navigate(listHref);
    } catch {
      setBusy(null);
      setAsking(false);
    }
  };

  const submit = async () => {
    if (!detail) return;
    setBusy('submit');
    try {
      const r = await submitQuestion(questionId, detail.version, detail.revision);
      showToast(pick(r.message, lang), 'success');
      load();
    } catch {
      // The wrapper's toast (for example a stale version).
    }
    setBusy(null);
  };

  const q = detail?.question;
  const stamp = detail ? `${detail.status}:${detail.version}.${detail.revision}` : '';

  return (
    <>
      <CourseHeaderBar appId="165.2.1." course={course} />
      <PageHeader
        title={
          q
            ? t('view.title', { type: labelOf(QUESTION_TYPES, q.questionType, lang) })
            : t('view.loadingTitle')
        }
        subtitle={detail ? t('view.subtitle', { id: formatNumber(detail.questionId, lang) }) : undefined}
        actions={
          detail && (
            <>
              {canAdd && detail.canEdit && (
                <Link
                  to={questionEditPath(courseId, detail.question.questionType, questionId)}
                  className={`${linkButton} bg-primary-600 text-white hover:bg-primary-700`}
                  data-testid="question-edit"
                >
                  {t('actions.edit')}
                </Link>
              )}
              {canAdd && (
                <Link
                  to={questionCopyPath(courseId, detail.question.questionType, questionId)}
                  className={secondaryLink}
                  data-testid="question-copy"
                >
                  {t('actions.copy')}
                </Link>
              )}
              {detail.status === '5.6.' && detail.canEdit && (
                <Button
                  variant="secondary"
                  busy={busy === 'submit'}
                  onClick={() => void submit()}
                  data-testid="question-submit"
                >
                  {t('actions.submit')}
                </Button>
              )}
              {detail.canDelete && (
                <Button variant="danger" onClick={() => setAsking(true)} data-testid="question-delete">
                  {t('actions.delete')}
                </Button>
              )}
            </>
          )
        }
      />
      <nav
        aria-label={t('view.navigation')}
        className="mb-4 flex flex-wrap items-center gap-2 rounded-lg border border-line bg-panel px-3 py-2"
      >
        <Link
          to={listHref}
          className="text-sm text-primary-700 hover:underline dark:text-primary-300"
          data-testid="question-back"
        >
          {t('view.backToList')}
        </Link>
        {nav && (
          <div className="ms-auto flex items-center gap-2">
            <Button
              variant="ghost"
              className="px-3 py-1"
              disabled={!nav.hasPrev || busy === 'step'}
              onClick={() => void step(-1)}
              data-testid="question-prev"
            >
              <span aria-hidden="true" className="rtl:rotate-180">
                ‹
              </span>{' '}
              {t('view.previous')}
            </Button>
            <span className="text-sm text-muted" data-testid="question-position">
              {t('view.position', {
                n: formatNumber(nav.index + 1, lang),
                total: formatNumber(kept?.totalItems ?? 0, lang),
              })}
            </span>
            <Button
              variant="ghost"
              className="px-3 py-1"
              disabled={!nav.hasNext || busy === 'step'}
              onClick={() => void step(1)}
              data-testid="question-next"
            >
              {t('view.next')}{' '}
              <span aria-hidden="true" className="rtl:rotate-180">
                ›
              </span>
            </Button>
          </div>
        )}
      </nav>
      {!detail || !q ? (
        <Spinner label={t('common:loading')} />
      ) : (
        <div className="grid gap-4 lg:grid-cols-[3fr_2fr]">
          <div className="flex min-w-0 flex-col gap-4">
            {detail.missing.length > 0 && (
              <Alert kind="warning" data-testid="question-missing">
                <p className="font-medium">{t('view.missing')}</p>
                <ul className="mt-1 list-disc ps-5">
                  {detail.missing.map((m) => (
                    <li key={m.field}>{pick(m.message, lang)}</li>
                  ))}
                </ul>
              </Alert>
            )}
            <section className="rounded-lg border border-line bg-panel p-4" aria-label={t('view.question')}>
              <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
                <h2 className="font-semibold">{t('view.question')}</h2>
                <label className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    checked={showAnswers}
                    onChange={(e) => setShowAnswers(e.target.checked)}
                    className="size-4 accent-primary-600"
                    data-testid="question-show-answers"
                  />
                  {t('view.showAnswers')}
                </label>
              </div>
              <QuestionView question={q} showAnswers={showAnswers} />
            </section>
            <section className="rounded-lg border border-line bg-panel p-4">
              <h2 className="mb-3 font-semibold">{t('versions.title')}</h2>
              <VersionHistory
                key={questionId}
                questionId={questionId}
                stamp={stamp}
                subjectName={subjectName}
                ilos={ilos}
              />
            </section>
          </div>
          <div className="flex min-w-0 flex-col gap-4">
            <section className="rounded-lg border border-line bg-panel p-4" data-testid="question-fields">
              <h2 className="mb-3 font-semibold">{t('view.details')}</h2>
              <dl className="grid gap-3 sm:grid-cols-2">
                <Field label={t('fields.status')} testId="field-status">
                  <StatusBadge status={detail.status} />
                </Field>
                <Field label={t('fields.version')} testId="field-version">
                  {versionLabel(detail.version, detail.revision, lang)}
                </Field>
                <Field label={t('fields.type')}>{labelOf(QUESTION_TYPES, q.questionType, lang)}</Field>
                <Field label={t('fields.language')} testId="field-language">
                  {labelOf(LANGUAGES, q.language, lang)}
                </Field>
                <Field label={t('fields.subject')} testId="field-subject">
                  {subjectName(q.subjectId)}
                </Field>
                <Field label={t('fields.difficulty')}>{num(q.difficulty, lang)}</Field>
                <Field label={t('fields.expectedTime')}>
                  {q.expectedTime === null
                    ? '—'
                    : t('fields.minutes', { n: formatNumber(q.expectedTime, lang) })}
                </Field>
                <Field label={t('fields.degree')}>{num(q.degree, lang)}</Field>
                <Field label={t('fields.exposureLimit')}>
                  {q.exposureLimit === null ? t('fields.noLimit') : formatNumber(q.exposureLimit, lang)}
                </Field>
                <Field label={t('fields.modelCode')}>
                  {q.modelCode === null ? '—' : <bdi dir="ltr">{q.modelCode}</bdi>}
                </Field>
                <Field label={t('fields.creator')} testId="field-creator">
                  {pick(detail.creator.name, lang)}
                </Field>
                <Field label={t('fields.createdAt')}>{formatDateTime(detail.createdAt, lang)}</Field>
                <Field label={t('fields.updatedAt')}>{formatDateTime(detail.updatedAt, lang)}</Field>
              </dl>
              <h3 className="mt-4 mb-2 text-sm font-semibold">{t('fields.ilos')}</h3>
              {q.ilos.length === 0 ? (
                <p className="text-sm text-muted">{t('fields.noIlos')}</p>
              ) : (
                <ul className="flex flex-col gap-1" data-testid="field-ilos">
                  {q.ilos.map((l) => {
                    const ilo = ilos.get(l.iloId);
                    return (
                      <li key={l.iloId} className="flex items-start gap-2 text-sm">
                        <span className="font-medium">{ilo?.code ?? `#${formatNumber(l.iloId, lang)}`}</span>
                        <span className="min-w-0 flex-1 text-muted">
                          {ilo ? pick(ilo.description, lang) : ''}
                        </span>
                        <span className="shrink-0 rounded-full bg-surface px-2 text-xs">
                          {t('fields.weight', { w: formatNumber(l.weight, lang) })}
                        </span>
                      </li>
                    );
                  })}
                </ul>
              )}
            </section>
            <section className="rounded-lg border border-line bg-panel p-4">
              <h2 className="mb-3 font-semibold">{t('timeline.title')}</h2>
              <QuestionTimeline key={questionId} questionId={questionId} stamp={stamp} />
            </section>
          </div>
        </div>
      )}
      <ConfirmDialog
        open={asking}
        title={t('delete.title')}
        message={t('delete.body', { text: detail ? plainStart(detail) : '' })}
        confirmLabel={t('actions.delete')}
        cancelLabel={t('common:cancel')}
        danger
        busy={busy === 'delete'}
        onConfirm={() => void remove()}
        onCancel={() => setAsking(false)}
        data-testid="question-delete-confirm"
      />
    </>
  );
}

const num = (n: number | null, lang: 'ar' | 'en') => (n === null ? '—' : formatNumber(n, lang));

/** The stem's first words, to name the question in the delete prompt. */
const plainStart = (d: QuestionDetail) => plainText(d.question.stem).slice(0, 120);

export function Component() {
  return (
    <RequireRight route="question-view">
      <QuestionViewScreen />
    </RequireRight>
  );
}

import { hasRight, Right } from '@mizan/domain/access';
import { isCode, labelOf, QUESTION_TYPES, QuestionStatus } from '@mizan/domain/codes';
import { pick } from '@mizan/domain/i18n';
import type { QuestionDetail } from '@mizan/domain/questions';
import { Alert, Button, ConfirmDialog, Spinner } from '@mizan/ui';
import { useAtomValue } from 'jotai';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../app/PageHeader';
import { useLang } from '../../app/useLang';
import { CourseHeaderBar } from '../../course-scope/CourseHeaderBar';
import { formatNumber } from '@mizan/domain/i18n';
import { parseId } from '../../course-scope/paths';
import { RequireRight } from '../../course-scope/RequireRight';
import { useCourseInfo } from '../../course-scope/useCourseInfo';
import { authAtom } from '../../state/authAtom';
import { questionListIdsAtom } from '../../state/questionListIdsAtom';
import { showToast } from '../../state/store';
import { CommentsPanel } from '../../collaboration/feed/CommentsPanel';
import { useQuestionFeed } from '../../collaboration/feed/useQuestionFeed';
import { ListNavBar, useListNav } from '../../question-kit/ListNav';
import { QuestionDetails } from '../../question-kit/QuestionDetails';
import { QuestionTimeline } from '../../question-kit/QuestionTimeline';
import { QuestionView } from '../../question-kit/QuestionView';
import { VersionHistory } from '../components/VersionHistory';
import { QuestionMeasures } from '../../reports/components/QuestionMeasures';
import { useCourseLookups } from '../../question-kit/useCourseLookups';
import { listQuery } from '../../course-scope/list/list-query';
import {
  questionCopyPath,
  questionEditPath,
  questionListPath,
  questionViewPath,
} from '../../course-scope/question-paths';
import { questionQuery } from '../../question-kit/question.api';
import { deleteQuestion, getQuestionList, submitQuestion } from '../questions.api';
import { MATH_CLOSE, MATH_OPEN, plainText } from '@mizan/domain/questions';
import { MathLine } from '../../question-kit/MathLine';
import '../../i18n/texts/questions';
import { reloadLive } from '../../realtime/reload-live';

const linkButton =
  'inline-flex items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-medium transition-colors';
const secondaryLink = `${linkButton} border border-line bg-panel text-ink hover:bg-surface`;

/** The question's load, a part of the screen apart from its comments (EventGate). */
const QUESTION = 'question';

function QuestionViewScreen() {
  const { t } = useTranslation('questions');
  const lang = useLang();
  const navigate = useNavigate();
  const params = useParams();
  const courseId = parseId(params.courseId);
  const questionId = parseId(params.questionId);
  const course = useCourseInfo('165.2.1.', courseId);
  const auth = useAtomValue(authAtom);
  const [showAnswers, setShowAnswers] = useState(true);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState<'delete' | 'submit' | null>(null);

  const queryClient = useQueryClient();
  // A 403/404 (another course's question, deleted, out of scope) leads to /notFound (SPEC 8).
  const question = questionQuery('165.2.1.', questionId ?? 0);
  const loaded = useQuery({ ...question, enabled: !!questionId, placeholderData: keepPreviousData }).data;
  const load = () => reloadLive(queryClient, question.queryKey);
  // Live: a reviewer's decision or stem fix reloads the question (status, timeline, the new stem);
  // comments arrive as written.
  const feed = useQuestionFeed('165.2.1.', questionId, load, { onStem: load, parts: [QUESTION] });
  // Stepping to another question keeps the last one until this one arrives: it is not shown for it.
  const detail = loaded?.questionId === questionId ? loaded : null;
  // The question (its status) is loaded apart from the comments: its answer's lastSeq counts for it alone.
  useEffect(() => {
    if (detail) feed.gate.current.loaded(detail.lastSeq, QUESTION);
  }, [detail, feed.gate]);

  const { subjectName, ilos } = useCourseLookups(courseId, '165.2.1.');

  const listNav = useListNav({
    atom: questionListIdsAtom,
    courseId,
    questionId,
    fetchPage: (p) => getQuestionList(listQuery(courseId ?? 0, p, lang)),
    viewPath: questionViewPath,
  });

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
  const listHref = questionListPath(courseId, listNav.listQuery);

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
  const stamp = detail
    ? `${detail.status}:${detail.version}.${detail.revision}:${feed.comments?.length ?? 0}`
    : '';
  // Comments through 165.2.1.: edit on one's own question, or editAll (the review API's rule).
  const canComment =
    !!auth &&
    !!detail &&
    hasRight(auth.apps, '165.2.1.', Right.edit) &&
    (detail.creator.username === auth.username || hasRight(auth.apps, '165.2.1.', Right.editAll));

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
              {detail.status === QuestionStatus.COMPLETE && detail.canEdit && (
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
      <ListNavBar listHref={listHref} state={listNav} />
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
            <QuestionDetails detail={detail} subjectName={subjectName} ilos={ilos} />
            <QuestionMeasures questionId={questionId} />
            <CommentsPanel
              appId="165.2.1."
              questionId={questionId}
              comments={feed.comments}
              canWrite={canComment}
              onSaved={feed.saved}
            />
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
        message={
          <Trans
            t={t}
            i18nKey="delete.body"
            components={[<MathLine key="text" text={detail ? plainStart(detail) : ''} />]}
          />
        }
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

/** The stem's first words, to name the question in the delete prompt (a formula cut short is left out). */
const plainStart = (d: QuestionDetail) => {
  const text = plainText(d.question.stem).slice(0, 120);
  const open = text.lastIndexOf(MATH_OPEN);
  return open >= 0 && !text.includes(MATH_CLOSE, open) ? `${text.slice(0, open)}…` : text;
};

export function Component() {
  return (
    <RequireRight route="question-view">
      <QuestionViewScreen />
    </RequireRight>
  );
}

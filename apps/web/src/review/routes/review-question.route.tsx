import { hasRight, Right } from '@mizan/domain/access';
import { isCode, labelOf, QUESTION_TYPES, QuestionStatus } from '@mizan/domain/codes';
import { pick } from '@mizan/domain/i18n';
import {
  type CommentAnchor,
  type Decision,
  decisionsFrom,
  type ReviewStemResponse,
} from '@mizan/domain/review';
import { Alert, Button, Spinner } from '@mizan/ui';
import { useAtomValue } from 'jotai';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { ApiError } from '../../api/errors';
import { PageHeader } from '../../app/PageHeader';
import { useLang } from '../../app/useLang';
import { CourseHeaderBar } from '../../course-scope/CourseHeaderBar';
import { errorText } from '../../course-scope/errors';
import { formatNumber } from '@mizan/domain/i18n';
import { parseId } from '../../course-scope/paths';
import { RequireRight } from '../../course-scope/RequireRight';
import { useCourseInfo } from '../../course-scope/useCourseInfo';
import { ListNavBar, useListNav } from '../../question-kit/ListNav';
import { QuestionDetails } from '../../question-kit/QuestionDetails';
import { QuestionTimeline } from '../../question-kit/QuestionTimeline';
import { QuestionView } from '../../question-kit/QuestionView';
import { useCourseLookups } from '../../question-kit/useCourseLookups';
import { listQuery } from '../../course-scope/list/list-query';
import { questionQuery } from '../../question-kit/question.api';
import { authAtom } from '../../state/authAtom';
import { reviewListIdsAtom } from '../../state/reviewListIdsAtom';
import { showToast } from '../../state/store';
import { CommentsPanel } from '../../collaboration/feed/CommentsPanel';
import { DecisionDialog } from '../components/DecisionDialog';
import { ReviewStemPanel } from '../components/ReviewStemPanel';
import { SimilarQuestions } from '../components/SimilarQuestions';
import { Watchers } from '../../collaboration/feed/Watchers';
import { reviewListPath, reviewQuestionPath } from '../../course-scope/question-paths';
import { postComment } from '../../collaboration/feed/feed.api';
import { getReviewList, reviewStateQuery, postDecision } from '../review.api';
import { useQuestionFeed } from '../../collaboration/feed/useQuestionFeed';
import '../../i18n/texts/questions';
import '../../i18n/texts/review';
import { reloadLive } from '../../realtime/reload-live';

const DECISION_STYLE: Record<Decision, 'primary' | 'danger' | 'secondary'> = {
  approve: 'primary',
  reject: 'danger',
  reopen: 'secondary',
};

/** The review state's and the question's loads, parts of the screen apart from its comments (EventGate). */
const STATE = 'state';
const QUESTION = 'question';

function ReviewScreen() {
  const { t } = useTranslation('review');
  const lang = useLang();
  const params = useParams();
  const courseId = parseId(params.courseId);
  const questionId = parseId(params.questionId);
  const course = useCourseInfo('165.2.2.', courseId);
  const auth = useAtomValue(authAtom);
  const [showAnswers, setShowAnswers] = useState(false);
  const [asking, setAsking] = useState<Decision | null>(null);
  const [busy, setBusy] = useState(false);
  const [conflict, setConflict] = useState<string | null>(null);
  // The comment whose range is highlighted in the stem, and which anchored comments still find theirs.
  const [activeId, setActiveId] = useState<number | null>(null);
  const [anchorFound, setAnchorFound] = useState<Record<number, boolean>>({});
  const queryClient = useQueryClient();

  // The question and its review state (a decision elsewhere reloads both). A 403/404 (another
  // course's question, deleted, out of scope) leads to /notFound (SPEC 8).
  const question = questionQuery('165.2.2.', questionId ?? 0);
  const reviewState = reviewStateQuery(questionId ?? 0);
  const enabled = !!questionId;
  const loaded = useQuery({ ...question, enabled, placeholderData: keepPreviousData }).data;
  const state = useQuery({ ...reviewState, enabled, placeholderData: keepPreviousData }).data;
  const load = () => {
    reloadLive(queryClient, question.queryKey);
    reloadLive(queryClient, reviewState.queryKey);
  };

  const feed = useQuestionFeed(
    '165.2.2.',
    questionId,
    (e) => {
      // Another reviewer decided (or the creator submitted again): the status and lock version at
      // once, then everything that follows from them.
      if (e)
        queryClient.setQueryData(reviewState.queryKey, (s) =>
          s && s.questionId === e.questionId
            ? {
                ...s,
                status: e.to,
                lockVersion: e.version,
                decisions: s.canDecide ? decisionsFrom(e.to) : [],
              }
            : s,
        );
      load();
    },
    {
      // Another reviewer fixed the stem (the panel shows it live): the lock version the next decision sends.
      onStem: (e) => {
        queryClient.setQueryData(reviewState.queryKey, (s) =>
          s && s.questionId === e.questionId ? { ...s, lockVersion: e.version } : s,
        );
        load();
      },
      parts: [STATE, QUESTION],
    },
  );

  // Another question: its own answers, conflicts and highlighted comment.
  // biome-ignore lint/correctness/useExhaustiveDependencies: questionId names the question shown
  useEffect(() => {
    setConflict(null);
    setShowAnswers(false);
    setActiveId(null);
    setAnchorFound({});
  }, [questionId]);

  const { subjectName, ilos } = useCourseLookups(courseId, '165.2.2.');

  const listNav = useListNav({
    atom: reviewListIdsAtom,
    courseId,
    questionId,
    fetchPage: (p) => {
      const query = listQuery(courseId ?? 0, p, lang);
      if (query.orderBy === 'questionId') query.orderBy = 'id';
      return getReviewList(query);
    },
    viewPath: reviewQuestionPath,
  });

  // Stepping to another question keeps the last one until this one arrives: it is not shown for it.
  const detail = loaded?.questionId === questionId ? loaded : null;
  const review = state?.questionId === questionId ? state : null;
  // The state and the question are loaded apart from the comments: each answer's lastSeq counts for it alone.
  useEffect(() => {
    if (review) feed.gate.current.loaded(review.lastSeq, STATE);
  }, [review, feed.gate]);
  useEffect(() => {
    if (detail) feed.gate.current.loaded(detail.lastSeq, QUESTION);
  }, [detail, feed.gate]);

  if (!courseId || !questionId) return <Navigate to="/notFound" replace />;
  if (detail && (detail.courseId !== courseId || detail.question.questionType !== params.questionType))
    return (
      <Navigate
        to={reviewQuestionPath(detail.courseId, detail.question.questionType, detail.questionId)}
        replace
      />
    );
  if (!isCode(QUESTION_TYPES, params.questionType)) return <Navigate to="/notFound" replace />;

  const decide = async (decision: Decision, comment: string) => {
    if (!review) return;
    setBusy(true);
    try {
      const r = await postDecision(questionId, {
        decision,
        version: review.lockVersion,
        ...(comment ? { comment } : {}),
      });
      feed.gate.current.take(r.seq);
      showToast(pick(r.message, lang), 'success');
      setConflict(null);
      queryClient.setQueryData(reviewState.queryKey, {
        ...review,
        status: r.status,
        lockVersion: r.version,
        decisions: decisionsFrom(r.status),
      });
    } catch (e) {
      // 409: another reviewer decided first; 422: the status no longer allows it. Either way the
      // message says so and the screen shows the question as it is now.
      setConflict(errorText(e, lang));
      if (!(e instanceof ApiError) || e.status >= 500) showToast(errorText(e, lang));
    }
    setBusy(false);
    setAsking(null);
    load();
  };

  /** A comment on a range of the stem: saved, shown, and its range highlighted. */
  const commentOnStem = async (anchor: CommentAnchor, body: string) => {
    try {
      const r = await postComment('165.2.2.', questionId, { body, anchor });
      feed.saved(r.comment, r.seq);
      setActiveId(r.comment.commentId);
      return true;
    } catch (e) {
      showToast(errorText(e, lang));
      return false;
    }
  };

  /** A saved stem fix: the next decision needs its lock version (the content version is the same). */
  const stemSaved = (r: ReviewStemResponse) => {
    // Its live echo is skipped: the question is loaded again here.
    feed.gate.current.take(r.seq);
    setConflict(null);
    queryClient.setQueryData(reviewState.queryKey, (s) =>
      s && s.questionId === questionId ? { ...s, lockVersion: r.lockVersion } : s,
    );
    load();
  };

  const q = detail?.question;
  const canComment = !!auth && hasRight(auth.apps, '165.2.2.', Right.edit);
  const mine = !!auth && !!review && review.creator.username === auth.username;
  const stamp = review ? `${review.status}:${review.lockVersion}:${feed.comments?.length ?? 0}` : '';
  // Who else has it open: the presence events once they come, the review state's list before.
  const me = auth?.name;
  const others = (feed.watchers ?? review?.watchers ?? []).filter(
    (w) => !me || w.name.ar !== me.ar || w.name.en !== me.en,
  );

  return (
    <>
      <CourseHeaderBar appId="165.2.2." course={course} />
      <PageHeader
        title={
          q
            ? t('screen.title', { type: labelOf(QUESTION_TYPES, q.questionType, lang) })
            : t('questions:view.loadingTitle')
        }
        subtitle={
          detail ? t('questions:view.subtitle', { id: formatNumber(detail.questionId, lang) }) : undefined
        }
        actions={
          review?.canDecide &&
          review.decisions.map((d) => (
            <Button
              key={d}
              variant={DECISION_STYLE[d]}
              onClick={() => setAsking(d)}
              disabled={busy}
              data-testid={`review-${d}`}
            >
              {t(`decision.${d}.action`)}
            </Button>
          ))
        }
      />
      <ListNavBar
        listHref={reviewListPath(courseId, listNav.listQuery)}
        state={listNav}
        testPrefix="review"
      />
      {conflict && (
        <Alert kind="error" data-testid="review-conflict">
          {conflict}
        </Alert>
      )}
      {!detail || !q || !review ? (
        <Spinner label={t('common:loading')} />
      ) : (
        <div className="mt-4 grid gap-4 lg:grid-cols-[3fr_2fr]">
          <div className="flex min-w-0 flex-col gap-4">
            {mine && review.status === QuestionStatus.PENDING_REVIEW && (
              <Alert kind="info" data-testid="review-own">
                {t('screen.own')}
              </Alert>
            )}
            <div
              className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-line bg-panel px-3 py-2 text-sm"
              data-testid="review-presence"
            >
              <span className="text-muted">{t('presence.label')}</span>
              <Watchers users={others} showEmpty testId="review-watchers" />
            </div>
            <section
              className="rounded-lg border border-line bg-panel p-4"
              aria-label={t('questions:view.question')}
            >
              <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
                <h2 className="font-semibold">{t('screen.asStudent')}</h2>
                <label className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    checked={showAnswers}
                    onChange={(e) => setShowAnswers(e.target.checked)}
                    className="size-4 accent-primary-600"
                    data-testid="review-show-answers"
                  />
                  {t('questions:view.showAnswers')}
                </label>
              </div>
              <QuestionView
                question={q}
                showAnswers={showAnswers}
                stem={
                  <ReviewStemPanel
                    key={questionId}
                    questionId={questionId}
                    question={q}
                    lockVersion={review.lockVersion}
                    canEdit={review.canDecide && review.status === QuestionStatus.PENDING_REVIEW}
                    canComment={canComment}
                    comments={feed.comments}
                    activeId={activeId}
                    onComment={commentOnStem}
                    onResolved={setAnchorFound}
                    onSaved={stemSaved}
                    onRefused={(message) => {
                      setConflict(message);
                      load();
                    }}
                  />
                }
              />
            </section>
            <SimilarQuestions courseId={courseId} questionId={questionId} stem={q.stem} />
            <CommentsPanel
              appId="165.2.2."
              questionId={questionId}
              comments={feed.comments}
              canWrite={canComment}
              onSaved={feed.saved}
              onShowAnchor={(c) => setActiveId((id) => (id === c.commentId ? null : c.commentId))}
              activeId={activeId}
              anchorFound={anchorFound}
            />
          </div>
          <div className="flex min-w-0 flex-col gap-4">
            <QuestionDetails
              detail={{ ...detail, status: review.status }}
              subjectName={subjectName}
              ilos={ilos}
            />
            <section className="rounded-lg border border-line bg-panel p-4">
              <h2 className="mb-3 font-semibold">{t('questions:timeline.title')}</h2>
              <QuestionTimeline key={questionId} questionId={questionId} stamp={stamp} appId="165.2.2." />
            </section>
          </div>
        </div>
      )}
      <DecisionDialog
        decision={asking}
        busy={busy}
        onConfirm={(d, comment) => void decide(d, comment)}
        onCancel={() => setAsking(null)}
      />
    </>
  );
}

export function Component() {
  return (
    <RequireRight route="review-question">
      <ReviewScreen />
    </RequireRight>
  );
}

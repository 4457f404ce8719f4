import type { AppId } from '@mizan/domain/access';
import type { QuestionStatusEvent } from '@mizan/domain/realtime';
import type { ReviewComment, Watcher } from '@mizan/domain/review';
import { useCallback, useEffect, useRef, useState } from 'react';
import { upsertComment } from './live';
import { getComments } from './feed.api';
import { useLiveFeed } from './useLiveFeed';

/**
 * One question followed live (question:watch): its comments (loaded, then kept current by the
 * comment events), who has it open, and a callback for each status change (a decision) so the
 * screen reloads what depends on it. Used by the review screen and the creator's question view.
 */
export function useQuestionFeed(
  appId: AppId,
  questionId: number | null,
  onStatus: (e: QuestionStatusEvent | null) => void,
) {
  const [comments, setComments] = useState<ReviewComment[] | null>(null);
  // Null until the first presence news (the screen shows its loaded list until then).
  const [watchers, setWatchers] = useState<Watcher[] | null>(null);
  const request = useRef(0);
  const statusRef = useRef(onStatus);
  statusRef.current = onStatus;

  const gate = useLiveFeed(appId, questionId ? { kind: 'question', id: questionId } : null, {
    onStatus: (e) => statusRef.current(e),
    onComment: (e) => setComments((list) => (list ? upsertComment(list, e.comment) : list)),
    onPresence: (e) => setWatchers(e.users),
    reload: () => {
      loadComments();
      statusRef.current(null);
    },
  });

  const loadComments = useCallback(() => {
    if (!questionId) return;
    const mine = ++request.current;
    getComments(appId, questionId).then(
      (r) => {
        if (mine !== request.current) return;
        setComments(r.comments);
        gate.current.loaded(r.lastSeq);
      },
      () => mine === request.current && setComments([]),
    );
  }, [appId, questionId, gate]);

  useEffect(() => {
    setComments(null);
    setWatchers(null);
    loadComments();
  }, [loadComments]);

  /** A comment this user saved: shown at once, and its live echo skipped. */
  const saved = useCallback(
    (comment: ReviewComment, seq: number) => {
      gate.current.take(seq);
      setComments((list) => upsertComment(list ?? [], comment));
    },
    [gate],
  );

  return { comments, watchers, saved, reloadComments: loadComments, gate };
}

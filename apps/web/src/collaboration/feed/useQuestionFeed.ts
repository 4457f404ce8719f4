import type { AppId } from '@mizan/domain/access';
import type { QuestionStatusEvent, QuestionStemEvent } from '@mizan/domain/realtime';
import { type ReviewComment, reviewPaths, type Watcher } from '@mizan/domain/review';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { upsertComment } from './live';
import { getComments } from './feed.api';
import { useLiveFeed } from './useLiveFeed';
import { reloadLive } from '../../realtime/reload-live';

/** The comments' load: the part of a question screen that every such screen has. */
const COMMENTS = 'comments';

/**
 * One question followed live (question:watch): its comments (loaded, then kept current in the
 * query cache by the comment events), who has it open, and a callback for each status change (a
 * decision) so the screen reloads what depends on it, and optionally for each stem fix. Used by the review screen and the creator's question view.
 */
export function useQuestionFeed(
  appId: AppId,
  questionId: number | null,
  onStatus: (e: QuestionStatusEvent | null) => void,
  options: {
    onStem?: (e: QuestionStemEvent) => void;
    /**
     * The screen's other loads that answer a lastSeq (the review screen's state), reported through
     * the gate under these names: beside the comments (EventGate).
     */
    parts?: readonly string[];
  } = {},
) {
  const { onStem, parts = [] } = options;
  const queryClient = useQueryClient();
  // Null until the first presence news of this question (the screen shows its loaded list until then).
  const [presence, setPresence] = useState<{ questionId: number; users: Watcher[] } | null>(null);
  const statusRef = useRef(onStatus);
  statusRef.current = onStatus;
  const stemRef = useRef(onStem);
  stemRef.current = onStem;
  const queryKey = [reviewPaths.comments(appId, questionId ?? 0)];
  const setComments = (change: (list: ReviewComment[] | undefined) => ReviewComment[] | undefined) =>
    queryClient.setQueryData<ReviewComment[]>(queryKey, change);
  const reloadComments = () => reloadLive(queryClient, queryKey);

  const gate = useLiveFeed(
    appId,
    questionId ? { kind: 'question', id: questionId } : null,
    {
      onStatus: (e) => statusRef.current(e),
      onComment: (e) => setComments((list) => (list ? upsertComment(list, e.comment) : list)),
      onPresence: (e) => setPresence({ questionId: e.questionId, users: e.users }),
      onStem: (e) => stemRef.current?.(e),
      reload: () => {
        reloadComments();
        statusRef.current(null);
      },
    },
    [COMMENTS, ...parts],
  );

  const read = useQuery({
    queryKey,
    queryFn: async () => {
      const r = await getComments(appId, questionId ?? 0);
      // Events up to this load are in it; the live ones after it are applied once.
      gate.current.loaded(r.lastSeq, COMMENTS);
      return r.comments;
    },
    enabled: !!questionId,
  });
  // A list that cannot be read shows as empty; the page around it still works.
  const comments = read.isError ? [] : (read.data ?? null);

  /** A comment this user saved: shown at once, and its live echo skipped. */
  const saved = useCallback(
    (comment: ReviewComment, seq: number) => {
      gate.current.take(seq);
      queryClient.setQueryData<ReviewComment[]>([reviewPaths.comments(appId, questionId ?? 0)], (list) =>
        upsertComment(list ?? [], comment),
      );
    },
    [gate, queryClient, appId, questionId],
  );

  const watchers = presence && presence.questionId === questionId ? presence.users : null;
  return { comments, watchers, saved, gate };
}

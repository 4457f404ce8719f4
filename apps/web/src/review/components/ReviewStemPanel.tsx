import { LANGUAGES } from '@mizan/domain/codes';
import { pick } from '@mizan/domain/i18n';
import type { QuestionContent } from '@mizan/domain/questions';
import type { CommentAnchor, ReviewComment, ReviewStemResponse } from '@mizan/domain/review';
import { Button } from '@mizan/ui';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../app/useLang';
import { errorText } from '../../course-scope/errors';
import { CollabPresence, CollabStatusChip } from '../../collaboration/CollabStatus';
import { useQuestionDoc } from '../../collaboration/useQuestionDoc';
import { showToast } from '../../state/store';
import { putStem } from '../review.api';
import { StoredStem } from './StoredStem';
import '../../i18n/texts/review';

// Tiptap and the Yjs binding load with the stem, not with the review list.
const LiveStem = lazy(() => import('./LiveStem'));

export interface ReviewStemPanelProps {
  questionId: number;
  /** The stored question: seeds the co-edited document if nobody has opened it yet. */
  question: QuestionContent;
  /** The lock version the screen holds: a save sends it, as a decision does. */
  lockVersion: number;
  /** The reviewer may fix the stem (9.4. on 165.2.2., not theirs, pending review). */
  canEdit: boolean;
  canComment: boolean;
  comments: ReviewComment[] | null;
  activeId: number | null;
  onComment: (anchor: CommentAnchor, body: string) => Promise<boolean>;
  onResolved: (found: Record<number, boolean>) => void;
  /** A saved fix: its new lock version (and the screen reloads the question). */
  onSaved: (r: ReviewStemResponse) => void;
  /** A refused save (409 stale, 422 no longer pending): the screen shows why and reloads. */
  onRefused: (message: string) => void;
}

/**
 * The stem on the review screen, live from the question's co-edited document: comments on a
 * selected range, the highlighted range of a comment, and for a small fix "Edit stem": the
 * reviewer types with the creator (carets, who is in it), then saves the stem as a minor edit.
 */
export function ReviewStemPanel(props: ReviewStemPanelProps) {
  const { questionId, question, lockVersion, canEdit } = props;
  const { t } = useTranslation('review');
  const lang = useLang();
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);
  const qdoc = useQuestionDoc({ questionId, initial: question, readOnly: !editing });
  const dir = LANGUAGES[question.language]?.lang === 'en' ? 'ltr' : 'rtl';
  const live = qdoc.status === 'connected' && qdoc.ready;

  const save = async () => {
    setSaving(true);
    try {
      const r = await putStem(questionId, { stem: qdoc.toContent().stem, version: lockVersion });
      showToast(pick(r.message, lang), 'success');
      setEditing(false);
      props.onSaved(r);
    } catch (e) {
      props.onRefused(errorText(e, lang));
    }
    setSaving(false);
  };

  return (
    <div className="flex flex-col gap-2" data-testid="review-stem-panel">
      {canEdit && (
        <div className="flex flex-wrap items-center gap-2" data-testid="review-stem-tools">
          <Button
            variant="secondary"
            className="px-3 py-1 text-xs"
            aria-pressed={editing}
            disabled={!live && !editing}
            onClick={() => setEditing((e) => !e)}
            data-testid="review-stem-edit"
          >
            {editing ? t('stemEdit.done') : t('stemEdit.edit')}
          </Button>
          {editing && (
            <>
              <Button
                className="px-3 py-1 text-xs"
                busy={saving}
                disabled={!live}
                onClick={() => void save()}
                data-testid="review-stem-save"
              >
                {t('stemEdit.save')}
              </Button>
              <CollabStatusChip qdoc={qdoc} />
            </>
          )}
        </div>
      )}
      {editing && <CollabPresence users={qdoc.users} />}
      <Suspense fallback={<StoredStem html={question.stem} />}>
        <LiveStem
          qdoc={qdoc}
          storedHtml={question.stem}
          dir={dir}
          label={t('stemEdit.label')}
          editing={editing}
          comments={props.comments}
          activeId={props.activeId}
          canComment={props.canComment}
          onComment={props.onComment}
          onResolved={props.onResolved}
        />
      </Suspense>
    </div>
  );
}

import type { AppId } from '@mizan/domain/access';
import { pick } from '@mizan/domain/i18n';
import { REVIEW_LIMITS, type ReviewComment } from '@mizan/domain/review';
import { Button, Spinner } from '@mizan/ui';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../app/useLang';
import { errorText } from '../../course-scope/errors';
import { formatNumber } from '@mizan/domain/i18n';
import { formatDateTime } from '../../format/date';
import { showToast } from '../../state/store';
import { buildThreads, openThreads } from './live';
import { postComment, resolveComment } from './feed.api';
import '../../i18n/texts/review';

export interface CommentsPanelProps {
  appId: AppId;
  questionId: number;
  /** Null while loading. */
  comments: ReviewComment[] | null;
  /** Whether the user may write (add, reply, resolve). */
  canWrite: boolean;
  /** A comment this user saved, with its event's seq (so the live echo is not applied twice). */
  onSaved: (comment: ReviewComment, seq: number) => void;
  /** Where the stem is live (the review screen): a click on a comment's quote highlights its range. */
  onShowAnchor?: (comment: ReviewComment) => void;
  /** The comment whose range is highlighted now. */
  activeId?: number | null;
  /** Anchored comments whose quoted text is still in the stem (false: it was deleted). */
  anchorFound?: Record<number, boolean>;
}

const textarea =
  'w-full rounded-md border border-line bg-panel px-3 py-2 text-sm text-ink outline-none focus:ring-2 focus:ring-primary-500';

/** A comment box: a labelled textarea and its send button. */
export function CommentForm({
  label,
  submitLabel,
  onSubmit,
  onCancel,
  testId,
  autoFocus,
}: {
  label: string;
  submitLabel: string;
  onSubmit: (body: string) => Promise<boolean>;
  onCancel?: () => void;
  testId: string;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation('review');
  const id = useId();
  const [body, setBody] = useState('');
  const [busy, setBusy] = useState(false);
  const send = async (e: FormEvent) => {
    e.preventDefault();
    if (!body.trim()) return;
    setBusy(true);
    if (await onSubmit(body.trim())) setBody('');
    setBusy(false);
  };
  return (
    <form onSubmit={send} className="flex flex-col gap-2" data-testid={testId}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <textarea
        id={id}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        maxLength={REVIEW_LIMITS.commentMax}
        rows={2}
        placeholder={label}
        dir="auto"
        // biome-ignore lint/a11y/noAutofocus: the reply box opens on the user's click
        autoFocus={autoFocus}
        className={textarea}
        data-testid={`${testId}-body`}
      />
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel && (
          <Button variant="ghost" className="px-3 py-1" onClick={onCancel}>
            {t('common:cancel')}
          </Button>
        )}
        <Button
          type="submit"
          className="px-3 py-1"
          busy={busy}
          disabled={!body.trim()}
          data-testid={`${testId}-send`}
        >
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

function CommentItem({
  c,
  onShowAnchor,
  active,
  found,
}: {
  c: ReviewComment;
  onShowAnchor?: (comment: ReviewComment) => void;
  active?: boolean;
  found?: boolean;
}) {
  const { t } = useTranslation('review');
  const lang = useLang();
  const quote = c.anchor?.quote;
  const gone = !!c.anchor && found === false;
  return (
    <div data-testid="comment" data-comment-id={c.commentId}>
      <p className="flex flex-wrap items-baseline gap-x-2 text-xs text-muted">
        <span className="font-semibold text-ink">{pick(c.author.name, lang)}</span>
        <time dateTime={c.createdAt}>{formatDateTime(c.createdAt, lang)}</time>
      </p>
      {c.anchor &&
        (onShowAnchor && !gone ? (
          <button
            type="button"
            onClick={() => onShowAnchor(c)}
            aria-pressed={!!active}
            title={t('anchors.show')}
            className={`mt-1 block w-full rounded-sm border-s-4 px-2 py-0.5 text-start text-sm transition-colors focus-visible:outline-2 focus-visible:outline-primary-500 ${active ? 'border-accent-500 bg-accent-500/20' : 'border-line hover:bg-surface'}`}
            data-testid="comment-quote"
            data-active={!!active}
          >
            <span className="sr-only">{t('anchors.show')}: </span>
            <q dir="auto" className="italic text-ink" data-user-content="" data-testid="comment-quote-text">
              {quote}
            </q>
          </button>
        ) : (
          <blockquote
            className={`mt-1 border-s-4 px-2 py-0.5 text-sm ${gone ? 'border-line text-muted line-through decoration-muted/60' : 'border-line'}`}
            data-testid="comment-quote"
          >
            <span className="sr-only">{t('anchors.quoteLabel')}: </span>
            <q dir="auto" className="italic" data-user-content="" data-testid="comment-quote-text">
              {quote}
            </q>
          </blockquote>
        ))}
      {gone && (
        <p
          className="mt-0.5 text-xs text-warning-800 dark:text-warning-100"
          data-testid="comment-anchor-gone"
        >
          {t('anchors.gone')}
        </p>
      )}
      <p
        className="mt-1 whitespace-pre-wrap break-words text-sm"
        dir="auto"
        data-user-content=""
        data-testid="comment-body"
      >
        {c.body}
      </p>
    </div>
  );
}

/**
 * The review's comments as threads (oldest first): add one, reply, and resolve or reopen a thread.
 * Shared by the review screen (165.2.2.) and the creator's question view (165.2.1.).
 */
export function CommentsPanel({
  appId,
  questionId,
  comments,
  canWrite,
  onSaved,
  onShowAnchor,
  activeId,
  anchorFound,
}: CommentsPanelProps) {
  const { t } = useTranslation('review');
  const lang = useLang();
  const [replyTo, setReplyTo] = useState<number | null>(null);
  const [resolving, setResolving] = useState<number | null>(null);

  const add = async (body: string, parentId?: number) => {
    try {
      const r = await postComment(appId, questionId, parentId ? { body, parentId } : { body });
      onSaved(r.comment, r.seq);
      if (parentId) setReplyTo(null);
      return true;
    } catch (e) {
      showToast(errorText(e, lang));
      return false;
    }
  };

  const toggle = async (c: ReviewComment) => {
    setResolving(c.commentId);
    try {
      const r = await resolveComment(appId, questionId, c.commentId, !c.resolved);
      onSaved(r.comment, r.seq);
    } catch (e) {
      showToast(errorText(e, lang));
    }
    setResolving(null);
  };

  const threads = comments ? buildThreads(comments) : [];
  const open = comments ? openThreads(comments) : 0;

  return (
    <section className="rounded-lg border border-line bg-panel p-4" data-testid="review-comments">
      <h2 className="mb-3 flex flex-wrap items-center gap-2 font-semibold">
        {t('comments.title')}
        {open > 0 && (
          <span
            className="rounded-full bg-surface px-2 text-xs font-normal text-muted"
            data-testid="comments-open"
          >
            {t('comments.open', { count: open, n: formatNumber(open, lang) })}
          </span>
        )}
      </h2>
      {!comments ? (
        <Spinner label={t('common:loading')} />
      ) : (
        <div className="flex flex-col gap-3">
          {threads.length === 0 && <p className="text-sm text-muted">{t('comments.empty')}</p>}
          <ol className="flex flex-col gap-3" data-testid="comment-threads">
            {threads.map(({ root, replies }) => (
              <li
                key={root.commentId}
                data-testid="comment-thread"
                data-resolved={root.resolved}
                className={`rounded-md border p-3 ${root.resolved ? 'border-line bg-surface opacity-80' : 'border-primary-200 dark:border-primary-800'}`}
              >
                <CommentItem
                  c={root}
                  onShowAnchor={onShowAnchor}
                  active={activeId === root.commentId}
                  found={anchorFound?.[root.commentId]}
                />
                {root.resolved && root.resolvedBy && root.resolvedAt && (
                  <p
                    className="mt-1 text-xs text-success-600 dark:text-green-300"
                    data-testid="comment-resolved"
                  >
                    {t('comments.resolvedBy', {
                      name: pick(root.resolvedBy.name, lang),
                      date: formatDateTime(root.resolvedAt, lang),
                    })}
                  </p>
                )}
                {replies.length > 0 && (
                  <ol className="mt-3 flex flex-col gap-3 border-s-2 border-line ps-3">
                    {replies.map((r) => (
                      <li key={r.commentId}>
                        <CommentItem
                          c={r}
                          onShowAnchor={onShowAnchor}
                          active={activeId === r.commentId}
                          found={anchorFound?.[r.commentId]}
                        />
                      </li>
                    ))}
                  </ol>
                )}
                {canWrite && (
                  <div className="mt-2 flex flex-wrap gap-1">
                    {replyTo !== root.commentId && (
                      <Button
                        variant="ghost"
                        className="px-2 py-0.5 text-xs"
                        onClick={() => setReplyTo(root.commentId)}
                        data-testid="comment-reply"
                      >
                        {t('comments.reply')}
                      </Button>
                    )}
                    <Button
                      variant="ghost"
                      className="px-2 py-0.5 text-xs"
                      busy={resolving === root.commentId}
                      onClick={() => void toggle(root)}
                      data-testid="comment-resolve"
                    >
                      {root.resolved ? t('comments.reopen') : t('comments.resolve')}
                    </Button>
                  </div>
                )}
                {canWrite && replyTo === root.commentId && (
                  <div className="mt-2">
                    <CommentForm
                      label={t('comments.replyLabel')}
                      submitLabel={t('comments.sendReply')}
                      onSubmit={(body) => add(body, root.commentId)}
                      onCancel={() => setReplyTo(null)}
                      testId="comment-reply-form"
                      autoFocus
                    />
                  </div>
                )}
              </li>
            ))}
          </ol>
          {canWrite && (
            <CommentForm
              label={t('comments.addLabel')}
              submitLabel={t('comments.add')}
              onSubmit={(body) => add(body)}
              testId="comment-form"
            />
          )}
        </div>
      )}
    </section>
  );
}

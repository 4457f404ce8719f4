import { pick } from '@mizan/domain/i18n';
import { useTranslation } from 'react-i18next';
import { useLang } from '../app/useLang';
import type { CollabPeer, QuestionDoc } from './useQuestionDoc';
import '../i18n/texts/editor';

const CHIP: Record<QuestionDoc['status'], string> = {
  local: 'bg-surface text-muted',
  connecting: 'bg-warning-100 text-warning-900 dark:bg-warning-800/30 dark:text-warning-100',
  connected: 'bg-success-600/15 text-success-600 dark:text-[oklch(0.8_0.12_150)]',
  offline: 'bg-warning-100 text-warning-900 dark:bg-warning-800/30 dark:text-warning-100',
  refused: 'bg-danger-600/15 text-danger-600 dark:text-danger-500',
};
const DOT: Record<QuestionDoc['status'], string> = {
  local: 'bg-muted',
  connecting: 'animate-pulse bg-warning-800',
  connected: 'bg-success-600',
  offline: 'bg-warning-800',
  refused: 'bg-danger-600',
};

/**
 * Whether the question is live, offline (edits kept, merged later) or refused (and why). Opened
 * read-only, a connected question shows others' edits live but shares none of the reader's.
 */
export function CollabStatusChip({
  qdoc,
  readOnly = false,
}: {
  qdoc: Pick<QuestionDoc, 'status' | 'refusal'>;
  readOnly?: boolean;
}) {
  const { t } = useTranslation('editor');
  const lang = useLang();
  const text =
    qdoc.status === 'refused' && qdoc.refusal
      ? `${t('status.refused')}: ${pick(qdoc.refusal.message, lang)}`
      : t(readOnly && qdoc.status === 'connected' ? 'status.connectedReadOnly' : `status.${qdoc.status}`);
  return (
    <span
      role="status"
      className={`inline-flex items-center gap-2 rounded-full px-3 py-1 text-xs font-medium ${CHIP[qdoc.status]}`}
      data-testid="collab-status"
      data-status={qdoc.status}
    >
      <span aria-hidden="true" className={`size-2 rounded-full ${DOT[qdoc.status]}`} />
      {text}
    </span>
  );
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0])
    .join('');

/** The users who have the question open now, each in their caret colour. */
export function CollabPresence({ users }: { users: CollabPeer[] }) {
  const { t } = useTranslation('editor');
  const lang = useLang();
  if (users.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm" data-testid="collab-presence">
      <span className="text-muted">{t('presence.label')}:</span>
      <ul className="flex flex-wrap items-center gap-1.5">
        {users.map((u) => {
          const name = (u.names && pick(u.names, lang)) || u.name;
          return (
            <li
              key={u.clientId}
              className="flex items-center gap-1.5 rounded-full border border-line bg-panel py-0.5 pe-2.5 ps-0.5"
              data-testid="collab-user"
              data-self={u.self}
            >
              <span
                aria-hidden="true"
                className="flex size-6 items-center justify-center rounded-full text-[11px] font-semibold text-white"
                style={{ backgroundColor: u.color }}
              >
                {initials(name)}
              </span>
              <span>
                {name}
                {u.self && <span className="text-muted"> ({t('presence.you')})</span>}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

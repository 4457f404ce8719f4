import type { AppId } from '@mizan/domain/access';
import { EDIT_TYPES, labelOf, QUESTION_STATUSES } from '@mizan/domain/codes';
import { pick } from '@mizan/domain/i18n';
import type { TimelineEntry } from '@mizan/domain/questions';
import { Alert, Spinner } from '@mizan/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLang } from '../app/useLang';
import { errorText } from '../course-scope/errors';
import { formatNumber } from '@mizan/domain/i18n';
import { formatDateTime } from '../format/date';
import { timelineQuery } from './question.api';
import '../i18n/texts/questions';

const DOT: Record<TimelineEntry['kind'], string> = {
  created: 'bg-primary-600',
  status: 'bg-accent-500',
  version: 'bg-success-600',
  comment: 'bg-muted',
};

/**
 * SPEC 4: every status change ('status changed from X to Y by {name} on {date}') and every saved
 * version, newest first. `stamp` changes when the question does, so the timeline reloads with it.
 * `appId` is the app it is read through (the review screens read it through 165.2.2.).
 */
export function QuestionTimeline({
  questionId,
  stamp,
  appId = '165.2.1.',
}: {
  questionId: number;
  stamp: string;
  appId?: AppId;
}) {
  const { t } = useTranslation('questions');
  const lang = useLang();
  // The stamp is part of the key: a changed question reads its timeline again.
  const timeline = useQuery({
    ...timelineQuery(appId, questionId),
    queryKey: [...timelineQuery(appId, questionId).queryKey, stamp],
  });
  const entries = timeline.data;
  const failure = timeline.error;

  if (failure) return <Alert kind="error">{errorText(failure, lang)}</Alert>;
  if (!entries) return <Spinner label={t('common:loading')} />;
  if (!entries.length) return <p className="text-sm text-muted">{t('timeline.empty')}</p>;

  const text = (e: TimelineEntry) => {
    const values = { name: pick(e.by.name, lang), date: formatDateTime(e.at, lang) };
    switch (e.kind) {
      case 'status':
        return t('timeline.status', {
          ...values,
          from: e.from ? labelOf(QUESTION_STATUSES, e.from, lang) : t('timeline.none'),
          to: e.to ? labelOf(QUESTION_STATUSES, e.to, lang) : t('timeline.none'),
        });
      case 'version':
        return t('timeline.version', {
          ...values,
          version: versionLabel(e.version ?? 0, e.revision ?? 0, lang),
          editType: e.editType ? labelOf(EDIT_TYPES, e.editType, lang) : t('timeline.firstVersion'),
        });
      case 'comment':
        return t('timeline.comment', values);
      default:
        return t('timeline.created', values);
    }
  };

  return (
    <ol className="relative flex flex-col gap-4 border-s border-line ps-5" data-testid="question-timeline">
      {entries.map((e) => (
        <li key={e.id} className="relative" data-testid="timeline-entry" data-kind={e.kind}>
          <span
            aria-hidden="true"
            className={`absolute -start-[1.6rem] top-1.5 size-2.5 rounded-full ring-4 ring-panel ${DOT[e.kind]}`}
          />
          <p className="text-sm">{text(e)}</p>
          {/* A comment, or the comment given with a status change (a reviewer's reason). */}
          {e.comment && (
            <p
              className="mt-1 whitespace-pre-wrap rounded-md bg-surface px-3 py-2 text-sm"
              dir="auto"
              data-user-content=""
            >
              {e.comment}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}

/** "2.3": the version (major changes) and the revision (every save) that name one saved state. */
export const versionLabel = (version: number, revision: number, lang: 'ar' | 'en') =>
  `${formatNumber(version, lang)}.${formatNumber(revision, lang)}`;

import { formatNumber, type Lang } from '@mizan/domain/i18n';
import type { QuestionListItem } from '@mizan/domain/questions';
import { Checkbox, type Column } from '@mizan/ui';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { questionColumns } from '../../course-scope/list/question-columns';
import { questionCopyPath, questionEditPath, questionViewPath } from '../../course-scope/question-paths';
import { StatusBadge } from '../../question-kit/StatusBadge';
import '../../i18n/texts/question-import';

const rowAction =
  'rounded px-2 py-1 text-xs font-medium hover:bg-primary-50 focus-visible:outline-2 focus-visible:outline-primary-500 dark:hover:bg-primary-950';

interface Options {
  courseId: number;
  /** The list answered with the add right: edit and copy links. */
  canAdd: boolean;
  picked: Map<number, QuestionListItem>;
  onPick: (row: QuestionListItem, on: boolean) => void;
  onDelete: (row: QuestionListItem) => void;
}

/** The question bank list's columns: the shared question columns, a tick for export, the version and the row's actions. */
export function questionListColumns(t: TFunction, lang: Lang, o: Options): Column<QuestionListItem>[] {
  const view = (q: QuestionListItem) => questionViewPath(o.courseId, q.questionType, q.questionId);
  const c = questionColumns<QuestionListItem>(t, lang, 'question', view);
  return [
    {
      key: 'pick',
      header: t('question-import:export.pick'),
      className: 'w-10',
      cell: (r) => (
        // biome-ignore lint/a11y/noStaticElementInteractions: stops the row's click; the checkbox inside is the control
        // biome-ignore lint/a11y/useKeyWithClickEvents: as above
        <div onClick={(e) => e.stopPropagation()}>
          <Checkbox
            checked={o.picked.has(r.questionId)}
            onChange={(on) => o.onPick(r, on)}
            label={
              <span className="sr-only">{t('question-import:export.pickOne', { n: r.questionId })}</span>
            }
            data-testid={`question-pick-${r.questionId}`}
          />
        </div>
      ),
    },
    c.questionId,
    c.text,
    c.questionType,
    {
      key: 'status',
      header: t('list.status'),
      sortable: true,
      // The version sits under the status, which keeps the table within the page.
      cell: (r) => (
        <span className="flex flex-col items-start gap-1">
          <StatusBadge status={r.status} />
          <span className="text-xs text-muted">
            {t('list.versionOf', { v: formatNumber(r.version, lang) })}
          </span>
        </span>
      ),
    },
    c.subject,
    c.difficulty,
    c.creator,
    c.updatedAt,
    {
      key: 'actions',
      header: t('list.actions'),
      cell: (r) => (
        // biome-ignore lint/a11y/noStaticElementInteractions: stops the row's click; the links and buttons inside are the controls
        // biome-ignore lint/a11y/useKeyWithClickEvents: as above
        <div
          className="grid grid-cols-[auto_auto] gap-1 whitespace-nowrap"
          onClick={(e) => e.stopPropagation()}
        >
          <Link to={view(r)} className={rowAction} data-testid={`question-view-${r.questionId}`}>
            {t('actions.view')}
          </Link>
          {o.canAdd && r.canEdit && (
            <Link
              to={questionEditPath(o.courseId, r.questionType, r.questionId)}
              className={rowAction}
              data-testid={`question-edit-${r.questionId}`}
            >
              {t('actions.edit')}
            </Link>
          )}
          {o.canAdd && (
            <Link
              to={questionCopyPath(o.courseId, r.questionType, r.questionId)}
              className={rowAction}
              data-testid={`question-copy-${r.questionId}`}
            >
              {t('actions.copy')}
            </Link>
          )}
          {r.canDelete && (
            <button
              type="button"
              className={`${rowAction} text-danger-600 dark:text-red-300`}
              onClick={() => o.onDelete(r)}
              data-testid={`question-delete-${r.questionId}`}
            >
              {t('actions.delete')}
            </button>
          )}
        </div>
      ),
    },
  ];
}

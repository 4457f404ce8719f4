import { type CodeTable, codesOf, LANGUAGES, labelOf, QUESTION_TYPES } from '@mizan/domain/codes';
import { formatNumber, type Lang, pick } from '@mizan/domain/i18n';
import type { QuestionListItem } from '@mizan/domain/questions';
import type { Column } from '@mizan/ui';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../format/date';
import { MathLine } from '../../question-kit/MathLine';
import '../../i18n/texts/questions';

/** What the question bank's list and the review list both show of a question. */
type QuestionRow = Pick<
  QuestionListItem,
  'questionId' | 'text' | 'language' | 'questionType' | 'subjectName' | 'difficulty' | 'creator' | 'updatedAt'
>;

/**
 * The question columns shared by the question lists, by key; each list puts them in its order
 * beside its own (status, actions, activity). `to` is where a row's text links (`${testId}-row-<id>`).
 */
export function questionColumns<Row extends QuestionRow>(
  t: TFunction,
  lang: Lang,
  testId: string,
  to: (row: Row) => string,
) {
  const col = (c: Column<Row>) => c;
  return {
    questionId: col({
      key: 'questionId',
      header: t('questions:list.number'),
      sortable: true,
      className: 'w-16',
      cell: (r) => formatNumber(r.questionId, lang),
    }),
    text: col({
      key: 'text',
      header: t('questions:list.text'),
      cell: (r) => (
        <Link
          to={to(r)}
          data-testid={`${testId}-row-${r.questionId}`}
          onClick={(e) => e.stopPropagation()}
          className="block min-w-56 max-w-xl font-medium hover:underline focus-visible:underline"
        >
          {r.text ? (
            <MathLine text={r.text} lang={LANGUAGES[r.language]?.lang} className="line-clamp-2" />
          ) : (
            t('questions:list.noText')
          )}
        </Link>
      ),
    }),
    questionType: col({
      key: 'questionType',
      header: t('questions:list.type'),
      sortable: true,
      cell: (r) => labelOf(QUESTION_TYPES, r.questionType, lang),
    }),
    subject: col({
      key: 'subject',
      header: t('questions:list.subject'),
      cell: (r) => (r.subjectName ? <bdi data-user-content="">{r.subjectName}</bdi> : '—'),
    }),
    difficulty: col({
      key: 'difficulty',
      header: t('questions:list.difficulty'),
      sortable: true,
      className: 'w-16',
      cell: (r) => (r.difficulty === null ? '—' : formatNumber(r.difficulty, lang)),
    }),
    creator: col({
      key: 'creator',
      header: t('questions:list.creator'),
      // Wide enough that a full name takes at most two lines beside the stem at 1366 px.
      className: 'min-w-36',
      cell: (r) => <bdi data-user-content="">{pick(r.creator.name, lang)}</bdi>,
    }),
    updatedAt: col({
      key: 'updatedAt',
      header: t('questions:list.updatedAt'),
      sortable: true,
      // A date and time never break inside ('pm' or 'م' alone on a line).
      cell: (r) => (
        <time dateTime={r.updatedAt} className="whitespace-nowrap text-xs">
          {formatDateTime(r.updatedAt, lang)}
        </time>
      ),
    }),
  };
}

/** A code table's options for a filter, after 'any'. */
export const codeOptions = <T extends CodeTable>(
  table: T,
  lang: Lang,
  any: { value: string; label: string },
) => [any, ...codesOf(table).map((c) => ({ value: c, label: labelOf(table, c, lang) }))];

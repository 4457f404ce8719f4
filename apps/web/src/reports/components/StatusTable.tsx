import { QUESTION_STATUSES, type QuestionStatusCode } from '@mizan/domain/codes';
import { pick } from '@mizan/domain/i18n';
import type { StatusStatsResponse } from '@mizan/domain/reports';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../app/useLang';
import { CountsTable } from './CountsTable';
import { num } from './report-kit';

export const STATUS_CODES = Object.keys(QUESTION_STATUSES) as QuestionStatusCode[];

interface Props {
  data: StatusStatsResponse;
  /** The number clicked: its row, and its status unless it is the row's total. */
  onDrill: (rowId: number, status: QuestionStatusCode | null) => void;
  selected: { rowId: number | null; status: string | null };
  /**
   * The numbers are the previous filters' (kept on screen while the new ones load): shown, but
   * not clickable, since a row of them may not exist under the new filters (its drill-down empty).
   */
  stale?: boolean;
}

/** Rows by faculty, department or grade, a count per status 5.x and totals; each number opens its courses. */
export function StatusTable({ data, onDrill, selected, stale }: Props) {
  const { t } = useTranslation('reports');
  const lang = useLang();
  const cell = (rowId: number, status: QuestionStatusCode | null, n: number) => {
    const active = selected.rowId === rowId && (selected.status ?? null) === status;
    return n === 0 || stale ? (
      num(n, lang)
    ) : (
      <button
        type="button"
        onClick={() => onDrill(rowId, status)}
        aria-pressed={active}
        data-testid={`count-${rowId}-${status ?? 'total'}`}
        className={`rounded px-1 underline-offset-2 hover:underline ${active ? 'bg-primary-100 font-semibold dark:bg-primary-900' : 'text-primary-700 dark:text-primary-300'}`}
      >
        {num(n, lang)}
      </button>
    );
  };
  return (
    <CountsTable
      testId="status-table"
      busy={stale}
      caption={t('status.tableCaption')}
      rowHeader={t('status.row')}
      totalLabel={t('status.total')}
      columns={STATUS_CODES.map((s) => ({ key: s, label: pick(QUESTION_STATUSES[s], lang) }))}
      rows={data.rows}
      rowKey={(r) => r.id}
      rowName={(r) => <bdi data-user-content>{pick(r.name, lang)}</bdi>}
      rowTestId={(r) => `status-row-${r.id}`}
      cell={(r, s) =>
        s === null
          ? cell(r.id, null, r.total)
          : cell(r.id, s as QuestionStatusCode, r.counts[s as QuestionStatusCode])
      }
      footer={(s) => num(s === null ? data.totals.total : data.totals.counts[s as QuestionStatusCode], lang)}
      footerTestId={(s) => `total-${s ?? 'all'}`}
    />
  );
}

import { QUESTION_STATUSES, type QuestionStatusCode } from '@mizan/domain/codes';
import { pick } from '@mizan/domain/i18n';
import type { StatusStatsResponse } from '@mizan/domain/reports';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../app/useLang';
import { num, td, tdNum, th } from './report-kit';

export const STATUS_CODES = Object.keys(QUESTION_STATUSES) as QuestionStatusCode[];

interface Props {
  data: StatusStatsResponse;
  /** The number clicked: its row, and its status unless it is the row's total. */
  onDrill: (rowId: number, status: QuestionStatusCode | null) => void;
  selected: { rowId: number | null; status: string | null };
}

/** Rows by faculty, department or grade, a count per status 5.x and totals; each number opens its courses. */
export function StatusTable({ data, onDrill, selected }: Props) {
  const { t } = useTranslation('reports');
  const lang = useLang();
  const cell = (rowId: number, status: QuestionStatusCode | null, n: number) => {
    const active = selected.rowId === rowId && (selected.status ?? null) === status;
    return n === 0 ? (
      num(0, lang)
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
    <table className="w-full border-collapse text-sm" data-testid="status-table">
      <caption className="sr-only">{t('status.tableCaption')}</caption>
      <thead>
        <tr>
          <th scope="col" className={th}>
            {t('status.row')}
          </th>
          {STATUS_CODES.map((s) => (
            <th key={s} scope="col" className={`${th} text-end`}>
              {pick(QUESTION_STATUSES[s], lang)}
            </th>
          ))}
          <th scope="col" className={`${th} text-end`}>
            {t('status.total')}
          </th>
        </tr>
      </thead>
      <tbody>
        {data.rows.map((r) => (
          <tr key={r.id} data-testid={`status-row-${r.id}`}>
            <th scope="row" className={`${td} text-start font-normal`}>
              <bdi data-user-content>{pick(r.name, lang)}</bdi>
            </th>
            {STATUS_CODES.map((s) => (
              <td key={s} className={tdNum}>
                {cell(r.id, s, r.counts[s])}
              </td>
            ))}
            <td className={`${tdNum} font-medium`}>{cell(r.id, null, r.total)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="font-semibold">
          <th scope="row" className={`${td} text-start`}>
            {t('status.total')}
          </th>
          {STATUS_CODES.map((s) => (
            <td key={s} className={tdNum} data-testid={`total-${s}`}>
              {num(data.totals.counts[s], lang)}
            </td>
          ))}
          <td className={tdNum} data-testid="total-all">
            {num(data.totals.total, lang)}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}

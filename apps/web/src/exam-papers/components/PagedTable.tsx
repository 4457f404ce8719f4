import { formatNumber } from '@mizan/domain/i18n';
import { LIMITS } from '@mizan/domain/limits';
import { type Column, DataTable } from '@mizan/ui';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../app/useLang';
import { listTableTexts, type ListUrl } from '../../course-scope/list/list-state';

interface Props<Row> {
  testId: string;
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => number;
  total: number;
  loading: boolean;
  list: Pick<ListUrl, 'update' | 'page' | 'limit'>;
  empty: string;
  /** The count under the table ('{{formatted}} students'). */
  totalKey: string;
}

/** A server-paged table in the server's own order, its page and size in the URL (the list kit's texts). */
export function PagedTable<Row>({ testId, list, total, totalKey, ...props }: Props<Row>) {
  const { t } = useTranslation('exam-papers');
  const lang = useLang();
  return (
    <>
      <DataTable
        data-testid={`${testId}-table`}
        caption={props.caption}
        columns={props.columns}
        rows={props.rows}
        rowKey={props.rowKey}
        total={total}
        page={list.page}
        limit={list.limit}
        pageSizes={LIMITS.pageSizes}
        sort={{ orderBy: null, desc: false }}
        loading={props.loading}
        onPageChange={(p) => list.update({ page: p })}
        onLimitChange={(l) => list.update({ limit: l, page: 1 })}
        onSortChange={() => undefined}
        texts={listTableTexts(t, lang, props.empty, 'exam-papers')}
      />
      {!props.loading && total > 0 && (
        <p className="mt-2 text-sm text-muted" data-testid={`${testId}-total`}>
          {t(totalKey, { count: total, formatted: formatNumber(total, lang) })}
        </p>
      )}
    </>
  );
}

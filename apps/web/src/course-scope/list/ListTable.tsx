import { formatNumber } from '@mizan/domain/i18n';
import { LIMITS } from '@mizan/domain/limits';
import { type Column, DataTable, type SortState } from '@mizan/ui';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../app/useLang';
import { type ListUrl, listTableTexts } from './list-state';

interface Props<Row> {
  /** `${testId}-table` and `${testId}-total`. */
  testId: string;
  /** The area namespace of the paging texts and the count ('courses', 'questions'). */
  ns: string;
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => number;
  total: number;
  /** The order the server lists in when the URL names none (the table marks that column); none: the server's own order. */
  defaultSort?: SortState;
  loading: boolean;
  list: Pick<ListUrl, 'update' | 'page' | 'limit' | 'params'>;
  onRowClick?: (row: Row) => void;
  empty: string;
  /** The count's text in `ns` when a namespace lists several things ('scans.total'); default 'list.total'. */
  totalKey?: string;
}

const SERVER_ORDER: SortState = { orderBy: null, desc: false };

/** The sort the URL names, or the list's own default. */
const sortOf = (params: URLSearchParams, fallback: SortState): SortState => {
  const orderBy = params.get('orderBy');
  return orderBy ? { orderBy, desc: params.get('desc') === '1' } : fallback;
};

/** A server-paged list's table, its paging and sort kept in the URL, and the count under it. */
export function ListTable<Row>(props: Props<Row>) {
  const { t } = useTranslation(props.ns);
  const lang = useLang();
  const { testId, list, total, loading } = props;
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
        sort={sortOf(list.params, props.defaultSort ?? SERVER_ORDER)}
        loading={loading}
        onPageChange={(p) => list.update({ page: p })}
        onLimitChange={(l) => list.update({ limit: l, page: 1 })}
        onSortChange={(s) => list.update({ orderBy: s.orderBy, desc: s.desc ? 1 : null, page: 1 })}
        onRowClick={props.onRowClick}
        texts={listTableTexts(t, lang, props.empty, props.ns)}
      />
      {!loading && total > 0 && (
        <p className="mt-2 text-sm text-muted" data-testid={`${testId}-total`}>
          {t(props.totalKey ?? 'list.total', { count: total, formatted: formatNumber(total, lang) })}
        </p>
      )}
    </>
  );
}

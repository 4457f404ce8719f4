import { LIMITS } from '@mizan/domain/limits';
import { type Column, DataTable, type SortState } from '@mizan/ui';
import { useTranslation } from 'react-i18next';
import { useLang } from '../app/useLang';
import { formatNumber } from '@mizan/domain/i18n';
import { listTableTexts, type useListUrl } from '../course-scope/list/list-state';

interface Props<Row extends { questionId: number }> {
  /** `${testId}-table` and `${testId}-total`. */
  testId: string;
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  total: number;
  sort: SortState;
  loading: boolean;
  list: Pick<ReturnType<typeof useListUrl>, 'update' | 'page' | 'limit'>;
  onRowClick: (row: Row) => void;
  empty: string;
}

/** A question list's server-paged table, its paging and sort kept in the URL, and the count under it. */
export function QuestionListTable<Row extends { questionId: number }>(props: Props<Row>) {
  const { t } = useTranslation('questions');
  const lang = useLang();
  const { testId, list, total, loading } = props;
  return (
    <>
      <DataTable
        data-testid={`${testId}-table`}
        caption={props.caption}
        columns={props.columns}
        rows={props.rows}
        rowKey={(r) => r.questionId}
        total={total}
        page={list.page}
        limit={list.limit}
        pageSizes={LIMITS.pageSizes}
        sort={props.sort}
        loading={loading}
        onPageChange={(p) => list.update({ page: p })}
        onLimitChange={(l) => list.update({ limit: l, page: 1 })}
        onSortChange={(s) => list.update({ orderBy: s.orderBy, desc: s.desc ? 1 : null, page: 1 })}
        onRowClick={props.onRowClick}
        texts={listTableTexts(t, lang, props.empty)}
      />
      {!loading && total > 0 && (
        <p className="mt-2 text-sm text-muted" data-testid={`${testId}-total`}>
          {t('list.total', { count: total, formatted: formatNumber(total, lang) })}
        </p>
      )}
    </>
  );
}

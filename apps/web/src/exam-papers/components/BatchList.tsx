import { formatNumber } from '@mizan/domain/i18n';
import { pick } from '@mizan/domain/i18n';
import type { ScanBatchView } from '@mizan/domain/scoring';
import { type Column, ProgressBar } from '@mizan/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { JobProgressEvent } from '@mizan/domain/jobs';
import { useLang } from '../../app/useLang';
import { useListUrl } from '../../course-scope/list/list-state';
import { formatDateTime } from '../../format/date';
import { useJobProgress } from '../hooks/useJobProgress';
import { batchesQuery, invalidatePapers } from '../papers.api';
import { ListTable } from '../../course-scope/list/ListTable';

const running = (b: ScanBatchView) => b.state === 'queued' || b.state === 'reading';

/**
 * The exam's scan batches, paged on the server, newest first. A batch being read moves live: the
 * uploader's socket gets each page's job:progress; every other screen reloads every two seconds.
 */
export function BatchList({ examId }: { examId: number }) {
  const { t } = useTranslation('exam-papers');
  const lang = useLang();
  const list = useListUrl();
  const queryClient = useQueryClient();
  const query = useQuery({
    ...batchesQuery(examId, list.page, list.limit),
    refetchInterval: (q) => (q.state.data?.items.some(running) ? 2000 : false),
  });
  const onEvent = useCallback(
    (e: JobProgressEvent) => {
      if (e.state !== 'active') void queryClient.invalidateQueries({ queryKey: invalidatePapers(examId) });
    },
    [examId, queryClient],
  );
  const jobs = useJobProgress(onEvent);
  const n = (x: number) => formatNumber(x, lang);
  const columns: Column<ScanBatchView>[] = [
    { key: 'file', header: t('scans.col.file'), cell: (b) => <bdi>{b.fileName}</bdi> },
    { key: 'at', header: t('scans.col.at'), cell: (b) => formatDateTime(b.createdAt, lang) },
    {
      key: 'state',
      header: t('scans.col.state'),
      cell: (b) => {
        const live = b.jobId ? jobs[b.jobId] : undefined;
        const done = Math.max(b.pagesDone, live?.state === 'active' ? live.done : 0);
        return running(b) ? (
          <div className="flex min-w-40 items-center gap-2" data-testid={`batch-progress-${b.id}`}>
            <ProgressBar value={b.pages ? done / b.pages : 0} label={t('scans.reading')} />
            <span className="shrink-0 text-xs">
              {t('scans.pagesOf', { done: n(done), total: n(b.pages) })}
            </span>
          </div>
        ) : (
          <span data-testid={`batch-state-${b.id}`} data-state={b.state}>
            {t(`scans.state.${b.state}`)}
            {b.error && <span className="ms-2 text-danger-600">{pick(b.error, lang)}</span>}
          </span>
        );
      },
    },
    { key: 'pages', header: t('scans.col.pages'), cell: (b) => n(b.pages) },
    { key: 'identified', header: t('scans.col.identified'), cell: (b) => n(b.pagesIdentified) },
    { key: 'refused', header: t('scans.col.refused'), cell: (b) => n(b.pagesRefused) },
    { key: 'doubtful', header: t('scans.col.doubtful'), cell: (b) => n(b.doubtfulMarks) },
  ];
  return (
    <section className="rounded-lg border border-line bg-panel p-4">
      <h2 className="mb-3 text-lg font-semibold">{t('scans.batches')}</h2>
      <ListTable
        ns="exam-papers"
        testId="batches"
        caption={t('scans.batches')}
        columns={columns}
        rows={query.data?.items ?? []}
        rowKey={(b) => b.id}
        total={query.data?.total ?? 0}
        loading={query.isLoading}
        list={list}
        empty={t('scans.empty')}
        totalKey="scans.total"
      />
    </section>
  );
}

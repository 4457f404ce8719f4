import '../i18n';
import { formatNumber } from '@mizan/domain/i18n';
import type { ReviewDecision } from '@mizan/domain/scoring';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../app/useLang';
import { ErrorNote } from '../components/ErrorNote';
import { PaperShell, type PaperScreenProps } from '../components/PaperShell';
import { ReviewCard } from '../components/ReviewCard';
import { useAction } from '../hooks/useAction';
import { decide, invalidatePapers, queueQuery } from '../papers.api';

/** Open items come first and a decided one leaves the queue: the first page is always the next work. */
const PAGE = 10;

function Queue({ examId }: PaperScreenProps) {
  const { t } = useTranslation('exam-papers');
  const lang = useLang();
  const queryClient = useQueryClient();
  const query = useQuery(queueQuery(examId, 1, PAGE));
  const [current, setCurrent] = useState(0);
  const { busy, error, run } = useAction();
  const items = query.data?.items ?? [];
  const item = items[Math.min(current, items.length - 1)];
  const onDecide = (d: ReviewDecision) =>
    item &&
    run('decide', async () => {
      await decide(examId, item.id, d);
      await queryClient.invalidateQueries({ queryKey: invalidatePapers(examId) });
    });
  if (query.isLoading) return <p className="text-sm text-muted">{t('common:loading')}</p>;
  return (
    <div className="grid gap-4 lg:grid-cols-[16rem_1fr]">
      <aside className="rounded-lg border border-line bg-panel p-3">
        <p className="mb-2 text-sm font-semibold" data-testid="review-total">
          {t('review.open', {
            count: query.data?.total ?? 0,
            formatted: formatNumber(query.data?.total ?? 0, lang),
          })}
        </p>
        <ol className="flex flex-col gap-1 text-sm">
          {items.map((x, i) => (
            <li key={x.id}>
              <button
                type="button"
                onClick={() => setCurrent(i)}
                aria-current={x === item}
                className={`w-full rounded px-2 py-1 text-start ${x === item ? 'bg-primary-600/15 font-semibold' : 'hover:bg-surface'}`}
                data-testid={`review-item-${x.id}`}
              >
                {t('review.page', { page: formatNumber(x.pageNo, lang) })} · {t(`review.kind.${x.kind}`)}
              </button>
            </li>
          ))}
        </ol>
      </aside>
      <div>
        <ErrorNote error={error} testId="review-error" />
        {item ? (
          <ReviewCard item={item} busy={busy !== null} onDecide={onDecide} />
        ) : (
          <p className="rounded-lg border border-line bg-panel p-4 text-sm" data-testid="review-empty">
            {t('review.empty')}
          </p>
        )}
      </div>
    </div>
  );
}

/** The review queue (issue 15 part 5): every doubtful mark and refused page waits for a person. */
export function Component() {
  return <PaperShell screen="review-queue">{(p) => <Queue {...p} />}</PaperShell>;
}

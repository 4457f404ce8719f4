import type { Lang } from '@mizan/domain/i18n';
import { LIMITS } from '@mizan/domain/limits';
import type { DataTableTexts } from '@mizan/ui';
import type { TFunction } from 'i18next';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useLang } from '../../app/useLang';
import { formatNumber } from '@mizan/domain/i18n';
import { pageSizeOf } from './list-query';

/**
 * A question list's state in its URL (page, size, sort and filters): read, patched, and the page
 * set back to 1 when the language changes (SPEC 2, as the course list). Shared by the question
 * bank's list and the review list.
 */
export function useListUrl() {
  const lang = useLang();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || LIMITS.defaultPage);
  const limit = pageSizeOf(params.get('limit'));

  const update = (patch: Record<string, string | number | null>, replace = false) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(patch)) {
          if (v === null || v === '') next.delete(k);
          else next.set(k, String(v));
        }
        return next;
      },
      { replace },
    );

  const lastLang = useRef(lang);
  useEffect(() => {
    if (lastLang.current === lang) return;
    lastLang.current = lang;
    if (page !== 1) update({ page: 1 }, true);
  });

  return { params, setParams, update, page, limit, queryKey: params.toString() };
}

/** The paging and sorting texts of a question list's table. */
export const listTableTexts = (t: TFunction, lang: Lang, empty: string): DataTableTexts => ({
  loading: t('common:loading'),
  empty,
  rowsPerPage: t('questions:list.rowsPerPage'),
  first: t('questions:list.first'),
  previous: t('questions:list.previous'),
  next: t('questions:list.next'),
  last: t('questions:list.last'),
  pageOf: (p, n) => t('questions:list.pageOf', { page: formatNumber(p, lang), pages: formatNumber(n, lang) }),
  sortedAscending: t('questions:list.sortedAscending'),
  sortedDescending: t('questions:list.sortedDescending'),
});

import type { Lang } from '@mizan/domain/i18n';
import { formatNumber } from '@mizan/domain/i18n';
import { LIMITS } from '@mizan/domain/limits';
import type { DataTableTexts } from '@mizan/ui';
import type { TFunction } from 'i18next';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useLang } from '../../app/useLang';
import { pageOf, pageSizeOf } from './list-query';

export type ListPatch = Record<string, string | number | null>;

/**
 * A list's state in its URL (page, size, sort and filters): read, patched, and the page set back to
 * 1 when the language changes or `resetKey` (the scope of a course list) does (SPEC 2). Shared by
 * the course lists, the question bank's list and the review list.
 */
export function useListUrl(resetKey?: unknown) {
  const lang = useLang();
  const [params, setParams] = useSearchParams();
  const page = pageOf(params.get('page'));
  const limit = pageSizeOf(params.get('limit'));

  const update = (patch: ListPatch, replace = false) =>
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

  const last = useRef({ lang, resetKey });
  useEffect(() => {
    if (last.current.lang === lang && last.current.resetKey === resetKey) return;
    last.current = { lang, resetKey };
    if (page !== 1) update({ page: 1 }, true);
  });

  /** Filters cleared; a chosen page size stays. */
  const clear = () => setParams(limit !== LIMITS.defaultPageSize ? { limit: String(limit) } : {});

  return { params, setParams, update, clear, page, limit, queryKey: params.toString() };
}

export type ListUrl = ReturnType<typeof useListUrl>;

/** The paging and sorting texts of a list's table, from the namespace of its area ('courses', 'questions'). */
export const listTableTexts = (t: TFunction, lang: Lang, empty: string, ns: string): DataTableTexts => ({
  loading: t('common:loading'),
  empty,
  rowsPerPage: t(`${ns}:list.rowsPerPage`),
  first: t(`${ns}:list.first`),
  previous: t(`${ns}:list.previous`),
  next: t(`${ns}:list.next`),
  last: t(`${ns}:list.last`),
  pageOf: (p, n) => t(`${ns}:list.pageOf`, { page: formatNumber(p, lang), pages: formatNumber(n, lang) }),
  number: (n) => formatNumber(n, lang),
  sortedAscending: t(`${ns}:list.sortedAscending`),
  sortedDescending: t(`${ns}:list.sortedDescending`),
});

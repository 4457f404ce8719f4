import { LIMITS } from '@mizan/domain/limits';

/** The question list's filters, named alike in its URL and in the API's query. */
export const FILTERS = [
  'text',
  'questionType',
  'status',
  'subjectId',
  'iloId',
  'language',
  'creatorId',
  'needToFix',
] as const;
export type Filter = (typeof FILTERS)[number];

export const pageSizeOf = (v: string | null): number => {
  const n = Number(v);
  return (LIMITS.pageSizes as readonly number[]).includes(n) ? n : LIMITS.defaultPageSize;
};

/** A page from the URL: a whole number from 1, else the first (the API refuses ?page=2.5 with a 422). */
export const pageOf = (v: string | null): number => {
  const n = Number(v);
  return Number.isInteger(n) && n >= 1 ? n : LIMITS.defaultPage;
};

/** The server query of a list URL: its filters, page, size and sort. */
export function listQuery(courseId: number, p: URLSearchParams, lang: string) {
  const query: Record<string, string | number | undefined> = {
    courseId,
    page: pageOf(p.get('page')),
    limit: pageSizeOf(p.get('limit')),
    orderBy: p.get('orderBy') ?? undefined,
    // The server's default order is the newest change first; a chosen column sorts as the URL says.
    desc: p.get('orderBy') ? (p.get('desc') === '1' ? 1 : 0) : undefined,
    clientLang: lang,
  };
  for (const k of FILTERS) query[k] = p.get(k)?.trim() || undefined;
  return query;
}

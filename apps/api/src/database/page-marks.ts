import { pageClause } from './page-clause.js';

/**
 * Far pages of a list without reading every row before them. With OFFSET, PostgreSQL reads and drops
 * each row before the page: page 500 of the courses by name walked about 6,000 index entries, and
 * took twice page 1's time under load. A page that starts right after a known row reads from that
 * row's place in the sort's index instead (a seek: `(sort, id) > (value, id)`), as cheap as page 1.
 * Lists keep such rows as marks (PageMarks): the row before each far page they served and the page's
 * last row. So the same far page again, the next one, or one a few pages past a mark start from it.
 */

/** The row at position `at - 1` of a list: its sort value as text, and its id. Rows from `at` on follow it. */
export interface PageMark {
  at: number;
  key: string;
  id: number;
}

/** A row of a page as the list statements return it: the sort value as text beside the id. */
export interface MarkedRow {
  id: number;
  seek_key: string | null;
}

/** How a page is read: from a mark (its seek written into the filters), or by offset alone. */
export interface PagePlan {
  mark?: PageMark;
  clause: { sql: string; params: number[] };
  /** Rows read before the page (1: the row before it, read to become its mark). */
  lead: number;
}

/** Pages nearer than this are read by offset: a few hundred index entries cost less than a second statement text. */
export const SEEK_FROM = 200;

/** The plan for `page` of `limit` rows, from `mark` when given (at or before the page's offset). */
export function pagePlan(limit: number, page: number, mark?: PageMark): PagePlan {
  const offset = (page - 1) * limit;
  if (offset < SEEK_FROM) return { clause: pageClause(limit, page), lead: 0 };
  if (mark && mark.at === offset) return { mark, clause: pageClause(limit, 1), lead: 0 };
  // Read from the row before the page, so that it becomes the page's mark.
  const skip = offset - (mark?.at ?? 0) - 1;
  return { mark, clause: { sql: `limit ${limit + 1} offset ?`, params: [skip] }, lead: 1 };
}

/**
 * The seek of a plan from a mark, to AND into a list's filters: rows after the mark in the order
 * `sort dir, id dir`. Its value goes as text, and PostgreSQL reads it as the sort column's type.
 */
export function seekFilter(plan: PagePlan, sort: string, id: string, desc: boolean) {
  return plan.mark
    ? { sql: `(${sort}, ${id}) ${desc ? '<' : '>'} (?, ?)`, params: [plan.mark.key, plan.mark.id] }
    : undefined;
}

/** The marks of recent lists, each list keyed by its filters and order (not its page). */
export class PageMarks {
  /**
   * Writes through this process clear every mark (with the lists' counts). Another process's writes
   * move rows under a mark for at most this long: a far page may then repeat or skip a row at its
   * edge, as offset paging does when rows move between two page loads.
   */
  readonly ttlMs = 30_000;
  private readonly maxLists = 1000;
  private readonly maxMarks = 64;
  private readonly lists = new Map<string, { marks: PageMark[]; since: number }>();

  /** The nearest mark at or before `offset`. */
  before(list: string, offset: number, now = Date.now()): PageMark | undefined {
    const entry = this.lists.get(list);
    if (!entry) return undefined;
    if (now - entry.since >= this.ttlMs) {
      this.lists.delete(list);
      return undefined;
    }
    let best: PageMark | undefined;
    for (const m of entry.marks) if (m.at <= offset && (!best || m.at > best.at)) best = m;
    return best;
  }

  remember(list: string, mark: PageMark, now = Date.now()): void {
    let entry = this.lists.get(list);
    if (!entry || now - entry.since >= this.ttlMs) {
      if (this.lists.size >= this.maxLists) this.lists.clear();
      entry = { marks: [], since: now };
      this.lists.set(list, entry);
    }
    if (entry.marks.some((m) => m.at === mark.at)) return;
    if (entry.marks.length >= this.maxMarks) entry.marks.shift();
    entry.marks.push(mark);
  }

  clear(): void {
    this.lists.clear();
  }
}

/**
 * A page of `limit` rows read through marks: from the nearest mark at or before it, or by offset;
 * the row before it and its last row are kept as marks. A short page read from a mark is read
 * again by offset: rows whose sort value is null come after every mark in an ascending order, where
 * a seek never reaches them (a mark is never a null value), and a list's end is short anyway.
 */
export async function readPage<R extends MarkedRow>(
  marks: PageMarks,
  list: string,
  limit: number,
  page: number,
  read: (plan: PagePlan) => Promise<R[]>,
): Promise<R[]> {
  const offset = (page - 1) * limit;
  let plan = pagePlan(limit, page, offset >= SEEK_FROM ? marks.before(list, offset) : undefined);
  let rows = await read(plan);
  if (plan.mark && rows.length < limit + plan.lead) {
    plan = pagePlan(limit, page);
    rows = await read(plan);
  }
  const keep = (at: number, row: R | undefined) => {
    if (row && row.seek_key !== null) marks.remember(list, { at, key: row.seek_key, id: row.id });
  };
  if (plan.lead) keep(offset, rows[0]);
  const pageRows = rows.slice(plan.lead);
  if (offset >= SEEK_FROM && pageRows.length === limit) keep(offset + limit, pageRows[limit - 1]);
  return pageRows;
}

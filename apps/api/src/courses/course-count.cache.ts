import { Injectable } from '@nestjs/common';
import { PageMarks } from '../database/page-marks.js';

/**
 * Totals of recent course-list queries, keyed by the count statement and its values. Counting a
 * whole faculty's tens of thousands of courses is the costly half of a list page, and paging
 * through one result asks the same count again and again. Writes through this process clear it;
 * another API process's writes show in the total within `ttlMs` (the rows themselves are never cached).
 * The same writes clear the lists' page marks (where far pages start), which it keeps too.
 */
@Injectable()
export class CourseCountCache {
  readonly ttlMs = 3000;
  private readonly maxEntries = 1000;
  private readonly entries = new Map<string, { total: number; at: number }>();
  readonly marks = new PageMarks();

  async get(key: string, count: () => Promise<number>): Promise<number> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && now - hit.at < this.ttlMs) return hit.total;
    const total = await count();
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, { total, at: now });
    return total;
  }

  /** After any write that adds, removes or changes courses. */
  clear(): void {
    this.entries.clear();
    this.marks.clear();
  }
}

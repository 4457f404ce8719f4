import { Injectable } from '@nestjs/common';
import { PageMarks } from '../database/page-marks.js';
import { readRiders } from '../database/read-rider.js';

/**
 * Totals of recent course-list queries, keyed by the count statement and its values. Counting a
 * whole faculty's tens of thousands of courses is the costly half of a list page, and paging
 * through one result asks the same count again and again. Writes through this process clear it;
 * another API process's writes show in the total within `ttlMs` (the rows themselves are never cached).
 * The same writes clear the lists' page marks (where far pages start), which it keeps too.
 *
 * One count at a time per key: pages asked while it runs wait for it rather than each counting (under
 * 50 concurrent requests an expired total was counted by every one of them at once, the tail of the
 * large lists). A total past half its `ttlMs` is still answered, and counted again in the background,
 * so a list read steadily never waits for its count.
 */
@Injectable()
export class CourseCountCache {
  readonly ttlMs = 3000;
  private readonly maxEntries = 1000;
  private readonly entries = new Map<string, { total: number; at: number }>();
  private readonly counting = new Map<string, Promise<number>>();
  /** Moved by every clear: a count that began before a write does not store its total after it. */
  private generation = 0;
  readonly marks = new PageMarks();

  async get(key: string, count: () => Promise<number>, now = Date.now()): Promise<number> {
    const hit = this.entries.get(key);
    if (hit && now - hit.at < this.ttlMs) {
      if (now - hit.at >= this.ttlMs / 2) this.recount(key, count, now).catch(() => undefined); // tried again when it expires
      return hit.total;
    }
    return this.recount(key, count, now);
  }

  /** After any write that adds, removes or changes courses. */
  clear(): void {
    this.generation++;
    this.entries.clear();
    this.counting.clear();
    this.marks.clear();
  }

  /** The key's count in flight, or a new one: its own statement, never the asking request's first read. */
  private recount(key: string, count: () => Promise<number>, now: number): Promise<number> {
    const running = this.counting.get(key);
    if (running) return running;
    const generation = this.generation;
    const counted = readRiders.exit(count).then(
      (total) => {
        if (generation !== this.generation) return total;
        this.counting.delete(key);
        if (this.entries.size >= this.maxEntries) this.entries.clear();
        this.entries.set(key, { total, at: now });
        return total;
      },
      (error: unknown) => {
        if (generation === this.generation) this.counting.delete(key);
        throw error;
      },
    );
    this.counting.set(key, counted);
    return counted;
  }
}

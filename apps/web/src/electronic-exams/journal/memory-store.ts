import type { JournalRecord, JournalStore } from './answer-journal';

/** The journal's store where IndexedDB cannot be opened (a locked-down browser profile). */
export class MemoryJournalStore implements JournalStore {
  private readonly rows = new Map<string, JournalRecord>();

  async list(attemptId: string): Promise<JournalRecord[]> {
    return [...this.rows.values()].filter((r) => r.attemptId === attemptId).map((r) => ({ ...r }));
  }

  async put(record: JournalRecord): Promise<void> {
    this.rows.set(`${record.attemptId}\u0000${record.position}`, { ...record });
  }

  async clear(attemptId: string): Promise<void> {
    for (const [k, r] of this.rows) if (r.attemptId === attemptId) this.rows.delete(k);
  }
}

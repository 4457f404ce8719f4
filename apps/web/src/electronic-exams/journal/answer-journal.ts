/**
 * The browser's journal of a student's answers (issue 16 'no answer lost'): every answer is written
 * here before it is sent, with the student's own sequence number, and stays marked unsent until the
 * server acknowledges that number. After a dropped network, a reload or a crash the unsent ones are
 * sent again; the server keeps, per question, the answer with the highest number, so arrival order
 * never matters. The number is one counter across the attempt's questions (the contract's `seq`),
 * so it also rises within each question.
 *
 * One record per (attempt, question position): the last answer given, its number, and the highest
 * number the server has acknowledged for that question. The storage is a small interface so the logic runs the same over
 * IndexedDB in the browser and over memory where IndexedDB is not available (and in tests).
 */

export interface JournalRecord<A = unknown> {
  attemptId: string;
  position: number;
  /** The student's sequence number of `answer`: never reused within the attempt. */
  seq: number;
  answer: A;
  /** The highest number the server acknowledged for this question (0: none yet). */
  ackedSeq: number;
}

export interface JournalStore {
  /** Every record of one attempt. */
  list(attemptId: string): Promise<JournalRecord[]>;
  put(record: JournalRecord): Promise<void>;
  /** Forgets an attempt (submitted: nothing of it is needed on this computer any more). */
  clear(attemptId: string): Promise<void>;
}

/** An answer the server holds, as it sends it back at sign-in or reload. */
export interface ServerAnswer<A = unknown> {
  position: number;
  seq: number;
  answer: A;
}

export const isPending = (r: JournalRecord): boolean => r.seq > r.ackedSeq;

export class AnswerJournal<A = unknown> {
  private readonly records = new Map<number, JournalRecord<A>>();
  /** The highest number given or seen in this attempt: the next save takes the one above. */
  private lastSeq = 0;
  /** Writes to the store in order, so a later write of a question never lands before an earlier one. */
  private writing: Promise<void> = Promise.resolve();
  /** False once a write to the store failed. */
  durable = true;

  private constructor(
    private readonly store: JournalStore,
    readonly attemptId: string,
  ) {}

  /**
   * Opens an attempt's journal and merges what the server holds: per question the higher number
   * wins. A local answer the server has not seen yet stays unsent (it was given offline, or sent
   * and not acknowledged); an answer the server holds with a number at least the local one (given
   * on another computer) replaces the local one.
   */
  static async open<A>(
    store: JournalStore,
    attemptId: string,
    server: readonly ServerAnswer<A>[],
  ): Promise<AnswerJournal<A>> {
    const journal = new AnswerJournal<A>(store, attemptId);
    for (const r of (await store.list(attemptId)) as JournalRecord<A>[]) {
      journal.records.set(r.position, r);
      journal.lastSeq = Math.max(journal.lastSeq, r.seq);
    }
    for (const s of server) {
      journal.lastSeq = Math.max(journal.lastSeq, s.seq);
      const local = journal.records.get(s.position);
      if (local && local.seq > s.seq) {
        if (local.ackedSeq < s.seq) journal.keep({ ...local, ackedSeq: s.seq });
        continue;
      }
      if (local && local.seq === s.seq && local.ackedSeq === s.seq) continue;
      journal.keep({ attemptId, position: s.position, seq: s.seq, answer: s.answer, ackedSeq: s.seq });
    }
    await journal.writing;
    return journal;
  }

  /** The answer shown for each question (the latest given, sent or not). */
  answers(): Map<number, A> {
    return new Map([...this.records].map(([q, r]) => [q, r.answer]));
  }

  get(position: number): JournalRecord<A> | undefined {
    return this.records.get(position);
  }

  /** Records a new answer under the next number; resolves once it is journaled. */
  async record(position: number, answer: A): Promise<JournalRecord<A>> {
    const prev = this.records.get(position);
    this.lastSeq += 1;
    const record: JournalRecord<A> = {
      attemptId: this.attemptId,
      position,
      seq: this.lastSeq,
      answer,
      ackedSeq: prev?.ackedSeq ?? 0,
    };
    this.keep(record);
    await this.writing;
    return record;
  }

  /**
   * The server acknowledged `seq` for a question (or answered that it holds `seq` already: a
   * replay). A late acknowledgement of an older number changes nothing newer.
   */
  async ack(position: number, seq: number): Promise<void> {
    const r = this.records.get(position);
    if (!r || seq <= r.ackedSeq) return;
    this.keep({ ...r, ackedSeq: Math.min(seq, r.seq) });
    await this.writing;
  }

  /** The answers still to send: the latest one of each question whose number is not acknowledged. */
  pending(): JournalRecord<A>[] {
    return [...this.records.values()].filter(isPending);
  }

  /** Submitted: the journal of this attempt is no longer needed. */
  async clear(): Promise<void> {
    this.records.clear();
    await this.writing;
    await this.store.clear(this.attemptId);
  }

  private keep(record: JournalRecord<A>): void {
    this.records.set(record.position, record);
    // A failed write (storage full or blocked) leaves the answer in memory and still sent: the
    // journal then only misses surviving a reload, which `durable` tells the screen.
    this.writing = this.writing
      .then(() => this.store.put(record))
      .catch(() => {
        this.durable = false;
      });
  }
}

import {
  type AnswerSave,
  type SaveAck,
  type StudentResponse,
  saveRetryMs,
  type TakingRefusal,
} from '@mizan/domain/electronic-exams/taking';
import type { Bilingual } from '@mizan/domain/i18n';
import type { AnswerJournal } from '../journal/answer-journal';

/** What the journal keeps per question: the save without its position and number. */
export interface AnswerValue {
  response: StudentResponse | null;
  flagged: boolean;
  timeSpentMs: number;
}

/** Sends one save; resolves with the server's acknowledgement, rejects when it did not get through. */
export type SendSave = (save: AnswerSave) => Promise<SaveAck>;

/**
 * Per question: 'saved' (the server acknowledged the last answer), 'saving' (on its way),
 * 'unsaved' (journaled here, not acknowledged yet: offline, or waiting to be sent again),
 * 'refused' (the server refused it and said why; the next change is sent again).
 */
export type SaveState = 'saved' | 'saving' | 'unsaved' | 'refused';

/** Refusals that end answering on this screen: the shell shows the matching page. */
export type EndRefusal = Extract<
  TakingRefusal,
  'alreadySubmitted' | 'timeUp' | 'sessionEnded' | 'examClosed'
>;
const ENDING: readonly TakingRefusal[] = ['alreadySubmitted', 'timeUp', 'sessionEnded', 'examClosed'];

export interface SyncEvents {
  /** Any question's state changed. */
  change(): void;
  /** The server refused a save in a way that ends answering here. */
  end(code: EndRefusal, message: Bilingual): void;
}

/** 'tooFast': the server's bucket refills at 10 a second; a second is plenty. */
const TOO_FAST_WAIT = 1000;

/**
 * Sends the journal's unsent answers, one at a time per question (the latest of it), and marks each
 * acknowledged number in the journal. An answer given while the previous one of its question is on
 * its way is sent right after that one's acknowledgement; a failed send is retried with a backoff,
 * and at once when the connection comes back (`resume`).
 */
export class AnswerSync {
  private readonly inFlight = new Map<number, number>();
  private readonly refused = new Map<number, Bilingual>();
  private online = true;
  private failures = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private stopped = false;

  constructor(
    private readonly journal: AnswerJournal<AnswerValue>,
    private readonly send: SendSave,
    private readonly events: SyncEvents,
  ) {}

  /** Journals a new answer (or flag) for a question, then sends it. */
  async give(position: number, value: AnswerValue): Promise<void> {
    if (this.stopped) return;
    this.refused.delete(position);
    await this.journal.record(position, value);
    this.events.change();
    this.pump(position);
  }

  /** The connection is up again (or first up): everything unsent goes now. */
  resume(): void {
    this.online = true;
    this.failures = 0;
    this.clearRetry();
    this.flush();
  }

  /** The browser says it is offline: nothing is tried until `resume`. */
  pause(): void {
    this.online = false;
    this.clearRetry();
    this.events.change();
  }

  /** Answering ended (submitted, replaced, time up): nothing more is sent. */
  stop(): void {
    this.stopped = true;
    this.clearRetry();
  }

  flush(): void {
    for (const r of this.journal.pending()) this.pump(r.position);
  }

  state(position: number): SaveState | null {
    if (this.refused.has(position)) return 'refused';
    const r = this.journal.get(position);
    if (!r) return null;
    if (r.seq <= r.ackedSeq) return 'saved';
    return this.inFlight.has(position) ? 'saving' : 'unsaved';
  }

  refusal(position: number): Bilingual | undefined {
    return this.refused.get(position);
  }

  /** The whole exam's state: the worst of its questions' ('saved' when nothing is waiting). */
  overall(): SaveState {
    if (this.refused.size > 0) return 'refused';
    const pending = this.journal.pending();
    if (pending.length === 0) return 'saved';
    return pending.every((r) => this.inFlight.has(r.position)) ? 'saving' : 'unsaved';
  }

  private pump(position: number): void {
    if (this.stopped || !this.online || this.inFlight.has(position)) return;
    const r = this.journal.get(position);
    if (!r || r.seq <= r.ackedSeq || this.refused.has(position)) return;
    this.inFlight.set(position, r.seq);
    this.events.change();
    this.send({ position, seq: r.seq, ...r.answer }).then(
      (ack) => this.onAck(position, r.seq, ack),
      () => this.onFailure(position),
    );
  }

  private async onAck(position: number, seq: number, ack: SaveAck): Promise<void> {
    this.inFlight.delete(position);
    if (ack.ok) {
      this.failures = 0;
      await this.journal.ack(position, seq);
    } else if (ENDING.includes(ack.code)) {
      this.stop();
      this.events.end(ack.code as EndRefusal, ack.message);
    } else if (ack.code === 'tooFast') {
      this.retry(TOO_FAST_WAIT);
    } else {
      // badResponse, tooManyWords, notInModel, badSeq, notStarted: sending it again gets the same
      // answer. The number is done with; the student sees why, and their next change is sent.
      await this.journal.ack(position, seq);
      this.refused.set(position, ack.message);
    }
    this.events.change();
    this.pump(position);
  }

  private onFailure(position: number): void {
    this.inFlight.delete(position);
    this.failures += 1;
    this.events.change();
    this.retry(saveRetryMs(this.failures));
  }

  private retry(ms: number): void {
    if (this.retryTimer || this.stopped) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.flush();
    }, ms);
  }

  private clearRetry(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }
}

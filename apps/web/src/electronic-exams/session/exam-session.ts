import type {
  AttemptView,
  ProctorMessage,
  SaveAck,
  StudentResponse,
  SubmitResponse,
} from '@mizan/domain/electronic-exams/taking';
import type { Bilingual, Lang } from '@mizan/domain/i18n';
import { ApiError } from '../../api/errors';
import { AnswerJournal } from '../journal/answer-journal';
import { openJournalStore } from '../journal/idb-store';
import { AnswerSync, type AnswerValue, type EndRefusal, type SaveState } from '../sync/answer-sync';
import { ServerClock } from '../sync/server-clock';
import { type ExamSocket, openExamSocket } from './exam-socket';
import { NetworkError, studentApi, studentToken } from './student-api';

export type Screen =
  | { kind: 'entry'; notice?: Bilingual }
  | { kind: 'loading' }
  | { kind: 'waiting' }
  | { kind: 'open' }
  /** The deadline passed on this screen: the journal is flushed and the exam submitted. */
  | { kind: 'timeUp' }
  | { kind: 'submitted'; at: string; by: 'student' | 'deadline' | null; answered?: number; total?: number }
  | { kind: 'replaced'; message: Bilingual }
  | { kind: 'closed' };

/** Typing (essays, blanks) is journaled after this pause, not per keystroke; leaving the field journals at once. */
const TYPING_PAUSE_MS = 400;
/** Students press Start within the same second: each reads the opened exam a little apart. */
const START_SPREAD_MS = 1500;
/** At time up, unsent answers get this long to arrive (the server takes them for 5 s after the deadline). */
const TIME_UP_FLUSH_MS = 4000;
const SOCKET_ACK_MS = 10_000;

/**
 * The student's exam in the browser: the attempt the server sent, the journal and its sync, the
 * server's clock, the socket, and the screen to show. React reads it through useExam (one
 * subscription; `version` changes on every change).
 */
export class ExamSession {
  screen: Screen = { kind: 'loading' };
  view: AttemptView | null = null;
  readonly clock = new ServerClock();
  messages: ProctorMessage[] = [];
  /** The newest proctor message not dismissed yet. */
  unreadMessage: ProctorMessage | null = null;
  /** The deadline moved while answering (extra time): shown until dismissed. */
  timeAdded = false;
  online = typeof navigator === 'undefined' ? true : navigator.onLine;
  version = 0;

  private journal: AnswerJournal<AnswerValue> | null = null;
  private sync: AnswerSync | null = null;
  private socket: ExamSocket | null = null;
  private readonly drafts = new Map<number, StudentResponse | null>();
  private readonly typing = new Map<number, ReturnType<typeof setTimeout>>();
  private readonly flags = new Map<number, boolean>();
  private readonly spent = new Map<number, number>();
  private current: number | null = null;
  private lastTick = 0;
  private timers: ReturnType<typeof setTimeout | typeof setInterval>[] = [];
  private readonly listeners = new Set<() => void>();

  subscribe = (fn: () => void) => {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  };

  private changed(): void {
    this.version++;
    for (const fn of this.listeners) fn();
  }

  // ------------------------------------------------------------------------------ entering

  /** First load: a portal token in the address, a token kept by this tab, or the entry page. */
  async start(portalToken: string | null): Promise<void> {
    window.addEventListener('online', this.onOnline);
    window.addEventListener('offline', this.onOffline);
    window.addEventListener('pagehide', this.flushTyping);
    document.addEventListener('visibilitychange', this.flushTyping);
    if (portalToken) {
      try {
        await this.enterWith(() => studentApi.portal(portalToken));
      } catch (e) {
        this.show({ kind: 'entry', notice: e instanceof ApiError ? e.text : undefined });
      }
      return;
    }
    if (studentToken.get()) return this.reload();
    this.show({ kind: 'entry' });
  }

  signIn(nationalId: string, accessCode: string): Promise<void> {
    return this.enterWith(() => studentApi.signIn(nationalId, accessCode));
  }

  private async enterWith(signIn: () => ReturnType<typeof studentApi.signIn>): Promise<void> {
    const sentAt = this.clock.deviceTime();
    const { token, attempt } = await signIn();
    studentToken.set(token);
    await this.enter(attempt, sentAt);
  }

  /** Reads the attempt again (a reload, the start, a reopened submission). */
  async reload(): Promise<void> {
    const sentAt = this.clock.deviceTime();
    try {
      await this.enter(await studentApi.attempt(), sentAt);
    } catch (e) {
      if (e instanceof ApiError && e.status === 401) {
        studentToken.clear();
        this.show({ kind: 'entry', notice: e.text });
      } else if (this.screen.kind === 'loading') {
        // Offline at a reload before anything was shown: try again shortly.
        this.later(() => void this.reload(), 3000);
      }
    }
  }

  private async enter(view: AttemptView, sentAt: number): Promise<void> {
    this.clock.observe(view.serverNow, sentAt);
    this.view = view;
    this.messages = view.messages;
    this.clearTimers();
    if (view.state === 'waiting') {
      this.show({ kind: 'waiting' });
      const spread = Math.random() * START_SPREAD_MS;
      this.later(() => void this.reload(), Math.max(0, this.clock.until(view.startsAt)) + spread);
      return;
    }
    if (view.state === 'closed') return this.show({ kind: 'closed' });
    if (view.state === 'submitted') return this.finished(view.submittedAt ?? view.serverNow, null);
    await this.open(view);
  }

  private async open(view: AttemptView): Promise<void> {
    const saved = view.answers.map((a) => ({
      position: a.position,
      seq: a.seq,
      answer: { response: a.response, flagged: a.flagged, timeSpentMs: a.timeSpentMs },
    }));
    this.journal = await AnswerJournal.open<AnswerValue>(await openJournalStore(), view.attemptKey, saved);
    for (const [position, value] of this.journal.answers()) {
      this.flags.set(position, value.flagged);
      this.spent.set(position, value.timeSpentMs);
    }
    this.sync?.stop();
    this.sync = new AnswerSync(this.journal, (s) => this.send(s), {
      change: () => this.changed(),
      end: (code, message) => this.onEnd(code, message),
    });
    this.ensureSocket();
    if (this.online) this.sync.resume();
    else this.sync.pause();
    this.lastTick = this.clock.deviceTime();
    this.timers.push(setInterval(() => this.tick(), 1000));
    this.show({ kind: 'open' });
  }

  // ------------------------------------------------------------------------------ answering

  response(position: number): StudentResponse | null {
    if (this.drafts.has(position)) return this.drafts.get(position) ?? null;
    return this.journal?.get(position)?.answer.response ?? null;
  }

  flagged(position: number): boolean {
    return this.flags.get(position) ?? false;
  }

  saveState(position: number): SaveState | null {
    if (this.typing.has(position)) return 'unsaved';
    return this.sync?.state(position) ?? null;
  }

  refusal(position: number): Bilingual | undefined {
    return this.sync?.refusal(position);
  }

  overallState(): SaveState {
    if (this.typing.size > 0) return 'unsaved';
    return this.sync?.overall() ?? 'saved';
  }

  /** False once the browser refused to keep the journal (private mode, full disk). */
  get durable(): boolean {
    return this.journal?.durable ?? true;
  }

  /** A new answer; `typed` ones (essays, blanks) are journaled after a pause in typing. */
  answer(position: number, response: StudentResponse | null, typed = false): void {
    if (this.screen.kind !== 'open') return;
    this.visit(position);
    this.drafts.set(position, response);
    const pending = this.typing.get(position);
    if (pending) clearTimeout(pending);
    if (typed)
      this.typing.set(
        position,
        setTimeout(() => this.commit(position), TYPING_PAUSE_MS),
      );
    else this.commit(position);
    this.changed();
  }

  toggleFlag(position: number): void {
    if (this.screen.kind !== 'open') return;
    this.flags.set(position, !this.flagged(position));
    this.commit(position);
  }

  /** The question the student is on: the time spent is counted to it. */
  visit(position: number): void {
    if (this.current === position) return;
    this.tick();
    this.current = position;
  }

  private commit(position: number): void {
    const t = this.typing.get(position);
    if (t) clearTimeout(t);
    this.typing.delete(position);
    const response = this.response(position);
    // The draft stays until the journal has the answer, so the screen never shows an older one.
    this.drafts.set(position, response);
    const value: AnswerValue = {
      response,
      flagged: this.flagged(position),
      timeSpentMs: Math.round(this.spent.get(position) ?? 0),
    };
    void this.sync?.give(position, value).then(() => {
      if (!this.typing.has(position) && this.drafts.get(position) === response) this.drafts.delete(position);
      this.changed();
    });
  }

  flushTyping = (): void => {
    for (const position of [...this.typing.keys()]) this.commit(position);
  };

  private send(save: Parameters<typeof studentApi.save>[0]): Promise<SaveAck> {
    const socket = this.socket;
    if (socket?.connected) return socket.timeout(SOCKET_ACK_MS).emitWithAck('exam-taking:save', save);
    return studentApi.save(save).catch((e) => {
      throw e instanceof NetworkError || e instanceof ApiError ? e : new NetworkError(String(e));
    });
  }

  /** Counts the time on the current question (only while the page is visible) and watches the deadline. */
  private tick(): void {
    const now = this.clock.deviceTime();
    if (this.current !== null && document.visibilityState === 'visible')
      this.spent.set(this.current, (this.spent.get(this.current) ?? 0) + (now - this.lastTick));
    this.lastTick = now;
    if (this.screen.kind === 'open' && this.view && this.clock.until(this.view.deadline) <= 0)
      void this.timeUp();
  }

  // ------------------------------------------------------------------------------ the end

  /** Submits after every answer is saved; false (nothing sent) while some are not. */
  async submit(): Promise<SubmitResponse | null> {
    this.flushTyping();
    if (this.sync?.overall() !== 'saved') return null;
    const r = await this.submitNow();
    return r;
  }

  private async submitNow(): Promise<SubmitResponse | null> {
    try {
      const r = await studentApi.submit();
      this.finished(r.submittedAt, 'student', r.answered, r.total);
      return r;
    } catch (e) {
      if (e instanceof ApiError && e.status === 409) {
        await this.reload();
        return null;
      }
      throw e;
    }
  }

  private async timeUp(): Promise<void> {
    this.show({ kind: 'timeUp' });
    this.flushTyping();
    const until = this.clock.deviceTime() + TIME_UP_FLUSH_MS;
    while (this.sync && this.sync.overall() !== 'saved' && this.clock.deviceTime() < until)
      await new Promise((r) => setTimeout(r, 200));
    this.sync?.stop();
    for (;;) {
      try {
        await this.submitNow();
        return;
      } catch {
        // Offline at the deadline: the server submits the attempt by itself; keep asking until it says so.
        await new Promise((r) => setTimeout(r, 5000));
        if (this.screen.kind !== 'timeUp') return;
      }
    }
  }

  private finished(at: string, by: 'student' | 'deadline' | null, answered?: number, total?: number): void {
    this.sync?.stop();
    this.clearTimers();
    // The socket stays open on the submitted page: a proctor's reopen ('exam-taking:reopened') opens
    // the exam again at once, without a reload.
    this.ensureSocket();
    // Submitted here or on another computer (the view says so at sign-in): its journal is done with.
    const key = this.view?.attemptKey;
    if (this.journal) void this.journal.clear();
    else if (key) void openJournalStore().then((store) => store.clear(key).catch(() => undefined));
    this.journal = null;
    this.show({ kind: 'submitted', at, by, answered, total });
  }

  private onEnd(code: EndRefusal, message: Bilingual): void {
    if (code === 'sessionEnded') this.replaced(message);
    else if (code === 'timeUp') void this.timeUp();
    else void this.reload();
  }

  private replaced(message: Bilingual): void {
    this.sync?.stop();
    this.clearTimers();
    this.socket?.disconnect();
    studentToken.clear();
    this.show({ kind: 'replaced', message });
  }

  /** Leaves a finished exam: the next student at this computer starts at the entry page. */
  leave(): void {
    this.socket?.disconnect();
    this.socket = null;
    studentToken.clear();
    this.view = null;
    this.show({ kind: 'entry' });
  }

  // ------------------------------------------------------------------------------ live

  /**
   * The socket is kept across reopen and re-entry: a new one would make the server see a disconnect
   * and a connect at once. One closed on purpose (replaced) handshakes again with the current token.
   */
  private ensureSocket(): void {
    if (!this.socket) this.connectSocket();
    else if (!this.socket.active) this.socket.connect();
  }

  private connectSocket(): void {
    let connected = false;
    this.socket = openExamSocket({
      connect: () => {
        this.sync?.resume();
        // Events sent while this socket was down (extra time, messages, a submission) are in the attempt.
        if (connected) void this.refresh();
        connected = true;
      },
      replaced: (e) => this.replaced(e.message),
      time: (e) => {
        this.clock.observe(e.serverNow, this.clock.deviceTime());
        if (this.view) this.view = { ...this.view, deadline: e.deadline };
        this.timeAdded = true;
        this.changed();
      },
      message: (m) => {
        this.messages = [...this.messages, m];
        this.unreadMessage = m;
        this.changed();
      },
      submitted: (e) => this.finished(e.submittedAt, e.by),
      reopened: () => void this.reload(),
      unauthorized: () => void this.reload(),
    });
  }

  /** Brings deadline, messages and state up to date after the socket was down. */
  private async refresh(): Promise<void> {
    const sentAt = this.clock.deviceTime();
    let view: AttemptView;
    try {
      view = await studentApi.attempt();
    } catch (e) {
      if (e instanceof ApiError && e.status === 401) this.replaced(e.text);
      return;
    }
    this.clock.observe(view.serverNow, sentAt);
    if (view.state !== 'open' || this.screen.kind !== 'open') {
      // Submitted, closed, or reopened while this socket was down; a submission seen again changes nothing.
      if (view.state !== 'submitted' || this.screen.kind !== 'submitted') void this.enter(view, sentAt);
      return;
    }
    if (this.view && view.deadline !== this.view.deadline) this.timeAdded = true;
    if (view.messages.length > this.messages.length)
      this.unreadMessage = view.messages[view.messages.length - 1];
    this.messages = view.messages;
    if (this.view) this.view = { ...this.view, deadline: view.deadline };
    this.changed();
  }

  dismissMessage(): void {
    this.unreadMessage = null;
    this.changed();
  }

  dismissTimeAdded(): void {
    this.timeAdded = false;
    this.changed();
  }

  private onOnline = () => {
    this.online = true;
    if (this.socket && !this.socket.connected) this.socket.connect();
    this.sync?.resume();
    this.changed();
  };

  private onOffline = () => {
    this.online = false;
    this.sync?.pause();
    this.changed();
  };

  // ------------------------------------------------------------------------------ plumbing

  private show(screen: Screen): void {
    this.screen = screen;
    this.changed();
  }

  private later(fn: () => void, ms: number): void {
    this.timers.push(setTimeout(fn, ms));
  }

  private clearTimers(): void {
    for (const t of this.timers) clearTimeout(t);
    this.timers = [];
  }

  /** The exam's language once it is known; before, the entry page's choice. */
  langOf(fallback: Lang): Lang {
    return this.view?.lang ?? fallback;
  }
}

import { describe, expect, it, jest } from '@jest/globals';
import type { AnswerSave, SaveAck } from '@mizan/domain/electronic-exams/taking';
import { AnswerJournal } from '../journal/answer-journal';
import { MemoryJournalStore } from '../journal/memory-store';
import { AnswerSync, type AnswerValue } from './answer-sync';

const value = (v: boolean | null): AnswerValue => ({
  response: { type: '3.4.', value: v },
  flagged: false,
  timeSpentMs: 0,
});

/**
 * A server that keeps, per position, the answer with the highest seq (as the API's upsert does)
 * and answers each save when the test says so, or drops it (a cut network).
 */
class Server {
  stored = new Map<number, { seq: number; save: AnswerSave }>();
  waiting: { save: AnswerSave; answer: (ack: SaveAck) => void; fail: () => void }[] = [];
  send = (save: AnswerSave) =>
    new Promise<SaveAck>((resolve, reject) => {
      this.waiting.push({ save, answer: resolve, fail: () => reject(new Error('network')) });
    });

  /** The next waiting save reaches the database and is acknowledged. */
  async deliver(): Promise<void> {
    const w = this.waiting.shift();
    if (!w) throw new Error('nothing was sent');
    const prev = this.stored.get(w.save.position);
    const applied = !prev || prev.seq < w.save.seq;
    if (applied) this.stored.set(w.save.position, { seq: w.save.seq, save: w.save });
    w.answer({ ok: true, position: w.save.position, seq: w.save.seq, applied, savedAt: '', answered: 0 });
    await settle();
  }

  async drop(): Promise<void> {
    this.waiting.shift()?.fail();
    await settle();
  }
}

const settle = () => new Promise((r) => setTimeout(r, 0));

async function setup() {
  const server = new Server();
  const journal = await AnswerJournal.open<AnswerValue>(new MemoryJournalStore(), 'a', []);
  const end = jest.fn();
  const sync = new AnswerSync(journal, server.send, { change: () => undefined, end });
  return { server, journal, sync, end };
}

describe('20.3. answer sync', () => {
  it('shows saving while a save is on its way and saved once acknowledged', async () => {
    const { server, sync } = await setup();
    await sync.give(1, value(true));
    expect(sync.state(1)).toBe('saving');
    expect(sync.overall()).toBe('saving');
    await server.deliver();
    expect(sync.state(1)).toBe('saved');
    expect(sync.overall()).toBe('saved');
  });

  it('one save per question at a time: changes made meanwhile go as the latest one after the ack', async () => {
    const { server, sync } = await setup();
    await sync.give(1, value(true));
    await sync.give(1, value(false));
    await sync.give(1, value(null));
    expect(server.waiting.map((w) => w.save.seq)).toEqual([1]);
    await server.deliver();
    expect(server.waiting.map((w) => [w.save.seq, w.save.response])).toEqual([
      [3, { type: '3.4.', value: null }],
    ]);
    await server.deliver();
    expect(server.stored.get(1)?.seq).toBe(3);
    expect(sync.state(1)).toBe('saved');
  });

  it('offline: answers stay unsaved, then all go on resume and the highest number wins whatever arrives last', async () => {
    const { server, sync } = await setup();
    await sync.give(1, value(true));
    await server.drop(); // the network went while it was on its way
    expect(sync.state(1)).toBe('unsaved');
    sync.pause();
    await sync.give(1, value(false));
    await sync.give(2, value(true));
    expect(server.waiting).toEqual([]);
    expect([sync.state(1), sync.state(2), sync.overall()]).toEqual(['unsaved', 'unsaved', 'unsaved']);
    sync.resume();
    expect(server.waiting.map((w) => [w.save.position, w.save.seq])).toEqual([
      [1, 2],
      [2, 3],
    ]);
    await server.deliver();
    await server.deliver();
    expect(server.stored.get(1)?.save.response).toEqual({ type: '3.4.', value: false });
    expect(sync.overall()).toBe('saved');
  });

  it('a failed send is tried again by itself after a wait', async () => {
    jest.useFakeTimers();
    try {
      const { server, sync } = await setup();
      await sync.give(5, value(true));
      server.waiting.shift()?.fail();
      await jest.advanceTimersByTimeAsync(0);
      expect(server.waiting).toEqual([]);
      await jest.advanceTimersByTimeAsync(1000);
      expect(server.waiting.map((w) => w.save.seq)).toEqual([1]);
      expect(sync.state(5)).toBe('saving');
    } finally {
      jest.useRealTimers();
    }
  });

  it('a refused answer shows why and is not sent again; the next change is', async () => {
    const { server, sync, end } = await setup();
    await sync.give(3, value(true));
    const w = server.waiting.shift();
    const message = { ar: 'الإجابة لا تناسب نوع السؤال', en: 'The answer does not fit the question type' };
    w?.answer({ ok: false, position: 3, seq: 1, code: 'badResponse', message });
    await settle();
    expect(sync.state(3)).toBe('refused');
    expect(sync.refusal(3)).toEqual(message);
    sync.flush();
    expect(server.waiting).toEqual([]);
    await sync.give(3, value(false));
    expect(server.waiting.map((x) => x.save.seq)).toEqual([2]);
    expect(end).not.toHaveBeenCalled();
  });

  it('time up, a submission or a sign-in elsewhere ends answering here', async () => {
    const { server, sync, end } = await setup();
    await sync.give(1, value(true));
    const message = { ar: 'انتهى الوقت؛ لم تُحفظ الإجابة', en: 'Time is up; the answer was not saved' };
    server.waiting.shift()?.answer({ ok: false, position: 1, seq: 1, code: 'timeUp', message });
    await settle();
    expect(end).toHaveBeenCalledWith('timeUp', message);
    await sync.give(1, value(false));
    expect(server.waiting).toEqual([]);
  });
});

import { describe, expect, it } from '@jest/globals';
import { AnswerJournal, type JournalRecord, type JournalStore } from './answer-journal';
import { MemoryJournalStore } from './memory-store';

const A = 'exam-7/2024001';

describe('20.3. answer journal', () => {
  it('numbers every answer above the last one, across questions, and keeps them unsent until acknowledged', async () => {
    const j = await AnswerJournal.open<string>(new MemoryJournalStore(), A, []);
    expect((await j.record(1, 'a')).seq).toBe(1);
    expect((await j.record(2, 'b')).seq).toBe(2);
    expect((await j.record(1, 'c')).seq).toBe(3);
    expect(j.pending().map((r) => [r.position, r.seq, r.answer])).toEqual([
      [1, 3, 'c'],
      [2, 2, 'b'],
    ]);
    await j.ack(1, 3);
    expect(j.pending().map((r) => r.position)).toEqual([2]);
  });

  it('an acknowledgement of an older number leaves a newer answer unsent', async () => {
    const j = await AnswerJournal.open<string>(new MemoryJournalStore(), A, []);
    await j.record(4, 'first');
    await j.record(4, 'second');
    await j.ack(4, 1);
    expect(j.pending()).toEqual([
      expect.objectContaining({ position: 4, seq: 2, answer: 'second', ackedSeq: 1 }),
    ]);
    // A late acknowledgement arriving after a newer one changes nothing.
    await j.ack(4, 2);
    await j.ack(4, 1);
    expect(j.get(4)?.ackedSeq).toBe(2);
  });

  it('survives a reload: the unsent answers and the counter come back from the store', async () => {
    const store = new MemoryJournalStore();
    const before = await AnswerJournal.open<string>(store, A, []);
    await before.record(1, 'x');
    await before.record(2, 'y');
    await before.ack(1, 1);
    const after = await AnswerJournal.open<string>(store, A, [{ position: 1, seq: 1, answer: 'x' }]);
    expect(after.pending().map((r) => [r.position, r.seq, r.answer])).toEqual([[2, 2, 'y']]);
    expect(Object.fromEntries(after.answers())).toEqual({ 1: 'x', 2: 'y' });
    expect((await after.record(3, 'z')).seq).toBe(3);
  });

  it("merges the server's answers: a newer local one stays unsent, a newer server one (another computer) wins", async () => {
    const store = new MemoryJournalStore();
    const here = await AnswerJournal.open<string>(store, A, []);
    await here.record(1, 'offline answer'); // seq 1, never acknowledged
    await here.record(2, 'old'); // seq 2
    await here.ack(2, 2);
    const server = [
      { position: 2, seq: 9, answer: 'from the other computer' },
      { position: 3, seq: 5, answer: 'only on the server' },
    ];
    const j = await AnswerJournal.open<string>(store, A, server);
    expect(Object.fromEntries(j.answers())).toEqual({
      1: 'offline answer',
      2: 'from the other computer',
      3: 'only on the server',
    });
    expect(j.pending().map((r) => r.position)).toEqual([1]);
    // The next number is above everything seen, so the server takes it over its own seq 9.
    expect((await j.record(1, 'again')).seq).toBe(10);
  });

  it('a local answer the server already holds under the same number is not sent again', async () => {
    const store = new MemoryJournalStore();
    const here = await AnswerJournal.open<string>(store, A, []);
    await here.record(1, 'sent, ack lost');
    const j = await AnswerJournal.open<string>(store, A, [{ position: 1, seq: 1, answer: 'sent, ack lost' }]);
    expect(j.pending()).toEqual([]);
  });

  it('keeps attempts apart and forgets one when it is submitted', async () => {
    const store = new MemoryJournalStore();
    const mine = await AnswerJournal.open<string>(store, A, []);
    const other = await AnswerJournal.open<string>(store, 'exam-7/2024002', []);
    await mine.record(1, 'mine');
    await other.record(1, 'theirs');
    await mine.clear();
    expect(await store.list(A)).toEqual([]);
    expect((await store.list('exam-7/2024002')).map((r) => r.answer)).toEqual(['theirs']);
  });

  it('writes to the store in the order answers were given, and goes on in memory when the store fails', async () => {
    const writes: JournalRecord[] = [];
    let fail = false;
    const slow: JournalStore = {
      list: async () => [],
      clear: async () => undefined,
      put: (r) =>
        new Promise((resolve, reject) =>
          setTimeout(
            () => {
              if (fail) return reject(new Error('quota'));
              writes.push(r);
              resolve();
            },
            r.seq === 1 ? 20 : 0,
          ),
        ),
    };
    const j = await AnswerJournal.open<string>(slow, A, []);
    await Promise.all([j.record(1, 'a'), j.record(1, 'b')]);
    expect(writes.map((r) => r.answer)).toEqual(['a', 'b']);
    fail = true;
    await j.record(2, 'c');
    expect(j.durable).toBe(false);
    expect(j.pending().map((r) => r.answer)).toEqual(['b', 'c']);
  });
});

import { afterEach, jest } from '@jest/globals';
import type { ProctorStudent } from '@mizan/domain/electronic-exams';
import type { RealtimeService } from '../realtime/realtime.service.js';
import type { ProctorState } from './proctor-state.js';
import { TakingLive } from './taking-live.js';

const row = (studentId: number) => Promise.resolve([{ studentId } as ProctorStudent]);

/** Reads that answer when the test says so, in any order. */
function slowState() {
  const reads: { status: ProctorStudent['status']; answer: () => void }[] = [];
  let status: ProctorStudent['status'] = 'disconnected';
  const state = {
    students: () =>
      new Promise<ProctorStudent[]>((resolve) => {
        const read = status; // what the database holds when the read runs
        reads.push({
          status: read,
          answer: () => resolve([{ studentId: 7, status: read } as ProctorStudent]),
        });
      }),
  } as unknown as ProctorState;
  return { state, reads, set: (s: ProctorStudent['status']) => (status = s) };
}

describe('TakingLive.student', () => {
  it("sends one student's rows in the order their changes happened, however their reads answer", async () => {
    const sent: string[] = [];
    const realtime = {
      toRooms: (_rooms: string[], _event: string, e: { student: ProctorStudent }) =>
        sent.push(e.student.status),
    } as unknown as RealtimeService;
    const { state, reads, set } = slowState();
    const live = new TakingLive(realtime, state);

    const disconnected = live.student(1, 2, 7); // the old socket's disconnect
    await new Promise((r) => setImmediate(r));
    set('answering'); // the new socket is recorded
    const connected = live.student(1, 2, 7);
    await new Promise((r) => setImmediate(r));
    // The second read waits for the first to be sent, so it runs after the change it reports.
    expect(reads.map((r) => r.status)).toEqual(['disconnected']);
    reads[0].answer();
    await disconnected;
    await new Promise((r) => setImmediate(r));
    expect(reads.map((r) => r.status)).toEqual(['disconnected', 'answering']);
    reads[1].answer();
    await connected;
    expect(sent).toEqual(['disconnected', 'answering']);
  });

  /** A TakingLive whose reads answer `read(call, studentId)`; what it sends, as student ids. */
  const liveWith = (read: (call: number, studentId: number) => Promise<ProctorStudent[]>) => {
    const sent: number[] = [];
    const realtime = {
      toRooms: (_rooms: string[], _event: string, e: { student: ProctorStudent }) =>
        sent.push(e.student.studentId),
    } as unknown as RealtimeService;
    let calls = 0;
    const state = {
      students: (_sector: number, studentId: number) => read(calls++, studentId),
    } as unknown as ProctorState;
    return { live: new TakingLive(realtime, state), sent };
  };

  it("does not hold other students' rows behind one", async () => {
    const { live, sent } = liveWith((call, id) => (call === 0 ? new Promise(() => undefined) : row(id)));
    void live.student(1, 2, 7);
    await live.student(1, 2, 8);
    expect(sent).toEqual([8]);
  });

  it('goes on after a failed read', async () => {
    const { live, sent } = liveWith((call, id) => (call === 0 ? Promise.reject(new Error('gone')) : row(id)));
    await expect(live.student(1, 2, 7)).rejects.toThrow('gone');
    await live.student(1, 2, 7);
    expect(sent).toEqual([7]);
  });
});

describe('TakingLive.saved', () => {
  const setup = () => {
    const sent: number[] = [];
    const realtime = {
      toRooms: (_rooms: string[], _event: string, e: { student: ProctorStudent }) =>
        sent.push(e.student.studentId),
    } as unknown as RealtimeService;
    const state = { students: (_sector: number, id: number) => row(id) } as unknown as ProctorState;
    const live = new TakingLive(realtime, state);
    const remembered = () => (live as unknown as { lastSent: Map<number, number> }).lastSent.size;
    return { live, sent, remembered };
  };
  afterEach(() => {
    jest.useRealTimers();
  });

  it('sends a save alone at most every 20 s per student, a changed count at once', async () => {
    jest.useFakeTimers({ now: 1_000_000, doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'] });
    const { live, sent } = setup();
    await live.saved(1, 2, 7, false);
    await live.saved(1, 2, 7, false);
    await live.saved(1, 2, 7, true);
    jest.setSystemTime(1_000_000 + 19_000);
    await live.saved(1, 2, 7, false);
    jest.setSystemTime(1_000_000 + 41_000);
    await live.saved(1, 2, 7, false);
    expect(sent).toEqual([7, 7, 7]);
  });

  it('forgets the students whose last send is past the window', async () => {
    jest.useFakeTimers({ now: 1_000_000, doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'] });
    const { live, remembered } = setup();
    for (let id = 1; id <= 1000; id++) await live.saved(1, 2, id, true);
    expect(remembered()).toBe(1000);
    jest.setSystemTime(1_000_000 + 20_000);
    await live.saved(1, 2, 5000, true);
    expect(remembered()).toBe(1);
  });
});

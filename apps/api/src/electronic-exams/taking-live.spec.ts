import type { ProctorStudent } from '@mizan/domain/electronic-exams';
import type { RealtimeService } from '../realtime/realtime.service.js';
import type { ProctorState } from './proctor-state.js';
import { TakingLive } from './taking-live.js';

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
  const row = (studentId: number) => Promise.resolve([{ studentId } as ProctorStudent]);

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

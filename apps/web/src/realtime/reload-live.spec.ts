import { describe, expect, it } from '@jest/globals';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { reloadLive } from './reload-live';

/** A list whose loads the test answers one by one, each with the number of the load. */
function screen() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const loads: { answer: () => void; cancelled: boolean }[] = [];
  const observer = new QueryObserver<number>(client, {
    queryKey: ['list', { page: 1 }],
    queryFn: ({ signal }) =>
      new Promise<number>((resolve, reject) => {
        const load = { answer: () => resolve(loads.indexOf(load) + 1), cancelled: false };
        signal.addEventListener('abort', () => {
          load.cancelled = true;
          reject(signal.reason);
        });
        loads.push(load);
      }),
  });
  const shown: number[] = [];
  const stop = observer.subscribe(
    (r) => r.data !== undefined && !shown.includes(r.data) && shown.push(r.data),
  );
  const settle = () => new Promise((r) => setTimeout(r, 0));
  return { client, loads, shown, stop, settle };
}

/** The list shown from its first load, then an event: its second load is out. */
async function reloading() {
  const s = screen();
  await s.settle();
  s.loads[0].answer();
  await s.settle();
  reloadLive(s.client, ['list']);
  await s.settle();
  expect(s.loads).toHaveLength(2);
  return s;
}

describe('reloadLive', () => {
  it('lets a list being loaded again finish under a stream of events, then loads it once more', async () => {
    const s = await reloading();
    // Ten events while the second load is out: none cancels it, none starts another.
    for (let i = 0; i < 10; i++) reloadLive(s.client, ['list']);
    await s.settle();
    expect(s.loads).toHaveLength(2);
    expect(s.loads[1].cancelled).toBe(false);
    s.loads[1].answer();
    await s.settle();
    // The second load shows; it began before the events, so one more load follows, and only one.
    expect(s.shown).toEqual([1, 2]);
    expect(s.loads).toHaveLength(3);
    s.loads[2].answer();
    await s.settle();
    expect(s.shown).toEqual([1, 2, 3]);
    expect(s.loads).toHaveLength(3);
    s.stop();
  });

  it('loads at once when nothing is loading', async () => {
    const s = await reloading();
    s.loads[1].answer();
    await s.settle();
    expect(s.shown).toEqual([1, 2]);
    s.stop();
  });
});

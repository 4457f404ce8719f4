import { turnsDuring } from '../../test/event-loop.js';
import { mapInTurns, SLICE_MS } from './turns.js';

/** Work that holds the thread for `ms`, as reading a question does. */
const busy = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until);
};

describe('mapInTurns', () => {
  test('maps in order, letting the event loop run once a slice of work has passed', async () => {
    const items = Array.from({ length: 12 }, (_, i) => i);
    const { result, turns } = await turnsDuring(() =>
      mapInTurns(items, (n, i) => {
        busy(SLICE_MS / 3);
        return `${n}:${i}`;
      }),
    );
    expect(result).toEqual(items.map((n) => `${n}:${n}`));
    // 12 items of a third of a slice each: a turn after every three or so.
    expect(turns).toBeGreaterThanOrEqual(2);
  });
});

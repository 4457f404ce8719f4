import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Most a long loop works before it lets the rest of the API run. Reading a 5 MB import file is
 * seconds of CPU (sanitising and checking every question): done in one go, a Moodle XML preview kept
 * the API from answering anyone, its health route included, for 1.6 s, and checking and preparing
 * the 5,000 questions of a commit for 0.9 s.
 */
export const SLICE_MS = 15;

/** A loop's pauses: the function it answers yields to the event loop once SLICE_MS have passed since the last. */
export function turns(): () => Promise<void> {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < SLICE_MS) return;
    await nextTurn();
    since = performance.now();
  };
}

/** `items.map(read)`, taking turns with the event loop between items. */
export async function mapInTurns<T, U>(
  items: readonly T[],
  read: (item: T, index: number) => U,
): Promise<U[]> {
  const turn = turns();
  const out: U[] = [];
  for (const [i, item] of items.entries()) {
    await turn();
    out.push(read(item, i));
  }
  return out;
}

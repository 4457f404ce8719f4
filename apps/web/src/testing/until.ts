import { act } from 'react';

/** For unit specs: resolves once `check` holds, polled every 10 ms; throws `never: <what>` after `ms`. */
export async function waitUntil(check: () => boolean, what: string, ms = 4000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`never: ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** waitUntil inside React's act(), for hooks rendered by a spec: their updates apply as they come. */
export const actUntil = (check: () => boolean, what: string, ms?: number) =>
  act(() => waitUntil(check, what, ms));

/**
 * Polls `what` until it answers something truthy and returns that, or throws after `ms`: for
 * work that ends in another process or on a timer (jobs, scans, the item statistics sweep).
 */
export async function until<T>(what: () => T | Promise<T>, ms = 120_000): Promise<NonNullable<T>> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await what();
    if (value) return value as NonNullable<T>;
    if (Date.now() > end) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

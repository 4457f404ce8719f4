import { CourseCountCache } from './course-count.cache.js';

/** A count the test settles by hand, recording how often it was started. */
function deferredCount() {
  const started: { resolve: (n: number) => void; reject: (e: Error) => void }[] = [];
  const count = () =>
    new Promise<number>((resolve, reject) => {
      started.push({ resolve, reject });
    });
  return { count, started };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

/** A cache holding a total of 5 for 'k', counted at time 0, and the count it will run next. */
async function counted() {
  const cache = new CourseCountCache();
  const deferred = deferredCount();
  const first = cache.get('k', deferred.count, 0);
  deferred.started[0].resolve(5);
  await first;
  return { cache, ...deferred };
}

describe('CourseCountCache', () => {
  it('counts once for pages asked while the count runs', async () => {
    const cache = new CourseCountCache();
    const { count, started } = deferredCount();
    const pages = Array.from({ length: 50 }, () => cache.get('k', count, 0));
    expect(started).toHaveLength(1);
    started[0].resolve(120);
    expect(await Promise.all(pages)).toEqual(Array(50).fill(120));
    expect(await cache.get('k', count, 1)).toBe(120);
    expect(started).toHaveLength(1);
  });

  it('answers a total past half its ttl at once and counts it again behind the answer', async () => {
    const { cache, count, started } = await counted();
    const half = cache.ttlMs / 2;
    expect(await cache.get('k', count, half - 1)).toBe(5);
    expect(started).toHaveLength(1);
    expect(await cache.get('k', count, half)).toBe(5);
    expect(await cache.get('k', count, half + 1)).toBe(5);
    expect(started).toHaveLength(2);
    started[1].resolve(6);
    await settle();
    // The new total is dated from when its count began.
    expect(await cache.get('k', count, half + cache.ttlMs / 2 - 1)).toBe(6);
    expect(started).toHaveLength(2);
  });

  it('waits for a new count once the total is older than its ttl', async () => {
    const { cache, count, started } = await counted();
    let answered: number | undefined;
    const late = cache.get('k', count, cache.ttlMs).then((n) => (answered = n));
    await settle();
    expect(answered).toBeUndefined();
    started[1].resolve(7);
    await late;
    expect(answered).toBe(7);
  });

  it('keeps no total counted before a write: pages after it count again', async () => {
    const cache = new CourseCountCache();
    const { count, started } = deferredCount();
    const before = cache.get('k', count, 0);
    cache.clear();
    const after = cache.get('k', count, 1);
    expect(started).toHaveLength(2);
    // The count from after the write ends first: the older one must not overwrite it.
    started[1].resolve(4);
    expect(await after).toBe(4);
    started[0].resolve(3);
    expect(await before).toBe(3);
    expect(await cache.get('k', count, 2)).toBe(4);
  });

  it('passes a failed count to the pages waiting for it, and counts again for the next', async () => {
    const cache = new CourseCountCache();
    const { count, started } = deferredCount();
    const pages = [cache.get('k', count, 0), cache.get('k', count, 0)];
    started[0].reject(new Error('connection lost'));
    for (const page of pages) await expect(page).rejects.toThrow('connection lost');
    const next = cache.get('k', count, 1);
    expect(started).toHaveLength(2);
    started[1].resolve(9);
    expect(await next).toBe(9);
  });

  it('keeps answering the total when its background count fails', async () => {
    const { cache, count, started } = await counted();
    expect(await cache.get('k', count, cache.ttlMs / 2)).toBe(5);
    started[1].reject(new Error('connection lost'));
    await settle();
    expect(await cache.get('k', count, cache.ttlMs / 2 + 1)).toBe(5);
    // Failed, not in flight: the next page past half the ttl tries again.
    expect(started).toHaveLength(3);
  });
});

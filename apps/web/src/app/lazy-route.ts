import { LIMITS } from '@mizan/domain/limits';

/**
 * Wraps a route module import with SPEC 9's chunk-load timeout, so a stalled download ends in the
 * route's error boundary instead of a page that never appears.
 */
export function lazyRoute<M>(load: () => Promise<M>): () => Promise<M> {
  return () =>
    Promise.race([
      load(),
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('chunk load timeout')), LIMITS.chunkLoadTimeoutMs),
      ),
    ]);
}

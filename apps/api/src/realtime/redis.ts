import type { createAdapter } from '@socket.io/redis-adapter';
import type { Redis, RedisOptions } from 'ioredis';

/**
 * ioredis and the socket.io Redis adapter (~50 modules), loaded by startApp only with REDIS_URL:
 * a process without Redis never loads them. Their clients are made in constructors (synchronous),
 * hence loaded once before the app's modules are created rather than on first use.
 */
let loaded: { Redis: typeof Redis; createAdapter: typeof createAdapter } | undefined;

export async function loadRedis(): Promise<void> {
  const [ioredis, adapter] = await Promise.all([import('ioredis'), import('@socket.io/redis-adapter')]);
  loaded ??= { Redis: ioredis.Redis, createAdapter: adapter.createAdapter };
}

function modules() {
  if (!loaded) throw new Error('REDIS_URL is set but loadRedis() was not awaited before the app started');
  return loaded;
}

/** A Redis client (REDIS_URL is set, so loadRedis() has run). */
export const newRedis = (url: string, options: RedisOptions): Redis => new (modules().Redis)(url, options);

/** @socket.io/redis-adapter's createAdapter (REDIS_URL is set, so loadRedis() has run). */
export const redisAdapter: typeof createAdapter = (...args) => modules().createAdapter(...args);

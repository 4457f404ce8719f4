import path from 'node:path';

/** Everything the API reads from its environment, read once (README 'Configuration'). */
export interface AppConfig {
  port: number;
  /** PostgreSQL server URL; without it the embedded PGlite database under dataDir is used. */
  databaseUrl?: string;
  dataDir: string;
  redisUrl?: string;
  /** Names this deployment's keys and channels in Redis, so several (or test runs) can share one server. */
  redisPrefix: string;
  /** Seconds a session lives after its last request. */
  sessionDuration: number;
  /** HMAC secret shared with the university portal for /myMansLogin tokens; portal login is off without it. */
  portalSecret?: string;
  /** Signs session tokens; when unset a random one is kept in the database so every process shares it. */
  tokenSecret?: string;
  /** Built web app to serve on the same origin, when present. */
  webDist: string;
  /** Seed the demo university into an empty database on first start. */
  seedDemo: boolean;
  trustProxy: boolean;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const root = path.resolve(import.meta.dirname, '../../../..');
  return {
    port: Number(env.PORT ?? 3000),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.MIZAN_DATA_DIR ?? path.join(root, 'data')),
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix: env.MIZAN_REDIS_PREFIX || 'mizan',
    sessionDuration: Number(env.MIZAN_SESSION_SECONDS ?? 30 * 60),
    portalSecret: env.MIZAN_PORTAL_SECRET || undefined,
    tokenSecret: env.MIZAN_TOKEN_SECRET || undefined,
    webDist: path.resolve(env.MIZAN_WEB_DIST ?? path.join(root, 'apps/web/dist')),
    seedDemo: env.MIZAN_SEED_DEMO !== '0',
    trustProxy: env.MIZAN_TRUST_PROXY === '1',
  };
}

import 'reflect-metadata';
import { Logger, type LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module.js';
import { apiCaching, jsonBody, numericRouteParams, securityHeaders, webApp } from './common/http-pipeline.js';
import { ErrorFilter } from './common/error.filter.js';
import { StartQuietLogger } from './common/start-quiet.logger.js';
import type { AppConfig } from './config/app-config.js';
import {
  type Database,
  type OpenOptions,
  migrate,
  openDatabase,
  underStartupLock,
} from './database/database.js';
import { seedDemoIfEmpty } from './database/seed/demo-seed.js';
import { releaseSeedMemory } from './database/seed/release-memory.js';
import { MizanIoAdapter } from './realtime/io.adapter.js';
import { loadRedis } from './realtime/redis.js';

export interface RunningApp {
  app: NestExpressApplication;
  database: Database;
  url: string;
  /** How long each step of the start took, ms (the startup bench reads them from main's log line). */
  phases: Record<'database' | 'migrations' | 'seed' | 'nest' | 'listen', number>;
  close(): Promise<void>;
}

/**
 * Opens and migrates the database, seeds an empty one, and starts API, web app and sockets on
 * one origin. Used by main.ts, the API tests and the benchmarks alike.
 */
export async function startApp(
  config: AppConfig,
  opts: { logger?: LogLevel[] | false } & OpenOptions = {},
): Promise<RunningApp> {
  let at = performance.now();
  const lap = () => {
    const was = at;
    at = performance.now();
    return Math.round(at - was);
  };
  if (config.redisUrl) await loadRedis();
  const database = await openDatabase(config, { testPgliteImage: opts.testPgliteImage, pglite: opts.pglite });
  const phases: RunningApp['phases'] = { database: lap(), migrations: 0, seed: 0, nest: 0, listen: 0 };
  try {
    await underStartupLock(config, async () => {
      await migrate(database.orm);
      phases.migrations = lap();
      if (config.seedDemo && (await seedDemoIfEmpty(database.orm))) releaseSeedMemory();
      phases.seed = lap();
    });
    const app = await NestFactory.create<NestExpressApplication>(AppModule.register(database, config), {
      bodyParser: false,
      logger: opts.logger ?? new StartQuietLogger({ logLevels: ['log', 'warn', 'error'] }),
    });
    if (config.trustProxy) app.set('trust proxy', true);
    app.disable('x-powered-by');
    app.use(securityHeaders);
    app.use(apiCaching);
    app.use(jsonBody());
    numericRouteParams(app.getHttpAdapter().getInstance());
    const web = webApp(config.webDist);
    if (web) app.use(web);
    else Logger.warn(`no built web app at ${config.webDist}: serving the API only`, 'Mizan');
    app.useGlobalFilters(new ErrorFilter());
    app.useWebSocketAdapter(new MizanIoAdapter(app, config.redisUrl, config.redisPrefix));
    // Idle keep-alive sockets are closed by the client or a proxy, not by us after Node's 5 s: a client
    // reusing a pooled socket as the server drops it gets ECONNRESET (seen in e2e). Proxies and load
    // balancers commonly keep idle connections 60 s, so stay above that.
    const server = app.getHttpServer();
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
    phases.nest = lap();
    await app.listen(config.port, process.env.HOST ?? '0.0.0.0');
    phases.listen = lap();
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    return {
      app,
      database,
      url: `http://localhost:${port}`,
      phases,
      close: async () => {
        await app.close();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}

import 'reflect-metadata';
import { Logger, type LoggerService, type LogLevel } from '@nestjs/common';
import { type IEntryNestModule, NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply } from 'fastify';
import { MESSAGES } from '@mizan/domain/messages';
import { AppModule } from './app.module.js';
import {
  jsonAnswers,
  jsonBody,
  numericRouteParams,
  responseHeaders,
  webApp,
} from './common/http-pipeline.js';
import { ErrorFilter } from './common/error.filter.js';
import { multipartBodies } from './files/multipart.js';
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
  app: NestFastifyApplication;
  database: Database;
  url: string;
  /** How long each step of the start took, ms (the startup bench reads them from main's log line). */
  phases: Record<'database' | 'nest' | 'migrations' | 'seed' | 'listen', number>;
  close(): Promise<void>;
}

function noFastifySchema(): never {
  throw new Error('Routes declare no Fastify schema: bodies and queries are checked with zod');
}

/**
 * A Nest app on Fastify with the API's HTTP pipeline: contract-shaped errors (Fastify's own too),
 * security and caching headers, the JSON and multipart parsers, digits-only row-id parameters. Used
 * by startApp and by tests that boot their own modules. Fastify, not Express: it answers the
 * lists' pages about 1.2 times as fast (npm run bench -- lists; figures in bench/lists.mjs). Idle keep-alive
 * sockets are closed by the client or a proxy, not by us after Node's 5 s: a client reusing a
 * pooled socket as the server drops it gets ECONNRESET (seen in e2e). Proxies and load balancers
 * commonly keep idle connections 60 s, so stay above that.
 */
export async function createHttpApp(
  module: IEntryNestModule,
  opts: { trustProxy?: boolean; logger?: LoggerService | LogLevel[] | false } = {},
): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    trustProxy: opts.trustProxy ?? false,
    keepAliveTimeout: 65_000,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    // Bodies and queries are checked with zod (libs/domain); no route declares a Fastify schema, so
    // Fastify's own compilers (ajv, fast-json-stringify) need not load at start.
    schemaController: {
      compilersFactory: { buildValidator: noFastifySchema, buildSerializer: noFastifySchema },
    },
    // A path that is not a URL (a broken percent escape) never reaches a route or the error filter.
    frameworkErrors: (_error: unknown, _req: unknown, reply: FastifyReply) =>
      reply.code(400).send({ message: MESSAGES.invalidData }),
  });
  const app = await NestFactory.create<NestFastifyApplication>(module, adapter, {
    bodyParser: false,
    logger: opts.logger ?? false,
  });
  const http = adapter.getInstance();
  app.useGlobalFilters(new ErrorFilter());
  responseHeaders(http);
  jsonBody(http);
  jsonAnswers(http);
  await multipartBodies(app);
  numericRouteParams(http);
  app.getHttpServer().headersTimeout = 66_000;
  return app;
}

/**
 * Opens and migrates the database, seeds an empty one, and starts API, web app and sockets on
 * one origin. Used by main.ts, the API tests and the benchmarks alike. The app (Nest's instances,
 * routes and hooks) is built while the embedded database opens in its worker; nothing in that
 * build runs a statement, and work on timers starts once the database is migrated (`migrated`).
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
  const phases: RunningApp['phases'] = { database: lap(), nest: 0, migrations: 0, seed: 0, listen: 0 };
  let built: NestFastifyApplication | undefined; // closed again if a later step fails
  try {
    const app = await createHttpApp(AppModule.register(database, config), {
      trustProxy: config.trustProxy,
      logger: opts.logger ?? new StartQuietLogger({ logLevels: ['log', 'warn', 'error'] }),
    });
    built = app;
    const http = app.getHttpAdapter().getInstance();
    if (!(await webApp(http, config.webDist)))
      Logger.warn(`no built web app at ${config.webDist}: serving the API only`, 'Mizan');
    app.useWebSocketAdapter(new MizanIoAdapter(app, config.redisUrl, config.redisPrefix));
    await app.init();
    phases.nest = lap();
    await database.pglite;
    phases.database += lap();
    await underStartupLock(config, async () => {
      await migrate(database.orm);
      phases.migrations = lap();
      if (config.seedDemo && (await seedDemoIfEmpty(database.orm))) releaseSeedMemory();
      phases.seed = lap();
    });
    database.markMigrated();
    const server = app.getHttpServer();
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
    await built?.close().catch(() => undefined);
    await database.close();
    throw error;
  }
}

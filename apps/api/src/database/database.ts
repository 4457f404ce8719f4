import { Migrator } from '@mikro-orm/migrations';
import { createPostgreSqlTypeParsers, type EntityManager, type MikroORM } from '@mikro-orm/sql';
import type pg from 'pg';
import type { AppConfig } from '../config/app-config.js';
import { HotPool } from './hot-pool.js';
import { hotDriver } from './hot-query.js';
import { MIGRATIONS } from './migrations/index.js';
import { type EmbeddedPglite, startPglite } from './pglite.js';

export type Orm = MikroORM;
export type Em = EntityManager;

/**
 * The hot pool's connections: 2, 4 and 8 pipelined answered about the same statements a second on 2 cores
 * (50 concurrent callers); 4 leaves room for a slow count beside the pages.
 */
const HOT_CONNECTIONS = 4;

export interface Database {
  orm: Orm;
  kind: 'pglite' | 'postgresql';
  /**
   * On PostgreSQL, a few pipelined connections for the statements every request runs (the session check, list
   * pages): they are prepared by name there, so the server plans them once per connection instead of every time.
   */
  hotPool?: HotPool;
  /**
   * On PGlite, the embedded cluster the ORM runs on (in its worker thread), once open: the ORM is
   * ready before it, and its first statement waits for it.
   */
  pglite?: Promise<EmbeddedPglite>;
  /** Resolves once the start has migrated and seeded it (startApp's `markMigrated`). */
  migrated: Promise<void>;
  markMigrated(): void;
  close(): Promise<void>;
}

export interface OpenOptions {
  /**
   * Tests only (apps/api/test/harness.ts): an in-memory PGlite starts from this dumped data dir
   * (`PGlite.dumpDataDir()` of a migrated, seeded database) instead of running initdb on an empty
   * cluster; so does a data dir on disk that holds no cluster yet. Migrations and the seed check
   * still run on it as on any start. Ignored on PostgreSQL and for a data dir holding a cluster.
   */
  testPgliteImage?: Blob;
  /** The embedded cluster, already starting (boot.ts starts it before loading the app's modules). */
  pglite?: Promise<EmbeddedPglite>;
}

/**
 * Opens the one database the app runs on: the PostgreSQL server at DATABASE_URL, or else an
 * embedded PGlite cluster under the data dir. Same migrations, same SQL.
 */
export async function openDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>,
  opts: OpenOptions = {},
): Promise<Database> {
  const common = {
    // SQL-first: areas query through their stores (`Db`), so there are no entity schemas; the ORM
    // gives the connection, migrations and transactions.
    entities: [],
    discovery: { warnWhenNoEntities: false },
    extensions: [Migrator],
    migrations: {
      migrationsList: MIGRATIONS,
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      silent: true,
    },
    debug: process.env.MIZAN_SQL_DEBUG === '1',
    allowGlobalContext: false,
    ensureDatabase: false,
  };
  const { promise: migrated, resolve: markMigrated } = Promise.withResolvers<void>();
  // Each driver is loaded only when chosen: a start on PostgreSQL loads no wasm. (A start on PGlite still
  // loads `pg`: the bundle builds the chunk both drivers share as the PostgreSQL driver's.)
  if (config.databaseUrl) {
    const [{ MikroORM: PostgresORM }, { default: pg }, { Parser }] = await Promise.all([
      import('@mikro-orm/postgresql'),
      import('pg'),
      import('pg-protocol/dist/parser.js'),
    ]);
    const orm = await PostgresORM.init({
      ...common,
      clientUrl: config.databaseUrl,
      pool: { min: 1, max: 20 },
    });
    const hotPool = new HotPool(
      hotDriver(pg, Parser),
      { connectionString: config.databaseUrl, types: ormTypes(pg) },
      HOT_CONNECTIONS,
    );
    return {
      orm: orm as unknown as Orm,
      kind: 'postgresql',
      hotPool,
      migrated,
      markMigrated,
      close: async () => {
        await hotPool.end();
        await orm.close(true);
      },
    };
  }
  // We own the PGlite instance: orm.close() leaves a passed-in instance open (STACK.md). The ORM
  // connects at its first statement, so the app can be built while the cluster is still opening.
  const pglite = opts.pglite ?? startPglite(config.dataDir, opts.testPgliteImage);
  pglite.catch(() => undefined); // thrown by the first statement
  const { MikroORM: PgliteORM } = await import('@mikro-orm/pglite');
  // Handed over as a function: the ORM deep-copies its options, and the instance holds a Worker.
  const orm = await PgliteORM.init({
    ...common,
    dbName: 'mizan',
    driverOptions: { pglite: () => pglite.then((p) => p.asPglite()) },
  });
  return {
    orm: orm as unknown as Orm,
    kind: 'pglite',
    pglite,
    migrated,
    markMigrated,
    close: async () => {
      await orm.close(true);
      await (await pglite.catch(() => undefined))?.close();
    },
  };
}

/** The ORM's type parsers (timestamps and dates as text), so a row reads the same from either pool. */
function ormTypes(pg: typeof import('pg').default): pg.CustomTypesConfig {
  const builtIn = pg.types.getTypeParser as (oid: number, format?: string) => (value: string) => unknown;
  // Their array types (date[], timestamp[] ...) as arrays of text, as text[] (oid 1009) parses.
  const parsers: Record<number, (value: string) => unknown> = createPostgreSqlTypeParsers(
    builtIn(1009) as (value: string) => string[],
  );
  return {
    getTypeParser: ((oid: number, format?: string) =>
      parsers[oid] ?? builtIn(oid, format)) as pg.CustomTypesConfig['getTypeParser'],
  };
}

export async function migrate(orm: Orm): Promise<void> {
  // Most starts have nothing to run: one query says so, where the Migrator's check first inspects
  // the schema (some 70 ms of a warm start on PGlite).
  const [{ present }] = await orm.em.execute<{ present: boolean }[]>(
    "select to_regclass('mikro_orm_migrations') is not null as present",
  );
  if (present) {
    const [{ n }] = await orm.em.execute<{ n: number }[]>(
      'select count(distinct name)::int as n from mikro_orm_migrations where name in (?)',
      [MIGRATIONS.map((m) => m.name)],
    );
    if (n === MIGRATIONS.length) return;
  }
  await orm.migrator.up();
}

/** Any fixed number: the advisory lock that serialises start-up work across API processes. */
const STARTUP_LOCK = 0x6d697a61;

/**
 * Runs migrate-and-seed under a PostgreSQL advisory lock, so replicas starting together on an
 * empty database take turns instead of racing on the same DDL. PGlite has one process by nature.
 */
export async function underStartupLock<T>(
  config: Pick<AppConfig, 'databaseUrl'>,
  work: () => Promise<T>,
): Promise<T> {
  if (!config.databaseUrl) return work();
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: config.databaseUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
    return await work();
  } finally {
    await client.end();
  }
}

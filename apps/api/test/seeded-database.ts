import { randomBytes } from 'node:crypto';
import { open, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { migrate, openDatabase } from '../src/database/database.js';
import { seedDemo } from '../src/database/seed/demo-seed.js';

/**
 * The migrated, demo-seeded database every API test app starts from, built once per jest run
 * instead of once per app (initdb, migrations, a few hundred demo questions and scrypt hashes took
 * most of a boot), then copied for each app:
 * - PGlite: a dump of the seeded in-memory data dir, loaded into each app's fresh in-memory
 *   instance (`testPgliteImage`);
 * - PostgreSQL: a template database `<prefix>_tpl`, cloned by `CREATE DATABASE ... TEMPLATE` into
 *   a database of the app's own (`<prefix>_<random>`), on the server of TEST_DATABASE_URL.
 * Each app still runs the normal start on its copy: pending migrations (none) and the seed check
 * (already seeded). The first caller of a run builds the template, under a lock, so parallel jest
 * workers share it. test/api-global-setup.mjs names the run (MIZAN_TEST_RUN_DIR, MIZAN_TEST_DB_PREFIX)
 * and test/api-global-teardown.mjs drops the run's databases; without them (a spec run outside the
 * jest config) both functions answer undefined and the harness builds every database afresh.
 */
const RUN_DIR = process.env.MIZAN_TEST_RUN_DIR;
const DB_PREFIX = process.env.MIZAN_TEST_DB_PREFIX;

/** The run's seeded PGlite data dir (an uncompressed tar), built by the first caller. */
export async function seededPgliteImage(): Promise<Blob | undefined> {
  if (!RUN_DIR) return undefined;
  const file = path.join(RUN_DIR, 'pglite-seeded.tar');
  await buildOnce(file, async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    try {
      await migrate(database.orm);
      await seedDemo(database.orm);
      const pglite = (await database.pglite)!;
      await pglite.query('checkpoint');
      const image = await pglite.dumpDataDir();
      await writeFile(`${file}.part`, Buffer.from(await image.arrayBuffer()));
      await rename(`${file}.part`, file);
    } finally {
      await database.close();
    }
  });
  return new Blob([await readFile(file)]);
}

/** Waits for `file`, which the one caller that gets the lock file builds. */
async function buildOnce(file: string, build: () => Promise<void>): Promise<void> {
  if (await exists(file)) return;
  try {
    await (await open(`${file}.lock`, 'wx')).close();
  } catch {
    // Another worker builds it.
    for (let waited = 0; !(await exists(file)); waited += 100) {
      if (waited > 180_000) throw new Error(`${file} was not built within 3 minutes`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return;
  }
  await build();
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

const withDatabase = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

/**
 * A new database of the caller's own on the server of `url`, cloned from the run's seeded
 * template (built by the first caller); its URL.
 */
export async function seededPostgresDatabase(url: string): Promise<string | undefined> {
  const prefix = DB_PREFIX;
  if (!prefix) return undefined;
  const template = `${prefix}_tpl`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock(hashtext($1))', [template]);
    try {
      const found = await client.query('select 1 from pg_database where datname = $1', [template]);
      if (!found.rowCount) {
        // Built under another name and renamed when complete: a failed build leaves no template.
        const building = `${prefix}_build`;
        await client.query(`drop database if exists "${building}" with (force)`);
        await client.query(`create database "${building}"`);
        const database = await openDatabase({
          databaseUrl: withDatabase(url, building),
          dataDir: 'memory://',
        });
        try {
          await migrate(database.orm);
          await seedDemo(database.orm);
        } finally {
          await database.close();
        }
        await client.query(`alter database "${building}" rename to "${template}"`);
      }
    } finally {
      await client.query('select pg_advisory_unlock(hashtext($1))', [template]);
    }
    const name = `${prefix}_${randomBytes(4).toString('hex')}`;
    await client.query(`create database "${name}" template "${template}"`);
    return withDatabase(url, name);
  } finally {
    await client.end();
  }
}

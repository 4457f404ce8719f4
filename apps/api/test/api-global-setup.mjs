import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

/**
 * jest globalSetup of the API project: names this run for the seeded database the harness builds
 * once and copies for every app (test/seeded-database.ts): a directory for the PGlite image
 * (MIZAN_TEST_RUN_DIR) and, with TEST_DATABASE_URL, the prefix of the run's PostgreSQL databases
 * (MIZAN_TEST_DB_PREFIX: `<TEST_DATABASE_URL's name>_<time>_<pid>`), so concurrent runs on one server
 * never meet. Also drops databases of runs that died over a day ago without their teardown.
 */
export default async function apiGlobalSetup() {
  const run = `${Date.now().toString(36)}_${process.pid}`;
  process.env.MIZAN_TEST_RUN_DIR = await mkdtemp(path.join(tmpdir(), `mizan-api-test-${run}-`));
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const name = decodeURIComponent(new URL(url).pathname.slice(1)) || 'postgres';
  const base = `${name
    .toLowerCase()
    .replace(/[^a-z0-9_]/g, '_')
    .slice(0, 24)}_`;
  process.env.MIZAN_TEST_DB_PREFIX = `${base}${run}`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query('select datname from pg_database where starts_with(datname, $1)', [
      base,
    ]);
    for (const { datname } of rows) {
      const started = /^([0-9a-z]{8})_\d+_/.exec(datname.slice(base.length));
      if (started && Date.now() - Number.parseInt(started[1], 36) > 24 * 3600_000) {
        await client.query(`drop database if exists "${datname}" with (force)`);
      }
    }
  } finally {
    await client.end();
  }
}

import { rm } from 'node:fs/promises';
import pg from 'pg';

/** jest globalTeardown of the API project: drops the run's databases and its directory. */
export default async function apiGlobalTeardown() {
  const dir = process.env.MIZAN_TEST_RUN_DIR;
  if (dir) await rm(dir, { recursive: true, force: true });
  const prefix = process.env.MIZAN_TEST_DB_PREFIX;
  const url = process.env.TEST_DATABASE_URL;
  if (!prefix || !url) return;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query('select datname from pg_database where starts_with(datname, $1)', [
      `${prefix}_`,
    ]);
    for (const { datname } of rows) await client.query(`drop database if exists "${datname}" with (force)`);
  } finally {
    await client.end();
  }
}

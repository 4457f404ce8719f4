#!/usr/bin/env node
/**
 * Starts one Mizan server for the Playwright journeys on a database that begins at the demo seed:
 * - PGlite (default): a fresh temporary MIZAN_DATA_DIR, removed when the server stops;
 * - PostgreSQL when TEST_DATABASE_URL is set: the 'main' server drops and recreates that database's
 *   public schema; the 'peer' server is a second process on main's database (it waits for main to
 *   answer at MIZAN_WAIT_FOR, then starts without seeding); any other server gets a sibling database
 *   '<name>_<server>' dropped and created anew, so two servers never migrate one schema at the same time.
 *
 * Usage: node e2e/serve.mjs <name> <port> [ENV=value ...]   (see e2e/playwright.config.ts)
 * Serves the built app (apps/api/dist + apps/web/dist): `npm run build` must have run.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const [name = 'main', port = '3210', ...extra] = process.argv.slice(2);
const log = (msg) => process.stdout.write(`[e2e ${name}] ${msg}\n`);

for (const built of ['apps/api/dist/bundle/main.js', 'apps/web/dist/index.html', 'libs/domain/dist']) {
  if (!existsSync(path.join(root, built))) {
    process.stderr.write(`[e2e ${name}] ${built} is missing: run \`npm run build\` before the e2e suite.\n`);
    process.exit(1);
  }
}

/** Temp data dirs of earlier runs that were killed before they could clean up (older than an hour). */
function removeStaleDataDirs() {
  const hourAgo = Date.now() - 3_600_000;
  for (const entry of readdirSync(tmpdir())) {
    if (!entry.startsWith('mizan-e2e-')) continue;
    const dir = path.join(tmpdir(), entry);
    try {
      if (statSync(dir).mtimeMs < hourAgo) rmSync(dir, { recursive: true, force: true });
    } catch {
      // another run's directory, or already gone
    }
  }
}

async function preparePostgres(url) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    if (name === 'peer') return url;
    if (name === 'main') {
      await client.query('drop schema if exists public cascade; create schema public;');
      return url;
    }
    const target = new URL(url);
    const dbName = `${decodeURIComponent(target.pathname.slice(1))}_${name}`.replace(/[^a-zA-Z0-9_]/g, '_');
    await client.query(`drop database if exists "${dbName}" with (force)`);
    await client.query(`create database "${dbName}"`);
    target.pathname = `/${dbName}`;
    return target.toString();
  } finally {
    await client.end();
  }
}

const env = { ...process.env, PORT: port, MIZAN_SEED_DEMO: '1', NODE_ENV: 'production' };
// main and peer share their Redis channels; another suite run on the same Redis (E2E_PORT) does not.
env.MIZAN_REDIS_PREFIX = `mizan-e2e-${process.env.E2E_PORT || 3210}`;
delete env.DATABASE_URL;
delete env.REDIS_URL;
for (const pair of extra) {
  const at = pair.indexOf('=');
  if (at > 0) env[pair.slice(0, at)] = pair.slice(at + 1);
}

if (name === 'peer') {
  if (!process.env.TEST_DATABASE_URL) {
    process.stderr.write("[e2e peer] needs TEST_DATABASE_URL: it shares the main server's database.\n");
    process.exit(1);
  }
  env.MIZAN_SEED_DEMO = '0';
  await waitFor(`${env.MIZAN_WAIT_FOR}/api/public/info`);
}

/** Polls `url` until it answers 200 (the main server has migrated and seeded), for at most two minutes. */
async function waitFor(url) {
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer`);
}

let dataDir;
if (process.env.TEST_DATABASE_URL) {
  env.DATABASE_URL = await preparePostgres(process.env.TEST_DATABASE_URL);
  log(`PostgreSQL ${new URL(env.DATABASE_URL).pathname.slice(1)}`);
} else {
  removeStaleDataDirs();
  dataDir = mkdtempSync(path.join(tmpdir(), `mizan-e2e-${name}-`));
  env.MIZAN_DATA_DIR = dataDir;
  log(`PGlite in ${dataDir}`);
}

// Started as users start it, with the API's process settings.
const child = spawn(path.join(root, 'apps/api/bin/mizan-api'), [], {
  cwd: root,
  env,
  stdio: 'inherit',
});

let stopping = false;
function cleanup() {
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
function stop(signal) {
  if (stopping) return;
  stopping = true;
  child.kill(signal);
  // The API closes PGlite on SIGTERM; give it a moment, then make sure it is gone.
  setTimeout(() => child.kill('SIGKILL'), 4000).unref();
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(signal));
process.on('exit', () => {
  if (child.exitCode === null) child.kill('SIGKILL');
  cleanup();
});
child.on('exit', (code, signal) => {
  cleanup();
  if (!stopping) log(`server exited (${signal ?? code})`);
  process.exit(stopping ? 0 : (code ?? 1));
});

// Shared helpers of the bench scripts: paths, the API as a child process, PostgreSQL set-up, statistics.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

export const ROOT = path.resolve(import.meta.dirname, '..');
export const API_MAIN = path.join(ROOT, 'apps/api/dist/bundle/main.js');
/** The API's launcher, with its process settings (as `npm start` runs it): the benches measure the process users run. */
export const API_LAUNCHER = path.join(ROOT, 'apps/api/bin/mizan-api');
export const WEB_DIST = path.join(ROOT, 'apps/web/dist');
export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/mizan_bench';
export const ADMIN = { username: 'admin', password: 'Admin@12345' };

/**
 * Imports a module of apps/api/test/ (test code such as the bench seeders, kept out of dist): compiled
 * with the API's swc settings, beside the sources it imports, into a cache directory.
 */
export async function importApiTestModule(file) {
  const build = path.join(ROOT, 'node_modules/.cache/mizan-bench-api');
  execFileSync(
    path.join(ROOT, 'node_modules/.bin/swc'),
    ['apps/api/src', file, '-d', build, '--config-file', '.swcrc', '--quiet'],
    { cwd: ROOT, stdio: 'inherit' },
  );
  return import(path.join(build, file.replace(/\.ts$/, '.js')));
}

export const log = (message) => process.stderr.write(`[bench] ${message}\n`);
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Every child still running and temp dir still there, so that an interrupt ends and removes them all. */
const children = new Set();
const tempDirs = new Set();

function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    log(`${signal}: stopping ${children.size} child process(es)`);
    await Promise.all([...children].map((child) => stopChild(child, 5000)));
    for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
    process.exit(signal === 'SIGINT' ? 130 : 143);
  });
}
process.once('exit', () => {
  for (const child of children) killGroup(child, 'SIGKILL');
});

/** Spawns a command in its own process group (so its own children end with it) and tracks it. */
export function spawnTracked(command, args, options) {
  const child = spawn(command, args, { cwd: ROOT, detached: true, ...options });
  children.add(child);
  child.exited = new Promise((resolve) => {
    child.once('exit', (code, signal) => {
      children.delete(child);
      resolve({ code, signal });
    });
  });
  return child;
}

/** Ends a tracked child: SIGTERM (the API closes its database cleanly), SIGKILL after `graceMs`. */
export async function stopChild(child, graceMs = 15_000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  killGroup(child, 'SIGTERM');
  const timer = setTimeout(() => killGroup(child, 'SIGKILL'), graceMs);
  await child.exited;
  clearTimeout(timer);
}

/** A port free on 127.0.0.1: `port` itself (rejects when taken), or any when 0. */
export function freePort(port = 0) {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function withTempDir(work) {
  const dir = await mkdtemp(path.join(tmpdir(), 'mizan-bench-'));
  tempDirs.add(dir);
  try {
    return await work(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
    tempDirs.delete(dir);
  }
}

/**
 * Starts the built API on a free port (or `port`: a restart where its clients are) and waits for GET
 * /api/health to answer 200 (each probe given `probeMs`), polling every 20 ms.
 * `startMs` is the time from spawn to that first 200. The child's output is kept (last 2 MB) for
 * counting logged SQL and for the error message when it dies.
 */
export async function startApi(env, { timeoutMs = 120_000, port: fixedPort, probeMs = 2000 } = {}) {
  const port = fixedPort ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawnTracked(API_LAUNCHER, [], {
    env: { ...process.env, NO_COLOR: '1', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk).slice(-2_000_000);
  };
  child.stdout.setEncoding('utf8').on('data', keep);
  child.stderr.setEncoding('utf8').on('data', keep);
  const api = {
    url,
    child,
    output: () => output,
    clearOutput: () => {
      output = '';
    },
    stop: () => stopChild(child),
  };
  try {
    while (performance.now() - started < timeoutMs) {
      if (child.exitCode !== null)
        throw new Error(`the API exited with ${child.exitCode}:\n${output.slice(-3000)}`);
      const ok = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(probeMs) }).then(
        (res) => res.status === 200,
        () => false,
      );
      if (ok) return { ...api, startMs: Math.round(performance.now() - started) };
      await sleep(20);
    }
    throw new Error(`the API did not answer /api/health within ${timeoutMs} ms:\n${output.slice(-3000)}`);
  } catch (error) {
    await api.stop();
    throw error;
  }
}

/**
 * The API process's CPU time so far in ms (user + system, Linux /proc; null elsewhere): divided by the
 * requests answered, it is what a request costs the API whatever else the machine is doing at the time.
 */
export function cpuMs(pid) {
  try {
    return statCpuMs(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return null;
  }
}

/** utime + stime of a /proc/<pid>/stat line, in ms (the fields after the command's closing parenthesis). */
function statCpuMs(stat) {
  const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}
/** USER_HZ: /proc counts CPU time in these ticks, 100 a second on Linux. */
const CLOCK_TICKS = 100;

/**
 * CPU time so far in ms of every process of this machine named `comm` (`postgres`: the server and its
 * backends), or null where there is none (a database elsewhere) or no /proc. A backend that exits takes
 * its time with it: use it across work whose connections stay open (a pool's).
 */
export function cpuMsOfAll(comm) {
  let total = null;
  let entries;
  try {
    entries = readdirSync('/proc');
  } catch {
    return null;
  }
  for (const pid of entries) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) !== comm) continue;
      total = (total ?? 0) + statCpuMs(stat);
    } catch {
      // Gone between the listing and the read.
    }
  }
  return total;
}

/** kB figures of /proc/<pid>/status: VmRSS now and VmHWM, the peak resident set since the process began. */
export async function memoryOf(pid) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = (field) => Number(status.match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'))?.[1] ?? Number.NaN);
  return { rssMb: round(kb('VmRSS') / 1024, 1), hwmMb: round(kb('VmHWM') / 1024, 1) };
}

/**
 * Runs `work` while GET /api/health is asked every 20 ms: its result and the longest the health route
 * waited (ms), which is how long the work held the API's event loop (or its pool) from everyone else.
 */
export async function whileProbingHealth(url, work) {
  const waits = [];
  let polling = true;
  const poll = (async () => {
    while (polling) {
      const started = performance.now();
      await fetch(`${url}/api/health`);
      waits.push(performance.now() - started);
      await sleep(20);
    }
  })();
  try {
    const result = await work();
    return { result, healthMaxWaitMs: round(Math.max(...waits), 1) };
  } finally {
    polling = false;
    await poll;
  }
}

/** `work` watched both ways: its wall time and sampled peak RSS (whileSampling) and health's longest wait. */
export async function whileWatching(api, work) {
  const { result, healthMaxWaitMs } = await whileProbingHealth(api.url, () =>
    whileSampling(api.child.pid, work),
  );
  return { ...result, healthMaxWaitMs };
}

/**
 * Runs `work` while sampling the VmRSS of process `pid` every `everyMs`: its result, its wall time in
 * seconds and the highest RSS sampled (MB).
 */
export async function whileSampling(pid, work, everyMs = 50) {
  let sampledPeakMb = 0;
  let polling = true;
  const poll = (async () => {
    while (polling) {
      sampledPeakMb = Math.max(sampledPeakMb, (await memoryOf(pid)).rssMb);
      await sleep(everyMs);
    }
  })();
  const started = performance.now();
  try {
    const result = await work();
    return { result, seconds: round((performance.now() - started) / 1000, 2), sampledPeakMb };
  } finally {
    polling = false;
    await poll;
  }
}

export async function login(url) {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (res.status !== 200) throw new Error(`login as ${ADMIN.username} answered ${res.status}`);
  return (await res.json()).token;
}

/** The bench only ever empties databases whose name holds 'bench' (mizan_bench*, h19bench): never `test` or anyone else's. */
function benchDatabase(databaseUrl) {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  if (!/^\w*bench\w*$/.test(name))
    throw new Error(`refusing to use database "${name}": name it mizan_bench* (or any name holding 'bench')`);
  if (!['127.0.0.1', 'localhost'].includes(url.hostname))
    throw new Error(`refusing non-local database ${url.host}`);
  return { url, name };
}

export async function withPg(connectionString, work) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Creates the bench database when missing and empties its public schema: the next start migrates and seeds. */
export async function resetDatabase(databaseUrl) {
  const { url, name } = benchDatabase(databaseUrl);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  await withPg(admin.href, async (client) => {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      log(`creating database ${name}`);
      await client.query(`create database "${name}"`);
    }
  });
  await withPg(databaseUrl, (client) => client.query('drop schema public cascade; create schema public'));
}

export const median = (values) => percentile(values, 50);

/** Nearest-rank percentile. */
export function percentile(values, p) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** Throughput and exact percentiles from every response's latency (ms) over `seconds`. */
export function latencyFigures(latencies, seconds) {
  return {
    requestsPerSecond: round(latencies.length / seconds, 0),
    requests: latencies.length,
    latencyMs: {
      p50: round(percentile(latencies, 50)),
      p95: round(percentile(latencies, 95)),
      p99: round(percentile(latencies, 99)),
      max: round(percentile(latencies, 100)),
    },
  };
}

export const round = (value, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

/** What each bench needs built, checked before it runs. */
export function missingBuild(needs) {
  const files = { api: API_MAIN, web: path.join(WEB_DIST, 'index.html') };
  return needs.filter((need) => !existsSync(files[need])).map((need) => path.relative(ROOT, files[need]));
}

/** The machine the figures were taken on: they are only comparable on a similar, similarly idle one. */
export const machine = () => ({
  node: process.version,
  cpus: availableParallelism(),
  loadAverage1m: round(loadavg()[0]),
});

export function printFigures(figures) {
  process.stdout.write(`${JSON.stringify({ machine: machine(), ...figures }, null, 2)}\n`);
}

/** Runs one bench as its own script: `node bench/startup.mjs`. */
export async function runAlone(name, bench, needs) {
  const missing = missingBuild(needs);
  if (missing.length) {
    log(`missing ${missing.join(', ')}: run \`npm run build\` first`);
    process.exit(1);
  }
  printFigures({ [name]: await bench() });
}

// Start to first answered request: spawn the built API, poll GET /api/health every 20 ms, time the first 200.
// 'cold' is an empty database (migrate + seed), 'warm' a second start on the same data. Each run also times,
// on the same machine at the same moment, a bare `node -e 0` and the import of the API's modules unbundled
// (swc's dist/app.js in a fresh process, what the start loaded before dist/bundle), so a loaded machine
// shows as slower times but the same ratios.
// Not kept (2026-12-06, a slower machine: this bench's warm start 1,030-1,356 ms median): V8's young generation
// started at its 8 MB cap (--min-semi-space-size=8), alone or with a 64 MB first old space
// (--initial-old-space-size=64). Warm starts alternated, 8 each: 1,053 ms median without, 1,083 and 1,018 with,
// within the starts' spread (972-1,216). A CPU profile of a start had GC at 6%, find-my-way compiling the routes'
// prefix matchers (new Function) and Node's ESM facade of node:http loading undici at 1-2% each.
// Kept (2026-12-06, session check 181-207 us a request on this machine): Node's built-ins read as CommonJS
// by the bundle (apps/api/bundle.mjs), HTTP/2, HTTPS and TLS at their first read, and the controllers'
// FastifyRequest no longer aliased as Request (the decorators' parameter types read the global Request,
// which loads undici). A profile of a start had 12% of the main thread in the ESM facades of node:http
// (undici), node:fs (its streams) and node:net. Warm starts alternated with the build before, 12 each:
// median 906 against 950 ms, the modules step 408 against 471 ms; this bench after it: 915 ms (914-932).
// Not kept (2026-12-06): V8's explicit compile hints (a `//# allFunctionsCalledOnLoad` line atop every
// chunk, so the compile cache holds every function): 5 alternated warm starts each, 964-1,083 against
// 967-1,125 ms. Migrating and seeding while Nest builds the app: PGlite's ready answer waits for the main
// thread's event loop, which the build does not turn (the open was seen 440-580 ms into the start), and on
// most warm starts PGlite opens after the build anyway (the database step, 40-130 ms, is that wait).
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { ROOT, log, median, resetDatabase, round, runAlone, sleep, startApi, withTempDir } from './lib.mjs';

const RUNS = 3;
const GOAL_MS = 1000;
const GOAL = `warm < ${GOAL_MS} ms (embedded database)`;
// swc's output, unbundled: what the bundle is measured against.
const APP = path.join(ROOT, 'apps/api/dist/app.js');

/** Wall time of a fresh `node` running `script`, in ms. */
function nodeMs(script) {
  const started = performance.now();
  execFileSync(process.execPath, ['--input-type=module', '-e', script], { stdio: 'ignore' });
  return performance.now() - started;
}

/**
 * One start's time to the first answer, and the steps main.js logs once up (Node and module loading,
 * database open, migrations check, seed or seed check, Nest's init, listen), ms.
 */
async function timeStart(env, label, phases) {
  const api = await startApi(env);
  const stepsLine = () => /\(ms: ([^)]+)\)/.exec(api.output());
  for (let i = 0; i < 50 && !stepsLine(); i++) await sleep(20);
  const line = stepsLine();
  await api.stop();
  log(`startup ${label}: ${api.startMs} ms (${line?.[1] ?? 'no steps logged'})`);
  if (line && phases)
    for (const part of line[1].split(', ')) {
      const [step, ms] = part.split(' ');
      phases[step] = [...(phases[step] ?? []), Number(ms)];
    }
  return api.startMs;
}

/** The median of each step of the warm starts, and its share of the warm start's median. */
const stepsOf = (phases, warmMs) =>
  Object.fromEntries(
    Object.entries(phases).map(([step, runs]) => [
      step,
      { medianMs: median(runs), shareOfWarm: round(median(runs) / warmMs, 2) },
    ]),
  );

/** Packages the start must not load (each loads at its first use): found among app.js's modules, a regression. */
const LAZY = [
  'pg-boss',
  'ioredis',
  '@socket.io/redis-adapter',
  '@tiptap/',
  'prosemirror-',
  'sanitize-html',
  'postcss',
];

/** The modules (ESM and CommonJS) importing app.js loads, counted in a fresh process. */
function modulesAtBoot() {
  const script = `import { registerHooks } from 'node:module';
    const seen = new Set();
    registerHooks({ load(url, context, next) { seen.add(url); return next(url, context); } });
    await import(${JSON.stringify(`file://${APP}`)});
    process.stdout.write(JSON.stringify([...seen]));`;
  const urls = JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      encoding: 'utf8',
      maxBuffer: 1 << 26,
    }),
  );
  return {
    count: urls.length,
    lazyLoadedAtBoot: LAZY.filter((name) => urls.some((url) => url.includes(`/node_modules/${name}`))),
  };
}

/**
 * Built-ins the bundle imports as ESM (apps/api/bundle.mjs reads them as CommonJS; only node:module, which
 * its runtime needs, stays an import): any other found here is a regression, its facade loaded at start.
 */
function esmBuiltinImports() {
  const dir = path.join(ROOT, 'apps/api/dist/bundle');
  const found = new Set();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.js')))
    for (const [, name] of readFileSync(path.join(dir, file), 'utf8').matchAll(
      /^import\s(?:[^;]*?\sfrom\s)?"([^"]+)";/gm,
    ))
      if (isBuiltin(name) && name.replace(/^node:/, '') !== 'module') found.add(name);
  return [...found];
}

function summary(cold, warm, bare, modules, phases) {
  const warmMs = median(warm);
  return {
    coldMs: { median: median(cold), runs: cold },
    warmMs: { median: warmMs, runs: warm },
    warmSteps: stepsOf(phases, warmMs),
    nodeBareMs: { median: round(median(bare), 0), runs: bare.map((v) => round(v, 0)) },
    unbundledImportMs: { median: round(median(modules), 0), runs: modules.map((v) => round(v, 0)) },
    warmInBareNodes: round(warmMs / median(bare), 1),
    // The start's own module step (the bundle, with the database opening beside it) against the same
    // modules loaded unbundled, in the same run.
    modulesToUnbundled: round(median(phases.modules ?? [NaN]) / median(modules), 2),
    modulesAtBoot: modulesAtBoot(),
    esmBuiltinImports: esmBuiltinImports(),
    goal: GOAL,
    goalMet: warmMs < GOAL_MS,
  };
}

/** The same-run references: `node -e 0`, and importing swc's dist/app.js unbundled (every module the API loads at start). */
function references(bare, modules) {
  bare.push(nodeMs('0'));
  modules.push(nodeMs(`await import(${JSON.stringify(`file://${APP}`)})`));
  log(`startup references: node -e 0 ${round(bare.at(-1), 0)} ms, modules ${round(modules.at(-1), 0)} ms`);
}

async function pglite() {
  const [cold, warm, bare, modules, phases] = [[], [], [], [], {}];
  for (let i = 0; i < RUNS; i++) {
    await withTempDir(async (dataDir) => {
      const env = { MIZAN_DATA_DIR: dataDir, DATABASE_URL: '' };
      cold.push(await timeStart(env, 'pglite cold'));
      warm.push(await timeStart(env, 'pglite warm', phases));
      references(bare, modules);
    });
  }
  return summary(cold, warm, bare, modules, phases);
}

async function postgresql(databaseUrl) {
  const [cold, warm, bare, modules, phases] = [[], [], [], [], {}];
  for (let i = 0; i < RUNS; i++) {
    await resetDatabase(databaseUrl);
    cold.push(await timeStart({ DATABASE_URL: databaseUrl }, 'postgresql cold'));
    warm.push(await timeStart({ DATABASE_URL: databaseUrl }, 'postgresql warm', phases));
    references(bare, modules);
  }
  return summary(cold, warm, bare, modules, phases);
}

export default async function startup() {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  return {
    pglite: await pglite(),
    postgresql: databaseUrl ? await postgresql(databaseUrl) : { skipped: 'set BENCH_DATABASE_URL' },
  };
}

if (import.meta.main) await runAlone('startup', startup, ['api']);

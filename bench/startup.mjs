// Start to first answered request: spawn the built API, poll GET /api/health every 20 ms, time the first 200.
// 'cold' is an empty database (migrate + seed), 'warm' a second start on the same data.
import { log, median, resetDatabase, runAlone, startApi, withTempDir } from './lib.mjs';

const RUNS = 3;
const GOAL = 'warm < 3000 ms';

async function timeStart(env, label) {
  const api = await startApi(env);
  await api.stop();
  log(`startup ${label}: ${api.startMs} ms`);
  return api.startMs;
}

function summary(cold, warm) {
  return {
    coldMs: { median: median(cold), runs: cold },
    warmMs: { median: median(warm), runs: warm },
    goal: GOAL,
    goalMet: median(warm) < 3000,
  };
}

async function pglite() {
  const cold = [];
  const warm = [];
  for (let i = 0; i < RUNS; i++) {
    await withTempDir(async (dataDir) => {
      const env = { MIZAN_DATA_DIR: dataDir, DATABASE_URL: '' };
      cold.push(await timeStart(env, 'pglite cold'));
      warm.push(await timeStart(env, 'pglite warm'));
    });
  }
  return summary(cold, warm);
}

async function postgresql(databaseUrl) {
  const cold = [];
  const warm = [];
  for (let i = 0; i < RUNS; i++) {
    await resetDatabase(databaseUrl);
    cold.push(await timeStart({ DATABASE_URL: databaseUrl }, 'postgresql cold'));
    warm.push(await timeStart({ DATABASE_URL: databaseUrl }, 'postgresql warm'));
  }
  return summary(cold, warm);
}

export default async function startup() {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  return {
    pglite: await pglite(),
    postgresql: databaseUrl ? await postgresql(databaseUrl) : { skipped: 'set BENCH_DATABASE_URL' },
  };
}

if (import.meta.main) await runAlone('startup', startup, ['api']);

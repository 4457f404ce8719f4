// GET /api/auth/session under 50 concurrent connections for 10 s (autocannon), on PostgreSQL and on PGlite,
// and the SQL statements one such request costs, counted from the API's own query log.
import autocannon from 'autocannon';
import {
  DEFAULT_DATABASE_URL,
  latencyFigures,
  log,
  login,
  resetDatabase,
  round,
  runAlone,
  sleep,
  startApi,
  withPg,
  withTempDir,
} from './lib.mjs';

const CONNECTIONS = 50;
const DURATION_S = 10;
const WARMUP_S = 2;
const COUNTED_REQUESTS = 100;
const GOAL = 'p95 < 10 ms on PostgreSQL; token check = one indexed lookup per request';

/** The load run. Latencies are collected per response, so p95 is exact rather than read off autocannon's buckets. */
async function hammer(url, token) {
  const latencies = [];
  const run = autocannon({
    url: `${url}/api/auth/session`,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: { authorization: `Bearer ${token}` },
    warmup: { connections: CONNECTIONS, duration: WARMUP_S },
  });
  run.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  const result = await run;
  return {
    ...latencyFigures(latencies, DURATION_S),
    requestsPerSecond: round(result.requests.average, 0),
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

async function loadRun(env, label) {
  const api = await startApi(env);
  try {
    const token = await login(api.url);
    log(`session ${label}: ${CONNECTIONS} connections for ${DURATION_S} s (after ${WARMUP_S} s warm-up)`);
    const figures = await hammer(api.url, token);
    log(`session ${label}: ${figures.requestsPerSecond} req/s, p95 ${figures.latencyMs.p95} ms`);
    return figures;
  } finally {
    await api.stop();
  }
}

/** Statements the API logged (MIZAN_SQL_DEBUG=1), one per `[query]` line, without the timing suffix. */
const loggedStatements = (output) =>
  output
    .split('\n')
    .filter((line) => line.includes('[query] '))
    .map((line) => line.slice(line.indexOf('[query] ') + 8).replace(/ \[took [^\]]*\]\s*$/, ''));

/** Waits until the child's output stops growing (its log lines arrive through a pipe), at most 5 s. */
async function settledOutput(api) {
  let previous = -1;
  for (let i = 0; i < 50 && api.output().length !== previous; i++) {
    previous = api.output().length;
    await sleep(100);
  }
  return api.output();
}

/**
 * Sends COUNTED_REQUESTS sequential requests to an API that logs every statement, counts them per request,
 * and asks PostgreSQL for the plan of the logged token-check statement.
 */
async function statementsPerRequest(databaseUrl) {
  const api = await startApi({ DATABASE_URL: databaseUrl, MIZAN_SQL_DEBUG: '1' });
  try {
    const token = await login(api.url);
    await settledOutput(api);
    api.clearOutput();
    for (let i = 0; i < COUNTED_REQUESTS; i++) {
      const res = await fetch(`${api.url}/api/auth/session`, {
        headers: { authorization: `Bearer ${token}` },
      });
      if (res.status !== 200) throw new Error(`GET /api/auth/session answered ${res.status}`);
      await res.arrayBuffer();
    }
    const statements = loggedStatements(await settledOutput(api));
    const tokenChecks = statements.filter((sql) => /\buser_session\b/.test(sql));
    if (tokenChecks.length === 0) throw new Error('no statement on user_session was logged');
    const plan = await withPg(databaseUrl, (client) =>
      client.query(`explain (costs off) ${tokenChecks.at(-1)}`),
    );
    const planLines = plan.rows.map((row) => row['QUERY PLAN']);
    const perRequest = statements.length / COUNTED_REQUESTS;
    const tokenChecksPerRequest = tokenChecks.length / COUNTED_REQUESTS;
    const indexedOnly = !planLines.some((line) => line.includes('Seq Scan'));
    return {
      requests: COUNTED_REQUESTS,
      statementsPerRequest: round(perRequest),
      tokenCheckStatementsPerRequest: round(tokenChecksPerRequest),
      tokenCheckPlan: planLines,
      tokenCheckUsesIndexesOnly: indexedOnly,
      goalMet: tokenChecksPerRequest <= 1 && indexedOnly,
      lastRequestStatements: statements.slice(-Math.round(perRequest)).map((sql) => sql.slice(0, 140)),
    };
  } finally {
    await api.stop();
  }
}

export default async function session() {
  const databaseUrl = process.env.BENCH_DATABASE_URL || DEFAULT_DATABASE_URL;
  await resetDatabase(databaseUrl);
  const postgresql = await loadRun({ DATABASE_URL: databaseUrl }, 'postgresql');
  log('session: counting statements per request on PostgreSQL');
  const queries = await statementsPerRequest(databaseUrl);
  const pglite = await withTempDir((dataDir) =>
    loadRun({ DATABASE_URL: '', MIZAN_DATA_DIR: dataDir }, 'pglite'),
  );
  return {
    postgresql: { ...postgresql, goalMet: postgresql.latencyMs.p95 < 10 && postgresql.non2xx === 0 },
    pglite,
    queriesPerRequest: queries,
    latencySource: 'exact percentiles over every response of the measured run (autocannon "response" events)',
    goal: GOAL,
  };
}

if (import.meta.main) await runAlone('session', session, ['api']);

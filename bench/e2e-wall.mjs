// Wall time of the e2e suite (`npm run test:e2e`); slow, so it runs only with BENCH_E2E=1.
import { freePort, log, runAlone, spawnTracked, stopChild } from './lib.mjs';

const TIMEOUT_MS = 30 * 60_000;

/** The suite starts two servers on E2E_PORT and E2E_PORT + 1: pick a free pair, away from other runs. */
async function freePortPair() {
  for (let i = 0; i < 20; i++) {
    const port = await freePort();
    if (
      await freePort(port + 1).then(
        () => true,
        () => false,
      )
    )
      return port;
  }
  throw new Error('no two adjacent free ports found');
}

export default async function e2eWall() {
  if (process.env.BENCH_E2E !== '1') return { skipped: 'set BENCH_E2E=1' };
  log('e2e: npm run test:e2e (its output follows on stderr)');
  const env = { ...process.env, E2E_PORT: String(await freePortPair()) };
  const started = performance.now();
  // The suite's output goes to stderr: stdout carries only the figures.
  const child = spawnTracked('npm', ['run', 'test:e2e'], { env, stdio: ['ignore', 2, 2] });
  const timer = setTimeout(() => {
    log(`e2e: still running after ${TIMEOUT_MS / 60_000} min, stopping it`);
    stopChild(child);
  }, TIMEOUT_MS);
  try {
    const { code, signal } = await child.exited;
    return {
      wallSeconds: Math.round((performance.now() - started) / 100) / 10,
      exitCode: code,
      signal,
      passed: code === 0,
    };
  } finally {
    clearTimeout(timer);
    await stopChild(child);
  }
}

if (import.meta.main) await runAlone('e2eWall', e2eWall, ['api', 'web']);

#!/usr/bin/env node
// Runs npm scripts one after the other, as `a && b && ...` would, and prints how long each took,
// so the suite's time per layer (lint, typecheck, unit, api, e2e) can be watched.
// Usage: node scripts/timed.mjs lint typecheck test:unit test:api test:e2e
import { spawnSync } from 'node:child_process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: node scripts/timed.mjs <npm script>...');
  process.exit(2);
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const times = [];
let status = 0;
for (const script of scripts) {
  const started = performance.now();
  const run = spawnSync(npm, ['run', script], { stdio: 'inherit' });
  const seconds = (performance.now() - started) / 1000;
  status = run.status ?? 1;
  times.push([script, seconds, status === 0 ? 'ok' : `failed (${run.signal ?? status})`]);
  // Like `&&`: the first failing layer ends the run.
  if (status !== 0) break;
}

const width = Math.max(...times.map(([name]) => name.length));
const total = times.reduce((sum, [, s]) => sum + s, 0);
console.log('\n== time per layer');
for (const [name, seconds, outcome] of times)
  console.log(`${name.padEnd(width)}  ${seconds.toFixed(1).padStart(7)} s  ${outcome}`);
for (const name of scripts.slice(times.length)) console.log(`${name.padEnd(width)}        - s  not run`);
console.log(`${'total'.padEnd(width)}  ${total.toFixed(1).padStart(7)} s`);
process.exit(status);

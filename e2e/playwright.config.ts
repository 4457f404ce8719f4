import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import {
  MAIN_PORT,
  MAIN_URL,
  PEER_PORT,
  PEER_REDIS_URL,
  PEER_URL,
  PORTAL_SECRET,
  SHORT_PORT,
  SHORT_SESSION_SECONDS,
  SHORT_URL,
} from './lib/servers';

const root = path.resolve(import.meta.dirname, '..');
const artifacts = path.join(import.meta.dirname, '.artifacts');
// Playwright empties its output folders at start: runs on other ports (E2E_PORT) keep their own.
const runSuffix = process.env.E2E_PORT ? `-${MAIN_PORT}` : '';
const ci = !!process.env.CI;

const server = (name: string, port: number, url: string, env: string[] = []) => ({
  command: ['node', 'e2e/serve.mjs', name, String(port), ...env].join(' '),
  cwd: root,
  url: `${url}/api/public/info`,
  // Every run starts from the demo seed; a server left running would carry state between runs.
  reuseExistingServer: false,
  timeout: 120_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  // serve.mjs stops the API (which flushes and closes its database) and removes its temp data.
  gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 6000 },
});

export default defineConfig({
  testDir: './tests',
  outputDir: path.join(artifacts, `results${runSuffix}`),
  // Tests spread over three workers on two cores: in the headless shell two left the CPU a quarter
  // idle (journeys waiting on a clock or a socket), three finished the layer in 7.1 minutes instead
  // of 9.0 (E2E_WORKERS sets another number). Files whose tests share a user's server-side state
  // (scope, stage, profile) say `test.describe.configure({ mode: 'serial' })`. Journeys that change
  // shared state use users no other journey uses (newuser, lockme-*).
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS) || 3,
  // No retries: a journey that passes only on a second try is a failure to fix (wait for the
  // event or state it needs), not to hide. failOnFlakyTests guards against a retry added later.
  retries: 0,
  failOnFlakyTests: ci,
  forbidOnly: ci,
  timeout: 30_000,
  // About 210 journeys on two cores took 40 minutes with traces and the full browser on this
  // machine; the bound only stops a hung run.
  globalTimeout: 55 * 60_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['html', { outputFolder: path.join(artifacts, `report${runSuffix}`), open: 'never' }]],
  use: {
    baseURL: MAIN_URL,
    locale: 'ar-EG',
    timezoneId: 'Africa/Cairo',
    viewport: { width: 1280, height: 800 },
    actionTimeout: 10_000,
    navigationTimeout: 15_000,
    // A trace records every frame the browser paints: on CI, where no one can open one, it was a
    // third of the journeys' time (Chromium's browser and GPU processes encoding frames). Locally
    // a failing journey keeps its trace.
    trace: ci ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        headless: true,
        launchOptions: {
          // Debian's old headless shell: the journeys took a third less time in it than in the
          // full browser's headless mode (./mizan test-tools installs it).
          executablePath: process.env.MIZAN_CHROMIUM || '/usr/lib/chromium/chromium-headless-shell',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        },
      },
    },
  ],
  webServer: [
    server('main', MAIN_PORT, MAIN_URL, PEER_REDIS_URL ? [`REDIS_URL=${PEER_REDIS_URL}`] : []),
    server('short', SHORT_PORT, SHORT_URL, [
      `MIZAN_SESSION_SECONDS=${SHORT_SESSION_SECONDS}`,
      `MIZAN_PORTAL_SECRET=${PORTAL_SECRET}`,
    ]),
    ...(PEER_REDIS_URL
      ? [server('peer', PEER_PORT, PEER_URL, [`REDIS_URL=${PEER_REDIS_URL}`, `MIZAN_WAIT_FOR=${MAIN_URL}`])]
      : []),
  ],
});

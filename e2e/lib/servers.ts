/**
 * The servers the suite starts (playwright.config.ts 'webServer'):
 * - main: default settings, used by almost every journey;
 * - short: a 20 s session (session-expiry journey) and a portal secret (portal-login journey);
 * - peer: only with TEST_DATABASE_URL and REDIS_URL, a second API process on main's database,
 *   joined to main through Redis (socket.io adapter, collaboration documents).
 * main and short each start on their own database at the demo seed (e2e/serve.mjs).
 */
const port = Number(process.env.E2E_PORT || 3210);

export const MAIN_PORT = port;
export const SHORT_PORT = port + 1;
export const MAIN_URL = `http://127.0.0.1:${MAIN_PORT}`;
export const SHORT_URL = `http://127.0.0.1:${SHORT_PORT}`;
export const PEER_PORT = port + 2;
export const PEER_URL = `http://127.0.0.1:${PEER_PORT}`;
/** Redis that main and peer share, when the suite runs them both. */
export const PEER_REDIS_URL = process.env.TEST_DATABASE_URL ? process.env.REDIS_URL : undefined;

/** Session length of the short server, seconds. */
export const SHORT_SESSION_SECONDS = 20;
/** HMAC secret the short server shares with the (simulated) university portal. */
export const PORTAL_SECRET = 'e2e-portal-secret-not-for-production';

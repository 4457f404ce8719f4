/**
 * The two servers the suite starts (playwright.config.ts 'webServer'):
 * - main: default settings, used by almost every journey;
 * - short: a 20 s session (session-expiry journey) and a portal secret (portal-login journey).
 * Each starts on its own database at the demo seed (e2e/serve.mjs).
 */
const port = Number(process.env.E2E_PORT || 3210);

export const MAIN_PORT = port;
export const SHORT_PORT = port + 1;
export const MAIN_URL = `http://127.0.0.1:${MAIN_PORT}`;
export const SHORT_URL = `http://127.0.0.1:${SHORT_PORT}`;

/** Session length of the short server, seconds. */
export const SHORT_SESSION_SECONDS = 20;
/** HMAC secret the short server shares with the (simulated) university portal. */
export const PORTAL_SECRET = 'e2e-portal-secret-not-for-production';

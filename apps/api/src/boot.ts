import { readConfig } from './config/app-config.js';
import { startPglite } from './database/pglite.js';

const config = readConfig();
// The embedded database starts before the app's modules load: in its worker thread, so the two
// overlap on a second core.
const pglite = config.databaseUrl ? undefined : startPglite(config.dataDir);
pglite?.catch(() => undefined); // awaited, and thrown, by startApp
const [{ Logger }, { startApp }] = await Promise.all([import('@nestjs/common'), import('./app.js')]);
// Node's own start and the modules' loading.
const modules = Math.round(performance.now());
const started = Date.now();
const running = await startApp(config, { pglite });
const steps = Object.entries({ modules, ...running.phases })
  .map(([step, ms]) => `${step} ${ms}`)
  .join(', ');
Logger.log(
  `Mizan is up at ${running.url} on ${running.database.kind}${config.redisUrl ? ' with Redis' : ''} in ${Date.now() - started} ms (ms: ${steps})`,
  'Mizan',
);

// Close the database cleanly so PGlite flushes its files before the process ends.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    running.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

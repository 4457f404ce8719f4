import { Logger } from '@nestjs/common';
import { startApp } from './app.js';
import { readConfig } from './config/app-config.js';

// The body runs once every module it imports has loaded: Node's own start and the modules' loading.
const modules = Math.round(performance.now());
const config = readConfig();
const started = Date.now();
const running = await startApp(config);
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

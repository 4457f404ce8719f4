import { Logger } from '@nestjs/common';
import { startApp } from './app.js';
import { readConfig } from './config/app-config.js';

const config = readConfig();
const started = Date.now();
const running = await startApp(config);
Logger.log(
  `Mizan is up at ${running.url} on ${running.database.kind}${config.redisUrl ? ' with Redis' : ''} in ${Date.now() - started} ms`,
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

import { ConsoleLogger } from '@nestjs/common';

/** Nest's own start-up lines: one per module and one per route (some 170), nothing an operator acts on. */
const START_CONTEXTS = new Set([
  'NestFactory',
  'InstanceLoader',
  'RoutesResolver',
  'RouterExplorer',
  'WebSocketsController',
  'NestApplication',
]);

/**
 * The API's logger: Nest's console logger without Nest's start-up lines, which cost a warm start
 * tens of milliseconds (each line formats a timestamp); "Mizan is up ..." says the start is done.
 * Warnings and errors from those contexts still print.
 */
export class StartQuietLogger extends ConsoleLogger {
  override log(message: unknown, ...rest: unknown[]): void {
    const context = rest.at(-1);
    if (typeof context === 'string' && START_CONTEXTS.has(context)) return;
    super.log(message, ...rest);
  }
}

// A reader thread of the scan job (reader-pool.ts): reads the pages it is sent with the exam's sheets
// (workerData) and answers each with its reading, or with why it could not. Run compiled from dist,
// or from source in tests (Node strips the types; the hook below finds the .ts of a './x.js' import).
import { registerHooks } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';
import type { ExamSheets } from './exam-sheet.js';
import type { ReaderTask } from './reader-pool.js';

if (import.meta.url.endsWith('.ts'))
  registerHooks({
    resolve: (specifier, context, next) =>
      specifier.startsWith('.') && specifier.endsWith('.js') && context.parentURL?.endsWith('.ts')
        ? next(`${specifier.slice(0, -3)}.ts`, context)
        : next(specifier, context),
  });

const { readExamSheet } = await import('./exam-sheet.js');
const sheets = workerData as ExamSheets;

parentPort?.on('message', async (task: ReaderTask) => {
  try {
    parentPort?.postMessage({ id: task.id, reading: await readExamSheet(task.image, sheets) });
  } catch (error) {
    parentPort?.postMessage({ id: task.id, failure: String(error) });
  }
});

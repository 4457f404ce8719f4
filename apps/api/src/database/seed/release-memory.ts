import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

type Gc = (options: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void;

/**
 * Gives the operating system back the heap the demo seed grew (issue 19 'Import'): V8 keeps the
 * pages a burst of allocation committed, so a first start that seeded held about 80 MB more than a
 * restart on the same data, for the process's life. A last-resort collection (what V8 runs under
 * memory pressure) compacts the heap and releases its pooled pages. Once, after a seed only: it
 * stops the process for a few hundred ms.
 */
export function releaseSeedMemory(): void {
  // The gc function exists only in contexts made after --expose-gc is set; the app's own is untouched.
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as Gc)({ type: 'major', execution: 'sync', flavor: 'last-resort' });
}

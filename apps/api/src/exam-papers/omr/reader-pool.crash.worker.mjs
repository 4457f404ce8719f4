// A reader thread for reader-pool.spec.ts: a page whose first byte is 0 ends the thread (a native
// crash, as the pool sees it), 1 throws in the thread, 2 never answers; any other page is answered.
import { parentPort } from 'node:worker_threads';

parentPort.on('message', ({ id, image }) => {
  if (image[0] === 0) process.exit(3);
  if (image[0] === 1) throw new Error('thread broke');
  if (image[0] === 2) return;
  parentPort.postMessage({
    id,
    reading: { ok: false, problem: 'noMarks', identity: null, thumbnail: image },
  });
});

import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ExamSheets } from './exam-sheet.js';
import type { SheetReading } from './sheet.reader.js';

export interface ReaderTask {
  id: number;
  image: Uint8Array;
}

type Answer = { id: number; reading: SheetReading } | { id: number; failure: string };

/** A page that takes longer than this is stuck (a decoder bug): its thread is ended and replaced. */
const PAGE_TIMEOUT_MS = 60_000;
/**
 * A thread's JavaScript heap: a page needs a few MB of it (its pixels are outside the heap), so a
 * page that needs more is a runaway one and ends its thread, not the API.
 */
const HEAP_MB = 256;

/** The worker's file next to this one: .ts when run from source (tests), .js when compiled. */
const readerUrl = () =>
  new URL(`./read.worker${path.extname(fileURLToPath(import.meta.url))}`, import.meta.url);

interface Thread {
  worker: Worker;
  task: { id: number; done: (answer: Answer) => void; timer: NodeJS.Timeout } | null;
}

/**
 * The scan job's reader threads, one per core by default: pages are read in parallel off the API's
 * event loop, each thread one page at a time. A page whose thread throws, crashes, runs out of its
 * heap or hangs is answered with the failure (its thread is replaced); the others go on.
 */
export class ReaderPool {
  private readonly threads: Thread[] = [];
  private readonly queue: { task: ReaderTask; done: (answer: Answer) => void }[] = [];
  private nextId = 1;
  private closed = false;

  constructor(
    private readonly sheets: ExamSheets,
    readonly size = availableParallelism(),
    private readonly url: URL = readerUrl(),
    private readonly pageTimeoutMs = PAGE_TIMEOUT_MS,
  ) {}

  /** The page's reading, or why no reading came back (the page then goes to a person). */
  read(image: Uint8Array): Promise<{ reading: SheetReading } | { failure: string }> {
    if (this.closed) return Promise.resolve({ failure: 'reader closed' });
    return new Promise((done) => {
      this.queue.push({ task: { id: this.nextId++, image }, done });
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const { done } of this.queue.splice(0)) done({ id: 0, failure: 'reader closed' });
    await Promise.all(this.threads.splice(0).map((t) => this.end(t, 'reader closed')));
  }

  private dispatch() {
    while (this.queue.length) {
      const thread = this.threads.find((t) => !t.task) ?? this.spawn();
      if (!thread) return;
      const { task, done } = this.queue.shift() as (typeof this.queue)[number];
      const timer = setTimeout(() => void this.end(thread, 'page timed out'), this.pageTimeoutMs);
      thread.task = { id: task.id, done, timer };
      // A copy of its own, handed over rather than cloned.
      const image = new Uint8Array(task.image);
      thread.worker.postMessage({ id: task.id, image } satisfies ReaderTask, [image.buffer]);
    }
  }

  private spawn(): Thread | null {
    if (this.threads.length >= this.size) return null;
    const worker = new Worker(this.url, {
      workerData: this.sheets,
      resourceLimits: { maxOldGenerationSizeMb: HEAP_MB },
    });
    const thread: Thread = { worker, task: null };
    worker.on('message', (answer: Answer) => {
      const task = thread.task;
      if (!task || task.id !== answer.id) return;
      thread.task = null;
      clearTimeout(task.timer);
      task.done(answer);
      this.dispatch();
    });
    worker.on('error', (error) => void this.end(thread, String(error)));
    worker.on('exit', (code) => void this.end(thread, `reader thread stopped (${code})`));
    this.threads.push(thread);
    return thread;
  }

  /** Answers the thread's page with the failure, ends the thread and lets a new one take the queue. */
  private async end(thread: Thread, failure: string) {
    const at = this.threads.indexOf(thread);
    if (at >= 0) this.threads.splice(at, 1);
    const task = thread.task;
    thread.task = null;
    if (task) {
      clearTimeout(task.timer);
      task.done({ id: task.id, failure });
    }
    if (!this.closed) this.dispatch();
    await thread.worker.terminate();
  }
}

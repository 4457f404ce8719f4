import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

export interface SolveJob {
  id: number;
  lp: string;
  timeLimitSeconds: number;
  relativeGap: number;
  seed: number;
}
export interface SolveReply {
  id: number;
  /** solved: `chosen` holds a feasible solution (optimal within the gap, or the best at the time limit). */
  outcome: 'solved' | 'infeasible' | 'noSolution' | 'error';
  timedOut: boolean;
  /** Names of the binary columns at 1. */
  chosen: string[];
  gap: number | null;
  ms: number;
  error?: string;
}

/** A worker that answers long after its own time limit is stuck (a solver bug): it is ended. */
const WATCHDOG_GRACE_MS = 10_000;

/** The worker's file next to this one: .ts when run from source (tests), .js when compiled. */
const workerUrl = () => {
  const here = fileURLToPath(import.meta.url);
  return new URL(`./solver.worker${path.extname(here)}`, import.meta.url);
};

/**
 * One solver worker per process, started on first use and shared by all exams: solves queue on it,
 * which also bounds the CPU the assembler takes on a 2-core machine. It does not keep the process
 * alive while idle.
 */
class SolverThread {
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly pending = new Map<
    number,
    { resolve: (r: SolveReply) => void; reject: (e: Error) => void; timer: NodeJS.Timeout }
  >();

  solve(job: Omit<SolveJob, 'id'>): Promise<SolveReply> {
    const worker = this.start();
    const id = this.nextId++;
    return new Promise<SolveReply>((resolve, reject) => {
      const timer = setTimeout(
        () => this.fail(new Error('the solver did not answer in time')),
        job.timeLimitSeconds * 1000 * (this.pending.size + 1) + WATCHDOG_GRACE_MS,
      );
      this.pending.set(id, { resolve, reject, timer });
      worker.ref();
      worker.postMessage({ ...job, id } satisfies SolveJob);
    });
  }

  /** Ends the worker (tests, shutdown); the next solve starts a new one. */
  async close() {
    const worker = this.worker;
    this.worker = null;
    await worker?.terminate();
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(workerUrl());
    worker.on('message', (reply: SolveReply) => {
      const job = this.pending.get(reply.id);
      if (!job) return;
      this.pending.delete(reply.id);
      clearTimeout(job.timer);
      if (!this.pending.size) worker.unref();
      job.resolve(reply);
    });
    worker.on('error', (error) => this.fail(error));
    worker.on('exit', () => {
      if (this.worker === worker) this.worker = null;
      this.fail(new Error('the solver worker stopped'));
    });
    this.worker = worker;
    return worker;
  }

  private fail(error: Error) {
    for (const job of this.pending.values()) {
      clearTimeout(job.timer);
      job.reject(error);
    }
    this.pending.clear();
    const worker = this.worker;
    this.worker = null;
    void worker?.terminate();
  }
}

export const solverThread = new SolverThread();

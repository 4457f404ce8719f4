/**
 * Work every API process runs on a period: the sweeps for what no request comes back for (attempts
 * past their deadline, results without statistics, sockets of dead processes). One run at a time;
 * the timer does not keep the process alive. `stop` (from the owner's onModuleDestroy, which Nest
 * calls before the global modules', the database's and Redis's, close) starts no further run and
 * waits for the one in flight, so that it ends, its transaction committed or rolled back, on an
 * open database instead of failing under a closed one. A run of several units checks `stopping`
 * between them.
 */
export class Periodic<T> {
  private timer?: NodeJS.Timeout;
  private running?: Promise<T>;
  private stopped = false;

  constructor(private readonly work: () => Promise<T>) {}

  get stopping(): boolean {
    return this.stopped;
  }

  /** Runs every `ms` from when `after` resolves (the database migrated: the app starts before that). */
  start(ms: number, after: Promise<unknown>): void {
    void after.then(() => {
      if (this.stopped) return;
      this.timer = setInterval(() => void this.run().catch(() => undefined), ms);
      this.timer.unref();
    });
  }

  /** A run now, or the one in flight: what it answers. */
  run(): Promise<T> {
    this.running ??= this.work().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running?.catch(() => undefined);
  }
}

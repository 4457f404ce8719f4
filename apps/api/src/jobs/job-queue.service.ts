import { type OnApplicationBootstrap, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { JobProgressEvent } from '@mizan/domain/jobs';
import type { Job, PgBoss } from 'pg-boss';
import { Db } from '../database/db.service.js';
import { RealtimeService } from '../realtime/realtime.service.js';

/** What a handler gets besides its data: a way to say how far it is. */
export interface JobContext {
  jobId: string;
  userId: number;
  /** Sends job:progress to the user who started the job. */
  progress(done: number, total: number): void;
}

export type JobHandler<T> = (data: T, ctx: JobContext) => Promise<void>;

interface Envelope<T> {
  userId: number;
  data: T;
}

/**
 * A job whose process died is retried once its heartbeat (refreshed every half of this while the
 * handler runs) is this old; pg-boss's minimum.
 */
const HEARTBEAT_SECONDS = 10;
const RETRY_LIMIT = 3;
/**
 * pg-boss (and its ~130 modules) is loaded when a job is queued, or when the database holds a job
 * that a worker of this process must run: looked for this long after the app is up (its check
 * would delay the first requests on PGlite's one connection), then every RECHECK_MS until found,
 * so a job queued by a process that died is run by another one, or by this one after a restart.
 */
const START_DELAY_MS = 1500;
const RECHECK_MS = 5000;

@Injectable()
export class JobQueue implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly log = new Logger(JobQueue.name);
  private boss?: PgBoss;
  private readonly handlers = new Map<string, JobHandler<unknown>>();
  private started?: Promise<PgBoss>;
  private checkTimer?: NodeJS.Timeout;
  /** Set at shutdown: a check still in flight then must neither schedule another nor start pg-boss. */
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly realtime: RealtimeService,
  ) {}

  onApplicationBootstrap(): void {
    const check = (ms: number) => {
      if (this.stopped) return;
      this.checkTimer = setTimeout(() => {
        this.resumePending().then(
          (found) => found || check(RECHECK_MS),
          (error) => {
            // After shutdown the database closed under the check: nothing to report.
            if (!this.stopped) this.log.error(error);
            check(RECHECK_MS);
          },
        );
      }, ms);
      this.checkTimer.unref();
    };
    void this.db.migrated.then(() => check(START_DELAY_MS));
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.checkTimer);
    if (!this.started) return;
    const boss = await this.started.catch(() => undefined);
    // Not graceful: a running job stays active and another process (or this one restarted) takes
    // it over when its heartbeat expires.
    await boss?.stop({ graceful: false, close: true });
  }

  /** Whether pg-boss is loaded and started on this process. */
  get running(): boolean {
    return this.boss !== undefined;
  }

  /**
   * Starts pg-boss if the database holds a job not yet finished in a queue this process handles
   * (queued, to retry, or active on a process that may have died); answers whether it did.
   */
  async resumePending(): Promise<boolean> {
    if (this.started) return true;
    const names = [...this.handlers.keys()];
    if (!names.length) return false;
    // pg-boss creates its schema when it first starts: before that no job was ever queued.
    const [{ found }] = await this.db.query<{ found: boolean }>(
      "select to_regclass('pgboss.job') is not null as found",
    );
    if (!found) return false;
    const pending = await this.db.query(
      `select 1 from pgboss.job where name in (select jsonb_array_elements_text(?::jsonb))
         and state in ('created', 'retry', 'active') limit 1`,
      [JSON.stringify(names)],
    );
    if (!pending.length || this.stopped) return false;
    await this.ready();
    return true;
  }

  /** Registers the handler of a queue on this process; every process registers the same ones. */
  async handle<T>(name: string, handler: JobHandler<T>): Promise<void> {
    this.handlers.set(name, handler as JobHandler<unknown>);
    // Registered after pg-boss came up: its worker starts now (else with the others in `ready`).
    if (this.started) await this.started.then((boss) => this.serve(boss, name));
  }

  /** Queues a job for `userId`; any process that handles the queue runs it. Returns its id. */
  async start<T>(name: string, userId: number, data: T): Promise<string> {
    const boss = await this.ready();
    const id = await boss.send(name, { userId, data } satisfies Envelope<T>);
    if (!id) throw new Error(`job ${name} was not queued`);
    return id;
  }

  /** pg-boss loaded and started, with a queue and a worker for each handler registered (once). */
  private ready(): Promise<PgBoss> {
    this.started ??= (async () => {
      const { fromPglite, PgBoss } = await import('pg-boss');
      const pglite = await this.db.database.pglite;
      const common = { schema: 'pgboss', schedule: false, superviseIntervalSeconds: 2 } as const;
      const boss = pglite
        ? new PgBoss({ ...common, db: fromPglite(pglite.asPglite()), backend: 'pglite' })
        : new PgBoss({ ...common, connectionString: this.db.orm.config.get('clientUrl'), max: 3 });
      boss.on('error', (error) => this.log.error(error));
      await boss.start();
      this.boss = boss;
      for (const name of [...this.handlers.keys()]) await this.serve(boss, name);
      return boss;
    })();
    return this.started;
  }

  private readonly served = new Set<string>();

  /** The queue and this process's worker of a registered handler, once. */
  private async serve(boss: PgBoss, name: string): Promise<void> {
    if (this.served.has(name)) return;
    this.served.add(name);
    await boss.createQueue(name, { heartbeatSeconds: HEARTBEAT_SECONDS, retryLimit: RETRY_LIMIT });
    await boss.work<Envelope<unknown>>(name, { pollingIntervalSeconds: 0.5 }, async ([job]) => this.run(job));
  }

  /** Where a job stands, as pg-boss keeps it. */
  async state(name: string, jobId: string): Promise<string | null> {
    const boss = await this.ready();
    return (await boss.getJobById(name, jobId))?.state ?? null;
  }

  private async run<T>(job: Job<Envelope<T>>): Promise<void> {
    const handler = this.handlers.get(job.name) as JobHandler<T>;
    const { userId, data } = job.data;
    let last = { done: 0, total: 0 };
    const send = (state: JobProgressEvent['state']) =>
      this.realtime.toUser(userId, 'job:progress', { jobId: job.id, name: job.name, state, ...last });
    try {
      await handler(data, {
        jobId: job.id,
        userId,
        progress: (done, total) => {
          last = { done, total };
          send('active');
        },
      });
      send('completed');
    } catch (error) {
      send('failed');
      throw error;
    }
  }
}

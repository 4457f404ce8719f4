import { type OnApplicationBootstrap, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { JobProgressEvent } from '@mizan/domain/jobs';
import { fromPglite, type Job, PgBoss } from 'pg-boss';
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
 * pg-boss starts this long after the app is up, not before: its schema check and maintenance cost
 * ~0.6 s and on PGlite hold the one connection, so a start would answer its first requests that
 * much later. A job asked for sooner starts it at once.
 */
const START_DELAY_MS = 1500;

/**
 * Long work that survives a restart and runs on any API process: pg-boss queues in the app's own
 * database. On PostgreSQL pg-boss has a small pool of its own; on PGlite it shares the app's one
 * connection through pg-boss's PGlite adapter, whose statements wait while an ORM transaction holds
 * the instance (kysely runs ORM transactions in PGlite's exclusive transaction mode). Same queues,
 * same SQL on both. Areas register handlers at init (`handle`) and start jobs (`start`); pg-boss
 * itself comes up after the app answers (START_DELAY_MS), with every registered queue's worker.
 */
@Injectable()
export class JobQueue implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly log = new Logger(JobQueue.name);
  private readonly boss: PgBoss;
  private readonly handlers = new Map<string, JobHandler<unknown>>();
  private started?: Promise<void>;
  private startTimer?: NodeJS.Timeout;

  constructor(
    db: Db,
    private readonly realtime: RealtimeService,
  ) {
    const { pglite } = db.database;
    const common = { schema: 'pgboss', schedule: false, superviseIntervalSeconds: 2 } as const;
    this.boss = pglite
      ? new PgBoss({ ...common, db: fromPglite(pglite), backend: 'pglite' })
      : new PgBoss({ ...common, connectionString: db.orm.config.get('clientUrl'), max: 3 });
    this.boss.on('error', (error) => this.log.error(error));
  }

  onApplicationBootstrap(): void {
    this.startTimer = setTimeout(() => {
      this.ready().catch((error) => this.log.error(error));
    }, START_DELAY_MS);
  }

  async onApplicationShutdown(): Promise<void> {
    clearTimeout(this.startTimer);
    if (!this.started) return;
    await this.started.catch(() => undefined);
    // Not graceful: a running job stays active and another process (or this one restarted) takes
    // it over when its heartbeat expires.
    await this.boss.stop({ graceful: false, close: true });
  }

  /** Registers the handler of a queue on this process; every process registers the same ones. */
  async handle<T>(name: string, handler: JobHandler<T>): Promise<void> {
    this.handlers.set(name, handler as JobHandler<unknown>);
    // Registered after pg-boss came up: its worker starts now (else with the others in `ready`).
    if (this.started) await this.started.then(() => this.serve(name));
  }

  /** Queues a job for `userId`; any process that handles the queue runs it. Returns its id. */
  async start<T>(name: string, userId: number, data: T): Promise<string> {
    await this.ready();
    const id = await this.boss.send(name, { userId, data } satisfies Envelope<T>);
    if (!id) throw new Error(`job ${name} was not queued`);
    return id;
  }

  /** pg-boss started, with a queue and a worker for each handler registered (once). */
  private ready(): Promise<void> {
    this.started ??= (async () => {
      await this.boss.start();
      for (const name of [...this.handlers.keys()]) await this.serve(name);
    })();
    return this.started;
  }

  private readonly served = new Set<string>();

  /** The queue and this process's worker of a registered handler, once. */
  private async serve(name: string): Promise<void> {
    if (this.served.has(name)) return;
    this.served.add(name);
    await this.boss.createQueue(name, { heartbeatSeconds: HEARTBEAT_SECONDS, retryLimit: RETRY_LIMIT });
    await this.boss.work<Envelope<unknown>>(name, { pollingIntervalSeconds: 0.5 }, async ([job]) =>
      this.run(job),
    );
  }

  /** Where a job stands, as pg-boss keeps it. */
  async state(name: string, jobId: string): Promise<string | null> {
    await this.ready();
    return (await this.boss.getJobById(name, jobId))?.state ?? null;
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

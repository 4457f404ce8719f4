import { Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
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
 * Long work that survives a restart and runs on any API process: pg-boss queues in the app's own
 * database. On PostgreSQL pg-boss has a small pool of its own; on PGlite it shares the app's one
 * connection through pg-boss's PGlite adapter, whose statements wait while an ORM transaction holds
 * the instance (kysely runs ORM transactions in PGlite's exclusive transaction mode). Same queues,
 * same SQL on both. Areas register handlers at init (`handle`) and start jobs (`start`).
 */
@Injectable()
export class JobQueue implements OnModuleInit, OnApplicationShutdown {
  private readonly log = new Logger(JobQueue.name);
  private readonly boss: PgBoss;
  private readonly handlers = new Map<string, JobHandler<unknown>>();
  private started?: Promise<void>;

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

  onModuleInit(): Promise<void> {
    this.started = this.boss.start().then(() => undefined);
    return this.started;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.started?.catch(() => undefined);
    // Not graceful: a running job stays active and another process (or this one restarted) takes
    // it over when its heartbeat expires.
    await this.boss.stop({ graceful: false, close: true });
  }

  /** Registers the handler of a queue on this process; every process registers the same ones. */
  async handle<T>(name: string, handler: JobHandler<T>): Promise<void> {
    await this.started;
    this.handlers.set(name, handler as JobHandler<unknown>);
    await this.boss.createQueue(name, { heartbeatSeconds: HEARTBEAT_SECONDS, retryLimit: RETRY_LIMIT });
    await this.boss.work<Envelope<T>>(name, { pollingIntervalSeconds: 0.5 }, async ([job]) => this.run(job));
  }

  /** Queues a job for `userId`; any process that handles the queue runs it. Returns its id. */
  async start<T>(name: string, userId: number, data: T): Promise<string> {
    await this.started;
    const id = await this.boss.send(name, { userId, data } satisfies Envelope<T>);
    if (!id) throw new Error(`job ${name} was not queued`);
    return id;
  }

  /** Where a job stands, as pg-boss keeps it. */
  async state(name: string, jobId: string): Promise<string | null> {
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

import { AsyncResource } from 'node:async_hooks';
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { EventSubscriber, TransactionEventArgs } from '@mikro-orm/core';
import type { Em } from '../database/database.js';
import { Db } from '../database/db.service.js';

/**
 * Work to run once a transaction has committed (emitting to sockets): queued against the
 * transaction's entity manager, run by a MikroORM afterTransactionCommit subscriber, dropped on
 * rollback, so nothing is announced that did not happen.
 */
@Injectable()
export class AfterCommit implements OnModuleInit, EventSubscriber {
  private readonly log = new Logger('AfterCommit');
  private readonly queued = new WeakMap<object, (() => Promise<void> | void)[]>();
  /**
   * The async context of start-up, where no transaction is: the commit event still runs inside
   * the transaction's context, and a query there would go to the committed transaction.
   */
  private outside?: AsyncResource;

  constructor(private readonly db: Db) {}

  onModuleInit(): void {
    this.outside = new AsyncResource('mizan-after-commit');
    this.db.orm.em.getEventManager().registerSubscriber(this);
  }

  /** Runs `work` after the transaction `em` belongs to commits (`em` is the one transactional() gave). */
  run(em: Em, work: () => Promise<void> | void): void {
    const queue = this.queued.get(em);
    if (queue) queue.push(work);
    else this.queued.set(em, [work]);
  }

  async afterTransactionCommit(args: TransactionEventArgs): Promise<void> {
    const queue = this.queued.get(args.em);
    if (!queue) return;
    this.queued.delete(args.em);
    // Committed already: a failure to announce is logged, never turned into a failed request.
    for (const work of queue) {
      try {
        await (this.outside ? this.outside.runInAsyncScope(work) : work());
      } catch (error) {
        this.log.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
      }
    }
  }

  afterTransactionRollback(args: TransactionEventArgs): void {
    this.queued.delete(args.em);
  }
}

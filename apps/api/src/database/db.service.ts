import { createHash } from 'node:crypto';
import { CompiledQuery, type Transaction } from 'kysely';
import type { Database, Em, Orm } from './database.js';
import { readRiders, riderRows, withRider } from './read-rider.js';

/**
 * The app's handle on its database. Services fork an entity manager per unit of work and run
 * multi-step writes in `transaction`, so a failure leaves nothing half-written.
 */
export class Db {
  constructor(readonly database: Database) {}

  get orm(): Orm {
    return this.database.orm;
  }

  get kind(): Database['kind'] {
    return this.database.kind;
  }

  /** Resolves once the start has migrated and seeded the database: work on timers waits for it. */
  get migrated(): Promise<void> {
    return this.database.migrated;
  }

  em(): Em {
    return this.database.orm.em.fork();
  }

  transaction<T>(work: (em: Em) => Promise<T>): Promise<T> {
    return this.em().transactional(work);
  }

  /**
   * A read-mostly statement run on every request, `?` placeholders as in `query`: prepared under
   * `name` on PostgreSQL; on PGlite (one connection, shared with transactions) it goes through the ORM.
   */
  hot<T>(name: string, sql: string, params: unknown[]): Promise<T[]> {
    return this.onHotPool(sql, params, name);
  }

  /**
   * A read outside any transaction (the list pages), `?` placeholders. On PostgreSQL it goes to the
   * hot pool with its values as parameters, prepared once per connection under its text's hash (the
   * ORM inlines literals, so the server would parse and plan each call afresh); on PGlite
   * through the ORM. A list's statement text varies only with which filters are set, so the names
   * are few; past `maxPrepared` texts the rest run unnamed (still with parameters). The request's
   * first read carries its rider (read-rider.ts) when it has one.
   */
  read<T>(sql: string, params: unknown[]): Promise<T[]> {
    const rider = readRiders.getStore();
    if (!rider || rider.taken) return this.onHotPool(sql, params);
    rider.taken = true;
    return this.onHotPool<Record<string, unknown>>(withRider(rider, sql), [...rider.params, ...params]).then(
      (rows) => riderRows<T>(rider, rows),
    );
  }

  /** `read` outside a transaction, `query` inside the caller's. */
  select<T>(sql: string, params: unknown[], em?: Em): Promise<T[]> {
    return em ? this.query<T>(sql, params, em) : this.read<T>(sql, params);
  }

  private readonly maxPrepared = 500;
  private preparedCount = 0;
  /**
   * Per statement text: its `$n` form and the name it is prepared under (none past maxPrepared),
   * kept by the text's length and found by comparing texts. A list's text is built afresh on every
   * request, and a Map keyed by the text hashed its few kB each time (about 5 us for a review page
   * under its rider), where a comparison of equal texts costs about 1.
   */
  private readonly prepared = new Map<number, PreparedText[]>();

  private async onHotPool<T>(sql: string, params: unknown[], name?: string): Promise<T[]> {
    const pool = this.database.hotPool;
    // With MIZAN_SQL_DEBUG the ORM logs every statement; the same SQL runs unprepared then.
    if (!pool || this.orm.config.get('debug')) return this.query<T>(sql, params);
    const sameLength = this.prepared.get(sql.length);
    let statement = sameLength && findText(sameLength, sql);
    if (!statement) {
      let n = 0;
      const text = sql.replace(/\?/g, () => `$${++n}`);
      const named =
        name ??
        (this.preparedCount < this.maxPrepared ? createHash('sha1').update(sql).digest('hex') : undefined);
      statement = { sql, text, name: named };
      if (sameLength) sameLength.push(statement);
      else this.prepared.set(sql.length, [statement]);
      this.preparedCount++;
    }
    return pool.query<T>({ name: statement.name, text: statement.text, values: params });
  }

  /**
   * A large write inside the caller's transaction, `?` placeholders, its values sent as parameters.
   * `query` goes through the ORM, which inlines every value as an escaped literal: for the import's
   * multi-row inserts (thousands of rows of JSON) that escaping cost more than the statements.
   */
  async write<T = Record<string, unknown>>(sql: string, params: unknown[], em: Em): Promise<T[]> {
    const tx = em.getTransactionContext<Transaction<unknown>>();
    if (!tx) throw new Error('Db.write runs inside a transaction');
    let n = 0;
    return (
      await tx.executeQuery<T>(
        CompiledQuery.raw(
          sql.replace(/\?/g, () => `$${++n}`),
          params,
        ),
      )
    ).rows;
  }

  /** Raw SQL with `?` placeholders, for set-based statements. */
  query<T = Record<string, unknown>>(sql: string, params: unknown[] = [], em?: Em): Promise<T[]> {
    return (em ?? this.database.orm.em).execute(sql, params as never[]) as Promise<T[]>;
  }
}

interface PreparedText {
  sql: string;
  text: string;
  name?: string;
}

function findText(texts: PreparedText[], sql: string): PreparedText | undefined {
  for (const prepared of texts) if (prepared.sql === sql) return prepared;
  return undefined;
}

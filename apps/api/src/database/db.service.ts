import type { Database, Em, Orm } from './database.js';

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
  async hot<T>(name: string, sql: string, params: unknown[]): Promise<T[]> {
    const pool = this.database.hotPool;
    // With MIZAN_SQL_DEBUG the ORM logs every statement; the same SQL runs unprepared then.
    if (!pool || this.orm.config.get('debug')) return this.query<T>(sql, params);
    let text = this.prepared.get(name);
    if (text === undefined) {
      let n = 0;
      text = sql.replace(/\?/g, () => `$${++n}`);
      this.prepared.set(name, text);
    }
    return (await pool.query({ name, text, values: params })).rows as T[];
  }

  private readonly prepared = new Map<string, string>();

  /** Raw SQL with `?` placeholders, for set-based statements. */
  query<T = Record<string, unknown>>(sql: string, params: unknown[] = [], em?: Em): Promise<T[]> {
    return (em ?? this.database.orm.em).execute(sql, params as never[]) as Promise<T[]>;
  }
}

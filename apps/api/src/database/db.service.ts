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

  /** Raw SQL with `?` placeholders, for hot paths and set-based statements. */
  query<T = Record<string, unknown>>(sql: string, params: unknown[] = [], em?: Em): Promise<T[]> {
    return (em ?? this.database.orm.em).execute(sql, params as never[]) as Promise<T[]>;
  }
}

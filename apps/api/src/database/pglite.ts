import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

/**
 * Starts the embedded PGlite cluster under the data dir (`memory://` for none). Kept apart from
 * database.ts, which loads the ORM: boot.ts starts the cluster before the app's modules load.
 * `testPgliteImage` (tests only): a dumped data dir an empty cluster starts from instead of initdb.
 */
export async function startPglite(configDataDir: string, testPgliteImage?: Blob): Promise<PGlite> {
  const dataDir = configDataDir === 'memory://' ? 'memory://' : path.join(configDataDir, 'pg');
  if (dataDir !== 'memory://') mkdirSync(dataDir, { recursive: true });
  const empty = dataDir === 'memory://' || !existsSync(path.join(dataDir, 'PG_VERSION'));
  const loadDataDir = empty ? testPgliteImage : undefined;
  const [{ PGlite }, { btree_gist }, { pg_trgm }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/btree_gist'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
  ]);
  return PGlite.create({
    dataDir,
    // btree_gist: the reservations' exclusion constraint (hall_id with =) needs it.
    extensions: { pg_trgm, btree_gist },
    ...(loadDataDir ? { loadDataDir } : {}),
  });
}

// The embedded PGlite cluster in a worker thread. Postgres in WASM runs synchronously on the thread that
// calls it: here its start (some 0.35 s) overlaps the API's module loading at start, and each statement
// runs beside the API's own work instead of blocking its event loop. pglite.ts is the API's side.
// This file imports only node: and PGlite (and types), so that Node runs it directly from source (type
// stripping) in tests as well as compiled in dist.
import { existsSync, mkdirSync } from 'node:fs';
import { enableCompileCache } from 'node:module';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { PgliteReply, PgliteRequest, PgliteStart, WireError } from './pglite.js';

// A worker has no compile cache of its own (main.ts's is the main thread's): PGlite's modules are
// imported once it is on.
enableCompileCache();
const [{ PGlite: PGliteClass }, { btree_gist }, { pg_trgm }] = await Promise.all([
  import('@electric-sql/pglite'),
  import('@electric-sql/pglite/contrib/btree_gist'),
  import('@electric-sql/pglite/contrib/pg_trgm'),
]);

const port = parentPort!;
const { dataDir: configDataDir, image } = workerData as PgliteStart;
const send = (reply: PgliteReply) => port.postMessage(reply);

/**
 * Memory sized for one backend: initdb's postgresql.conf asks for 128 MB of shared buffers and
 * 100 connections, and the WASM build zero-fills all of its shared memory at every start (about
 * 0.1 s, and 130 MB more resident). 32 MB of buffers still hold the demo data; pages beyond them come
 * from the OS's file cache.
 */
const START_PARAMS = [
  ...PGliteClass.defaultStartParams,
  '-c',
  'shared_buffers=32MB',
  '-c',
  'max_connections=8',
];

async function open(): Promise<PGlite> {
  const dataDir = configDataDir === 'memory://' ? 'memory://' : path.join(configDataDir, 'pg');
  if (dataDir !== 'memory://') mkdirSync(dataDir, { recursive: true });
  const empty = dataDir === 'memory://' || !existsSync(path.join(dataDir, 'PG_VERSION'));
  const loadDataDir = empty ? image : undefined;
  return PGliteClass.create({
    dataDir,
    // btree_gist: the reservations' exclusion constraint (hall_id with =) needs it.
    extensions: { pg_trgm, btree_gist },
    startParams: START_PARAMS,
    ...(loadDataDir ? { loadDataDir } : {}),
  });
}

/** A database error's fields (code, constraint, detail ...), which a structured clone of an Error drops. */
function wireError(error: unknown): WireError {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: WireError = { message: error.message, name: error.name, stack: error.stack };
  for (const [key, value] of Object.entries(error))
    if (typeof value === 'string' || typeof value === 'number') fields[key] = value;
  return fields;
}

/**
 * Open transactions, by the id of the request that began them: each waits inside PGlite's
 * transaction() (which holds every other statement back meanwhile) until the API commits or rolls back.
 */
const transactions = new Map<number, { tx: Transaction; end: (commit: boolean) => void; endedBy?: number }>();
const unlisteners = new Map<number, () => Promise<void>>();
const ROLLED_BACK = new Error('rolled back');

function begin(db: PGlite, id: number): void {
  let end: (commit: boolean) => void = () => undefined;
  const decided = new Promise<boolean>((resolve) => {
    end = resolve;
  });
  db.transaction(async (tx) => {
    transactions.set(id, { tx, end });
    send({ id, result: id });
    // Thrown, PGlite rolls the transaction back and passes the error on.
    if (!(await decided)) throw ROLLED_BACK;
  }).then(
    () => ended(id),
    (error: unknown) => (transactions.has(id) ? ended(id, error) : send({ id, error: wireError(error) })),
  );
}

/** Answers the commit or rollback once PGlite's transaction() has finished (a commit can fail). */
function ended(tx: number, error?: unknown): void {
  const endedBy = transactions.get(tx)?.endedBy;
  transactions.delete(tx);
  if (endedBy === undefined) return;
  send(
    error === undefined || error === ROLLED_BACK
      ? { id: endedBy, result: null }
      : { id: endedBy, error: wireError(error) },
  );
}

async function handle(db: PGlite, req: PgliteRequest): Promise<unknown> {
  const target = req.tx === undefined ? db : transactions.get(req.tx)?.tx;
  if (!target) throw new Error('the transaction has ended');
  switch (req.op) {
    case 'query':
      return target.query(req.sql, req.params, req.options);
    case 'exec':
      return target.exec(req.sql);
    case 'listen': {
      const sub = req.sub;
      unlisteners.set(sub, await db.listen(req.channel, (payload) => send({ notify: sub, payload })));
      return null;
    }
    case 'unlisten':
      await unlisteners.get(req.sub)?.();
      unlisteners.delete(req.sub);
      return null;
    case 'dump':
      return db.dumpDataDir('none');
    case 'close':
      await db.close();
      return null;
  }
}

const ready = open();
ready.then(
  () => send({ id: 0, result: {} }),
  (error: unknown) => send({ id: 0, error: wireError(error) }),
);

port.on('message', async (req: PgliteRequest) => {
  const db = await ready;
  if (req.op === 'begin') return begin(db, req.id);
  if (req.op === 'commit' || req.op === 'rollback') {
    const open = transactions.get(req.tx ?? -1);
    if (!open) return send({ id: req.id, error: { message: 'the transaction has ended' } });
    open.endedBy = req.id;
    return open.end(req.op === 'commit');
  }
  try {
    send({ id: req.id, result: await handle(db, req) });
  } catch (error) {
    send({ id: req.id, error: wireError(error) });
  }
});

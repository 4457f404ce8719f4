import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';

/** What the worker starts from (workerData). */
export interface PgliteStart {
  /** The data dir (the cluster lives in its pg/), or `memory://`. */
  dataDir: string;
  /** Tests only: a dumped data dir an empty cluster starts from instead of initdb. */
  image?: Blob;
}

/** A statement or control request to the worker; `tx` names the open transaction it runs in. */
export type PgliteRequest = { id: number; tx?: number } & (
  | { op: 'query'; sql: string; params?: unknown[]; options?: WireQueryOptions }
  | { op: 'exec'; sql: string }
  | { op: 'begin' | 'commit' | 'rollback' | 'dump' | 'close' }
  | { op: 'listen'; channel: string; sub: number }
  | { op: 'unlisten'; sub: number }
);

export type PgliteReply =
  | { id: number; result: unknown; error?: undefined }
  | { id: number; error: WireError; result?: undefined }
  | { notify: number; payload: string };

/** A database error's message and fields (code, constraint, detail ...), which a clone of an Error drops. */
export type WireError = { message: string } & Record<string, string | number | undefined>;

/** The query options that cross threads: the rest (parsers, serializers, onNotice) are functions. */
type WireQueryOptions = Pick<QueryOptions, 'rowMode' | 'blob'>;

/** The worker's file next to this one: .ts when run from source (tests), .js when compiled. */
const workerUrl = () =>
  new URL(`./pglite.worker${path.extname(fileURLToPath(import.meta.url))}`, import.meta.url);

/**
 * The embedded PGlite cluster, run in a worker thread (pglite.worker.ts), with the part of PGlite's
 * API the app, the ORM's driver and pg-boss use. Rows, parameters and errors cross by structured
 * clone. Non-transaction statements wait while a transaction is open, as on PGlite itself.
 */
export class EmbeddedPglite {
  private nextId = 1;
  private readonly pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >();
  private readonly listeners = new Map<number, (payload: string) => void>();
  private stopped: Error | null = null;
  /** Replies arrive in another realm than this module's (see inThisRealm). */
  private foreignRealm = false;
  readonly ready = true;
  readonly waitReady = Promise.resolve();

  private constructor(private readonly worker: Worker) {
    worker.on('message', (reply: PgliteReply) => {
      if ('notify' in reply) return this.listeners.get(reply.notify)?.(reply.payload);
      const call = this.pending.get(reply.id);
      if (!call) return;
      this.pending.delete(reply.id);
      if (!this.pending.size) worker.unref();
      if (reply.error) call.reject(fromWire(reply.error));
      else call.resolve(this.foreignRealm ? inThisRealm(reply.result) : reply.result);
    });
    const stop = (error: Error) => {
      this.stopped ??= error;
      for (const call of this.pending.values()) call.reject(this.stopped);
      this.pending.clear();
    };
    worker.on('error', stop);
    worker.on('exit', (code) => stop(new Error(`the embedded database stopped (exit ${code})`)));
  }

  /** Starts the worker; resolves once the cluster is open. */
  static async start(start: PgliteStart): Promise<EmbeddedPglite> {
    const worker = new Worker(workerUrl(), { workerData: start });
    const db = new EmbeddedPglite(worker);
    // The worker's first message (id 0) says the cluster is open, or why it is not; its {} tells
    // which realm replies arrive in.
    const probe = await db.expect(0);
    db.foreignRealm = Object.getPrototypeOf(probe) !== Object.prototype;
    return db;
  }

  get closed(): boolean {
    return this.stopped !== null;
  }

  async query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return (await this.call({ op: 'query', sql, params, options: wireOptions(options) })) as Results<T>;
  }

  exec(sql: string): Promise<Results[]> {
    return this.call({ op: 'exec', sql }) as Promise<Results[]>;
  }

  /** Runs `work` in one transaction: committed if it resolves, rolled back if it throws. */
  async transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    const id = (await this.call({ op: 'begin' })) as number;
    let done = false;
    const tx = {
      query: async <R>(sql: string, params?: unknown[], options?: QueryOptions) =>
        (await this.call({ op: 'query', tx: id, sql, params, options: wireOptions(options) })) as Results<R>,
      exec: (sql: string) => this.call({ op: 'exec', tx: id, sql }) as Promise<Results[]>,
      rollback: async () => {
        done = true;
        await this.call({ op: 'rollback', tx: id });
      },
      get closed() {
        return done;
      },
    } as unknown as Transaction;
    let result: T;
    try {
      result = await work(tx);
    } catch (error) {
      if (!done) {
        done = true;
        // The work's error is the one to report, also when the worker is gone and cannot roll back.
        await this.call({ op: 'rollback', tx: id }).catch(() => undefined);
      }
      throw error;
    }
    if (!done) {
      done = true;
      await this.call({ op: 'commit', tx: id });
    }
    return result;
  }

  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    const sub = this.nextId++;
    this.listeners.set(sub, callback);
    await this.call({ op: 'listen', channel, sub });
    return async () => {
      this.listeners.delete(sub);
      await this.call({ op: 'unlisten', sub });
    };
  }

  dumpDataDir(): Promise<Blob> {
    return this.call({ op: 'dump' }) as Promise<Blob>;
  }

  /** Closes the cluster (PGlite writes its files) and ends the worker. */
  async close(): Promise<void> {
    if (this.stopped) return;
    await this.call({ op: 'close' });
    this.stopped = new Error('the embedded database is closed');
    await this.worker.terminate();
  }

  /** The same instance typed as PGlite, for the ORM's driver and pg-boss (they use the methods above). */
  asPglite(): PGlite {
    return this as unknown as PGlite;
  }

  private call(req: DistributiveOmit<PgliteRequest, 'id'>): Promise<unknown> {
    if (this.stopped) return Promise.reject(this.stopped);
    const id = this.nextId++;
    const reply = this.expect(id);
    this.worker.postMessage({ ...req, id });
    return reply;
  }

  /** The reply to request `id`; the worker keeps the process alive only while replies are due. */
  private expect(id: number): Promise<unknown> {
    this.worker.ref();
    return new Promise((resolve, reject) => this.pending.set(id, { resolve, reject }));
  }
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

function wireOptions(options?: QueryOptions): WireQueryOptions | undefined {
  if (!options) return undefined;
  const { rowMode, blob, ...rest } = options;
  const unsupported = Object.keys(rest).filter((key) => rest[key as keyof typeof rest] !== undefined);
  if (unsupported.length)
    throw new Error(`query options not supported by the embedded database: ${unsupported}`);
  return { rowMode, blob };
}

/**
 * A reply rebuilt in this module's realm. Messages are deserialised in the main realm; under a test
 * runner that runs modules in a vm context (jest), rows would fail the ORM's `instanceof Date` and
 * plain-object checks there. In the API's own process the realms are one and replies pass as they are.
 */
function inThisRealm(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(inThisRealm);
  if (ArrayBuffer.isView(value)) return Uint8Array.from(value as Uint8Array);
  const tag = Object.prototype.toString.call(value);
  if (tag === '[object Date]') return new Date((value as Date).getTime());
  if (tag !== '[object Object]') return value;
  return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, inThisRealm(v)]));
}

/** The worker's error as an Error with the database's fields, as PGlite throws it in process. */
function fromWire({ message, stack, ...fields }: WireError): Error {
  const error = Object.assign(new Error(message), fields);
  if (typeof stack === 'string') error.stack = stack;
  return error;
}

/**
 * Starts the embedded PGlite cluster under the data dir (`memory://` for none), in its worker. Kept
 * apart from database.ts, which loads the ORM: boot.ts starts the cluster before the app's modules load.
 * `testPgliteImage` (tests only): a dumped data dir an empty cluster starts from instead of initdb.
 */
export function startPglite(dataDir: string, testPgliteImage?: Blob): Promise<EmbeddedPglite> {
  return EmbeddedPglite.start({ dataDir, image: testPgliteImage });
}

import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import {
  COLLAB_AUTH_TIMEOUT_MS,
  COLLAB_CLOSE,
  COLLAB_LIMITS,
  type CollabCloseKey,
} from '@mizan/domain/collab';
import { COLLAB_PATH_PREFIX } from '@mizan/domain/realtime';
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import { WebSocket, WebSocketServer } from 'ws';
import * as awarenessProtocol from 'y-protocols/awareness';
import * as syncProtocol from 'y-protocols/sync';
import * as Y from 'yjs';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../database/database.module.js';
import { RealtimeService } from '../realtime/realtime.service.js';
import { CollabAuth, type CollabGrant, CollabRefusal } from './collab.auth.js';
import { CollabBus, BusKind } from './collab.bus.js';
import { CollabStore } from './collab.store.js';

/** Message types of the y-websocket protocol (y-websocket's client, `messageSync` and siblings). */
const MESSAGE_SYNC = 0;
const MESSAGE_AWARENESS = 1;
const MESSAGE_QUERY_AWARENESS = 3;

/** Fold the stored updates into the snapshot once this many pile up (and when the last editor leaves). */
export const COMPACT_AFTER_UPDATES = 200;
/** A socket that has not answered a ping within this long is dropped (its awareness with it). */
const PING_INTERVAL_MS = 30_000;
/** An empty Yjs update (no structs, no deletions): what a client in sync answers to sync step 1. */
const isEmptyUpdate = (update: Uint8Array) => update.length === 2 && update[0] === 0 && update[1] === 0;
/** Origin of what came from another process through Redis: applied and shown, never relayed back. */
const FROM_BUS = Symbol('bus');

interface Conn {
  ws: WebSocket;
  grant?: CollabGrant;
  shared?: SharedDoc;
  /** The connection's messages are handled one after another, after its authorisation. */
  queue: Promise<void>;
  /** Awareness client ids this connection set: removed when it leaves. */
  clients: Set<number>;
  alive: boolean;
  gone: boolean;
}

interface PendingWrite {
  update: Uint8Array;
  origin: Conn;
  done: { resolve(): void; reject(error: unknown): void };
}

/** One open document on this process: its Y.Doc, awareness, editors, and write queue. */
class SharedDoc {
  readonly doc = new Y.Doc({ gc: true });
  readonly awareness = new awarenessProtocol.Awareness(this.doc);
  readonly conns = new Set<Conn>();
  /** Stored size (snapshot plus updates), counted against COLLAB_LIMITS.documentMaxBytes. */
  bytes = 0;
  /** Updates stored since the last compaction, by any process. */
  sinceCompaction = 0;
  queue: PendingWrite[] = [];
  writing?: Promise<void>;
  compacting?: Promise<void>;
  /** Set when the last editor left: the document is compacted and dropped; joiners wait and reload. */
  closing?: Promise<void>;

  constructor(readonly name: string) {
    // The server is no editor: it has no caret of its own.
    this.awareness.setLocalState(null);
  }

  destroy(): void {
    this.awareness.destroy();
    this.doc.destroy();
  }
}

function send(conn: Conn, message: Uint8Array): void {
  if (conn.ws.readyState === WebSocket.OPEN) conn.ws.send(message, { binary: true });
}

function message(type: number, write: (encoder: encoding.Encoder) => void): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, type);
  write(encoder);
  return encoding.toUint8Array(encoder);
}

/**
 * The y-websocket endpoint: /collab/<document> on the API's HTTP server beside socket.io, the
 * session token in the socket's first message (authenticatingSocket; never in the URL), spoken with y-protocols (sync and awareness) so y-websocket's WebsocketProvider
 * connects as is. See README.md for the rules; in short, an update is committed to PostgreSQL
 * before it is applied to the server's document, relayed to anyone, or included in a sync answer.
 */
@Injectable()
export class CollabServer implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly log = new Logger('Collab');
  private readonly wss = new WebSocketServer({
    noServer: true,
    // Up to the document limit a message reaches us and is refused with 4413 (final); ws's own
    // refusal of anything larger is 1009, which the client takes as transient.
    maxPayload: COLLAB_LIMITS.documentMaxBytes + 64 * 1024,
    perMessageDeflate: false,
  });
  private readonly docs = new Map<string, Promise<SharedDoc>>();
  /**
   * The same documents from the moment they start loading until they are dropped: Redis messages
   * are applied to them at once, even mid-load (Yjs merges updates in any order).
   */
  private readonly held = new Map<string, SharedDoc>();
  private readonly conns = new Set<Conn>();
  private readonly bus?: CollabBus;
  private server?: Server;
  private pinger?: NodeJS.Timeout;
  private stopping = false;
  private stopSessionHook?: () => void;

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly access: CollabAuth,
    private readonly store: CollabStore,
    private readonly realtime: RealtimeService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    if (config.redisUrl) {
      this.bus = new CollabBus(config.redisUrl, config.redisPrefix, {
        remote: (name, kind, data) => this.remote(name, kind, data),
        sessionEnded: (sessionId) => this.closeSession(sessionId),
      });
    }
  }

  async onApplicationBootstrap(): Promise<void> {
    this.server = this.adapterHost.httpAdapter.getHttpServer() as Server;
    this.server.on('upgrade', this.onUpgrade);
    this.stopSessionHook = this.realtime.onSessionEnded((sessionId) => {
      this.closeSession(sessionId);
      this.bus?.endSession(sessionId);
    });
    this.pinger = setInterval(() => this.ping(), PING_INTERVAL_MS);
    this.pinger.unref();
    await this.bus?.start();
  }

  /** Ends every socket (1012: the client reconnects, to this process or another), then stores what is open. */
  async onModuleDestroy(): Promise<void> {
    this.stopping = true;
    clearInterval(this.pinger);
    this.server?.off('upgrade', this.onUpgrade);
    this.stopSessionHook?.();
    const conns = [...this.conns];
    for (const conn of conns) conn.ws.close(1012, 'restart');
    // A client that does not answer the close handshake at once is cut after a second.
    await Promise.race([
      Promise.all(conns.map((conn) => new Promise((resolve) => conn.ws.once('close', resolve)))),
      new Promise((resolve) => setTimeout(resolve, 1_000).unref()),
    ]);
    for (const conn of conns) {
      conn.ws.terminate();
      this.leave(conn);
    }
    // Queued writes finish and each document is compacted before the database closes.
    await Promise.all(
      [...this.docs.values()].map(async (entry) => {
        const shared = await entry.catch(() => undefined);
        if (!shared) return;
        this.unload(shared);
        await shared.closing;
      }),
    );
    this.wss.close();
    await this.bus?.close();
  }

  /** The ids of the documents open on this process (for tests and the benchmark). */
  openDocuments(): string[] {
    return [...this.docs.keys()];
  }

  private readonly onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer): void => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (!url.pathname.startsWith(COLLAB_PATH_PREFIX)) return; // socket.io's, or nobody's
    if (this.stopping) {
      socket.destroy();
      return;
    }
    let name: string;
    try {
      name = decodeURIComponent(url.pathname.slice(COLLAB_PATH_PREFIX.length));
    } catch {
      name = '';
    }
    // Refusals are sent as close codes after the handshake: a failed handshake looks transient
    // to the client (1006) and it would retry forever.
    this.wss.handleUpgrade(req, socket, head, (ws) => this.connect(ws, name));
  };

  /** The socket's first message, as text: the session token (null: none in time, or binary). */
  private firstMessage(ws: WebSocket): Promise<string | null> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(null), COLLAB_AUTH_TIMEOUT_MS);
      timer.unref();
      ws.once('message', (data: Buffer, isBinary) => {
        clearTimeout(timer);
        resolve(isBinary ? null : data.toString('utf8'));
      });
      ws.once('close', () => {
        clearTimeout(timer);
        resolve(null);
      });
    });
  }

  private connect(ws: WebSocket, name: string): void {
    const token = this.firstMessage(ws);
    const conn: Conn = { ws, queue: Promise.resolve(), clients: new Set(), alive: true, gone: false };
    this.conns.add(conn);
    ws.on('pong', () => {
      conn.alive = true;
    });
    ws.on('error', (error) => this.log.warn(`socket: ${error.message}`));
    ws.on('close', () => this.leave(conn));
    // Messages that arrive while the connection is being authorised wait in its queue (the token,
    // a text message, is read by firstMessage).
    ws.on('message', (data: Buffer, isBinary) => {
      this.enqueue(conn, () => (isBinary ? this.handle(conn, new Uint8Array(data)) : undefined));
    });
    this.enqueue(conn, async () => {
      conn.grant = await this.access.grant(await token, name);
      await this.join(conn, name);
    });
  }

  private enqueue(conn: Conn, work: () => Promise<void> | undefined): void {
    conn.queue = conn.queue.then(async () => {
      if (conn.gone) return;
      try {
        await work();
      } catch (error) {
        if (error instanceof CollabRefusal) return this.refuse(conn, error.key);
        this.log.error(
          `collab ${conn.shared?.name ?? ''}: ${error instanceof Error ? error.stack : String(error)}`,
        );
        this.refuse(conn, 'unavailable');
      }
    });
  }

  private refuse(conn: Conn, key: CollabCloseKey): void {
    const { code, reason } = COLLAB_CLOSE[key];
    conn.ws.close(code, reason);
    this.leave(conn);
  }

  /** Opens (or waits for and reopens) the document and adds the connection in the same tick. */
  private async join(conn: Conn, name: string): Promise<void> {
    for (;;) {
      let entry = this.docs.get(name);
      if (!entry) {
        entry = this.load(name);
        this.docs.set(name, entry);
        entry.catch(() => {
          if (this.docs.get(name) === entry) this.docs.delete(name);
        });
      }
      const shared = await entry;
      if (shared.closing) {
        await shared.closing;
        continue;
      }
      if (conn.gone) {
        // Left while the document loaded: drop it again unless someone else joined meanwhile.
        if (shared.conns.size === 0) this.unload(shared);
        return;
      }
      shared.conns.add(conn);
      conn.shared = shared;
      // Sync step 1: the client answers with whatever the server lacks (an offline client's edits).
      send(
        conn,
        message(MESSAGE_SYNC, (e) => syncProtocol.writeSyncStep1(e, shared.doc)),
      );
      const states = shared.awareness.getStates();
      if (states.size > 0) {
        send(
          conn,
          message(MESSAGE_AWARENESS, (e) =>
            encoding.writeVarUint8Array(
              e,
              awarenessProtocol.encodeAwarenessUpdate(shared.awareness, [...states.keys()]),
            ),
          ),
        );
      }
      return;
    }
  }

  private async load(name: string): Promise<SharedDoc> {
    const shared = new SharedDoc(name);
    shared.doc.on('update', (update: Uint8Array, origin: unknown) => {
      const out = message(MESSAGE_SYNC, (e) => syncProtocol.writeUpdate(e, update));
      for (const conn of shared.conns) if (conn !== origin) send(conn, out);
      if (origin !== FROM_BUS) this.bus?.publish(name, BusKind.update, update);
    });
    shared.awareness.on(
      'update',
      (
        { added, updated, removed }: { added: number[]; updated: number[]; removed: number[] },
        origin: unknown,
      ) => {
        const changed = [...added, ...updated, ...removed];
        if (changed.length === 0) return;
        const from = origin as Conn;
        if (from && shared.conns.has(from)) {
          for (const id of [...added, ...updated]) from.clients.add(id);
          for (const id of removed) from.clients.delete(id);
        }
        const update = awarenessProtocol.encodeAwarenessUpdate(shared.awareness, changed);
        const out = message(MESSAGE_AWARENESS, (e) => encoding.writeVarUint8Array(e, update));
        for (const conn of shared.conns) if (conn !== origin) send(conn, out);
        if (origin !== FROM_BUS) this.bus?.publish(name, BusKind.awareness, update);
      },
    );
    // Subscribe before reading the database: an update committed by another process after our
    // read reaches us through Redis, one committed before is in what we read (Yjs merges both).
    this.held.set(name, shared);
    try {
      await this.bus?.subscribe(name);
      const stored = await this.store.load(name);
      Y.transact(
        shared.doc,
        () => {
          for (const update of [...(stored.snapshot ? [stored.snapshot] : []), ...stored.updates]) {
            try {
              Y.applyUpdate(shared.doc, update);
            } catch (error) {
              this.log.error(
                `collab ${name}: skipped a stored update that does not decode: ${String(error)}`,
              );
            }
          }
        },
        FROM_BUS,
      );
      shared.bytes += stored.bytes;
      shared.sinceCompaction += stored.updates.length;
      return shared;
    } catch (error) {
      this.held.delete(name);
      await this.bus?.unsubscribe(name);
      shared.destroy();
      throw error;
    }
  }

  /**
   * One message. Whatever does not decode (a truncated envelope, an update, state vector or
   * awareness state that Yjs cannot read) closes the socket as invalid: the client stops rather
   * than resend it forever, as it would after 'unavailable', which only the database earns.
   */
  private async handle(conn: Conn, data: Uint8Array): Promise<void> {
    const shared = conn.shared;
    if (!shared || !conn.grant) return;
    if (data.length > COLLAB_LIMITS.messageMaxBytes) throw new CollabRefusal('tooLarge');
    let update: Uint8Array | undefined;
    try {
      update = this.answer(conn, shared, data);
    } catch (error) {
      if (error instanceof CollabRefusal) throw error;
      throw new CollabRefusal('invalid');
    }
    // A read-only editor is sent everything but changes nothing.
    if (update && conn.grant.canWrite && !isEmptyUpdate(update)) await this.write(shared, conn, update);
  }

  /** Answers what needs no database (sync step 1, awareness); returns the update to store, if any. */
  private answer(conn: Conn, shared: SharedDoc, data: Uint8Array): Uint8Array | undefined {
    const decoder = decoding.createDecoder(data);
    switch (decoding.readVarUint(decoder)) {
      case MESSAGE_SYNC: {
        const type = decoding.readVarUint(decoder);
        if (type === syncProtocol.messageYjsSyncStep1) {
          // Answered from the server's document, which holds only committed updates; this
          // connection's earlier updates were committed before this message was read (its queue).
          const stateVector = decoding.readVarUint8Array(decoder);
          send(
            conn,
            message(MESSAGE_SYNC, (e) => syncProtocol.writeSyncStep2(e, shared.doc, stateVector)),
          );
        } else if (type === syncProtocol.messageYjsSyncStep2 || type === syncProtocol.messageYjsUpdate) {
          const update = decoding.readVarUint8Array(decoder);
          // Decoded before it is stored: an update that does not decode would break every later load.
          Y.decodeUpdate(update);
          return update;
        }
        return;
      }
      case MESSAGE_AWARENESS:
        awarenessProtocol.applyAwarenessUpdate(shared.awareness, decoding.readVarUint8Array(decoder), conn);
        return;
      case MESSAGE_QUERY_AWARENESS:
        send(
          conn,
          message(MESSAGE_AWARENESS, (e) =>
            encoding.writeVarUint8Array(
              e,
              awarenessProtocol.encodeAwarenessUpdate(shared.awareness, [
                ...shared.awareness.getStates().keys(),
              ]),
            ),
          ),
        );
        return;
      default:
        return; // auth and unknown messages: nothing a client needs from us
    }
  }

  /**
   * Commits the update, then applies it (which relays it to the other editors, here and through
   * Redis). Updates that arrive while a write runs go together in the next insert.
   */
  private write(shared: SharedDoc, origin: Conn, update: Uint8Array): Promise<void> {
    if (shared.bytes + update.length > COLLAB_LIMITS.documentMaxBytes) throw new CollabRefusal('tooLarge');
    shared.bytes += update.length;
    const done = new Promise<void>((resolve, reject) => {
      shared.queue.push({ update, origin, done: { resolve, reject } });
    });
    shared.writing ??= this.drain(shared);
    return done;
  }

  private async drain(shared: SharedDoc): Promise<void> {
    try {
      while (shared.queue.length > 0) {
        const batch = shared.queue.splice(0);
        try {
          await this.store.append(
            shared.name,
            batch.map((w) => w.update),
          );
        } catch (error) {
          for (const w of batch) {
            shared.bytes -= w.update.length;
            w.done.reject(error);
          }
          continue;
        }
        shared.sinceCompaction += batch.length;
        for (const w of batch) {
          try {
            Y.applyUpdate(shared.doc, w.update, w.origin);
            w.done.resolve();
          } catch {
            // Stored but not applicable here (it decoded): a later load applies it, or skips it.
            w.done.reject(new CollabRefusal('invalid'));
          }
        }
      }
    } finally {
      shared.writing = undefined;
    }
    if (shared.sinceCompaction > COMPACT_AFTER_UPDATES) void this.compact(shared);
  }

  private compact(shared: SharedDoc): Promise<void> {
    shared.compacting ??= (async () => {
      const counted = shared.sinceCompaction;
      const bytesBefore = shared.bytes;
      try {
        const size = await this.store.compact(shared.name);
        shared.sinceCompaction -= counted;
        shared.bytes = size + (shared.bytes - bytesBefore);
      } catch (error) {
        this.log.error(`collab ${shared.name}: compaction failed: ${String(error)}`);
      } finally {
        shared.compacting = undefined;
      }
    })();
    return shared.compacting;
  }

  /** From another process: an update it has committed, or an awareness change. */
  private remote(name: string, kind: BusKind, data: Uint8Array): void {
    const shared = this.held.get(name);
    if (!shared) return;
    if (kind === BusKind.update) {
      shared.bytes += data.length;
      shared.sinceCompaction += 1;
      Y.applyUpdate(shared.doc, data, FROM_BUS);
    } else {
      awarenessProtocol.applyAwarenessUpdate(shared.awareness, data, FROM_BUS);
    }
  }

  private leave(conn: Conn): void {
    if (conn.gone) return;
    conn.gone = true;
    this.conns.delete(conn);
    const shared = conn.shared;
    if (!shared) return;
    shared.conns.delete(conn);
    if (conn.clients.size > 0) {
      awarenessProtocol.removeAwarenessStates(shared.awareness, [...conn.clients], null);
    }
    if (shared.conns.size === 0) this.unload(shared);
  }

  /** The last editor left: wait for the writes, compact, and drop the document from memory. */
  private unload(shared: SharedDoc): void {
    if (shared.closing) return;
    shared.closing = (async () => {
      while (shared.writing || shared.compacting) await (shared.writing ?? shared.compacting);
      if (shared.sinceCompaction > 0) await this.compact(shared);
      this.docs.delete(shared.name);
      this.held.delete(shared.name);
      await this.bus?.unsubscribe(shared.name);
      shared.destroy();
    })();
  }

  private closeSession(sessionId: string): void {
    for (const conn of this.conns) {
      if (conn.grant?.auth.sessionId === sessionId) this.refuse(conn, 'unauthorized');
    }
  }

  private ping(): void {
    for (const conn of this.conns) {
      if (!conn.alive) {
        conn.ws.terminate();
        this.leave(conn);
        continue;
      }
      conn.alive = false;
      conn.ws.ping();
    }
  }
}

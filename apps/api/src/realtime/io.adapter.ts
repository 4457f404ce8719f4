import type { Duplex } from 'node:stream';
import type { INestApplicationContext } from '@nestjs/common';
import { Logger } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import type { Redis } from 'ioredis';
import { SOCKET_PATH, SOCKET_UNAUTHORIZED } from '@mizan/domain/realtime';
import { isObservable } from 'rxjs';
import type { Server, ServerOptions, Socket } from 'socket.io';
import { SessionStore } from '../auth/session.store.js';
import { readSessionToken } from '../auth/signed-token.js';
import { newRedis, redisAdapter } from './redis.js';

interface MessageHandler {
  message: string;
  callback: (data: unknown, ack?: unknown) => unknown;
  isAckHandledManually?: boolean;
}

interface SocketBindings {
  handlers: MessageHandler[];
  disconnects: ((reason: unknown) => void)[];
}

const log = new Logger('Realtime');

const BINDINGS = Symbol('mizan.socketBindings');
type BoundSocket = Socket & { [BINDINGS]?: SocketBindings };

function socketBindings(socket: BoundSocket): SocketBindings {
  let bound = socket[BINDINGS];
  if (!bound) {
    bound = { handlers: [], disconnects: [] };
    socket[BINDINGS] = bound;
    socket.onAny(onEvent);
    socket.on('disconnect', onDisconnect);
  }
  return bound;
}

/** Every socket's events (`this`: the socket; the last argument the acknowledgement, if asked). */
function onEvent(this: BoundSocket, event: string, ...args: unknown[]): void {
  const bound = this[BINDINGS];
  if (!bound) return;
  const ack = typeof args[args.length - 1] === 'function' ? (args.pop() as (r: unknown) => void) : undefined;
  const data = args.length > 1 ? args : args[0];
  for (const handler of bound.handlers) if (handler.message === event) void answer(this, handler, data, ack);
}

/** The handler's result (a value, a promise or an observable) to the client, as Nest's IoAdapter does. */
async function answer(
  socket: Socket,
  handler: MessageHandler,
  data: unknown,
  ack: ((response: unknown) => void) | undefined,
): Promise<void> {
  const reply = (response: unknown) => {
    if (response === null || response === undefined) return;
    const event = response as { event?: string; data?: unknown };
    if (event.event) socket.emit(event.event, event.data);
    else if (!handler.isAckHandledManually && ack) ack(response);
  };
  try {
    const result = await handler.callback(data, ack);
    if (isObservable(result)) result.subscribe({ next: reply, error: (error: unknown) => log.error(error) });
    else reply(result);
  } catch (error) {
    log.error(error);
  }
}

function onDisconnect(this: BoundSocket, reason: unknown): void {
  for (const callback of this[BINDINGS]?.disconnects ?? []) callback(reason);
}

interface UpgradingEngine {
  handleUpgrade(req: unknown, socket: Duplex, head: Buffer): void;
}

/**
 * engine.io answers an upgrade through a stand-in response whose first act is to re-emit the raw
 * socket's 'close' for upgrade middlewares (we have none); that listener kept the upgrade request
 * (headers, parser state: 2-3 kB) for the connection's life. Removed once the upgrade is handled;
 * only a one-time listener added first is taken, so another engine.io keeps its own.
 */
function releaseUpgradeRequest(engine: UpgradingEngine): void {
  const handleUpgrade = engine.handleUpgrade.bind(engine);
  engine.handleUpgrade = (req, socket, head) => {
    const before = socket.listenerCount('close');
    handleUpgrade(req, socket, head);
    const stand = socket.rawListeners('close')[before] as
      | { listener?: (...args: unknown[]) => void }
      | undefined;
    if (stand?.listener) socket.removeListener('close', stand.listener);
  };
}

/**
 * socket.io on the API's own origin: the session token is checked at connect (a bad one is
 * refused), and with REDIS_URL the Redis adapter joins the rooms of every API process.
 */
export class MizanIoAdapter extends IoAdapter {
  private redis: Redis[] = [];

  constructor(
    private readonly appContext: INestApplicationContext,
    private readonly redisUrl?: string,
    private readonly redisPrefix = 'mizan',
  ) {
    super(appContext);
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    const server: Server = super.createIOServer(port, {
      ...options,
      path: SOCKET_PATH,
      serveClient: false,
      // Short drops (a train tunnel, a laptop lid) resume with the events missed meanwhile.
      // Only on one process: recovery needs an adapter that stores the packets it broadcast, and
      // @socket.io/redis-adapter stores none (its restoreSession always answers null; only
      // @socket.io/redis-streams-adapter can recover). With it, recovery would never resume a
      // socket and would still route every single-socket emit through Redis. With Redis a
      // reconnecting client therefore re-joins its rooms afresh and refreshes its session.
      connectionStateRecovery: this.redisUrl
        ? undefined
        : { maxDisconnectionDuration: 2 * 60_000, skipMiddlewares: false },
    } as ServerOptions);
    if (this.redisUrl) {
      // Named per process, so `CLIENT LIST` shows whose connections these are.
      const name = `mizan-api:${process.pid}`;
      const pub = newRedis(this.redisUrl, { maxRetriesPerRequest: 2, connectionName: `${name}:pub` });
      const sub = pub.duplicate({ connectionName: `${name}:sub` });
      for (const c of [pub, sub]) c.on('error', (e) => log.warn(`redis: ${e.message}`));
      this.redis.push(pub, sub);
      server.adapter(redisAdapter(pub, sub, { key: `${this.redisPrefix}:socket.io` }));
    }
    // engine.io keeps each connection's upgrade request (headers, the raw socket's parser state...)
    // for its life; the handshake has copied what is read of it (auth, headers), so let it go.
    server.engine.on('connection', (raw: { request?: unknown }) => {
      raw.request = undefined;
    });
    releaseUpgradeRequest(server.engine as unknown as UpgradingEngine);
    const sessions = this.appContext.get(SessionStore, { strict: false });
    // Every handshake, recovered ones included (skipMiddlewares: false), checks the token anew.
    server.use((socket, next) => {
      const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
      void (async () => {
        const id = typeof token === 'string' ? readSessionToken(await sessions.tokenSecret(), token) : null;
        const auth = id ? await sessions.touch(id) : null;
        if (!auth) return next(new Error(SOCKET_UNAUTHORIZED));
        socket.data.auth = auth;
        next();
      })().catch((error: unknown) => {
        // A database failure is not the client's fault: log it, and refuse without its details
        // so the client retries instead of logging out.
        log.error(`socket handshake: ${error instanceof Error ? error.message : String(error)}`);
        next(new Error('unavailable'));
      });
    });
    return server;
  }

  /**
   * A socket's handlers, every gateway's, kept in one list read by one listener that all sockets
   * share. Nest's own binding builds an RxJS chain per handler, gateway and socket; even a listener
   * per handler costs a closure, its context and an event entry, with seven gateways on the staff
   * namespace a few kB per idle socket (bench/sockets.mjs). Same answers: a result with `event` is
   * emitted back, any other non-empty result goes to the acknowledgement.
   */
  override bindMessageHandlers(socket: Socket, handlers: MessageHandler[]): void {
    const bound = socketBindings(socket);
    bound.handlers.push(...handlers);
  }

  /** Each gateway's disconnect hook, called by the socket's one disconnect listener. */
  override bindClientDisconnect(socket: Socket, callback: (reason: unknown) => void): void {
    socketBindings(socket).disconnects.push(callback);
  }

  override async close(server: Server): Promise<void> {
    await super.close(server);
    // QUIT lets pending commands finish; an unreachable Redis would keep it waiting, so cut it
    // after a second. Either way no socket or reconnect timer outlives app.close().
    await Promise.all(
      this.redis.map(async (c) => {
        let timer: NodeJS.Timeout | undefined;
        const late = new Promise((resolve) => {
          timer = setTimeout(resolve, 1_000);
        });
        await Promise.race([c.quit().catch(() => undefined), late]);
        clearTimeout(timer);
        c.disconnect();
      }),
    );
    this.redis = [];
  }
}

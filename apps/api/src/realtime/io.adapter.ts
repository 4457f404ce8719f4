import type { INestApplicationContext } from '@nestjs/common';
import { Logger } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import type { Redis } from 'ioredis';
import { SOCKET_PATH, SOCKET_UNAUTHORIZED } from '@mizan/domain/realtime';
import { isObservable, type Observable } from 'rxjs';
import type { Server, ServerOptions, Socket } from 'socket.io';
import { SessionStore } from '../auth/session.store.js';
import { readSessionToken } from '../auth/signed-token.js';
import { newRedis, redisAdapter } from './redis.js';

/**
 * socket.io on the API's own origin: the session token is checked at connect (a bad one is
 * refused), and with REDIS_URL the Redis adapter joins the rooms of every API process.
 */
export class MizanIoAdapter extends IoAdapter {
  private readonly log = new Logger('Realtime');
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
      for (const c of [pub, sub]) c.on('error', (e) => this.log.warn(`redis: ${e.message}`));
      this.redis.push(pub, sub);
      server.adapter(redisAdapter(pub, sub, { key: `${this.redisPrefix}:socket.io` }));
    }
    // engine.io keeps each connection's upgrade request (headers, the raw socket's parser state...)
    // for its life; the handshake has copied what is read of it (auth, headers), so let it go.
    server.engine.on('connection', (raw: { request?: unknown }) => {
      raw.request = undefined;
    });
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
        this.log.error(`socket handshake: ${error instanceof Error ? error.message : String(error)}`);
        next(new Error('unavailable'));
      });
    });
    return server;
  }

  /**
   * Each message handler as a plain listener. Nest's own binding builds an RxJS chain per handler,
   * gateway and socket (fromEvent, mergeMap, takeUntil a shared disconnect stream), a few kB per
   * idle socket for every handler of every gateway; the listeners go with the socket. Same answers:
   * a result with `event` is emitted back, any other non-empty result goes to the acknowledgement.
   */
  override bindMessageHandlers(
    socket: Socket,
    handlers: {
      message: string;
      callback: (data: unknown, ack?: unknown) => unknown;
      isAckHandledManually?: boolean;
    }[],
    transform: (data: unknown) => Observable<unknown>,
  ): void {
    for (const { message, callback, isAckHandledManually } of handlers)
      socket.on(message, (...args: unknown[]) => {
        const { data, ack } = this.mapPayload(args.length > 1 ? args : args[0]);
        let result: Observable<unknown>;
        try {
          result = transform(callback(data, ack));
        } catch (error) {
          this.log.error(error);
          return;
        }
        if (!isObservable(result)) return;
        result.subscribe({
          next: (response) => {
            if (response === null || response === undefined) return;
            const event = response as { event?: string; data?: unknown };
            if (event.event) socket.emit(event.event, event.data);
            else if (!isAckHandledManually && typeof ack === 'function') ack(response);
          },
          error: (error: unknown) => this.log.error(error),
        });
      });
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

import type { INestApplicationContext } from '@nestjs/common';
import { Logger } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { SOCKET_PATH } from '@mizan/domain/realtime';
import type { Server, ServerOptions } from 'socket.io';
import { SessionStore } from '../auth/session.store.js';
import { readSessionToken } from '../auth/signed-token.js';

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
  ) {
    super(appContext);
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    const server: Server = super.createIOServer(port, {
      ...options,
      path: SOCKET_PATH,
      serveClient: false,
      // Short drops (a train tunnel, a laptop lid) resume with the events missed meanwhile.
      connectionStateRecovery: { maxDisconnectionDuration: 2 * 60_000, skipMiddlewares: false },
    } as ServerOptions);
    if (this.redisUrl) {
      const pub = new Redis(this.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 });
      const sub = pub.duplicate();
      for (const c of [pub, sub]) c.on('error', (e) => this.log.warn(`redis: ${e.message}`));
      this.redis.push(pub, sub);
      server.adapter(createAdapter(pub, sub));
    }
    const sessions = this.appContext.get(SessionStore, { strict: false });
    server.use((socket, next) => {
      const token = (socket.handshake.auth as { token?: unknown })?.token;
      void (async () => {
        const id = typeof token === 'string' ? readSessionToken(await sessions.tokenSecret(), token) : null;
        const auth = id ? await sessions.touch(id) : null;
        if (!auth) return next(new Error('unauthorized'));
        socket.data.auth = auth;
        next();
      })().catch(next);
    });
    return server;
  }

  override async close(server: Server): Promise<void> {
    await super.close(server);
    await Promise.all(this.redis.map((c) => c.quit().catch(() => undefined)));
    this.redis = [];
  }
}

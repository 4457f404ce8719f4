import type { ServerToClientEvents } from '@mizan/domain/realtime';
import type { Socket } from 'socket.io-client';
import { type ApiProcess, call, login } from '../../test/api-process.js';
import { describeMultiProcess, nextEvent, twoProcesses } from '../../test/two-processes.js';

type ClientSocket = Socket<ServerToClientEvents, Record<string, never>>;

/**
 * Two API processes on one PostgreSQL database and one Redis (issue 2, parts 4 and 7): a token
 * issued by one is honoured by the other, and an event emitted on one reaches the sockets of the
 * other through the socket.io Redis adapter. Runs the built API (`npm run build` first).
 */
describeMultiProcess('multi-process realtime spec')(
  'realtime across two API processes (PostgreSQL + Redis)',
  () => {
    const two = twoProcesses();
    const connect = (api: ApiProcess, token: string) => two.connect<ClientSocket>(api, token);
    const next = (socket: ClientSocket, event: keyof ServerToClientEvents) => nextEvent(socket, event);
    let a: ApiProcess;
    let b: ApiProcess;
    beforeAll(() => {
      ({ a, b } = two);
    });

    it('honours on each process a token issued by the other, with the secret kept in the database', async () => {
      // The first logins on both processes at the same moment: both create the secret, one wins.
      const [fromA, fromB] = await Promise.all([
        login(a, 'viewer', 'Viewer@12345'),
        login(b, 'viewer', 'Viewer@12345'),
      ]);
      expect((await call(b, 'GET', '/api/auth/session', { token: fromA })).status).toBe(200);
      expect((await call(a, 'GET', '/api/auth/session', { token: fromB })).status).toBe(200);
      const socket = await connect(b, fromA);
      expect(socket.connected).toBe(true);
    });

    it('delivers a scope change made through A to the sockets on B', async () => {
      const token = await login(a, 'admin', 'Admin@12345');
      const socket = await connect(b, token);
      const got = next(socket, 'session:changed');
      const tree = await call(a, 'GET', '/api/scopes/tree', { token });
      const root = (tree.body as { root: { id: number; children: { id: number }[] } }).root;
      const res = await call(a, 'PUT', '/api/auth/scope', {
        token,
        body: { scopeId: root.children[0]?.id ?? root.id },
      });
      expect(res.status).toBe(200);
      expect(await got).toEqual({ reason: 'scope' });
    });

    it('delivers a logout through A to the socket of that session on B, and B then refuses the token', async () => {
      const token = await login(a, 'creator', 'Creator@12345');
      const socket = await connect(b, token);
      const got = next(socket, 'session:revoked');
      expect((await call(a, 'POST', '/api/auth/logout', { token })).status).toBeLessThan(300);
      await got;
      expect((await call(b, 'GET', '/api/auth/session', { token })).status).toBe(401);
      await expect(connect(b, token)).rejects.toThrow('unauthorized');
    });

    it('closes on B the socket of a session that a password reset through A ended', async () => {
      const ended = await login(b, 'newuser', 'Newuser@12345');
      const resetting = await login(a, 'newuser', 'Newuser@12345');
      const socket = await connect(b, ended);
      const revoked = next(socket, 'session:revoked');
      const closed = new Promise((resolve) => socket.once('disconnect', resolve));
      const password = 'Renewed#2026pw';
      const res = await call(a, 'POST', '/api/auth/reset-password', {
        token: resetting,
        body: { password, confirmPassword: password },
      });
      expect(res.status).toBe(200);
      await revoked;
      expect(await closed).toBe('io server disconnect');
      await expect(connect(b, ended)).rejects.toThrow('unauthorized');
    });
  },
);

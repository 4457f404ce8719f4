import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { JobProgressEvent } from '@mizan/domain/jobs';
import type { Socket } from 'socket.io-client';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { openSocket } from '../../test/sockets.js';
import { JobQueue } from './job-queue.service.js';
import { until } from '../../test/until.js';

const queueOf = (t: TestApp) => t.running.app.get(JobQueue);

async function signedIn(t: TestApp) {
  const [user] = await t.sql<{ id: number }>("select id from app_user where username = 'admin'");
  return { token: await t.login('admin'), id: user.id };
}

/** The job:progress events the user behind `token` receives, as they come. */
async function progressOf(t: TestApp, token: string) {
  const events: JobProgressEvent[] = [];
  const opened: { close(): void }[] = [];
  const socket = await openSocket<Socket>(t.url, { token }, opened, { reconnection: true });
  socket.on('job:progress', (e: JobProgressEvent) => events.push(e));
  return { events, close: () => socket.close() };
}

describe('jobs: long work with progress that survives a restart', () => {
  it('a job runs on the queue and reports its progress to the user who started it', async () => {
    const t = await startTestApp();
    try {
      const admin = await signedIn(t);
      const socket = await progressOf(t, admin.token);
      const queue = queueOf(t);
      await queue.handle<{ steps: number }>('test.count', async ({ steps }, ctx) => {
        for (let i = 1; i <= steps; i++) ctx.progress(i, steps);
      });
      // Nothing to run yet: pg-boss is neither loaded nor started.
      expect(await queue.resumePending()).toBe(false);
      expect(queue.running).toBe(false);
      const jobId = await queue.start('test.count', admin.id, { steps: 3 });
      await until(() => socket.events.some((e) => e.state === 'completed'));
      expect(socket.events).toEqual([
        { jobId, name: 'test.count', state: 'active', done: 1, total: 3 },
        { jobId, name: 'test.count', state: 'active', done: 2, total: 3 },
        { jobId, name: 'test.count', state: 'active', done: 3, total: 3 },
        { jobId, name: 'test.count', state: 'completed', done: 3, total: 3 },
      ]);
      expect(await until(async () => (await queue.state('test.count', jobId)) === 'completed')).toBe(true);
      socket.close();
    } finally {
      await t.close();
    }
  }, 120_000);

  it('a job left running when the app stops is picked up when it starts again', async () => {
    const onDisk = process.env.TEST_DATABASE_URL ? null : mkdtempSync(path.join(tmpdir(), 'mizan-jobs-'));
    const first = await startTestApp(onDisk ? { dataDir: onDisk } : {});
    const again = onDisk ? { dataDir: onDisk } : { databaseUrl: first.config.databaseUrl };
    try {
      const admin = await signedIn(first);
      const started = first.running.database.kind;
      let queue = queueOf(first);
      let reached = false;
      await queue.handle('test.slow', async (_data, ctx) => {
        ctx.progress(1, 2);
        reached = true;
        await new Promise(() => undefined); // the process stops in the middle of this job
      });
      const jobId = await queue.start('test.slow', admin.id, {});
      await until(() => reached);
      await first.close();

      const second = await startTestApp(again);
      try {
        expect(second.running.database.kind).toBe(started);
        queue = queueOf(second);
        const runs: number[] = [];
        await queue.handle('test.slow', async (_data, ctx) => {
          runs.push(Date.now());
          ctx.progress(2, 2);
        });
        // Nothing is queued on this start: the job left in the database brings pg-boss up by itself.
        await until(() => runs.length > 0);
        expect(queue.running).toBe(true);
        expect(await until(async () => (await queue.state('test.slow', jobId)) === 'completed')).toBe(true);
        expect(runs).toHaveLength(1);
      } finally {
        await second.close();
      }
    } finally {
      if (onDisk) rmSync(onDisk, { recursive: true, force: true });
    }
  }, 120_000);
});

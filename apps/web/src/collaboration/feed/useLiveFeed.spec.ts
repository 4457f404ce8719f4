/**
 * @jest-environment @happy-dom/jest-environment
 */
import { afterAll, afterEach, beforeAll, expect, it } from '@jest/globals';
import type { QuestionStemEvent } from '@mizan/domain/realtime';
import type { ReviewEventRecord } from '@mizan/domain/review';
import { act, createElement, type RefObject } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { json, type LiveServer, liveServer } from '../../testing/live-server';
import { actUntil } from '../../testing/until';
import type { EventGate } from './live';
import { useLiveFeed } from './useLiveFeed';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * A question followed live against a real socket.io server that answers `question:watch` as the
 * API does and cannot resume a dropped connection (as with several API processes), and a real
 * HTTP server answering the catch-up (GET events?since=) from `logged`: what reaches the screen
 * of a reviewer's stem fix, heard live or caught up.
 */
let live: LiveServer;
/** What happened, in order: the server's joins and catch-ups, and the screen's stem calls. */
const log: string[] = [];
/** The event log the catch-up reads. */
const logged: ReviewEventRecord[] = [];

beforeAll(async () => {
  live = await liveServer((req, res) => {
    const since = Number(new URL(req.url ?? '', 'http://x').searchParams.get('since'));
    log.push(`events since ${since}`);
    const events = logged.filter((e) => e.payload.seq > since);
    json(res, {
      events,
      notifications: [],
      lastSeq: Math.max(since, ...logged.map((e) => e.payload.seq)),
      complete: true,
    });
  });
  live.io.on('connection', (socket) =>
    socket.on('question:watch', (e: { questionId: number }, ack: (r: unknown) => void) => {
      log.push(`watch ${e.questionId}`);
      ack({ ok: true, lastSeq: 5, users: [] });
    }),
  );
});
let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  live.disconnect();
  log.splice(0);
  logged.splice(0);
});
afterAll(() => live.close());

/** The screen's gate, to report its loads as a screen does. */
let gate: RefObject<EventGate> | undefined;
function Feed() {
  gate = useLiveFeed(
    '165.2.1.',
    { kind: 'question', id: 7 },
    { onStem: (e) => log.push(`stem ${e.questionId} #${e.seq}`), reload: () => undefined },
  );
  return null;
}
const fix = (questionId: number, seq: number): QuestionStemEvent => ({
  seq,
  questionId,
  courseId: 1,
  version: 3,
  revision: 2,
  by: { userId: 2, username: 'reviewer', name: { ar: 'مراجع', en: 'Reviewer' } },
  at: new Date().toISOString(),
});
const loaded = (lastSeq: number) => act(() => gate?.current.loaded(lastSeq));

/** The screen open: joined, its load answered (lastSeq 5), and the catch-up after both done. */
async function following() {
  const { server } = await live.connect();
  root = createRoot(document.createElement('div'));
  act(() => root?.render(createElement(Feed)));
  await actUntil(() => log.includes('watch 7'), 'the question joined');
  loaded(5);
  await actUntil(() => log.includes('events since 5'), 'caught up after the load');
  return server;
}

it("hands on the followed question's stem fixes once, not another's nor one its load showed", async () => {
  const server = await following();
  server.emit('question:stem', fix(8, 9));
  server.emit('question:stem', fix(7, 4));
  server.emit('question:stem', fix(7, 10));
  server.emit('question:stem', fix(7, 10));
  server.emit('question:stem', fix(7, 11));
  await actUntil(() => log.includes('stem 7 #11'), 'the fixes heard');
  expect(log).toEqual(['watch 7', 'events since 5', 'stem 7 #10', 'stem 7 #11']);
});

it("a socket that connects after the screen's load catches up from its cursor once joined: a fix in between shows", async () => {
  const { client } = await live.connect();
  // The screen mounts and loads while the session's socket is still on its way (a page opened directly).
  client.disconnect();
  root = createRoot(document.createElement('div'));
  act(() => root?.render(createElement(Feed)));
  loaded(5);
  logged.push({ event: 'question:stem', payload: fix(7, 6) });
  const again = live.connection();
  client.connect();
  await again;
  await actUntil(() => log.includes('stem 7 #6'), 'joined and caught up');
  expect(log).toEqual(['watch 7', 'events since 5', 'stem 7 #6']);
});

it('a join answered before the load waits for it, then catches up from its cursor', async () => {
  await live.connect();
  root = createRoot(document.createElement('div'));
  act(() => root?.render(createElement(Feed)));
  await actUntil(() => log.includes('watch 7'), 'the question joined');
  // The load was read before the join and a fix was logged in between: the load does not show it.
  logged.push({ event: 'question:stem', payload: fix(7, 6) });
  await new Promise((r) => setTimeout(r, 50));
  expect(log).toEqual(['watch 7']);
  loaded(5);
  await actUntil(() => log.includes('stem 7 #6'), 'caught up after the load');
  expect(log).toEqual(['watch 7', 'events since 5', 'stem 7 #6']);
});

it('after a reconnect that did not resume, the fix saved while away comes with the catch-up, once', async () => {
  const server = await following();
  const again = live.connection();
  server.conn.close();
  logged.push({ event: 'question:stem', payload: fix(7, 6) });
  await again;
  await actUntil(() => log.includes('stem 7 #6'), 'joined again and caught up');
  // Heard live as well (a second process's emit arriving late): applied once.
  (await again).emit('question:stem', fix(7, 6));
  await new Promise((r) => setTimeout(r, 50));
  expect(log).toEqual(['watch 7', 'events since 5', 'watch 7', 'events since 5', 'stem 7 #6']);
});

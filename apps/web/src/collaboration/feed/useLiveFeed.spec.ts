/**
 * @jest-environment @happy-dom/jest-environment
 */
import { afterAll, afterEach, beforeAll, expect, it } from '@jest/globals';
import type { QuestionStemEvent } from '@mizan/domain/realtime';
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { json, type LiveServer, liveServer } from '../../testing/live-server';
import { actUntil } from '../../testing/until';
import { useLiveFeed } from './useLiveFeed';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * A question followed live against a real socket.io server that answers `question:watch` as the
 * API does and cannot resume a dropped connection (as with several API processes): what reaches
 * the screen of a reviewer's stem fix, which is not in the event log.
 */
let live: LiveServer;
/** What happened, in order: the server's joins and the screen's stem calls. */
const log: string[] = [];

beforeAll(async () => {
  live = await liveServer((_req, res) =>
    json(res, { events: [], notifications: [], lastSeq: 5, complete: true }),
  );
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
});
afterAll(() => live.close());

function Feed() {
  useLiveFeed(
    '165.2.1.',
    { kind: 'question', id: 7 },
    { onStem: (e) => log.push(`stem ${e ? e.questionId : 'missed?'}`), reload: () => undefined },
  );
  return null;
}
const fix = (questionId: number): QuestionStemEvent => ({
  questionId,
  courseId: 1,
  version: 3,
  revision: 2,
  by: { userId: 2, username: 'reviewer', name: { ar: 'مراجع', en: 'Reviewer' } },
  at: new Date().toISOString(),
});

async function following() {
  const { server } = await live.connect();
  root = createRoot(document.createElement('div'));
  act(() => root?.render(createElement(Feed)));
  await actUntil(() => log.length === 1, 'the question joined');
  return server;
}

it("hands on the followed question's stem fixes, not another's; the first join is no gap", async () => {
  const server = await following();
  server.emit('question:stem', fix(8));
  server.emit('question:stem', fix(7));
  await actUntil(() => log.length === 2, 'the fix heard');
  expect(log).toEqual(['watch 7', 'stem 7']);
});

it('a socket that connects after the screen began loading asks for the question again once joined', async () => {
  const { client } = await live.connect();
  // The screen mounts while the session's socket is still on its way (a page opened directly).
  client.disconnect();
  root = createRoot(document.createElement('div'));
  act(() => root?.render(createElement(Feed)));
  const again = live.connection();
  client.connect();
  await again;
  await actUntil(() => log.length === 2, 'joined and asked for the question');
  expect(log).toEqual(['watch 7', 'stem missed?']);
});

it('after a reconnect that did not resume, asks for the question again once its room is joined again', async () => {
  const server = await following();
  const again = live.connection();
  // A fix saved while the socket is away reaches no one: the screen cannot know whether one was.
  server.conn.close();
  await again;
  await actUntil(() => log.length === 3, 'joined again and asked for the question');
  expect(log).toEqual(['watch 7', 'watch 7', 'stem missed?']);
});

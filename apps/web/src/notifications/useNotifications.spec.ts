/**
 * @jest-environment @happy-dom/jest-environment
 */
import { afterAll, afterEach, beforeAll, expect, it } from '@jest/globals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { json, type LiveServer, liveServer } from '../testing/live-server';
import { actUntil } from '../testing/until';
import { useNotifications } from './useNotifications';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * The bell against a real HTTP server holding the user's notifications (ids 1..newest), whose
 * answers to an older page the test can hold back, and the session's socket to a real socket.io
 * server on the same origin: what the hook asks, and what it shows.
 */
let live: LiveServer;
let newest = 30;
const asked: string[] = [];
let holdOlder = false;
const held: (() => void)[] = [];

const page = (ids: number[]) => ({
  unread: 0,
  notifications: ids.map((notificationId) => ({ notificationId, kind: 'comment', read: false })),
  currentPage: 1,
  totalItems: newest,
});
const idsFrom = (top: number) => Array.from({ length: Math.min(10, top) }, (_, i) => top - i);

beforeAll(async () => {
  live = await liveServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const before = url.searchParams.get('before');
    asked.push(before ? `before ${before}` : 'newest');
    // Read when answered, not when asked: what the server holds by then.
    const answer = () => json(res, page(idsFrom(before ? Number(before) - 1 : newest)));
    if (before && holdOlder) held.push(answer);
    else answer();
  });
});
let root: Root | undefined;
// Also after a failure: an answer left held or a socket left open would keep the run from ending.
afterEach(() => {
  for (const answer of held.splice(0)) answer();
  act(() => root?.unmount());
  live.disconnect();
});
afterAll(() => live.close());

let bell: ReturnType<typeof useNotifications> | undefined;
function Bell() {
  bell = useNotifications('admin');
  return null;
}

it('brings the older page below what is shown when the newest was read again while it was on its way', async () => {
  const { server } = await live.connect();
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  root = createRoot(document.createElement('div'));
  act(() => root?.render(createElement(QueryClientProvider, { client: queries }, createElement(Bell))));
  const shown = () => bell?.items.map((n) => n.notificationId) ?? [];
  await actUntil(() => shown().length === 10, 'the newest page');
  expect(shown()).toEqual(idsFrom(30));

  // The user asks for older ones. Before they arrive the connection drops, eleven come meanwhile,
  // and the socket, back, has the newest page read again: more than a page, so it replaces the list.
  holdOlder = true;
  act(() => bell?.older());
  await actUntil(() => held.length === 1, 'the older page asked');
  const again = live.connection();
  server.conn.close();
  newest = 41;
  await again;
  await actUntil(() => shown()[0] === 41, 'the newest page read again');
  expect(shown()).toEqual(idsFrom(41));

  // The older page, below the list as it was, would leave a gap: it is dropped and the page below
  // what is shown now is asked instead.
  holdOlder = false;
  held.splice(0)[0]();
  await actUntil(() => shown().length === 20, 'the older page below what is shown');
  expect(asked).toEqual(['newest', 'before 21', 'newest', 'before 32']);
  expect(shown()).toEqual([...idsFrom(41), ...idsFrom(31)]);
});

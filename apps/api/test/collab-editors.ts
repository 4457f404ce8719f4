import { authenticatingSocket, collabServerUrl, COLLAB_CLOSE } from '@mizan/domain/collab';
import { WebSocket } from 'ws';
import { WebsocketProvider } from 'y-websocket';
import * as Y from 'yjs';

import { QuestionStatus } from '@mizan/domain/codes';
import { collabDocument } from '@mizan/domain/questions';
import type { CourseFixture } from './questions.js';
import { type ReviewClient, type ReviewTokens, reviewCourse, reviewQuestions } from './review.js';

/**
 * Test helpers for the collaboration specs: questions made as users make them (over HTTP, with real
 * content) and editors connected with y-websocket's own client, as the web editor connects.
 */

type Sql = <T = Record<string, unknown>>(query: string, params?: unknown[]) => Promise<T[]>;

/**
 * A course of its own in the scope with that code, and a maker of questions to co-edit in it:
 * each added over HTTP by the creator (or `opts.creator`, `opts.token`) as a draft, or submitted,
 * decided or deleted to reach `opts.status` (review.ts); answers the question's document name.
 */
export async function collabQuestions(c: ReviewClient, tokens: ReviewTokens, scopeCode: string) {
  const course: CourseFixture = await reviewCourse(c, scopeCode);
  const make = reviewQuestions(c, tokens);
  return async (opts: Parameters<typeof make>[1] = {}) =>
    collabDocument((await make(course, { status: QuestionStatus.INCOMPLETE, ...opts })).id);
}

export interface Editor {
  doc: Y.Doc;
  provider: WebsocketProvider;
  text: Y.Text;
  stem: Y.XmlFragment;
  /** The close the server sent, once it did ({code, reason}). */
  closed: Promise<{ code: number; reason: string }>;
}

/** Connects one editor; resolves once synced (or once closed, for a refused one: see `closed`). */
export async function openEditor(
  origin: string,
  name: string,
  token: string | undefined,
  opts: { doc?: Y.Doc; wait?: 'synced' | 'closed' } = {},
): Promise<Editor> {
  const doc = opts.doc ?? new Y.Doc();
  const provider = new WebsocketProvider(collabServerUrl(origin), name, doc, {
    // The token in the first message, as the web editor sends it; none at all when undefined.
    WebSocketPolyfill: (token === undefined
      ? WebSocket
      : authenticatingSocket(WebSocket, () => token)) as unknown as typeof globalThis.WebSocket,
    disableBc: true,
    maxBackoffTime: 200,
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    provider.on('closed', (event) => resolve(event)),
  );
  const editor = { doc, provider, text: doc.getText('t'), stem: doc.getXmlFragment('stem'), closed };
  if ((opts.wait ?? 'synced') === 'synced') {
    await Promise.race([
      new Promise<void>((resolve) => {
        if (provider.synced) resolve();
        provider.once('sync', () => resolve());
      }),
      closed.then((c) => {
        throw new Error(`closed by the server: ${c.code} ${c.reason}`);
      }),
      timeout(10_000, `${name} did not sync`),
    ]);
  } else {
    await Promise.race([closed, timeout(10_000, `${name} was not closed`)]);
  }
  return editor;
}

export function closeEditor(editor: Editor): void {
  editor.provider.destroy();
  editor.doc.destroy();
}

export function timeout(ms: number, what: string): Promise<never> {
  return new Promise((_, reject) =>
    setTimeout(() => reject(new Error(`${what} within ${ms} ms`)), ms).unref(),
  );
}

/** Polls until `check` holds (each editor sees the others' edits a few milliseconds later). */
export async function until(
  check: () => boolean | Promise<boolean>,
  what: string,
  ms = 10_000,
): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

let marks = 0;

/**
 * Resolves once `observer` sees a new awareness state of `editor`. The server handles each
 * connection's messages in order, so by then every edit `editor` sent before is stored or dropped:
 * what a test checks next is final, with no fixed wait.
 */
export async function handled(editor: Editor, observer: Editor): Promise<void> {
  const mark = ++marks;
  editor.provider.awareness.setLocalStateField('handled', mark);
  await until(
    () => observer.provider.awareness.getStates().get(editor.doc.clientID)?.handled === mark,
    'the server handled the edits sent before',
  );
}

/** A paragraph with `text` at the end of the stem fragment (what a Tiptap editor stores). */
export function addParagraph(stem: Y.XmlFragment, text: string): void {
  const paragraph = new Y.XmlElement('paragraph');
  paragraph.insert(0, [new Y.XmlText(text)]);
  stem.push([paragraph]);
}

/** The stored document (snapshot plus updates) read straight from the database, as text. */
export async function storedText(sql: Sql, name: string, key = 't'): Promise<string> {
  const rows = await sql<{ data: Uint8Array }>(
    `select data from (
       select snapshot as data, 0 as id from collab_document where name = ?
       union all select data, id from collab_update where name = ?
     ) s order by id`,
    [name, name],
  );
  const doc = new Y.Doc();
  for (const row of rows) if (row.data.length > 0) Y.applyUpdate(doc, new Uint8Array(row.data));
  const text = doc.getText(key).toString();
  doc.destroy();
  return text;
}

export { COLLAB_CLOSE };

/** A bare socket on a document, authenticated as the editor does (first message), once open. */
export async function rawSocket(origin: string, name: string, token: string): Promise<WebSocket> {
  const ws = new (authenticatingSocket(WebSocket, () => token))(`${collabServerUrl(origin)}/${name}`);
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  return ws;
}

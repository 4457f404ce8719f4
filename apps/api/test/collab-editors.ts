import { authenticatingSocket, collabServerUrl, COLLAB_CLOSE } from '@mizan/domain/collab';
import { WebSocket } from 'ws';
import { WebsocketProvider } from 'y-websocket';
import * as Y from 'yjs';

/**
 * Test helpers for the collaboration specs: question rows written with SQL (the questions API is
 * another area's) and editors connected with y-websocket's own client, as the web editor connects.
 */

type Sql = <T = Record<string, unknown>>(query: string, params?: unknown[]) => Promise<T[]>;

/** A course in the scope with that code, and an empty question of `creator` in it. */
export async function insertCourse(sql: Sql, scopeCode: string): Promise<number> {
  const [row] = await sql<{ id: number }>(
    `insert into course (scope_id, name, course_type)
     select id, ?, '15.1.' from scope where code = ? returning id`,
    [JSON.stringify({ ar: `مقرر ${scopeCode}`, en: `Course ${scopeCode}` }), scopeCode],
  );
  return row.id;
}

export async function insertQuestion(
  sql: Sql,
  courseId: number,
  creator: string,
  opts: { deleted?: boolean } = {},
): Promise<number> {
  const [row] = await sql<{ id: number }>(
    `insert into question (course_id, question_type, status, language, content, text_plain, text_norm,
       creator_id, updated_by, deleted_at)
     select ?, '3.1.', ?, '4.2.', '{}'::jsonb, '', '', u.id, u.id, ? from app_user u where u.username = ?
     returning id`,
    [courseId, opts.deleted ? '5.5.' : '5.1.', opts.deleted ? new Date() : null, creator],
  );
  return row.id;
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

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { QuestionStatus } from '@mizan/domain/codes';
import { COLLAB_CLOSE, COLLAB_LIMITS } from '@mizan/domain/collab';
import { collabDocument } from '@mizan/domain/questions';
import * as encoding from 'lib0/encoding';
import * as syncProtocol from 'y-protocols/sync';
import * as Y from 'yjs';
import {
  addParagraph,
  closeEditor,
  type Editor,
  collabQuestions,
  handled,
  openEditor,
  rawSocket,
  storedText,
  until,
} from '../../test/collab-editors.js';
import { BOOT_TIMEOUT, startTestApp, type TestApp } from '../../test/harness.js';
import { readSessionToken } from '../auth/signed-token.js';
import { COMPACT_AFTER_UPDATES, CollabServer } from './collab.server.js';
import { CollabStore } from './collab.store.js';

describe('collaboration: the y-websocket endpoint /collab/question-<id>', () => {
  let t: TestApp;
  const editors: Editor[] = [];
  let eng: Awaited<ReturnType<typeof collabQuestions>>;
  let sci: typeof eng;
  /** A new draft of the creator (or the admin) in the ENG course: each test edits its own document. */
  const question = (creator: 'creator' | 'admin' = 'creator') => eng({ creator });
  const open = async (
    name: string,
    user: string | undefined,
    opts: Parameters<typeof openEditor>[3] = {},
  ) => {
    const editor = await openEditor(t.url, name, user === undefined ? undefined : await t.login(user), opts);
    editors.push(editor);
    return editor;
  };
  const refusal = async (name: string, token: string | undefined) => {
    const editor = await openEditor(t.url, name, token, { wait: 'closed' });
    editors.push(editor);
    return editor.closed;
  };
  const updateCount = async (name: string) =>
    Number(
      (await t.sql<{ n: string }>('select count(*) as n from collab_update where name = ?', [name]))[0].n,
    );
  const openDocs = () => t.running.app.get(CollabServer).openDocuments();

  beforeAll(async () => {
    t = await startTestApp();
    const tokens = {
      creator: await t.login('creator'),
      admin: await t.login('admin'),
      reviewer: await t.login('reviewer'),
    };
    eng = await collabQuestions(t, tokens, 'ENG-CSE');
    sci = await collabQuestions(t, tokens, 'SCI-MTH');
  }, BOOT_TIMEOUT);
  afterEach(() => {
    for (const editor of editors.splice(0)) closeEditor(editor);
  });
  afterAll(() => t.close(), 30_000);

  // Both writers may edit this incomplete question: its creator and the admin (editAll); a reviewer
  // writes only a question pending review (collab-hardening.api-spec.ts).
  it('merges concurrent edits of two editors into the same stem and text', async () => {
    const name = await question();
    const [a, b] = [await open(name, 'creator'), await open(name, 'admin')];
    // Both type at once, before either sees the other.
    a.text.insert(0, 'alpha ');
    b.text.insert(0, 'beta ');
    addParagraph(a.stem, 'from A');
    addParagraph(b.stem, 'from B');
    await until(
      () => a.text.toString() === b.text.toString() && a.stem.length === 2 && b.stem.length === 2,
      'the two editors converge',
    );
    expect(a.text.toString()).toMatch(/^(alpha beta |beta alpha )$/);
    expect(a.stem.toString()).toBe(b.stem.toString());
    expect(a.stem.toString()).toContain('from A');
    expect(a.stem.toString()).toContain('from B');
  });

  it("shows each editor the other's caret state (awareness)", async () => {
    const name = await question();
    const [a, b] = [await open(name, 'creator'), await open(name, 'reviewer')];
    a.provider.awareness.setLocalStateField('user', { name: 'Sara', color: '#f00' });
    await until(
      () => b.provider.awareness.getStates().get(a.doc.clientID)?.user?.name === 'Sara',
      "B sees A's state",
    );
    // A third editor joining later is sent the states already there.
    const c = await open(name, 'admin');
    await until(() => c.provider.awareness.getStates().has(a.doc.clientID), 'C is sent A on joining');
    // An editor that leaves disappears from the others.
    a.provider.disconnect();
    await until(() => !b.provider.awareness.getStates().has(a.doc.clientID), "A's state is removed");
  });

  it('refuses a missing or forged token (4401), no right (4403), and a question it may not see (4404)', async () => {
    const name = await question();
    const token = await t.login('creator');
    const sessionId = readSessionToken(t.config.tokenSecret!, token)!;
    const unauthorized = { code: COLLAB_CLOSE.unauthorized.code, reason: COLLAB_CLOSE.unauthorized.reason };
    const notFound = { code: COLLAB_CLOSE.notFound.code, reason: COLLAB_CLOSE.notFound.reason };
    expect(await refusal(name, undefined)).toEqual(unauthorized);
    expect(await refusal(name, 'not-a-token')).toEqual(unauthorized);
    expect(await refusal(name, `${sessionId}.abc.${'A'.repeat(43)}`)).toEqual(unauthorized);
    // Signed in, but no right on the question apps.
    expect(await refusal(name, await t.login('examcreator'))).toEqual({
      code: COLLAB_CLOSE.forbidden.code,
      reason: COLLAB_CLOSE.forbidden.reason,
    });
    // A course outside the creator's scope (ENG), a deleted question, no such question, not a question.
    expect(await refusal(await sci({ creator: 'admin' }), token)).toEqual(notFound);
    expect(await refusal(await eng({ status: QuestionStatus.DELETED }), token)).toEqual(notFound);
    expect(await refusal(collabDocument(999_999), token)).toEqual(notFound);
    expect(await refusal('course-1', token)).toEqual(notFound);
    // A refused client stays closed: y-websocket does not retry 44xx (it stops before 'closed').
    const last = editors.at(-1)!;
    expect(last.provider.wsconnected).toBe(false);
    expect(last.provider.shouldConnect).toBe(false);
    // socket.io keeps working on the same port.
    expect((await t.request('GET', '/api/health')).status).toBe(200);
  });

  it("sends a view-only user the document but keeps none of their edits; a creator is read-only on another's question", async () => {
    const name = await question('admin');
    const writer = await open(name, 'admin');
    writer.text.insert(0, 'by admin');
    const viewer = await open(name, 'viewer');
    const creator = await open(name, 'creator'); // 9.3. but no 9.14. editAll
    await until(() => viewer.text.toString() === 'by admin', 'the viewer receives the content');
    viewer.text.insert(0, 'VIEWER ');
    creator.text.insert(0, 'CREATOR ');
    writer.text.insert(writer.text.length, '!');
    await until(() => viewer.text.toString().endsWith('!'), 'the viewer still receives edits');
    await handled(viewer, writer);
    await handled(creator, writer);
    expect(writer.text.toString()).toBe('by admin!');
    expect(await storedText(t.sql, name)).toBe('by admin!');
    // A fresh editor gets what the server holds, without the refused edits.
    const fresh = await open(name, 'reviewer');
    expect(fresh.text.toString()).toBe('by admin!');
  });

  it('commits each edit to PostgreSQL before another editor sees it', async () => {
    const name = await question();
    const [a, b] = [await open(name, 'creator'), await open(name, 'reviewer')];
    for (const word of ['one ', 'two ', 'three ']) {
      a.text.insert(a.text.length, word);
      await until(() => b.text.toString() === a.text.toString(), 'B sees the word');
      // Whatever B was shown is already in the database.
      expect(await storedText(t.sql, name)).toBe(b.text.toString());
    }
    // What a save derives the question's content from.
    const state = await t.running.app.get(CollabStore).read(name);
    const doc = new Y.Doc();
    Y.applyUpdate(doc, state!);
    expect(doc.getText('t').toString()).toBe('one two three ');
    expect(await t.running.app.get(CollabStore).read(collabDocument(999_998))).toBeNull();
  });

  it('shows no one an edit the database did not take, and delivers it once the database takes it', async () => {
    const name = await question();
    const [a, b] = [await open(name, 'creator'), await open(name, 'reviewer')];
    await t.sql(`create function collab_refuse() returns trigger language plpgsql as $$
      begin raise exception 'database unavailable'; end $$`);
    await t.sql(
      `create trigger collab_refuse before insert on collab_update for each row
       when (new.name = '${name}') execute function collab_refuse()`,
    );
    try {
      a.text.insert(0, 'unsaved');
      // The failed write ends A's socket as transient (4503): A keeps its edit and retries.
      await until(() => !a.provider.synced || !a.provider.wsconnected, 'A is disconnected');
      // The server's document (what a newcomer is sent, and the only source of relays) never took it.
      expect((await open(name, 'admin')).text.toString()).toBe('');
      expect(b.text.toString()).toBe('');
      expect(await storedText(t.sql, name)).toBe('');
    } finally {
      await t.sql('drop trigger collab_refuse on collab_update');
      await t.sql('drop function collab_refuse');
    }
    // A reconnects by itself and its edit goes through sync; now it is stored and shown.
    await until(() => b.text.toString() === 'unsaved', 'B receives the edit after the database recovers');
    expect(await storedText(t.sql, name)).toBe('unsaved');
  });

  it('merges the edits of an editor that was offline when it reconnects', async () => {
    const name = await question();
    const [a, b] = [await open(name, 'creator'), await open(name, 'admin')];
    a.text.insert(0, 'base');
    await until(() => b.text.toString() === 'base', 'B has the base');
    b.provider.disconnect();
    b.text.insert(4, ' offline-B');
    a.text.insert(0, 'online-A ');
    // B's socket is closed: its edit has no way to A, and A's none to B, until B reconnects.
    expect(a.text.toString()).toBe('online-A base');
    expect(b.text.toString()).toBe('base offline-B');
    b.provider.connect();
    await until(() => a.text.toString() === b.text.toString(), 'A and B converge after the reconnect');
    expect(a.text.toString()).toBe('online-A base offline-B');
    expect(await storedText(t.sql, name)).toBe('online-A base offline-B');
  });

  it('compacts past the update threshold and when the last editor leaves, keeping the content', async () => {
    const name = await question();
    const a = await open(name, 'creator');
    // One keystroke at a time, as a person types: each is its own update and its own row.
    for (let i = 0; i < COMPACT_AFTER_UPDATES + 20; i++) a.text.insert(a.text.length, 'x');
    const expected = 'x'.repeat(COMPACT_AFTER_UPDATES + 20);
    await until(async () => (await storedText(t.sql, name)) === expected, 'every keystroke stored');
    await until(
      async () => (await updateCount(name)) < COMPACT_AFTER_UPDATES,
      'compacted past the threshold',
    );
    const [{ size }] = await t.sql<{ size: number }>(
      'select length(snapshot) as size from collab_document where name = ?',
      [name],
    );
    expect(size).toBeGreaterThan(0);

    closeEditor(editors.pop()!);
    await until(() => !openDocs().includes(name), 'the document is dropped from memory');
    expect(await updateCount(name)).toBe(0);
    expect(await storedText(t.sql, name)).toBe(expected);
    const again = await open(name, 'reviewer');
    expect(again.text.toString()).toBe(expected);
  });

  // A forced password reset also ends the user's other sessions, but a user with a reset pending
  // cannot open a document ('forbidden'), so a logout is the way a collab socket's session ends.
  it('closes the collab sockets of a session logged out on the server with 4401, and only them', async () => {
    const name = await question();
    const token = await t.login('creator');
    const [ended, kept] = [await openEditor(t.url, name, token), await open(name, 'creator')];
    editors.push(ended);
    const other = await open(name, 'reviewer');
    expect((await t.request('POST', '/api/auth/logout', { token })).status).toBeLessThan(300);
    expect(await ended.closed).toEqual({
      code: COLLAB_CLOSE.unauthorized.code,
      reason: COLLAB_CLOSE.unauthorized.reason,
    });
    // The same user's other session and the other user still edit together.
    kept.text.insert(0, 'still here ');
    await until(() => other.text.toString() === 'still here ', 'the kept session edits on');
    expect((await refusal(name, token)).code).toBe(COLLAB_CLOSE.unauthorized.code);
  });

  it('refuses a message over the size limit with 4413 and keeps nothing of it', async () => {
    const name = await question();
    const token = await t.login('creator');
    const ws = await rawSocket(t.url, name, token);
    const doc = new Y.Doc();
    doc.getText('t').insert(0, 'y'.repeat(COLLAB_LIMITS.messageMaxBytes));
    const encoder = encoding.createEncoder();
    encoding.writeVarUint(encoder, 0);
    syncProtocol.writeUpdate(encoder, Y.encodeStateAsUpdate(doc));
    const closed = new Promise<[number, string]>((resolve) =>
      ws.once('close', (code, reason) => resolve([code, reason.toString()])),
    );
    ws.send(encoding.toUint8Array(encoder));
    expect(await closed).toEqual([COLLAB_CLOSE.tooLarge.code, COLLAB_CLOSE.tooLarge.reason]);
    expect(await updateCount(name)).toBe(0);
  });
});

describe('collaboration: a restart of the API', () => {
  it('keeps every edit, on the same database (PGlite data dir or PostgreSQL)', async () => {
    const databaseUrl = process.env.TEST_DATABASE_URL;
    const dataDir = databaseUrl ? undefined : await mkdtemp(path.join(tmpdir(), 'mizan-collab-'));
    // The second start keeps the first one's port, so the open editors reconnect by themselves.
    const start = (first?: TestApp) =>
      startTestApp({
        ...(dataDir ? { dataDir } : {}),
        // On PostgreSQL the first start gets a fresh database, the second starts on that one.
        ...(first?.config.databaseUrl ? { databaseUrl: first.config.databaseUrl } : {}),
        ...(first ? { port: Number(new URL(first.url).port) } : {}),
      });
    const editors: Editor[] = [];
    let t = await start();
    try {
      const tokens = {
        creator: await t.login('creator'),
        admin: await t.login('admin'),
        reviewer: await t.login('reviewer'),
      };
      const name = await (await collabQuestions(t, tokens, 'ENG-CSE'))();
      const a = await openEditor(t.url, name, await t.login('creator'));
      const b = await openEditor(t.url, name, await t.login('admin'));
      editors.push(a, b);
      a.text.insert(0, 'before the restart');
      addParagraph(b.stem, 'stem paragraph');
      await until(
        () => b.text.toString() === 'before the restart' && a.stem.length === 1,
        'both edits relayed',
      );
      const first = t;
      await first.close();
      t = await start(first);
      // The providers reconnect by themselves (1012 is transient) and sync with the new process.
      const fresh = await openEditor(t.url, name, await t.login('admin'));
      editors.push(fresh);
      expect(fresh.text.toString()).toBe('before the restart');
      expect(fresh.stem.toString()).toContain('stem paragraph');
      await until(() => a.provider.synced, 'the old editor reconnects to the new process', 15_000);
      a.text.insert(0, '>');
      await until(
        () => fresh.text.toString() === '>before the restart',
        'the reconnected editor still edits',
      );
    } finally {
      for (const editor of editors) closeEditor(editor);
      await t.close();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});

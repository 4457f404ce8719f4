import { COLLAB_CLOSE } from '@mizan/domain/collab';
import pg from 'pg';
import { type ApiProcess, call, login, requireBuild, startTwo, stopApi } from '../../test/api-process.js';
import {
  addParagraph,
  closeEditor,
  collabQuestions,
  type Editor,
  openEditor,
  until,
} from '../../test/collab-editors.js';
import { DEMO_PASSWORDS, ownPostgresDatabase } from '../../test/harness.js';

/**
 * Two API processes on one PostgreSQL database and one Redis (issue 4 'Live co-editing'): editors
 * connected to different processes edit one question together. Runs the built API (`npm run build`).
 */
const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const enabled = Boolean(databaseUrl && redisUrl);
if (!enabled)
  console.info('multi-process collab spec skipped: it needs both TEST_DATABASE_URL and REDIS_URL');

const signIn = (api: ApiProcess, username: string) => login(api, username, DEMO_PASSWORDS[username]);

(enabled ? describe : describe.skip)('collaboration across two API processes (PostgreSQL + Redis)', () => {
  const apis: ApiProcess[] = [];
  const editors: Editor[] = [];
  let db: pg.Client;
  let a: ApiProcess;
  let b: ApiProcess;
  let question: Awaited<ReturnType<typeof collabQuestions>>;
  const killAll = () => {
    for (const api of apis) api.child.kill('SIGKILL');
  };
  const sql = async <T>(query: string, params: unknown[] = []): Promise<T[]> => {
    let n = 0;
    return (
      await db.query(
        query.replace(/\?/g, () => `$${++n}`),
        params,
      )
    ).rows as T[];
  };
  const open = async (api: ApiProcess, name: string, user: string) => {
    const editor = await openEditor(api.url, name, await signIn(api, user));
    editors.push(editor);
    return editor;
  };

  beforeAll(async () => {
    requireBuild();
    const own = await ownPostgresDatabase(databaseUrl!);
    process.once('exit', killAll);
    [a, b] = await startTwo({ databaseUrl: own, redisUrl: redisUrl! });
    apis.push(a, b);
    db = new pg.Client({ connectionString: own });
    await db.connect();
    // Questions are made over HTTP through A, as users make them.
    const [creator, admin, reviewer] = await Promise.all(
      ['creator', 'admin', 'reviewer'].map((u) => signIn(a, u)),
    );
    question = await collabQuestions(
      { sql, request: (method, route, opts) => call(a, method, route, opts) },
      { creator, admin, reviewer },
      'ENG-CSE',
    );
  }, 120_000);

  afterEach(() => {
    for (const editor of editors.splice(0)) closeEditor(editor);
  });

  afterAll(async () => {
    await db?.end();
    await Promise.all(apis.map(stopApi));
    process.off('exit', killAll);
  }, 30_000);

  it('relays edits and carets between editors on different processes', async () => {
    const name = await question();
    const onA = await open(a, name, 'creator');
    // Both write this incomplete question: its creator and the admin (a reviewer writes only a
    // question pending review).
    const onB = await open(b, name, 'admin');
    onA.text.insert(0, 'typed on A');
    addParagraph(onB.stem, 'typed on B');
    await until(
      () => onB.text.toString() === 'typed on A' && onA.stem.toString().includes('typed on B'),
      'each process shows the edits made on the other',
    );
    // Concurrent edits on both processes converge.
    onA.text.insert(0, '1');
    onB.text.insert(onB.text.length, '2');
    await until(() => onA.text.toString() === onB.text.toString(), 'the texts converge');
    expect(onA.text.toString()).toBe('1typed on A2');

    onA.provider.awareness.setLocalStateField('user', { name: 'Sara' });
    await until(
      () => onB.provider.awareness.getStates().get(onA.doc.clientID)?.user?.name === 'Sara',
      "B's editor sees A's caret",
    );
    onA.provider.disconnect();
    await until(() => !onB.provider.awareness.getStates().has(onA.doc.clientID), "A's caret leaves B");
  });

  it('gives a process that opens a document the others hold every committed edit', async () => {
    const name = await question();
    const onA = await open(a, name, 'creator');
    for (let i = 0; i < 50; i++) onA.text.insert(onA.text.length, 'k');
    // B opens the document while A's keystrokes are still being written.
    const onB = await open(b, name, 'reviewer');
    await until(() => onB.text.toString() === 'k'.repeat(50), 'B converges with A');
  });

  it('closes the collab sockets of a session on the other process when it logs out', async () => {
    const name = await question();
    const token = await signIn(a, 'creator');
    const onB = await openEditor(b.url, name, token);
    editors.push(onB);
    const res = await fetch(`${a.url}/api/auth/logout`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(res.status).toBeLessThan(300);
    expect((await onB.closed).code).toBe(COLLAB_CLOSE.unauthorized.code);
  });
});

import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { COLLAB_CLOSE } from '@mizan/domain/collab';
import { collabDocument } from '@mizan/domain/questions';
import pg from 'pg';
import {
  addParagraph,
  closeEditor,
  type Editor,
  insertCourse,
  insertQuestion,
  openEditor,
  until,
} from '../../test/collab-editors.js';
import { DEMO_PASSWORDS, resetPostgres } from '../../test/harness.js';

/**
 * Two API processes on one PostgreSQL database and one Redis (issue 4 'Live co-editing'): editors
 * connected to different processes edit one question together. Runs the built API (`npm run build`).
 */
const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const enabled = Boolean(databaseUrl && redisUrl);
if (!enabled)
  console.info('multi-process collab spec skipped: it needs both TEST_DATABASE_URL and REDIS_URL');

const root = path.resolve(import.meta.dirname, '../../../..');
const mainJs = path.join(root, 'apps/api/dist/main.js');
const collabJs = path.join(root, 'apps/api/dist/collaboration/collab.server.js');

interface ApiProcess {
  name: string;
  url: string;
  child: ChildProcess;
  output: string[];
  exited: Promise<number | null>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function startApi(name: string): Promise<ApiProcess> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    MIZAN_WEB_DIST: '/nonexistent',
  };
  delete env.MIZAN_TOKEN_SECRET;
  delete env.NODE_OPTIONS;
  const child = spawn(process.execPath, [mainJs], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 200) output.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const api = { name, url: `http://127.0.0.1:${port}`, child, output, exited };
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (gone) throw new Error(`API ${name} exited before it was healthy:\n${output.join('')}`);
    const ok = await fetch(`${api.url}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return api;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`API ${name} not healthy within 60 s:\n${output.join('')}`);
}

async function stopApi(api: ApiProcess): Promise<void> {
  if (api.child.exitCode !== null || api.child.signalCode !== null) return;
  api.child.kill('SIGTERM');
  const timer = setTimeout(() => api.child.kill('SIGKILL'), 10_000);
  await api.exited;
  clearTimeout(timer);
}

async function login(api: ApiProcess, username: string): Promise<string> {
  const res = await fetch(`${api.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORDS[username] }),
  });
  if (res.status !== 200) throw new Error(`login on ${api.name}: ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

(enabled ? describe : describe.skip)('collaboration across two API processes (PostgreSQL + Redis)', () => {
  const apis: ApiProcess[] = [];
  const editors: Editor[] = [];
  let db: pg.Client;
  let a: ApiProcess;
  let b: ApiProcess;
  let courseId: number;
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
    const editor = await openEditor(api.url, name, await login(api, user));
    editors.push(editor);
    return editor;
  };

  beforeAll(async () => {
    if (!existsSync(mainJs) || !existsSync(collabJs)) {
      throw new Error(`${collabJs} is missing: run \`npm run build\` before this spec`);
    }
    await resetPostgres(databaseUrl!);
    process.once('exit', killAll);
    // A migrates and seeds the empty database first; B starts on the migrated one.
    a = await startApi('A');
    apis.push(a);
    b = await startApi('B');
    apis.push(b);
    db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    courseId = await insertCourse(sql, 'ENG-CSE');
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
    const name = collabDocument(await insertQuestion(sql, courseId, 'creator'));
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
    const name = collabDocument(await insertQuestion(sql, courseId, 'creator'));
    const onA = await open(a, name, 'creator');
    for (let i = 0; i < 50; i++) onA.text.insert(onA.text.length, 'k');
    // B opens the document while A's keystrokes are still being written.
    const onB = await open(b, name, 'reviewer');
    await until(() => onB.text.toString() === 'k'.repeat(50), 'B converges with A');
  });

  it('closes the collab sockets of a session on the other process when it logs out', async () => {
    const name = collabDocument(await insertQuestion(sql, courseId, 'creator'));
    const token = await login(a, 'creator');
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

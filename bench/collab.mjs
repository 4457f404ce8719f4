// Live co-editing (issue 4 'Figures'): 20 y-websocket editors on one question document, the time of a
// keystroke from one editor to each of the others through the server (p50/p95), and the API process's
// memory per open document (500 documents with a short text, one editor each). On PostgreSQL.
import { readFileSync } from 'node:fs';
import { collabDocument } from '@mizan/domain/questions';
import { authenticatingSocket, collabServerUrl } from '@mizan/domain/collab';
import { WebSocket } from 'ws';
import { WebsocketProvider } from 'y-websocket';
import * as Y from 'yjs';
import { log, percentile, resetDatabase, round, runAlone, sleep, startApi, withPg } from './lib.mjs';

const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/mizan_bench_collab';
const EDITORS = 20;
/** Each editor types at this pace, all at once: 100 keystrokes a second on the document. */
const KEYS_PER_SECOND_EACH = 5;
const TYPING_S = 10;
const DOCUMENTS = 500;
const GOAL = 'keystroke p95 < 50 ms on loopback with 20 editors on one document';
/** Keystroke k inserts the character BASE + k, so every receiver knows which keystroke it got. */
const BASE = 0x4e00;
// Each WebsocketProvider adds a process 'exit' listener (to clear its awareness state).
process.setMaxListeners(DOCUMENTS + EDITORS + 20);

function connect(url, name, token) {
  const doc = new Y.Doc();
  const provider = new WebsocketProvider(collabServerUrl(url), name, doc, {
    WebSocketPolyfill: authenticatingSocket(WebSocket, () => token),
    disableBc: true,
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not sync within 15 s`)), 15_000);
    provider.on('closed', ({ code, reason }) => reject(new Error(`${name} refused: ${code} ${reason}`)));
    provider.once('sync', () => {
      clearTimeout(timer);
      resolve({ doc, provider, text: doc.getText('stem') });
    });
  });
}

const disconnect = (editors) => {
  for (const e of editors) {
    e.provider.destroy();
    e.doc.destroy();
  }
};

/** RSS of the API process (kB in /proc), in MB. */
function rssMb(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line.split(/\s+/)[1]) / 1024;
}

/**
 * The API's inspector (started with --inspect on a free port): a full garbage collection, then the
 * process's own process.memoryUsage(), so the heap figure counts live objects only.
 */
async function inspector(api) {
  let url;
  for (let i = 0; i < 50 && !url; i++) {
    url = /Debugger listening on (ws:\/\/\S+)/.exec(api.output())?.[1];
    if (!url) await sleep(100);
  }
  if (!url) throw new Error('the API printed no inspector URL');
  const socket = new WebSocket(url);
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  let id = 0;
  const call = (method, params = {}) =>
    new Promise((resolve, reject) => {
      const mine = ++id;
      const onMessage = (data) => {
        const reply = JSON.parse(data.toString());
        if (reply.id !== mine) return;
        socket.off('message', onMessage);
        if (reply.error) reject(new Error(reply.error.message));
        else resolve(reply.result);
      };
      socket.on('message', onMessage);
      socket.send(JSON.stringify({ id: mine, method, params }));
    });
  return {
    async memory() {
      await call('HeapProfiler.collectGarbage');
      await call('HeapProfiler.collectGarbage');
      const { result } = await call('Runtime.evaluate', {
        expression: 'JSON.stringify(process.memoryUsage())',
        returnByValue: true,
      });
      const usage = JSON.parse(result.value);
      return { heapMb: usage.heapUsed / 1024 / 1024, rssMb: rssMb(api.child.pid) };
    },
    close: () => socket.close(),
  };
}

async function insertQuestions(databaseUrl, count) {
  return withPg(databaseUrl, async (client) => {
    const {
      rows: [course],
    } = await client.query(
      `insert into course (scope_id, name, course_type)
       select id, '{"ar":"مقرر التحرير المشترك","en":"Co-editing bench"}', '15.1.' from scope where code = 'ENG-CSE'
       returning id`,
    );
    const { rows } = await client.query(
      `insert into question (course_id, question_type, status, language, content, text_plain, text_norm, creator_id, updated_by)
       select $1, '3.1.', '5.1.', '4.2.', '{}'::jsonb, '', '', u.id, u.id
       from app_user u, generate_series(1, $2) where u.username = 'admin' returning id`,
      [course.id, count],
    );
    return rows.map((r) => r.id);
  });
}

async function typing(url, token, name) {
  const editors = [];
  for (let i = 0; i < EDITORS; i++) editors.push(await connect(url, name, token));
  const sentAt = [];
  const latencies = [];
  editors.forEach((editor, index) => {
    editor.text.observe((event) => {
      if (event.transaction.local) return;
      const now = performance.now();
      for (const op of event.delta) {
        if (typeof op.insert !== 'string') continue;
        for (const ch of op.insert) {
          const k = ch.codePointAt(0) - BASE;
          if (sentAt[k] !== undefined && k % EDITORS !== index) latencies.push(now - sentAt[k]);
        }
      }
    });
  });
  log(`collab: ${EDITORS} editors typing ${KEYS_PER_SECOND_EACH}/s each for ${TYPING_S} s`);
  const total = EDITORS * KEYS_PER_SECOND_EACH * TYPING_S;
  const gapMs = 1000 / (EDITORS * KEYS_PER_SECOND_EACH);
  const started = performance.now();
  for (let k = 0; k < total; k++) {
    // Keystroke k by editor k % EDITORS, at a steady pace (the editors take turns, 10 ms apart).
    const due = started + k * gapMs;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    const editor = editors[k % EDITORS];
    sentAt[k] = performance.now();
    editor.text.insert(Math.floor(Math.random() * (editor.text.length + 1)), String.fromCodePoint(BASE + k));
  }
  const expected = total * (EDITORS - 1);
  const deadline = performance.now() + 10_000;
  while (latencies.length < expected && performance.now() < deadline) await sleep(20);
  const converged = editors.every((e) => e.text.toString() === editors[0].text.toString());
  disconnect(editors);
  return {
    editors: EDITORS,
    keystrokes: total,
    keystrokesPerSecond: EDITORS * KEYS_PER_SECOND_EACH,
    deliveries: latencies.length,
    deliveriesExpected: expected,
    converged,
    latencyMs: {
      p50: round(percentile(latencies, 50)),
      p95: round(percentile(latencies, 95)),
      p99: round(percentile(latencies, 99)),
      max: round(percentile(latencies, 100)),
    },
  };
}

async function memory(api, token, names) {
  const probe = await inspector(api);
  try {
    // Warm up: the first documents load code paths and pools that are not per document.
    const warm = await Promise.all(names.slice(0, 20).map((n) => connect(api.url, n, token)));
    disconnect(warm);
    await sleep(1000);
    const before = await probe.memory();
    log(`collab: opening ${DOCUMENTS} documents`);
    const editors = [];
    for (let i = 0; i < names.length; i += 50) {
      editors.push(...(await Promise.all(names.slice(i, i + 50).map((n) => connect(api.url, n, token)))));
    }
    for (const [i, e] of editors.entries())
      e.text.insert(0, `سؤال رقم ${i}: What is the value of x? `.repeat(3));
    await sleep(1000);
    const after = await probe.memory();
    disconnect(editors);
    const perDocKb = (mb) => round((mb * 1024) / names.length, 1);
    return {
      documents: names.length,
      heapBeforeMb: round(before.heapMb, 1),
      heapAfterMb: round(after.heapMb, 1),
      heapPerDocumentKb: perDocKb(after.heapMb - before.heapMb),
      rssBeforeMb: round(before.rssMb, 1),
      rssAfterMb: round(after.rssMb, 1),
      rssPerDocumentKb: perDocKb(after.rssMb - before.rssMb),
      note: 'API process, after a full GC (inspector), one editor socket per document with ~150 characters: Y.Doc, awareness, socket',
    };
  } finally {
    probe.close();
  }
}

async function adminToken(url) {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'Admin@12345' }),
  });
  if (res.status !== 200) throw new Error(`login answered ${res.status}`);
  return (await res.json()).token;
}

export default async function collab() {
  const databaseUrl = process.env.BENCH_COLLAB_DATABASE_URL || DEFAULT_DATABASE_URL;
  await resetDatabase(databaseUrl);
  let ids;
  let keystrokes;
  let storedAfterTyping;
  const api = await startApi({ DATABASE_URL: databaseUrl });
  try {
    ids = await insertQuestions(databaseUrl, DOCUMENTS + 1);
    keystrokes = await typing(api.url, await adminToken(api.url), collabDocument(ids[0]));
    log(`collab: keystroke p95 ${keystrokes.latencyMs.p95} ms`);
    await sleep(500); // the last editor's leave compacts the document
    const stored = await withPg(databaseUrl, (client) =>
      client.query(
        `select (select count(*)::int from collab_update where name = $1) as updates,
                (select length(snapshot) from collab_document where name = $1) as "snapshotBytes"`,
        [collabDocument(ids[0])],
      ),
    );
    storedAfterTyping = stored.rows[0];
  } finally {
    await api.stop();
  }
  // A fresh process for the memory figure, so the typing run's garbage does not blur it.
  const fresh = await startApi({ DATABASE_URL: databaseUrl, NODE_OPTIONS: '--inspect=127.0.0.1:0' });
  try {
    const perDocument = await memory(fresh, await adminToken(fresh.url), ids.slice(1).map(collabDocument));
    return {
      database: 'postgresql',
      keystrokes,
      storedAfterTyping,
      memory: perDocument,
      goal: GOAL,
      goalMet: keystrokes.converged && keystrokes.latencyMs.p95 < 50,
      latencySource:
        'every delivery of every keystroke to each of the other 19 editors; all clients run in the bench process',
    };
  } finally {
    await fresh.stop();
  }
}

if (import.meta.main) await runAlone('collab', collab, ['api']);

// JavaScript the initial web route ships, gzipped: the entry module of apps/web/dist/index.html, its
// modulepreloads, and every module they import statically (lazy route chunks are not counted); the
// same for the student's exam page (exam.html, issue 16), whose lazy chunks are counted too.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { runAlone, WEB_DIST } from './lib.mjs';

const GOAL_BYTES = 200_000;
const EXAM_GOAL_BYTES = 150_000;
const kB = (bytes) => Math.round(bytes / 100) / 10;

const attribute = (tag, name) => new RegExp(`\\b${name}=["']?([^"'\\s>]+)`).exec(tag)?.[1];

/** Entry and modulepreload scripts named by index.html, as paths inside dist. */
function htmlScripts(html) {
  const scripts = [...html.matchAll(/<script\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => attribute(tag, 'type') === 'module')
    .map((tag) => attribute(tag, 'src'));
  const preloads = [...html.matchAll(/<link\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => attribute(tag, 'rel') === 'modulepreload')
    .map((tag) => attribute(tag, 'href'));
  return [...scripts, ...preloads].filter(Boolean).map((src) => src.replace(/^\//, ''));
}

/** Relative static imports and re-exports of a built chunk; `import("...")` (lazy) does not match. */
const staticImports = (code) =>
  [...code.matchAll(/\b(?:import|export)\s*(?:[^'"();]*?\bfrom\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g)].map(
    (match) => match[1],
  );

async function gzipped(file, dist) {
  const code = await readFile(path.join(dist, file));
  return {
    file,
    bytes: code.length,
    gzipBytes: gzipSync(code, { level: 9 }).length,
    code: code.toString('utf8'),
  };
}

/** The chunks `page` loads at once, largest first; with `lazy`, its `import("...")` chunks too. */
async function pageJs(dist, page, lazy = false) {
  const queue = htmlScripts(await readFile(path.join(dist, page), 'utf8'));
  const initial = new Map();
  while (queue.length > 0 && initial.size < 1000) {
    const file = queue.shift();
    if (initial.has(file)) continue;
    const chunk = await gzipped(file, dist);
    initial.set(file, chunk);
    const found = staticImports(chunk.code);
    if (lazy)
      found.push(
        ...[...chunk.code.matchAll(/\bimport\(\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g)].map((m) => m[1]),
      );
    queue.push(...found.map((spec) => path.posix.join(path.posix.dirname(file), spec)));
  }
  return [...initial.values()].sort((a, b) => b.gzipBytes - a.gzipBytes);
}

const summary = (files) => ({
  gzipKB: kB(files.reduce((total, chunk) => total + chunk.gzipBytes, 0)),
  rawKB: kB(files.reduce((total, chunk) => total + chunk.bytes, 0)),
  files: files.map(({ file, bytes, gzipBytes }) => ({ file, rawKB: kB(bytes), gzipKB: kB(gzipBytes) })),
});

export default async function webBundle(dist = WEB_DIST) {
  const files = await pageJs(dist, 'index.html');
  const exam = await pageJs(dist, 'exam.html', true);
  const examGzip = exam.reduce((total, chunk) => total + chunk.gzipBytes, 0);
  const assets = (await readdir(path.join(dist, 'assets'))).filter((name) => name.endsWith('.js'));
  const all = await Promise.all(assets.map((name) => gzipped(`assets/${name}`, dist)));
  const sum = (chunks, key) => chunks.reduce((total, chunk) => total + chunk[key], 0);
  const initialGzip = sum(files, 'gzipBytes');
  return {
    initialRoute: summary(files),
    examPage: {
      ...summary(exam),
      goal: 'exam page, lazy chunks included < 150 kB gzipped',
      goalMet: examGzip < EXAM_GOAL_BYTES,
    },
    allJs: { files: all.length, rawKB: kB(sum(all, 'bytes')), gzipKB: kB(sum(all, 'gzipBytes')) },
    unit: 'kB = 1000 bytes, gzip level 9 per file',
    goal: 'initial route < 200 kB gzipped',
    goalMet: initialGzip < GOAL_BYTES,
  };
}

if (import.meta.main) await runAlone('webBundle', webBundle, ['web']);

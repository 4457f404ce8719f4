// JavaScript the initial web route ships, gzipped: the entry module of apps/web/dist/index.html, its
// modulepreloads, and every module they import statically (lazy route chunks are not counted).
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { runAlone, WEB_DIST } from './lib.mjs';

const GOAL_BYTES = 200_000;
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

async function gzipped(file) {
  const code = await readFile(path.join(WEB_DIST, file));
  return {
    file,
    bytes: code.length,
    gzipBytes: gzipSync(code, { level: 9 }).length,
    code: code.toString('utf8'),
  };
}

export default async function webBundle() {
  const html = await readFile(path.join(WEB_DIST, 'index.html'), 'utf8');
  const queue = htmlScripts(html);
  const initial = new Map();
  while (queue.length > 0 && initial.size < 1000) {
    const file = queue.shift();
    if (initial.has(file)) continue;
    const chunk = await gzipped(file);
    initial.set(file, chunk);
    queue.push(...staticImports(chunk.code).map((spec) => path.posix.join(path.posix.dirname(file), spec)));
  }
  const assets = (await readdir(path.join(WEB_DIST, 'assets'))).filter((name) => name.endsWith('.js'));
  const all = await Promise.all(assets.map((name) => gzipped(`assets/${name}`)));
  const sum = (chunks, key) => chunks.reduce((total, chunk) => total + chunk[key], 0);
  const files = [...initial.values()].sort((a, b) => b.gzipBytes - a.gzipBytes);
  const initialGzip = sum(files, 'gzipBytes');
  return {
    initialRoute: {
      gzipKB: kB(initialGzip),
      rawKB: kB(sum(files, 'bytes')),
      files: files.map(({ file, bytes, gzipBytes }) => ({ file, rawKB: kB(bytes), gzipKB: kB(gzipBytes) })),
    },
    allJs: { files: all.length, rawKB: kB(sum(all, 'bytes')), gzipKB: kB(sum(all, 'gzipBytes')) },
    unit: 'kB = 1000 bytes, gzip level 9 per file',
    goal: 'initial route < 200 kB gzipped',
    goalMet: initialGzip < GOAL_BYTES,
  };
}

if (import.meta.main) await runAlone('webBundle', webBundle, ['web']);

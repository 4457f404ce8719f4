import path from 'node:path';
import { existsSync, readdirSync } from 'node:fs';
import { transcode } from 'node:buffer';
import fastifyStatic from '@fastify/static';
import { TOKEN_HEADER } from '@mizan/domain/auth';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from './domain-error.js';
import { illFormedFields, parseJsonBody } from './json-body.js';

/** Largest JSON body the API accepts; uploads go through multipart with their own limits. */
export const JSON_BODY_LIMIT = 1_048_576;

const JSON_CHARSETS = new Set(['utf-8', 'utf8']);

/**
 * The only body parser besides multipart's: JSON, with its failures in the contract shape. The
 * body's depth and size of structure are bounded before it is parsed, and strings no schema may
 * take (NUL, lone surrogates) and `__proto__` keys are refused with 422 naming the field, on every
 * route alike. JSON is UTF-8 (RFC 8259): another declared charset is 415. A body of a type no
 * parser takes is Fastify's 415, in the contract shape through the error handler.
 */
export function jsonBody(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: JSON_BODY_LIMIT },
    (req, text, done) => {
      const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(req.headers['content-type'] ?? '')?.[1];
      if (charset && !JSON_CHARSETS.has(charset.toLowerCase()))
        return done(new DomainError(415, 'unsupportedMediaType'), undefined);
      if ((text as string).trim() === '') return done(null, {});
      const parsed = parseJsonBody(text as string);
      if (!parsed.ok) return done(new DomainError(parsed.status, parsed.key), undefined);
      const fields = illFormedFields(parsed.value);
      if (Object.keys(fields).length > 0) return done(DomainError.validation(fields), undefined);
      done(null, parsed.value);
    },
  );
}

/** JSON answers shorter than this (UTF-16 code units) go out as strings: too small to gain. */
const TRANSCODED_FROM = 1024;
/** Past this an answer is encoded by Buffer.from instead: the scratch buffer stays small. */
const SCRATCH_MAX = 1 << 20;
let scratch = Buffer.allocUnsafe(64 * 1024);

/**
 * A JSON answer as UTF-8 bytes, encoded in one pass. Left a string, it was encoded twice, and both
 * times by V8's per-character encoder: for its Content-Length (Fastify's Buffer.byteLength) and by the
 * socket's write; an answer with Arabic text is a two-byte string, and for a page of ten courses
 * (5.5 k characters) each pass took about 7 us where ICU's transcoder takes about 3 from a UTF-16 copy.
 */
export function utf8Answer(text: string): string | Buffer {
  if (text.length < TRANSCODED_FROM) return text;
  if (text.length * 2 > scratch.length) {
    if (text.length * 2 > SCRATCH_MAX) return Buffer.from(text, 'utf8');
    scratch = Buffer.allocUnsafe(SCRATCH_MAX);
  }
  const bytes = scratch.write(text, 0, 'utf16le');
  return transcode(scratch.subarray(0, bytes), 'utf16le', 'utf8');
}

/**
 * Every JSON answer through utf8Answer (JSON.stringify, as Fastify's default serializer does). Fastify
 * sends a serializer's Buffer as it is, its length the Content-Length; its types only name strings.
 */
export function jsonAnswers(app: FastifyInstance): void {
  app.setReplySerializer((payload) => utf8Answer(JSON.stringify(payload)) as string);
}

/** The request's path without its query. */
const pathOf = (req: FastifyRequest) => {
  const q = req.url.indexOf('?');
  return q < 0 ? req.url : req.url.slice(0, q);
};

/**
 * Every answer's security headers; API answers are never stored by a browser or proxy cache by
 * default, and an answer that carries a session token (the X-Auth-Token every authenticated call
 * renews) never, even when its route asked for caching (a profile image). Only public answers
 * (question images) may set their own.
 */
export function responseHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (req, reply, done) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Referrer-Policy', 'same-origin');
    if (isApiPath(pathOf(req))) reply.header('Cache-Control', 'no-store');
    done();
  });
  app.addHook('onSend', (_req, reply, payload, done) => {
    if (reply.hasHeader(TOKEN_HEADER)) reply.header('Cache-Control', 'no-store');
    done(null, payload);
  });
}

/**
 * The web app's policy: scripts, styles, fonts and connections from the origin only (KaTeX's
 * fonts are files of the build; `data:` for those inlined by Vite). Style attributes stay allowed
 * (`style-src-attr`): KaTeX's markup positions every glyph with one; no inline <style> or script.
 */
export function contentSecurityPolicy(req: FastifyRequest): string {
  const host = req.headers.host ?? '';
  const ws = req.protocol === 'https' ? 'wss' : 'ws';
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "style-src-attr 'unsafe-inline'",
    "font-src 'self' data:",
    "img-src 'self' data: blob:",
    `connect-src 'self' ${ws}://${host}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const API_PREFIXES = ['/api', '/socket.io', '/collab'];
const isApiPath = (p: string) => API_PREFIXES.some((prefix) => p === prefix || p.startsWith(`${prefix}/`));
/** Vite's hashed build output: immutable, and a missing one is a 404 (a stale tab's chunk-load error). */
const ASSETS = '/assets/';
const HASHED_NAME = /^[\w-]+(\.[\w-]+)+$/;

/**
 * Serves the built web app on the API's origin, with index.html for every client-side route: a
 * catch-all GET route, so the API's own routes are matched first and pay nothing for it. Returns
 * false when there is no build.
 */
export async function webApp(app: FastifyInstance, dist: string): Promise<boolean> {
  if (!existsSync(path.join(dist, 'index.html'))) return false;
  await app.register(fastifyStatic, { root: dist, serve: false });
  // favicon.svg, boot.js: not hashed, so revalidated. The build's top level is fixed once built.
  const files = new Set(
    readdirSync(dist, { withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => e.name),
  );
  const assets = path.join(dist, 'assets');
  const page = (req: FastifyRequest, reply: FastifyReply, file: string) =>
    reply
      .header('Cache-Control', 'no-cache')
      .header('Content-Security-Policy', contentSecurityPolicy(req))
      .sendFile(file, { cacheControl: false });
  app.get('/*', (req, reply) => {
    const p = pathOf(req);
    if (isApiPath(p)) return reply.callNotFound();
    if (p.startsWith(ASSETS)) {
      // Vite writes them flat: a name with a slash, escaped or not, is no asset.
      const name = p.slice(ASSETS.length);
      if (!HASHED_NAME.test(name)) return reply.callNotFound();
      return reply.sendFile(name, assets, { maxAge: '1y', immutable: true });
    }
    // The students' exam page (issue 16): its own small page and script, outside the staff app.
    if (p === '/exam' || p.startsWith('/exam/')) return page(req, reply, 'exam.html');
    const name = p.slice(1);
    // The page itself only ever goes out with its policy.
    if (files.has(name) && !name.endsWith('.html')) return reply.sendFile(name, { maxAge: 0 });
    return page(req, reply, 'index.html');
  });
  return true;
}

/** Route parameters that are row ids: a path whose segment there is not digits is not that route. */
export const NUMERIC_ROUTE_PARAMS = [
  'courseId',
  'questionId',
  'subjectId',
  'commentId',
  'iloId',
  'examId',
  'modelNo',
  'centreId',
  'hallId',
  'reserveExamId',
  'creatorId',
  'batchId',
  'itemId',
  'studentId',
  'sectorId',
];

const NUMERIC_PARAM = new RegExp(`:(${NUMERIC_ROUTE_PARAMS.join('|')})(?=/|$)`, 'g');

/**
 * Row-id parameters match digits only (find-my-way's regex parameters), so `GET
 * /api/questions/165.2.1./abc` is no route (404), whatever routes the modules register. Must be
 * added before the routes are (Nest registers them when the app starts listening).
 */
export function numericRouteParams(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    route.url = route.url.replace(NUMERIC_PARAM, ':$1(^\\d{1,15}$)');
  });
}

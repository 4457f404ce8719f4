import path from 'node:path';
import { existsSync } from 'node:fs';
import { TOKEN_HEADER } from '@mizan/domain/auth';
import { MESSAGES, type MessageKey } from '@mizan/domain/messages';
import express, { type NextFunction, type Request, type Response } from 'express';
import { illFormedFields, parseJsonBody } from './json-body.js';

/** Largest JSON body the API accepts; uploads go through multipart with their own limits. */
export const JSON_BODY_LIMIT = '1mb';

const send = (res: Response, status: number, key: MessageKey) =>
  res.status(status).json({ message: MESSAGES[key] });

/**
 * The JSON body parser, with its failures in the contract shape (they happen before any Nest
 * route, where the error filter cannot see them). The body's depth and size of structure are
 * bounded before it is parsed, and strings no schema may take (NUL, lone surrogates) and
 * `__proto__` keys are refused with 422 naming the field, on every route alike.
 */
export function jsonBody() {
  const read = express.text({ type: 'application/json', limit: JSON_BODY_LIMIT, defaultCharset: 'utf-8' });
  return (req: Request, res: Response, next: NextFunction) =>
    read(req, res, (err?: { type?: string }) => {
      if (err) {
        if (err.type === 'entity.too.large') return send(res, 413, 'payloadTooLarge');
        if (err.type === 'encoding.unsupported' || err.type === 'charset.unsupported')
          return send(res, 415, 'unsupportedMediaType');
        return send(res, 400, 'invalidJson');
      }
      if (typeof req.body !== 'string') return next();
      if (req.body.trim() === '') {
        req.body = {};
        return next();
      }
      const parsed = parseJsonBody(req.body);
      if (!parsed.ok) return send(res, parsed.status, parsed.key);
      const fields = illFormedFields(parsed.value);
      if (Object.keys(fields).length > 0)
        return res.status(422).json({ message: MESSAGES.invalidData, fields });
      req.body = parsed.value;
      next();
    });
}

export function securityHeaders(_req: Request, res: Response, next: NextFunction) {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Referrer-Policy', 'same-origin');
  next();
}

/**
 * API answers are never stored by a browser or proxy cache by default; an answer that carries a
 * session token (the X-Auth-Token every authenticated call renews) never, even when its route
 * asked for caching (a profile image). Only public answers (question images) may set their own.
 */
export function apiCaching(req: Request, res: Response, next: NextFunction) {
  if (!isApiPath(req.path)) return next();
  res.setHeader('Cache-Control', 'no-store');
  const writeHead = res.writeHead;
  res.writeHead = function (this: Response, ...args: Parameters<Response['writeHead']>) {
    if (this.getHeader(TOKEN_HEADER)) this.setHeader('Cache-Control', 'no-store');
    return writeHead.apply(this, args);
  } as Response['writeHead'];
  next();
}

/**
 * The web app's policy: scripts, styles, fonts and connections from the origin only (KaTeX's
 * fonts are files of the build; `data:` for those inlined by Vite). Style attributes stay allowed
 * (`style-src-attr`): KaTeX's markup positions every glyph with one; no inline <style> or script.
 */
export function contentSecurityPolicy(req: Request): string {
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

/** Serves the built web app on the API's origin, with index.html for every client-side route. */
export function webApp(dist: string) {
  if (!existsSync(path.join(dist, 'index.html'))) return null;
  const hashed = express.static(path.join(dist, 'assets'), {
    index: false,
    maxAge: '1y',
    immutable: true,
    fallthrough: false,
  });
  // favicon.svg, boot.js: not hashed, so revalidated.
  const files = express.static(dist, { index: false, maxAge: 0 });
  const index = path.join(dist, 'index.html');
  // The students' exam page (issue 16): its own small page and script, outside the staff app.
  const exam = path.join(dist, 'exam.html');
  return (req: Request, res: Response, next: NextFunction) => {
    if (isApiPath(req.path)) return next();
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (req.path.startsWith(ASSETS)) {
      const url = req.url;
      req.url = req.url.slice(ASSETS.length - 1);
      return hashed(req, res, () => {
        req.url = url;
        send(res, 404, 'notFound');
      });
    }
    const page = (file = index) => {
      res.setHeader('Cache-Control', 'no-cache');
      res.setHeader('Content-Security-Policy', contentSecurityPolicy(req));
      res.sendFile(file);
    };
    if (req.path === '/exam' || req.path.startsWith('/exam/')) return page(exam);
    // The page itself only ever goes out with its policy.
    if (req.path.endsWith('.html')) return page();
    files(req, res, () => page());
  };
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

/**
 * Express 5 has no `:id(\d+)`: a param handler passes a non-numeric segment on to the next route
 * (`next('route')`), so `GET /api/questions/165.2.1./export` reaches the export route whether the
 * module holding `GET :questionId` was registered before it or after.
 */
export function numericRouteParams(app: express.Express): void {
  for (const name of NUMERIC_ROUTE_PARAMS)
    app.param(name, (_req, _res, next, value: string) =>
      next(/^\d{1,15}$/.test(value) ? undefined : 'route'),
    );
}

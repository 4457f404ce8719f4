import path from 'node:path';
import { existsSync } from 'node:fs';
import { MESSAGES, type MessageKey } from '@mizan/domain/messages';
import express, { type NextFunction, type Request, type Response } from 'express';

/** Largest JSON body the API accepts; uploads go through multipart with their own limits. */
export const JSON_BODY_LIMIT = '1mb';

const send = (res: Response, status: number, key: MessageKey) =>
  res.status(status).json({ message: MESSAGES[key] });

/**
 * express.json with its failures in the contract shape: body-parser errors happen before any
 * Nest route, where the error filter cannot see them.
 */
export function jsonBody() {
  const parse = express.json({ limit: JSON_BODY_LIMIT, strict: true });
  return (req: Request, res: Response, next: NextFunction) =>
    parse(req, res, (err?: { type?: string }) => {
      if (!err) return next();
      if (err.type === 'entity.too.large') return send(res, 413, 'payloadTooLarge');
      if (err.type === 'encoding.unsupported' || err.type === 'charset.unsupported')
        return send(res, 415, 'unsupportedMediaType');
      return send(res, 400, 'invalidJson');
    });
}

export function securityHeaders(_req: Request, res: Response, next: NextFunction) {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Referrer-Policy', 'same-origin');
  next();
}

const API_PREFIXES = ['/api', '/socket.io', '/collab'];

/** Serves the built web app on the API's origin, with index.html for every client-side route. */
export function webApp(dist: string) {
  if (!existsSync(path.join(dist, 'index.html'))) return null;
  const assets = express.static(dist, { index: false, maxAge: '1y', immutable: true });
  const index = path.join(dist, 'index.html');
  return (req: Request, res: Response, next: NextFunction) => {
    if (API_PREFIXES.some((p) => req.path === p || req.path.startsWith(`${p}/`))) return next();
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    assets(req, res, () => {
      res.setHeader('Cache-Control', 'no-cache');
      res.sendFile(index);
    });
  };
}

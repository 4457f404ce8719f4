import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { AppId } from '@mizan/domain/access';
import { validate } from '@mizan/domain/validation';
import type { FastifyRequest as Request } from 'fastify';
import type { z } from 'zod';
import type { RequestAuth } from '../auth/session.store.js';
import type { AuthedRequest } from './auth.guard.js';
import { DomainError } from './domain-error.js';
import { illFormedFields } from './json-body.js';

/** The caller's session, resolved by the AuthGuard (routes with a session rule only). */
export const CurrentAuth = createParamDecorator((_: unknown, ctx: ExecutionContext): RequestAuth => {
  const auth = ctx.switchToHttp().getRequest<AuthedRequest>().auth;
  if (!auth) throw new Error('CurrentAuth used on a route without a session rule');
  return auth;
});

/**
 * The app the AuthGuard checked the route's right on: the `{appId}` path segment, already one the
 * route serves (else 404) and holding the right (else 403), or the route's own app. Routes with a
 * right rule only; services take it as checked and never check it again.
 */
export const AppIdParam = createParamDecorator((_: unknown, ctx: ExecutionContext): AppId => {
  const appId = ctx.switchToHttp().getRequest<AuthedRequest>().appId;
  if (!appId) throw new Error('AppIdParam used on a route without a right rule');
  return appId;
});

/**
 * Zod's verdict and the text check together (NUL, lone surrogates, `__proto__`: see json-body.ts;
 * bodies were checked by the parser already, query strings are checked here): a 422 with
 * per-field messages on either failure.
 */
function checked<T>(schema: z.ZodType<T>, input: unknown): T {
  const illFormed = illFormedFields(input);
  const result = validate(schema, input);
  if (!result.success) throw DomainError.validation({ ...illFormed, ...result.fields });
  if (Object.keys(illFormed).length) throw DomainError.validation(illFormed);
  return result.data;
}

const hasBody = (req: Request) =>
  req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;

/** A request with a body that is not JSON (a form sent to a JSON route): 415. */
export const refuseNonJsonBody = (req: Request): void => {
  if (hasBody(req) && !/^application\/json\s*(;|$)/i.test(req.headers['content-type'] ?? ''))
    throw new DomainError(415, 'unsupportedMediaType');
};

/**
 * A JSON body checked against a libs/domain zod schema: a body of another type -> 415,
 * a body that breaks the schema -> 422 with per-field {ar, en} messages.
 */
// The schema travels wrapped under a key of ours: Nest reads data with a transform() or a `schema` key as its own.
const bodyParam = createParamDecorator(({ zod }: { zod: z.ZodType }, ctx: ExecutionContext) => {
  const req = ctx.switchToHttp().getRequest<Request>();
  refuseNonJsonBody(req);
  return checked(zod, req.body ?? {});
});

export const ValidBody = (schema: z.ZodType) => bodyParam({ zod: schema });

const queryParam = createParamDecorator(({ zod }: { zod: z.ZodType }, ctx: ExecutionContext) => {
  return checked(zod, ctx.switchToHttp().getRequest<Request>().query);
});

/** A query string checked against a zod schema (422 on failure). */
export const ValidQuery = (schema: z.ZodType) => queryParam({ zod: schema });

export const clientMeta = (req: Request) => ({ userAgent: req.headers['user-agent'], ip: req.ip });

import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { MESSAGES } from '@mizan/domain/messages';
import { validate } from '@mizan/domain/validation';
import type { Request } from 'express';
import type { z } from 'zod';
import type { RequestAuth } from '../auth/session.store.js';
import type { AuthedRequest } from './auth.guard.js';
import { DomainError } from './domain-error.js';

/** The caller's session, resolved by the AuthGuard (routes with a session rule only). */
export const CurrentAuth = createParamDecorator((_: unknown, ctx: ExecutionContext): RequestAuth => {
  const auth = ctx.switchToHttp().getRequest<AuthedRequest>().auth;
  if (!auth) throw new Error('CurrentAuth used on a route without a session rule');
  return auth;
});

/**
 * Dotted paths of the strings in `value` that hold a NUL character: PostgreSQL text and jsonb cannot
 * store one, so such input would fail in the database (a 500) instead of as a validation error.
 */
export function nulFields(value: unknown, path: string[] = []): string[] {
  if (typeof value === 'string') return value.includes('\u0000') ? [path.join('.') || '_'] : [];
  if (Array.isArray(value)) return value.flatMap((v, i) => nulFields(v, [...path, String(i)]));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => nulFields(v, [...path, k]));
  return [];
}

/** Zod's verdict and the NUL check together: a 422 with per-field messages on either failure. */
function checked<T>(schema: z.ZodType<T>, input: unknown): T {
  const result = validate(schema, input);
  const nul = Object.fromEntries(nulFields(input).map((f) => [f, MESSAGES.invalidData]));
  if (!result.success) throw DomainError.validation({ ...nul, ...result.fields });
  if (Object.keys(nul).length) throw DomainError.validation(nul);
  return result.data;
}

const hasBody = (req: Request) =>
  req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;

/**
 * A JSON body checked against a libs/domain zod schema: a body of another type -> 415,
 * a body that breaks the schema -> 422 with per-field {ar, en} messages.
 */
// The schema travels wrapped under a key of ours: Nest reads data with a transform() or a `schema` key as its own.
const bodyParam = createParamDecorator(({ zod }: { zod: z.ZodType }, ctx: ExecutionContext) => {
  const req = ctx.switchToHttp().getRequest<Request>();
  if (hasBody(req) && !req.is('application/json')) throw new DomainError(415, 'unsupportedMediaType');
  return checked(zod, req.body ?? {});
});

export const ValidBody = (schema: z.ZodType) => bodyParam({ zod: schema });

const queryParam = createParamDecorator(({ zod }: { zod: z.ZodType }, ctx: ExecutionContext) => {
  return checked(zod, ctx.switchToHttp().getRequest<Request>().query);
});

/** A query string checked against a zod schema (422 on failure). */
export const ValidQuery = (schema: z.ZodType) => queryParam({ zod: schema });

export const clientMeta = (req: Request) => ({ userAgent: req.headers['user-agent'], ip: req.ip });

import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type MessageKey, MESSAGES } from '@mizan/domain/messages';
import { DomainError } from './domain-error.js';

/**
 * Status of errors raised before our code runs (Fastify's body and multipart parsers, the router;
 * Nest's Fastify error handler brings them here as HttpExceptions) -> message. A 400 is a request
 * they could not read (a broken multipart body, a Content-Length its body does not match); a body
 * that is not JSON is our parser's own 400.
 */
const FRAMEWORK_MESSAGES: Record<number, MessageKey> = {
  400: 'invalidData',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'notFound',
  413: 'payloadTooLarge',
  415: 'unsupportedMediaType',
};

interface FrameworkError {
  status?: number;
  statusCode?: number;
}

/** Turns anything thrown into the contract body; unknown errors become the generic 500 text. */
@Catch()
export class ErrorFilter implements ExceptionFilter {
  private readonly log = new Logger('Error');

  catch(error: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') throw error;
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const req = host.switchToHttp().getRequest<FastifyRequest>();
    if (reply.sent || reply.raw.headersSent) return;
    const { status, body, headers } = this.describe(error, req);
    reply.headers(headers).status(status).send(body);
  }

  private describe(error: unknown, req: FastifyRequest) {
    if (error instanceof DomainError)
      return { status: error.status, body: error.body, headers: error.headers };
    const status = this.statusOf(error);
    const key = status ? FRAMEWORK_MESSAGES[status] : undefined;
    if (status && key) return { status, body: { message: MESSAGES[key] }, headers: {} };
    this.log.error(`${req.method} ${req.url}: ${error instanceof Error ? error.stack : String(error)}`);
    return { status: 500, body: { message: MESSAGES.generic }, headers: {} };
  }

  private statusOf(error: unknown): number | undefined {
    if (error instanceof HttpException) return error.getStatus();
    const e = error as FrameworkError;
    const s = e?.status ?? e?.statusCode;
    return typeof s === 'number' && s >= 400 && s < 500 ? s : undefined;
  }
}

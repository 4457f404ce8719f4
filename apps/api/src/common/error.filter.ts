import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type MessageKey, MESSAGES } from '@mizan/domain/messages';
import { DomainError } from './domain-error.js';
import type { CheckedRequest } from './session-in-read.js';

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
    // Refused before a list route ran (its query): the session's own check answers first. Nest hands
    // Fastify the reply, which waits for it to be sent.
    const check = (req as CheckedRequest).sessionCheck;
    if (check) void check.before(error).then((answer) => this.answer(answer, req, reply));
    else this.answer(error, req, reply);
  }

  private answer(error: unknown, req: FastifyRequest, reply: FastifyReply): void {
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

import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { type MessageKey, MESSAGES } from '@mizan/domain/messages';
import { DomainError } from './domain-error.js';

/**
 * Status of errors raised before our code runs (body parser, router, multer) -> message.
 * A 400 is a body that is not JSON only when the body parser says so (see `keyOf`); otherwise it is
 * a request the router or multer could not read (an undecodable path, a broken multipart body).
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
  type?: string;
  code?: string;
}

/** Turns anything thrown into the contract body; unknown errors become the generic 500 text. */
@Catch()
export class ErrorFilter implements ExceptionFilter {
  private readonly log = new Logger('Error');

  catch(error: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') throw error;
    const res = host.switchToHttp().getResponse<Response>();
    const req = host.switchToHttp().getRequest<Request>();
    if (res.headersSent) return;
    const { status, body, headers } = this.describe(error, req);
    for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
    res.status(status).json(body);
  }

  private describe(error: unknown, req: Request) {
    if (error instanceof DomainError)
      return { status: error.status, body: error.body, headers: error.headers };
    const status = this.statusOf(error);
    const key = status ? this.keyOf(status, error) : undefined;
    if (status && key) return { status, body: { message: MESSAGES[key] }, headers: {} };
    this.log.error(
      `${req.method} ${req.originalUrl}: ${error instanceof Error ? error.stack : String(error)}`,
    );
    return { status: 500, body: { message: MESSAGES.generic }, headers: {} };
  }

  private keyOf(status: number, error: unknown): MessageKey | undefined {
    if ((error as FrameworkError)?.type === 'entity.parse.failed') return 'invalidJson';
    return FRAMEWORK_MESSAGES[status];
  }

  private statusOf(error: unknown): number | undefined {
    if (error instanceof HttpException) return error.getStatus();
    const e = error as FrameworkError;
    if (e?.type === 'entity.parse.failed') return 400;
    if (e?.type === 'entity.too.large' || e?.code === 'LIMIT_FILE_SIZE') return 413;
    if (e?.type === 'encoding.unsupported' || e?.type === 'charset.unsupported') return 415;
    const s = e?.status ?? e?.statusCode;
    return typeof s === 'number' && s >= 400 && s < 500 ? s : undefined;
  }
}

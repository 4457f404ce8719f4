import type { CallHandler, ExecutionContext, NestInterceptor } from '@nestjs/common';
import { SCAN_LIMITS } from '@mizan/domain/scoring';
import type { FastifyRequest } from 'fastify';
import type { Observable } from 'rxjs';
import { scanTooLarge } from './scans.service.js';

/** Room for the multipart boundaries and part headers around the file. */
const MULTIPART_SLACK = 64 * 1024;

/**
 * Refuses an upload whose declared length is over the limit before a byte of it is read: the form
 * reader (files/multipart.ts) refuses a file only once it has read past the limit, so a 2 GB upload
 * would be received that far just to hear 413. Runs before the form is read.
 */
export class DeclaredSizeInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const length = Number(context.switchToHttp().getRequest<FastifyRequest>().headers['content-length']);
    if (length > SCAN_LIMITS.maxBytes + MULTIPART_SLACK) throw scanTooLarge();
    return next.handle();
  }
}

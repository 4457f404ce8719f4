import type { CallHandler, ExecutionContext, NestInterceptor } from '@nestjs/common';
import { SCAN_LIMITS } from '@mizan/domain/scoring';
import type { Request } from 'express';
import type { Observable } from 'rxjs';
import { scanTooLarge } from './scans.service.js';

/** Room for the multipart boundaries and part headers around the file. */
const MULTIPART_SLACK = 64 * 1024;

/**
 * Refuses an upload whose declared length is over the limit before a byte of it is read: multer
 * answers its own size refusal only once the whole request has arrived (it drains the rest), so a
 * 2 GB upload would be received in full just to hear 413. Runs before the file interceptor.
 */
export class DeclaredSizeInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const length = Number(context.switchToHttp().getRequest<Request>().headers['content-length']);
    if (length > SCAN_LIMITS.maxBytes + MULTIPART_SLACK) throw scanTooLarge();
    return next.handle();
  }
}

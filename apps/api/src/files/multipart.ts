import fastifyMultipart from '@fastify/multipart';
import {
  BadRequestException,
  type CallHandler,
  createParamDecorator,
  type ExecutionContext,
  HttpException,
  type NestInterceptor,
  PayloadTooLargeException,
} from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyRequest } from 'fastify';
import type { Observable } from 'rxjs';
import type { UploadedFile } from './upload.js';

/** What one upload route takes: the file's size, and at most so many files and text fields. */
export interface UploadLimits {
  fileSize: number;
  files?: number;
  fields?: number;
}

/** Parts (fields and files) any multipart request may have, whatever its route. */
const MAX_PARTS = 1000;

type UploadRequest = FastifyRequest & { upload?: UploadedFile };

/**
 * multipart/form-data through @fastify/multipart; a route reads it only with fileUpload (the body is
 * read after the guard, so nobody unauthenticated makes the API receive a file).
 */
export async function multipartBodies(app: NestFastifyApplication): Promise<void> {
  await app.register(fastifyMultipart as never, { limits: { parts: MAX_PARTS } });
}

/**
 * The limits' refusals, under the codes the upload filters word (files/upload.filter.ts): a file
 * over the size 413, any other limit or a broken form 400.
 */
function refusal(error: unknown): HttpException {
  if (error instanceof HttpException) return error;
  const code = (error as { code?: string } | undefined)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return new PayloadTooLargeException('File too large', { cause: { code: 'LIMIT_FILE_SIZE' } });
  const limit = {
    FST_FILES_LIMIT: 'LIMIT_FILE_COUNT',
    FST_FIELDS_LIMIT: 'LIMIT_FIELD_COUNT',
    FST_PARTS_LIMIT: 'LIMIT_PART_COUNT',
  }[code ?? ''];
  return new BadRequestException(limit ?? 'Malformed form', { cause: { code: limit ?? code } });
}

/** Reads the form: its one file under `field` (kept in memory), its text fields as the body. */
async function readForm(req: UploadRequest, field: string, limits: UploadLimits): Promise<void> {
  const fields: Record<string, unknown> = {};
  try {
    for await (const part of req.parts({ limits: { ...limits, parts: MAX_PARTS } })) {
      if (part.type === 'file') {
        if (part.fieldname !== field || req.upload)
          throw new BadRequestException('Unexpected file field', {
            cause: { code: req.upload ? 'LIMIT_FILE_COUNT' : 'LIMIT_UNEXPECTED_FILE' },
          });
        const buffer = await part.toBuffer();
        req.upload = { originalname: part.filename, size: buffer.length, buffer };
      } else fields[part.fieldname] = part.value;
    }
  } catch (error) {
    throw refusal(error);
  }
  (req as { body: unknown }).body = fields;
}

class FileUploadInterceptor implements NestInterceptor {
  constructor(
    private readonly field: string,
    private readonly limits: UploadLimits,
  ) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const req = context.switchToHttp().getRequest<UploadRequest>();
    // A request of another type has no file: the route says what is missing.
    if (req.isMultipart()) await readForm(req, this.field, this.limits);
    return next.handle();
  }
}

/**
 * `@UseInterceptors(fileUpload(field, limits))`: the route takes a multipart form with one file under
 * `field`; @FormFile() is that file, @Body() the text fields.
 */
export const fileUpload = (field: string, limits: UploadLimits): NestInterceptor =>
  new FileUploadInterceptor(field, limits);

export const FormFile = createParamDecorator(
  (_: unknown, ctx: ExecutionContext) => ctx.switchToHttp().getRequest<UploadRequest>().upload,
);

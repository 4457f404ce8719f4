import { type ArgumentsHost, Catch, HttpException } from '@nestjs/common';
import type { Bilingual } from '@mizan/domain/i18n';
import { DomainError } from '../common/domain-error.js';
import { ErrorFilter } from '../common/error.filter.js';

/** The form reader's codes (multer's names) for a form without exactly one file under the upload's field. */
const NO_SINGLE_FILE = new Set(['LIMIT_UNEXPECTED_FILE', 'LIMIT_FILE_COUNT', 'MISSING_FIELD_NAME']);

/** How an upload route words the form reader's refusals: its field, its missing-file text, its size error. */
export interface UploadRefusals {
  field: string;
  missing: Bilingual;
  tooLarge: () => DomainError;
}

/**
 * Says what the form reader refused in the route's own words (SPEC 5 'Files'): a file over the limit gets
 * the route's size message (the reader stops at the limit, before any parsing), a form without
 * exactly one file under the field a missing-file error on that field. Everything else goes to the
 * global error filter as it is. Used as `@UseFilters(new UploadFilter({...}))`.
 */
@Catch()
export class UploadFilter extends ErrorFilter {
  constructor(private readonly refusals: UploadRefusals) {
    super();
  }

  override catch(error: unknown, host: ArgumentsHost): void {
    super.catch(this.translate(error), host);
  }

  private translate(error: unknown): unknown {
    if (!(error instanceof HttpException)) return error;
    const code = (error.cause as { code?: unknown } | undefined)?.code;
    if (code === 'LIMIT_FILE_SIZE') return this.refusals.tooLarge();
    if (typeof code === 'string' && NO_SINGLE_FILE.has(code))
      return DomainError.validation({ [this.refusals.field]: this.refusals.missing });
    return error;
  }
}

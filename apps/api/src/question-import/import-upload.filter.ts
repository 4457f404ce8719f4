import { type ArgumentsHost, Catch, HttpException } from '@nestjs/common';
import { QUESTION_IMPORT_MESSAGES as M } from '@mizan/domain/question-import';
import { DomainError } from '../common/domain-error.js';
import { ErrorFilter } from '../common/error.filter.js';
import { fileTooLarge } from './question-import.service.js';

/** multer's codes for a form without exactly one file under "file". */
const NO_SINGLE_FILE = new Set(['LIMIT_UNEXPECTED_FILE', 'LIMIT_FILE_COUNT', 'MISSING_FIELD_NAME']);

/**
 * Says what multer refused in the words of SPEC 5 'Files': a file over 5 MB gets the import's size
 * message (multer stops reading it at the limit, before any parsing), a missing file the file field.
 */
@Catch()
export class ImportUploadFilter extends ErrorFilter {
  override catch(error: unknown, host: ArgumentsHost): void {
    super.catch(translate(error), host);
  }
}

function translate(error: unknown): unknown {
  if (!(error instanceof HttpException)) return error;
  const code = (error.cause as { code?: unknown } | undefined)?.code;
  if (code === 'LIMIT_FILE_SIZE') return fileTooLarge();
  if (typeof code === 'string' && NO_SINGLE_FILE.has(code))
    return DomainError.validation({ file: M.fileRequired });
  return error;
}

import { type ArgumentsHost, Catch, HttpException } from '@nestjs/common';
import { LIMITS } from '@mizan/domain/limits';
import type { Bilingual } from '@mizan/domain/i18n';
import { DomainError } from '../common/domain-error.js';
import { ErrorFilter } from '../common/error.filter.js';

/** The per-field message when an upload carries no image (SPEC 5 'Files'). */
export const IMAGE_REQUIRED: Bilingual = { ar: 'برجاء اختيار صورة', en: 'Please choose an image' };

export const imageTooLarge = () =>
  new DomainError(413, 'imageSize', { max: LIMITS.profileImageMaxBytes / 1_048_576 });

/** multer's codes for a form that holds no file under "image", or more than one. */
const NO_SINGLE_IMAGE = new Set(['LIMIT_UNEXPECTED_FILE', 'LIMIT_FILE_COUNT', 'MISSING_FIELD_NAME']);

/**
 * Says what multer refused in the words of the image rules: a file over its limit is "the image
 * is larger than 1 MB" (not the generic body-size text), a file under another field is a missing
 * image. Everything else goes to the global error filter as it is.
 */
@Catch()
export class ImageUploadFilter extends ErrorFilter {
  override catch(error: unknown, host: ArgumentsHost): void {
    super.catch(translate(error), host);
  }
}

function translate(error: unknown): unknown {
  if (!(error instanceof HttpException)) return error;
  const code = (error.cause as { code?: unknown } | undefined)?.code;
  if (code === 'LIMIT_FILE_SIZE') return imageTooLarge();
  if (typeof code === 'string' && NO_SINGLE_IMAGE.has(code))
    return DomainError.validation({ image: IMAGE_REQUIRED });
  return error;
}

import type { Bilingual } from '@mizan/domain/i18n';
import { LIMITS } from '@mizan/domain/limits';
import { DomainError } from '../common/domain-error.js';
import type { UploadRefusals } from '../files/upload.filter.js';

/** The image types a profile picture may have (SPEC 5), recognised by their first bytes, not their name. */
export function sniffImage(bytes: Uint8Array): 'image/png' | 'image/jpeg' | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return null;
}

export const IMAGE_NAME = /\.(jpe?g|png)$/i;

/** The per-field message when an upload carries no image (SPEC 5 'Files'). */
export const IMAGE_REQUIRED: Bilingual = { ar: 'برجاء اختيار صورة', en: 'Please choose an image' };

export const imageTooLarge = () =>
  new DomainError(413, 'imageSize', { max: LIMITS.profileImageMaxBytes / 1_048_576 });

/** The form reader's refusals of a profile picture, in the image rules' words. */
export const IMAGE_UPLOAD: UploadRefusals = {
  field: 'image',
  missing: IMAGE_REQUIRED,
  tooLarge: imageTooLarge,
};

import { BYTES_PER_MB, LIMITS } from '@mizan/domain/limits';
import { type Bilingual, fill } from '@mizan/domain/i18n';
import { MESSAGES } from '@mizan/domain/messages';

const IMAGE_NAME = /\.(jpe?g|png)$/i;
const IMAGE_TYPES = ['image/jpeg', 'image/png'];

/** SPEC 5 'Files': jpg, jpeg or png up to 1 MB, checked before upload (the server checks again). */
export function imageFileError(file: File): Bilingual | null {
  if (!IMAGE_NAME.test(file.name) || !IMAGE_TYPES.includes(file.type)) return MESSAGES.imageType;
  if (file.size > LIMITS.profileImageMaxBytes) {
    return fill(MESSAGES.imageSize, { max: LIMITS.profileImageMaxBytes / BYTES_PER_MB });
  }
  return null;
}

import { Injectable } from '@nestjs/common';
import { BYTES_PER_MB, LIMITS } from '@mizan/domain/limits';
import { QUESTION_MESSAGES as M, type QuestionImageResponse } from '@mizan/domain/questions';
import type { RequestAuth } from '../auth/session.store.js';
import { DomainError } from '../common/domain-error.js';
import { CourseAccess } from '../courses/course-access.js';
import { Db } from '../database/db.service.js';
import { QuestionWriter } from './question.writer.js';

export interface UploadedImage {
  size: number;
  buffer: Buffer;
}

export const IMAGE_TOO_LARGE = () =>
  new DomainError(413, 'imageSize', { max: LIMITS.richTextUploadMaxBytes / BYTES_PER_MB });

const starts = (b: Buffer, bytes: number[], at = 0) => bytes.every((x, i) => b[at + i] === x);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/** The image type by its first bytes (the file name and the declared type are not trusted). */
export function sniffImage(b: Buffer): 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp' | null {
  if (starts(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts(b, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts(b, ascii('GIF87a')) || starts(b, ascii('GIF89a'))) return 'image/gif';
  if (starts(b, ascii('RIFF')) && starts(b, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

/**
 * Rich-text images (SPEC 5 'Files': up to 3 MB): stored in the database under an unguessable id and
 * served from their own URL, which is the only image source the sanitiser lets through.
 */
@Injectable()
export class QuestionImagesService {
  constructor(
    private readonly db: Db,
    private readonly courses: CourseAccess,
    private readonly writer: QuestionWriter,
  ) {}

  async store(
    auth: RequestAuth,
    file: UploadedImage | undefined,
    courseId?: number,
  ): Promise<QuestionImageResponse> {
    if (!file) throw DomainError.validation({ file: M.imageRequired });
    if (file.size > LIMITS.richTextUploadMaxBytes) throw IMAGE_TOO_LARGE();
    const mime = sniffImage(file.buffer);
    if (!mime) throw DomainError.of(415, M.imageType);
    if (courseId !== undefined) await this.courses.course(auth, courseId);
    const url = await this.writer.addImage(undefined, {
      courseId: courseId ?? null,
      mime,
      data: file.buffer,
      userId: auth.userId,
    });
    return { url };
  }

  async read(id: string): Promise<{ mime: string; data: Buffer } | null> {
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(id)) return null;
    const [row] = await this.db.query<{ mime: string; data: Buffer | Uint8Array }>(
      'select mime, data from question_image where id = ?',
      [id],
    );
    return row ? { mime: row.mime, data: Buffer.from(row.data) } : null;
  }
}

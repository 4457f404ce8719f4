import { createHash } from 'node:crypto';
import { type Bilingual, fill } from '@mizan/domain/i18n';
import { QUESTION_IMPORT_MESSAGES as M } from '@mizan/domain/question-import';
import { sniffImage } from '../../questions/question-images.service.js';
import { IMAGE_REF, type ImportImage } from './parsed.js';

/** Image types a question may hold (the questions API's upload types; no SVG, which can carry script). */
export const IMAGE_MIMES: Readonly<Record<string, string>> = Object.freeze({
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
});

export const mimeOfName = (name: string) =>
  IMAGE_MIMES[/\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? ''];

/**
 * The images of one file: each distinct image is kept once and referred to from rich text as
 * import-image:{n}. Files that are not images (audio, SVG) are reported, not kept.
 */
export class ImageBag {
  readonly images: ImportImage[] = [];
  private readonly byHash = new Map<string, number>();

  /** The reference for an image given as base64, or undefined (with a warning) when it is not an image. */
  add(name: string, base64: string, warnings: Bilingual[]): string | undefined {
    const data = Buffer.from(base64.replace(/\s+/g, ''), 'base64');
    const mime = sniffImage(data);
    if (!mime) {
      warnings.push(fill(M.fileDropped, { name }));
      return undefined;
    }
    const hash = createHash('sha256').update(data).digest('hex');
    let n = this.byHash.get(hash);
    if (n === undefined) {
      n = this.images.push({ name, mime, data: data.toString('base64') }) - 1;
      this.byHash.set(hash, n);
    }
    return `${IMAGE_REF}${n}`;
  }

  /** A data: URI (mammoth's inline images) as a reference. */
  addDataUri(uri: string, warnings: Bilingual[]): string | undefined {
    const m = /^data:([\w/+.-]+);base64,(.*)$/s.exec(uri);
    if (!m) return undefined;
    return this.add(`image.${m[1].split('/')[1] ?? 'bin'}`, m[2], warnings);
  }
}

/**
 * Rewrites the src of every <img> through `resolve`; an image it cannot resolve is removed
 * with a warning (rather than left pointing nowhere).
 */
export function rewriteImages(
  html: string,
  resolve: (src: string) => string | undefined,
  warnings: Bilingual[],
): string {
  return html.replace(/<img\b[^>]*>/gi, (tag) => {
    const src = /\bsrc\s*=\s*("([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(tag);
    const value = src ? (src[2] ?? src[3] ?? src[4] ?? '') : '';
    if (/^https?:/i.test(value)) return tag;
    const ref = value ? resolve(value) : undefined;
    if (!ref) {
      warnings.push(fill(M.imageDropped, { name: decodeURIComponentSafe(value.split('/').pop() ?? value) }));
      return '';
    }
    return tag.replace(src?.[0] ?? '', `src="${ref}"`);
  });
}

export function decodeURIComponentSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

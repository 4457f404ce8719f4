import type { Bilingual } from '@mizan/domain/i18n';
import { DomainError } from '../common/domain-error.js';
import { type ContentKind, EXTENSION_CONTENTS, sniff } from './file-type.js';

/** A file of a multipart form, read into memory (files/multipart.ts). */
export interface UploadedFile {
  originalname: string;
  size: number;
  buffer: Buffer;
}

/** What an endpoint accepts, and its own words for each refusal. */
export interface UploadRule {
  /** The file must be smaller than this. */
  maxBytes: number;
  /** Lower-case extensions without the dot; each must be in EXTENSION_CONTENTS. */
  extensions: readonly string[];
  /** The form field the file comes in, named in the 422 when it is missing. */
  field?: string;
  refusals: { required: Bilingual; size: Bilingual; type: Bilingual };
}

/** An upload that passed the checks: its extension and what its bytes hold agree. */
export interface OpenedUpload {
  name: string;
  extension: string;
  content: ContentKind;
  data: Buffer;
}

/**
 * The first step of every upload: present (422), under the size limit (413), an accepted extension
 * whose content the first bytes confirm (415). Nothing is parsed here; containers and spreadsheets
 * are then opened through zip.reader and spreadsheet.reader, which hold their own caps.
 */
export function openUpload(file: UploadedFile | undefined, rule: UploadRule): OpenedUpload {
  if (!file) throw DomainError.validation({ [rule.field ?? 'file']: rule.refusals.required });
  if (file.size >= rule.maxBytes) throw DomainError.of(413, rule.refusals.size);
  const extension = /\.([a-z0-9]+)$/i.exec(file.originalname)?.[1]?.toLowerCase() ?? '';
  const content = sniff(file.buffer);
  if (!rule.extensions.includes(extension) || !EXTENSION_CONTENTS[extension]?.includes(content))
    throw DomainError.of(415, rule.refusals.type);
  return { name: file.originalname, extension, content, data: file.buffer };
}

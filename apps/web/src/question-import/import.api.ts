import {
  EXPORT_FORMATS,
  type ExportBody,
  type ExportFormat,
  type ImportCommitBody,
  type ImportCommitResponse,
  type ImportKind,
  type ImportPreviewQuestionsResponse,
  type ImportPreviewResponse,
  IMPORT_KINDS,
  questionImportPaths,
} from '@mizan/domain/question-import';
import { api, apiBlob } from '../api/client';
import { uploadWithProgress } from '../api/upload';
import { OWN_ERRORS } from '../api/errors';

/** The screen shows 410 (preview expired), 413, 415 and 422 itself, next to the file or the selection. */
const IMPORT_ERRORS = [410, ...OWN_ERRORS];

export const previewImport = (
  courseId: number,
  importType: ImportKind,
  file: File,
  onProgress: (fraction: number) => void,
) => {
  const form = new FormData();
  form.append('courseId', String(courseId));
  form.append('importType', importType);
  form.append('file', file);
  return uploadWithProgress<ImportPreviewResponse>(questionImportPaths.preview(), form, onProgress, {
    method: 'POST',
    handled: IMPORT_ERRORS,
  });
};

/** Questions of a preview beyond its first page, whole, as the list shows them. */
export const previewQuestions = (importId: string, courseId: number, indexes: number[]) =>
  api<ImportPreviewQuestionsResponse>(questionImportPaths.questions(importId, courseId, indexes));

export const commitImport = (body: ImportCommitBody) =>
  api<ImportCommitResponse>(questionImportPaths.commit(), {
    method: 'POST',
    body,
    handled: IMPORT_ERRORS,
  });

/** Hands a fetched file to the browser as a download (the API needs the token, so no plain link). */
function save(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  // The click has started the download; the URL can go once this task ends.
  setTimeout(() => URL.revokeObjectURL(url));
}

/** A failure is the wrapper's toast (SPEC 8). */
export const downloadTemplate = async (kind: ImportKind) =>
  save(await apiBlob(questionImportPaths.template(kind)), IMPORT_KINDS[kind].template);

export const exportQuestions = async (courseId: number, format: ExportFormat, ids: number[]) =>
  save(
    await apiBlob(questionImportPaths.export(), {
      method: 'POST',
      body: { courseId, format, ids } satisfies ExportBody,
    }),
    `questions-${courseId}.${EXPORT_FORMATS[format].extension}`,
  );

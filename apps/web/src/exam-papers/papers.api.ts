import { examPaperPaths, type PaperFormat } from '@mizan/domain/exam-papers';
import { examPaths } from '@mizan/domain/exam-generation';
import {
  type ExamResults,
  type MarkingItem,
  type MarkingOverview,
  type MarkingPage,
  markingPaths,
  type ReviewDecision,
  type ReviewQueuePage,
  type ScanBatchPage,
  type ScanBatchView,
  scanPaths,
  type WrittenAnswer,
} from '@mizan/domain/scoring';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, apiBlob } from '../api/client';
import { OWN_ERRORS } from '../api/errors';
import { uploadWithProgress } from '../api/upload';
import { A, examKey } from '../exam-generation/exam.api';

/** Under the exam's key: the exam's socket events (and a decision here) refresh them with it. */
const key = (examId: number, ...rest: unknown[]) => [...examKey(examId), 'papers', ...rest];

export const batchesQuery = (examId: number, page: number, pageSize: number) =>
  queryOptions({
    queryKey: key(examId, 'batches', page, pageSize),
    queryFn: () => api<ScanBatchPage>(scanPaths.batches(A, examId, page, pageSize)),
    placeholderData: keepPreviousData,
  });

export const queueQuery = (examId: number, page: number, pageSize: number) =>
  queryOptions({
    queryKey: key(examId, 'queue', page, pageSize),
    queryFn: () => api<ReviewQueuePage>(scanPaths.queue(A, examId, page, pageSize)),
    placeholderData: keepPreviousData,
  });

export const markingOverviewQuery = (examId: number) =>
  queryOptions({
    queryKey: key(examId, 'marking'),
    queryFn: () => api<MarkingOverview>(markingPaths.overview(A, examId)),
  });

export const markingPageQuery = (
  examId: number,
  questionId: number,
  cursor: string | null,
  unmarked: boolean,
) =>
  queryOptions({
    queryKey: key(examId, 'marking', questionId, cursor, unmarked),
    queryFn: () =>
      api<MarkingPage>(markingPaths.page(A, examId, questionId, { cursor, limit: 10, unmarked })),
    placeholderData: keepPreviousData,
  });

export const resultsQuery = (examId: number, page: number, pageSize: number, sector: string | undefined) =>
  queryOptions({
    queryKey: key(examId, 'results', page, pageSize, sector),
    queryFn: () => api<ExamResults>(scanPaths.results(A, examId, { page, pageSize, sector })),
    placeholderData: keepPreviousData,
  });

export const invalidatePapers = (examId: number) => key(examId);

export const uploadScan = (examId: number, file: File, onProgress: (f: number) => void) => {
  const form = new FormData();
  form.append('file', file);
  return uploadWithProgress<ScanBatchView>(scanPaths.scans(A, examId), form, onProgress, { method: 'POST' });
};

export const decide = (examId: number, itemId: number, body: ReviewDecision) =>
  api<void>(scanPaths.item(A, examId, itemId), { method: 'PUT', body, handled: OWN_ERRORS });

export const putMarks = (
  examId: number,
  questionId: number,
  ref: string,
  marker: 1 | 2,
  body: WrittenAnswer,
) =>
  api<MarkingItem>(markingPaths.mark(A, examId, questionId, ref, marker), {
    method: 'PUT',
    body,
    handled: OWN_ERRORS,
  });

export const publishResults = (examId: number) =>
  api<ExamResults>(scanPaths.publish(A, examId), { method: 'POST', handled: OWN_ERRORS });

/** Hands a fetched file to the browser as a download (the API needs the token, so no plain link). */
async function save(path: string, name: string) {
  const blob = await apiBlob(path, { handled: OWN_ERRORS });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url));
}

export const downloadModel = (
  examId: number,
  modelNo: number,
  format: PaperFormat,
  withKey: boolean,
  name: string,
) => save(examPaths.export(A, examId, modelNo, format, withKey), `${name}.${format}`);

export const downloadSheets = (examId: number, q: { count?: number; paper: 'A4' | 'Letter' }, name: string) =>
  save(examPaperPaths.sheets(A, examId, q), `${name}.pdf`);

export const downloadAll = (
  examId: number,
  q: { format: PaperFormat; keys: boolean; progress: string },
  name: string,
) => save(examPaperPaths.papersZip(A, examId, q), `${name}.zip`);

export const downloadResults = (examId: number, lang: 'ar' | 'en', name: string) =>
  save(scanPaths.xlsx(A, examId, lang), `${name}.xlsx`);

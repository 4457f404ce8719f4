import { z } from 'zod';
import type { Bilingual } from '../i18n/index.js';
import type { ReviewReason } from './messages.js';
import type { WrittenAnswer } from './paper.js';

/** GET /api/exam-papers/165.7.1./{examId}/scans/{batchId}: a scanner PDF being read, and what it gave. */
export interface ScanBatchView {
  id: number;
  examId: number;
  fileName: string;
  state: 'queued' | 'reading' | 'done' | 'failed';
  jobId: string | null;
  pages: number;
  pagesDone: number;
  /** Pages matched to a student and model without a person. */
  pagesIdentified: number;
  /** Pages refused (no QR, another exam, a duplicate ...): each one in the review queue. */
  pagesRefused: number;
  /** Marks the reader was not sure of: each one in the review queue. */
  doubtfulMarks: number;
  /** Why the batch failed, when it did (the PDF could not be opened). */
  error: Bilingual | null;
  createdAt: string;
}

/** GET scans?page&pageSize: the exam's batches, newest first. */
export interface ScanBatchPage {
  items: ScanBatchView[];
  total: number;
  page: number;
  pageSize: number;
}

/** One entry of the review queue: a doubtful mark (kind 'mark') or a refused page (kind 'page'). */
export interface ReviewItemView {
  id: number;
  batchId: number;
  pageNo: number;
  kind: 'mark' | 'page';
  reason: ReviewReason;
  reasonText: Bilingual;
  studentId: number | null;
  studentNumber: string | null;
  /** The sheet row (1-based) for a mark; null for a page. */
  row: number | null;
  /** The model position the row belongs to. */
  position: number | null;
  /** The reader's reading: the bubbles it took as marked (0-based shown places) and each one's darkness. */
  reading: { marked: number[]; darkness: number[]; choices: number; multi: boolean } | null;
  /** The picture: a PNG of the row, or of the page for a refused page, as a data URL. */
  crop: string;
  decided: boolean;
}

export interface ReviewQueuePage {
  items: ReviewItemView[];
  total: number;
  page: number;
  pageSize: number;
}

export const reviewQueueQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/**
 * PUT review-queue/{itemId}: for a mark, the bubbles (0-based shown places) the person sees as meant
 * ([] for none); for a page, discard it or file it under a student of the exam.
 */
export const reviewDecisionSchema = z.union([
  z.strictObject({ marked: z.array(z.number().int().min(0).max(19)).max(20) }),
  z.strictObject({ action: z.literal('discard') }),
  z.strictObject({ action: z.literal('assign'), studentId: z.number().int().positive() }),
  /** As the reviewer reads it off the sheet. */
  z.strictObject({ action: z.literal('assign'), studentNumber: z.string().regex(/^\d{1,20}$/) }),
]);
export type ReviewDecision = z.output<typeof reviewDecisionSchema>;

const rubricMarks = z.record(z.string().max(100), z.number().min(0).max(100_000));
const blanks = z.record(z.string().max(100), z.string().max(500));
export const writtenAnswerSchema: z.ZodType<WrittenAnswer> = z.strictObject({
  rubricMarks: rubricMarks.optional(),
  blanks: blanks.optional(),
  parts: z
    .record(
      z.string().max(100),
      z.strictObject({ rubricMarks: rubricMarks.optional(), blanks: blanks.optional() }),
    )
    .optional(),
});

export interface QuestionResult {
  position: number;
  questionId: number;
  version: number;
  marks: number | null;
  max: number;
  source: 'omr' | 'manual' | 'electronic' | null;
  /** Waiting for a person: a doubtful mark in the queue or an unmarked written part. */
  pending: boolean;
}

/** GET results: one row per student of the exam. */
export interface StudentResult {
  studentId: number;
  studentNumber: string;
  name: Bilingual | string;
  sector: string | null;
  modelCode: string | null;
  /** No sheet was read for the student. */
  absent: boolean;
  marks: number | null;
  max: number;
  questions: QuestionResult[];
}

export interface SectorResult {
  sector: string | null;
  students: number;
  absent: number;
  /** Mean total of the present students whose every question is marked; null when none is. */
  mean: number | null;
  max: number;
}

export interface ExamResults {
  examId: number;
  published: boolean;
  publishedAt: string | null;
  /** One page of students with ?page&pageSize (optionally of one ?sector), else all of them. */
  students: StudentResult[];
  /** Students matching the query, over all pages. */
  total: number;
  sectors: SectorResult[];
}

export const resultsQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  sector: z.string().max(200).optional(),
});

export const scanPaths = {
  scans: (app: string, examId: number) => `/api/exam-papers/${app}/${examId}/scans`,
  batches: (app: string, examId: number, page = 1, pageSize = 20) =>
    `/api/exam-papers/${app}/${examId}/scans?page=${page}&pageSize=${pageSize}`,
  batch: (app: string, examId: number, batchId: number) =>
    `/api/exam-papers/${app}/${examId}/scans/${batchId}`,
  queue: (app: string, examId: number, page = 1, pageSize = 20) =>
    `/api/exam-papers/${app}/${examId}/review-queue?page=${page}&pageSize=${pageSize}`,
  item: (app: string, examId: number, itemId: number) =>
    `/api/exam-papers/${app}/${examId}/review-queue/${itemId}`,
  marks: (app: string, examId: number, studentId: number, position: number) =>
    `/api/exam-papers/${app}/${examId}/marks/${studentId}/${position}`,
  publish: (app: string, examId: number) => `/api/exam-papers/${app}/${examId}/results/publish`,
  results: (app: string, examId: number, q: { page?: number; pageSize?: number; sector?: string } = {}) => {
    const s = new URLSearchParams(
      Object.entries(q).flatMap(([k, v]) => (v === undefined || v === '' ? [] : [[k, String(v)]])),
    ).toString();
    return `/api/exam-papers/${app}/${examId}/results${s ? `?${s}` : ''}`;
  },
  xlsx: (app: string, examId: number, lang: 'ar' | 'en') =>
    `/api/exam-papers/${app}/${examId}/results.xlsx?lang=${lang}`,
};

/**
 * A scanner PDF: under 200 MB (hundreds of pages at a copier's JPEG quality) and 2,000 pages. An
 * image (one sheet) at most 50 megapixels once decoded: an A4 page at 600 dpi is 35.
 */
export const SCAN_LIMITS = Object.freeze({
  maxBytes: 200 * 1024 * 1024,
  maxPages: 2000,
  maxPixels: 50_000_000,
});

/** What POST scans accepts: the scanner's PDF or (multi-page) TIFF, or one sheet as a photo or scan. */
export const SCAN_EXTENSIONS = ['pdf', 'tif', 'tiff', 'jpg', 'jpeg', 'png'] as const;

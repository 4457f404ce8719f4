import type { AppId } from '../access/index.js';

/**
 * Paper delivery (20.2.) of a 165.7.1. exam: bubble sheets (API.md). A model's paper and key are
 * the exams contract's `examPaths.export` (issue 15 part 9).
 */
export const examPaperPaths = {
  /**
   * GET: bubble sheets, one per distributed student (name, numbers, sector and model printed), or
   * `count` blank sheets while the exam has no distribution.
   */
  sheets: (appId: AppId, examId: number, query: { count?: number; paper?: 'A4' | 'Letter' } = {}) => {
    const q = new URLSearchParams(
      Object.entries(query).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])),
    ).toString();
    return `/api/exam-papers/${appId}/${examId}/sheets.pdf${q ? `?${q}` : ''}`;
  },
  /** GET: every model's paper, with keys=1 each answer key too, as one zip (progress: job:progress). */
  papersZip: (appId: AppId, examId: number, q: { format: PaperFormat; keys: boolean; progress?: string }) =>
    `/api/exam-papers/${appId}/${examId}/papers.zip?format=${q.format}&keys=${q.keys ? 1 : 0}${
      q.progress ? `&progress=${q.progress}` : ''
    }`,
};

/** The job:progress name of a papers.zip download. */
export const PAPERS_ZIP_JOB = 'exam-papers.papers-zip';

export const PAPER_FORMATS = ['pdf', 'docx'] as const;
export type PaperFormat = (typeof PAPER_FORMATS)[number];

export const PAPER_MEDIA_TYPES: Record<PaperFormat, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

import type { ExamState } from '@mizan/domain/reports';

export const EXAM_STATES: ExamState[] = ['draft', 'modelsComplete', 'published', 'distributionApproved'];

/** Exam states in the charts: from work in progress to done. */
export const EXAM_STATE_COLORS: Record<ExamState, string> = {
  draft: '#94a3b8',
  modelsComplete: '#f59e0b',
  published: '#3b82f6',
  distributionApproved: '#16a34a',
};

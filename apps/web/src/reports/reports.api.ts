import type { Lang } from '@mizan/domain/i18n';
import {
  type CourseStatsResponse,
  type ExamsCreatorResponse,
  type ExamsCreatorsResponse,
  type DashboardFigures,
  type ExamItemAnalysisResponse,
  type ReportFormat,
  reportPaths as P,
  type StatusStatsCoursesResponse,
  type StatusStatsResponse,
} from '@mizan/domain/reports';
import { queryOptions } from '@tanstack/react-query';
import { api, apiBlob, type RequestOptions } from '../api/client';

/**
 * Every report query starts with this key, and carries the session's stage (the API reads it from
 * the session): one 'report:changed' makes the open reports stale at once.
 */
export const REPORTS_KEY = ['reports'] as const;

export type ReportQuery = NonNullable<RequestOptions['query']>;

const report = <T>(path: string, query: ReportQuery, stage: string | undefined, handled?: number[]) =>
  queryOptions({
    queryKey: [...REPORTS_KEY, path, query, stage],
    queryFn: ({ signal }) => api<T>(path, { query, signal, handled }),
  });

/** 422 (a bad filter) is shown beside the filters, not as a toast. */
export const statusStatsQuery = (query: ReportQuery, stage?: string) =>
  report<StatusStatsResponse>(P.statusStats, query, stage, [422]);

export const statusStatsCoursesQuery = (query: ReportQuery, stage?: string) =>
  report<StatusStatsCoursesResponse>(P.statusStatsCourses, query, stage, [422]);

/** 404 is the report's own empty state (a course without questions or exams: API.md). */
export const courseStatsQuery = (courseId: number, stage?: string) =>
  report<CourseStatsResponse>(P.courseStats(courseId), {}, stage, [404]);

export const examsCreatorsQuery = (courseId: number, stage?: string) =>
  report<ExamsCreatorsResponse>(P.examsCreators, { courseId }, stage, [404]);

export const examsCreatorQuery = (courseId: number, creatorId: number, stage?: string) =>
  report<ExamsCreatorResponse>(P.examsCreator(courseId, creatorId), {}, stage, [404]);

export type ReportFileFormat = Exclude<ReportFormat, 'json'>;

/** An exam's item analysis; 404 says why there is none yet (results not published, being computed). */
export const examItemAnalysisQuery = (examId: number, stage?: string) =>
  report<ExamItemAnalysisResponse>(P.examItemAnalysis(examId), {}, stage, [404]);

/** The dashboard's card figures: under the reports key, so 'report:changed' refreshes them too. */
export const dashboardQuery = (stage?: string) => report<DashboardFigures>(P.dashboard, {}, stage);

/**
 * The report as an .xlsx or a PDF in the interface language (right to left in Arabic), handed to
 * the browser as a download: the API needs the token, so no plain link. A failure is the wrapper's toast.
 */
export async function downloadReport(
  path: string,
  query: ReportQuery,
  lang: Lang,
  fileName: string,
  format: ReportFileFormat = 'xlsx',
) {
  const blob = await apiBlob(path, { query: { ...query, format, lang } });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `${fileName}-${lang}.${format}`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url));
}

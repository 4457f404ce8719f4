/** The reports' screens (SPEC 2 'Reports area'). */
const base = '/reports';
export const reportScreens = {
  statusStats: `${base}/questions-status-stats`,
  courseStatsList: `${base}/course-questions-statistics/courses-list`,
  courseStats: (courseId: number) => `${base}/course-questions-statistics/${courseId}`,
  examsCreators: (courseId: number) => `${base}/exams-creators?courseId=${courseId}`,
  examsCreator: (courseId: number, creatorId: number) => `${base}/exams-creators/${courseId}/${creatorId}`,
  /** Under the exams' app (routes.tsx itemAnalysisRoutes). */
  itemAnalysis: (courseId: number, examId: number) => `/exam-generation/${courseId}/${examId}/item-analysis`,
};

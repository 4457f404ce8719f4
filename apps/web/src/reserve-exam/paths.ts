/** The area's screens (SPEC 2 'Reserve exam area', plus the board and centres administration). */
const base = '/reserve-exam';
export const reservePaths = {
  coursesList: `${base}/courses-list`,
  list: (courseId: number) => `${base}/${courseId}/reserve-exam-list`,
  add: (courseId: number) => `${base}/${courseId}/add`,
  view: (courseId: number, reserveExamId: number) => `${base}/${courseId}/view/${reserveExamId}`,
  board: (week?: string) => `${base}/board${week ? `?week=${week}` : ''}`,
  centres: `${base}/centres`,
};

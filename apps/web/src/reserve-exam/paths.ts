export type BoardView = 'day' | 'week';

/** The area's screens (SPEC 2 'Reserve exam area', plus the board and centres administration). */
const base = '/reserve-exam';
export const reservePaths = {
  coursesList: `${base}/courses-list`,
  list: (courseId: number) => `${base}/${courseId}/reserve-exam-list`,
  add: (courseId: number) => `${base}/${courseId}/add`,
  view: (courseId: number, reserveExamId: number) => `${base}/${courseId}/view/${reserveExamId}`,
  /** The board of the week (or `view: 'day'`) holding `date` ('YYYY-MM-DD'); this week when none. */
  board: (at: { view?: BoardView; date?: string } = {}) => {
    const q = new URLSearchParams(Object.entries(at).filter((e): e is [string, string] => !!e[1]));
    return `${base}/board${q.size ? `?${q}` : ''}`;
  },
  centres: `${base}/centres`,
};

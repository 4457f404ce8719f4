/** The paper and marking screens of an exam (165.7.1., issue 15 part 8), under the exam's own path. */
const base = '/exam-generation';
export type PaperScreen = 'print' | 'scans' | 'review-queue' | 'marking' | 'results';
export const paperPaths = {
  screen: (courseId: number, examId: number, screen: PaperScreen) =>
    `${base}/${courseId}/${examId}/${screen}`,
};

/** The area's screens (SPEC 2 'Exam generation area'). */
const base = '/exam-generation';
export const examPaths = {
  list: (courseId: number) => `${base}/${courseId}/exams-list`,
  add: (courseId: number, examId?: number) =>
    `${base}/add_generated_exam/${courseId}${examId ? `/${examId}` : ''}`,
  details: (courseId: number, examId: number) => `${base}/${courseId}/${examId}`,
  modelAdd: (courseId: number, examId: number) => `${base}/${courseId}/${examId}/models/add`,
  modelEdit: (courseId: number, examId: number, modelNo: number) =>
    `${base}/${courseId}/${examId}/models/edit/${modelNo}`,
  modelCopy: (courseId: number, examId: number, modelNo: number) =>
    `${base}/${courseId}/${examId}/models/copy/${modelNo}`,
  showModel: (courseId: number, examId: number, modelNo: number) =>
    `${base}/show_model/${courseId}/${examId}/${modelNo}`,
  /** SPEC 2 route names model-details and question-details, in the style of the models' routes. */
  modelDetails: (courseId: number, examId: number, modelNo: number) =>
    `${base}/${courseId}/${examId}/model-details/${modelNo}`,
  questionDetails: (courseId: number, examId: number, questionId: number) =>
    `${base}/${courseId}/${examId}/question-details/${questionId}`,
};

import type { SessionInfo } from '@mizan/domain/auth';
import {
  type CandidatesResult,
  examPaths,
  type ModelDetails,
  type QuestionDetails,
} from '@mizan/domain/exam-generation';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { apiAs } from '../lib/session';

const A = '165.7.1.';

/** The details screens of exam generation: model-details and question-details (SPEC 2 route names). */
export class ExamDetailsPage {
  constructor(readonly page: Page) {}

  static modelPath = (courseId: number, examId: number, modelNo: number) =>
    `/exam-generation/${courseId}/${examId}/model-details/${modelNo}`;
  static questionPath = (courseId: number, examId: number, questionId: number) =>
    `/exam-generation/${courseId}/${examId}/question-details/${questionId}`;

  /** A figure's value (Figure in DetailsKit) and whether it holds. */
  value = (figure: string): Locator => this.page.getByTestId(`${figure}-value`);
  verdict = (testId: string): Locator => this.page.getByTestId(testId);
  rule = (key: string): Locator => this.page.getByTestId(`rule-${key}`).locator('[data-ok]');
}

/** What the screens show, read from the API as the same user, to compare with. */
export function detailsApi(request: APIRequestContext, session: SessionInfo) {
  const as = apiAs(request, session);
  const json = async <T>(url: string): Promise<T> => {
    const res = await as.get(url);
    expect(res.status(), await res.text()).toBe(200);
    return (await res.json()) as T;
  };
  return {
    model: (examId: number, modelNo: number) =>
      json<ModelDetails>(examPaths.modelDetails(A, examId, modelNo)),
    question: (examId: number, questionId: number) =>
      json<QuestionDetails>(examPaths.questionDetails(A, examId, questionId)),
    candidates: (examId: number, modelNo: number, position: number) =>
      json<CandidatesResult>(examPaths.candidates(A, examId, modelNo, position)),
  };
}

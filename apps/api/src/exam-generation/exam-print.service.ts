import { Injectable } from '@nestjs/common';
import {
  EXAM_MESSAGES as M,
  type ModelPrint,
  type PrintedQuestion,
  type QuestionsPrint,
} from '@mizan/domain/exam-generation';
import type { QuestionContent } from '@mizan/domain/questions';
import type { RequestAuth } from '../auth/session.store.js';
import { DomainError } from '../common/domain-error.js';
import { QuestionBankReader } from '../questions/question-bank.reader.js';
import { printQuestion } from '../questions/question-print.js';
import { ExamAccess } from './exam-access.js';
import { ExamStore } from './exam.store.js';

/** A model shows the choices of MCQ/MMCQ in its own order: shown[i] is stored[order[i]]. */
export function inModelOrder(
  content: QuestionContent,
  order: readonly number[] | undefined,
): QuestionContent {
  const b = content.body;
  if (!order || (b.type !== '3.2.' && b.type !== '3.3.') || order.length !== b.options.length) return content;
  return { ...content, body: { ...b, options: order.map((i) => b.options[i]) } };
}

function printed(
  questionId: number,
  version: number,
  content: QuestionContent,
  html: string,
): PrintedQuestion {
  return {
    questionId,
    version,
    questionType: content.questionType,
    subjectId: content.subjectId,
    difficulty: content.difficulty,
    expectedTime: content.expectedTime,
    subQuestionCount: content.body.type === '3.5.' ? content.body.subQuestions.length : 0,
    html,
  };
}

/**
 * The exam's questions through the one print renderer (questions/question-print.ts): a model at the
 * versions it froze (the latest revision of each), and replacement candidates at their current
 * version. Read with view on 165.7.1. and the exam's course in scope, as the model itself.
 */
@Injectable()
export class ExamPrintService {
  constructor(
    private readonly access: ExamAccess,
    private readonly store: ExamStore,
    private readonly bank: QuestionBankReader,
  ) {}

  async model(auth: RequestAuth, examId: number, modelNo: number, answers: boolean): Promise<ModelPrint> {
    const { exam } = await this.access.readable(auth, examId);
    const [model] = await this.store.models(examId, undefined, [modelNo]);
    if (!model) throw DomainError.of(404, M.modelNotFound);
    const content = await this.bank.contents(exam.courseId, model.questions);
    return {
      modelNo: model.modelNo,
      code: model.code,
      complete: model.complete,
      language: exam.language,
      questions: model.questions.flatMap((q) => {
        const stored = content.get(`${q.questionId}.${q.version}`);
        if (!stored) return [];
        const c = inModelOrder(stored, q.choiceOrder);
        const html = printQuestion(c, { answers, number: q.position });
        return [{ ...printed(q.questionId, q.version, c, html), position: q.position, degree: q.degree }];
      }),
    };
  }

  /** Approved questions of the exam's course's active subjects (others are left out), in the order asked. */
  async questions(
    auth: RequestAuth,
    examId: number,
    ids: number[],
    answers: boolean,
  ): Promise<QuestionsPrint> {
    const { exam } = await this.access.readable(auth, examId);
    const usable = await this.bank.approvedQuestions(exam.courseId, { ids });
    if (!usable.length) return { questions: [] };
    const content = await this.bank.contents(
      exam.courseId,
      usable.map((q) => ({ questionId: q.id, version: q.version })),
    );
    const byId = new Map(usable.map((q) => [q.id, q.version]));
    return {
      questions: ids.flatMap((id) => {
        const version = byId.get(id);
        const c = version === undefined ? undefined : content.get(`${id}.${version}`);
        return c && version !== undefined ? [printed(id, version, c, printQuestion(c, { answers }))] : [];
      }),
    };
  }
}

import { Injectable } from '@nestjs/common';
import {
  type MarkingItem,
  type MarkingOverview,
  type MarkingPage,
  type MarkingQuestion,
  markedParts,
  round2,
  SCORING_MESSAGES as M,
  scoreQuestion,
  withRubricMarks,
  type WrittenAnswer,
} from '@mizan/domain/scoring';
import type { RequestAuth } from '../../auth/session.store.js';
import { DomainError } from '../../common/domain-error.js';
import { Db } from '../../database/db.service.js';
import { ExamAccess } from '../../exam-generation/exam-access.js';
import { QuestionBankReader } from '../../questions/question-bank.reader.js';
import { checkWritten, mergeWritten, PaperAnswers } from '../results/answers.service.js';
import type { PaperExam } from '../scans/paper-exam.js';
import { PaperExamReader } from '../scans/paper-exam.js';
import { type MarkingRow, MarkingStore } from './marking.store.js';

const num = (v: string | null) => (v === null ? null : Number(v));

/** The exam's questions a person marks, grouped by question (a shuffled model places it elsewhere). */
function markedQuestions(exam: PaperExam): Map<number, Omit<MarkingQuestion, 'answers' | 'marked'>> {
  const out = new Map<number, Omit<MarkingQuestion, 'answers' | 'marked'>>();
  for (const model of exam.models.values()) {
    for (const q of model.questions) {
      const parts = markedParts(q.body, q.degree, exam.electronic);
      if (!parts.length) continue;
      const known = out.get(q.questionId);
      if (known) known.places.push({ modelCode: model.code, position: q.position });
      else
        out.set(q.questionId, {
          questionId: q.questionId,
          version: q.version,
          places: [{ modelCode: model.code, position: q.position }],
          parts,
          degree: q.degree,
        });
    }
  }
  return out;
}

/**
 * 165.7.1. Blind marking per question (API.md 'Marking'): the answers to one question in the order of
 * the students' random references, with no student id, number or name; marks entered by reference.
 * Paper and electronic exams alike.
 */
@Injectable()
export class MarkingService {
  constructor(
    private readonly access: ExamAccess,
    private readonly db: Db,
    private readonly exams: PaperExamReader,
    private readonly bank: QuestionBankReader,
    private readonly answers: PaperAnswers,
    private readonly store: MarkingStore,
  ) {}

  async overview(auth: RequestAuth, examId: number): Promise<MarkingOverview> {
    await this.access.readable(auth, examId);
    const exam = await this.exams.load(examId);
    const questions = [...markedQuestions(exam).values()];
    const contents = await this.bank.contents(exam.courseId, questions);
    const counts = await this.store.counts(examId);
    return {
      electronic: exam.electronic,
      questions: questions.flatMap((q) => {
        const c = contents.get(`${q.questionId}.${q.version}`);
        if (!c) return [];
        const n = counts.get(q.questionId) ?? { answers: 0, marked: 0 };
        const content = { stem: c.stem, questionType: c.questionType, language: c.language };
        return [{ ...q, ...n, content }];
      }),
    };
  }

  async page(
    auth: RequestAuth,
    examId: number,
    questionId: number,
    q: { cursor?: string; limit: number; unmarked: boolean },
  ): Promise<MarkingPage> {
    await this.access.readable(auth, examId);
    const exam = await this.exams.load(examId);
    const question = markedQuestions(exam).get(questionId);
    if (!question) throw DomainError.of(404, M.questionNotFound);
    const content = (await this.bank.contents(exam.courseId, [question])).get(
      `${question.questionId}.${question.version}`,
    );
    if (!content) throw DomainError.of(404, M.questionNotFound);
    await this.store.ensureRefs(examId);
    const rows = await this.store.answers(examId, questionId, { ...q, limit: q.limit + 1 });
    const n = (await this.store.counts(examId)).get(questionId) ?? { answers: 0, marked: 0 };
    return {
      question: { ...question, ...n, content },
      electronic: exam.electronic,
      items: rows.slice(0, q.limit).map((r) => this.item(exam, r)),
      nextCursor: rows.length > q.limit ? rows[q.limit - 1].ref : null,
    };
  }

  /** Marker 1's entry scores the answer; marker 2's is kept beside it and compared. */
  async mark(
    auth: RequestAuth,
    examId: number,
    questionId: number,
    ref: string,
    marker: number,
    input: WrittenAnswer,
  ): Promise<MarkingItem> {
    await this.access.readable(auth, examId);
    const exam = await this.exams.load(examId);
    if (!markedQuestions(exam).has(questionId)) throw DomainError.of(404, M.questionNotFound);
    await this.store.ensureRefs(examId);
    const row = await this.db.transaction(async (em) => {
      const [found] = await this.store.answers(examId, questionId, { ref, limit: 1 }, em);
      if (!found) throw DomainError.of(404, M.answerNotFound);
      if (marker === 1)
        await this.answers.write(exam, found.student_id, found.position, input, auth.userId, em);
      else await this.markSecond(exam, found, input, auth.userId, em);
      return (await this.store.answers(examId, questionId, { ref, limit: 1 }, em))[0];
    });
    return this.item(exam, row);
  }

  private async markSecond(
    exam: PaperExam,
    row: MarkingRow,
    input: WrittenAnswer,
    userId: number,
    em: Parameters<Parameters<Db['transaction']>[0]>[0],
  ) {
    const q = this.questionOf(exam, row);
    // A second marker gives rubric marks; blanks are read once (typed, or transcribed by the first).
    const parts = markedParts(q.body, q.degree, true);
    const merged = mergeWritten(row.second_written ?? {}, input);
    checkWritten(parts, merged);
    const response = withRubricMarks(q.body, row.response ?? undefined, merged, true);
    const score = scoreQuestion(q.body, q.degree, response);
    await this.store.writeSecond(row.student_id, row.position, merged, score.marks, userId, em);
  }

  private questionOf(exam: PaperExam, row: MarkingRow) {
    const q = exam.models.get(row.model_id)?.questions.find((x) => x.position === row.position);
    if (!q) throw DomainError.of(404, M.questionNotFound);
    return q;
  }

  private item(exam: PaperExam, r: MarkingRow): MarkingItem {
    const q = this.questionOf(exam, r);
    const marks = num(r.marks);
    const second = r.second_written ? { written: r.second_written, marks: num(r.second_marks) } : null;
    return {
      ref: r.ref,
      ordinal: r.ordinal,
      source: r.source,
      answer: exam.electronic ? r.response : null,
      parts: markedParts(q.body, q.degree, exam.electronic),
      written: r.written ?? {},
      marks,
      max: Number(r.max_marks),
      second,
      difference: marks !== null && second?.marks != null ? round2(marks - second.marks) : null,
    };
  }
}

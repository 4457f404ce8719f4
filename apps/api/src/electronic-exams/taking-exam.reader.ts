import { Injectable } from '@nestjs/common';
import type { LanguageCode } from '@mizan/domain/codes';
import { type TakingQuestion, takingBody, takingKey } from '@mizan/domain/electronic-exams';
import type { QuestionBody, RichText } from '@mizan/domain/questions';
import type { Em } from '../database/database.js';
import { Db } from '../database/db.service.js';
import { QuestionBankReader } from '../questions/question-bank.reader.js';
import { escAttr, printRichText } from '../questions/rich-text-print.js';

/**
 * A rich text as the student's page gets it: sanitised again, formulas drawn here by KaTeX (HTML and
 * MathML: the page ships KaTeX's stylesheet and fonts, not its 77 kB of script), blanks as empty
 * `<span data-blank="{id}">` the page numbers (what a blank holds in the editor is the answer).
 */
const studentText = (html: RichText): RichText =>
  printRichText(html, { blank: (id) => `<span data-blank="${escAttr(id)}"></span>` });

export interface TakingExam {
  examId: number;
  courseId: number;
  name: string;
  deliveryMode: string;
  status: string;
  language: LanguageCode;
  instructions: string | null;
  startsAt: Date;
  durationMinutes: number;
}

/** A model question with what scoring needs (the key) beside what the student sees. */
export interface TakingModelQuestion {
  position: number;
  questionId: number;
  version: number;
  degree: number;
  choiceOrder: number[] | null;
  body: QuestionBody;
  view: TakingQuestion;
}

export interface TakingModel {
  modelId: number;
  code: string;
  questions: TakingModelQuestion[];
  byPosition: Map<number, TakingModelQuestion>;
}

/**
 * Reads electronic exams and their models at the frozen question versions. A model of an approved
 * distribution cannot change (exam-generation refuses every write), so each process keeps the models
 * it has read: the answers path reads none of the question tables.
 */
@Injectable()
export class TakingExamReader {
  private readonly models = new Map<number, Promise<TakingModel>>();

  constructor(
    private readonly db: Db,
    private readonly bank: QuestionBankReader,
  ) {}

  async exam(examId: number, em?: Em): Promise<TakingExam | null> {
    const [r] = await this.db.query<{
      id: number;
      course_id: number;
      name: string;
      delivery_mode: string;
      status: string;
      language: LanguageCode;
      instructions: string | null;
      starts_at: Date | string;
      duration_minutes: number;
    }>(
      `select id, course_id, name, delivery_mode, status, language, instructions, starts_at, duration_minutes
       from exam where id = ?`,
      [examId],
      em,
    );
    if (!r) return null;
    return {
      examId: r.id,
      courseId: r.course_id,
      name: r.name,
      deliveryMode: r.delivery_mode,
      status: r.status,
      language: r.language,
      instructions: r.instructions,
      startsAt: new Date(r.starts_at),
      durationMinutes: r.duration_minutes,
    };
  }

  model(modelId: number): Promise<TakingModel> {
    let model = this.models.get(modelId);
    if (!model) {
      model = this.load(modelId);
      model.catch(() => this.models.delete(modelId));
      // Bounded: a process serves a few exams at a time; an old one is read again if needed.
      if (this.models.size >= 500) this.models.delete(this.models.keys().next().value as number);
      this.models.set(modelId, model);
    }
    return model;
  }

  private async load(modelId: number): Promise<TakingModel> {
    const rows = await this.db.query<{
      code: string;
      course_id: number;
      position: number;
      question_id: number;
      version: number;
      question_type: string;
      degree: string;
      choice_order: number[] | null;
    }>(
      `select m.code, e.course_id, q.position, q.question_id, q.version, q.question_type, q.degree, q.choice_order
       from exam_model m join exam e on e.id = m.exam_id join exam_model_question q on q.model_id = m.id
       where m.id = ? order by q.position`,
      [modelId],
    );
    const content = rows.length
      ? await this.bank.contents(
          rows[0].course_id,
          rows.map((r) => ({ questionId: r.question_id, version: r.version })),
        )
      : new Map();
    const questions: TakingModelQuestion[] = [];
    for (const r of rows) {
      const c = content.get(`${r.question_id}.${r.version}`);
      if (!c) continue;
      const choiceOrder = r.choice_order?.map(Number) ?? null;
      const degree = Number(r.degree);
      questions.push({
        position: r.position,
        questionId: r.question_id,
        version: r.version,
        degree,
        choiceOrder,
        body: c.body,
        view: {
          position: r.position,
          questionType: c.questionType,
          degree,
          stem: studentText(c.stem),
          body: takingBody(c.body, choiceOrder, takingKey(modelId, r.position), studentText),
        },
      });
    }
    return {
      modelId,
      code: rows[0]?.code ?? '',
      questions,
      byPosition: new Map(questions.map((q) => [q.position, q])),
    };
  }
}

import { Injectable } from '@nestjs/common';
import { LANGUAGES, type LanguageCode } from '@mizan/domain/codes';
import { type PaperSize, type SheetLayout, sheetLayout } from '@mizan/domain/exam-papers';
import { examSheetSpec, type PaperQuestion, type PaperRow, paperRows } from '@mizan/domain/scoring';
import { Db } from '../../database/db.service.js';
import { QuestionBankReader } from '../../questions/question-bank.reader.js';

/** A model as paper scoring reads it: its frozen questions and the rows its sheets bubble. */
export interface PaperModel {
  modelId: number;
  code: string;
  questions: (PaperQuestion & { questionId: number; version: number })[];
  rows: PaperRow[];
  /** Sheet rows (1-based) that take several marks (MMCQ). */
  multi: Set<number>;
}

export interface PaperExam {
  examId: number;
  courseId: number;
  /** An electronic exam (20.3.): its answers are the students' own, marked here but never read from sheets. */
  electronic: boolean;
  models: Map<number, PaperModel>;
  byCode: Map<string, PaperModel>;
  /** The exam's one sheet layout per paper size (examSheetSpec): what sheets.pdf prints and scans read. */
  layouts: Record<PaperSize, SheetLayout>;
}

/** Reads an exam's models at their frozen versions (the bank reader holds the question SQL). */
@Injectable()
export class PaperExamReader {
  constructor(
    private readonly db: Db,
    private readonly bank: QuestionBankReader,
  ) {}

  async load(examId: number): Promise<PaperExam> {
    const [exam] = await this.db.query<{ course_id: number; language: LanguageCode; delivery_mode: string }>(
      'select course_id, language, delivery_mode from exam where id = ?',
      [examId],
    );
    const rows = await this.db.query<{
      model_id: number;
      code: string;
      position: number;
      question_id: number;
      version: number;
      degree: string;
      choice_order: number[] | null;
    }>(
      `select m.id as model_id, m.code, q.position, q.question_id, q.version, q.degree, q.choice_order
       from exam_model m join exam_model_question q on q.model_id = m.id
       where m.exam_id = ? order by m.model_no, q.position`,
      [examId],
    );
    const content = await this.bank.contents(
      exam.course_id,
      rows.map((r) => ({ questionId: r.question_id, version: r.version })),
    );
    const lang = LANGUAGES[exam.language]?.lang ?? 'ar';
    const models = new Map<number, PaperModel>();
    for (const r of rows) {
      const stored = content.get(`${r.question_id}.${r.version}`);
      if (!stored) continue;
      let model = models.get(r.model_id);
      if (!model) {
        model = {
          modelId: r.model_id,
          code: r.code,
          questions: [],
          rows: [],
          multi: new Set(),
        };
        models.set(r.model_id, model);
      }
      model.questions.push({
        position: r.position,
        questionId: r.question_id,
        version: r.version,
        body: stored.body,
        degree: Number(r.degree),
        choiceOrder: r.choice_order,
      });
    }
    for (const model of models.values()) {
      model.rows = paperRows(model.questions);
      model.rows.forEach((row, i) => {
        if (row.multi) model.multi.add(i + 1);
      });
    }
    const rowsOf = [...models.values()].map((m) => m.rows);
    return {
      examId,
      courseId: exam.course_id,
      electronic: exam.delivery_mode === '20.3.',
      models,
      byCode: new Map([...models.values()].map((m) => [m.code, m])),
      layouts: {
        A4: sheetLayout(examSheetSpec(rowsOf, lang, 'A4')),
        Letter: sheetLayout(examSheetSpec(rowsOf, lang, 'Letter')),
      },
    };
  }
}

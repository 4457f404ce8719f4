import { Injectable } from '@nestjs/common';
import {
  markedParts,
  type Response,
  rowKey,
  paperResponse,
  SCORING_MESSAGES as M,
  scoreQuestion,
  withRubricMarks,
  type WrittenAnswer,
  writtenParts,
} from '@mizan/domain/scoring';
import { fill } from '@mizan/domain/i18n';
import { DomainError } from '../../common/domain-error.js';
import type { Em } from '../../database/database.js';
import { Db } from '../../database/db.service.js';
import type { PaperExam, PaperModel } from '../scans/paper-exam.js';
import { ScanStore } from '../scans/scan.store.js';

interface StoredAnswer {
  position: number;
  written: WrittenAnswer | null;
}

/**
 * The answer store of paper exams: a student's answers rebuilt from their read sheet pages (rows a
 * person has not decided stay unscored: pending) and what markers wrote, scored by the one scorer
 * (@mizan/domain/scoring) and stored per question version.
 */
@Injectable()
export class PaperAnswers {
  constructor(
    private readonly db: Db,
    private readonly scans: ScanStore,
  ) {}

  /** The student's model: the one their read sheets name, else the one the distribution gave. */
  async modelOf(exam: PaperExam, studentId: number, em?: Em): Promise<PaperModel | null> {
    const pages = await this.scans.studentPages(exam.examId, studentId, em);
    const fromSheet = pages.find((p) => p.modelId !== null)?.modelId;
    if (fromSheet) return exam.models.get(fromSheet) ?? null;
    const [row] = await this.db.query<{ model_id: number | null }>(
      'select model_id from exam_student where id = ? and exam_id = ?',
      [studentId, exam.examId],
      em,
    );
    return row?.model_id ? (exam.models.get(row.model_id) ?? null) : null;
  }

  /** Rebuilds and scores every answer of one student from their sheets and written marks. */
  async recompute(
    exam: PaperExam,
    studentId: number,
    em: Em,
    source: 'omr' | 'manual' = 'omr',
  ): Promise<void> {
    const pages = await this.scans.studentPages(exam.examId, studentId, em);
    const model = await this.modelOf(exam, studentId, em);
    if (!model) return;
    const open = await this.scans.openRows(
      pages.map((p) => p.id),
      em,
    );
    // Sheet row number -> marks read, or 'pending' while a person has not decided it.
    const read = new Map<number, readonly number[] | 'pending'>();
    for (const page of pages.filter((p) => p.modelId === model.modelId)) {
      for (const r of page.rows ?? []) {
        read.set(r.row, r.doubt !== null || open.has(`${page.id}:${r.row}`) ? 'pending' : r.marked);
      }
    }
    const stored = await this.db.query<StoredAnswer>(
      'select position, written from exam_answer where student_id = ? and exam_id = ?',
      [studentId, exam.examId],
      em,
    );
    const written = new Map(stored.map((a) => [a.position, a.written]));
    if (!pages.length && !stored.length) return;
    await this.db.query(
      'delete from exam_answer where student_id = ? and exam_id = ?',
      [studentId, exam.examId],
      em,
    );
    const values = model.questions.map((q) => {
      const marks = new Map<string, readonly number[]>();
      let pending = false;
      model.rows.forEach((row, i) => {
        if (row.position !== q.position) return;
        const r = read.get(i + 1) ?? [];
        if (r === 'pending') pending = true;
        else marks.set(rowKey(row), r);
      });
      const w = written.get(q.position) ?? undefined;
      const response: Response = paperResponse(q, marks, w);
      const score = scoreQuestion(q.body, q.degree, response);
      return [
        exam.examId,
        studentId,
        q.position,
        model.modelId,
        q.questionId,
        q.version,
        JSON.stringify(response),
        w ? JSON.stringify(w) : null,
        w ? 'manual' : source,
        pending ? null : score.marks,
        score.max,
        pending || score.marks === null,
      ];
    });
    if (!values.length) return;
    // One statement for the student's answers (a sheet of 60 questions was 60 round trips).
    await this.db.query(
      `insert into exam_answer (exam_id, student_id, position, model_id, question_id, version, response, written,
         source, marks, max_marks, pending)
       values ${values.map(() => '(?, ?, ?, ?, ?, ?, ?::jsonb, ?::jsonb, ?, ?, ?, ?)').join(', ')}`,
      values.flat(),
      em,
    );
  }

  /**
   * A marker's rubric marks or transcribed blanks for one question: checked against its parts, then
   * scored. On paper the student's answers are rebuilt from their sheets; in an electronic exam the
   * marks are laid into the student's stored answer, which nothing else rebuilds.
   */
  async write(
    exam: PaperExam,
    studentId: number,
    position: number,
    input: WrittenAnswer,
    userId: number,
    em: Em,
  ) {
    if (exam.electronic) return this.writeElectronic(exam, studentId, position, input, userId, em);
    const [student] = await this.db.query<{ id: number }>(
      'select id from exam_student where id = ? and exam_id = ? and withdrawn_at is null',
      [studentId, exam.examId],
      em,
    );
    if (!student) throw DomainError.of(404, M.studentNotInExam);
    const model = await this.modelOf(exam, studentId, em);
    if (!model) throw DomainError.of(422, M.studentHasNoModel);
    const q = model.questions.find((x) => x.position === position);
    if (!q) throw DomainError.of(404, M.questionNotFound);
    const parts = writtenParts(q.body, q.degree);
    if (!parts.length) throw DomainError.of(422, M.notWritten);
    const merged = mergeWritten(await this.writtenOf(studentId, position, em), input);
    checkWritten(parts, merged);
    await this.db.query(
      `insert into exam_answer (exam_id, student_id, position, model_id, question_id, version, response, written, source,
         max_marks, pending, marked_by)
       values (?, ?, ?, ?, ?, ?, '{}'::jsonb, ?::jsonb, 'manual', ?, true, ?)
       on conflict (student_id, position) do update set written = excluded.written, marked_by = excluded.marked_by,
         updated_at = now()`,
      [
        exam.examId,
        studentId,
        position,
        model.modelId,
        q.questionId,
        q.version,
        JSON.stringify(merged),
        q.degree,
        userId,
      ],
      em,
    );
    await this.recompute(exam, studentId, em, 'manual');
  }

  private async writeElectronic(
    exam: PaperExam,
    studentId: number,
    position: number,
    input: WrittenAnswer,
    userId: number,
    em: Em,
  ) {
    const [row] = await this.db.query<{
      model_id: number;
      response: Response | null;
      written: WrittenAnswer | null;
    }>(
      `select a.model_id, a.response, a.written from exam_answer a join exam_student s on s.id = a.student_id
       where a.student_id = ? and a.position = ? and a.exam_id = ? and s.withdrawn_at is null for update of a`,
      [studentId, position, exam.examId],
      em,
    );
    if (!row) throw DomainError.of(404, M.answerNotFound);
    const q = exam.models.get(row.model_id)?.questions.find((x) => x.position === position);
    if (!q) throw DomainError.of(404, M.questionNotFound);
    const parts = markedParts(q.body, q.degree, true);
    if (!parts.length) throw DomainError.of(422, M.notWritten);
    const merged = mergeWritten(row.written ?? {}, input);
    checkWritten(parts, merged);
    const response = withRubricMarks(q.body, row.response ?? undefined, merged);
    const score = scoreQuestion(q.body, q.degree, response);
    await this.db.query(
      `update exam_answer set response = ?::jsonb, written = ?::jsonb, marks = ?, pending = ?, marked_by = ?,
         updated_at = now() where student_id = ? and position = ?`,
      [
        JSON.stringify(response ?? {}),
        JSON.stringify(merged),
        score.marks,
        score.marks === null,
        userId,
        studentId,
        position,
      ],
      em,
    );
  }

  private async writtenOf(studentId: number, position: number, em: Em): Promise<WrittenAnswer> {
    const [row] = await this.db.query<{ written: WrittenAnswer | null }>(
      'select written from exam_answer where student_id = ? and position = ?',
      [studentId, position],
      em,
    );
    return row?.written ?? {};
  }
}

export function mergeWritten(a: WrittenAnswer, b: WrittenAnswer): WrittenAnswer {
  const parts: Record<string, WrittenAnswer> = { ...(a.parts ?? {}) };
  for (const [id, p] of Object.entries(b.parts ?? {})) parts[id] = mergeWritten(parts[id] ?? {}, p);
  return {
    rubricMarks: { ...(a.rubricMarks ?? {}), ...(b.rubricMarks ?? {}) },
    blanks: { ...(a.blanks ?? {}), ...(b.blanks ?? {}) },
    parts,
  };
}

/** Every entry names a part the question has; rubric marks from 0 to the item's most, two decimals. */
export function checkWritten(parts: ReturnType<typeof writtenParts>, w: WrittenAnswer) {
  const known = new Map(parts.map((p) => [`${p.sub ?? ''}|${p.kind}|${p.id}`, p]));
  const visit = (sub: string | null, x: WrittenAnswer) => {
    for (const [id, marks] of Object.entries(x.rubricMarks ?? {})) {
      const part = known.get(`${sub ?? ''}|rubric|${id}`);
      if (!part) throw DomainError.of(422, M.unknownPart);
      const max = part.max ?? 0;
      if (marks < 0 || marks > max || Math.abs(Math.round(marks * 100) - marks * 100) > 1e-6)
        throw DomainError.of(422, fill(M.marksRange, { max }));
    }
    for (const id of Object.keys(x.blanks ?? {}))
      if (!known.has(`${sub ?? ''}|blank|${id}`)) throw DomainError.of(422, M.unknownPart);
    if (sub === null) for (const [id, p] of Object.entries(x.parts ?? {})) visit(id, p);
  };
  visit(null, w);
}

import { Injectable, type StreamableFile } from '@nestjs/common';
import { type Bilingual, fill, type Lang } from '@mizan/domain/i18n';
import {
  type ExamResults,
  type QuestionResult,
  round2,
  SCORING_MESSAGES as M,
  type SectorResult,
  type StudentResult,
  total,
  type WrittenAnswer,
} from '@mizan/domain/scoring';
import type { RequestAuth } from '../../auth/session.store.js';
import { DomainError } from '../../common/domain-error.js';
import { Db } from '../../database/db.service.js';
import { ExamAccess } from '../../exam-generation/exam-access.js';
import { reportWorkbook } from '../../reports/report-export.js';
import { PaperExamReader } from '../scans/paper-exam.js';
import { ScanStore } from '../scans/scan.store.js';
import { PaperAnswers } from './answers.service.js';

interface AnswerRow {
  student_id: number;
  position: number;
  question_id: number;
  version: number;
  marks: string | null;
  max_marks: string;
  source: QuestionResult['source'];
  pending: boolean;
  code: string;
}

const num = (v: string | null) => (v === null ? null : Number(v));

/** Per sector (in the order students are listed): how many, how many absent, the mean total. */
function sectorResults(students: StudentResult[]): SectorResult[] {
  return [...Map.groupBy(students, (s) => s.sector).entries()].map(([sector, rows]) => {
    const whole = rows.filter((s) => !s.absent && s.marks !== null);
    const sum = whole.reduce((n, s) => n + (s.marks ?? 0), 0);
    return {
      sector,
      students: rows.length,
      absent: rows.filter((s) => s.absent).length,
      mean: whole.length ? round2(sum / whole.length) : null,
      max: Math.max(0, ...rows.map((s) => s.max)),
    };
  });
}

/**
 * 165.7.1. Written marks per rubric, publishing, results per student and their Excel sheet, for paper
 * (20.2.) and electronic (20.3.) exams alike: both store their answers in exam_answer.
 */
@Injectable()
export class ResultsService {
  constructor(
    private readonly access: ExamAccess,
    private readonly db: Db,
    private readonly exams: PaperExamReader,
    private readonly answers: PaperAnswers,
    private readonly scans: ScanStore,
  ) {}

  async mark(auth: RequestAuth, examId: number, studentId: number, position: number, input: WrittenAnswer) {
    await this.access.readable(auth, examId);
    const exam = await this.exams.load(examId);
    await this.db.transaction((em) => this.answers.write(exam, studentId, position, input, auth.userId, em));
  }

  /** Refused while scans are being read, the review queue has open items or written answers are unmarked. */
  async publish(auth: RequestAuth, examId: number): Promise<ExamResults> {
    await this.access.readable(auth, examId);
    if (await this.scans.runningBatches(examId)) throw DomainError.of(422, M.scansRunning);
    const open = await this.scans.openItems(examId);
    if (open) throw DomainError.of(422, fill(M.queueNotEmpty, { count: open }));
    const [unmarked] = await this.db.query<{ n: number }>(
      'select count(*)::int as n from exam_answer where exam_id = ? and marks is null',
      [examId],
    );
    if (unmarked.n) throw DomainError.of(422, fill(M.essaysUnmarked, { count: unmarked.n }));
    await this.db.query(
      `insert into exam_result_publication (exam_id, published_by) values (?, ?)
       on conflict (exam_id) do update set published_by = excluded.published_by, published_at = now()`,
      [examId, auth.userId],
    );
    return this.results(auth, examId);
  }

  async results(
    auth: RequestAuth,
    examId: number,
    q: { page?: number; pageSize: number; sector?: string } = { pageSize: 20 },
  ): Promise<ExamResults> {
    await this.access.readable(auth, examId);
    const students = await this.db.query<{
      id: number;
      student_number: string;
      name: Bilingual | string;
      sector: string | null;
      code: string | null;
    }>(
      `select s.id, s.student_number, s.name, x.name as sector, m.code
       from exam_student s left join exam_sector x on x.id = s.sector_id left join exam_model m on m.id = s.model_id
       where s.exam_id = ? and s.withdrawn_at is null order by s.student_number`,
      [examId],
    );
    const answers = await this.db.query<AnswerRow>(
      `select a.student_id, a.position, a.question_id, a.version, a.marks, a.max_marks, a.source, a.pending, m.code
       from exam_answer a join exam_model m on m.id = a.model_id where a.exam_id = ? order by a.student_id, a.position`,
      [examId],
    );
    const [published] = await this.db.query<{ published_at: string }>(
      'select published_at from exam_result_publication where exam_id = ?',
      [examId],
    );
    const byStudent = Map.groupBy(answers, (a) => a.student_id);
    const all = students.map((s): StudentResult => {
      const mine = byStudent.get(s.id) ?? [];
      const questions = mine.map(
        (a): QuestionResult => ({
          position: a.position,
          questionId: a.question_id,
          version: a.version,
          marks: num(a.marks),
          max: Number(a.max_marks),
          source: a.source,
          pending: a.pending,
        }),
      );
      const sum = total(questions);
      return {
        studentId: s.id,
        studentNumber: s.student_number,
        name: s.name,
        sector: s.sector,
        modelCode: mine[0]?.code ?? s.code,
        absent: mine.length === 0,
        marks: sum.marks,
        max: sum.max,
        questions,
      };
    });
    const chosen = q.sector === undefined ? all : all.filter((s) => (s.sector ?? '') === q.sector);
    return {
      examId,
      published: !!published,
      publishedAt: published ? new Date(published.published_at).toISOString() : null,
      students: q.page ? chosen.slice((q.page - 1) * q.pageSize, q.page * q.pageSize) : chosen,
      total: chosen.length,
      sectors: sectorResults(all),
    };
  }

  /** The results as an .xlsx in the asked language, right to left in Arabic. */
  async workbook(auth: RequestAuth, examId: number, lang: Lang): Promise<StreamableFile> {
    const r = await this.results(auth, examId);
    const positions = [...new Set(r.students.flatMap((s) => s.questions.map((q) => q.position)))].sort(
      (a, b) => a - b,
    );
    const name = (n: Bilingual | string) => (typeof n === 'string' ? n : n[lang] || n.ar || n.en);
    return reportWorkbook(
      `results-${examId}`,
      [
        {
          name: { ar: 'النتائج', en: 'Results' },
          columns: [
            { ar: 'رقم الطالب', en: 'Student number' },
            { ar: 'الاسم', en: 'Name' },
            { ar: 'اللجنة', en: 'Sector' },
            { ar: 'النموذج', en: 'Model' },
            ...positions.map((p) => fill({ ar: 'س{n}', en: 'Q{n}' }, { n: p })),
            { ar: 'المجموع', en: 'Total' },
            { ar: 'من', en: 'Out of' },
          ],
          rows: r.students.map((s) => {
            const at = new Map(s.questions.map((q) => [q.position, q.marks]));
            return [
              s.studentNumber,
              name(s.name),
              s.sector,
              s.modelCode,
              ...positions.map((p) => at.get(p) ?? null),
              s.absent ? (lang === 'ar' ? 'غائب' : 'Absent') : s.marks,
              s.max,
            ];
          }),
        },
      ],
      lang,
    );
  }
}

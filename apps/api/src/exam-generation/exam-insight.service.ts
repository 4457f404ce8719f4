import { Injectable } from '@nestjs/common';
import {
  EXAM_MESSAGES as M,
  type ModelDetails,
  type ModelDetailsQuestion,
  modelIssues,
  type QuestionDetails,
  type QuestionUse,
} from '@mizan/domain/exam-generation';
import type { RequestAuth } from '../auth/session.store.js';
import { DomainError, notFound } from '../common/domain-error.js';
import { QuestionBankReader } from '../questions/question-bank.reader.js';
import { printQuestion } from '../questions/question-print.js';
import { bandEnemies, matchesRow, sharedCap } from './assembly/candidates.js';
import { WINDOW_LEVELS } from './assembly/windows.js';
import { ExamAccess } from './exam-access.js';
import { ExamModelsService } from './exam-models.service.js';
import { ExamStore } from './exam.store.js';

const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;

/** Sums per key (counted questions per subject, per ILO). */
function tally(entries: Iterable<[number, number]>): { id: number; count: number }[] {
  const out = new Map<number, number>();
  for (const [id, n] of entries) out.set(id, (out.get(id) ?? 0) + n);
  return [...out].map(([id, count]) => ({ id, count })).sort((a, b) => a.id - b.id);
}

/**
 * The details screens' reading of an exam (API.md 'Details'): a model's composition against the
 * specification, the SPEC 5 model rules and the 22.x match rule, and how the exam uses one
 * question. Question data through the question-bank reader only, at the versions the models froze.
 */
@Injectable()
export class ExamInsightService {
  constructor(
    private readonly access: ExamAccess,
    private readonly store: ExamStore,
    private readonly bank: QuestionBankReader,
    private readonly models: ExamModelsService,
  ) {}

  async model(auth: RequestAuth, examId: number, modelNo: number): Promise<ModelDetails> {
    const { exam } = await this.access.readable(auth, examId);
    const [rows, models] = await Promise.all([this.store.specification(examId), this.store.models(examId)]);
    const model = models.find((m) => m.modelNo === modelNo);
    if (!model) throw DomainError.of(404, M.modelNotFound);
    const [content, labels, bank] = await Promise.all([
      this.bank.contents(exam.courseId, model.questions),
      this.models.rowLabels(exam.courseId, rows),
      this.bank.approvedQuestions(exam.courseId, { ids: model.questions.map((q) => q.questionId) }),
    ]);
    const questions: ModelDetailsQuestion[] = model.questions.map((q) => {
      const c = content.get(`${q.questionId}.${q.version}`);
      return {
        position: q.position,
        questionId: q.questionId,
        version: q.version,
        questionType: q.questionType,
        degree: q.degree,
        units: q.units,
        row: q.specRow,
        subjectId: c?.subjectId ?? null,
        iloIds: c?.ilos.map((i) => i.iloId) ?? [],
        difficulty: c?.difficulty ?? null,
        expectedTime: c?.expectedTime ?? null,
      };
    });
    const inRow = (r: number) => questions.filter((q) => q.row === r);
    const units = questions.reduce((n, q) => n + q.units, 0);
    const rated = questions.filter((q) => q.difficulty !== null);
    const ratedUnits = rated.reduce((n, q) => n + q.units, 0);

    const mine = new Set(model.questions.map((q) => q.questionId));
    const cap = sharedCap(exam, exam.questionCount);
    const perfect = exam.modelsMatch === '22.1.';
    return {
      modelNo: model.modelNo,
      code: model.code,
      complete: model.complete,
      rows: rows.map((r, i) => ({
        row: i,
        label: labels[i],
        questionType: r.questionType,
        needed: r.count,
        placed: inRow(i).reduce((n, q) => n + q.units, 0),
        degree: r.degree,
        degreesNeeded: round(r.count * r.degree, 2),
        degreesPlaced: round(
          inRow(i).reduce((n, q) => n + q.degree, 0),
          2,
        ),
      })),
      questions,
      totals: {
        questions: units,
        questionsNeeded: exam.questionCount,
        degrees: round(
          questions.reduce((n, q) => n + q.degree, 0),
          2,
        ),
        degreesNeeded: exam.totalDegree,
      },
      subjects: tally(questions.flatMap((q) => (q.subjectId === null ? [] : [[q.subjectId, q.units]]))).map(
        ({ id, count }) => ({ subjectId: id, count }),
      ),
      ilos: tally(questions.flatMap((q) => q.iloIds.map((i): [number, number] => [i, q.units]))).map(
        ({ id, count }) => ({ iloId: id, count }),
      ),
      difficulty: {
        mean: ratedUnits
          ? round(rated.reduce((s, q) => s + q.units * (q.difficulty ?? 0), 0) / ratedUnits, 3)
          : null,
        target: exam.targetDifficulty,
        window: WINDOW_LEVELS[0].difficulty ?? 0,
      },
      time: {
        expected: round(
          questions.reduce((s, q) => s + (q.expectedTime ?? 0), 0),
          2,
        ),
        duration: exam.durationMinutes,
        window: WINDOW_LEVELS[0].time ?? 0,
      },
      issues: modelIssues(
        questions.map((q) => ({ ...q, subQuestionCount: q.units })),
        exam,
        rows,
      ),
      nearDuplicates: bandEnemies(bank),
      overlap: {
        match: exam.modelsMatch,
        maxSharedShare: perfect ? null : (exam.maxSharedShare ?? 0),
        allowedShared: perfect ? null : cap,
        models: models
          .filter((m) => m.modelNo !== modelNo)
          .map((m) => {
            const shared = m.questions.filter((q) => mine.has(q.questionId)).reduce((n, q) => n + q.units, 0);
            const same = shared === units && m.questions.length === mine.size;
            return {
              modelNo: m.modelNo,
              code: m.code,
              shared,
              share: exam.questionCount ? round(shared / exam.questionCount, 3) : 0,
              ok: perfect ? same : cap === null || shared <= cap,
            };
          }),
      },
    };
  }

  /**
   * One question of the exam's course as the exam uses it: the models holding it (none for a
   * question the exam could use, such as a candidate), at the version the first of them froze.
   */
  async question(auth: RequestAuth, examId: number, questionId: number): Promise<QuestionDetails> {
    const { exam } = await this.access.readable(auth, examId);
    const [rows, models, published] = await Promise.all([
      this.store.specification(examId),
      this.store.models(examId),
      this.store.publishedUses(questionId),
    ]);
    const uses: QuestionUse[] = models.flatMap((m) =>
      m.questions
        .filter((q) => q.questionId === questionId)
        .map((q) => ({
          modelNo: m.modelNo,
          code: m.code,
          position: q.position,
          degree: q.degree,
          version: q.version,
          row: q.specRow,
        })),
    );
    // The assembler's pool: the approved questions of the specification's subjects in the exam's language.
    const [[current], pool, labels] = await Promise.all([
      this.bank.approvedQuestions(exam.courseId, { ids: [questionId] }),
      this.bank.approvedQuestions(exam.courseId, {
        subjectIds: [...new Set(rows.map((r) => r.subjectId))],
        language: exam.language,
      }),
      this.models.rowLabels(exam.courseId, rows),
    ]);
    const version = uses[0]?.version ?? current?.version;
    if (version === undefined) throw notFound();
    const content = (await this.bank.contents(exam.courseId, [{ questionId, version }])).get(
      `${questionId}.${version}`,
    );
    if (!content) throw notFound();

    const fits = current ? rows.findIndex((r) => matchesRow(current, r)) : -1;
    const row = uses.length ? uses[0].row : fits < 0 ? null : fits;
    const holders = (id: number) => models.filter((m) => m.questions.some((q) => q.questionId === id));
    const mineIn = new Set(holders(questionId).map((m) => m.modelNo));
    const withSelf = current && !pool.some((q) => q.id === questionId) ? [...pool, current] : pool;
    const byId = new Map(withSelf.map((q) => [q.id, q]));
    const enemies = bandEnemies(withSelf)
      .flatMap(([a, b]) => (a === questionId ? [b] : b === questionId ? [a] : []))
      .filter((id, i, all) => all.indexOf(id) === i)
      .sort((a, b) => a - b)
      .map((id) => {
        const theirs = holders(id);
        return {
          questionId: id,
          questionType: byId.get(id)?.questionType ?? content.questionType,
          models: theirs.map((m) => m.code),
          apart: !theirs.some((m) => mineIn.has(m.modelNo)),
        };
      });
    return {
      questionId,
      version,
      currentVersion: current?.version ?? null,
      questionType: content.questionType,
      subjectId: content.subjectId,
      iloIds: content.ilos.map((i) => i.iloId),
      row,
      rowLabel: row === null ? null : (labels[row] ?? null),
      uses,
      html: printQuestion(content, { answers: false }),
      stated: { difficulty: content.difficulty, expectedTime: content.expectedTime },
      measured: current?.measured ? { version: current.version, ...current.measured } : null,
      exposure: { count: published.length, limit: content.exposureLimit, exams: published },
      enemies,
    };
  }
}

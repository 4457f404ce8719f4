import { Injectable } from '@nestjs/common';
import {
  type CandidatesResult,
  countedQuestions,
  EXAM_MESSAGES as M,
  type ExamIssue,
  type GenerateBody,
  type GenerateResult,
  type ModelSaveBody,
  type ModelView,
  modelCodeIssues,
  modelCodeOf,
  modelIssues,
  rowLabel,
  type SpecificationRow,
  statusOfModels,
} from '@mizan/domain/exam-generation';
import { type Bilingual, fill } from '@mizan/domain/i18n';
import type { RequestAuth } from '../auth/session.store.js';
import { DomainError } from '../common/domain-error.js';
import type { Em } from '../database/database.js';
import { Db } from '../database/db.service.js';
import { type BankQuestion, QuestionBankReader } from '../questions/question-bank.reader.js';
import { assemble } from './assembly/assembler.js';
import type { AssembledModel, AssemblyResult } from './assembly/assembly.types.js';
import { atExposureLimit, bandEnemies, matchesRow } from './assembly/candidates.js';
import { deriveSeed, seededRandom, shuffled } from '@mizan/domain/random';
import { ExamAccess } from './exam-access.js';
import { ExamLive } from './exam-live.js';
import { type ExamRecord, ExamStore, type StoredModel, type StoredModelQuestion } from './exam.store.js';

/** Ranked equivalents one candidates call answers. */
const CANDIDATES_MAX = 20;
/** The solver's budget per generate call (it answers the best models found by then). */
const SOLVE_SECONDS = 10;

const refused = (message: Bilingual, fields?: Record<string, Bilingual>) =>
  DomainError.of(422, message, fields);

/** A 422 naming each specification row the bank cannot fill (issue 14 part 10). */
class GenerateRefused extends DomainError {
  constructor(private readonly result: Extract<AssemblyResult, { ok: false }>) {
    super(422, 'generic');
  }
  override get body() {
    return { message: this.result.message, shortages: this.result.shortages };
  }
}

/**
 * Models: assembled by the solver (generate), read, saved by hand (incomplete allowed; the SPEC 5
 * model rules when complete), and the ranked replacements for one question. Question data comes
 * from the question-bank reader only.
 */
@Injectable()
export class ExamModelsService {
  constructor(
    private readonly db: Db,
    private readonly store: ExamStore,
    private readonly access: ExamAccess,
    private readonly bank: QuestionBankReader,
    private readonly live: ExamLive,
  ) {}

  /**
   * Assembles all models, or `modelNos` keeping the others. The solve runs outside any transaction
   * (it takes up to seconds, in the solver's worker); the write then takes the exam's lock and
   * checks the version again, so a change meanwhile is a 409, never overwritten.
   */
  async generate(auth: RequestAuth, examId: number, body: GenerateBody): Promise<GenerateResult> {
    const { exam, course } = await this.access.readable(auth, examId);
    if (exam.status === 'distributionApproved') throw refused(M.examLocked);
    if (exam.lockVersion !== body.version) throw DomainError.of(409, M.staleExam);
    if (!course.active) throw refused(M.courseNotActive);
    const rows = await this.store.specification(examId);
    if (!rows.length) throw refused(M.specificationMissing);
    const outside = (body.modelNos ?? []).find((n) => n >= exam.modelsCount);
    if (outside !== undefined)
      throw refused(fill(M.modelNoOutOfRange, { modelNo: outside, count: exam.modelsCount }));

    const pool = await this.bank.approvedQuestions(exam.courseId, {
      subjectIds: [...new Set(rows.map((r) => r.subjectId))],
      language: exam.language,
    });
    const keep = body.modelNos
      ? (await this.store.models(examId)).filter((m) => !body.modelNos?.includes(m.modelNo)).map(toAssembled)
      : [];
    const seed = body.seed ?? exam.generationSeed ?? Math.floor(Math.random() * 2 ** 31);
    const result = await assemble({
      pool,
      language: exam.language,
      rows,
      rowLabels: await this.rowLabels(exam.courseId, rows),
      enemies: bandEnemies(pool),
      modelsCount: exam.modelsCount,
      modelsMatch: exam.modelsMatch,
      maxSharedShare: exam.maxSharedShare,
      targetDifficulty: exam.targetDifficulty,
      durationMinutes: exam.durationMinutes,
      seed,
      modelNos: body.modelNos,
      keep,
      timeLimitSeconds: SOLVE_SECONDS,
    });
    if (!result.ok) throw new GenerateRefused(result);
    const subQuestions = new Map(pool.map((q) => [q.id, q.subQuestionCount]));

    return this.db.transaction(async (em) => {
      const locked = await this.access.writable(auth, examId, body.version, em);
      const existing = new Map((await this.store.summaries(examId, em)).map((m) => [m.modelNo, m.code]));
      const written: StoredModel[] = result.models.map((m) => ({
        modelNo: m.modelNo,
        code: existing.get(m.modelNo) ?? modelCodeOf(m.modelNo),
        complete: true,
        questions: m.questions.map((q, i) => ({
          position: i + 1,
          questionId: q.questionId,
          version: q.version,
          questionType: q.questionType,
          degree: q.degree,
          units: countedQuestions({
            questionType: q.questionType,
            subQuestionCount: subQuestions.get(q.questionId),
          }),
          specRow: q.row,
          ...(q.choiceOrder ? { choiceOrder: q.choiceOrder } : {}),
        })),
      }));
      if (!body.modelNos) {
        const beyond = [...existing.keys()].filter((n) => n >= exam.modelsCount);
        await this.store.removeModels(examId, beyond, em);
      }
      await this.store.saveModels(examId, written, em);
      const models = await this.store.summaries(examId, em);
      const status = statusOfModels(exam.modelsCount, models);
      const lockVersion = await this.store.bump(examId, { status, generationSeed: seed }, em);
      const modelNos = written.map((m) => m.modelNo);
      await this.live.changed(em, auth, locked.exam, { kind: 'generated', lockVersion, status, modelNos });
      return { models, solveMs: result.stats.solveMs, lockVersion, seed, notes: result.notes };
    });
  }

  async model(auth: RequestAuth, examId: number, modelNo: number): Promise<ModelView> {
    await this.access.readable(auth, examId);
    const [model] = await this.store.models(examId, undefined, [modelNo]);
    if (!model) throw DomainError.of(404, M.modelNotFound);
    return {
      modelNo: model.modelNo,
      code: model.code,
      complete: model.complete,
      questions: model.questions.map(({ units: _u, specRow: _s, ...q }) => q),
    };
  }

  /**
   * Saves a model whole (also a new one: models/add and models/copy). Questions already in it keep
   * the version they were chosen at; a new one must be an approved question of the course's active
   * subjects, in the exam's language. A repeated question or code is always refused; the SPEC 5 totals only when `complete`.
   */
  async save(
    auth: RequestAuth,
    examId: number,
    modelNo: number,
    body: ModelSaveBody,
  ): Promise<{ lockVersion: number; issues: ExamIssue[] }> {
    return this.db.transaction(async (em) => {
      const { exam } = await this.access.writable(auth, examId, body.version, em);
      if (modelNo >= exam.modelsCount)
        throw refused(fill(M.modelNoOutOfRange, { modelNo, count: exam.modelsCount }));
      const [rows, models] = await Promise.all([
        this.store.specification(examId, em),
        this.store.models(examId, em),
      ]);
      const others = models.filter((m) => m.modelNo !== modelNo);
      const codeIssue = modelCodeIssues([...others.map((m) => m.code), body.code]).at(-1);
      if (codeIssue) throw DomainError.validation({ code: codeIssue.message });

      const questions = await this.resolve(exam, modelNo, body, rows, models, em);
      const issues = modelIssues(
        questions.map((q) => ({ ...q, subQuestionCount: q.units })),
        exam,
        rows,
      );
      const repeated = issues.filter((i) => i.message === M.duplicateQuestionInModel);
      if (repeated.length || (body.complete && issues.length))
        throw DomainError.validation(firstPerPath(body.complete ? issues : repeated));

      await this.store.saveModels(
        examId,
        [{ modelNo, code: body.code, complete: body.complete, questions }],
        em,
      );
      const status = statusOfModels(exam.modelsCount, await this.store.summaries(examId, em));
      const lockVersion = await this.store.bump(examId, { status }, em);
      await this.live.changed(em, auth, exam, { kind: 'model', lockVersion, status, modelNos: [modelNo] });
      return { lockVersion, issues };
    });
  }

  /** The body's questions as stored: kept ones as they were, new ones read from the bank. */
  private async resolve(
    exam: ExamRecord,
    modelNo: number,
    body: ModelSaveBody,
    rows: readonly SpecificationRow[],
    models: readonly StoredModel[],
    em: Em,
  ): Promise<StoredModelQuestion[]> {
    const kept = new Map(
      (models.find((m) => m.modelNo === modelNo)?.questions ?? []).map((q) => [q.questionId, q]),
    );
    const fresh = body.questions.map((q) => q.questionId).filter((id) => !kept.has(id));
    const bank = new Map(
      (fresh.length ? await this.bank.approvedQuestions(exam.courseId, { ids: fresh }, em) : []).map((q) => [
        q.id,
        q,
      ]),
    );
    const fields: Record<string, Bilingual> = {};
    const random = seededRandom(deriveSeed(exam.generationSeed ?? exam.examId, 2000 + modelNo));
    const out = body.questions.map((q, i): StoredModelQuestion | null => {
      const old = kept.get(q.questionId);
      if (old) return { ...old, position: i + 1, degree: q.degree };
      const b = bank.get(q.questionId);
      if (!b) {
        fields[`questions.${i}.questionId`] = fill(M.questionNotUsable, { questionId: q.questionId });
        return null;
      }
      if (b.language !== exam.language) {
        fields[`questions.${i}.questionId`] = fill(M.questionOtherLanguage, { questionId: q.questionId });
        return null;
      }
      const row = rows.findIndex((r) => matchesRow(b, r));
      return {
        position: i + 1,
        questionId: b.id,
        version: b.version,
        questionType: b.questionType,
        degree: q.degree,
        units: countedQuestions(b),
        specRow: row < 0 ? null : row,
        ...(b.choiceCount > 1
          ? {
              choiceOrder: shuffled(
                Array.from({ length: b.choiceCount }, (_, c) => c),
                random,
              ),
            }
          : {}),
      };
    });
    if (Object.keys(fields).length) throw DomainError.validation(fields);
    return out.filter((q) => q !== null);
  }

  /**
   * Replacements for the question at `position`: approved questions of the course in the exam's
   * language that fill the same specification row with as many counted questions, not in the model, not a near duplicate
   * of another of its questions, not at their exposure limit; closest in difficulty first, then
   * least used.
   */
  async candidates(
    auth: RequestAuth,
    examId: number,
    modelNo: number,
    position: number,
  ): Promise<CandidatesResult> {
    const { exam } = await this.access.readable(auth, examId);
    const [model] = await this.store.models(examId, undefined, [modelNo]);
    if (!model) throw DomainError.of(404, M.modelNotFound);
    const current = model.questions.find((q) => q.position === position);
    if (!current) throw refused(fill(M.positionNotFound, { position }));
    const rows = await this.store.specification(examId);
    const row = current.specRow === null ? undefined : rows[current.specRow];
    if (!row || current.specRow === null) throw refused(M.questionOffSpecification);

    const inModel = new Set(model.questions.map((q) => q.questionId));
    const [pool, mates] = await Promise.all([
      this.bank.approvedQuestions(exam.courseId, {
        subjectIds: [row.subjectId],
        types: [row.questionType],
        iloIds: row.iloId ? [row.iloId] : undefined,
        difficultyMin: row.difficultyMin,
        difficultyMax: row.difficultyMax,
      }),
      this.bank.approvedQuestions(exam.courseId, { ids: [...inModel] }),
    ]);
    const bands = new Set(mates.filter((q) => q.id !== current.questionId).flatMap((q) => q.textBands));
    const difficulty =
      mates.find((q) => q.id === current.questionId)?.difficulty ??
      ((row.difficultyMin ?? 0) + (row.difficultyMax ?? 1)) / 2;
    const ranked = pool
      .filter(
        (q: BankQuestion) =>
          !inModel.has(q.id) &&
          q.language === exam.language &&
          countedQuestions(q) === current.units &&
          !atExposureLimit(q) &&
          !q.textBands.some((b) => bands.has(b)),
      )
      .sort(
        (a, b) =>
          Math.abs(a.difficulty - difficulty) - Math.abs(b.difficulty - difficulty) ||
          a.exposureCount - b.exposureCount ||
          a.id - b.id,
      )
      .slice(0, CANDIDATES_MAX);
    return {
      position,
      row: current.specRow,
      candidates: ranked.map((q) => ({
        questionId: q.id,
        version: q.version,
        questionType: q.questionType,
        difficulty: q.difficulty,
        expectedTime: q.expectedTime,
        iloIds: q.iloIds,
        exposureCount: q.exposureCount,
      })),
    };
  }

  /** Row names for explanations: 'Subject Statics, MCQ, difficulty 0.3-0.5' (subject names are single-language). */
  async rowLabels(courseId: number, rows: readonly SpecificationRow[]): Promise<Bilingual[]> {
    const parts = await this.store.courseParts(
      courseId,
      rows.map((r) => r.subjectId),
      rows.flatMap((r) => (r.iloId ? [r.iloId] : [])),
    );
    const both = (text: string): Bilingual => ({ ar: text, en: text });
    return rows.map((r) => {
      const ilo = r.iloId ? parts.ilos.get(r.iloId) : undefined;
      return rowLabel(r, {
        subject: both(parts.subjects.get(r.subjectId) ?? String(r.subjectId)),
        ...(ilo ? { ilo: both(ilo) } : {}),
      });
    });
  }
}

/** Issues as a 422's fields: the first message of each path (the whole list is answered on save). */
function firstPerPath(issues: readonly ExamIssue[]): Record<string, Bilingual> {
  const fields: Record<string, Bilingual> = {};
  for (const i of issues) fields[i.path] ??= i.message;
  return fields;
}

/** A stored model as the assembler keeps it (questions without a row are kept in row 0's count). */
function toAssembled(m: StoredModel): AssembledModel {
  return {
    modelNo: m.modelNo,
    questions: m.questions.map((q) => ({
      questionId: q.questionId,
      version: q.version,
      questionType: q.questionType,
      row: q.specRow ?? 0,
      degree: q.degree,
    })),
  };
}

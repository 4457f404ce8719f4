import { Injectable } from '@nestjs/common';
import type { LanguageCode, ModelMatchCode, QuestionTypeCode, StageCode } from '@mizan/domain/codes';
import type {
  DeliveryModeCode,
  ExamAddBody,
  ExamChangedEvent,
  ExamData,
  ExamEditBody,
  ExamListParsed,
  ExamListRow,
  ExamStatus,
  ModelQuestion,
  ModelSummary,
  SpecificationRow,
} from '@mizan/domain/exam-generation';
import type { UserRef } from '@mizan/domain/review';
import type { Em } from '../database/database.js';
import { Db } from '../database/db.service.js';
import { isoTime } from '../database/timestamps.js';

/** An exam row as the services work with it. */
export interface ExamRecord extends ExamData {
  status: ExamStatus;
  publishedBefore: boolean;
  generationSeed: number | null;
  lockVersion: number;
}

/** A model's question as stored: the version used, its counted units and the row it fills. */
export interface StoredModelQuestion extends ModelQuestion {
  units: number;
  specRow: number | null;
}

export interface StoredModel {
  modelNo: number;
  code: string;
  complete: boolean;
  questions: StoredModelQuestion[];
}

interface ExamRow {
  id: number;
  course_id: number;
  name: string;
  delivery_mode: DeliveryModeCode;
  starts_at: Date | string;
  duration_minutes: number;
  total_degree: string | number;
  question_count: number;
  language: LanguageCode;
  models_count: number;
  models_match: ModelMatchCode;
  max_shared_share: string | number | null;
  target_difficulty: string | number | null;
  stage: StageCode | null;
  instructions: string | null;
  status: ExamStatus;
  published_before: boolean;
  generation_seed: number | null;
  lock_version: number;
}

const num = (v: string | number | null) => (v === null ? null : Number(v));
const intArray = (ids: readonly number[]) => `{${ids.join(',')}}`;

const toExam = (r: ExamRow): ExamRecord => ({
  examId: r.id,
  courseId: r.course_id,
  name: r.name,
  deliveryMode: r.delivery_mode,
  startsAt: isoTime(r.starts_at),
  durationMinutes: r.duration_minutes,
  totalDegree: Number(r.total_degree),
  questionCount: r.question_count,
  language: r.language,
  modelsCount: r.models_count,
  modelsMatch: r.models_match,
  maxSharedShare: num(r.max_shared_share),
  targetDifficulty: num(r.target_difficulty),
  stage: r.stage,
  instructions: r.instructions,
  status: r.status,
  publishedBefore: r.published_before,
  generationSeed: r.generation_seed,
  lockVersion: r.lock_version,
});

/** List sort columns (EXAM_ORDER_BY) to SQL; examId breaks ties so pages never overlap. */
const ORDER: Record<ExamListParsed['orderBy'], string> = {
  startsAt: 'e.starts_at',
  name: 'lower(e.name)',
  status: 'e.status',
  deliveryMode: 'e.delivery_mode',
  modelsCount: 'e.models_count',
  examId: 'e.id',
};

/** examType 20.2.-20.6. as conditions (API.md 'Reading of the codes'). */
const EXAM_TYPE_FILTER: Record<NonNullable<ExamListParsed['examType']>, string> = {
  '20.2.': "e.delivery_mode = '20.2.'",
  '20.3.': "e.delivery_mode = '20.3.'",
  '20.4.': "e.status in ('published', 'distributionApproved')",
  '20.5.': 'not exists (select 1 from exam_model m where m.exam_id = e.id)',
  '20.6.': 'exists (select 1 from exam_model m where m.exam_id = e.id and not m.complete)',
};

/**
 * The exam tables' SQL (exam, specification rows, models and their questions, exposure, the event
 * log). Question data comes from the questions area's reader; only ids and the version used live here.
 */
@Injectable()
export class ExamStore {
  constructor(private readonly db: Db) {}

  async insert(body: ExamAddBody, userId: number, em: Em): Promise<number> {
    const [row] = await this.db.query<{ id: number }>(
      `insert into exam (course_id, name, delivery_mode, starts_at, duration_minutes, total_degree, question_count,
         language, models_count, models_match, max_shared_share, target_difficulty, created_by)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) returning id`,
      [
        body.courseId,
        body.name,
        body.deliveryMode,
        body.startsAt,
        body.durationMinutes,
        body.totalDegree,
        body.questionCount,
        body.language,
        body.modelsCount,
        body.modelsMatch,
        body.maxSharedShare ?? null,
        body.targetDifficulty ?? null,
        userId,
      ],
      em,
    );
    return row.id;
  }

  /** The exam's own data (PUT .../{examId}); the caller holds its row lock. */
  async update(examId: number, body: Omit<ExamEditBody, 'version'>, em: Em): Promise<void> {
    await this.db.query(
      `update exam set name = ?, delivery_mode = ?, starts_at = ?, duration_minutes = ?, total_degree = ?,
         question_count = ?, language = ?, models_count = ?, models_match = ?, max_shared_share = ?,
         target_difficulty = ?, stage = ?, instructions = ?
       where id = ?`,
      [
        body.name,
        body.deliveryMode,
        body.startsAt,
        body.durationMinutes,
        body.totalDegree,
        body.questionCount,
        body.language,
        body.modelsCount,
        body.modelsMatch,
        body.maxSharedShare ?? null,
        body.targetDifficulty ?? null,
        body.stage ?? null,
        body.instructions || null,
        examId,
      ],
      em,
    );
  }

  /** The exam; `lock` holds its row until the transaction ends (every write to an exam takes it). */
  async exam(examId: number, em?: Em, lock = false): Promise<ExamRecord | undefined> {
    const [row] = await this.db.query<ExamRow>(
      `select * from exam where id = ?${lock ? ' for update' : ''}`,
      [examId],
      em,
    );
    return row && toExam(row);
  }

  async page(q: ExamListParsed): Promise<{ rows: ExamListRow[]; total: number }> {
    const where = ['e.course_id = ?'];
    if (q.examType) where.push(EXAM_TYPE_FILTER[q.examType]);
    const dir = q.desc ? 'desc' : 'asc';
    const rows = await this.db.query<ExamRow & { total: number }>(
      `select e.*, count(*) over ()::int as total from exam e where ${where.join(' and ')}
       order by ${ORDER[q.orderBy]} ${dir}, e.id ${dir} limit ? offset ?`,
      [q.courseId, q.limit, (q.page - 1) * q.limit],
    );
    const total = rows[0]?.total ?? (q.page > 1 ? await this.count(q.courseId, where) : 0);
    return {
      total,
      rows: rows.map((r) => {
        const e = toExam(r);
        return {
          examId: e.examId,
          name: e.name,
          deliveryMode: e.deliveryMode,
          startsAt: e.startsAt,
          durationMinutes: e.durationMinutes,
          modelsCount: e.modelsCount,
          modelsMatch: e.modelsMatch,
          status: e.status,
        };
      }),
    };
  }

  private async count(courseId: number, where: string[]): Promise<number> {
    const [row] = await this.db.query<{ n: number }>(
      `select count(*)::int as n from exam e where ${where.join(' and ')}`,
      [courseId],
    );
    return row.n;
  }

  async specification(examId: number, em?: Em): Promise<SpecificationRow[]> {
    const rows = await this.db.query<{
      subject_id: number;
      ilo_id: number | null;
      question_type: QuestionTypeCode;
      difficulty_min: string | null;
      difficulty_max: string | null;
      count: number;
      degree: string;
    }>('select * from exam_specification_row where exam_id = ? order by position', [examId], em);
    return rows.map((r) => {
      const row: SpecificationRow = {
        subjectId: r.subject_id,
        questionType: r.question_type,
        count: r.count,
        degree: Number(r.degree),
      };
      if (r.ilo_id !== null) row.iloId = r.ilo_id;
      if (r.difficulty_min !== null) row.difficultyMin = Number(r.difficulty_min);
      if (r.difficulty_max !== null) row.difficultyMax = Number(r.difficulty_max);
      return row;
    });
  }

  async replaceSpecification(examId: number, rows: readonly SpecificationRow[], em: Em): Promise<void> {
    await this.db.query('delete from exam_specification_row where exam_id = ?', [examId], em);
    await this.db.query(
      `insert into exam_specification_row
         (exam_id, position, subject_id, ilo_id, question_type, difficulty_min, difficulty_max, count, degree)
       select ?, r.position, r.subject_id, r.ilo_id, r.question_type, r.difficulty_min, r.difficulty_max, r.count, r.degree
       from jsonb_to_recordset(?::jsonb) as r(position int, subject_id int, ilo_id int, question_type varchar,
         difficulty_min numeric, difficulty_max numeric, count int, degree numeric)`,
      [
        examId,
        JSON.stringify(
          rows.map((r, position) => ({
            position,
            subject_id: r.subjectId,
            ilo_id: r.iloId ?? null,
            question_type: r.questionType,
            difficulty_min: r.difficultyMin ?? null,
            difficulty_max: r.difficultyMax ?? null,
            count: r.count,
            degree: r.degree,
          })),
        ),
      ],
      em,
    );
  }

  /** Subjects and ILOs of `courseId` among those named (names for row labels): the specification may use only these. */
  async courseParts(
    courseId: number,
    subjectIds: number[],
    iloIds: number[],
    em?: Em,
  ): Promise<{ subjects: Map<number, string>; ilos: Map<number, string> }> {
    const subjects = await this.db.query<{ id: number; name: string }>(
      'select id, name from subject where course_id = ? and id = any(?::int[])',
      [courseId, intArray(subjectIds)],
      em,
    );
    const ilos = await this.db.query<{ id: number; code: string }>(
      'select id, code from course_ilo where course_id = ? and id = any(?::int[])',
      [courseId, intArray(iloIds)],
      em,
    );
    return {
      subjects: new Map(subjects.map((s) => [s.id, s.name])),
      ilos: new Map(ilos.map((i) => [i.id, i.code])),
    };
  }

  /** What SPEC 5 'Exam creation' asks of a course beside its questions. */
  async readiness(courseId: number, em?: Em): Promise<{ activeSubjects: boolean; ilos: boolean }> {
    const [row] = await this.db.query<{ active_subjects: boolean; ilos: boolean }>(
      `select exists (select 1 from subject where course_id = ? and active) as active_subjects,
         exists (select 1 from course_ilo where course_id = ?) as ilos`,
      [courseId, courseId],
      em,
    );
    return { activeSubjects: row.active_subjects, ilos: row.ilos };
  }

  async summaries(examId: number, em?: Em): Promise<ModelSummary[]> {
    const rows = await this.db.query<{
      model_no: number;
      code: string;
      complete: boolean;
      question_count: number;
      degree_total: string;
    }>(
      `select m.model_no, m.code, m.complete, coalesce(sum(q.units), 0)::int as question_count,
         coalesce(sum(q.degree), 0) as degree_total
       from exam_model m left join exam_model_question q on q.model_id = m.id
       where m.exam_id = ? group by m.id order by m.model_no`,
      [examId],
      em,
    );
    return rows.map((r) => ({
      modelNo: r.model_no,
      code: r.code,
      complete: r.complete,
      questionCount: r.question_count,
      degreeTotal: Number(r.degree_total),
    }));
  }

  /** Models with their questions in order; `modelNos` narrows them. */
  async models(examId: number, em?: Em, modelNos?: readonly number[]): Promise<StoredModel[]> {
    const rows = await this.db.query<{
      model_no: number;
      code: string;
      complete: boolean;
      position: number | null;
      question_id: number | null;
      version: number;
      question_type: QuestionTypeCode;
      units: number;
      spec_row: number | null;
      degree: string;
      choice_order: number[] | null;
    }>(
      `select m.model_no, m.code, m.complete, q.position, q.question_id, q.version, q.question_type, q.units,
         q.spec_row, q.degree, q.choice_order
       from exam_model m left join exam_model_question q on q.model_id = m.id
       where m.exam_id = ?${modelNos ? ' and m.model_no = any(?::int[])' : ''}
       order by m.model_no, q.position`,
      modelNos ? [examId, intArray(modelNos)] : [examId],
      em,
    );
    const models = new Map<number, StoredModel>();
    for (const r of rows) {
      let model = models.get(r.model_no);
      if (!model) {
        model = { modelNo: r.model_no, code: r.code, complete: r.complete, questions: [] };
        models.set(r.model_no, model);
      }
      if (r.question_id === null || r.position === null) continue;
      const q: StoredModelQuestion = {
        position: r.position,
        questionId: r.question_id,
        version: r.version,
        questionType: r.question_type,
        degree: Number(r.degree),
        units: r.units,
        specRow: r.spec_row,
      };
      if (r.choice_order) q.choiceOrder = r.choice_order.map(Number);
      model.questions.push(q);
    }
    return [...models.values()];
  }

  /**
   * Writes models whole: each named model's questions are replaced (its row kept, or made with its
   * code). One statement for the models and one for all their questions.
   */
  async saveModels(examId: number, models: readonly StoredModel[], em: Em): Promise<void> {
    if (!models.length) return;
    const ids = await this.db.query<{ id: number; model_no: number }>(
      `insert into exam_model (exam_id, model_no, code, complete)
       select ?, r.model_no, r.code, r.complete from jsonb_to_recordset(?::jsonb) as r(model_no int, code varchar, complete boolean)
       on conflict (exam_id, model_no) do update set code = excluded.code, complete = excluded.complete, updated_at = now()
       returning id, model_no`,
      [
        examId,
        JSON.stringify(models.map((m) => ({ model_no: m.modelNo, code: m.code, complete: m.complete }))),
      ],
      em,
    );
    const idOf = new Map(ids.map((r) => [r.model_no, r.id]));
    await this.db.query(
      'delete from exam_model_question where model_id = any(?::int[])',
      [intArray([...idOf.values()])],
      em,
    );
    const questions = models.flatMap((m) =>
      m.questions.map((q) => ({
        model_id: idOf.get(m.modelNo),
        position: q.position,
        question_id: q.questionId,
        version: q.version,
        question_type: q.questionType,
        units: q.units,
        spec_row: q.specRow,
        degree: q.degree,
        choice_order: q.choiceOrder ? intArray(q.choiceOrder) : null,
      })),
    );
    if (!questions.length) return;
    await this.db.query(
      `insert into exam_model_question
         (model_id, position, question_id, version, question_type, units, spec_row, degree, choice_order)
       select r.model_id, r.position, r.question_id, r.version, r.question_type, r.units, r.spec_row, r.degree,
         r.choice_order::int[]
       from jsonb_to_recordset(?::jsonb) as r(model_id int, position int, question_id int, version int,
         question_type varchar, units int, spec_row int, degree numeric, choice_order text)`,
      [JSON.stringify(questions)],
      em,
    );
  }

  /** Models beyond the exam's count (after its count shrank) or all, before a full generation. */
  async removeModels(examId: number, modelNos: readonly number[], em: Em): Promise<void> {
    await this.db.query(
      'delete from exam_model where exam_id = ? and model_no = any(?::int[])',
      [examId, intArray(modelNos)],
      em,
    );
  }

  /** Every model marked incomplete (its specification changed under it). */
  async markModelsIncomplete(examId: number, em: Em): Promise<void> {
    await this.db.query(
      'update exam_model set complete = false, updated_at = now() where exam_id = ?',
      [examId],
      em,
    );
  }

  /** Moves the exam on: the new status, its lock version + 1; the new version is answered. */
  async bump(
    examId: number,
    change: { status: ExamStatus; generationSeed?: number; published?: boolean },
    em: Em,
  ): Promise<number> {
    const [row] = await this.db.query<{ lock_version: number }>(
      `update exam set status = ?, generation_seed = coalesce(?, generation_seed),
         published_before = published_before or ?, lock_version = lock_version + 1, updated_at = now()
       where id = ? returning lock_version`,
      [change.status, change.generationSeed ?? null, change.published ?? false, examId],
      em,
    );
    return row.lock_version;
  }

  /** Publishing: the question versions of every model count once more toward their exposure. */
  async recordExposure(examId: number, em: Em): Promise<void> {
    await this.db.query(
      `insert into exam_exposure (exam_id, question_id, version)
       select distinct m.exam_id, q.question_id, q.version from exam_model m join exam_model_question q on q.model_id = m.id
       where m.exam_id = ? on conflict do nothing`,
      [examId],
      em,
    );
  }

  /** The published exams that used a question (its exposure), oldest first, with the version each used. */
  async publishedUses(
    questionId: number,
    em?: Em,
  ): Promise<{ examId: number; name: string; version: number }[]> {
    return this.db.query(
      `select e.id as "examId", e.name, max(x.version)::int as version
       from exam_exposure x join exam e on e.id = x.exam_id
       where x.question_id = ? group by e.id order by e.id`,
      [questionId],
      em,
    );
  }

  async appendEvent(event: ExamChangedEvent, em: Em): Promise<void> {
    await this.db.query(
      'insert into exam_event (exam_id, lock_version, payload) values (?, ?, ?)',
      [event.examId, event.lockVersion, JSON.stringify(event)],
      em,
    );
  }

  async eventsSince(examId: number, since: number, limit: number): Promise<ExamChangedEvent[]> {
    const rows = await this.db.query<{ payload: ExamChangedEvent | string }>(
      'select payload from exam_event where exam_id = ? and lock_version > ? order by lock_version limit ?',
      [examId, since, limit],
    );
    return rows.map((r) => (typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload));
  }

  async userRef(userId: number, em?: Em): Promise<UserRef> {
    const [u] = await this.db.query<{ username: string; name: UserRef['name'] }>(
      'select username, name from app_user where id = ?',
      [userId],
      em,
    );
    return { userId, username: u.username, name: u.name };
  }

  /** Whether a course has exams (it then cannot be deleted). */
  async courseHasExams(courseId: number, em: Em): Promise<boolean> {
    const [row] = await this.db.query<{ found: boolean }>(
      'select exists (select 1 from exam where course_id = ?) as found',
      [courseId],
      em,
    );
    return row.found;
  }

  /** The course's electronic exams (20.3.), newest first. */
  async electronicExams(courseId: number, em: Em): Promise<{ examId: number; name: string }[]> {
    return this.db.query<{ examId: number; name: string }>(
      `select id as "examId", name from exam where course_id = ? and delivery_mode = '20.3.' order by starts_at desc, id desc`,
      [courseId],
      em,
    );
  }
}

import { Injectable } from '@nestjs/common';
import { type LanguageCode, QuestionStatus, QuestionType, type QuestionTypeCode } from '@mizan/domain/codes';
import type { Em } from '../database/database.js';
import type { QuestionContent } from '@mizan/domain/questions';
import { Db } from '../database/db.service.js';

/** Which approved questions of a course to read; every filter is optional. */
export interface BankFilter {
  /** Only these questions (a model saved by hand). */
  ids?: number[];
  subjectIds?: number[];
  /** Questions linked to any of these ILOs. */
  iloIds?: number[];
  types?: QuestionTypeCode[];
  /** Questions written in this language (4.x). */
  language?: LanguageCode;
  /** Inclusive bounds on difficulty (0 to 1). */
  difficultyMin?: number;
  difficultyMax?: number;
}

/**
 * Item statistics measured from marked exams, as the reports area writes them back to the question
 * (QuestionWriter.writeMeasured: for the version current then, from its minimum number of answers).
 */
export interface MeasuredStatistics {
  /** 1 - facility (the share of students who answered it right); null when not measured. */
  difficulty: number | null;
  /** Mean answering minutes; null when not measured. */
  expectedTime: number | null;
  /** Answers the figures rest on. */
  answers: number;
}

/** An approved question as exam assembly reads it (maps 1:1 onto the assembler's CandidateQuestion). */
export interface BankQuestion {
  id: number;
  /** The content version an exam freezes. */
  version: number;
  subjectId: number;
  iloIds: number[];
  questionType: QuestionTypeCode;
  language: LanguageCode;
  difficulty: number;
  /** Minutes. */
  expectedTime: number;
  degree: number;
  /** Published exams it may be used by; null: no limit. */
  exposureLimit: number | null;
  /** Published exams that already used it (the exams area's question_exposure view). */
  exposureCount: number;
  /** null until marked exams measured it (see MeasuredStatistics). */
  measured: MeasuredStatistics | null;
  /** Case studies (3.5.): its sub-questions; 0 for the other types. */
  subQuestionCount: number;
  /** Options whose order a model may shuffle (MCQ, MMCQ); 0 for the other types. */
  choiceCount: number;
  /** Near-duplicate bands (text-bands.ts): two questions sharing one are enemy candidates. */
  textBands: number[];
}

/** How many approved questions a course has per subject, ILO, type and difficulty range. */
export interface BankSupply {
  subjectId: number;
  iloId: number;
  questionType: QuestionTypeCode;
  /** The range [difficultyMin, difficultyMax) (the last one includes 1). */
  difficultyMin: number;
  difficultyMax: number;
  count: number;
}

/** Difficulty ranges supply() counts in unless told otherwise: fifths. */
export const DIFFICULTY_EDGES = [0, 0.2, 0.4, 0.6, 0.8, 1] as const;

interface Row {
  id: number;
  version: number;
  subject_id: number;
  ilo_ids: number[] | string;
  question_type: QuestionTypeCode;
  language: LanguageCode;
  difficulty: string | number;
  expected_time: string | number;
  degree: string | number;
  exposure_limit: number | null;
  exposure_count: number;
  sub_questions: number;
  choices: number;
  text_bands: number[] | string;
  measured_difficulty: string | number | null;
  measured_time: string | number | null;
  measured_answers: number;
}

/** PGlite and node-postgres both answer int[]; a text literal only from a cast elsewhere. */
const ints = (v: number[] | string): number[] =>
  typeof v === 'string' ? (v === '{}' ? [] : v.replace(/[{}]/g, '').split(',').map(Number)) : v.map(Number);

/**
 * What the exam half reads of the bank (STYLE 8): the approved questions of a course's active
 * subjects with what assembly needs, and how many there are per blueprint cell. One statement
 * each over the (course_id, status, id) index; ILO ids come from question_ilo.
 */
@Injectable()
export class QuestionBankReader {
  constructor(private readonly db: Db) {}

  async approvedQuestions(courseId: number, filter: BankFilter = {}, em?: Em): Promise<BankQuestion[]> {
    const { where, params } = conditions(courseId, filter);
    const rows = await this.db.query<Row>(
      `select q.id, q.version, q.subject_id, q.question_type, q.language, q.difficulty, q.expected_time, q.degree,
         q.exposure_limit, q.text_bands, q.measured_difficulty, q.measured_time, q.measured_answers,
         coalesce((select e.exposure_count from question_exposure e where e.question_id = q.id), 0) as exposure_count,
         coalesce((select array_agg(qi.ilo_id order by qi.ilo_id) from question_ilo qi where qi.question_id = q.id),
           '{}') as ilo_ids,
         case when q.question_type = ? then jsonb_array_length(q.content -> 'body' -> 'subQuestions') else 0 end
           as sub_questions,
         case when q.question_type in (?, ?) then jsonb_array_length(q.content -> 'body' -> 'options') else 0 end
           as choices
       from question q join subject s on s.id = q.subject_id and s.active
       where ${where} order by q.id`,
      [QuestionType.CASE_STUDY, QuestionType.MCQ, QuestionType.MMCQ, ...params],
      em,
    );
    return rows.map((r) => ({
      id: r.id,
      version: r.version,
      subjectId: r.subject_id,
      iloIds: ints(r.ilo_ids),
      questionType: r.question_type,
      language: r.language,
      difficulty: Number(r.difficulty),
      expectedTime: Number(r.expected_time),
      degree: Number(r.degree),
      exposureLimit: r.exposure_limit,
      exposureCount: Number(r.exposure_count),
      measured:
        r.measured_difficulty === null && r.measured_time === null
          ? null
          : {
              difficulty: r.measured_difficulty === null ? null : Number(r.measured_difficulty),
              expectedTime: r.measured_time === null ? null : Number(r.measured_time),
              answers: Number(r.measured_answers),
            },
      subQuestionCount: Number(r.sub_questions),
      choiceCount: Number(r.choices),
      textBands: ints(r.text_bands),
    }));
  }

  /** The course's live (not deleted) questions, and its approved ones in active subjects (SPEC 5 'Exam creation'). */
  async counts(courseId: number, em?: Em): Promise<{ live: number; approved: number }> {
    const [row] = await this.db.query<{ live: number; approved: number }>(
      `select count(*)::int as live,
         count(*) filter (where q.status = ? and exists (select 1 from subject s where s.id = q.subject_id and s.active))::int
           as approved
       from question q where q.course_id = ? and q.status <> ?`,
      [QuestionStatus.APPROVED, courseId, QuestionStatus.DELETED],
      em,
    );
    return row;
  }

  /**
   * Approved questions per (subject, ILO, type, difficulty range): a question with two ILOs counts
   * in both. `edges` cut 0..1 into ranges (ascending, first 0, last 1).
   */
  async supply(
    courseId: number,
    filter: BankFilter = {},
    edges: readonly number[] = DIFFICULTY_EDGES,
    em?: Em,
  ): Promise<BankSupply[]> {
    const { where, params } = conditions(courseId, filter);
    const inner = `{${edges.slice(1, -1).join(',')}}`;
    const rows = await this.db.query<{
      subject_id: number;
      ilo_id: number;
      question_type: QuestionTypeCode;
      bucket: number;
      n: number;
    }>(
      `select q.subject_id, qi.ilo_id, q.question_type, width_bucket(q.difficulty, ?::numeric[]) as bucket,
         count(*)::int as n
       from question q join subject s on s.id = q.subject_id and s.active
         join question_ilo qi on qi.question_id = q.id
       where ${where} group by 1, 2, 3, 4 order by 1, 2, 3, 4`,
      [inner, ...params],
      em,
    );
    return rows.map((r) => ({
      subjectId: r.subject_id,
      iloId: r.ilo_id,
      questionType: r.question_type,
      difficultyMin: edges[r.bucket],
      difficultyMax: edges[r.bucket + 1],
      count: r.n,
    }));
  }

  /**
   * Content as printed: each (question, version) pair at the latest revision of that version (what
   * an exam froze, or an approved question's version now), keyed `${questionId}.${version}`. Only
   * the course's questions are read.
   */
  async contents(
    courseId: number,
    pairs: readonly { questionId: number; version: number }[],
  ): Promise<Map<string, QuestionContent>> {
    const ids = `{${pairs.map((p) => p.questionId).join(',')}}`;
    const versions = `{${pairs.map((p) => p.version).join(',')}}`;
    const rows = await this.db.query<{ question_id: number; version: number; content: QuestionContent }>(
      `select distinct on (v.question_id, v.version) v.question_id, v.version, v.content
       from question_version v join question q on q.id = v.question_id and q.course_id = ?
         join unnest(?::int[], ?::int[]) as u(question_id, version)
           on u.question_id = v.question_id and u.version = v.version
       order by v.question_id, v.version, v.revision desc`,
      [courseId, ids, versions],
    );
    return new Map(rows.map((r) => [`${r.question_id}.${r.version}`, r.content]));
  }
}

function conditions(courseId: number, f: BankFilter): { where: string; params: unknown[] } {
  const where = ['q.course_id = ?', 'q.status = ?'];
  const params: unknown[] = [courseId, QuestionStatus.APPROVED];
  const list = (ids: readonly (number | string)[]) => `{${ids.join(',')}}`;
  if (f.ids) {
    where.push('q.id = any(?::int[])');
    params.push(list(f.ids));
  }
  if (f.subjectIds) {
    where.push('q.subject_id = any(?::int[])');
    params.push(list(f.subjectIds));
  }
  if (f.iloIds) {
    where.push(
      'exists (select 1 from question_ilo f where f.question_id = q.id and f.ilo_id = any(?::int[]))',
    );
    params.push(list(f.iloIds));
  }
  if (f.types) {
    where.push('q.question_type = any(?::text[])');
    params.push(list(f.types));
  }
  if (f.language) {
    where.push('q.language = ?');
    params.push(f.language);
  }
  if (f.difficultyMin !== undefined) {
    where.push('q.difficulty >= ?');
    params.push(f.difficultyMin);
  }
  if (f.difficultyMax !== undefined) {
    where.push('q.difficulty <= ?');
    params.push(f.difficultyMax);
  }
  return { where: where.join(' and '), params };
}

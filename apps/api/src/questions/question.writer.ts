import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  type EditTypeCode,
  QuestionStatus,
  type QuestionStatusCode,
  type QuestionTypeCode,
} from '@mizan/domain/codes';
import { EXAM_MESSAGES } from '@mizan/domain/exam-generation';
import {
  completeness,
  deprecatedEquations,
  normText,
  plainText,
  QUESTION_MESSAGES as M,
  type QuestionContent,
  type QuestionFieldNote,
  type QuestionIssue,
  questionPaths,
  validateQuestionContent,
} from '@mizan/domain/questions';
import type { FieldErrors } from '@mizan/domain/validation';
import { DomainError } from '../common/domain-error.js';
import { mapInTurns, turns } from '../common/turns.js';
import type { CourseCountCache } from '../courses/course-count.cache.js';
import type { Em } from '../database/database.js';
import { Db } from '../database/db.service.js';
import { ExamExposureReader } from '../exam-generation/exam-exposure.reader.js';
import { sanitiseContent } from './html-sanitiser.js';
import { QuestionSettingsService } from './question-settings.js';
import { type QuestionStatusChange, QuestionStatusHooks } from './question-status.hooks.js';
import { textBandsParam } from './text-bands.js';

/** The count cache of question lists (a CourseCountCache of its own), cleared by every write. */
export const QUESTION_COUNTS = Symbol('QUESTION_COUNTS');

const notes = (issues: QuestionIssue[]): QuestionFieldNote[] =>
  issues.map((i) => ({ field: i.path.join('.'), message: i.message }));

/** What is stored for a question's content, derived once: a bulk seeder can batch these. */
export interface PreparedQuestion {
  /** Sanitised content, as stored in question.content and question_version.content. */
  content: QuestionContent;
  textPlain: string;
  textNorm: string;
  /** COMPLETE or INCOMPLETE by completeness(). */
  status: typeof QuestionStatus.INCOMPLETE | typeof QuestionStatus.COMPLETE;
  missing: QuestionFieldNote[];
  warnings: QuestionFieldNote[];
}

/**
 * Sanitises a question and derives its stored columns: plain text and folded text of the stem,
 * the status its completeness gives, and the warnings (retired equation formats, looked for in
 * what the user sent: the sanitiser drops MathML). Pure: no database.
 */
export function prepareQuestion(raw: QuestionContent): PreparedQuestion {
  const content = sanitiseContent(raw);
  const textPlain = plainText(content.stem);
  const missing = completeness(content);
  return {
    content,
    textPlain,
    textNorm: normText(textPlain),
    status: missing.length ? QuestionStatus.INCOMPLETE : QuestionStatus.COMPLETE,
    missing: notes(missing),
    warnings: notes(deprecatedEquations(raw)),
  };
}

/** Measured figures of one question version (writeMeasured); null where not measured or too few answers. */
export interface MeasuredWrite {
  questionId: number;
  version: number;
  difficulty: number | null;
  /** Minutes. */
  time: number | null;
  answers: number;
}

export interface SavedQuestion {
  questionId: number;
  status: QuestionStatusCode;
  version: number;
  revision: number;
  missing: QuestionFieldNote[];
  warnings: QuestionFieldNote[];
}

/** The stored columns of a question's content in `courseId`, in QUESTION_COLUMNS order. */
const columnValues = (p: PreparedQuestion, courseId: number) => [
  p.content.subjectId,
  p.content.questionType,
  p.content.language,
  p.content.difficulty,
  p.content.expectedTime,
  p.content.degree,
  p.content.exposureLimit,
  p.content.modelCode,
  JSON.stringify(p.content),
  p.textPlain,
  p.textNorm,
  textBandsParam(p.textNorm, courseId),
];
const QUESTION_COLUMNS = [
  'subject_id',
  'question_type',
  'language',
  'difficulty',
  'expected_time',
  'degree',
  'exposure_limit',
  'model_code',
  'content',
  'text_plain',
  'text_norm',
  'text_bands',
];

/** What a write returns of the row for its status event. */
interface ChangedRow {
  id: number;
  course_id: number;
  status: QuestionStatusCode;
  question_type: QuestionTypeCode;
  creator_id: number;
  lock_version: number;
  text_plain: string;
}
const CHANGED_COLUMNS = 'id, course_id, status, question_type, creator_id, lock_version, text_plain';

/** A changed row as the status hooks hear of it. */
const statusChange = (
  row: ChangedRow,
  from: QuestionStatusCode,
  userId: number,
  comment?: string,
): QuestionStatusChange => ({
  questionId: row.id,
  courseId: row.course_id,
  questionType: row.question_type,
  creatorId: row.creator_id,
  lockVersion: row.lock_version,
  textPlain: row.text_plain,
  from,
  to: row.status,
  userId,
  ...(comment ? { comment } : {}),
});

/** Rows per multi-row insert: well under PostgreSQL's 65,535 parameters a statement. */
const INSERT_CHUNK = 500;
const chunks = <T>(list: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));

/**
 * Every write of a question, inside the caller's transaction (`em`): sanitised content, status,
 * ILO links, a version row per save and the timeline. Every status change it makes is also told
 * to QuestionStatusHooks in that transaction (the review log, notifications and socket events
 * hang there), so no caller can forget them. Exported for the importer (insert), the course hooks
 * (dropIlos) and the review area (changeStatus, update).
 */
@Injectable()
export class QuestionWriter {
  constructor(
    private readonly db: Db,
    private readonly settings: QuestionSettingsService,
    private readonly hooks: QuestionStatusHooks,
    @Inject(QUESTION_COUNTS) private readonly counts: CourseCountCache,
    private readonly exposure: ExamExposureReader,
  ) {}

  /**
   * What stands in the way of saving `content` in the course: broken rules (SPEC 5, 9) and links to
   * a subject or ILOs of another course or subject, as per-field texts under `prefix`. Empty: it
   * may be saved (missing parts only make it INCOMPLETE). `keepSubjectId`: an inactive subject
   * the question already had stays allowed.
   */
  async check(
    em: Em,
    courseId: number,
    content: unknown,
    opts: { prefix?: string; keepSubjectId?: number | null } = {},
  ): Promise<FieldErrors> {
    return this.checkMany(em, courseId, [{ content, ...opts }]);
  }

  /**
   * `check` of many contents at once (the importer's selection), each under its own prefix: one
   * subject and one ILO lookup for them all.
   */
  async checkMany(
    em: Em,
    courseId: number,
    items: { content: unknown; prefix?: string; keepSubjectId?: number | null }[],
  ): Promise<FieldErrors> {
    const settings = await this.settings.get();
    const fields: FieldErrors = {};
    const checked: { q: QuestionContent; prefix: string; keepSubjectId?: number | null }[] = [];
    const turn = turns();
    for (const { content, prefix = '', keepSubjectId } of items) {
      await turn();
      const valid = validateQuestionContent(content, settings);
      if (valid.success) checked.push({ q: valid.data, prefix, keepSubjectId });
      else for (const [k, v] of Object.entries(valid.fields)) fields[`${prefix}${k}`] = v;
    }
    const intList = (ids: Iterable<number>) => `{${[...new Set(ids)].join(',')}}`;
    const subjectIds = checked.flatMap(({ q }) => (q.subjectId === null ? [] : [q.subjectId]));
    const subjects = new Map(
      subjectIds.length
        ? (
            await this.db.query<{ id: number; active: boolean }>(
              'select id, active from subject where course_id = ? and id = any(?::int[])',
              [courseId, intList(subjectIds)],
              em,
            )
          ).map((r) => [r.id, r.active])
        : [],
    );
    const iloIds = checked.flatMap(({ q }) => q.ilos.map((l) => l.iloId));
    // Each ILO of the course asked about, with those of the asked subjects that tick it.
    const ilos = new Map(
      iloIds.length
        ? (
            await this.db.query<{ id: number; subjects: number[] }>(
              `select i.id, array(select si.subject_id from subject_ilo si
                 where si.ilo_id = i.id and si.subject_id = any(?::int[])) as subjects
               from course_ilo i where i.course_id = ? and i.id = any(?::int[])`,
              [intList(subjectIds), courseId, intList(iloIds)],
              em,
            )
          ).map((r) => [r.id, r.subjects])
        : [],
    );
    for (const { q, prefix, keepSubjectId } of checked) {
      if (q.subjectId !== null) {
        const active = subjects.get(q.subjectId);
        if (active === undefined) fields[`${prefix}subjectId`] = M.subjectNotOfCourse;
        else if (!active && q.subjectId !== keepSubjectId) fields[`${prefix}subjectId`] = M.subjectInactive;
      }
      if (!q.ilos.length || fields[`${prefix}subjectId`]) continue;
      q.ilos.forEach((l, i) => {
        const tickedBy = ilos.get(l.iloId);
        if (tickedBy === undefined || (q.subjectId !== null && !tickedBy.includes(q.subjectId)))
          fields[`${prefix}ilos.${i}.iloId`] = M.iloNotOfSubject;
      });
    }
    return fields;
  }

  private async mustPass(em: Em, courseId: number, content: unknown, keepSubjectId?: number | null) {
    const fields = await this.check(em, courseId, content, { prefix: 'question.', keepSubjectId });
    if (Object.keys(fields).length) throw DomainError.validation(fields);
  }

  /**
   * Adds a question: checked (422 on a broken rule), sanitised, INCOMPLETE or COMPLETE by its
   * parts, with its ILO links, version 1.0 and a 'created' timeline entry. `status: 'approved'`
   * (an import with the approval option, SPEC 4) then approves a complete question at once: a
   * status change COMPLETE -> APPROVED like a decision's; an incomplete one stays INCOMPLETE.
   */
  async insert(
    em: Em,
    input: {
      courseId: number;
      userId: number;
      content: QuestionContent;
      status?: 'approved';
    },
  ): Promise<SavedQuestion> {
    await this.mustPass(em, input.courseId, input.content);
    const p = prepareQuestion(input.content);
    const [row] = await this.db.query<ChangedRow>(
      `insert into question (course_id, status, creator_id, updated_by, ${QUESTION_COLUMNS.join(', ')})
       values (?, ?, ?, ?, ${QUESTION_COLUMNS.map(() => '?').join(', ')}) returning ${CHANGED_COLUMNS}`,
      [input.courseId, p.status, input.userId, input.userId, ...columnValues(p, input.courseId)],
      em,
    );
    await this.writeLinks(em, row.id, p.content);
    await this.writeVersion(em, row.id, 1, 0, null, p.content, input.userId);
    await this.event(em, {
      questionId: row.id,
      courseId: input.courseId,
      kind: 'created',
      to: p.status,
      version: 1,
      revision: 0,
      userId: input.userId,
    });
    const approve = input.status === 'approved' && p.status === QuestionStatus.COMPLETE;
    if (approve)
      await this.changeStatus(em, { question: row, to: QuestionStatus.APPROVED, userId: input.userId });
    this.counts.clear();
    return {
      questionId: row.id,
      status: approve ? QuestionStatus.APPROVED : p.status,
      version: 1,
      revision: 0,
      missing: p.missing,
      warnings: p.warnings,
    };
  }

  /**
   * Adds many questions to one course at once (the importer's commit): the rows `insert` writes,
   * as a few multi-row statements per table instead of a few statements per question, and the
   * approving import's status changes told to the hooks as one batch. The caller has checked every
   * content (`check`) in this transaction. Answers in the order of `contents`.
   */
  async insertMany(
    em: Em,
    input: { courseId: number; userId: number; contents: QuestionContent[]; status?: 'approved' },
  ): Promise<SavedQuestion[]> {
    const { courseId, userId } = input;
    const prepared = await mapInTurns(input.contents, prepareQuestion);
    if (!prepared.length) return [];
    const ids = (
      await this.db.query<{ id: number }>(
        "select nextval(pg_get_serial_sequence('question', 'id'))::int as id from generate_series(1, ?)",
        [prepared.length],
        em,
      )
    ).map((r) => r.id);
    // An approving import's complete questions are written approved at once, with the lock version
    // the approval's update would have given (1 + 1): updating 5,000 fresh rows rewrote each with its
    // indexes. Their events still say created COMPLETE, then COMPLETE -> APPROVED.
    const approving = (p: PreparedQuestion) =>
      input.status === 'approved' && p.status === QuestionStatus.COMPLETE;
    const rows = prepared.map((p, i) => ({ id: ids[i], p }));
    for (const chunk of chunks(rows, INSERT_CHUNK)) {
      const one = `(?, ?, ?, ?, ?, ?, ${QUESTION_COLUMNS.map(() => '?').join(', ')})`;
      await this.db.write(
        `insert into question (id, course_id, status, lock_version, creator_id, updated_by, ${QUESTION_COLUMNS.join(', ')})
         values ${chunk.map(() => one).join(', ')}`,
        chunk.flatMap(({ id, p }) => [
          id,
          courseId,
          approving(p) ? QuestionStatus.APPROVED : p.status,
          approving(p) ? 2 : 1,
          userId,
          userId,
          ...columnValues(p, courseId),
        ]),
        em,
      );
      await this.db.write(
        `insert into question_version (question_id, version, revision, edit_type, content, user_id)
         values ${chunk.map(() => '(?, 1, 0, null, ?, ?)').join(', ')}`,
        chunk.flatMap(({ id, p }) => [id, JSON.stringify(p.content), userId]),
        em,
      );
    }
    const links = rows.flatMap(({ id, p }) => p.content.ilos.map((l) => [id, l.iloId, l.weight]));
    if (links.length)
      await this.db.query(
        `insert into question_ilo (question_id, ilo_id, weight)
         select * from unnest(?::int[], ?::int[], ?::numeric[])`,
        [0, 1, 2].map((k) => `{${links.map((l) => l[k]).join(',')}}`),
        em,
      );
    await this.db.query(
      `insert into question_event (question_id, course_id, kind, to_status, version, revision, user_id)
       select q, ?, 'created', s, 1, 0, ? from unnest(?::int[], ?::text[]) as r (q, s)`,
      [courseId, userId, `{${ids.join(',')}}`, `{${prepared.map((p) => p.status).join(',')}}`],
      em,
    );
    const changed: ChangedRow[] = rows
      .filter(({ p }) => approving(p))
      .map(({ id, p }) => ({
        id,
        course_id: courseId,
        status: QuestionStatus.APPROVED,
        question_type: p.content.questionType,
        creator_id: userId,
        lock_version: 2,
        text_plain: p.textPlain,
      }))
      .sort((a, b) => a.id - b.id);
    const approved = changed.map((r) => r.id);
    if (approved.length) {
      await this.db.query(
        `insert into question_event (question_id, course_id, kind, from_status, to_status, user_id)
         select q, ?, 'status', ?, ?, ? from unnest(?::int[]) as q`,
        [courseId, QuestionStatus.COMPLETE, QuestionStatus.APPROVED, userId, `{${approved.join(',')}}`],
        em,
      );
      await this.hooks.statusChangedMany(
        em,
        changed.map((row) => statusChange(row, QuestionStatus.COMPLETE, userId)),
      );
    }
    this.counts.clear();
    const isApproved = new Set(approved);
    return rows.map(({ id, p }) => ({
      questionId: id,
      status: isApproved.has(id) ? QuestionStatus.APPROVED : p.status,
      version: 1,
      revision: 0,
      missing: p.missing,
      warnings: p.warnings,
    }));
  }

  /**
   * Saves an edit of a question the caller has locked: a minor edit (0) keeps the version, a major
   * one (1) makes the next; either way the revision counts up and a version row and a 'version'
   * entry are written. The status becomes INCOMPLETE or COMPLETE by the parts, whatever it was
   * (an edited PENDING_REVIEW, APPROVED or REJECTED question goes back to the author's side),
   * unless `keepStatus`: the review area's stem fix leaves a pending question pending.
   */
  async update(
    em: Em,
    input: {
      question: {
        id: number;
        course_id: number;
        status: QuestionStatusCode;
        version: number;
        revision: number;
        subject_id: number | null;
      };
      userId: number;
      content: QuestionContent;
      editType: EditTypeCode;
      keepStatus?: boolean;
    },
  ): Promise<SavedQuestion> {
    const q = input.question;
    // A published exam keeps the version it used: that version is not changed in place (issue 14).
    if (input.editType === '0' && (await this.exposure.publishedVersions(q.id, em)).includes(q.version))
      throw DomainError.of(422, EXAM_MESSAGES.questionInPublishedExam);
    await this.mustPass(em, q.course_id, input.content, q.subject_id);
    const p = prepareQuestion(input.content);
    const status = input.keepStatus ? q.status : p.status;
    const version = input.editType === '1' ? q.version + 1 : q.version;
    const revision = q.revision + 1;
    // Measured figures (writeMeasured) belong to the version they were measured on: a new version has none yet.
    const major = version !== q.version;
    const [row] = await this.db.query<ChangedRow>(
      `update question set (${QUESTION_COLUMNS.join(', ')}) = (${QUESTION_COLUMNS.map(() => '?').join(', ')}),
         status = ?, version = ?, revision = ?, lock_version = lock_version + 1, updated_by = ?, updated_at = now(),
         measured_difficulty = case when ? then null else measured_difficulty end,
         measured_time = case when ? then null else measured_time end,
         measured_answers = case when ? then 0 else measured_answers end
       where id = ? returning ${CHANGED_COLUMNS}`,
      [...columnValues(p, q.course_id), status, version, revision, input.userId, major, major, major, q.id],
      em,
    );
    await this.db.query('delete from question_ilo where question_id = ?', [q.id], em);
    await this.writeLinks(em, q.id, p.content);
    await this.writeVersion(em, q.id, version, revision, input.editType, p.content, input.userId);
    await this.event(em, {
      questionId: q.id,
      courseId: q.course_id,
      kind: 'version',
      version,
      revision,
      editType: input.editType,
      userId: input.userId,
    });
    if (status !== q.status) await this.statusEvent(em, row, q.status, input.userId);
    this.counts.clear();
    return {
      questionId: q.id,
      status,
      version,
      revision,
      missing: p.missing,
      warnings: p.warnings,
    };
  }

  /**
   * Moves a question to another status (SPEC 4: 'status changed from X to Y by {name} on {date}'):
   * submit, delete, an approving import and the review area's approve, reject and reopen. The
   * caller has checked that the transition is allowed and holds the row lock.
   */
  async changeStatus(
    em: Em,
    input: {
      question: { id: number; status: QuestionStatusCode };
      to: QuestionStatusCode;
      userId: number;
      comment?: string;
    },
  ): Promise<void> {
    const q = input.question;
    if (input.to === QuestionStatus.DELETED && (await this.exposure.publishedVersions(q.id, em)).length)
      throw DomainError.of(422, EXAM_MESSAGES.questionInPublishedExamDelete);
    const [row] = await this.db.query<ChangedRow>(
      `update question set status = ?, lock_version = lock_version + 1, updated_by = ?, updated_at = now(),
         deleted_at = case when ? = ? then now() else null end
       where id = ? returning ${CHANGED_COLUMNS}`,
      [input.to, input.userId, input.to, QuestionStatus.DELETED, q.id],
      em,
    );
    await this.statusEvent(em, row, q.status, input.userId, input.comment);
    this.counts.clear();
  }

  /**
   * Item statistics written back (reports area, issue 18): the measured difficulty (1 - facility)
   * and mean time (minutes) of each question at the version the answers were given to, and how
   * many answers they rest on. A question since edited to another version is left alone; content,
   * lock_version and updated_at stay (nobody edited the question).
   */
  async writeMeasured(em: Em, rows: readonly MeasuredWrite[]): Promise<void> {
    if (!rows.length) return;
    const list = (values: (number | null)[]) => `{${values.map((v) => v ?? 'NULL').join(',')}}`;
    await this.db.query(
      `update question q set measured_difficulty = m.difficulty, measured_time = m.time, measured_answers = m.answers
       from unnest(?::int[], ?::int[], ?::numeric[], ?::numeric[], ?::int[]) as m (id, version, difficulty, time, answers)
       where q.id = m.id and q.version = m.version`,
      [
        list(rows.map((r) => r.questionId)),
        list(rows.map((r) => r.version)),
        list(rows.map((r) => r.difficulty)),
        list(rows.map((r) => r.time)),
        list(rows.map((r) => r.answers)),
      ],
      em,
    );
    // The need-to-fix lists' totals and page marks (both read the measured values).
    this.counts.clear();
  }

  /**
   * Takes ILOs out of questions (ILO reset or delete, SPEC 4): their links and their content's
   * ILO list lose them; every live question touched, or all of the course's with `allIncomplete`,
   * becomes INCOMPLETE (approved included), with its status event where the status changes.
   */
  async dropIlos(
    em: Em,
    input: { courseId: number; iloIds: number[] | 'all'; userId: number; allIncomplete: boolean },
  ): Promise<void> {
    const all = input.iloIds === 'all';
    const ids = all ? '{}' : `{${(input.iloIds as number[]).join(',')}}`;
    const touched = await this.db.query<{ id: number; status: QuestionStatusCode; content: QuestionContent }>(
      `select q.id, q.status, q.content from question q
       where q.course_id = ? and (? or exists (select 1 from question_ilo qi where qi.question_id = q.id and qi.ilo_id = any(?::int[])))
       order by q.id for update`,
      [input.courseId, all || input.allIncomplete, ids],
      em,
    );
    await this.db.query(
      `delete from question_ilo qi using question q
       where q.id = qi.question_id and q.course_id = ? and (? or qi.ilo_id = any(?::int[]))`,
      [input.courseId, all, ids],
      em,
    );
    const gone = new Set(all ? [] : (input.iloIds as number[]));
    for (const q of touched) {
      const ilos = all ? [] : q.content.ilos.filter((l) => !gone.has(l.iloId));
      const content = { ...q.content, ilos };
      const live = q.status !== QuestionStatus.DELETED;
      const to = live && (input.allIncomplete || !ilos.length) ? QuestionStatus.INCOMPLETE : q.status;
      const [row] = await this.db.query<ChangedRow>(
        `update question set content = ?, status = ?, lock_version = lock_version + 1, updated_at = now()
         where id = ? returning ${CHANGED_COLUMNS}`,
        [JSON.stringify(content), to, q.id],
        em,
      );
      if (to !== q.status) await this.statusEvent(em, row, q.status, input.userId);
    }
    this.counts.clear();
  }

  /** Stores an image for rich text (checked by the caller); answers the URL the content points at. */
  async addImage(
    em: Em | undefined,
    image: { courseId: number | null; mime: string; data: Buffer; userId: number },
  ): Promise<string> {
    const id = randomUUID();
    await this.db.query(
      'insert into question_image (id, course_id, mime, data, size, user_id) values (?, ?, ?, ?, ?, ?)',
      [id, image.courseId, image.mime, image.data, image.data.length, image.userId],
      em,
    );
    return questionPaths.image(id);
  }

  /** A status change's timeline entry, and the same change told to the status hooks. */
  private async statusEvent(
    em: Em,
    row: ChangedRow,
    from: QuestionStatusCode,
    userId: number,
    comment?: string,
  ): Promise<void> {
    await this.event(em, {
      questionId: row.id,
      courseId: row.course_id,
      kind: 'status',
      from,
      to: row.status,
      comment,
      userId,
    });
    await this.hooks.statusChanged(em, statusChange(row, from, userId, comment));
  }

  private async writeLinks(em: Em, questionId: number, content: QuestionContent) {
    if (!content.ilos.length) return;
    await this.db.query(
      'insert into question_ilo (question_id, ilo_id, weight) select ?, unnest(?::int[]), unnest(?::numeric[])',
      [
        questionId,
        `{${content.ilos.map((l) => l.iloId).join(',')}}`,
        `{${content.ilos.map((l) => l.weight).join(',')}}`,
      ],
      em,
    );
  }

  private async writeVersion(
    em: Em,
    questionId: number,
    version: number,
    revision: number,
    editType: EditTypeCode | null,
    content: QuestionContent,
    userId: number,
  ) {
    await this.db.query(
      'insert into question_version (question_id, version, revision, edit_type, content, user_id) values (?, ?, ?, ?, ?, ?)',
      [questionId, version, revision, editType, JSON.stringify(content), userId],
      em,
    );
  }

  private async event(
    em: Em,
    e: {
      questionId: number;
      courseId: number;
      kind: 'created' | 'status' | 'version';
      from?: QuestionStatusCode;
      to?: QuestionStatusCode;
      version?: number;
      revision?: number;
      editType?: EditTypeCode;
      comment?: string;
      userId: number;
    },
  ) {
    await this.db.query(
      `insert into question_event (question_id, course_id, kind, from_status, to_status, version, revision, edit_type, comment, user_id)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        e.questionId,
        e.courseId,
        e.kind,
        e.from ?? null,
        e.to ?? null,
        e.version ?? null,
        e.revision ?? null,
        e.editType ?? null,
        e.comment ?? null,
        e.userId,
      ],
      em,
    );
  }
}

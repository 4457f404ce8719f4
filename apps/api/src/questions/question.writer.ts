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
    const prefix = opts.prefix ?? '';
    const valid = validateQuestionContent(content, await this.settings.get());
    if (!valid.success)
      return Object.fromEntries(Object.entries(valid.fields).map(([k, v]) => [`${prefix}${k}`, v]));
    const q = valid.data;
    const fields: FieldErrors = {};
    if (q.subjectId !== null) {
      const [subject] = await this.db.query<{ active: boolean }>(
        'select active from subject where id = ? and course_id = ?',
        [q.subjectId, courseId],
        em,
      );
      if (!subject) fields[`${prefix}subjectId`] = M.subjectNotOfCourse;
      else if (!subject.active && q.subjectId !== opts.keepSubjectId)
        fields[`${prefix}subjectId`] = M.subjectInactive;
    }
    if (q.ilos.length && !fields[`${prefix}subjectId`]) {
      const ids = `{${q.ilos.map((l) => l.iloId).join(',')}}`;
      const rows = await this.db.query<{ id: number; of_subject: boolean }>(
        `select i.id, exists (select 1 from subject_ilo si where si.subject_id = ? and si.ilo_id = i.id) as of_subject
         from course_ilo i where i.course_id = ? and i.id = any(?::int[])`,
        [q.subjectId ?? 0, courseId, ids],
        em,
      );
      const found = new Map(rows.map((r) => [r.id, r.of_subject]));
      q.ilos.forEach((l, i) => {
        const ofSubject = found.get(l.iloId);
        if (ofSubject === undefined || (q.subjectId !== null && !ofSubject))
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
   * `checked`: the caller ran `check` on this content in the same transaction (the importer checks
   * the whole selection first), so it is not checked twice.
   */
  async insert(
    em: Em,
    input: {
      courseId: number;
      userId: number;
      content: QuestionContent;
      status?: 'approved';
      checked?: true;
    },
  ): Promise<SavedQuestion> {
    if (!input.checked) await this.mustPass(em, input.courseId, input.content);
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
    const [row] = await this.db.query<ChangedRow>(
      `update question set (${QUESTION_COLUMNS.join(', ')}) = (${QUESTION_COLUMNS.map(() => '?').join(', ')}),
         status = ?, version = ?, revision = ?, lock_version = lock_version + 1, updated_by = ?, updated_at = now()
       where id = ? returning ${CHANGED_COLUMNS}`,
      [...columnValues(p, q.course_id), status, version, revision, input.userId, q.id],
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
    const change: QuestionStatusChange = {
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
    };
    await this.hooks.statusChanged(em, change);
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

import { Inject, Injectable } from '@nestjs/common';
import type { AppId } from '@mizan/domain/access';
import {
  type EditTypeCode,
  type LanguageCode,
  QuestionStatus,
  type QuestionStatusCode,
  type QuestionTypeCode,
} from '@mizan/domain/codes';
import type { Bilingual } from '@mizan/domain/i18n';
import { MESSAGES } from '@mizan/domain/messages';
import {
  completeness,
  normText,
  plainText,
  QUESTION_MESSAGES as M,
  type QuestionContent,
  type QuestionDetail,
  type QuestionListQuery,
  type QuestionListResponse,
  type QuestionSaveBody,
  type QuestionSaveResponse,
  type QuestionSettingsResponse,
  type QuestionStatusResponse,
  type QuestionVersionDetail,
  type QuestionVersionItem,
  type SimilarBody,
  type SimilarConflictBody,
  type SimilarResponse,
  type SubmitBody,
  type TimelineEntry,
  validateQuestionSave,
} from '@mizan/domain/questions';
import type { RequestAuth } from '../auth/session.store.js';
import { DomainError, notFound } from '../common/domain-error.js';
import { CourseAccess } from '../courses/course-access.js';
import type { CourseCountCache } from '../courses/course-count.cache.js';
import type { Em } from '../database/database.js';
import { Db } from '../database/db.service.js';
import { type MarkedRow, readPage } from '../database/page-marks.js';
import { isoTime } from '../database/timestamps.js';
import { QuestionAccess } from './question-access.js';
import { QUESTION_COUNT_CAP, questionListSql } from './question-list.query.js';
import { QuestionSettingsService } from './question-settings.js';
import { QuestionSimilarity } from './question-similarity.js';
import { QuestionStatusHooks } from './question-status.hooks.js';
import { QUESTION_COUNTS, QuestionWriter, type SavedQuestion } from './question.writer.js';

/** A 409 carrying the similar questions (SPEC: shown side by side, then confirmed). */
class SimilarConflict extends DomainError {
  constructor(readonly similar: SimilarConflictBody['similar']) {
    super(409, 'generic');
  }
  override get body(): SimilarConflictBody {
    return { message: M.similarExists, similar: this.similar };
  }
}

interface ListRow {
  id: number;
  question_type: QuestionTypeCode;
  status: QuestionStatusCode;
  text: string;
  subject_id: number | null;
  subject_name: string | null;
  language: LanguageCode;
  version: number;
  difficulty: number | null;
  expected_time: number | null;
  degree: number | null;
  creator_id: number;
  creator_name: Bilingual;
  updated_at: Date | string;
}

/** 165.2.1. The question bank: reads, saves, transitions and the similarity check. */
@Injectable()
export class QuestionsService {
  constructor(
    private readonly db: Db,
    private readonly courses: CourseAccess,
    private readonly access: QuestionAccess,
    private readonly writer: QuestionWriter,
    private readonly similarity: QuestionSimilarity,
    private readonly settings: QuestionSettingsService,
    private readonly statusHooks: QuestionStatusHooks,
    @Inject(QUESTION_COUNTS) private readonly counts: CourseCountCache,
  ) {}

  async list(auth: RequestAuth, appId: AppId, q: QuestionListQuery): Promise<QuestionListResponse> {
    const sql = questionListSql(q, auth.scopePath);
    const [rows, counted] = await Promise.all([
      // Without a mark a plan is the page's own (pagePlan of limit and page): the statement built above.
      readPage(this.counts.marks, sql.list, q.limit, q.page, (plan) => {
        const rows = (plan.mark ? questionListSql(q, auth.scopePath, plan) : sql).rows;
        return this.db.read<ListRow & MarkedRow>(rows.sql, rows.params);
      }),
      this.counts.get(JSON.stringify([sql.count.sql, sql.count.params]), async () => {
        const [row] = await this.db.read<{ n: number }>(sql.count.sql, sql.count.params);
        return row.n;
      }),
    ]);
    // The statements hold the scope check: an empty page may be a course outside it (404).
    if (rows.length === 0) await this.courses.course(auth, q.courseId);
    return {
      questions: rows.map((r) => ({
        questionId: r.id,
        questionType: r.question_type,
        status: r.status,
        text: r.text,
        subjectId: r.subject_id,
        subjectName: r.subject_name,
        language: r.language,
        version: r.version,
        difficulty: r.difficulty,
        expectedTime: r.expected_time,
        degree: r.degree,
        creator: { userId: r.creator_id, name: r.creator_name },
        updatedAt: isoTime(r.updated_at),
        ...this.access.permissions(auth, r),
      })),
      currentPage: q.page,
      totalItems: Math.min(counted, QUESTION_COUNT_CAP),
      totalCapped: counted > QUESTION_COUNT_CAP,
      rights: [...(auth.rights[appId] ?? [])],
    };
  }

  async detail(auth: RequestAuth, questionId: number): Promise<QuestionDetail> {
    // Before the row: a status event at or below it is in the row, one above it comes live or on catch-up.
    const lastSeq = await this.statusHooks.eventCursor();
    const { question: q } = await this.access.load(auth, questionId, { includeDeleted: true });
    return {
      questionId: q.id,
      courseId: q.course_id,
      status: q.status,
      version: q.version,
      revision: q.revision,
      question: q.content,
      creator: { userId: q.creator_id, username: q.creator_username, name: q.creator_name },
      createdAt: isoTime(q.created_at),
      updatedAt: isoTime(q.updated_at),
      ...this.access.permissions(auth, q),
      missing: completeness(q.content).map((i) => ({ field: i.path.join('.'), message: i.message })),
      lastSeq,
    };
  }

  async timeline(auth: RequestAuth, questionId: number): Promise<{ timeline: TimelineEntry[] }> {
    await this.access.load(auth, questionId, { includeDeleted: true });
    const rows = await this.db.query<{
      id: string | number;
      kind: TimelineEntry['kind'];
      created_at: Date | string;
      user_id: number;
      username: string;
      name: Bilingual;
      from_status: QuestionStatusCode | null;
      to_status: QuestionStatusCode | null;
      version: number | null;
      revision: number | null;
      edit_type: EditTypeCode | null;
      comment: string | null;
    }>(
      `select e.id, e.kind, e.created_at, e.user_id, u.username, u.name, e.from_status, e.to_status, e.version,
         e.revision, e.edit_type, e.comment
       from question_event e join app_user u on u.id = e.user_id where e.question_id = ? order by e.id desc`,
      [questionId],
    );
    return {
      timeline: rows.map((r) => ({
        id: Number(r.id),
        kind: r.kind,
        at: isoTime(r.created_at),
        by: { userId: r.user_id, username: r.username, name: r.name },
        ...(r.from_status ? { from: r.from_status } : {}),
        ...(r.to_status ? { to: r.to_status } : {}),
        ...(r.version !== null ? { version: r.version, revision: r.revision ?? 0 } : {}),
        ...(r.edit_type ? { editType: r.edit_type } : {}),
        ...(r.comment ? { comment: r.comment } : {}),
      })),
    };
  }

  async versions(auth: RequestAuth, questionId: number): Promise<{ versions: QuestionVersionItem[] }> {
    await this.access.load(auth, questionId, { includeDeleted: true });
    const rows = await this.db.query<{
      version: number;
      revision: number;
      edit_type: EditTypeCode | null;
      created_at: Date | string;
      user_id: number;
      name: Bilingual;
    }>(
      `select v.version, v.revision, v.edit_type, v.created_at, v.user_id, u.name
       from question_version v join app_user u on u.id = v.user_id where v.question_id = ? order by v.revision desc`,
      [questionId],
    );
    return {
      versions: rows.map((r) => ({
        version: r.version,
        revision: r.revision,
        editType: r.edit_type,
        at: isoTime(r.created_at),
        by: { userId: r.user_id, name: r.name },
      })),
    };
  }

  async version(auth: RequestAuth, questionId: number, label: string): Promise<QuestionVersionDetail> {
    const m = /^(\d{1,6})\.(\d{1,6})$/.exec(label);
    if (!m) throw notFound();
    await this.access.load(auth, questionId, { includeDeleted: true });
    const [row] = await this.db.query<{ content: QuestionContent }>(
      'select content from question_version where question_id = ? and version = ? and revision = ?',
      [questionId, Number(m[1]), Number(m[2])],
    );
    if (!row) throw notFound();
    return { version: Number(m[1]), revision: Number(m[2]), question: row.content };
  }

  /** The body checked with the current rich-text maximum (422 per field). */
  private async checked(input: unknown): Promise<QuestionSaveBody> {
    const valid = validateQuestionSave(input, await this.settings.get());
    if (!valid.success) throw DomainError.validation(valid.fields);
    return valid.data;
  }

  private async similarCheck(em: Em, body: QuestionSaveBody, excludeQuestionId?: number) {
    if (body.confirmSimilar) return;
    const { similarityThreshold } = await this.settings.get();
    const similar = await this.similarity.find(em, {
      courseId: body.courseId,
      html: body.question.stem,
      threshold: similarityThreshold,
      excludeQuestionId,
    });
    if (similar.length) throw new SimilarConflict(similar);
  }

  private saved(s: SavedQuestion, message: Bilingual): QuestionSaveResponse {
    return { ...s, message };
  }

  async add(auth: RequestAuth, input: unknown): Promise<QuestionSaveResponse> {
    const body = await this.checked(input);
    const saved = await this.db.transaction(async (em) => {
      await this.courses.course(auth, body.courseId, em);
      await this.similarCheck(em, body);
      return this.writer.insert(em, { courseId: body.courseId, userId: auth.userId, content: body.question });
    });
    return this.saved(saved, M.questionAdded);
  }

  async edit(auth: RequestAuth, questionId: number, input: unknown): Promise<QuestionSaveResponse> {
    const body = await this.checked(input);
    const saved = await this.db.transaction(async (em) => {
      const { question: q } = await this.access.forEdit(auth, questionId, em);
      // The course is the question's: a body naming another one is a mistake, not a move.
      if (body.courseId !== q.course_id) throw DomainError.validation({ courseId: MESSAGES.invalidOption });
      if (body.baseRevision !== undefined && body.baseRevision !== q.revision)
        throw DomainError.of(409, M.staleQuestion);
      // Only a changed stem is checked again: an unchanged one was confirmed (or unique) before.
      const folded = (html: string) => normText(plainText(html));
      if (folded(body.question.stem) !== folded(q.content.stem)) await this.similarCheck(em, body, q.id);
      return this.writer.update(em, {
        question: q,
        userId: auth.userId,
        content: body.question,
        editType: body.editType ?? '0',
      });
    });
    return this.saved(saved, M.questionSaved);
  }

  /** Soft delete (SPEC 4: DELETED 5.5.); the timeline keeps the change. */
  async remove(auth: RequestAuth, questionId: number): Promise<QuestionStatusResponse> {
    await this.db.transaction(async (em) => {
      const { question } = await this.access.forDelete(auth, questionId, em);
      await this.writer.changeStatus(em, { question, to: QuestionStatus.DELETED, userId: auth.userId });
    });
    return { status: QuestionStatus.DELETED, message: M.questionDeleted };
  }

  /** COMPLETE -> PENDING_REVIEW, for the version the user saw (else 409). */
  async submit(auth: RequestAuth, questionId: number, body: SubmitBody): Promise<QuestionStatusResponse> {
    await this.db.transaction(async (em) => {
      const { question } = await this.access.forEdit(auth, questionId, em);
      if (
        body.version !== question.version ||
        (body.revision !== undefined && body.revision !== question.revision)
      )
        throw DomainError.of(409, M.staleQuestion);
      if (question.status !== QuestionStatus.COMPLETE) throw DomainError.of(422, M.submitNotComplete);
      await this.writer.changeStatus(em, {
        question,
        to: QuestionStatus.PENDING_REVIEW,
        userId: auth.userId,
      });
    });
    return { status: QuestionStatus.PENDING_REVIEW, message: M.questionSubmitted };
  }

  async similar(auth: RequestAuth, body: SimilarBody): Promise<SimilarResponse> {
    const { similarityThreshold: threshold } = await this.settings.get();
    const similar = await this.db.transaction(async (em) => {
      await this.courses.course(auth, body.courseId, em);
      return this.similarity.find(em, {
        courseId: body.courseId,
        html: body.text,
        threshold,
        excludeQuestionId: body.excludeQuestionId,
      });
    });
    return { threshold, similar };
  }

  currentSettings(): Promise<QuestionSettingsResponse> {
    return this.settings.get();
  }
}

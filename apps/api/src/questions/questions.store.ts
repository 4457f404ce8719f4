import { Injectable } from '@nestjs/common';
import {
  type LanguageCode,
  QuestionStatus,
  type QuestionStatusCode,
  type QuestionTypeCode,
} from '@mizan/domain/codes';
import type { Bilingual } from '@mizan/domain/i18n';
import type { QuestionContent } from '@mizan/domain/questions';
import type { ReviewListQuery } from '@mizan/domain/review';
import type { CourseCountCache } from '../courses/course-count.cache.js';
import type { Em } from '../database/database.js';
import { Db } from '../database/db.service.js';
import { reviewListSql } from './review-list.query.js';

/** A row of the review list: question columns, the open comment threads and the event cursor. */
export interface ReviewListRow {
  id: number;
  question_type: QuestionTypeCode;
  status: QuestionStatusCode;
  text: string;
  subject_id: number | null;
  subject_name: string | null;
  language: LanguageCode;
  version: number;
  lock_version: number;
  difficulty: string | number | null;
  expected_time: string | number | null;
  degree: string | number | null;
  creator_id: number;
  creator_name: Bilingual;
  updated_at: Date | string;
  open_comments: number;
}

/** A page of the review list; `lastSeq` is the review event cursor read in the page's snapshot. */
export interface ReviewPage {
  rows: ReviewListRow[];
  total: number;
  lastSeq: number;
}

/**
 * Reads of question rows for the areas beside the bank (review, import and export,
 * collaboration): they read questions only through here, the access check and the bank reader.
 */
@Injectable()
export class QuestionsStore {
  constructor(private readonly db: Db) {}

  /**
   * A page of the review list, with the course's scope check folded in (an empty page may be a
   * course outside `scopePath`, which the caller checks then); its total through `counts` (the
   * question lists' cache, cleared by every write).
   */
  async reviewPage(q: ReviewListQuery, scopePath: string, counts: CourseCountCache): Promise<ReviewPage> {
    const sql = reviewListSql(q, scopePath);
    const [rows, total] = await Promise.all([
      this.db.read<ReviewListRow & { last_seq: string }>(sql.rows.sql, sql.rows.params),
      counts.get(JSON.stringify([sql.count.sql, sql.count.params]), async () => {
        const [row] = await this.db.read<{ n: number }>(sql.count.sql, sql.count.params);
        return row.n;
      }),
    ]);
    return {
      // The statement always returns the cursor's row; an empty page is that row alone.
      rows: rows.filter((r) => r.id !== null),
      total,
      lastSeq: Number(rows[0].last_seq),
    };
  }

  /** Live questions of a course among `ids`, with their subject's name, in export order. */
  forExport(
    courseId: number,
    ids: number[],
  ): Promise<{ id: number; content: QuestionContent; subject_name: string | null }[]> {
    return this.db.query(
      `select q.id, q.content, s.name as subject_name from question q left join subject s on s.id = q.subject_id
       where q.course_id = ? and q.id = any(?::int[]) and q.status <> ? order by q.subject_id nulls last, q.id`,
      [courseId, `{${ids.join(',')}}`, QuestionStatus.DELETED],
    );
  }

  /** A live (not deleted) question's course, creator and status, or undefined. */
  async live(
    questionId: number,
    em?: Em,
  ): Promise<{ course_id: number; creator_id: number; status: QuestionStatusCode } | undefined> {
    const [row] = await this.db.query<{ course_id: number; creator_id: number; status: QuestionStatusCode }>(
      'select course_id, creator_id, status from question where id = ? and deleted_at is null and status <> ?',
      [questionId, QuestionStatus.DELETED],
      em,
    );
    return row;
  }

  /** Stored images by id (the export embeds the ones its questions show). */
  images(ids: string[]): Promise<{ id: string; mime: string; data: Buffer | Uint8Array }[]> {
    return this.db.query('select id, mime, data from question_image where id = any(?::uuid[])', [
      `{${ids.join(',')}}`,
    ]);
  }
}

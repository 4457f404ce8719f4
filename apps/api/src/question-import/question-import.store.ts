import { Injectable } from '@nestjs/common';
import type { Em } from '../database/database.js';
import { Db } from '../database/db.service.js';
import type { ImportImage, ParsedQuestion } from './formats/parsed.js';

export type StoredQuestion = ParsedQuestion & { index: number };

export interface NewPreview {
  id: string;
  userId: number;
  courseId: number;
  importType: string;
  fileName: string;
  questions: StoredQuestion[];
  images: ImportImage[];
  ttlMinutes: number;
}

/** SQL of the import previews (question_import): a parsed file kept for its commit, per user and course. */
@Injectable()
export class QuestionImportStore {
  constructor(private readonly db: Db) {}

  /** The course's active subjects, whose names a file's categories are matched against. */
  activeSubjects(courseId: number) {
    return this.db.query<{ id: number; name: string }>(
      'select id, name from subject where course_id = ? and active order by id',
      [courseId],
    );
  }

  /** Stores a preview (and drops the expired ones); its expiry. The parsed file goes as parameters. */
  async save(preview: NewPreview): Promise<Date> {
    const [row] = await this.db.transaction(async (em) => {
      await this.db.query('delete from question_import where expires_at < now()', [], em);
      return this.db.write<{ expires_at: Date | string }>(
        `insert into question_import (id, user_id, course_id, import_type, file_name, questions, images, expires_at)
         values (?, ?, ?, ?, ?, ?, ?, now() + make_interval(mins => ?)) returning expires_at`,
        [
          preview.id,
          preview.userId,
          preview.courseId,
          preview.importType,
          preview.fileName,
          JSON.stringify(preview.questions),
          JSON.stringify(preview.images),
          preview.ttlMinutes,
        ],
        em,
      );
    });
    return new Date(row.expires_at);
  }

  /**
   * The asked questions of the user's unexpired preview, in the order asked (null for an index it
   * lacks); undefined when there is no such preview. Only those leave the database, not the file.
   */
  async questions(
    importId: string,
    userId: number,
    courseId: number,
    indexes: number[],
  ): Promise<(StoredQuestion | null)[] | undefined> {
    const [row] = await this.db.query<{ questions: (StoredQuestion | null)[] | null }>(
      `select (select jsonb_agg(questions -> i order by o) from unnest(?::int[]) with ordinality as u (i, o))
         as questions
       from question_import where id = ? and user_id = ? and course_id = ? and expires_at > now()`,
      [`{${indexes.join(',')}}`, importId, userId, courseId],
    );
    return row && (row.questions ?? []);
  }

  /** Images of a preview by number, in the order asked (ascending). */
  async images(importId: string, numbers: number[]): Promise<(ImportImage | null)[]> {
    const [row] = await this.db.query<{ images: (ImportImage | null)[] }>(
      `select (select jsonb_agg(images -> n order by n) from unnest(?::int[]) as n) as images
       from question_import where id = ?`,
      [`{${numbers.join(',')}}`, importId],
    );
    return row?.images ?? [];
  }

  /** The user's unexpired preview, locked for its commit in the caller's transaction. */
  async lock(em: Em, importId: string, userId: number, courseId: number) {
    const [row] = await this.db.query<{ questions: StoredQuestion[]; images: ImportImage[] }>(
      `select questions, images from question_import
       where id = ? and user_id = ? and course_id = ? and expires_at > now() for update`,
      [importId, userId, courseId],
      em,
    );
    return row;
  }

  async remove(em: Em, importId: string): Promise<void> {
    await this.db.query('delete from question_import where id = ?', [importId], em);
  }
}

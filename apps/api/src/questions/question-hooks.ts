import { Injectable, type OnModuleInit } from '@nestjs/common';
import { QuestionStatus } from '@mizan/domain/codes';
import { CourseHooks } from '../courses/course-hooks.js';
import type { Em } from '../database/database.js';
import { Db } from '../database/db.service.js';
import { QuestionWriter } from './question.writer.js';

/**
 * Plugs the question bank into courses, subjects and ILOs (courses/course-hooks.ts). Live
 * questions (not DELETED) keep their course and subject from being deleted and their ILOs from
 * being unticked; an ILO reset or delete takes the ILOs out of the questions (SPEC 4, 8).
 */
@Injectable()
export class QuestionCourseHooks implements OnModuleInit {
  constructor(
    private readonly hooks: CourseHooks,
    private readonly db: Db,
    private readonly writer: QuestionWriter,
  ) {}

  onModuleInit(): void {
    this.hooks.courseContent.push((courseId, em) => this.exists('course_id', courseId, em));
    this.hooks.subjectContent.push((subjectId, em) => this.exists('subject_id', subjectId, em));
    this.hooks.subjectIloUsage.push(async (subjectId, em) => {
      const rows = await this.db.query<{ ilo_id: number }>(
        `select distinct qi.ilo_id from question_ilo qi join question q on q.id = qi.question_id
         where q.subject_id = ? and q.status <> '${QuestionStatus.DELETED}'`,
        [subjectId],
        em,
      );
      return rows.map((r) => r.ilo_id);
    });
    // SPEC 4: "resetting a course's ILOs sets all its questions to not completed, approved ones included".
    this.hooks.iloReset.push((courseId, em, userId) =>
      this.writer.dropIlos(em, { courseId, iloIds: 'all', userId, allIncomplete: true }),
    );
    this.hooks.iloDelete.push((courseId, iloIds, em, userId) =>
      this.writer.dropIlos(em, { courseId, iloIds, userId, allIncomplete: false }),
    );
  }

  private async exists(column: 'course_id' | 'subject_id', id: number, em: Em): Promise<boolean> {
    const [row] = await this.db.query<{ found: boolean }>(
      `select exists (select 1 from question where ${column} = ? and status <> '${QuestionStatus.DELETED}') as found`,
      [id],
      em,
    );
    return row.found;
  }
}

import { Injectable } from '@nestjs/common';
import type { Em } from '../database/database.js';
import { Db } from '../database/db.service.js';

/**
 * What the questions area may ask of exams (issue 14 part 6): whether published exams used a
 * question. Publishing records the question versions of its models in exam_exposure, so a question
 * is 'used by a published exam' from its first publish on, whatever the exam's state later.
 */
@Injectable()
export class ExamExposureReader {
  constructor(private readonly db: Db) {}

  /** The versions of the question that published exams used (ascending; empty when none). */
  async publishedVersions(questionId: number, em?: Em): Promise<number[]> {
    const rows = await this.db.query<{ version: number }>(
      'select distinct version from exam_exposure where question_id = ? order by version',
      [questionId],
      em,
    );
    return rows.map((r) => r.version);
  }
}

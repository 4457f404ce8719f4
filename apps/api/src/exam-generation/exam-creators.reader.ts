import { Injectable } from '@nestjs/common';
import type { Bilingual } from '@mizan/domain/i18n';
import type { ExamState } from '@mizan/domain/reports';
import { Db } from '../database/db.service.js';

/** One creator's exams of a course, summed (the exams creators report, 165.4.3.). */
export interface CreatorSummary {
  creatorId: number;
  name: Bilingual;
  exams: number;
  models: number;
  states: Partial<Record<ExamState, number>>;
  firstCreatedAt: string;
  lastUpdatedAt: string;
}

export interface CreatorExamRow {
  examId: number;
  name: string;
  status: ExamState;
  deliveryMode: string;
  startsAt: string;
  createdAt: string;
  updatedAt: string;
  questionCount: number;
  totalDegree: number;
  models: number;
  completeModels: number;
}

const EXAM_MODELS = `(select count(*)::int from exam_model m where m.exam_id = e.id)`;

/**
 * What the reports area reads of the exam tables: who built which exams and models of a course.
 * Exams whose creator was deleted (created_by null) have nobody to list them under and are left out.
 */
@Injectable()
export class ExamCreatorsReader {
  constructor(private readonly db: Db) {}

  async creators(courseId: number): Promise<CreatorSummary[]> {
    const rows = await this.db.query<{
      creator_id: number;
      name: Bilingual;
      status: ExamState;
      exams: number;
      models: number;
      first_at: Date;
      last_at: Date;
    }>(
      `select e.created_by as creator_id, u.name, e.status, count(*)::int as exams,
         sum(${EXAM_MODELS})::int as models, min(e.created_at) as first_at, max(e.updated_at) as last_at
       from exam e join app_user u on u.id = e.created_by
       where e.course_id = ? group by e.created_by, u.name, e.status order by e.created_by, e.status`,
      [courseId],
    );
    const out = new Map<number, CreatorSummary>();
    for (const r of rows) {
      const first = new Date(r.first_at).toISOString();
      const last = new Date(r.last_at).toISOString();
      const c = out.get(r.creator_id) ?? {
        creatorId: r.creator_id,
        name: r.name,
        exams: 0,
        models: 0,
        states: {},
        firstCreatedAt: first,
        lastUpdatedAt: last,
      };
      c.exams += r.exams;
      c.models += r.models;
      c.states[r.status] = r.exams;
      if (first < c.firstCreatedAt) c.firstCreatedAt = first;
      if (last > c.lastUpdatedAt) c.lastUpdatedAt = last;
      out.set(r.creator_id, c);
    }
    return [...out.values()];
  }

  async exams(courseId: number, creatorId: number): Promise<CreatorExamRow[]> {
    const rows = await this.db.query<
      Omit<CreatorExamRow, 'startsAt' | 'createdAt' | 'updatedAt' | 'totalDegree'> & {
        startsAt: Date;
        createdAt: Date;
        updatedAt: Date;
        totalDegree: string | number;
      }
    >(
      `select e.id as "examId", e.name, e.status, e.delivery_mode as "deliveryMode", e.starts_at as "startsAt",
         e.created_at as "createdAt", e.updated_at as "updatedAt", e.question_count as "questionCount",
         e.total_degree as "totalDegree", ${EXAM_MODELS} as models,
         (select count(*)::int from exam_model m where m.exam_id = e.id and m.complete) as "completeModels"
       from exam e where e.course_id = ? and e.created_by = ? order by e.starts_at desc, e.id desc`,
      [courseId, creatorId],
    );
    return rows.map((r) => ({
      ...r,
      startsAt: new Date(r.startsAt).toISOString(),
      createdAt: new Date(r.createdAt).toISOString(),
      updatedAt: new Date(r.updatedAt).toISOString(),
      totalDegree: Number(r.totalDegree),
    }));
  }

  /** The name of a user, for a creator without exams in the course (the report says so). */
  async userName(userId: number): Promise<Bilingual | undefined> {
    const [row] = await this.db.query<{ name: Bilingual }>('select name from app_user where id = ?', [
      userId,
    ]);
    return row?.name;
  }
}

import { Injectable } from '@nestjs/common';
import type { CourseTypeCode } from '@mizan/domain/codes';
import type { StudyPlanOption } from '@mizan/domain/courses';
import type { Bilingual } from '@mizan/domain/i18n';
import type { Em } from '../database/database.js';
import { Db } from '../database/db.service.js';
import type { MarkedRow } from '../database/page-marks.js';
import type { CourseListSql } from './course-list.query.js';

/** A course as read from the database with its scope and study plan. */
export interface CourseRecord {
  id: number;
  scope_id: number;
  scope_name: Bilingual;
  scope_path: string;
  name: Bilingual;
  course_type: CourseTypeCode;
  study_plan_id: number | null;
  study_plan_name: Bilingual | null;
  study_plan_number: string | null;
  course_code: string | null;
  ih_id: string | null;
  flexible_ilos: boolean;
  active: boolean;
}

export interface ScopeRecord {
  id: number;
  name: Bilingual;
  path: string;
  code: string;
  level: number;
}

export interface PlanRecord {
  id: number;
  scope_id: number;
  name: StudyPlanOption['name'];
  number: string;
  scope_path: string;
}

/** What the add and edit forms write. */
export interface CourseFields {
  name: Bilingual;
  courseType: CourseTypeCode;
  studyPlanId: number;
  courseCode: string | null;
  IHId: string | null;
  flexibleIlos: boolean;
}

const COURSE_SELECT = `select c.id, c.scope_id, s.name as scope_name, s.path as scope_path, c.name, c.course_type,
    c.study_plan_id, sp.name as study_plan_name, sp.number as study_plan_number, c.course_code, c.ih_id,
    c.flexible_ilos, c.active
  from course c join scope s on s.id = c.scope_id left join study_plan sp on sp.id = c.study_plan_id`;

const PLAN_SELECT = `select sp.id, sp.scope_id, sp.name, sp.number, s.path as scope_path from study_plan sp
  join scope s on s.id = sp.scope_id`;

/** SQL on course and study_plan, and the scope reads of the course checks. */
@Injectable()
export class CoursesStore {
  constructor(private readonly db: Db) {}

  async course(courseId: number, em?: Em, lock = false): Promise<CourseRecord | undefined> {
    const sql = `${COURSE_SELECT} where c.id = ?${lock ? ' for update of c' : ''}`;
    const [row] = await this.db.select<CourseRecord>(sql, [courseId], em);
    return row;
  }

  async scope(scopeId: number, em?: Em): Promise<ScopeRecord | undefined> {
    const [row] = await this.db.query<ScopeRecord>(
      'select id, name, path, code, level from scope where id = ?',
      [scopeId],
      em,
    );
    return row;
  }

  /** A page of the course list and its count (course-list.query.ts builds both statements). */
  listPage(sql: CourseListSql['rows']): Promise<(CourseRecord & MarkedRow)[]> {
    return this.db.read<CourseRecord & MarkedRow>(sql.sql, sql.params);
  }

  async listCount(sql: CourseListSql['count']): Promise<number> {
    const [row] = await this.db.read<{ n: number }>(sql.sql, sql.params);
    return row.n;
  }

  /** Study plans of the scopes at or under `scopePath` (the advanced search). */
  plansUnder(scopePath: string): Promise<PlanRecord[]> {
    return this.db.query<PlanRecord>(`${PLAN_SELECT} where s.path like ? order by sp.number, sp.id`, [
      `${scopePath}%`,
    ]);
  }

  /** Study plans usable in a scope: its own and those of the scopes above it. */
  plansServing(scopePath: string, em?: Em): Promise<PlanRecord[]> {
    return this.db.query<PlanRecord>(
      `${PLAN_SELECT} where ? like s.path || '%' order by sp.number, sp.id`,
      [scopePath],
      em,
    );
  }

  /** Whether another course of the scope has this student-information system id. */
  async ihIdTaken(
    scopeId: number,
    ihId: string,
    exceptCourseId: number | undefined,
    em: Em,
  ): Promise<boolean> {
    const rows = await this.db.query(
      'select 1 from course where scope_id = ? and ih_id = ? and id <> ?',
      [scopeId, ihId, exceptCourseId ?? 0],
      em,
    );
    return rows.length > 0;
  }

  async add(scopeId: number, fields: CourseFields & { active: boolean }, em: Em): Promise<number> {
    const [row] = await this.db.query<{ id: number }>(
      `insert into course (scope_id, name, course_type, study_plan_id, course_code, ih_id, flexible_ilos, active)
       values (?, ?, ?, ?, ?, ?, ?, ?) returning id`,
      [
        scopeId,
        JSON.stringify(fields.name),
        fields.courseType,
        fields.studyPlanId,
        fields.courseCode,
        fields.IHId,
        fields.flexibleIlos,
        fields.active,
      ],
      em,
    );
    return row.id;
  }

  async update(courseId: number, fields: CourseFields, em: Em): Promise<void> {
    await this.db.query(
      `update course set name = ?, course_type = ?, study_plan_id = ?, course_code = ?, ih_id = ?,
         flexible_ilos = ?, updated_at = now() where id = ?`,
      [
        JSON.stringify(fields.name),
        fields.courseType,
        fields.studyPlanId,
        fields.courseCode,
        fields.IHId,
        fields.flexibleIlos,
        courseId,
      ],
      em,
    );
  }

  async setActive(courseId: number, active: boolean, em: Em): Promise<void> {
    await this.db.query(
      'update course set active = ?, updated_at = now() where id = ?',
      [active, courseId],
      em,
    );
  }

  async remove(courseId: number, em: Em): Promise<void> {
    await this.db.query('delete from course where id = ?', [courseId], em);
  }
}

import { Injectable } from '@nestjs/common';
import type { AppRights } from '@mizan/domain/access';
import type { CourseTypeCode } from '@mizan/domain/codes';
import type { Bilingual } from '@mizan/domain/i18n';
import type { Em } from '../database/database.js';
import { Db } from '../database/db.service.js';

/** A course to add from an Excel row or the student-information system. */
export interface ImportedCourse {
  name: Bilingual;
  courseType: CourseTypeCode;
  studyPlanId: number;
  courseCode: string | null;
}

export interface MasterRole {
  id: number;
  name: Bilingual;
  rights: AppRights;
  scope_id: number;
  scope_name: Bilingual;
}

/** Rows per insert statement of the Excel import: well under PostgreSQL's 65,535 parameters. */
const CHUNK = 500;
const inIhIds = 'c.ih_id in (select jsonb_array_elements_text(?::jsonb))';

/** SQL of the course imports (Excel, the student-information system) and the staff links they make. */
@Injectable()
export class CourseImportStore {
  constructor(private readonly db: Db) {}

  /** The scope's courses with their plan number: what an imported row may not repeat. */
  existing(scopeId: number, em: Em) {
    return this.db.query<{ name: Bilingual; course_code: string | null; number: string }>(
      `select c.name, c.course_code, sp.number from course c join study_plan sp on sp.id = c.study_plan_id
       where c.scope_id = ?`,
      [scopeId],
      em,
    );
  }

  /** Plan id by number among the plans serving the scope, the nearest scope's first. */
  async planIds(scopePath: string, em: Em): Promise<Map<string, number>> {
    const rows = await this.db.query<{ id: number; number: string }>(
      `select distinct on (sp.number) sp.id, sp.number from study_plan sp join scope s on s.id = sp.scope_id
       where ? like s.path || '%' order by sp.number, s.level desc`,
      [scopePath],
      em,
    );
    return new Map(rows.map((p) => [p.number, p.id]));
  }

  async addPlan(scopeId: number, plan: { number: string; name: Bilingual }, em: Em): Promise<number> {
    const [row] = await this.db.query<{ id: number }>(
      'insert into study_plan (scope_id, name, number) values (?, ?, ?) returning id',
      [scopeId, JSON.stringify(plan.name), plan.number],
      em,
    );
    return row.id;
  }

  async addCourses(scopeId: number, courses: ImportedCourse[], em: Em): Promise<void> {
    for (let i = 0; i < courses.length; i += CHUNK) {
      const chunk = courses.slice(i, i + CHUNK);
      await this.db.query(
        `insert into course (scope_id, name, course_type, study_plan_id, course_code) values ${chunk
          .map(() => '(?, ?, ?, ?, ?)')
          .join(', ')}`,
        chunk.flatMap((c) => [scopeId, JSON.stringify(c.name), c.courseType, c.studyPlanId, c.courseCode]),
        em,
      );
    }
  }

  /** Adds the course, or updates the scope's course with the same IHId; true when added. */
  async upsertByIhId(scopeId: number, course: ImportedCourse & { ihId: string }, em: Em): Promise<boolean> {
    const [row] = await this.db.query<{ inserted: boolean }>(
      `insert into course (scope_id, name, course_type, study_plan_id, course_code, ih_id)
       values (?, ?, ?, ?, ?, ?)
       on conflict (scope_id, ih_id) where ih_id is not null do update set name = excluded.name,
         course_type = excluded.course_type, study_plan_id = excluded.study_plan_id,
         course_code = excluded.course_code, updated_at = now()
       returning (xmax = 0) as inserted`,
      [
        scopeId,
        JSON.stringify(course.name),
        course.courseType,
        course.studyPlanId,
        course.courseCode,
        course.ihId,
      ],
      em,
    );
    return row.inserted;
  }

  /** The master role of the nearest scope at or above `scopePath` that has one. */
  async masterRole(scopePath: string): Promise<MasterRole | undefined> {
    const [role] = await this.db.query<MasterRole>(
      `select r.id, r.name, r.rights, r.scope_id, s.name as scope_name from app_role r join scope s on s.id = r.scope_id
       where r.is_master and ? like s.path || '%' order by s.level desc limit 1`,
      [scopePath],
    );
    return role;
  }

  /** Links the user to the courses under `scopePath` with these IHIds (kept links stay). */
  async addStaffLinks(userId: number, scopePath: string, ihIds: string[], em: Em): Promise<void> {
    await this.db.query(
      `insert into course_staff (course_id, user_id)
       select c.id, ? from course c join scope s on s.id = c.scope_id
       where s.path like ? and ${inIhIds}
       on conflict do nothing`,
      [userId, `${scopePath}%`, JSON.stringify(ihIds)],
      em,
    );
  }

  coursesByIhIds(scopePath: string, ihIds: string[], em: Em) {
    return this.db.query<{ id: number; name: Bilingual }>(
      `select c.id, c.name from course c join scope s on s.id = c.scope_id
       where s.path like ? and ${inIhIds} order by c.id`,
      [`${scopePath}%`, JSON.stringify(ihIds)],
      em,
    );
  }

  /** The user teaches exactly these courses from now on. */
  async replaceStaffLinks(userId: number, courseIds: number[], em: Em): Promise<void> {
    await this.db.query('delete from course_staff where user_id = ?', [userId], em);
    if (courseIds.length)
      await this.db.query(
        'insert into course_staff (course_id, user_id) select unnest(?::int[]), ?',
        [`{${courseIds.join(',')}}`, userId],
        em,
      );
  }
}

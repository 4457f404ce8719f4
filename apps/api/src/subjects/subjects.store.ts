import { Injectable } from '@nestjs/common';
import type { IloRecord } from '../course-ilos/course-ilos.store.js';
import { COURSE_IN_SCOPE } from '../courses/course-list.query.js';
import type { Em } from '../database/database.js';
import { Db } from '../database/db.service.js';

export interface SubjectRecord {
  id: number;
  course_id: number;
  name: string;
  active: boolean;
  lecture_count: number | null;
}

/** The subject list's one statement: the course's subjects with their ILO picks, and its ILOs. */
export interface SubjectListRecord {
  flexible_ilos: boolean;
  subjects: (SubjectRecord & { picks: number[] })[];
  ilos: IloRecord[];
}

export interface SubjectFields {
  name: string;
  active: boolean;
  lectureCount: number | null;
}

const SUBJECT = 'select id, course_id, name, active, lecture_count from subject';
const idArray = (ids: Iterable<number>) => `{${[...ids].join(',')}}`;

/**
 * SQL on subject and subject_ilo. Provided by CoursesModule: a course's activation and deletion
 * act on its subjects, and an ILO's deletion checks their links; subjects build on courses.
 */
@Injectable()
export class SubjectsStore {
  constructor(private readonly db: Db) {}

  async one(subjectId: number, courseId: number, em?: Em): Promise<SubjectRecord | undefined> {
    const [row] = await this.db.query<SubjectRecord>(
      `${SUBJECT} where id = ? and course_id = ?`,
      [subjectId, courseId],
      em,
    );
    return row;
  }

  /** The course's subjects in order, all or only the active or inactive ones. */
  ofCourse(courseId: number, opts: { active?: boolean; em?: Em } = {}): Promise<SubjectRecord[]> {
    const byStatus = opts.active === undefined ? '' : 'and active = ?';
    return this.db.select<SubjectRecord>(
      `${SUBJECT} where course_id = ? ${byStatus} order by id`,
      opts.active === undefined ? [courseId] : [courseId, opts.active],
      opts.em,
    );
  }

  /**
   * The subject list in one statement (the course check folded in): undefined when the course does
   * not exist or lies outside `scopePath`. Every column is an integer, text, boolean or jsonb, so
   * the JSON aggregates read back as the rows of `ofCourse`, `picks` and the ILO store would.
   */
  async list(courseId: number, scopePath: string, active?: boolean): Promise<SubjectListRecord | undefined> {
    const byStatus = active === undefined ? '' : 'and x.active = ?';
    const [row] = await this.db.read<SubjectListRecord>(
      `select c.flexible_ilos,
         coalesce((select json_agg(json_build_object('id', x.id, 'course_id', x.course_id, 'name', x.name,
             'active', x.active, 'lecture_count', x.lecture_count,
             'picks', coalesce((select json_agg(si.ilo_id) from subject_ilo si where si.subject_id = x.id), '[]'))
           order by x.id) from subject x where x.course_id = c.id ${byStatus}), '[]') as subjects,
         coalesce((select json_agg(json_build_object('id', i.id, 'parent_id', i.parent_id, 'header_code', i.header_code,
             'code', i.code, 'description', i.description, 'depth', i.depth, 'sort', i.sort) order by i.sort, i.id)
           from course_ilo i where i.course_id = c.id), '[]') as ilos
       from course c where c.id = ? and ${COURSE_IN_SCOPE}`,
      active === undefined ? [courseId, courseId, scopePath] : [active, courseId, courseId, scopePath],
    );
    return row;
  }

  async hasAny(courseId: number, em?: Em): Promise<boolean> {
    return (
      (await this.db.query('select 1 from subject where course_id = ? limit 1', [courseId], em)).length > 0
    );
  }

  async add(courseId: number, fields: SubjectFields, em: Em): Promise<number> {
    const [row] = await this.db.query<{ id: number }>(
      'insert into subject (course_id, name, active, lecture_count) values (?, ?, ?, ?) returning id',
      [courseId, fields.name, fields.active, fields.lectureCount],
      em,
    );
    return row.id;
  }

  async update(subjectId: number, fields: SubjectFields, em: Em): Promise<void> {
    await this.db.query(
      'update subject set name = ?, active = ?, lecture_count = ?, updated_at = now() where id = ?',
      [fields.name, fields.active, fields.lectureCount, subjectId],
      em,
    );
  }

  async remove(subjectId: number, em: Em): Promise<void> {
    await this.db.query('delete from subject where id = ?', [subjectId], em);
  }

  /** Every subject of the course inactive (the course was deactivated, SPEC 4). */
  async deactivateAll(courseId: number, em: Em): Promise<void> {
    await this.db.query(
      'update subject set active = false, updated_at = now() where course_id = ?',
      [courseId],
      em,
    );
  }

  async activate(courseId: number, subjectIds: number[], em: Em): Promise<void> {
    await this.db.query(
      'update subject set active = true, updated_at = now() where course_id = ? and id = any(?::int[])',
      [courseId, idArray(subjectIds)],
      em,
    );
  }

  /** Each subject's ticked ILOs. */
  async picks(subjectIds: number[], em?: Em): Promise<Map<number, Set<number>>> {
    const map = new Map<number, Set<number>>(subjectIds.map((id) => [id, new Set<number>()]));
    if (!subjectIds.length) return map;
    const rows = await this.db.select<{ subject_id: number; ilo_id: number }>(
      'select subject_id, ilo_id from subject_ilo where subject_id = any(?::int[])',
      [idArray(subjectIds)],
      em,
    );
    for (const r of rows) map.get(r.subject_id)?.add(r.ilo_id);
    return map;
  }

  async savePicks(subjectId: number, iloIds: Set<number>, em: Em): Promise<void> {
    await this.db.query('delete from subject_ilo where subject_id = ?', [subjectId], em);
    if (iloIds.size)
      await this.db.query(
        'insert into subject_ilo (subject_id, ilo_id) select ?, unnest(?::int[])',
        [subjectId, idArray(iloIds)],
        em,
      );
  }

  /** Whether any subject ticks one of these ILOs, or with `courseId` any ILO of that course. */
  async iloLinked(where: { iloIds: number[] } | { courseId: number }, em?: Em): Promise<boolean> {
    const rows =
      'iloIds' in where
        ? await this.db.query(
            'select 1 from subject_ilo where ilo_id = any(?::int[]) limit 1',
            [idArray(where.iloIds)],
            em,
          )
        : await this.db.query(
            'select 1 from subject_ilo si join course_ilo i on i.id = si.ilo_id where i.course_id = ? limit 1',
            [where.courseId],
            em,
          );
    return rows.length > 0;
  }
}

import { Injectable } from '@nestjs/common';
import type { IloHeaderCode } from '@mizan/domain/codes';
import type { Bilingual } from '@mizan/domain/i18n';
import type { Em } from '../database/database.js';
import { Db } from '../database/db.service.js';

export interface IloRecord {
  id: number;
  parent_id: number | null;
  header_code: IloHeaderCode | null;
  code: string;
  description: Bilingual;
  depth: number;
  sort: number;
}

/** A node to add to a course's ILO tree. */
export interface NewIlo {
  parentId: number | null;
  headerCode: string | null;
  code: string;
  description: Bilingual;
  depth: number;
  sort: number;
}

const idArray = (ids: Iterable<number>) => `{${[...ids].join(',')}}`;

/**
 * SQL on course_ilo. Provided by CoursesModule: the course view, subjects and this area all read a
 * course's ILOs, and subjects and course ILOs build on courses.
 */
@Injectable()
export class CourseIlosStore {
  constructor(private readonly db: Db) {}

  /** Every node of the course's tree, in display order. */
  ofCourse(courseId: number, em?: Em): Promise<IloRecord[]> {
    return this.db.select<IloRecord>(
      'select id, parent_id, header_code, code, description, depth, sort from course_ilo where course_id = ? order by sort, id',
      [courseId],
      em,
    );
  }

  async count(courseId: number, em?: Em): Promise<number> {
    const [{ n }] = await this.db.query<{ n: number }>(
      'select count(*)::int as n from course_ilo where course_id = ?',
      [courseId],
      em,
    );
    return n;
  }

  /** One language's description of an existing node; the other language is kept. */
  async setDescription(iloId: number, lang: 'ar' | 'en', text: string, em: Em): Promise<void> {
    await this.db.query(
      'update course_ilo set description = jsonb_set(description, ?::text[], to_jsonb(?::text)) where id = ?',
      [`{${lang}}`, text, iloId],
      em,
    );
  }

  async add(courseId: number, ilo: NewIlo, em: Em): Promise<number> {
    const [row] = await this.db.query<{ id: number }>(
      `insert into course_ilo (course_id, parent_id, header_code, code, description, depth, sort)
       values (?, ?, ?, ?, ?, ?, ?) returning id`,
      [
        courseId,
        ilo.parentId,
        ilo.headerCode,
        ilo.code,
        JSON.stringify(ilo.description),
        ilo.depth,
        ilo.sort,
      ],
      em,
    );
    return row.id;
  }

  async remove(iloIds: number[], em: Em): Promise<void> {
    await this.db.query('delete from course_ilo where id = any(?::int[])', [idArray(iloIds)], em);
  }

  async removeAll(courseId: number, em: Em): Promise<void> {
    await this.db.query('delete from course_ilo where course_id = ?', [courseId], em);
  }
}

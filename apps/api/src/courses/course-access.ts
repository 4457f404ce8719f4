import { Injectable } from '@nestjs/common';
import { type AppId, hasRight, Right } from '@mizan/domain/access';
import { COURSE_TYPES } from '@mizan/domain/codes';
import type { CourseInfo, CourseListRow } from '@mizan/domain/courses';
import type { RequestAuth } from '../auth/session.store.js';
import { notFound } from '../common/domain-error.js';
import type { Em } from '../database/database.js';
import { isWithin } from '../scopes/scopes.service.js';
import { type CourseRecord, CoursesStore, type ScopeRecord } from './courses.store.js';

export type { CourseRecord, ScopeRecord };

/** Every app whose screens open a course list or a course (SPEC 2 'Section entry'). */
export const COURSE_APPS: readonly AppId[] = [
  '165.1.1.',
  '165.1.2.',
  '165.1.3.',
  '165.2.1.',
  '165.2.2.',
  '165.4.1.',
  '165.4.2.',
  '165.4.3.',
  '165.7.1.',
  '165.7.2.',
];

/** A path id ('12'): anything else is a course or subject that does not exist. */
export function idParam(value: string): number {
  if (!/^\d{1,9}$/.test(value)) throw notFound();
  const id = Number(value);
  if (id < 1) throw notFound();
  return id;
}

/** Each course type's name, one shared object per type (a list names the same few on every row). */
const TYPE_NAMES = new Map(
  Object.entries(COURSE_TYPES).map(([code, t]) => [code, Object.freeze({ ar: t.ar, en: t.en })]),
);

/** A course type's {ar, en} name; an unknown code names itself. */
export const courseTypeName = (code: string) => TYPE_NAMES.get(code) ?? { ar: code, en: code };

/** A course as the screens show it; `index` (a list's row number) is left out of the JSON when undefined. */
const courseFields = <I extends number | undefined>(c: CourseRecord, auth: RequestAuth, index: I) => ({
  index,
  courseId: c.id,
  courseName: c.name,
  scopeId: c.scope_id,
  ScopeName: c.scope_name,
  flexibleIlos: c.flexible_ilos,
  baID: c.course_type,
  baName: courseTypeName(c.course_type),
  studyPlanId: c.study_plan_id,
  studyPlanName: c.study_plan_name,
  studyPlanNumber: c.study_plan_number,
  courseCode: c.course_code,
  IHId: c.ih_id,
  active: c.active,
  isEditable: hasRight(auth.rights, '165.1.1.', Right.edit),
});

export const courseInfo = (c: CourseRecord, auth: RequestAuth): CourseInfo =>
  courseFields(c, auth, undefined);

/** A row of the course list: built in one object, not a CourseInfo spread into another. */
export const courseListRow = (c: CourseRecord, auth: RequestAuth, index: number): CourseListRow =>
  courseFields(c, auth, index);

/**
 * The check every course call makes past the route's guard (which checks the {appId} segment and
 * the right): the course or scope lies in the caller's scope. One outside it is "not found",
 * never "forbidden".
 */
@Injectable()
export class CourseAccess {
  constructor(private readonly store: CoursesStore) {}

  async course(auth: RequestAuth, courseId: number, em?: Em, lock = false): Promise<CourseRecord> {
    const row = await this.store.course(courseId, em, lock);
    if (!row || !isWithin(row.scope_path, auth.scopePath)) throw notFound();
    return row;
  }

  /** A scope at or under the caller's own scope (default: the selected one), else 404. */
  async scope(auth: RequestAuth, scopeId?: number, em?: Em): Promise<ScopeRecord> {
    const row = await this.store.scope(scopeId ?? auth.selectedScopeId, em);
    if (!row || !isWithin(row.path, auth.scopePath)) throw notFound();
    return row;
  }
}

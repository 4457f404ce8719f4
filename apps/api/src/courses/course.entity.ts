import type { AppRights } from '@mizan/domain/access';
import type { CourseTypeCode } from '@mizan/domain/codes';
import type { Bilingual } from '@mizan/domain/i18n';
import { defineEntity, p } from '@mikro-orm/core';

/** A study plan of a scope (department or faculty), named in both languages with its number. */
export const StudyPlanSchema = defineEntity({
  name: 'StudyPlan',
  tableName: 'study_plan',
  properties: {
    id: p.integer().primary().autoincrement(),
    scopeId: p.integer(),
    name: p.json<Bilingual>(),
    number: p.string().length(50),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

/** SPEC 3 'Course'. ihId is the student-information system's id (IHId), unique per scope. */
export const CourseSchema = defineEntity({
  name: 'Course',
  tableName: 'course',
  properties: {
    id: p.integer().primary().autoincrement(),
    scopeId: p.integer(),
    name: p.json<Bilingual>(),
    courseType: p.string().length(10).$type<CourseTypeCode>(),
    studyPlanId: p.integer().nullable(),
    courseCode: p.string().length(50).nullable(),
    ihId: p.string().length(50).nullable(),
    flexibleIlos: p.boolean().default(false),
    active: p.boolean().default(true),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

/** Instructors teaching a course (filled by the instructor import when the SIS lists their courses). */
export const CourseStaffSchema = defineEntity({
  name: 'CourseStaff',
  tableName: 'course_staff',
  properties: {
    courseId: p.integer().primary(),
    userId: p.integer().primary(),
  },
});

/** A set of rights; a faculty's master role is what imported instructors receive (SPEC 6). */
export const RoleSchema = defineEntity({
  name: 'Role',
  tableName: 'app_role',
  properties: {
    id: p.integer().primary().autoincrement(),
    scopeId: p.integer(),
    name: p.json<Bilingual>(),
    rights: p.json<AppRights>(),
    isMaster: p.boolean().default(false),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

import type { Bilingual } from '@mizan/domain/i18n';
import { defineEntity, p } from '@mikro-orm/core';

/**
 * One node of a course's ILO tree. Fixed mode: depth 1 ILOs under a header (headerCode 1.1. to
 * 1.4.) and depth 2 sub-ILOs. Flexible mode: a nested tree without headers.
 */
export const CourseIloSchema = defineEntity({
  name: 'CourseIlo',
  tableName: 'course_ilo',
  properties: {
    id: p.integer().primary().autoincrement(),
    courseId: p.integer(),
    parentId: p.integer().nullable(),
    headerCode: p.string().length(10).nullable(),
    code: p.string().length(30),
    description: p.json<Bilingual>(),
    depth: p.smallint().default(1),
    sort: p.integer().default(0),
  },
});

import { defineEntity, p } from '@mikro-orm/core';

/** SPEC 3 'Subject' (a topic of a course). */
export const SubjectSchema = defineEntity({
  name: 'Subject',
  tableName: 'subject',
  properties: {
    id: p.integer().primary().autoincrement(),
    courseId: p.integer(),
    name: p.string().length(50),
    active: p.boolean().default(true),
    lectureCount: p.smallint().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

/** The ILOs a subject covers. */
export const SubjectIloSchema = defineEntity({
  name: 'SubjectIlo',
  tableName: 'subject_ilo',
  properties: {
    subjectId: p.integer().primary(),
    iloId: p.integer().primary(),
  },
});

import type { QuestionStatusCode } from '@mizan/domain/codes';
import { normText } from '@mizan/domain/questions';
import type { TestApp } from '../../test/harness.js';
import { textBandsParam } from '../questions/text-bands.js';

/**
 * Question rows for the review specs and bench, written with SQL: the review area reads and
 * decides on questions but writing them is the questions area's.
 */
export async function reviewCourse(t: Pick<TestApp, 'sql'>, scopeCode = 'ENG-CSE'): Promise<number> {
  const [row] = await t.sql<{ id: number }>(
    `insert into course (scope_id, name, course_type) select id, ?, '15.1.' from scope where code = ? returning id`,
    [JSON.stringify({ ar: `مقرر مراجعة ${scopeCode}`, en: `Review course ${scopeCode}` }), scopeCode],
  );
  return row.id;
}

export async function reviewQuestion(
  t: Pick<TestApp, 'sql'>,
  courseId: number,
  opts: { creator?: string; status?: QuestionStatusCode; text?: string } = {},
): Promise<{ id: number; lockVersion: number }> {
  const text = opts.text ?? 'Is the sum of the angles of a triangle 180 degrees?';
  const textNorm = normText(text);
  const [row] = await t.sql<{ id: number; lock_version: number }>(
    `insert into question (course_id, question_type, status, language, content, text_plain, text_norm,
       text_bands, creator_id, updated_by)
     select ?, '3.4.', ?, '4.2.', '{}'::jsonb, ?, ?, ?::int[], u.id, u.id from app_user u where u.username = ?
     returning id, lock_version`,
    [
      courseId,
      opts.status ?? '5.2.',
      text,
      textNorm,
      textBandsParam(textNorm, courseId),
      opts.creator ?? 'creator',
    ],
  );
  return { id: row.id, lockVersion: row.lock_version };
}

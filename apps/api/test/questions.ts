import type { AppRights } from '@mizan/domain/access';
import type { QuestionTypeCode } from '@mizan/domain/codes';
import { type QuestionContent, questionPaths, sampleContent } from '@mizan/domain/questions';
import { hashPassword } from '../src/auth/password-hasher.js';
import type { TestApp } from './harness.js';

/** A demo course with an active subject and that subject's ILOs, for question tests. */
export interface CourseFixture {
  courseId: number;
  subjectId: number;
  iloIds: number[];
}

/** The course with this code (demo-courses.ts: CIV101, CSE201, MTH101, ...), its first active subject and ILOs. */
export async function courseFixture(t: TestApp, code: string): Promise<CourseFixture> {
  const [row] = await t.sql<{ course_id: number; subject_id: number; ilos: number[] | string }>(
    `select c.id as course_id, s.id as subject_id, array_agg(si.ilo_id order by si.ilo_id) as ilos
     from course c join subject s on s.course_id = c.id and s.active join subject_ilo si on si.subject_id = s.id
     where c.course_code = ? group by c.id, s.id order by s.id limit 1`,
    [code],
  );
  const ilos = typeof row.ilos === 'string' ? row.ilos.replace(/[{}]/g, '').split(',').map(Number) : row.ilos;
  return { courseId: row.course_id, subjectId: row.subject_id, iloIds: ilos.map(Number) };
}

/** A complete sample question of a type, linked to the fixture's subject and first ILO. */
export const content = (f: CourseFixture, type: QuestionTypeCode, stem?: string): QuestionContent => {
  const c = sampleContent(type, { subjectId: f.subjectId, iloIds: [f.iloIds[0]] });
  return stem === undefined ? c : { ...c, stem };
};

/** Adds a question (confirming any similar one) and returns its id; throws unless 200. */
export async function addQuestion(
  t: TestApp,
  token: string,
  f: CourseFixture,
  question: QuestionContent,
): Promise<number> {
  const res = await t.request('POST', questionPaths.add(), {
    token,
    body: { courseId: f.courseId, question, confirmSimilar: true },
  });
  if (res.status !== 200) throw new Error(`add question: ${res.status} ${res.text}`);
  return res.body.questionId;
}

/** A user of its own with these rights in a scope (by code), logged in. */
export async function userWith(
  t: TestApp,
  username: string,
  scope: string,
  rights: AppRights,
): Promise<{ token: string; userId: number }> {
  const password = 'Tester@12345';
  const [row] = await t.sql<{ id: number }>(
    `insert into app_user (username, name, password_hash, origin, scope_id, selected_scope_id, rights, stages, active_stage)
     select ?, ?, ?, '10.1.', id, id, ?, '["*"]', '*' from scope where code = ? returning id`,
    [
      username,
      JSON.stringify({ ar: `مختبر ${username}`, en: `Tester ${username}` }),
      await hashPassword(password),
      JSON.stringify(rights),
      scope,
    ],
  );
  return { token: await t.login(username, password), userId: row.id };
}

import { QuestionStatus, type QuestionStatusCode } from '@mizan/domain/codes';
import { questionPaths } from '@mizan/domain/questions';
import { type CourseFixture, content } from './questions.js';

/** What the review fixtures need of an app: SQL for the course, HTTP for the questions. */
export interface ReviewClient {
  sql<T = Record<string, unknown>>(query: string, params?: unknown[]): Promise<T[]>;
  request(
    method: string,
    path: string,
    opts?: { token?: string; body?: unknown },
  ): Promise<{ status: number; body: unknown }>;
}

const R = '/api/review-questions/165.2.2.';

/**
 * A course of its own in a scope (by code) with one subject and one ILO, so a test counts exactly
 * the questions it adds. Courses, subjects and ILOs are the courses area's: written with SQL here.
 */
export async function reviewCourse(c: ReviewClient, scopeCode = 'ENG-CSE'): Promise<CourseFixture> {
  const [course] = await c.sql<{ id: number }>(
    `insert into course (scope_id, name, course_type) select id, ?, '15.1.' from scope where code = ? returning id`,
    [JSON.stringify({ ar: `مقرر مراجعة ${scopeCode}`, en: `Review course ${scopeCode}` }), scopeCode],
  );
  const [ilo] = await c.sql<{ id: number }>(
    `insert into course_ilo (course_id, code, description) values (?, 'a1', ?) returning id`,
    [course.id, JSON.stringify({ ar: 'يشرح', en: 'Explains' })],
  );
  const [subject] = await c.sql<{ id: number }>(
    `insert into subject (course_id, name) values (?, 'Statics') returning id`,
    [course.id],
  );
  await c.sql('insert into subject_ilo (subject_id, ilo_id) values (?, ?)', [subject.id, ilo.id]);
  return { courseId: course.id, subjectId: subject.id, iloIds: [ilo.id] };
}

export interface ReviewTokens {
  creator: string;
  admin: string;
  reviewer: string;
}

/**
 * Makes questions for review tests as users do, over HTTP: added by `creator` (or admin), then
 * submitted, decided by the reviewer (approved, rejected) or deleted to reach `status`. Answers
 * the id and the lock version a decision must send.
 */
export function reviewQuestions(c: ReviewClient, tokens: ReviewTokens) {
  const must = async (what: string, res: Promise<{ status: number; body: unknown }>) => {
    const done = await res;
    if (done.status !== 200) throw new Error(`${what}: ${done.status} ${JSON.stringify(done.body)}`);
    return done.body as Record<string, unknown>;
  };
  const lockVersion = async (id: number) =>
    (await must('review state', c.request('GET', `${R}/${id}`, { token: tokens.admin })))
      .lockVersion as number;

  return async (
    f: CourseFixture,
    opts: {
      creator?: 'creator' | 'admin';
      /** Made by another user of the test's own (with add on 165.2.1.) instead. */
      token?: string;
      status?: QuestionStatusCode;
      text?: string;
    } = {},
  ): Promise<{ id: number; lockVersion: number }> => {
    const status = opts.status ?? QuestionStatus.PENDING_REVIEW;
    const token = opts.token ?? tokens[opts.creator ?? 'creator'];
    const stem = `<p>${opts.text ?? 'Is the sum of the angles of a triangle 180 degrees?'}</p>`;
    const question = {
      ...content(f, '3.4.', stem),
      ...(status === QuestionStatus.INCOMPLETE ? { difficulty: null } : {}),
    };
    const added = await must(
      'add',
      c.request('POST', questionPaths.add(), {
        token,
        body: { courseId: f.courseId, question, confirmSimilar: true },
      }),
    );
    const id = added.questionId as number;
    if (status === QuestionStatus.DELETED) {
      const before = await lockVersion(id);
      await must('delete', c.request('DELETE', questionPaths.remove(id), { token }));
      return { id, lockVersion: before + 1 };
    }
    if (status === QuestionStatus.INCOMPLETE || status === QuestionStatus.COMPLETE)
      return { id, lockVersion: await lockVersion(id) };
    await must(
      'submit',
      c.request('POST', questionPaths.submit(id), { token, body: { version: 1, revision: 0 } }),
    );
    if (status === QuestionStatus.PENDING_REVIEW) return { id, lockVersion: await lockVersion(id) };
    const decision = status === QuestionStatus.APPROVED ? 'approve' : 'reject';
    const decided = await must(
      'decision',
      c.request('POST', `${R}/${id}/decision`, {
        token: tokens.reviewer,
        body: { decision, version: await lockVersion(id) },
      }),
    );
    return { id, lockVersion: decided.version as number };
  };
}

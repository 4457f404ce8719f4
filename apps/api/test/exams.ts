import type { ExamAddBody, SpecificationRow } from '@mizan/domain/exam-generation';
import { seedBenchQuestions } from './bench-questions.js';
import type { TestApp } from './harness.js';

/** An exam course of examcreator's faculty (SCI) with a bank of approved questions, for exam tests. */
export interface ExamCourse {
  courseId: number;
  /** The course's active subjects (the bench bank spreads its questions over the first two). */
  subjectIds: number[];
}

/**
 * Course `code` (empty in the demo seed) filled with `count` bench questions (about 40% approved,
 * every type, difficulties 0.10-0.90) over its first two subjects.
 */
export async function examCourse(t: TestApp, code: string, count: number): Promise<ExamCourse> {
  const [course] = await t.sql<{ id: number }>('select id from course where course_code = ?', [code]);
  await seedBenchQuestions(t.running.database.orm, count, [course.id]);
  const subjects = await t.sql<{ id: number }>(
    'select id from subject where course_id = ? and active order by id limit 2',
    [course.id],
  );
  return { courseId: course.id, subjectIds: subjects.map((s) => s.id) };
}

export const examBody = (courseId: number, over: Partial<ExamAddBody> = {}): ExamAddBody => ({
  courseId,
  name: 'Midterm',
  deliveryMode: '20.2.',
  startsAt: '2027-01-10T09:00:00+02:00',
  durationMinutes: 120,
  totalDegree: 24,
  questionCount: 12,
  language: '4.2.',
  modelsCount: 3,
  modelsMatch: '22.2.',
  ...over,
});

/** 12 questions worth 24: MCQ and true/false of the first subject, MCQ of the second, 4 x 2 marks each. */
export const specRows = (c: ExamCourse): SpecificationRow[] => [
  { subjectId: c.subjectIds[0], questionType: '3.2.', count: 4, degree: 2 },
  { subjectId: c.subjectIds[0], questionType: '3.4.', count: 4, degree: 2 },
  {
    subjectId: c.subjectIds[1],
    questionType: '3.2.',
    difficultyMin: 0.1,
    difficultyMax: 0.9,
    count: 4,
    degree: 2,
  },
];

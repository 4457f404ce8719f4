import type { CourseStatusCounts } from '../questions/question-stats.reader.js';
import { gradeOf, keepCourse, rowIdOf, statusStatsRows } from './questions-status-stats.query.js';

const course = (
  id: number,
  scopePath: string,
  code: string | null,
  counts: CourseStatusCounts['counts'],
) => ({
  courseId: id,
  name: { ar: `م${id}`, en: `C${id}` },
  courseCode: code,
  scopeId: Number(scopePath.split('/').filter(Boolean).at(-1)),
  scopePath,
  scopeName: { ar: '', en: '' },
  counts,
});

describe('165.4.1. questions status stats: grouping', () => {
  const courses = [
    course(1, '/1/2/5/', 'CE301', { '5.3.': 2, '5.2.': 1 }),
    course(2, '/1/2/6/', 'EE101', { '5.5.': 4 }),
    course(3, '/1/3/', 'SC-X', {}),
  ];
  const name = (id: number) => ({ ar: `ن${id}`, en: `S${id}` });

  it('reads the grade from the first digit of the course code; none is 0', () => {
    expect([gradeOf('CE301'), gradeOf('MATH 2105'), gradeOf('SC-X'), gradeOf(null)]).toEqual([3, 2, 0, 0]);
  });

  it('puts a course under its faculty, department (or its own scope above departments) or grade', () => {
    expect(courses.map((c) => rowIdOf(c, '1'))).toEqual([2, 2, 3]);
    expect(courses.map((c) => rowIdOf(c, '2'))).toEqual([5, 6, 3]);
    expect(courses.map((c) => rowIdOf(c, '3'))).toEqual([3, 1, 0]);
  });

  it('keeps courses with live questions (2) or without (3); deleted ones do not count', () => {
    expect(courses.map((c) => keepCourse(c, '2'))).toEqual([true, false, false]);
    expect(courses.map((c) => keepCourse(c, '3'))).toEqual([false, true, true]);
  });

  it('sums each status per row, every status present, and the totals', () => {
    const r = statusStatsRows(courses, '1', name);
    expect(r.rows.map((x) => [x.id, x.name.en, x.total, x.counts['5.3.'], x.counts['5.1.']])).toEqual([
      [2, 'S2', 7, 2, 0],
      [3, 'S3', 0, 0, 0],
    ]);
    expect(r.totals).toEqual({
      counts: { '5.1.': 0, '5.2.': 1, '5.3.': 2, '5.4.': 0, '5.5.': 4, '5.6.': 0 },
      total: 7,
    });
    const grades = statusStatsRows(courses, '3', name);
    expect(grades.rows.map((x) => [x.id, x.name.en])).toEqual([
      [0, 'No grade'],
      [1, 'Grade 1'],
      [3, 'Grade 3'],
    ]);
  });
});

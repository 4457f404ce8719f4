import { describe, expect, it } from '@jest/globals';
import { coursePath, listPath, parseId } from './paths';

describe('section paths (SPEC 2)', () => {
  it('carries saved filters as query on the courses list', () => {
    expect(listPath('165.1.1.', { page: '2', courseName: 'أساسيات' })).toBe(
      '/courses/list?page=2&courseName=%D8%A3%D8%B3%D8%A7%D8%B3%D9%8A%D8%A7%D8%AA',
    );
    expect(listPath('165.1.2.')).toBe('/subject/courses-list');
    expect(listPath('165.1.3.', {})).toBe('/course-ilos/courses-list');
    expect(listPath('165.2.1.')).toBe('/questions/courses-list');
    expect(listPath('165.2.2.')).toBe('/review-questions/courses-list');
    expect(listPath('165.7.1.')).toBe('/exam-generation/courses-list');
    expect(listPath('165.7.2.')).toBe('/reserve-exam/courses-list');
    expect(listPath('165.4.2.')).toBe('/reports/course-questions-statistics/courses-list');
    expect(listPath('165.4.3.')).toBe('/reports/exams-creators');
  });

  it('opens a selected course where each area shows it', () => {
    expect(coursePath('165.1.1.', 7)).toBe('/courses/7');
    expect(coursePath('165.1.2.', 7)).toBe('/subject/7');
    expect(coursePath('165.1.3.', 7)).toBe('/course-ilos/7/course-ilos');
    expect(coursePath('165.2.1.', 7)).toBe('/questions/7/questions-list');
    expect(coursePath('165.2.2.', 7)).toBe('/review-questions/7/questions-list');
    expect(coursePath('165.7.1.', 7)).toBe('/exam-generation/7/exams-list');
    expect(coursePath('165.7.2.', 7)).toBe('/reserve-exam/7/reserve-exam-list');
    expect(coursePath('165.4.2.', 7)).toBe('/reports/course-questions-statistics/7');
    expect(coursePath('165.4.3.', 7)).toBe('/reports/exams-creators?courseId=7');
  });

  it('accepts only positive whole ids', () => {
    expect(parseId('12')).toBe(12);
    for (const bad of [undefined, '', '0', '-1', '1.5', 'abc', '99999999999999999999'])
      expect(parseId(bad)).toBeNull();
  });
});

import { pagePlan } from '../database/page-marks.js';
import { containsPattern, courseListSql, searchText } from './course-list.query.js';

const base = {
  limit: 10,
  page: 1,
  orderBy: 'courseName' as const,
  desc: false,
  clientLang: 'ar' as const,
};

describe('165.1.1. course list SQL', () => {
  it('folds and lower-cases what the user typed as the stored search columns hold it', () => {
    expect(searchText('الكيمياء العضوية Organic')).toBe('الكيمياء العضويه organic');
    expect(searchText('إدارة')).toBe('اداره');
  });

  it.each([
    ['abc', '%abc%'],
    ['50%', '%50\\%%'],
    ['a_b', '%a\\_b%'],
    ['a\\b', '%a\\\\b%'],
  ])('takes %s literally in a contains pattern', (text, pattern) => {
    expect(containsPattern(text)).toBe(pattern);
  });

  it('picks the page ids first and joins the rest to those rows only', () => {
    const sql = courseListSql(
      { ...base, page: 500, orderBy: 'stdPlan', desc: true, clientLang: 'en' },
      '/1/',
    );
    // A far page is read with the row before it, which becomes its mark (database/page-marks.ts).
    expect(sql.rows.sql).toMatch(
      /^with page as \(select c\.id, \(c\.plan_sort_en\)::text as seek_key from course c where .*\s+order by c\.plan_sort_en desc, c\.id desc limit 11 offset \?\)/,
    );
    expect(sql.rows.sql).toContain('from page join course c on c.id = page.id');
    expect(sql.rows.sql.trim()).toMatch(/order by c\.plan_sort_en desc, c\.id desc$/);
    expect(sql.rows.params.at(-1)).toBe(4989);
  });

  it('seeks a far page from its mark in the sort order instead of skipping rows', () => {
    const q = { ...base, page: 500, orderBy: 'courseName' as const, desc: false };
    const sql = courseListSql(q, '/1/', undefined, pagePlan(10, 500, { at: 4990, key: 'كيمياء', id: 42 }));
    expect(sql.rows.sql).toContain(`and (c.name->>'ar', c.id) > (?, ?)`);
    expect(sql.rows.sql).toContain('limit 10 offset 0)');
    expect(sql.rows.params.slice(-2)).toEqual(['كيمياء', 42]);
    expect(sql.count.sql).not.toContain('(?, ?)');
    expect(sql.list).toBe(courseListSql({ ...q, page: 3 }, '/1/').list);
  });

  it('binds every value, folds Arabic spelling, and pages with limit and offset', () => {
    const sql = courseListSql(
      {
        ...base,
        page: 3,
        courseName: 'الكيمياء العضوية',
        stdPlan: '2018',
        IHId: '23',
        courseType: '15.2.',
        activeStatus: '0',
      },
      '/1/2/',
    );
    expect(sql.rows.params).toEqual(['/1/2/%', '%الكيمياء العضويه%', '%2018%', '%23%', '15.2.', false, 20]);
    expect(sql.count.params).toEqual(sql.rows.params.slice(0, -1));
    expect(sql.rows.sql).toContain('limit 10 offset ?)');
    expect(sql.rows.sql).toContain(`order by c.name->>'ar' asc, c.id asc`);
  });

  it('narrows to the stage course types unless a type is chosen', () => {
    const stage = courseListSql(base, '/1/', ['15.1.', '15.2.', '15.3.']);
    expect(stage.count.sql).toContain('c.course_type in (?, ?, ?)');
    expect(stage.count.params).toEqual(['/1/%', '15.1.', '15.2.', '15.3.']);
    const chosen = courseListSql({ ...base, courseType: '15.5.' }, '/1/', ['15.1.']);
    expect(chosen.count.params).toEqual(['/1/%', '15.5.']);
  });

  it('sorts by the whitelisted column in the client language', () => {
    expect(
      courseListSql({ ...base, orderBy: 'stdPlan', clientLang: 'en', desc: true }, '/1/').rows.sql,
    ).toContain(`order by c.plan_sort_en desc, c.id desc`);
  });
});

import { questionListQuerySchema } from '@mizan/domain/questions';
import { validate } from '@mizan/domain/validation';
import { QUESTION_COUNT_CAP, questionListSql } from './question-list.query.js';

const query = (q: Record<string, string>) => {
  const r = validate(questionListQuerySchema, { courseId: '4', ...q });
  if (!r.success) throw new Error(JSON.stringify(r.fields));
  return questionListSql(r.data, '/1/2/');
};

describe('165.2.1. question list SQL', () => {
  it('lists one course’s live questions newest first, counting up to the cap', () => {
    const sql = query({});
    expect(sql.rows.sql).toContain("where q.course_id = ? and q.status <> '5.5.'");
    expect(sql.rows.sql).toContain('order by q.updated_at desc, q.id desc');
    expect(sql.rows.params).toEqual([4, 4, '/1/2/']);
    // Page 1 is written whole, so PostgreSQL keeps one generic plan for it (database/page-clause.ts).
    expect(sql.rows.sql).toContain('limit 10 offset 0)');
    expect(sql.rows.sql).toContain('starts_with(sc.path, ?)');
    expect(sql.count.sql).toContain(`limit ${QUESTION_COUNT_CAP + 1}`);
  });

  it('picks the page ids first (from the sort index) and joins the rest to those rows only', () => {
    const sql = query({ status: '5.3.', page: '500' });
    // A far page is read with the row before it, which becomes its mark (database/page-marks.ts).
    expect(sql.rows.sql).toMatch(
      /^with page as \(select q\.id, \(q\.updated_at\)::text as seek_key from question q where q\.course_id = \? and q\.status = \? .* order by q\.updated_at desc, q\.id desc limit 11 offset \?\)/s,
    );
    expect(sql.rows.sql).toContain('from page join question q on q.id = page.id');
    expect(sql.rows.params.at(-1)).toBe(4989);
  });

  it('turns each filter into one condition with its value', () => {
    const sql = query({
      status: '5.5.',
      questionType: '3.2.',
      subjectId: '7',
      iloId: '9',
      language: '4.1.',
      creatorId: '3',
      text: 'أحمد 100%',
      page: '3',
      limit: '20',
      orderBy: 'difficulty',
      desc: 'false',
    });
    expect(sql.count.params).toEqual([4, '5.5.', '3.2.', 7, 9, '4.1.', 3, '%احمد 100\\%%', 4, '/1/2/']);
    expect(sql.rows.sql).not.toContain("<> '5.5.'");
    expect(sql.rows.sql).toContain('order by q.difficulty asc, q.id asc');
    expect(sql.rows.sql).toContain('limit 20 offset ?)');
    expect(sql.rows.params.at(-1)).toBe(40);
  });

  it('compares estimates with measured values for need-to-fix', () => {
    expect(query({ needToFix: 'difficulty' }).count.sql).toMatch(
      /measured_difficulty is not null[\s\S]*> 0\.15/,
    );
    expect(query({ needToFix: 'time' }).count.sql).toMatch(
      /measured_time is not null[\s\S]*> 0\.25 \* q\.measured_time/,
    );
    const both = query({ needToFix: 'both' }).count.sql;
    expect(both).toContain('measured_difficulty');
    expect(both).toContain('measured_time');
  });
});

import {
  normText,
  plainText,
  type QuestionContent,
  questionPaths as P,
  type SimilarQuestion,
  savedStatus,
} from '@mizan/domain/questions';
import { BOOT_TIMEOUT, startTestApp, type TestApp } from '../../test/harness.js';
import { type BenchQuestions, seedBenchQuestions } from '../../test/bench-questions.js';
import { QuestionBankReader } from './question-bank.reader.js';
import { fillTextBands, textBands } from './text-bands.js';

describe('165.2.1. bench questions', () => {
  let t: TestApp;
  let bench: BenchQuestions;
  let courseIds: number[];
  beforeAll(async () => {
    t = await startTestApp();
    courseIds = (
      await t.sql<{ id: number }>(
        `select id from course where course_code in ('CIV501', 'ELC601', 'MTH501') order by id`,
      )
    ).map((c) => c.id);
    bench = await seedBenchQuestions(t.running.database.orm, 3000, courseIds, { plantEvery: 100 });
  }, BOOT_TIMEOUT);
  afterAll(() => t.close());

  it('adds questions in both languages, every type, the first course the largest', async () => {
    const rows = await t.sql<{ course_id: number; language: string; question_type: string; n: number }>(
      `select course_id, language, question_type, count(*)::int as n from question where course_id = any(?::int[])
       group by 1, 2, 3`,
      [`{${courseIds.join(',')}}`],
    );
    const total = (pick: (r: (typeof rows)[number]) => boolean) =>
      rows.filter(pick).reduce((s, r) => s + r.n, 0);
    expect(total(() => true)).toBe(3000);
    expect(total((r) => r.language === '4.1.')).toBeGreaterThan(1200);
    expect(total((r) => r.language === '4.2.')).toBeGreaterThan(1200);
    expect(new Set(rows.map((r) => r.question_type)).size).toBe(7);
    const perCourse = courseIds.map((id) => total((r) => r.course_id === id));
    expect(perCourse[0]).toBe(Math.max(...perCourse));
  });

  it('stores the texts a save would derive, with complete content for the live statuses', async () => {
    const rows = await t.sql<{
      status: string;
      content: QuestionContent;
      text_plain: string;
      text_norm: string;
      text_bands: number[];
      course_id: number;
    }>(
      `select status, content, text_plain, text_norm, text_bands, course_id from question
       where course_id = any(?::int[]) order by id limit 300`,
      [`{${courseIds.join(',')}}`],
    );
    for (const r of rows) {
      expect(r.text_plain).toBe(plainText(r.content.stem));
      expect(r.text_norm).toBe(normText(r.text_plain));
      expect(r.text_bands).toEqual(textBands(r.text_norm, r.course_id));
      expect(r.text_plain.split(' ').length).toBeGreaterThanOrEqual(10);
      if (r.status !== '5.1.') expect(savedStatus(r.content)).toBe('5.6.');
    }
  });

  it('plants near duplicates that pg_trgm finds through the index, and random stems that are not', async () => {
    expect(bench.planted.length).toBe(Math.floor(3000 / 101));
    for (const p of bench.planted) {
      const [row] = await t.sql<{ s: number; course: boolean }>(
        `select similarity(a.text_norm, b.text_norm) as s, a.course_id = b.course_id as course
         from question a, question b where a.id = ? and b.id = ?`,
        [p.questionId, p.copyId],
      );
      expect(row.course).toBe(true);
      expect(row.s).toBeGreaterThanOrEqual(0.7);
    }
    const [random] = await t.sql<{ n: number }>(
      `select count(*)::int as n from question a join question b on b.id = a.id + 1
       where a.course_id = any(?::int[]) and similarity(a.text_norm, b.text_norm) >= 0.7`,
      [`{${courseIds.join(',')}}`],
    );
    expect(random.n).toBeLessThan(30);
  });

  it('finds through the LSH bands every match an exhaustive similarity() finds, planted pairs included', async () => {
    const token = await t.login('admin');
    const samples = await t.sql<{ id: number; course_id: number; text_plain: string }>(
      `select id, course_id, text_plain from question where course_id = ? and status <> '5.5.'
       and (id % 17 = 0 or id = any(?::int[])) order by id limit 60`,
      [courseIds[0], `{${bench.planted.map((p) => p.questionId).join(',')}}`],
    );
    let expected = 0;
    let found = 0;
    for (const q of samples) {
      const edited = q.text_plain
        .split(' ')
        .filter((_, i) => i !== 1)
        .join(' ');
      for (const text of [q.text_plain, edited]) {
        const res = await t.request('POST', P.similar(), { token, body: { courseId: q.course_id, text } });
        expect(res.status).toBe(200);
        const got = new Set((res.body.similar as SimilarQuestion[]).map((s) => s.questionId));
        const exact = await t.sql<{ id: number }>(
          `select id from question where course_id = ? and status <> '5.5.' and similarity(text_norm, ?) >= 0.7`,
          [q.course_id, normText(text)],
        );
        expect(exact.length).toBeLessThan(20); // under the answer's limit: every match is due
        expected += exact.length;
        found += exact.filter((r) => got.has(r.id)).length;
      }
    }
    expect(expected).toBeGreaterThan(100);
    expect(found / expected).toBeGreaterThanOrEqual(0.99);
    // Each sample is compared exhaustively with similarity() (a sequential scan on PGlite): ~30 s on a quiet machine.
  }, 120_000);

  it('fills the bands of questions written before they existed (the migration path)', async () => {
    const [{ first }] = await t.sql<{ first: number }>(
      `with emptied as (update question set text_bands = '{}'
         where id in (select id from question where course_id = ? order by id limit 50) returning id)
       select min(id) as first from emptied`,
      [courseIds[1]],
    );
    const db = t.running.database.orm.em;
    expect(await fillTextBands((sql, params) => db.execute(sql, params), first)).toBe(50);
    const rows = await t.sql<{ text_norm: string; text_bands: number[] }>(
      'select text_norm, text_bands from question where course_id = ? order by id limit 50',
      [courseIds[1]],
    );
    for (const r of rows) expect(r.text_bands).toEqual(textBands(r.text_norm, courseIds[1]));
  });

  describe('the bank reader (what exam assembly reads)', () => {
    const reader = () => t.running.app.get(QuestionBankReader);

    it("reads exactly the approved questions of the course's active subjects, with what assembly needs", async () => {
      const courseId = courseIds[0];
      const expected = await t.sql<{ id: number }>(
        `select q.id from question q join subject s on s.id = q.subject_id and s.active
         where q.course_id = ? and q.status = '5.3.' order by q.id`,
        [courseId],
      );
      const got = await reader().approvedQuestions(courseId);
      expect(got.map((q) => q.id)).toEqual(expected.map((r) => r.id));
      expect(got.length).toBeGreaterThan(100);
      const [sample] = await t.sql<{ content: QuestionContent; text_bands: number[]; version: number }>(
        'select content, text_bands, version from question where id = ?',
        [got[0].id],
      );
      expect(got[0]).toEqual({
        id: got[0].id,
        version: sample.version,
        subjectId: sample.content.subjectId,
        iloIds: sample.content.ilos.map((l) => l.iloId),
        questionType: sample.content.questionType,
        language: sample.content.language,
        difficulty: sample.content.difficulty,
        expectedTime: sample.content.expectedTime,
        degree: sample.content.degree,
        exposureLimit: null,
        exposureCount: 0,
        measured: null,
        subQuestionCount: sample.content.body.type === '3.5.' ? sample.content.body.subQuestions.length : 0,
        choiceCount:
          sample.content.body.type === '3.2.' || sample.content.body.type === '3.3.'
            ? sample.content.body.options.length
            : 0,
        textBands: sample.text_bands,
      });
      const mcq = got.find((q) => q.questionType === '3.2.');
      const caseStudy = got.find((q) => q.questionType === '3.5.');
      expect([mcq?.choiceCount, caseStudy?.subQuestionCount]).toEqual([2, 1]);
    });

    it('filters by subject, ILO, type and difficulty range, and counts the supply per cell', async () => {
      const courseId = courseIds[0];
      const all = await reader().approvedQuestions(courseId);
      const { subjectId, iloIds } = all[0];
      const filter = {
        subjectIds: [subjectId],
        iloIds: [iloIds[0]],
        types: ['3.2.', '3.4.'] as const,
        difficultyMin: 0.2,
        difficultyMax: 0.6,
      };
      const some = await reader().approvedQuestions(courseId, { ...filter, types: [...filter.types] });
      const byHand = all.filter(
        (q) =>
          q.subjectId === subjectId &&
          q.iloIds.includes(iloIds[0]) &&
          (q.questionType === '3.2.' || q.questionType === '3.4.') &&
          q.difficulty >= 0.2 &&
          q.difficulty <= 0.6,
      );
      expect(some.map((q) => q.id)).toEqual(byHand.map((q) => q.id));
      expect(some.length).toBeGreaterThan(0);

      const supply = await reader().supply(courseId);
      const cells = all.flatMap((q) =>
        q.iloIds.map((ilo) => {
          const band = Math.min(Math.floor(q.difficulty / 0.2 + 1e-9), 4);
          return `${q.subjectId} ${ilo} ${q.questionType} ${band}`;
        }),
      );
      const counted = new Map<string, number>();
      for (const c of cells) counted.set(c, (counted.get(c) ?? 0) + 1);
      expect(
        Object.fromEntries(
          supply.map((s) => [
            `${s.subjectId} ${s.iloId} ${s.questionType} ${Math.round(s.difficultyMin / 0.2)}`,
            s.count,
          ]),
        ),
      ).toEqual(Object.fromEntries(counted));
      expect(supply.every((s) => s.difficultyMax > s.difficultyMin)).toBe(true);
    });
  });
});

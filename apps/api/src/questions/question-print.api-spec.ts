import { QUESTION_TYPES } from '@mizan/domain/codes';
import type { QuestionContent } from '@mizan/domain/questions';
import { BOOT_TIMEOUT, startTestApp, type TestApp } from '../../test/harness.js';
import { printQuestion } from './question-print.js';

/** The print renderer on real content: the demo bank's approved questions as the seed stored them (sanitised, both languages). */
describe('165.2.1. question print renderer on the demo bank', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  }, BOOT_TIMEOUT);
  afterAll(() => t.close());

  it('prints one question of every type in each language, with and without the key', async () => {
    const rows = await t.sql<{ question_type: string; language: string; content: QuestionContent }>(
      `select distinct on (question_type, language) question_type, language, content
       from question where status = '5.3.' order by question_type, language, id`,
    );
    expect(new Set(rows.map((r) => r.question_type))).toEqual(new Set(Object.keys(QUESTION_TYPES)));
    expect(new Set(rows.map((r) => r.language))).toEqual(new Set(['4.1.', '4.2.']));
    for (const { content } of rows) {
      const lang = content.language === '4.1.' ? 'ar' : 'en';
      for (const answers of [false, true]) {
        const html = printQuestion(content, { answers, number: 1 });
        expect(html).toMatch(
          new RegExp(
            `^<article class="question" data-type="${content.questionType}" lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">`,
          ),
        );
        // Every model attribute became print HTML; nothing printed is the raw document model.
        expect(html).not.toMatch(/data-(latex|blank|type="(inline|block)-math)/);
        // With the key every part prints (feedback is not the paper's): each formula rendered once.
        const formulas = JSON.stringify({ ...content, feedback: '' }).match(/data-latex/g)?.length ?? 0;
        if (answers) expect(html.match(/class="math"/g)?.length ?? 0).toBe(formulas);
        if (answers && /^3\.[23]\.$/.test(content.questionType))
          expect(html).toContain('data-correct="true"');
      }
    }
  });
});

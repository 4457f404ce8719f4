import { examPaths, examPrintPaths, type ModelPrint, type ModelView } from '@mizan/domain/exam-generation';
import { BOOT_TIMEOUT, startTestApp, type TestApp } from '../../test/harness.js';

const A = '165.7.1.';

/** The demo exams of MTH601 (demo-exams.ts) printed through the one renderer. */
describe('165.7.1. exam print over HTTP: models at their frozen versions, candidates of the course', () => {
  let t: TestApp;
  let token: string;
  let examId: number;
  const get = (path: string, as = token) => t.request('GET', path, { token: as });

  beforeAll(async () => {
    t = await startTestApp();
    token = await t.login('examcreator');
    [{ id: examId }] = await t.sql<{ id: number }>(
      "select id from exam where name = 'Midterm (models complete)' order by id limit 1",
    );
  }, BOOT_TIMEOUT);
  afterAll(() => t.close());

  it("prints a model in its order, in the questions' language, choices in the model's order, key on request", async () => {
    const model = (await get(examPaths.model(A, examId, 1))).body as ModelView;
    const plain = await get(examPrintPaths.model(A, examId, 1, false));
    expect(plain.status).toBe(200);
    const print = plain.body as ModelPrint;
    expect(print).toMatchObject({ modelNo: 1, code: '01', complete: true, language: '4.1.' });
    expect(print.questions.map((q) => [q.position, q.questionId, q.version, q.degree])).toEqual(
      model.questions.map((q) => [q.position, q.questionId, q.version, q.degree]),
    );
    for (const q of print.questions) {
      expect(q.html).toMatch(
        /^<article class="question" data-type="3\.\d\." lang="(ar|en)" dir="(rtl|ltr)">/,
      );
      expect(q.html).not.toContain('data-correct');
    }
    const keyed = (await get(examPrintPaths.model(A, examId, 1, true))).body as ModelPrint;
    expect(keyed.questions.some((q) => q.html.includes('data-correct="true"'))).toBe(true);

    // An MCQ's options follow the model's choice order.
    const mcq = model.questions.find((q) => q.questionType === '3.2.' && q.choiceOrder);
    expect(mcq?.choiceOrder).toBeDefined();
    const [{ content }] = await t.sql<{ content: { body: { options: { text: string }[] } } }>(
      'select content from question_version where question_id = ? and version = ? order by revision desc limit 1',
      [mcq!.questionId, mcq!.version],
    );
    const html = print.questions.find((q) => q.questionId === mcq!.questionId)?.html ?? '';
    // Where each option printed: its own words, or for an option that is only a formula, its TeX
    // (KaTeX keeps it in the MathML annotation).
    const mark = (i: number) => {
      const text = content.body.options[i].text;
      const words = text
        .replace(/<span[^>]*data-latex[^>]*>.*?<\/span>/g, '')
        .replace(/<[^>]+>/g, '')
        .trim();
      if (words) return words.slice(0, 12);
      const latex = /data-latex="([^"]*)"/.exec(text)?.[1] ?? '';
      return `application/x-tex">${latex}<`;
    };
    const at = mcq!.choiceOrder!.map((i) => html.indexOf(mark(i)));
    expect(at.every((p) => p > 0)).toBe(true);
    expect([...at].sort((x, y) => x - y)).toEqual(at);
  });

  it('prints approved questions of the course only, in the order asked; refuses bad ids and out-of-scope users', async () => {
    const [own] = await t.sql<{ id: number }>(
      `select q.id from question q join exam e on e.course_id = q.course_id join subject s on s.id = q.subject_id and s.active
       where e.id = ? and q.status = '5.3.' order by q.id limit 2`,
      [examId],
    );
    const [foreign] = await t.sql<{ id: number }>(
      "select q.id from question q join course c on c.id = q.course_id where c.course_code = 'CIV101' and q.status = '5.3.' limit 1",
    );
    const r = await get(examPrintPaths.questions(A, examId, [foreign.id, own.id]));
    expect(r.status).toBe(200);
    expect(r.body.questions.map((q: { questionId: number }) => q.questionId)).toEqual([own.id]);
    expect((await get(`/api/exams/${A}/${examId}/questions/print?ids=1,x`)).status).toBe(422);
    expect((await get(`/api/exams/${A}/${examId}/models/100/print`)).status).toBe(404);
    expect((await get(examPrintPaths.model(A, examId, 1, false), await t.login('creator'))).status).toBe(403);
  });
});

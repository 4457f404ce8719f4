import { itemStatistics } from '@mizan/domain/item-statistics';
import { type QuestionListResponse, questionPaths } from '@mizan/domain/questions';
import {
  type ExamItemAnalysisResponse,
  type QuestionItemStatisticsResponse,
  REPORT_MESSAGES,
  reportPaths,
} from '@mizan/domain/reports';
import { scanPaths } from '@mizan/domain/scoring';
import { BOOT_TIMEOUT, startTestApp, type TestApp } from '../../test/harness.js';
import { userWith } from '../../test/questions.js';
import { PaperExamReader, type PaperModel } from '../exam-papers/scans/paper-exam.js';
import { MIN_ANSWERS_KEY } from './item-stats.sweep.js';
import { until } from '../../test/until.js';

const STUDENTS = 40;

/**
 * Item statistics from stored answers (issue 18 part 7-8), over HTTP on the demo's published paper
 * exam: forty students answer model A as the answer store keeps them (the scans and the electronic
 * submission write these rows); publishing the results computes the analysis, writes the measured
 * difficulty back to the question version, and the need-to-fix filter finds the question whose
 * stated difficulty is off by more than 0.15 - only from the minimum number of answers up.
 */
describe('165.4.x item statistics: analysis, write-back, need-to-fix', () => {
  let t: TestApp;
  let creator: string;
  /** Reads questions (165.2.1. view) in the whole university. */
  let reader: string;
  let examId: number;
  let model: PaperModel;
  /** Two MCQs of the model: one measured far off its stated difficulty, one on it. */
  let off: PaperModel['questions'][number];
  let on: PaperModel['questions'][number];
  let stated: Map<number, number>;
  /** Students right on `off`. */
  let rightOff: number;

  const analysis = () => t.request('GET', reportPaths.examItemAnalysis(examId), { token: creator });
  const publish = async () => {
    const res = await t.request('POST', scanPaths.publish('165.7.1.', examId), { token: creator });
    expect(res.status).toBeLessThan(300);
  };
  /** Waits for the analysis of the latest publication. */
  const analysed = () =>
    until(async () => {
      const [row] = await t.sql<{ fresh: boolean }>(
        `select r.published_at >= p.published_at as fresh from exam_item_run r
         join exam_result_publication p on p.exam_id = r.exam_id where r.exam_id = ?`,
        [examId],
      );
      return row?.fresh ? true : undefined;
    });
  /** Correct answers out of STUDENTS for a measured difficulty of `d`. */
  const rightFor = (d: number) => Math.round(STUDENTS * (1 - d));

  beforeAll(async () => {
    t = await startTestApp();
    creator = await t.login('examcreator');
    reader = (await userWith(t, 'item-reader', 'UNI', { '165.2.1.': ['9.2.'] })).token;
    [{ id: examId }] = await t.sql<{ id: number }>(
      "select id from exam where name = 'Final (published)' order by id limit 1",
    );
    const exam = await t.running.app.get(PaperExamReader).load(examId);
    model = [...exam.models.values()][0];
    const mcqs = model.questions.filter((q) => q.body.type === '3.2.');
    [off, on] = mcqs;
    const rows = await t.sql<{ id: number; difficulty: string }>(
      'select id, difficulty from question where id = any(?::int[])',
      [`{${mcqs.map((q) => q.questionId).join(',')}}`],
    );
    stated = new Map(rows.map((r) => [r.id, Number(r.difficulty)]));
  }, BOOT_TIMEOUT);
  afterAll(() => t.close());

  it('says why there is no analysis before the results are published', async () => {
    const res = await analysis();
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ message: REPORT_MESSAGES.noResults });
  });

  it('publishing computes the analysis per model: facility, distractors, omitted, KR-20 as the domain function gives', async () => {
    const d = stated.get(off.questionId)!;
    rightOff = rightFor(d >= 0.5 ? d - 0.3 : d + 0.3);
    const right = new Map([
      [off.position, rightOff],
      [on.position, rightFor(stated.get(on.questionId)!)],
    ]);
    const marks: (number | null)[][] = [];
    for (let i = 0; i < STUDENTS; i++) {
      const [student] = await t.sql<{ id: number }>(
        `insert into exam_student (exam_id, student_number, name, model_id) values (?, ?, ?::jsonb, ?) returning id`,
        [
          examId,
          `4040${String(i).padStart(4, '0')}`,
          JSON.stringify({ ar: `طالب ${i}`, en: `Student ${i}` }),
          model.modelId,
        ],
      );
      const row: (number | null)[] = [];
      for (const q of model.questions) {
        // Choice questions: student i is right when among the first `right` (ability by index);
        // the others are left unanswered (their mark 0, counted as omitted).
        const correct = q.body.type === '3.2.' ? q.body.options.findIndex((o) => o.correct) : -1;
        const isRight = i < (right.get(q.position) ?? STUDENTS - 10 - (q.position % 7));
        const response =
          q.body.type === '3.2.'
            ? { type: '3.2.', chosen: [isRight ? correct : (correct + 1) % q.body.options.length] }
            : {};
        const mark = q.body.type === '3.2.' && isRight ? q.degree : 0;
        row.push(q.body.type === '3.2.' ? mark : null);
        await t.sql(
          `insert into exam_answer (exam_id, student_id, position, model_id, question_id, version, response, source, marks, max_marks)
           values (?, ?, ?, ?, ?, ?, ?::jsonb, 'omr', ?, ?)`,
          [
            examId,
            student.id,
            q.position,
            model.modelId,
            q.questionId,
            q.version,
            JSON.stringify(response),
            mark,
            q.degree,
          ],
        );
      }
      marks.push(row);
    }
    await publish();
    await analysed();
    const res = await analysis();
    expect(res.status).toBe(200);
    const body = res.body as ExamItemAnalysisResponse;
    const a = body.models.find((m) => m.modelId === model.modelId)!;
    expect(a.students).toBe(STUDENTS);
    const item = (q: { position: number }) => a.items.find((x) => x.position === q.position)!;
    expect(item(off).facility).toBeCloseTo(right.get(off.position)! / STUDENTS, 4);
    expect(item(on).facility).toBeCloseTo(right.get(on.position)! / STUDENTS, 4);
    const correctOff = off.body.type === '3.2.' ? off.body.options.findIndex((o) => o.correct) : 0;
    expect(item(off).distractors?.[correctOff]).toBe(right.get(off.position));
    expect(item(off).omitted).toBe(0);
    const written = model.questions.find((q) => q.body.type !== '3.2.');
    if (written) expect(item(written).omitted).toBe(1);
    const expected = itemStatistics({ marks, maxMarks: model.questions.map((q) => q.degree) });
    expect(a.alpha).toBeCloseTo(expected.test.alpha!, 3);
    expect(a.mean).toBeCloseTo(expected.test.mean!, 2);
    expect(item(off).pointBiserial).toBeCloseTo(
      expected.questions[model.questions.indexOf(off)].pointBiserial!,
      3,
    );
    // The same as a PDF and an .xlsx.
    const pdf = await fetch(`${t.url}${reportPaths.examItemAnalysis(examId)}?format=pdf&lang=ar`, {
      headers: { Authorization: `Bearer ${creator}` },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  }, 120_000);

  it('writes the measured difficulty back to the question version; the need-to-fix filter lists the one off', async () => {
    const measured = await t.sql<{
      id: number;
      measured_difficulty: string | null;
      measured_answers: number;
    }>('select id, measured_difficulty, measured_answers from question where id = any(?::int[])', [
      `{${off.questionId},${on.questionId}}`,
    ]);
    const of = (id: number) => measured.find((m) => m.id === id)!;
    expect(of(off.questionId).measured_answers).toBe(STUDENTS);
    expect(Number(of(off.questionId).measured_difficulty)).toBeCloseTo(1 - rightOff / STUDENTS, 2);
    const view = await t.request('GET', reportPaths.questionItemStatistics(off.questionId), {
      token: reader,
    });
    expect(view.status).toBe(200);
    const stats = view.body as QuestionItemStatisticsResponse;
    expect(stats.minAnswers).toBe(30);
    expect(stats.versions[0]).toMatchObject({ version: off.version, answers: STUDENTS, exams: 1 });
    expect(stats.versions[0].difficulty).toBeCloseTo(Number(of(off.questionId).measured_difficulty), 2);
    expect(Math.abs(stats.versions[0].difficulty! - stats.stated.difficulty!)).toBeGreaterThan(0.15);

    const [{ course_id: courseId }] = await t.sql<{ course_id: number }>(
      'select course_id from exam where id = ?',
      [examId],
    );
    const list = await t.request(
      'GET',
      `${questionPaths.list('165.2.1.')}?courseId=${courseId}&needToFix=difficulty&limit=50`,
      { token: reader },
    );
    expect(list.status).toBe(200);
    const ids = (list.body as QuestionListResponse).questions.map((q) => q.questionId);
    expect(ids).toContain(off.questionId);
    expect(ids).not.toContain(on.questionId);
  });

  it('below the minimum answers (a setting) the question keeps no measure, so it is not judged', async () => {
    await t.sql("insert into app_setting (key, value) values (?, '50')", [MIN_ANSWERS_KEY]);
    await publish();
    await analysed();
    const [q] = await t.sql<{ measured_difficulty: string | null; measured_answers: number }>(
      'select measured_difficulty, measured_answers from question where id = ?',
      [off.questionId],
    );
    expect(q).toEqual({ measured_difficulty: null, measured_answers: STUDENTS });
    const view = (
      await t.request('GET', reportPaths.questionItemStatistics(off.questionId), { token: reader })
    ).body as QuestionItemStatisticsResponse;
    expect(view.minAnswers).toBe(50);
    expect(view.versions[0].answers).toBe(STUDENTS);
  });

  it('keeps the analysis to readers of the exam and the measures to readers of the question', async () => {
    const outsider = (await userWith(t, 'nobody-exams', 'UNI', { '165.4.1.': ['9.2.'] })).token;
    expect((await t.request('GET', reportPaths.examItemAnalysis(examId), { token: outsider })).status).toBe(
      403,
    );
    expect(
      (await t.request('GET', reportPaths.questionItemStatistics(off.questionId), { token: outsider }))
        .status,
    ).toBe(403);
    expect(
      (await t.request('GET', reportPaths.examItemAnalysis(99_999_999), { token: creator })).status,
    ).toBe(404);
    expect(
      (await t.request('GET', `${reportPaths.examItemAnalysis(examId)}?format=doc`, { token: creator }))
        .status,
    ).toBe(422);
  });
});

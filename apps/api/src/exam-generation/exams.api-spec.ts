import { EXAM_MESSAGES as M, examPaths, type ExamView, type ModelView } from '@mizan/domain/exam-generation';
import { MESSAGES } from '@mizan/domain/messages';
import { examBody, type ExamCourse, examCourse, specRows } from '../../test/exams.js';
import { BOOT_TIMEOUT, startTestApp, type TestApp } from '../../test/harness.js';
import { CourseHooks } from '../courses/course-hooks.js';

const A = '165.7.1.';

describe('165.7.1. exams over HTTP: creation, specification, generation, models, publishing', () => {
  let t: TestApp;
  let token: string;
  let c: ExamCourse;
  /** Another SCI course with a bank of its own: its questions never go into c's exams. */
  let other: ExamCourse;

  const req = (method: string, path: string, body?: unknown) => t.request(method, path, { token, body });
  const view = async (examId: number) => (await req('GET', examPaths.view(A, examId))).body as ExamView;
  const model = async (examId: number, modelNo: number) =>
    (await req('GET', examPaths.model(A, examId, modelNo))).body as ModelView;
  /** A new exam of c with its specification written. */
  async function examWithSpec(over = {}): Promise<{ examId: number; version: number }> {
    const add = await req('POST', examPaths.add(A), examBody(c.courseId, over));
    expect(add.status).toBe(200);
    const { examId } = add.body;
    const spec = await req('PUT', examPaths.specification(A, examId), { rows: specRows(c), version: 0 });
    expect(spec.status).toBe(200);
    return { examId, version: spec.body.lockVersion };
  }
  /** Every hard rule a generated exam must meet, read back over HTTP and from the tables. */
  async function checkModels(examId: number) {
    const exam = await view(examId);
    expect(exam.models).toHaveLength(exam.exam.modelsCount);
    const seen = new Map<number, number>();
    for (const m of exam.models) {
      expect(m).toMatchObject({ complete: true, questionCount: 12, degreeTotal: 24 });
      const full = await model(examId, m.modelNo);
      const ids = full.questions.map((q) => q.questionId);
      expect(new Set(ids).size).toBe(ids.length);
      const rows = await t.sql<{
        id: number;
        course_id: number;
        status: string;
        language: string;
        subject_id: number;
        question_type: string;
      }>(
        'select id, course_id, status, language, subject_id, question_type from question where id = any(?::int[])',
        [`{${ids.join(',')}}`],
      );
      for (const r of rows)
        expect({ course: r.course_id, status: r.status, language: r.language }).toEqual({
          course: c.courseId,
          status: '5.3.',
          language: exam.exam.language,
        });
      exam.specification.forEach((row) => {
        const n = rows.filter(
          (r) => r.subject_id === row.subjectId && r.question_type === row.questionType,
        ).length;
        expect(n).toBe(row.count);
      });
      for (const id of ids) seen.set(id, (seen.get(id) ?? 0) + 1);
    }
    // 22.2. with no share allowed (maxSharedShare absent: 0): no question in two models.
    expect([...seen.values()].every((n) => n === 1)).toBe(true);
  }

  beforeAll(async () => {
    t = await startTestApp();
    token = await t.login('examcreator');
    c = await examCourse(t, 'MTH101', 900);
    other = await examCourse(t, 'MTH201', 100);
  }, BOOT_TIMEOUT * 2);
  afterAll(() => t.close());

  describe('creation (SPEC 5)', () => {
    it('tells the screen before the user types, and refuses each blocked course with its own text', async () => {
      expect((await req('GET', examPaths.canAdd(A, c.courseId))).body).toEqual({
        allowed: true,
        message: null,
      });
      const [empty] = await t.sql<{ id: number }>("select id from course where course_code = 'MTH301'");
      const [inactive] = await t.sql<{ id: number }>("select id from course where course_code = 'MTH701'");
      expect((await req('GET', examPaths.canAdd(A, empty.id))).body).toEqual({
        allowed: false,
        message: M.courseHasNoQuestions,
      });
      expect((await req('GET', examPaths.canAdd(A, inactive.id))).body.message).toEqual(M.courseNotActive);
      const refused = await req('POST', examPaths.add(A), examBody(empty.id));
      expect(refused).toMatchObject({ status: 422, body: { message: M.courseHasNoQuestions } });
      // A course outside examcreator's faculty is not found.
      const [eng] = await t.sql<{ id: number }>("select id from course where course_code = 'CIV101'");
      expect((await req('GET', examPaths.canAdd(A, eng.id))).status).toBe(404);
    });

    it('refuses bad exam data field by field', async () => {
      const res = await req(
        'POST',
        examPaths.add(A),
        examBody(c.courseId, { modelsCount: 101, maxSharedShare: 0.5, modelsMatch: '22.1.' }),
      );
      expect(res.status).toBe(422);
      expect(Object.keys(res.body.fields).sort()).toEqual(['maxSharedShare', 'modelsCount']);
    });
  });

  describe('specification', () => {
    it('must add up to the exam, use the course subjects, and carry the current version', async () => {
      const { examId } = (await req('POST', examPaths.add(A), examBody(c.courseId))).body;
      const path = examPaths.specification(A, examId);
      const short = await req('PUT', path, { rows: specRows(c).slice(1), version: 0 });
      expect(short.status).toBe(422);
      expect(short.body.fields.rows.en).toBe('The specification asks for 8 questions; the exam has 12');
      const foreign = specRows(c).map((r, i) => (i === 0 ? { ...r, subjectId: other.subjectIds[0] } : r));
      expect((await req('PUT', path, { rows: foreign, version: 0 })).body.fields).toEqual({
        'rows.0.subjectId': MESSAGES.invalidOption,
      });
      const zero = specRows(c).map((r, i) => (i === 0 ? { ...r, count: 0 } : r));
      expect((await req('PUT', path, { rows: zero, version: 0 })).body.fields['rows.0.degree']).toEqual(
        M.zeroCountWithDegree,
      );
      const many = Array.from({ length: 1000 }, () => specRows(c)[0]);
      expect((await req('PUT', path, { rows: many, version: 0 })).status).toBe(422);
      const ok = await req('PUT', path, { rows: specRows(c), version: 0 });
      expect(ok).toMatchObject({ status: 200, body: { lockVersion: 1 } });
      const stale = await req('PUT', path, { rows: specRows(c), version: 0 });
      expect(stale).toMatchObject({ status: 409, body: { message: M.staleExam } });
      expect((await view(examId)).specification).toEqual(specRows(c));
    });
  });

  describe('generation', () => {
    it('assembles every model so that every hard rule holds, over several seeds', async () => {
      const { examId } = await examWithSpec();
      let version = 1;
      for (const seed of [1, 7, 42, 1234]) {
        const res = await req('POST', examPaths.generate(A, examId), { seed, version });
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({ seed, lockVersion: version + 1 });
        version = res.body.lockVersion;
        await checkModels(examId);
        expect((await view(examId)).status).toBe('modelsComplete');
      }
    });

    it("picks only questions in the exam's language (the bank holds both)", async () => {
      const languages = await t.sql<{ language: string }>(
        "select distinct language from question where course_id = ? and status = '5.3.' order by language",
        [c.courseId],
      );
      expect(languages.map((l) => l.language)).toEqual(['4.1.', '4.2.']);
      for (const language of ['4.1.', '4.2.'] as const) {
        const { examId, version } = await examWithSpec({ language });
        const res = await req('POST', examPaths.generate(A, examId), { seed: 11, version });
        expect(res.status).toBe(200);
        await checkModels(examId);
      }
    });

    it('gives the same models for the same seed, and regenerating one model keeps the others', async () => {
      const { examId, version } = await examWithSpec();
      const first = await req('POST', examPaths.generate(A, examId), { seed: 5, version });
      const before = await Promise.all([0, 1, 2].map((n) => model(examId, n)));
      const again = await req('POST', examPaths.generate(A, examId), {
        seed: 5,
        version: first.body.lockVersion,
      });
      expect(await Promise.all([0, 1, 2].map((n) => model(examId, n)))).toEqual(before);
      const one = await req('POST', examPaths.generate(A, examId), {
        seed: 99,
        modelNos: [1],
        version: again.body.lockVersion,
      });
      expect(one.status).toBe(200);
      const after = await Promise.all([0, 1, 2].map((n) => model(examId, n)));
      expect([after[0], after[2]]).toEqual([before[0], before[2]]);
      expect(after[1]).not.toEqual(before[1]);
      await checkModels(examId);
    });

    it('explains an infeasible specification row by row (422), writing nothing', async () => {
      const add = await req(
        'POST',
        examPaths.add(A),
        examBody(c.courseId, { questionCount: 400, totalDegree: 400, modelsCount: 2 }),
      );
      const { examId } = add.body;
      // The bank holds far fewer than 396 approved MCQs of one subject.
      const rows = [
        { subjectId: c.subjectIds[0], questionType: '3.2.', count: 396, degree: 1 },
        { subjectId: c.subjectIds[0], questionType: '3.4.', count: 4, degree: 1 },
      ];
      const spec = await req('PUT', examPaths.specification(A, examId), { rows, version: 0 });
      expect(spec.status).toBe(200);
      const res = await req('POST', examPaths.generate(A, examId), { version: spec.body.lockVersion });
      expect(res.status).toBe(422);
      expect(res.body.message).toEqual(M.bankLacks);
      expect(res.body.shortages[0]).toMatchObject({ row: 0, needed: 792 });
      expect(res.body.shortages[0].message.en).toMatch(
        /^Subject .*, Multiple choice, difficulty 0-1: 792 needed/,
      );
      expect(res.body.shortages[0].message.ar).toContain('مطلوب');
      const after = await view(examId);
      expect({ models: after.models, lockVersion: after.lockVersion }).toEqual({
        models: [],
        lockVersion: 1,
      });
    });
  });

  describe('models by hand', () => {
    let examId: number;
    let version: number;
    beforeAll(async () => {
      ({ examId, version } = await examWithSpec());
      version = (await req('POST', examPaths.generate(A, examId), { seed: 3, version })).body.lockVersion;
    });
    const save = (modelNo: number, body: object) => req('PUT', examPaths.model(A, examId, modelNo), body);

    it('saves a model incomplete, refuses it complete until the SPEC 5 rules hold', async () => {
      const m = await model(examId, 0);
      const fewer = m.questions.slice(1).map((q) => ({ questionId: q.questionId, degree: q.degree }));
      const complete = await save(0, { code: m.code, complete: true, questions: fewer, version });
      expect(complete.status).toBe(422);
      expect(complete.body.fields.questions.en).toBe('The model has 11 questions; the exam has 12');
      const incomplete = await save(0, { code: m.code, complete: false, questions: fewer, version });
      expect(incomplete.status).toBe(200);
      version = incomplete.body.lockVersion;
      expect(incomplete.body.issues.length).toBeGreaterThan(0);
      const exam = await view(examId);
      expect(exam.status).toBe('draft');
      expect(exam.models[0]).toMatchObject({ complete: false, questionCount: 11 });
      // 20.6.: listed with the exams that have incomplete models.
      const list = await req('GET', `${examPaths.list(A)}?courseId=${c.courseId}&examType=20.6.&limit=50`);
      expect(list.body.exams.map((e: { examId: number }) => e.examId)).toContain(examId);
      // The question taken out goes back, by the version the model used.
      const back = await save(0, {
        code: m.code,
        complete: true,
        questions: m.questions.map((q) => ({ questionId: q.questionId, degree: q.degree })),
        version,
      });
      expect(back.status).toBe(200);
      version = back.body.lockVersion;
      // Re-added, it is a new pick: same question and version, its choices shuffled afresh.
      const ids = (x: ModelView) => x.questions.map((q) => [q.questionId, q.version, q.degree]);
      expect(ids(await model(examId, 0))).toEqual(ids(m));
      expect((await view(examId)).status).toBe('modelsComplete');
    });

    it('refuses a question of another course, a repeated question, a taken code and a stale version', async () => {
      const m = await model(examId, 0);
      const body = m.questions.map((q) => ({ questionId: q.questionId, degree: q.degree }));
      const [foreign] = await t.sql<{ id: number }>(
        "select id from question where course_id = ? and status = '5.3.' limit 1",
        [other.courseId],
      );
      const res = await save(0, {
        code: m.code,
        complete: false,
        questions: [...body.slice(1), { questionId: foreign.id, degree: 2 }],
        version,
      });
      expect(res.status).toBe(422);
      expect(res.body.fields['questions.11.questionId'].en).toBe(
        `Question ${foreign.id} is not an approved question of this course's active subjects`,
      );
      const [otherLanguage] = await t.sql<{ id: number }>(
        "select id from question where course_id = ? and status = '5.3.' and language <> ? limit 1",
        [c.courseId, (await view(examId)).exam.language],
      );
      const placed = await save(0, {
        code: m.code,
        complete: false,
        questions: [...body.slice(1), { questionId: otherLanguage.id, degree: 2 }],
        version,
      });
      expect(placed.status).toBe(422);
      expect(placed.body.fields['questions.11.questionId'].en).toBe(
        `Question ${otherLanguage.id} is not in the exam's language`,
      );
      const twice = await save(0, { code: m.code, complete: false, questions: [...body, body[0]], version });
      expect(twice.body.fields['questions.12']).toEqual(M.duplicateQuestionInModel);
      const taken = await save(0, { code: '01', complete: false, questions: body, version });
      expect(taken.body.fields.code.en).toBe('Model code 01 is already used by another model of this exam');
      expect((await save(0, { code: '7', complete: false, questions: body, version })).status).toBe(422);
      expect((await save(5, { code: '05', complete: false, questions: body, version })).status).toBe(422);
      const stale = await save(0, { code: m.code, complete: false, questions: body, version: version - 1 });
      expect(stale).toMatchObject({ status: 409, body: { message: M.staleExam } });
      expect(await model(examId, 0)).toEqual(m);
    });

    it('replaces a question with a ranked equivalent of its specification row', async () => {
      const m = await model(examId, 2);
      const cands = await req('GET', examPaths.candidates(A, examId, 2, 1));
      expect(cands.status).toBe(200);
      expect(cands.body).toMatchObject({ position: 1, row: 0 });
      expect(cands.body.candidates.length).toBeGreaterThan(0);
      const inModel = new Set(m.questions.map((q) => q.questionId));
      for (const q of cands.body.candidates) {
        expect(inModel.has(q.questionId)).toBe(false);
        expect(q.questionType).toBe(m.questions[0].questionType);
      }
      // Only in the exam's language (English), though the course's bank holds Arabic questions too.
      const languages = await t.sql<{ language: string }>(
        'select distinct language from question where id = any(?::int[])',
        [`{${cands.body.candidates.map((q: { questionId: number }) => q.questionId).join(',')}}`],
      );
      expect(languages).toEqual([{ language: '4.2.' }]);
      const pick = cands.body.candidates[0].questionId;
      const questions = m.questions.map((q, i) => ({
        questionId: i === 0 ? pick : q.questionId,
        degree: q.degree,
      }));
      const res = await save(2, { code: m.code, complete: true, questions, version });
      expect(res.status).toBe(200);
      version = res.body.lockVersion;
      expect((await model(examId, 2)).questions[0].questionId).toBe(pick);
      expect((await req('GET', examPaths.candidates(A, examId, 2, 99))).status).toBe(422);
    });

    it('publishes complete models only, warns before publishing again, counts exposure once per exam', async () => {
      const m = await model(examId, 1);
      const fewer = m.questions.slice(1).map((q) => ({ questionId: q.questionId, degree: q.degree }));
      version = (await save(1, { code: m.code, complete: false, questions: fewer, version })).body
        .lockVersion;
      const refused = await req('POST', examPaths.publish(A, examId), { version });
      expect(refused).toMatchObject({ status: 422, body: { message: M.incompleteModels } });
      const all = m.questions.map((q) => ({ questionId: q.questionId, degree: q.degree }));
      version = (await save(1, { code: m.code, complete: true, questions: all, version })).body.lockVersion;
      const published = await req('POST', examPaths.publish(A, examId), { version });
      expect(published.status).toBe(200);
      version = published.body.lockVersion;
      expect((await view(examId)).status).toBe('published');
      const used = m.questions[0].questionId;
      const exposure = () =>
        t.sql<{ n: number }>('select exposure_count as n from question_exposure where question_id = ?', [
          used,
        ]);
      expect(await exposure()).toEqual([{ n: 1 }]);

      // An edit after publishing: the exam must be published again, with a warning.
      version = (await save(1, { code: m.code, complete: true, questions: all, version })).body.lockVersion;
      expect((await view(examId)).status).toBe('modelsComplete');
      const warned = await req('POST', examPaths.publish(A, examId), { version });
      expect(warned).toMatchObject({ status: 409, body: { message: M.republishWarning, republish: true } });
      const again = await req('POST', examPaths.publish(A, examId), { version, confirm: true });
      expect(again.status).toBe(200);
      version = again.body.lockVersion;
      expect(await exposure()).toEqual([{ n: 1 }]);
      // 20.4.: published exams.
      const list = await req('GET', `${examPaths.list(A)}?courseId=${c.courseId}&examType=20.4.`);
      expect(list.body.exams.map((e: { examId: number }) => e.examId)).toEqual([examId]);
    });

    it('refuses every edit once the distribution is approved', async () => {
      await t.sql("update exam set status = 'distributionApproved' where id = ?", [examId]);
      const m = await model(examId, 0);
      const body = m.questions.map((q) => ({ questionId: q.questionId, degree: q.degree }));
      for (const res of [
        await req('PUT', examPaths.specification(A, examId), { rows: specRows(c), version }),
        await req('POST', examPaths.generate(A, examId), { version }),
        await save(0, { code: m.code, complete: true, questions: body, version }),
        await req('POST', examPaths.publish(A, examId), { version, confirm: true }),
      ])
        expect(res).toMatchObject({ status: 422, body: { message: M.examLocked } });
    });
  });

  describe('list and course hooks', () => {
    it('pages and sorts the course exams and filters 20.5. (no model)', async () => {
      const { examId } = (
        await req(
          'POST',
          examPaths.add(A),
          examBody(c.courseId, { name: 'Aaa first', deliveryMode: '20.3.' }),
        )
      ).body;
      const page = await req(
        'GET',
        `${examPaths.list(A)}?courseId=${c.courseId}&limit=5&page=1&orderBy=name&desc=false`,
      );
      expect(page.status).toBe(200);
      expect(page.body).toMatchObject({ currentPage: 1, rights: ['9.2.', '9.3.', '9.4.', '9.5.'] });
      expect(page.body.exams).toHaveLength(5);
      expect(page.body.exams[0]).toMatchObject({ examId, name: 'Aaa first', status: 'draft' });
      expect(page.body.totalItems).toBeGreaterThan(5);
      const none = await req('GET', `${examPaths.list(A)}?courseId=${c.courseId}&examType=20.5.&limit=50`);
      expect(none.body.exams.map((e: { examId: number }) => e.examId)).toContain(examId);
      const electronic = await req('GET', `${examPaths.list(A)}?courseId=${c.courseId}&examType=20.3.`);
      expect(electronic.body.exams.map((e: { examId: number }) => e.examId)).toEqual([examId]);
      expect((await req('GET', `${examPaths.list(A)}?courseId=${c.courseId}&orderBy=nope`)).status).toBe(422);
    });

    it('answers the course hooks from real exams; a course with exams has content', async () => {
      const admin = await t.login('admin');
      const exams = await t.request('GET', `/api/courses/165.1.1./${c.courseId}/getCourseElectronicExams`, {
        token: admin,
      });
      expect(exams.status).toBe(200);
      expect(exams.body.exams.map((e: { name: { en: string } }) => e.name.en)).toContain('Aaa first');
      const { examId } = exams.body.exams[0];
      const redirect = await t.request(
        'GET',
        `/api/courses/165.1.1./${c.courseId}/getExamRedirect/${examId}`,
        { token: admin },
      );
      expect(redirect.body).toEqual({ redirect: `/exam-generation/${c.courseId}/${examId}` });
      const elsewhere = await t.request(
        'GET',
        `/api/courses/165.1.1./${other.courseId}/getExamRedirect/${examId}`,
        { token: admin },
      );
      expect(elsewhere.status).toBe(404);
      const hooks = t.running.app.get(CourseHooks);
      const em = t.running.database.orm.em.fork();
      const [empty] = await t.sql<{ id: number }>("select id from course where course_code = 'MTH401'");
      expect(await hooks.courseHasContent(empty.id, em)).toBe(false);
      await t.sql(
        `insert into exam (course_id, name, delivery_mode, starts_at, duration_minutes, total_degree, question_count,
           language, models_count, models_match) values (?, 'x', '20.2.', now(), 60, 10, 10, '4.1.', 1, '22.1.')`,
        [empty.id],
      );
      expect(await hooks.courseHasContent(empty.id, em)).toBe(true);
    });
  });
});

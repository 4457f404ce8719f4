import { QUESTION_MESSAGES as M, type QuestionListItem, questionPaths as P } from '@mizan/domain/questions';
import { BOOT_TIMEOUT, startTestApp, type TestApp } from '../../test/harness.js';
import { SETTING_KEYS } from './question-settings.js';
import { addQuestion, type CourseFixture, content, courseFixture, userWith } from '../../test/questions.js';

describe('165.2.1. question list and near-duplicate detection', () => {
  let t: TestApp;
  let token: string;
  let f: CourseFixture;
  let other: CourseFixture;
  const ids: Record<string, number> = {};
  const list = async (query: Record<string, string | number>) => {
    const qs = new URLSearchParams(
      Object.entries({ courseId: f.courseId, ...query }).map(([k, v]) => [k, String(v)]),
    );
    const res = await t.request('GET', `${P.list('165.2.1.')}?${qs}`, { token });
    return res;
  };
  const idsOf = (res: { body: { questions: QuestionListItem[] } }) =>
    res.body.questions.map((q) => q.questionId);
  const similar = (body: Record<string, unknown>) =>
    t.request('POST', P.similar(), { token, body: { courseId: f.courseId, ...body } });

  beforeAll(async () => {
    t = await startTestApp();
    f = await courseFixture(t, 'CIV201');
    other = await courseFixture(t, 'CIV301');
    // This file owns these courses' questions (the demo seed may have put some there).
    await t.sql('delete from question where course_id in (?, ?)', [f.courseId, other.courseId]);
    token = (await userWith(t, 'qlister', 'ENG', { '165.2.1.': ['9.2.', '9.3.', '9.4.', '9.5.'] })).token;
    ids.arabic = await addQuestion(t, token, f, {
      ...content(f, '3.4.', '<p>أَحْمَدُ ذهب إلى المدرسةِ في الصباحِ الباكر</p>'),
      language: '4.1.',
    });
    ids.english = await addQuestion(
      t,
      token,
      f,
      content(f, '3.2.', '<p>The beam carries a uniform load of 10 kN/m</p>'),
    );
    ids.essay = await addQuestion(
      t,
      token,
      f,
      content(f, '3.1.', '<p>Explain why concrete cracks under tension</p>'),
    );
    ids.draft = await addQuestion(t, token, f, {
      ...content(f, '3.4.', '<p>Unfinished statement</p>'),
      degree: null,
    });
    ids.elsewhere = await addQuestion(
      t,
      token,
      other,
      content(other, '3.4.', '<p>The beam carries a uniform load of 10 kN/m</p>'),
    );
  }, BOOT_TIMEOUT);
  afterAll(() => t.close());

  it('pages the course’s questions newest first, with totals and the caller’s rights', async () => {
    const page1 = await list({ limit: 5 });
    expect(page1.status).toBe(200);
    expect(page1.body).toMatchObject({
      currentPage: 1,
      totalItems: 4,
      totalCapped: false,
      rights: ['9.2.', '9.3.', '9.4.', '9.5.'],
    });
    expect(idsOf(page1)).toEqual([ids.draft, ids.essay, ids.english, ids.arabic]);
    expect(page1.body.questions[0]).toMatchObject({
      status: '5.1.',
      text: 'Unfinished statement',
      subjectId: f.subjectId,
      version: 1,
      canEdit: true,
      canDelete: true,
      creator: { name: { en: 'Tester qlister' } },
    });
    const sorted = await list({ orderBy: 'questionId', desc: 'false', limit: 5, page: 1 });
    expect(idsOf(sorted)).toEqual([ids.arabic, ids.english, ids.essay, ids.draft]);
    const page2 = await list({ orderBy: 'questionId', desc: 'false', limit: 5, page: 2 });
    expect(page2.body).toMatchObject({ currentPage: 2, totalItems: 4, questions: [] });
    expect((await list({ limit: 7 })).status).toBe(422);
  });

  it('filters by type, status, subject, ILO, language, creator and folded text', async () => {
    expect(idsOf(await list({ questionType: '3.2.' }))).toEqual([ids.english]);
    expect(idsOf(await list({ status: '5.1.' }))).toEqual([ids.draft]);
    expect(idsOf(await list({ language: '4.1.' }))).toEqual([ids.arabic]);
    expect((await list({ subjectId: f.subjectId })).body.totalItems).toBe(4);
    expect((await list({ iloId: f.iloIds[0] })).body.totalItems).toBe(4);
    expect((await list({ iloId: 999999 })).body.totalItems).toBe(0);
    expect((await list({ creatorId: 999999 })).body.totalItems).toBe(0);
    // Arabic spelling and diacritics folded on both sides; Latin case-insensitive.
    expect(idsOf(await list({ text: 'احمد ذهب الي المدرسه' }))).toEqual([ids.arabic]);
    expect(idsOf(await list({ text: 'CONCRETE' }))).toEqual([ids.essay]);
    expect(idsOf(await list({ text: '100%' }))).toEqual([]);
  });

  it('hides deleted questions unless asked for by status', async () => {
    const id = await addQuestion(t, token, f, content(f, '3.4.', '<p>Soon deleted</p>'));
    await t.request('DELETE', P.remove(id), { token });
    expect(idsOf(await list({}))).not.toContain(id);
    expect(idsOf(await list({ status: '5.5.' }))).toEqual([id]);
  });

  it('finds questions whose estimates are off the measured values (need to fix)', async () => {
    // difficulty 0.5 and time 2 minutes in the samples
    await t.sql('update question set measured_difficulty = 0.8 where id = ?', [ids.english]);
    await t.sql('update question set measured_time = 4 where id = ?', [ids.essay]);
    await t.sql('update question set measured_difficulty = 0.6, measured_time = 2.4 where id = ?', [
      ids.arabic,
    ]);
    expect(idsOf(await list({ needToFix: 'difficulty' }))).toEqual([ids.english]);
    expect(idsOf(await list({ needToFix: 'time' }))).toEqual([ids.essay]);
    await t.sql('update question set measured_time = 1 where id = ?', [ids.english]);
    expect(idsOf(await list({ needToFix: 'both' }))).toEqual([ids.english]);
  });

  it('finds similar questions with Arabic normalised, most similar first, in this course only', async () => {
    const res = await similar({ text: '<p>احمد ذهب الى المدرسة فى الصباح الباكر</p>' });
    expect(res.status).toBe(200);
    expect(res.body.threshold).toBe(0.7);
    expect(res.body.similar).toHaveLength(1);
    expect(res.body.similar[0]).toMatchObject({
      questionId: ids.arabic,
      questionType: '3.4.',
      status: '5.6.',
    });
    expect(res.body.similar[0].similarity).toBeGreaterThanOrEqual(0.7);

    const beam = await similar({ text: 'The beam carries a uniform load of 10 kN/m.' });
    expect(beam.body.similar.map((s: { questionId: number }) => s.questionId)).toEqual([ids.english]);
    expect(beam.body.similar[0].text).toBe('The beam carries a uniform load of 10 kN/m');
    expect(
      (await similar({ text: 'The beam carries a uniform load of 10 kN/m', excludeQuestionId: ids.english }))
        .body.similar,
    ).toEqual([]);
    expect((await similar({ text: 'A completely different sentence about soils' })).body.similar).toEqual([]);
    // Another course's copy is not this course's business; nor a course out of scope.
    const outsider = await userWith(t, 'qsimilar', 'SCI', { '165.2.1.': ['9.2.', '9.3.'] });
    const out = await t.request('POST', P.similar(), {
      token: outsider.token,
      body: { courseId: f.courseId, text: 'x y z' },
    });
    expect(out.status).toBe(404);
  });

  it('serves the check to reviewers through 165.2.2. and refuses it without a right on the app used', async () => {
    const reviewer = await userWith(t, 'qsimreviewer', 'ENG', { '165.2.2.': ['9.2.'] });
    const body = { courseId: f.courseId, text: 'The beam carries a uniform load of 10 kN/m.' };
    const res = await t.request('POST', P.similar('165.2.2.'), { token: reviewer.token, body });
    expect(res.status).toBe(200);
    expect(res.body.similar.map((s: { questionId: number }) => s.questionId)).toEqual([ids.english]);
    expect((await t.request('POST', P.similar(), { token: reviewer.token, body })).status).toBe(403);
    const noRight = await userWith(t, 'qsimnoright', 'ENG', { '165.2.1.': ['9.2.'] });
    expect((await t.request('POST', P.similar('165.2.2.'), { token: noRight.token, body })).status).toBe(403);
  });

  it('asks to confirm a save similar to an existing question (409), then saves on confirmation', async () => {
    const before = (await list({})).body.totalItems;
    const body = {
      courseId: f.courseId,
      question: content(f, '3.2.', '<p>The beam carries a uniform load of 10 kN/m!</p>'),
    };
    const conflict = await t.request('POST', P.add(), { token, body });
    expect(conflict.status).toBe(409);
    expect(conflict.body.message).toEqual(M.similarExists);
    expect(conflict.body.similar[0].questionId).toBe(ids.english);
    expect((await list({})).body.totalItems).toBe(before);
    const saved = await t.request('POST', P.add(), { token, body: { ...body, confirmSimilar: true } });
    expect(saved.status).toBe(200);
    // An edit that leaves the stem as it was is not asked again.
    const again = await t.request('PUT', P.update(saved.body.questionId), {
      token,
      body: { ...body, editType: 0 },
    });
    expect(again.status).toBe(200);
  });

  it('reads the similarity threshold from app_setting', async () => {
    await t.setting(SETTING_KEYS.similarityThreshold, '0.3');
    const res = await similar({ text: 'The beam carries a load' });
    expect(res.body.threshold).toBe(0.3);
    expect(res.body.similar.map((s: { questionId: number }) => s.questionId)).toContain(ids.english);
    await t.setting(SETTING_KEYS.similarityThreshold, null);
    expect((await similar({ text: 'The beam carries a load' })).body.threshold).toBe(0.7);
  });

  // 'planet' has 7 trigrams and 'planet xy' 3 more: 7/10, which is 0.69999999 in PostgreSQL's float4.
  // 'astronomical' has 13 and 'astronomical zyxwvu' 7 more: 13/20 = 0.65.
  it('counts a question exactly at the threshold as similar, through the bands and through the trigram index', async () => {
    const planet = await addQuestion(t, token, f, content(f, '3.4.', '<p>planet</p>'));
    const astronomical = await addQuestion(t, token, f, content(f, '3.4.', '<p>astronomical</p>'));
    await t.setting(SETTING_KEYS.similarityThreshold, null);
    const atSeventy = await similar({ text: 'planet xy' });
    expect(atSeventy.body.threshold).toBe(0.7);
    expect(atSeventy.body.similar).toEqual([
      expect.objectContaining({ questionId: planet, similarity: 0.7 }),
    ]);
    await t.setting(SETTING_KEYS.similarityThreshold, '0.65');
    const atSixtyFive = await similar({ text: 'astronomical zyxwvu' });
    expect(atSixtyFive.body.threshold).toBe(0.65);
    expect(atSixtyFive.body.similar).toEqual([
      expect.objectContaining({ questionId: astronomical, similarity: 0.65 }),
    ]);
    await t.setting(SETTING_KEYS.similarityThreshold, null);
  });
});

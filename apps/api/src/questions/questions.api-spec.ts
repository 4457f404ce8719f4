import { codesOf, QUESTION_TYPES } from '@mizan/domain/codes';
import { MESSAGES } from '@mizan/domain/messages';
import {
  QUESTION_MESSAGES as M,
  type QuestionBody,
  type QuestionContent,
  questionPaths as P,
} from '@mizan/domain/questions';
import { BOOT_TIMEOUT, startTestApp, type TestApp } from '../../test/harness.js';
import { addQuestion, type CourseFixture, content, courseFixture, userWith } from '../../test/questions.js';
import { SETTING_KEYS } from './question-settings.js';

type Body<T extends QuestionBody['type']> = Extract<QuestionBody, { type: T }>;

describe('165.2.1. question bank: saves, rules, versions, timeline, transitions, rights', () => {
  let t: TestApp;
  let creator: string;
  let admin: string;
  let f: CourseFixture;
  const count = async (table: string) =>
    (await t.sql<{ n: number }>(`select count(*)::int as n from ${table}`))[0].n;
  const save = (token: string, question: QuestionContent, extra: Record<string, unknown> = {}) =>
    t.request('POST', P.add(), {
      token,
      body: { courseId: f.courseId, question, confirmSimilar: true, ...extra },
    });
  const edit = (token: string, id: number, question: QuestionContent, extra: Record<string, unknown> = {}) =>
    t.request('PUT', P.update(id), {
      token,
      body: { courseId: f.courseId, question, confirmSimilar: true, ...extra },
    });

  beforeAll(async () => {
    t = await startTestApp();
    creator = await t.login('creator');
    admin = await t.login('admin');
    f = await courseFixture(t, 'CIV101');
  }, BOOT_TIMEOUT);
  afterAll(() => t.close());

  it.each(codesOf(QUESTION_TYPES))(
    'adds a complete question of type %s as COMPLETE, version 1.0',
    async (type) => {
      // The sample's stem (with its blanks) made unique, so no earlier sample counts as similar.
      const sample = content(f, type);
      const res = await save(creator, {
        ...sample,
        stem: `${sample.stem}<p>Variant ${type} ${Math.random()}</p>`,
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        status: '5.6.',
        version: 1,
        revision: 0,
        missing: [],
        warnings: [],
        message: M.questionAdded,
      });
      const detail = await t.request('GET', P.one('165.2.1.', res.body.questionId), { token: creator });
      expect(detail.body).toMatchObject({
        status: '5.6.',
        courseId: f.courseId,
        canEdit: true,
        missing: [],
      });
      expect(detail.body.question.body.type).toBe(type);
      const [links] = await t.sql<{ n: number }>(
        'select count(*)::int as n from question_ilo where question_id = ?',
        [res.body.questionId],
      );
      expect(links.n).toBe(1);
    },
  );

  it('saves an incomplete question as INCOMPLETE and lists what is missing', async () => {
    const draft: QuestionContent = {
      ...content(f, '3.2.', '<p></p>'),
      subjectId: null,
      ilos: [],
      degree: null,
      body: {
        type: '3.2.',
        options: [
          { id: 'a', text: '<p>x</p>', correct: false },
          { id: 'b', text: '', correct: false },
        ],
      },
    };
    const res = await save(creator, draft);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('5.1.');
    const fields = res.body.missing.map((m: { field: string }) => m.field);
    expect(fields).toEqual(
      expect.arrayContaining(['stem', 'subjectId', 'ilos', 'degree', 'body.options', 'body.options.1.text']),
    );
    const detail = await t.request('GET', P.one('165.2.1.', res.body.questionId), { token: creator });
    expect(detail.body.missing).toContainEqual({ field: 'body.options', message: M.missingCorrect });
  });

  const broken: [string, (c: QuestionContent) => void, string, { ar: string; en: string }][] = [
    [
      '4 blanks',
      (c) => {
        c.stem =
          '<p><span data-blank="b1"></span><span data-blank="b2"></span><span data-blank="b3"></span><span data-blank="b4"></span></p>';
        (c.body as Body<'3.7.'>).blanks.push(
          { id: 'b3', answers: ['x'], degree: 1 },
          { id: 'b4', answers: ['y'], degree: 1 },
        );
      },
      'question.stem',
      { ar: 'الحد الأقصى ٣ فراغات', en: 'At most 3 blanks are allowed' },
    ],
    [
      '6 answers in a blank',
      (c) => {
        (c.body as Body<'3.7.'>).blanks[0].answers = ['a', 'b', 'c', 'd', 'e', 'f'];
      },
      'question.body.blanks.0.answers',
      { ar: 'الحد الأقصى ٥ إجابات لكل فراغ', en: 'At most 5 answers are allowed per blank' },
    ],
    [
      'a repeated answer',
      (c) => {
        (c.body as Body<'3.7.'>).blanks[1].answers = ['CAIRO'];
      },
      'question.body.blanks.1.answers.0',
      M.repeatedAnswer,
    ],
    [
      'blanks not matching the text',
      (c) => {
        (c.body as Body<'3.7.'>).blanks.pop();
      },
      'question.body.blanks',
      M.blanksNotMatching,
    ],
    [
      'unequal blank degrees',
      (c) => {
        (c.body as Body<'3.7.'>).blanks[0].degree = 3;
      },
      'question.body.blanks',
      M.blankDegreesEqual,
    ],
  ];

  it.each(broken)(
    'refuses a fill-in-the-blanks question with %s (422, nothing written)',
    async (_, change, field, message) => {
      const before = await count('question');
      const c = content(f, '3.7.');
      change(c);
      const res = await save(creator, c);
      expect(res.status).toBe(422);
      expect(res.body.fields[field]).toEqual(message);
      expect(await count('question')).toBe(before);
    },
  );

  it.each<[string, QuestionBody['type'], (c: QuestionContent) => void, string, { ar: string; en: string }]>([
    [
      'rubric weights over 1',
      '3.1.',
      (c) => {
        (c.body as Body<'3.1.'>).rubrics = [
          { id: 'r1', text: 'a', weight: 0.7 },
          { id: 'r2', text: 'b', weight: 0.4 },
        ];
      },
      'question.body.rubrics',
      { ar: 'مجموع أوزان معايير التصحيح يجب ألا يزيد عن ١', en: 'The rubric weights must sum to at most 1' },
    ],
    [
      'answer words over the maximum',
      '3.1.',
      (c) => {
        (c.body as Body<'3.1.'>).answerWordsMax = 99999;
      },
      'question.body.answerWordsMax',
      { ar: 'أقصى عدد كلمات للإجابة هو ٥٠٠٠', en: 'The answer-words limit is at most 5000' },
    ],
    [
      'two correct MCQ answers',
      '3.2.',
      (c) => {
        (c.body as Body<'3.2.'>).options[1].correct = true;
      },
      'question.body.options',
      M.mcqOneCorrect,
    ],
    [
      '21 MMCQ choices',
      '3.3.',
      (c) => {
        (c.body as Body<'3.3.'>).options = Array.from({ length: 21 }, (_, i) => ({
          id: `o${i}`,
          text: `${i}`,
          correct: true,
        }));
      },
      'question.body.options',
      { ar: 'الحد الأقصى ٢٠ اختيارات (من أ إلى ر)', en: 'At most 20 choices are allowed (a to t)' },
    ],
    [
      'a case-study sub-question breaking its rule',
      '3.5.',
      (c) => {
        ((c.body as Body<'3.5.'>).subQuestions[0].body as Body<'3.2.'>).options[1].correct = true;
      },
      'question.body.subQuestions.0.body.options',
      M.mcqOneCorrect,
    ],
    [
      'a zero ILO weight',
      '3.4.',
      (c) => {
        c.ilos[0].weight = 0;
      },
      'question.ilos.0.weight',
      M.iloZeroWeight,
    ],
    [
      'three decimals',
      '3.4.',
      (c) => {
        c.difficulty = 0.555;
      },
      'question.difficulty',
      MESSAGES.maxDecimals,
    ],
    [
      'a three-digit model code',
      '3.4.',
      (c) => {
        c.modelCode = '100';
      },
      'question.modelCode',
      M.modelCode,
    ],
    [
      'an ILO of another subject',
      '3.4.',
      (c) => {
        c.ilos[0].iloId = 999999;
      },
      'question.ilos.0.iloId',
      M.iloNotOfSubject,
    ],
    [
      'a subject of another course',
      '3.4.',
      (c) => {
        c.subjectId = 999999;
      },
      'question.subjectId',
      M.subjectNotOfCourse,
    ],
  ])('refuses %s (422 with the field message)', async (_, type, change, field, message) => {
    const c = content(f, type);
    change(c);
    const res = await save(creator, c);
    expect(res.status).toBe(422);
    expect(res.body.fields[field]).toEqual(message);
  });

  it('accepts a matching question with distractors and refuses one without pairs only as incomplete', async () => {
    const none = {
      ...content(f, '3.6.', '<p>Match nothing here</p>'),
      body: { type: '3.6.' as const, pairs: [], distractors: [] },
    };
    const res = await save(creator, none);
    expect(res.body.status).toBe('5.1.');
    expect(res.body.missing).toContainEqual({ field: 'body.pairs', message: M.missingPairs });
  });

  it('reads the rich-text maximum from app_setting', async () => {
    await t.setting(SETTING_KEYS.richTextMax, '200');
    const res = await save(creator, content(f, '3.4.', `<p>${'long '.repeat(50)}</p>`));
    expect(res.status).toBe(422);
    expect(res.body.fields['question.stem']).toEqual({
      ar: 'الحد الأقصى ٢٠٠ حرف',
      en: 'Max length 200 characters',
    });
    const limits = await t.request('GET', P.settings('165.2.1.'), { token: creator });
    expect(limits.body).toEqual({ richTextMax: 200, similarityThreshold: 0.7 });
    await t.setting(SETTING_KEYS.richTextMax, null);
  });

  it('stores sanitised HTML and plain text, and warns about retired equation formats', async () => {
    const res = await save(
      creator,
      content(
        f,
        '3.4.',
        '<p onclick="steal()">Solve $$x^2=4$$ <script>alert(1)</script><img src="javascript:alert(1)"></p>',
      ),
    );
    expect(res.status).toBe(200);
    expect(res.body.warnings).toEqual([{ field: 'stem', message: M.deprecatedEquation }]);
    const [row] = await t.sql<{ content: QuestionContent; text_plain: string }>(
      'select content, text_plain from question where id = ?',
      [res.body.questionId],
    );
    expect(row.content.stem).toBe('<p>Solve $$x^2=4$$ </p>');
    expect(row.text_plain).toBe('Solve $$x^2=4$$');
  });

  it('keeps minor edits in the version with a new revision, makes a new version on a major one, and diffs them', async () => {
    const id = await addQuestion(t, creator, f, content(f, '3.2.', '<p>Versioned question about beams</p>'));
    const minor = await edit(creator, id, content(f, '3.2.', '<p>Versioned question about steel beams</p>'), {
      editType: 0,
      baseRevision: 0,
    });
    expect(minor.body).toMatchObject({ version: 1, revision: 1, status: '5.6.', message: M.questionSaved });
    // Figures measured on version 1 (the reports area's write-back) stay with it, not with version 2.
    await t.sql(
      'update question set measured_difficulty = 0.7, measured_time = 2, measured_answers = 40 where id = ?',
      [id],
    );
    const major = await edit(
      creator,
      id,
      content(f, '3.2.', '<p>Versioned question about concrete beams</p>'),
      {
        editType: '1',
        baseRevision: 1,
      },
    );
    expect(major.body).toMatchObject({ version: 2, revision: 2 });
    expect(
      (
        await t.sql(
          'select measured_difficulty, measured_time, measured_answers from question where id = ?',
          [id],
        )
      )[0],
    ).toEqual({ measured_difficulty: null, measured_time: null, measured_answers: 0 });
    const stale = await edit(creator, id, content(f, '3.2.', '<p>Late edit</p>'), {
      editType: 0,
      baseRevision: 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toEqual(M.staleQuestion);

    const versions = await t.request('GET', P.versions('165.2.1.', id), { token: creator });
    expect(
      versions.body.versions.map((v: { version: number; revision: number; editType: string | null }) => [
        v.version,
        v.revision,
        v.editType,
      ]),
    ).toEqual([
      [2, 2, '1'],
      [1, 1, '0'],
      [1, 0, null],
    ]);
    const first = await t.request('GET', P.version('165.2.1.', id, 1, 0), { token: creator });
    const last = await t.request('GET', P.version('165.2.1.', id, 2, 2), { token: creator });
    expect(first.body.question.stem).toBe('<p>Versioned question about beams</p>');
    expect(last.body.question.stem).toBe('<p>Versioned question about concrete beams</p>');
    expect((await t.request('GET', P.version('165.2.1.', id, 9, 9), { token: creator })).status).toBe(404);

    const timeline = await t.request('GET', P.timeline('165.2.1.', id), { token: creator });
    expect(
      timeline.body.timeline.map((e: { kind: string; version?: number; revision?: number }) => [
        e.kind,
        e.version,
        e.revision,
      ]),
    ).toEqual([
      ['version', 2, 2],
      ['version', 1, 1],
      ['created', 1, 0],
    ]);
    expect(timeline.body.timeline[0].by).toMatchObject({
      username: 'creator',
      name: { en: 'Dr. Sara Creator' },
    });
  });

  it('submits a COMPLETE question for review, refuses others (422) and a stale version (409)', async () => {
    const draft = await save(creator, {
      ...content(f, '3.4.', '<p>Draft to submit later</p>'),
      degree: null,
    });
    const incomplete = await t.request('POST', P.submit(draft.body.questionId), {
      token: creator,
      body: { version: 1 },
    });
    expect(incomplete.status).toBe(422);
    expect(incomplete.body.message).toEqual(M.submitNotComplete);

    const id = await addQuestion(t, creator, f, content(f, '3.4.', '<p>A complete statement to review</p>'));
    const stale = await t.request('POST', P.submit(id), { token: creator, body: { version: 2 } });
    expect(stale.status).toBe(409);
    const ok = await t.request('POST', P.submit(id), { token: creator, body: { version: 1, revision: 0 } });
    expect(ok.body).toEqual({ status: '5.2.', message: M.questionSubmitted });
    const again = await t.request('POST', P.submit(id), { token: creator, body: { version: 1 } });
    expect(again.status).toBe(422);

    // Editing a question under review takes it back to the author's side, on the timeline.
    const edited = await edit(
      creator,
      id,
      content(f, '3.4.', '<p>A complete statement to review, edited</p>'),
    );
    expect(edited.body.status).toBe('5.6.');
    const timeline = await t.request('GET', P.timeline('165.2.1.', id), { token: creator });
    const statuses = timeline.body.timeline.filter((e: { kind: string }) => e.kind === 'status');
    expect(statuses.map((e: { from: string; to: string }) => [e.from, e.to])).toEqual([
      ['5.2.', '5.6.'],
      ['5.6.', '5.2.'],
    ]);
  });

  it('lets the owner edit, others only with editAll (9.14.); delete needs 9.5. own / 9.15. others', async () => {
    const id = await addQuestion(t, creator, f, content(f, '3.4.', '<p>Owned by the creator</p>'));
    const editor = await userWith(t, 'qeditor', 'ENG', { '165.2.1.': ['9.2.', '9.3.', '9.5.'] });
    const refused = await edit(editor.token, id, content(f, '3.4.', '<p>Not yours</p>'));
    expect(refused.status).toBe(403);
    expect(refused.body.message).toEqual(M.noRightEditOthers);
    const del = await t.request('DELETE', P.remove(id), { token: editor.token });
    expect(del.status).toBe(403);
    expect(del.body.message).toEqual(M.noRightDeleteOthers);
    // Without delete 9.5. the route itself is refused, even on one's own question.
    const author = await userWith(t, 'qauthor', 'ENG', { '165.2.1.': ['9.2.', '9.3.'] });
    const mine = await addQuestion(t, author.token, f, content(f, '3.4.', '<p>Owned by the author</p>'));
    expect((await t.request('DELETE', P.remove(mine), { token: author.token })).status).toBe(403);

    const own = await addQuestion(t, editor.token, f, content(f, '3.4.', '<p>Owned by the editor</p>'));
    const list = await t.request(
      'GET',
      `${P.list('165.2.1.')}?courseId=${f.courseId}&creatorId=${editor.userId}`,
      { token: editor.token },
    );
    expect(list.body.questions).toEqual([
      expect.objectContaining({ questionId: own, canEdit: true, canDelete: true }),
    ]);
    const gone = await t.request('DELETE', P.remove(own), { token: editor.token });
    expect(gone.body).toEqual({ status: '5.5.', message: M.questionDeleted });
    expect((await edit(editor.token, own, content(f, '3.4.'))).status).toBe(404);
    const deletedDetail = await t.request('GET', P.one('165.2.1.', own), { token: editor.token });
    expect(deletedDetail.body).toMatchObject({ status: '5.5.', canEdit: false, canDelete: false });

    const byAdmin = await edit(admin, id, content(f, '3.4.', '<p>Edited by the administrator</p>'));
    expect(byAdmin.status).toBe(200);
    expect((await t.request('DELETE', P.remove(id), { token: admin })).status).toBe(200);
  });

  it('hides questions of courses outside the caller’s scope (404) and serves reviewers through 165.2.2.', async () => {
    const id = await addQuestion(
      t,
      creator,
      f,
      content(f, '3.4.', '<p>Only for the engineering faculty</p>'),
    );
    const outsider = await userWith(t, 'qoutsider', 'SCI', { '165.2.1.': ['9.2.', '9.3.'] });
    expect((await t.request('GET', P.one('165.2.1.', id), { token: outsider.token })).status).toBe(404);
    expect(
      (await t.request('GET', `${P.list('165.2.1.')}?courseId=${f.courseId}`, { token: outsider.token }))
        .status,
    ).toBe(404);
    expect((await edit(outsider.token, id, content(f, '3.4.'))).status).toBe(404);
    expect((await t.request('GET', P.one('165.2.1.', 999999), { token: creator })).status).toBe(404);

    const reviewer = await t.login('reviewer');
    const read = await t.request('GET', P.one('165.2.2.', id), { token: reviewer });
    expect(read.status).toBe(200);
    expect(read.body.canEdit).toBe(false);
    expect((await t.request('GET', P.timeline('165.2.2.', id), { token: reviewer })).status).toBe(200);
    expect((await t.request('GET', P.one('165.2.1.', id), { token: reviewer })).status).toBe(403);
    expect((await t.request('GET', P.one('165.1.1.', id), { token: admin })).status).toBe(404);
  });
});

import { Right } from '@mizan/domain/access';
import { MESSAGES } from '@mizan/domain/messages';
import { questionImportPaths as P } from '@mizan/domain/question-import';
import { BOOT_TIMEOUT, startTestApp, type TestApp } from '../../test/harness.js';
import { type CourseFixture, courseFixture, userWith } from '../../test/questions.js';
import { WORD_TXT_TEMPLATE } from './templates.js';

/** SPEC 4: importing as approved skips review, so it needs the right to decide reviews. */
describe('165.2.1. import as approved needs edit 9.4. on 165.2.2.', () => {
  let t: TestApp;
  let f: CourseFixture;
  beforeAll(async () => {
    t = await startTestApp();
    f = await courseFixture(t, 'CIV101');
  }, BOOT_TIMEOUT);
  afterAll(() => t?.close());

  /** A preview of the Word template by `token`, then its commit with `approved`. */
  const importAll = async (token: string, approved: boolean) => {
    const body = new FormData();
    body.set('courseId', String(f.courseId));
    body.set('importType', '3');
    body.set('file', new Blob([Buffer.from(WORD_TXT_TEMPLATE)]), 'questions.txt');
    const preview = await t.request('POST', P.preview(), { token, raw: { body } });
    expect(preview.status).toBe(200);
    return t.request('POST', P.commit(), {
      token,
      body: {
        courseId: f.courseId,
        importId: preview.body.importId,
        indexes: [0],
        subjectId: f.subjectId,
        ilos: [{ iloId: f.iloIds[0], weight: 1 }],
        difficulty: 0.4,
        expectedTime: 2,
        degree: 1,
        approved,
      },
    });
  };
  const statusOf = async (id: number) =>
    (await t.sql<{ status: string }>('select status from question where id = ?', [id]))[0].status;

  it('refuses a creator without any review right with 403, and writes nothing', async () => {
    const creator = await t.login('creator');
    const before = (await t.sql<{ n: number }>('select count(*)::int as n from question'))[0].n;
    const res = await importAll(creator, true);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: MESSAGES.forbidden });
    expect((await t.sql<{ n: number }>('select count(*)::int as n from question'))[0].n).toBe(before);
    // As drafts the same import goes through.
    const drafts = await importAll(creator, false);
    expect(drafts.status).toBe(200);
    expect(await statusOf(drafts.body.questionIds[0])).not.toBe('5.3.');
  });

  it('refuses one who may only view reviews', async () => {
    const { token } = await userWith(t, 'import-viewer', 'ENG', {
      '165.2.1.': [Right.view, Right.add],
      '165.2.2.': [Right.view],
    });
    expect((await importAll(token, true)).status).toBe(403);
  });

  it('admits one who may decide reviews', async () => {
    const { token } = await userWith(t, 'import-reviewer', 'ENG', {
      '165.2.1.': [Right.view, Right.add],
      '165.2.2.': [Right.view, Right.edit],
    });
    const res = await importAll(token, true);
    expect(res.status).toBe(200);
    expect(await statusOf(res.body.questionIds[0])).toBe('5.3.');
  });
});

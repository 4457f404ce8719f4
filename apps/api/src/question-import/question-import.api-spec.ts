import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import JSZip from 'jszip';
import { Right } from '@mizan/domain/access';
import { FILE_MESSAGES } from '@mizan/domain/files';
import { fill } from '@mizan/domain/i18n';
import { BYTES_PER_MB, LIMITS } from '@mizan/domain/limits';
import {
  EXPORT_IDS_MAX,
  type ExportBody,
  type ExportFormat,
  type ImportKind,
  PREVIEW_PAGE,
  QUESTION_IMPORT_MESSAGES as M,
  questionImportPaths as P,
} from '@mizan/domain/question-import';
import type { QuestionContent } from '@mizan/domain/questions';
import { BOOT_TIMEOUT, startTestApp, type TestApp } from '../../test/harness.js';
import { addQuestion, type CourseFixture, content, courseFixture, userWith } from '../../test/questions.js';
import { WORD_TXT_TEMPLATE } from './templates.js';

const FIXTURES = path.resolve(import.meta.dirname, '../../../../../shared/fixtures');
const hasFixtures = existsSync(FIXTURES);
if (!hasFixtures) console.warn(`question-import API: ${FIXTURES} is absent, fixture uploads skipped`);

const form = (courseId: number, importType: ImportKind | string, name: string, data: Uint8Array | string) => {
  const body = new FormData();
  body.set('courseId', String(courseId));
  body.set('importType', importType);
  body.set('file', new Blob([typeof data === 'string' ? Buffer.from(data) : Buffer.from(data)]), name);
  return { raw: { body } };
};

const zipOf = async (
  files: Record<string, string | Uint8Array>,
  opts: JSZip.JSZipGeneratorOptions<'uint8array'> = {},
) => {
  const zip = new JSZip();
  for (const [name, data] of Object.entries(files)) zip.file(name, data);
  return zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE', ...opts });
};

/** Comparable parts of a question: ids and links left out (a round trip makes new part ids). */
const shape = (c: QuestionContent) =>
  JSON.parse(
    JSON.stringify({ type: c.questionType, stem: c.stem, body: c.body })
      .replace(/"id":"[^"]*",?/g, '')
      .replace(/data-blank=\\"[^"]*\\"/g, 'data-blank'),
  );

describe('165.2.1. question import and export over HTTP', () => {
  let t: TestApp;
  let token: string;
  let f: CourseFixture;

  beforeAll(async () => {
    t = await startTestApp();
    token = await t.login('creator');
    f = await courseFixture(t, 'CIV101');
  }, BOOT_TIMEOUT);
  afterAll(() => t?.close());

  const preview = (importType: ImportKind | string, name: string, data: Uint8Array | string, who = token) =>
    t.request('POST', P.preview(), { token: who, ...form(f.courseId, importType, name, data) });

  const exportFile = (body: ExportBody | Record<string, unknown>) =>
    fetch(`${t.url}${P.export()}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('previews a Word text file, then commits the selection as approved with subject and ILOs in one go', async () => {
    // As approved needs the right to decide reviews (SPEC 4; import-approved.api-spec.ts).
    const reviewer = (
      await userWith(t, 'import-approver', 'ENG', {
        '165.2.1.': [Right.view, Right.add],
        '165.2.2.': [Right.view, Right.edit],
      })
    ).token;
    const res = await preview(
      '3',
      'questions.txt',
      `\ufeff${WORD_TXT_TEMPLATE.replace(/\n/g, '\r\n')}`,
      reviewer,
    );
    expect(res.status).toBe(200);
    expect(res.body.counts).toEqual({ total: 4, valid: 4, invalid: 0 });
    expect(res.body.questions.map((q: { questionType: string }) => q.questionType)).toEqual([
      '3.2.',
      '3.3.',
      '3.2.',
      '3.4.',
    ]);
    expect(res.body.questions[2].question.stem).toContain('ما عاصمة مصر؟');
    expect(res.body.questions[0].question.body.options.map((o: { correct: boolean }) => o.correct)).toEqual([
      false,
      true,
      false,
    ]);
    const before = (await t.sql<{ n: number }>('select count(*)::int as n from question'))[0].n;
    const commit = await t.request('POST', P.commit(), {
      token: reviewer,
      body: {
        courseId: f.courseId,
        importId: res.body.importId,
        indexes: [0, 1, { index: 2, subjectId: f.subjectId, ilos: [{ iloId: f.iloIds[0], weight: 0.5 }] }],
        subjectId: f.subjectId,
        ilos: [{ iloId: f.iloIds[0], weight: 1 }],
        // The Word file gives none of these: the commit fills them in, so the questions are complete.
        difficulty: 0.4,
        expectedTime: 2,
        degree: 1.5,
        approved: true,
      },
    });
    expect(commit.status).toBe(200);
    expect(commit.body.added).toBe(3);
    expect(commit.body.message).toEqual(fill(M.imported, { added: 3 }));
    const rows = await t.sql<{
      status: string;
      subject_id: number;
      weight: string;
      content: QuestionContent;
    }>(
      `select q.status, q.subject_id, qi.weight, q.content from question q join question_ilo qi on qi.question_id = q.id
       where q.id = any(?::int[]) order by q.id`,
      [`{${commit.body.questionIds.join(',')}}`],
    );
    expect(rows.map((r) => r.subject_id)).toEqual([f.subjectId, f.subjectId, f.subjectId]);
    expect(rows.map((r) => Number(r.weight))).toEqual([1, 1, 0.5]);
    expect(rows.map((r) => r.status)).toEqual(['5.3.', '5.3.', '5.3.']);
    expect(rows.map((r) => [r.content.difficulty, r.content.expectedTime, r.content.degree])).toEqual([
      [0.4, 2, 1.5],
      [0.4, 2, 1.5],
      [0.4, 2, 1.5],
    ]);
    // Created complete, then approved by the import: the same status entry a decision writes.
    const events = await t.sql<{ kind: string; to_status: string }>(
      'select kind, to_status from question_event where question_id = any(?::int[]) order by id',
      [`{${commit.body.questionIds.join(',')}}`],
    );
    expect(events.map((e) => `${e.kind} ${e.to_status}`).sort()).toEqual([
      ...Array(3).fill('created 5.6.'),
      ...Array(3).fill('status 5.3.'),
    ]);
    expect((await t.sql<{ n: number }>('select count(*)::int as n from question'))[0].n).toBe(before + 3);
    // A preview is used once.
    const again = await t.request('POST', P.commit(), {
      token: reviewer,
      body: { courseId: f.courseId, importId: res.body.importId, indexes: [3] },
    });
    expect(again.status).toBe(410);
    expect(again.body.message).toEqual(M.importExpired);
  });

  it('writes nothing when one selected question fails (all or nothing), and needs a selection', async () => {
    const res = await preview('3', 'q.txt', WORD_TXT_TEMPLATE);
    const before = (await t.sql<{ n: number }>('select count(*)::int as n from question'))[0].n;
    const none = await t.request('POST', P.commit(), {
      token,
      body: { courseId: f.courseId, importId: res.body.importId, indexes: [] },
    });
    expect(none.status).toBe(422);
    expect(none.body.fields.indexes).toEqual(M.selectQuestion);
    const bad = await t.request('POST', P.commit(), {
      token,
      body: {
        courseId: f.courseId,
        importId: res.body.importId,
        indexes: [0, { index: 1, subjectId: 999999 }],
      },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.fields)).toEqual(['indexes.1.subjectId']);
    expect((await t.sql<{ n: number }>('select count(*)::int as n from question'))[0].n).toBe(before);
  });

  it('answers the first page of questions whole, the rest on request with their images', async () => {
    const png =
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
    const tf = (n: number, image = '') =>
      `<question type="truefalse"><questiontext format="html"><text><![CDATA[<p>Q${n} is true${image ? '<img src="@@PLUGINFILE@@/dot.png" alt="dot">' : ''}</p>]]></text>${image}</questiontext>
       <answer fraction="100"><text>true</text></answer><answer fraction="0"><text>false</text></answer></question>`;
    const questions = Array.from({ length: PREVIEW_PAGE + 5 }, (_, i) =>
      tf(
        i + 1,
        i === PREVIEW_PAGE + 4 ? `<file name="dot.png" path="/" encoding="base64">${png}</file>` : '',
      ),
    );
    const res = await preview('1', 'many.xml', `<?xml version="1.0"?><quiz>${questions.join('')}</quiz>`);
    expect(res.status).toBe(200);
    const items: { question: QuestionContent | null }[] = res.body.questions;
    expect(items.map((q) => q.question !== null)).toEqual([
      ...Array(PREVIEW_PAGE).fill(true),
      ...Array(5).fill(false),
    ]);
    const last = PREVIEW_PAGE + 4;
    const more = await t.request('GET', P.questions(res.body.importId, f.courseId, [last, PREVIEW_PAGE]), {
      token,
    });
    expect(more.status).toBe(200);
    expect(more.body.questions.map((q: { index: number }) => q.index)).toEqual([last, PREVIEW_PAGE]);
    expect(more.body.questions[0].question.stem).toContain(`Q${last + 1} is true`);
    expect(more.body.questions[0].question.stem).toContain(`data:image/png;base64,${png}`);
    expect(more.body.questions[1].question.stem).toContain(`Q${PREVIEW_PAGE + 1} is true`);
    // Beyond the file: nothing, not an error.
    const beyond = await t.request('GET', P.questions(res.body.importId, f.courseId, [999]), { token });
    expect(beyond.body.questions).toEqual([{ index: 999, question: null }]);
    const bad = await t.request('GET', `${P.questions(res.body.importId, f.courseId, [])}x`, { token });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.fields)).toEqual(['indexes']);
    const noId = await t.request('GET', P.questions('nope', f.courseId, [1]), { token });
    expect(noId.status).toBe(404);
    // Another user's preview is not there for them.
    const admin = await t.login('admin');
    const other = await t.request('GET', P.questions(res.body.importId, f.courseId, [1]), { token: admin });
    expect(other.status).toBe(410);
  });

  it('keeps a preview to its owner', async () => {
    const res = await preview('3', 'q.txt', WORD_TXT_TEMPLATE);
    const admin = await t.login('admin');
    const other = await t.request('POST', P.commit(), {
      token: admin,
      body: { courseId: f.courseId, importId: res.body.importId, indexes: [0] },
    });
    expect(other.status).toBe(410);
  });

  (hasFixtures ? it : it.skip)(
    'imports a Moodle XML file with images: stored and served from their own URL',
    async () => {
      const res = await preview(
        '1',
        'multichoice.xml',
        readFileSync(path.join(FIXTURES, 'moodle-xml/multichoice.xml')),
      );
      expect(res.status).toBe(200);
      expect(res.body.questions[0].question.body.options[0].text).toContain('data:image/jpeg;base64,');
      const commit = await t.request('POST', P.commit(), {
        token,
        body: { courseId: f.courseId, importId: res.body.importId, indexes: [0] },
      });
      expect(commit.status).toBe(200);
      const [q] = await t.sql<{ content: QuestionContent }>('select content from question where id = ?', [
        commit.body.questionIds[0],
      ]);
      const src = /src="([^"]+)"/.exec(JSON.stringify(q.content).replace(/\\"/g, '"'))?.[1] ?? '';
      expect(src).toMatch(/^\/api\/question-images\/[0-9a-f-]{36}$/);
      const image = await fetch(`${t.url}${src}`);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/jpeg');
    },
  );

  (hasFixtures ? it : it.skip)('refuses a file with no valid question, naming each reason', async () => {
    const res = await preview(
      '1',
      'broken.xml',
      readFileSync(path.join(FIXTURES, 'moodle-xml/broken_cloze_questions.xml')),
    );
    expect(res.status).toBe(422);
    expect(res.body.message).toEqual(M.noValidQuestions);
    expect(Object.keys(res.body.fields)).toHaveLength(5);
  });

  describe('files refused before or instead of parsing, without harm', () => {
    const billionLaughs = `<?xml version="1.0"?>
<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
<!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;"><!ENTITY lol9 "&lol3;&lol3;&lol3;">]>
<quiz><question type="truefalse"><questiontext><text>&lol9;</text></questiontext></question></quiz>`;
    const xxe = `<?xml version="1.0"?>
<!DOCTYPE quiz [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>
<quiz><question type="truefalse"><questiontext format="html"><text>&xxe;</text></questiontext>
<answer fraction="100"><text>true</text></answer><answer fraction="0"><text>false</text></answer></question></quiz>`;

    it.each([
      ['XML billion laughs', '1', 'bomb.xml', billionLaughs],
      ['an external entity (file:///etc/passwd)', '1', 'xxe.xml', xxe],
      ['an external entity in QTI', 'qti', 'xxe.xml', xxe],
    ])('%s: 422, entities refused', async (_name, kind, name, data) => {
      const res = await preview(kind, name, data);
      expect(res.status).toBe(422);
      expect(res.body.message).toEqual(M.xmlEntities);
      expect(res.text).not.toContain('root:');
    });

    it('a zip bomb inside a .docx and a .xlsx: 413 before mammoth or exceljs unpack it', async () => {
      const huge = new Uint8Array(70 * BYTES_PER_MB); // zeros: compresses to about 70 KB
      const docx = await zipOf({ '[Content_Types].xml': '<Types/>', 'word/document.xml': huge });
      expect(docx.length).toBeLessThan(LIMITS.questionImportMaxBytes);
      for (const [kind, name] of [
        ['3', 'bomb.docx'],
        ['4', 'bomb.xlsx'],
        ['5', 'bomb.xlsx'],
      ] as const) {
        const res = await preview(kind, name, docx);
        expect(res.status).toBe(413);
        expect(res.body.message).toEqual(
          fill(FILE_MESSAGES.zipTooLarge, { max: LIMITS.zipExpandedMaxBytes / BYTES_PER_MB }),
        );
      }
    });

    it('a path outside the package in a zip entry: 422', async () => {
      const zip = await zipOf({ 'imsmanifest.xml': '<manifest/>', '../../evil.xml': '<x/>' });
      const res = await preview('qti', 'package.zip', zip);
      expect(res.status).toBe(422);
      expect(res.body.message.en).toContain('unsafe path');
    });

    it('a wrong type disguised by its extension: 415 with the type message', async () => {
      const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
      const cases: [ImportKind, string, Uint8Array | string][] = [
        ['3', 'questions.docx', 'just text, not a Word file'],
        ['4', 'questions.xlsx', png],
        ['1', 'questions.xml', await zipOf({ 'a.txt': 'x' })],
        ['1', 'questions.docx', '<quiz/>'],
        ['6', 'questions.json', '<quiz/>'],
      ];
      for (const [kind, name, data] of cases) {
        const res = await preview(kind, name, data);
        expect(res.status).toBe(415);
        expect(res.body.message.en).toMatch(/^Invalid file type/);
      }
    });

    it('a file of 5 MB or more: 413 with the size message', async () => {
      const res = await preview('1', 'big.xml', `<quiz>${' '.repeat(LIMITS.questionImportMaxBytes)}</quiz>`);
      expect(res.status).toBe(413);
      expect(res.body.message).toEqual(fill(M.fileSize, { max: 5 }));
    });

    it('no file, an unknown kind, or a course outside the scope', async () => {
      const body = new FormData();
      body.set('courseId', String(f.courseId));
      body.set('importType', '1');
      const noFile = await t.request('POST', P.preview(), { token, raw: { body } });
      expect(noFile.status).toBe(422);
      expect(noFile.body.fields.file).toEqual(M.fileRequired);
      expect((await preview('7', 'q.xml', '<quiz/>')).status).toBe(422);
      const viewer = await t.login('viewer');
      expect((await preview('1', 'q.xml', '<quiz/>', viewer)).status).toBe(403);
    });
  });

  describe('export imports back to the same questions', () => {
    const ROUNDTRIP: [ExportFormat, ImportKind, string, QuestionContent['questionType'][]][] = [
      ['qmans-xml', '2', 'questions.xml', ['3.1.', '3.2.', '3.3.', '3.4.', '3.5.', '3.6.', '3.7.']],
      ['moodle-xml', '1', 'questions.xml', ['3.2.', '3.3.', '3.4.', '3.6.', '3.7.']],
      ['qti', 'qti', 'questions.zip', ['3.2.', '3.3.', '3.4.', '3.6.', '3.7.']],
    ];
    it.each(ROUNDTRIP)('%s', async (format, kind, name, types) => {
      const ids: number[] = [];
      for (const type of types) {
        const c = content(
          f,
          type,
          `<p>Round trip ${format} ${type} ${ids.length}</p>${content(f, type).stem}`,
        );
        // QTI's text entry has no distractors (FORMATS.md): the round trip compares what QTI carries.
        if (format === 'qti' && c.body.type === '3.7.') c.body.distractors = [];
        ids.push(await addQuestion(t, token, f, c));
      }
      const res = await exportFile({ courseId: f.courseId, format, ids });
      expect(res.status).toBe(200);
      const file = new Uint8Array(await res.arrayBuffer());
      const back = await preview(kind, name, file);
      expect(back.status).toBe(200);
      expect(back.body.counts).toEqual({ total: types.length, valid: types.length, invalid: 0 });
      const stored = await t.sql<{ content: QuestionContent }>(
        'select content from question where id = any(?::int[]) order by id',
        [`{${ids.join(',')}}`],
      );
      expect(back.body.questions.map((q: { question: QuestionContent }) => shape(q.question))).toEqual(
        stored.map((s) => shape(s.content)),
      );
    });
  });

  it('exports up to 5,000 selected questions (more than a URL holds), and refuses a bad selection with its field', async () => {
    const id = await addQuestion(t, token, f, content(f, '3.2.'));
    // Ids of other courses or none at all are passed over: the one question of this course is the file.
    const ids = [id, ...Array.from({ length: EXPORT_IDS_MAX - 1 }, (_, i) => 1_000_000 + i)];
    const res = await exportFile({ courseId: f.courseId, format: 'moodle-xml', ids });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<question type="multichoice">');
    const fields = async (body: Record<string, unknown>) => {
      const bad = await exportFile(body);
      expect(bad.status).toBe(422);
      return Object.keys(((await bad.json()) as { fields: Record<string, unknown> }).fields);
    };
    expect(await fields({ courseId: f.courseId, format: 'moodle-xml', ids: [...ids, 2_000_000] })).toEqual([
      'ids',
    ]);
    expect(await fields({ courseId: f.courseId, format: 'moodle-xml', ids: [] })).toEqual(['ids']);
    expect(await fields({ courseId: f.courseId, format: 'docx', ids: [id] })).toEqual(['format']);
    const none = await exportFile({ courseId: f.courseId, format: 'qti', ids: [1_000_000] });
    expect([none.status, ((await none.json()) as { fields: { ids: unknown } }).fields.ids]).toEqual([
      422,
      M.exportNone,
    ]);
  });

  it('serves a template for every kind, and each template previews', async () => {
    for (const kind of ['1', '2', '3', '4', '5', '6', 'gift', 'aiken', 'qti'] as ImportKind[]) {
      const res = await fetch(`${t.url}${P.template(kind)}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(res.status).toBe(200);
      const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? '';
      const back = await preview(kind, name, new Uint8Array(await res.arrayBuffer()));
      expect([kind, back.status, back.body.counts?.invalid]).toEqual([kind, 200, 0]);
    }
  });
});

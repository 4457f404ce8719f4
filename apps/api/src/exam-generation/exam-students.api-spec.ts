import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { COURSE_MESSAGES } from '@mizan/domain/courses';
import {
  EXAM_MESSAGES as M,
  type ExamSectorsResult,
  type ExamStudent,
  type ExamView,
  examPaths,
  examStudentPaths as S,
} from '@mizan/domain/exam-generation';
import { fill } from '@mizan/domain/i18n';
import { MESSAGES } from '@mizan/domain/messages';
import { questionPaths, type QuestionContent } from '@mizan/domain/questions';
import ExcelJS from 'exceljs';
import { examBody, type ExamCourse, examCourse, specRows } from '../../test/exams.js';
import { BOOT_TIMEOUT, startTestApp, type TestApp } from '../../test/harness.js';

const A = '165.7.1.';

async function xlsx(rows: (string | number | null)[][]): Promise<Uint8Array<ArrayBuffer>> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('students');
  for (const r of rows) ws.addRow(r);
  return new Uint8Array(await wb.xlsx.writeBuffer()) as Uint8Array<ArrayBuffer>;
}

const form = (data: Uint8Array<ArrayBuffer>, name: string, fields: Record<string, string>) => {
  const f = new FormData();
  f.append('file', new Blob([data]), name);
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  return f;
};

/** A tiny student-information system speaking the HTTP JSON adapter's protocol (students only). */
function fakeSis() {
  const state = { students: [] as unknown[], asked: [] as string[] };
  const server = createServer((req, res) => {
    state.asked.push(req.url ?? '');
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ students: state.students }));
  });
  return { state, server };
}

const nid = (n: number) => `3000101${String(n).padStart(7, '0')}`;

describe('165.7.1. exam students, sectors and distribution over HTTP', () => {
  let t: TestApp;
  let token: string;
  let admin: string;
  let c: ExamCourse;
  const sis = fakeSis();

  const req = (method: string, path: string, body?: unknown, as = token) =>
    t.request(method, path, { token: as, body });
  const view = async (examId: number) => (await req('GET', examPaths.view(A, examId))).body as ExamView;
  const upload = (examId: number, data: FormData) =>
    t.request('POST', S.studentsFile(A, examId), { token, raw: { body: data } });
  const students = async (examId: number, query = 'limit=50') =>
    (await req('GET', `${S.students(A, examId)}?${query}`)).body as {
      students: ExamStudent[];
      counts: { active: number; withdrawn: number; unassigned: number };
    };

  /** A published 3-model exam of c: its id and lock version. */
  async function publishedExam(): Promise<{ examId: number; version: number }> {
    const { examId } = (await req('POST', examPaths.add(A), examBody(c.courseId))).body;
    let version = (await req('PUT', examPaths.specification(A, examId), { rows: specRows(c), version: 0 }))
      .body.lockVersion;
    version = (await req('POST', examPaths.generate(A, examId), { seed: 3, version })).body.lockVersion;
    const published = await req('POST', examPaths.publish(A, examId), { version });
    expect(published.status).toBe(200);
    return { examId, version: published.body.lockVersion };
  }

  beforeAll(async () => {
    await new Promise<void>((resolve) => sis.server.listen(0, '127.0.0.1', resolve));
    t = await startTestApp();
    [token, admin] = await Promise.all([t.login('examcreator'), t.login('admin')]);
    c = await examCourse(t, 'MTH101', 900);
  }, BOOT_TIMEOUT * 2);
  afterAll(async () => {
    delete process.env.MIZAN_SIS_URL;
    await t.close();
    await new Promise((resolve) => sis.server.close(resolve));
  });

  it('imports students from the SIS by import type, refusing clearly without one', async () => {
    const { examId } = (await req('POST', examPaths.add(A), examBody(c.courseId))).body;
    delete process.env.MIZAN_SIS_URL;
    const none = await req('POST', S.studentsSis(A, examId), { type: 'all', version: 0 });
    expect(none).toMatchObject({ status: 503, body: { message: COURSE_MESSAGES.sisNotConfigured } });

    process.env.MIZAN_SIS_URL = `http://127.0.0.1:${(sis.server.address() as AddressInfo).port}`;
    await t.sql('update course set ih_id = null where id = ?', [c.courseId]);
    const unknown = await req('POST', S.studentsSis(A, examId), { type: 'all', version: 0 });
    expect(unknown).toMatchObject({ status: 422, body: { message: M.courseNotInSis } });
    await t.sql("update course set ih_id = 'IH-MTH101' where id = ?", [c.courseId]);

    sis.state.students = [];
    const empty = await req('POST', S.studentsSis(A, examId), { type: 'freshmen', version: 0 });
    expect(empty).toMatchObject({ status: 422, body: { message: M.noStudentsToWithdraw } });

    sis.state.students = [
      { nationalId: nid(1), studentNumber: '1001', name: { ar: 'أحمد علي', en: 'Ahmed Ali' } },
      { nationalId: '123', studentNumber: '1002', name: { ar: 'منى حسن', en: 'Mona Hassan' } },
      { nationalId: nid(1), studentNumber: '1003', name: { ar: 'سارة', en: '' } },
    ];
    const bad = await req('POST', S.studentsSis(A, examId), { type: 'everyone', version: 0 });
    expect(bad.status).toBe(422);
    expect(bad.body.fields.type).toBeDefined();
    const res = await req('POST', S.studentsSis(A, examId), { type: 'freshmen', version: 0 });
    expect(res).toMatchObject({ status: 200, body: { added: 3, updated: 0, total: 3, lockVersion: 1 } });
    expect(sis.state.asked.at(-1)).toBe('/courses/IH-MTH101/students?type=freshmen');
    const list = await students(examId);
    // SPEC 5: a malformed national id, or one another student holds, is left empty.
    expect(list.students.map((s) => [s.studentNumber, s.nationalId])).toEqual([
      ['1001', nid(1)],
      ['1002', null],
      ['1003', null],
    ]);
    const again = await req('POST', S.studentsSis(A, examId), { type: 'all', version: 1 });
    expect(again.body).toMatchObject({ added: 0, updated: 3, lockVersion: 2 });
    const stale = await req('POST', S.studentsSis(A, examId), { type: 'all', version: 1 });
    expect(stale).toMatchObject({ status: 409, body: { message: M.staleExam } });
  });

  it('imports a student sheet with a row report (SPEC 5 national id), dry run first', async () => {
    const { examId } = (await req('POST', examPaths.add(A), examBody(c.courseId))).body;
    const rows = [
      ['National id', 'Student number', 'Arabic name', 'English name'],
      [nid(11), '2001', 'خالد', 'Khaled'],
      [nid(12), 2002, 'ليلى', 'Laila'],
      ['29913', '2003', 'عمر', 'Omar'],
      [nid(14), '2001', 'مكرر', 'Duplicate'],
      [nid(15), '2005', '', 'No Arabic name'],
      [nid(16), '2006', 'نور', 'Nour', 'extra'],
      [nid(11), '2007', 'هالة', 'Hala'],
    ];
    const dry = await upload(
      examId,
      form(await xlsx(rows), 'students.xlsx', { version: '0', dryRun: 'true' }),
    );
    expect(dry.status).toBe(200);
    expect(dry.body).toMatchObject({ dryRun: true, total: 7, imported: 2, skipped: 5, lockVersion: 0 });
    expect(dry.body.rows.map((r: { row: number; reason: unknown }) => [r.row, r.reason])).toEqual([
      [2, null],
      [3, null],
      [4, MESSAGES.nationalId],
      [5, fill(M.rowDuplicateInFile, { row: 2 })],
      [6, fill(M.rowMissing, { column: 'C' })],
      [7, M.rowExtraData],
      [8, fill(M.rowDuplicateInFile, { row: 2 })],
    ]);
    expect((await students(examId)).counts.active).toBe(0);

    const done = await upload(examId, form(await xlsx(rows), 'students.xlsx', { version: '0' }));
    expect(done.body).toMatchObject({
      dryRun: false,
      imported: 2,
      lockVersion: 1,
      message: { en: '2 students imported, 5 skipped' },
    });
    expect((await students(examId)).students.map((s) => [s.studentNumber, s.name])).toEqual([
      ['2001', { ar: 'خالد', en: 'Khaled' }],
      ['2002', { ar: 'ليلى', en: 'Laila' }],
    ]);
    // A national id another student of the exam holds is skipped on the next sheet.
    const taken = await upload(
      examId,
      form(await xlsx([[nid(12), '2009', 'سمير', 'Samir']]), 'more.xlsx', { version: '1' }),
    );
    expect(taken.body.rows[0].reason).toEqual(fill(M.rowNationalIdTaken, { studentNumber: '2002' }));
    const stale = await upload(examId, form(await xlsx(rows), 'students.xlsx', { version: '0' }));
    expect(stale.status).toBe(409);
    const text = await upload(
      examId,
      form(new TextEncoder().encode('a,b') as Uint8Array<ArrayBuffer>, 's.csv', { version: '2' }),
    );
    expect(text).toMatchObject({ status: 415, body: { message: M.sheetType } });
    const noFile = await t.request('POST', S.studentsFile(A, examId), {
      token,
      raw: { body: new FormData() },
    });
    expect(noFile.status).toBe(422);
  });

  it('withdraws named or all students, and says when there are none to withdraw', async () => {
    const { examId } = (await req('POST', examPaths.add(A), examBody(c.courseId))).body;
    const none = await req('POST', S.studentsWithdraw(A, examId), { version: 0 });
    expect(none).toMatchObject({ status: 422, body: { message: M.noStudentsToWithdraw } });
    const rows = [1, 2, 3].map((i) => [nid(20 + i), `30${i}`, `طالب ${i}`, `Student ${i}`]);
    await upload(examId, form(await xlsx(rows), 's.xlsx', { version: '0' }));
    const [first] = (await students(examId)).students;
    const one = await req('POST', S.studentsWithdraw(A, examId), {
      studentIds: [first.studentId],
      version: 1,
    });
    expect(one.body).toEqual({ withdrawn: 1, lockVersion: 2 });
    expect((await students(examId)).counts).toEqual({ active: 2, withdrawn: 1, unassigned: 2 });
    expect((await students(examId, 'withdrawn=true')).students.map((s) => s.studentNumber)).toEqual(['301']);
    const all = await req('POST', S.studentsWithdraw(A, examId), { version: 2 });
    expect(all.body).toEqual({ withdrawn: 2, lockVersion: 3 });
    const again = await req('POST', S.studentsWithdraw(A, examId), { version: 3 });
    expect(again).toMatchObject({ status: 422, body: { message: M.noStudentsToWithdraw } });
  });

  it('keeps sectors, distributes students and models (neighbours differ), and locks the exam on approval', async () => {
    let { examId, version } = await publishedExam();
    const rows = Array.from({ length: 10 }, (_, i) => [
      nid(40 + i),
      `5${String(i).padStart(2, '0')}`,
      `ط ${i}`,
      `S ${i}`,
    ]);
    version = (await upload(examId, form(await xlsx(rows), 's.xlsx', { version: String(version) }))).body
      .lockVersion;

    const hall = await req('POST', S.sectors(A, examId), {
      name: 'Hall A',
      kind: 'hall',
      capacity: 4,
      version,
    });
    expect(hall.status).toBe(200);
    version = hall.body.lockVersion;
    const dup = await req('POST', S.sectors(A, examId), {
      name: 'hall a',
      kind: 'committee',
      capacity: 3,
      version,
    });
    expect(dup).toMatchObject({ status: 422, body: { fields: { name: M.sectorNameTaken } } });
    const badCapacity = await req('POST', S.sectors(A, examId), {
      name: 'B',
      kind: 'hall',
      capacity: 0,
      version,
    });
    expect(badCapacity.status).toBe(422);
    const small = await req('POST', S.distribute(A, examId), { version });
    expect(small).toMatchObject({
      status: 422,
      body: { message: { en: 'The sectors seat 4 students; the exam has 10' } },
    });

    const committee = await req('POST', S.sectors(A, examId), {
      name: 'Committee 2',
      kind: 'committee',
      capacity: 5,
      version,
    });
    version = committee.body.lockVersion;
    version = (
      await req('PUT', S.sector(A, examId, committee.body.sectorId), {
        name: 'Committee 2',
        kind: 'committee',
        capacity: 8,
        version,
      })
    ).body.lockVersion;
    const missing = await req('PUT', S.sector(A, examId, 999999), {
      name: 'X',
      kind: 'hall',
      capacity: 1,
      version,
    });
    expect(missing).toMatchObject({ status: 404, body: { message: M.sectorNotFound } });

    const early = await req('POST', S.approveDistribution(A, examId), { version });
    expect(early).toMatchObject({ status: 422, body: { message: M.notDistributed } });
    const done = await req('POST', S.distribute(A, examId), { version });
    expect(done.status).toBe(200);
    expect(done.body.seated).toBe(10);
    expect(done.body.sectors.map((s: { assigned: number }) => s.assigned)).toEqual([4, 6]);
    version = done.body.lockVersion;
    const seated = (await students(examId)).students;
    expect(seated.every((s) => s.sectorId && s.seatNo && s.modelCode)).toBe(true);
    for (let i = 1; i < seated.length; i++)
      if (seated[i].sectorId === seated[i - 1].sectorId)
        expect(seated[i].modelNo).not.toBe(seated[i - 1].modelNo);

    const approved = await req('POST', S.approveDistribution(A, examId), { version });
    expect(approved.status).toBe(200);
    version = approved.body.lockVersion;
    expect((await view(examId)).status).toBe('distributionApproved');
    const sectors = (await req('GET', S.sectors(A, examId))).body as ExamSectorsResult;
    for (const res of [
      await req('POST', S.distribute(A, examId), { version }),
      await req('POST', S.sectors(A, examId), { name: 'Late', kind: 'hall', capacity: 2, version }),
      await req('DELETE', `${S.sector(A, examId, sectors.sectors[0].sectorId)}?version=${version}`),
      await req('POST', S.studentsWithdraw(A, examId), { version }),
      await req('PUT', examPaths.view(A, examId), { ...examBody(c.courseId), courseId: undefined, version }),
      await req('POST', examPaths.generate(A, examId), { version }),
    ])
      expect(res).toMatchObject({ status: 422, body: { message: M.examLocked } });
  });

  it('distributes only a published exam, and a sector change forgets the distribution', async () => {
    const { examId } = (await req('POST', examPaths.add(A), examBody(c.courseId))).body;
    const draft = await req('POST', S.distribute(A, examId), { version: 0 });
    expect(draft).toMatchObject({ status: 422, body: { message: M.distributeNeedsPublished } });
    let { examId: id, version } = await publishedExam();
    const rows = [1, 2].map((i) => [nid(60 + i), `70${i}`, `ط ${i}`, `S ${i}`]);
    version = (await upload(id, form(await xlsx(rows), 's.xlsx', { version: String(version) }))).body
      .lockVersion;
    const noSectors = await req('POST', S.distribute(A, id), { version });
    expect(noSectors).toMatchObject({ status: 422, body: { message: M.noSectors } });
    const hall = await req('POST', S.sectors(A, id), { name: 'Hall', kind: 'hall', capacity: 5, version });
    version = (await req('POST', S.distribute(A, id), { version: hall.body.lockVersion })).body.lockVersion;
    expect((await students(id)).counts.unassigned).toBe(0);
    const removed = await req('DELETE', `${S.sector(A, id, hall.body.sectorId)}?version=${version}`);
    expect(removed.status).toBe(200);
    expect((await students(id)).counts.unassigned).toBe(2);
  });

  it("edits the exam's own data with its lock version; a change of what models are made to sends them back", async () => {
    const { examId, version } = await publishedExam();
    const { courseId: _c, ...data } = examBody(c.courseId);
    const renamed = await req('PUT', examPaths.view(A, examId), {
      ...data,
      name: 'Final',
      stage: '33.1.',
      instructions: 'Answer every question.',
      version,
    });
    expect(renamed).toMatchObject({ status: 200, body: { lockVersion: version + 1 } });
    let exam = await view(examId);
    expect(exam).toMatchObject({
      status: 'published',
      exam: { name: 'Final', stage: '33.1.', instructions: 'Answer every question.' },
    });
    const stale = await req('PUT', examPaths.view(A, examId), { ...data, version });
    expect(stale).toMatchObject({ status: 409, body: { message: M.staleExam } });
    const bad = await req('PUT', examPaths.view(A, examId), {
      ...data,
      modelsCount: 0,
      name: ' ',
      version: version + 1,
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.fields).sort()).toEqual(['modelsCount', 'name']);
    const fewer = await req('PUT', examPaths.view(A, examId), {
      ...data,
      modelsCount: 2,
      version: version + 1,
    });
    expect(fewer.status).toBe(200);
    exam = await view(examId);
    expect(exam.status).toBe('draft');
    expect(exam.models.map((m) => [m.modelNo, m.complete])).toEqual([
      [0, false],
      [1, false],
    ]);
  });

  it('keeps a question a published exam used: no minor edit, no delete; a major edit makes a new version', async () => {
    const { examId } = await publishedExam();
    const m = (await req('GET', examPaths.model(A, examId, 0))).body as {
      questions: { questionId: number; version: number }[];
    };
    const used = m.questions[0];
    const [q] = await t.sql<{ content: QuestionContent; revision: number }>(
      'select content, revision from question where id = ?',
      [used.questionId],
    );
    const edit = (editType: '0' | '1') =>
      req(
        'PUT',
        questionPaths.update(used.questionId),
        {
          courseId: c.courseId,
          question: { ...q.content, stem: '<p>Changed after publishing</p>' },
          editType,
          confirmSimilar: true,
        },
        admin,
      );
    const minor = await edit('0');
    expect(minor).toMatchObject({ status: 422, body: { message: M.questionInPublishedExam } });
    const removed = await req('DELETE', questionPaths.remove(used.questionId), undefined, admin);
    expect(removed).toMatchObject({ status: 422, body: { message: M.questionInPublishedExamDelete } });
    const major = await edit('1');
    expect(major.status).toBe(200);
    expect(major.body.version).toBe(used.version + 1);
    const after = (await req('GET', examPaths.model(A, examId, 0))).body as typeof m;
    expect(after.questions[0]).toMatchObject({ questionId: used.questionId, version: used.version });
    // The new version is not in a published exam yet: a minor edit of it is the author's own.
    const [now] = await t.sql<{ content: QuestionContent }>('select content from question where id = ?', [
      used.questionId,
    ]);
    const minorOfNew = await req(
      'PUT',
      questionPaths.update(used.questionId),
      { courseId: c.courseId, question: now.content, editType: '0', confirmSimilar: true },
      admin,
    );
    expect(minorOfNew.status).toBe(200);
  });
});

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { COURSE_MESSAGES } from '@mizan/domain/courses';
import { fill } from '@mizan/domain/i18n';
import { MESSAGES } from '@mizan/domain/messages';
import * as XLSX from '@e965/xlsx';
import ExcelJS from 'exceljs';
import { BOOT_TIMEOUT, startTestApp, type TestApp } from '../../test/harness.js';

const M = COURSE_MESSAGES;
const L = '/api/courses/165.1.1.';

async function xlsx(rows: (string | number | null)[][]): Promise<Uint8Array<ArrayBuffer>> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('courses', { views: [{ rightToLeft: true }] });
  for (const r of rows) ws.addRow(r);
  return new Uint8Array(await wb.xlsx.writeBuffer()) as Uint8Array<ArrayBuffer>;
}

const form = (data: Uint8Array<ArrayBuffer>, name: string, fields: Record<string, string> = {}) => {
  const f = new FormData();
  f.append('file', new Blob([data]), name);
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  return f;
};

/** A tiny student-information system speaking the HTTP JSON adapter's protocol. */
function fakeSis() {
  const state = { fail: false, calls: [] as string[], auth: [] as (string | undefined)[] };
  const courses = [
    {
      ihId: 'SIS-1',
      name: { ar: 'تحليل المنشآت بالحاسب', en: 'Computer Analysis of Structures' },
      courseType: '15.1.',
      courseCode: 'CIV520',
      studyPlan: { name: { ar: 'لائحة 2024', en: 'Bylaw 2024' }, number: '2024' },
    },
    {
      ihId: 'SIS-2',
      name: { ar: 'هندسة الأساسات', en: 'Foundation Engineering' },
      courseType: '15.2.',
      courseCode: null,
      studyPlan: {
        name: { ar: 'لائحة الهندسة المدنية 2018', en: 'Civil Engineering bylaw 2018' },
        number: '2018',
      },
    },
  ];
  const server: Server = createServer((req, res) => {
    state.calls.push(req.url ?? '');
    state.auth.push(req.headers.authorization);
    res.setHeader('Content-Type', 'application/json');
    if (state.fail) {
      res.statusCode = 500;
      res.end('{}');
      return;
    }
    if (req.url === '/scopes/ENG-CIV/courses') return res.end(JSON.stringify({ courses }));
    if (req.url === '/scopes/ENG-CIV/instructors' || req.url === '/scopes/SCI/instructors')
      return res.end(
        JSON.stringify({
          instructors: [
            {
              username: 'dr.hassan',
              name: { ar: 'د. حسن علي', en: 'Dr. Hassan Ali' },
              email: 'hassan@uni.example',
              courses: ['SIS-1', '2300000'],
            },
            { username: 'creator', name: { ar: 'د. سارة', en: 'Dr. Sara' }, courses: [] },
          ],
        }),
      );
    if (req.url === '/staff/admin/courses')
      return res.end(JSON.stringify({ courses: ['2300000', 'SIS-1', 'NOT-HERE'] }));
    if (req.url === '/courses/2300000/ilos?lang=ar')
      return res.end(
        JSON.stringify({
          ilos: [
            { headerCode: '1.1.', code: 'a1', description: 'يصف المفاهيم الأساسية للتحليل الإنشائي (محدث)' },
            { headerCode: '1.3.', code: 'c2', description: 'يستخدم برامج التحليل الإنشائي' },
          ],
        }),
      );
    res.statusCode = 404;
    res.end('{}');
  });
  return { server, state };
}

describe('165.1.1. course imports', () => {
  let t: TestApp;
  let admin: string;
  let viewer: string;
  let creator: string;
  let scopes: Record<string, number>;
  const sis = fakeSis();
  let sisUrl: string;

  beforeAll(async () => {
    await new Promise<void>((resolve) => sis.server.listen(0, '127.0.0.1', resolve));
    sisUrl = `http://127.0.0.1:${(sis.server.address() as AddressInfo).port}`;
    t = await startTestApp();
    [admin, viewer, creator] = await Promise.all([t.login('admin'), t.login('viewer'), t.login('creator')]);
    scopes = await t.scopeIds();
  }, BOOT_TIMEOUT);
  afterAll(async () => {
    delete process.env.MIZAN_SIS_URL;
    delete process.env.MIZAN_SIS_TOKEN;
    await t.close();
    await new Promise((resolve) => sis.server.close(resolve));
  });

  describe('POST fileImport (SPEC 5)', () => {
    const upload = (data: FormData, query = '', token = admin) =>
      t.request('POST', `${L}/fileImport${query}`, { token, raw: { body: data } });
    const count = async () => (await t.sql<{ n: number }>('select count(*)::int as n from course'))[0].n;
    let rows: (string | number | null)[][];

    beforeAll(() => {
      rows = [
        ['اسم المقرر', 'Course name', 'الخطة', 'Study plan', 'رقم الخطة', 'الكود'],
        ['الرسم الهندسي', 'Engineering Drawing', 'لائحة 2025', 'Bylaw 2025', 2025, 'CIV110'],
        ['الرياضيات الهندسية', 'Engineering Mathematics', 'لائحة 2025', 'Bylaw 2025', '2025'],
        ['', 'No Arabic name', 'لائحة 2025', 'Bylaw 2025', 2025],
        ['مقرر', 'Course', 'لائحة 2025', 'Bylaw 2025', 2025, 'CIV111', 'extra'],
        ['الرسم الهندسي', 'Engineering Drawing', 'لائحة 2025', 'Bylaw 2025', 2025, 'CIV112'],
        ['التحليل الإنشائي', 'Structural Analysis', 'لائحة', 'Bylaw', 2018],
        ['مقرر جديد', 'New course', 'لائحة', 'Bylaw', 2018, 'CIV101'],
        ['مقرر آخر', 'Another course', 'لائحة', 'Bylaw', 'two thousand'],
      ];
    });

    it('reports row by row on a dry run and writes nothing', async () => {
      const before = await count();
      const res = await upload(
        form(await xlsx(rows), 'courses.xlsx', { scopeId: String(scopes['ENG-CIV']) }),
        '?dryRun=1',
      );
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ dryRun: true, total: 8, imported: 2, skipped: 6 });
      expect(res.body.message).toEqual(fill(M.excelDryRun, { imported: 2, skipped: 6 }));
      expect(res.body.rows).toEqual([
        {
          row: 2,
          status: 'imported',
          courseName: { ar: 'الرسم الهندسي', en: 'Engineering Drawing' },
          reason: null,
        },
        {
          row: 3,
          status: 'imported',
          courseName: { ar: 'الرياضيات الهندسية', en: 'Engineering Mathematics' },
          reason: null,
        },
        {
          row: 4,
          status: 'skipped',
          courseName: { ar: '', en: 'No Arabic name' },
          reason: fill(M.rowMissing, { column: 'A' }),
        },
        { row: 5, status: 'skipped', courseName: { ar: 'مقرر', en: 'Course' }, reason: M.rowExtraData },
        {
          row: 6,
          status: 'skipped',
          courseName: expect.anything(),
          reason: fill(M.rowDuplicateInFile, { row: 2 }),
        },
        { row: 7, status: 'skipped', courseName: expect.anything(), reason: M.rowExists },
        { row: 8, status: 'skipped', courseName: expect.anything(), reason: M.rowCodeExists },
        { row: 9, status: 'skipped', courseName: expect.anything(), reason: M.rowPlanNumber },
      ]);
      expect(await count()).toBe(before);
    });

    it('imports the good rows in one go, with a new study plan, and skips them the second time', async () => {
      const before = await count();
      const data = form(await xlsx(rows), 'courses.xlsx', {
        scopeId: String(scopes['ENG-CIV']),
        courseType: '15.2.',
      });
      const res = await upload(data);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ dryRun: false, imported: 2, skipped: 6 });
      expect(res.body.message).toEqual(fill(M.excelImported, { imported: 2, skipped: 6 }));
      expect(await count()).toBe(before + 2);
      const listed = await t.request('GET', `${L}/getList?courseName=Engineering%20Drawing&clientLang=en`, {
        token: admin,
      });
      expect(listed.body.courses[0]).toMatchObject({
        courseCode: 'CIV110',
        baID: '15.2.',
        studyPlanNumber: '2025',
        studyPlanName: { ar: 'لائحة 2025', en: 'Bylaw 2025' },
        ScopeName: { en: 'Civil Engineering' },
      });
      const again = await upload(
        form(await xlsx(rows), 'courses.xlsx', { scopeId: String(scopes['ENG-CIV']) }),
      );
      expect(again.body.imported).toBe(0);
    });

    it('refuses a missing file, another type, an xls that is not one, and a file of 5 MB', async () => {
      const none = await upload(new FormData());
      expect(none.status).toBe(422);
      expect(none.body.fields).toEqual({ file: M.fileRequired });
      const text = await upload(
        form(new TextEncoder().encode('a,b,c') as Uint8Array<ArrayBuffer>, 'courses.csv'),
      );
      expect(text.status).toBe(415);
      expect(text.body.message).toEqual(M.excelType);
      const renamed = await upload(form(await xlsx(rows), 'courses.xls'));
      expect(renamed.status).toBe(415);
      const big = new Uint8Array(5 * 1024 * 1024) as Uint8Array<ArrayBuffer>;
      big.set([0x50, 0x4b, 0x03, 0x04]);
      const tooBig = await upload(form(big, 'big.xlsx'));
      expect(tooBig.status).toBe(413);
      expect(tooBig.body.message).toEqual(fill(M.excelSize, { max: 5 }));
      const broken = await upload(
        form(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]) as Uint8Array<ArrayBuffer>, 'x.xlsx'),
      );
      expect(broken.status).toBe(422);
      expect(broken.body.message).toEqual(M.excelUnreadable);
      const empty = await upload(form(await xlsx([['A', 'B', 'C', 'D', 'E']]), 'empty.xlsx'));
      expect(empty.status).toBe(422);
      expect(empty.body.message).toEqual(M.excelEmpty);
    });

    it('reads legacy binary .xls files like .xlsx ones, and refuses a broken one', async () => {
      const book = XLSX.utils.book_new();
      XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'courses');
      const xls = new Uint8Array(
        XLSX.write(book, { type: 'buffer', bookType: 'biff8' }),
      ) as Uint8Array<ArrayBuffer>;
      const fromXls = await upload(
        form(xls, 'courses.xls', { scopeId: String(scopes['ENG-CIV']) }),
        '?dryRun=1',
      );
      const fromXlsx = await upload(
        form(await xlsx(rows), 'courses.xlsx', { scopeId: String(scopes['ENG-CIV']) }),
        '?dryRun=1',
      );
      expect(fromXls.status).toBe(200);
      expect(fromXls.body.rows).toEqual(fromXlsx.body.rows);
      const ole = new Uint8Array([
        0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0,
      ]) as Uint8Array<ArrayBuffer>;
      const broken = await upload(form(ole, 'old.xls'));
      expect(broken.status).toBe(422);
      expect(broken.body.message).toEqual(M.excelUnreadable);
    });

    it('needs the add right and a scope inside the user own scope', async () => {
      expect((await upload(form(await xlsx(rows), 'c.xlsx'), '', viewer)).status).toBe(403);
      const outside = await upload(form(await xlsx(rows), 'c.xlsx', { scopeId: '999999' }));
      expect(outside.status).toBe(404);
      const badType = await upload(form(await xlsx(rows), 'c.xlsx', { courseType: '15.7.' }));
      expect(badType.status).toBe(422);
    });
  });

  describe('POST serviceImport (student-information system)', () => {
    const run = (token = admin) =>
      t.request('POST', `${L}/serviceImport`, { token, body: { scopeId: scopes['ENG-CIV'] } });

    it('answers 503 while no system is configured', async () => {
      delete process.env.MIZAN_SIS_URL;
      const res = await run();
      expect(res.status).toBe(503);
      expect(res.body.message).toEqual(M.sisNotConfigured);
    });

    it('imports new courses and updates known ones (same IHId) from the fake SIS', async () => {
      process.env.MIZAN_SIS_URL = `${sisUrl}/`;
      process.env.MIZAN_SIS_TOKEN = 'sis-secret';
      const res = await run();
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        message: fill(M.serviceImported, { created: 2, updated: 0 }),
        total: 2,
        created: 2,
        updated: 0,
      });
      expect(sis.state.auth.at(-1)).toBe('Bearer sis-secret');
      const again = await run();
      expect(again.body).toMatchObject({ created: 0, updated: 2 });
      const rows = await t.sql<{ ih_id: string; number: string }>(
        `select c.ih_id, sp.number from course c join study_plan sp on sp.id = c.study_plan_id where c.ih_id like 'SIS-%' order by c.ih_id`,
      );
      expect(rows).toEqual([
        { ih_id: 'SIS-1', number: '2024' },
        { ih_id: 'SIS-2', number: '2018' },
      ]);
    });

    it('answers 502 when the system fails', async () => {
      sis.state.fail = true;
      const res = await run();
      sis.state.fail = false;
      expect(res.status).toBe(502);
      expect(res.body.message).toEqual(M.sisUnavailable);
    });

    it('refuses users without canSyncCourses and users added from outside the system (SPEC 6)', async () => {
      await t.sql(`update app_user set can_sync_courses = false where username = 'admin'`);
      const noSync = await run();
      expect(noSync.status).toBe(403);
      expect(noSync.body.message).toEqual(MESSAGES.noRightSyncCourses);
      await t.sql(`update app_user set can_sync_courses = true, origin = '10.5.' where username = 'admin'`);
      const outside = await run();
      expect(outside.status).toBe(403);
      expect(outside.body.message).toEqual(MESSAGES.cannotSyncOutsideUser);
      await t.sql(`update app_user set origin = '10.1.' where username = 'admin'`);
      expect((await run(viewer)).status).toBe(403);
    });
  });

  describe('POST /api/staff/updateCourses (web route staff/updateCourses)', () => {
    it('links the caller to the courses the SIS lists for them, with the canSyncCourses rules', async () => {
      process.env.MIZAN_SIS_URL = sisUrl;
      const res = await t.request('POST', '/api/staff/updateCourses', { token: admin });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        message: fill(M.staffCoursesUpdated, { linked: 2 }),
        linked: 2,
        total: 3,
      });
      expect(res.body.courses.map((c: { courseName: { en: string } }) => c.courseName.en).sort()).toEqual([
        'Computer Analysis of Structures',
        'Structural Analysis',
      ]);
      const refused = await t.request('POST', '/api/staff/updateCourses', { token: creator });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toEqual(MESSAGES.noRightSyncCourses);
      expect((await t.request('POST', '/api/staff/updateCourses')).status).toBe(401);
    });
  });

  describe('PUT importCourseIlos from the student-information system', () => {
    it('fetches the course ILOs in the chosen language by its IHId and merges them by code', async () => {
      process.env.MIZAN_SIS_URL = sisUrl;
      const [course] = await t.sql<{ id: number }>(`select id from course where ih_id = '2300000'`);
      const res = await t.request('PUT', `/api/courses/165.1.3./${course.id}/importCourseIlos`, {
        token: admin,
        body: { lang: '4.1.' },
      });
      expect(res.status).toBe(200);
      expect(res.body.iloCount).toBe(7);
      const a1 = res.body.courseIlos[0].ilos[0];
      expect(a1.iloDesc).toEqual({
        ar: 'يصف المفاهيم الأساسية للتحليل الإنشائي (محدث)',
        en: 'Describe the basic concepts of Structural Analysis',
      });
      expect(sis.state.calls).toContain('/courses/2300000/ilos?lang=ar');
      const [noIhId] = await t.sql<{ id: number }>('select id from course where ih_id is null limit 1');
      const none = await t.request('PUT', `/api/courses/165.1.3./${noIhId.id}/importCourseIlos`, {
        token: admin,
        body: { lang: '4.1.' },
      });
      expect(none.status).toBe(422);
      const [other] = await t.sql<{ id: number }>(`select id from course where ih_id = '2300001'`);
      const missing = await t.request('PUT', `/api/courses/165.1.3./${other.id}/importCourseIlos`, {
        token: admin,
        body: { lang: '4.2.' },
      });
      expect(missing.status).toBe(502);
    });
  });

  describe('importRole and importInstructors (9.12.)', () => {
    it('answers the faculty master role for a department, and none for a faculty without one', async () => {
      const eng = await t.request('GET', `${L}/importRole?scope=${scopes['ENG-CIV']}`, { token: admin });
      expect(eng.status).toBe(200);
      expect(eng.body).toEqual({
        role: {
          roleId: expect.any(Number),
          name: { ar: 'أعضاء هيئة التدريس - الهندسة', en: 'Engineering instructors' },
          scopeId: scopes.ENG,
          scopeName: { ar: 'كلية الهندسة', en: 'Faculty of Engineering' },
          rights: expect.arrayContaining([{ appId: '165.1.2.', rights: ['9.2.', '9.3.', '9.4.'] }]),
        },
        message: null,
      });
      const sci = await t.request('GET', `${L}/importRole?scope=${scopes.SCI}`, { token: admin });
      expect(sci.body).toEqual({ role: null, message: M.noMasterRole });
      expect((await t.request('GET', `${L}/importRole?scope=${scopes.SCI}`, { token: creator })).status).toBe(
        403,
      );
      expect((await t.request('GET', `${L}/importRole`, { token: admin })).status).toBe(422);
    });

    it('refuses the import without a master role', async () => {
      process.env.MIZAN_SIS_URL = sisUrl;
      const res = await t.request('PUT', `${L}/importInstructors`, {
        token: admin,
        body: { scope: scopes.SCI },
      });
      expect(res.status).toBe(422);
      expect(res.body.message).toEqual(M.noMasterRole);
    });

    it('imports instructors with the master role rights, links their courses, keeps other users rights', async () => {
      process.env.MIZAN_SIS_URL = sisUrl;
      const res = await t.request('PUT', `${L}/importInstructors`, {
        token: admin,
        body: { scope: scopes['ENG-CIV'] },
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        message: fill(M.instructorsImported, { created: 1, updated: 1 }),
        total: 2,
        created: 1,
        updated: 1,
      });
      const [hassan] = await t.sql<{ id: number; rights: Record<string, string[]>; origin: string }>(
        `select id, rights, origin from app_user where username = 'dr.hassan'`,
      );
      expect(hassan.origin).toBe('10.2.');
      expect(hassan.rights['165.1.2.']).toEqual(['9.2.', '9.3.', '9.4.']);
      const staff = await t.sql<{ ih_id: string }>(
        'select c.ih_id from course_staff cs join course c on c.id = cs.course_id where cs.user_id = ? order by c.ih_id',
        [hassan.id],
      );
      expect(staff.map((s) => s.ih_id)).toEqual(['2300000', 'SIS-1']);
      const [sara] = await t.sql<{ rights: Record<string, string[]> }>(
        `select rights from app_user where username = 'creator'`,
      );
      expect(sara.rights['165.2.1.']).toEqual(['9.2.', '9.3.', '9.4.', '9.5.']);
      expect(sara.rights['165.1.2.']).toEqual(['9.2.']);
      const login = await t.request('POST', '/api/auth/login', {
        body: { username: 'dr.hassan', password: 'external$' },
      });
      expect(login.status).toBe(401);
      const creatorRes = await t.request('PUT', `${L}/importInstructors`, {
        token: creator,
        body: { scope: scopes.ENG },
      });
      expect(creatorRes.status).toBe(403);
    });
  });
});

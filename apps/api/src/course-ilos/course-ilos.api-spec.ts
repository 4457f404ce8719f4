import { COURSE_ILO_MESSAGES } from '@mizan/domain/course-ilos';
import { COURSE_MESSAGES } from '@mizan/domain/courses';
import { fill } from '@mizan/domain/i18n';
import { MESSAGES } from '@mizan/domain/messages';
import { BOOT_TIMEOUT, startTestApp, type TestApp } from '../../test/harness.js';

const M = COURSE_ILO_MESSAGES;
const A = '/api/courses/165.1.3.';

describe('165.1.3. course ILOs API', () => {
  let t: TestApp;
  let admin: string;
  let viewer: string;
  let creator: string;
  let scopes: Record<string, number>;
  const course = async (code: string) =>
    (await t.sql<{ id: number }>('select id from course where course_code = ?', [code]))[0].id;
  const newCourse = async (flexibleIlos: boolean, code: string) => {
    const [plan] = await t.sql<{ id: number }>('select id from study_plan where scope_id = ? limit 1', [
      scopes['ENG-CSE'],
    ]);
    const res = await t.request('POST', '/api/courses/165.1.1./add', {
      token: admin,
      body: {
        scopeId: scopes['ENG-CSE'],
        name: { ar: `مقرر ${code}`, en: `Course ${code}` },
        courseType: '15.1.',
        studyPlanId: plan.id,
        courseCode: code,
        IHId: code,
        flexibleIlos,
      },
    });
    expect(res.status).toBe(200);
    return res.body.courseId as number;
  };
  const importIlos = (id: number, body: unknown, token = admin) =>
    t.request('PUT', `${A}/${id}/importCourseIlos`, { token, body });
  const count = async (id: number) =>
    (await t.sql<{ n: number }>('select count(*)::int as n from course_ilo where course_id = ?', [id]))[0].n;

  const fixedAr = [
    {
      headerCode: '1.1.',
      code: 'a1',
      description: 'يعرف مفاهيم الشبكات',
      children: [
        { code: 'a1.1', description: 'يعرف نموذج الطبقات' },
        { code: 'a1.2', description: 'يشرح بروتوكولات النقل' },
      ],
    },
    { headerCode: '1.2.', code: 'b1', description: 'يحلل أداء الشبكة' },
    { headerCode: '1.3.', code: 'c1', description: 'يصمم شبكة محلية' },
  ];
  const fixedEn = [
    {
      headerCode: '1.1.',
      code: 'a1',
      description: 'Define networking concepts',
      children: [{ code: 'a1.1', description: 'Define the layered model' }],
    },
    { headerCode: '1.4.', code: 'd1', description: 'Present a design in a team' },
  ];

  beforeAll(async () => {
    t = await startTestApp();
    [admin, viewer, creator] = await Promise.all([t.login('admin'), t.login('viewer'), t.login('creator')]);
    scopes = await t.scopeIds();
  }, BOOT_TIMEOUT);
  afterAll(() => t.close());

  describe('getCourseIlosLang', () => {
    it('answers the two languages with whether ILOs exist in each, the mode, count and links', async () => {
      const id = await course('CSE101');
      const res = await t.request('GET', `${A}/${id}/getCourseIlosLang`, { token: admin });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        languages: [
          { langId: '4.1.', name: { ar: 'العربية', en: 'Arabic' }, imported: true },
          { langId: '4.2.', name: { ar: 'الإنجليزية', en: 'English' }, imported: true },
        ],
        flexibleILOs: false,
        iloCount: 6,
        hasLinkedSubjects: true,
      });
      const fresh = await newCourse(false, 'NET100');
      const empty = await t.request('GET', `${A}/${fresh}/getCourseIlosLang`, { token: viewer });
      expect(empty.body).toMatchObject({ iloCount: 0, hasLinkedSubjects: false });
      expect(empty.body.languages.map((l: { imported: boolean }) => l.imported)).toEqual([false, false]);
      const sci = await course('MTH101');
      expect((await t.request('GET', `${A}/${sci}/getCourseIlosLang`, { token: creator })).status).toBe(404);
    });
  });

  describe('importCourseIlos', () => {
    it('imports fixed-mode ILOs in Arabic, then fills English by code and adds new ones', async () => {
      const id = await newCourse(false, 'NET200');
      const ar = await importIlos(id, { lang: '4.1.', ilos: fixedAr });
      expect(ar.status).toBe(200);
      expect(ar.body.message).toEqual(M.ilosImported);
      expect(ar.body.iloCount).toBe(3);
      expect(ar.body.courseIlos[0].ilos[0]).toMatchObject({
        iloCode: 'a1',
        iloDesc: { ar: 'يعرف مفاهيم الشبكات', en: '' },
        subIlos: [{ subIloCode: 'a1.1' }, { subIloCode: 'a1.2' }],
      });
      const en = await importIlos(id, { lang: '4.2.', ilos: fixedEn });
      expect(en.body.iloCount).toBe(4);
      expect(en.body.courseIlos[0].ilos[0].iloDesc).toEqual({
        ar: 'يعرف مفاهيم الشبكات',
        en: 'Define networking concepts',
      });
      expect(en.body.courseIlos[0].ilos[0].subIlos[0].subIloDesc).toEqual({
        ar: 'يعرف نموذج الطبقات',
        en: 'Define the layered model',
      });
      expect(en.body.courseIlos[3].ilos[0].iloDesc).toEqual({ ar: '', en: 'Present a design in a team' });
      const view = await t.request('GET', `/api/courses/165.1.1./${id}`, { token: admin });
      expect(view.body.courseIlos).toHaveLength(5);
      const lang = await t.request('GET', `${A}/${id}/getCourseIlosLang`, { token: admin });
      expect(lang.body.languages.map((l: { imported: boolean }) => l.imported)).toEqual([true, true]);
    });

    it('keeps 1 to 10 ILOs per course', async () => {
      const id = await newCourse(false, 'NET300');
      const eleven = Array.from({ length: 11 }, (_, i) => ({
        headerCode: '1.1.',
        code: `k${i}`,
        description: `ILO ${i}`,
      }));
      const res = await importIlos(id, { lang: '4.2.', ilos: eleven });
      expect(res.status).toBe(422);
      expect(res.body.fields).toEqual({
        ilos: { ar: 'عدد نواتج التعلم للمقرر من ١ إلى ١٠', en: 'A course has 1 to 10 ILOs' },
      });
      expect(await count(id)).toBe(0);
      expect((await importIlos(id, { lang: '4.2.', ilos: eleven.slice(0, 10) })).status).toBe(200);
      const more = await importIlos(id, {
        lang: '4.2.',
        ilos: [{ headerCode: '1.2.', code: 'x', description: 'one more' }],
      });
      expect(more.status).toBe(422);
      expect(await count(id)).toBe(10);
      const none = await importIlos(id, { lang: '4.2.', ilos: [] });
      expect(none.status).toBe(422);
    });

    it('checks the shape against the course mode, duplicate codes and texts', async () => {
      const fixed = await newCourse(false, 'NET400');
      const noHeader = await importIlos(fixed, { lang: '4.1.', ilos: [{ code: 'a', description: 'x' }] });
      expect(noHeader.body.fields).toEqual({ ilos: M.wrongIloMode });
      const deep = await importIlos(fixed, {
        lang: '4.1.',
        ilos: [
          {
            headerCode: '1.1.',
            code: 'a',
            description: 'x',
            children: [{ code: 'b', description: 'y', children: [{ code: 'c', description: 'z' }] }],
          },
        ],
      });
      expect(deep.body.fields).toEqual({ ilos: M.iloTooDeep });
      const dup = await importIlos(fixed, {
        lang: '4.1.',
        ilos: [
          { headerCode: '1.1.', code: 'a', description: 'x' },
          { headerCode: '1.1.', code: 'a', description: 'y' },
        ],
      });
      expect(dup.body.fields).toEqual({ ilos: fill(M.duplicateIloCode, { code: 'a' }) });
      const blank = await importIlos(fixed, {
        lang: '4.1.',
        ilos: [{ headerCode: '1.1.', code: 'a', description: '  ' }],
      });
      expect(blank.body.fields).toEqual({ 'ilos.0.description': MESSAGES.required });
      const badLang = await importIlos(fixed, { lang: '4.3.', ilos: fixedAr });
      expect(badLang.body.fields).toEqual({ lang: MESSAGES.invalidOption });
      const flexible = await newCourse(true, 'NET500');
      const withHeader = await importIlos(flexible, { lang: '4.1.', ilos: fixedAr });
      expect(withHeader.body.fields).toEqual({ ilos: M.wrongIloMode });
    });

    it('imports a flexible tree', async () => {
      const id = await newCourse(true, 'NET600');
      const res = await importIlos(id, {
        lang: '4.2.',
        ilos: [
          {
            code: 'LO1',
            description: 'Understand',
            children: [
              { code: 'LO1.1', description: 'Recall', children: [{ code: 'LO1.1.1', description: 'List' }] },
            ],
          },
          { code: 'LO2', description: 'Apply' },
        ],
      });
      expect(res.status).toBe(200);
      expect(res.body.iloCount).toBe(2);
      expect(res.body.courseIlos[0].children[0].children[0]).toMatchObject({
        ilo_code: 'LO1.1.1',
        description: { ar: '', en: 'List' },
      });
    });

    it('needs the add right on the ILO app: no right to add ILOs', async () => {
      const id = await course('CSE201');
      const res = await importIlos(id, { lang: '4.1.', ilos: fixedAr }, viewer);
      expect(res.status).toBe(403);
      const viaCourses = await t.request('PUT', `/api/courses/165.1.1./${id}/importCourseIlos`, {
        token: creator,
        body: { lang: '4.1.', ilos: fixedAr },
      });
      expect(viaCourses.status).toBe(403);
    });

    it('imports from the student-information system when no ILOs are sent', async () => {
      const id = await newCourse(false, 'NET700');
      delete process.env.MIZAN_SIS_URL;
      const res = await importIlos(id, { lang: '4.1.' });
      expect(res.status).toBe(503);
      expect(res.body.message).toEqual(COURSE_MESSAGES.sisNotConfigured);
    });
  });

  describe('delete an ILO', () => {
    it('deletes an ILO with its sub-ILOs', async () => {
      const id = await newCourse(false, 'NET800');
      const imported = await importIlos(id, { lang: '4.1.', ilos: fixedAr });
      const a1 = imported.body.courseIlos[0].ilos[0].iloID;
      const res = await t.request('DELETE', `${A}/${id}/deleteIlo/${a1}`, { token: admin });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: M.iloDeleted });
      expect(await count(id)).toBe(2);
      expect((await t.request('DELETE', `${A}/${id}/deleteIlo/${a1}`, { token: admin })).status).toBe(404);
    });

    it('refuses an ILO that a subject uses (Cannot delete due to related topics), and the last ILO', async () => {
      const id = await course('CSE101');
      const [linked] = await t.sql<{ ilo_id: number }>(
        'select si.ilo_id from subject_ilo si join course_ilo i on i.id = si.ilo_id where i.course_id = ? limit 1',
        [id],
      );
      const res = await t.request('DELETE', `${A}/${id}/deleteIlo/${linked.ilo_id}`, { token: admin });
      expect(res.status).toBe(422);
      expect(res.body).toEqual({
        message: { ar: 'لا يمكن الحذف لوجود موضوعات مرتبطة', en: 'Cannot delete due to related topics' },
      });
      const one = await newCourse(false, 'NET900');
      const imported = await importIlos(one, {
        lang: '4.1.',
        ilos: [{ headerCode: '1.1.', code: 'a', description: 'وحيد' }],
      });
      const last = await t.request(
        'DELETE',
        `${A}/${one}/deleteIlo/${imported.body.courseIlos[0].ilos[0].iloID}`,
        { token: admin },
      );
      expect(last.status).toBe(422);
      expect(last.body.message).toEqual(M.lastIloDelete);
    });

    it('needs the delete right, and an ILO of that course', async () => {
      const id = await course('CSE301');
      const [ilo] = await t.sql<{ id: number }>('select id from course_ilo where course_id = ? limit 1', [
        id,
      ]);
      expect((await t.request('DELETE', `${A}/${id}/deleteIlo/${ilo.id}`, { token: viewer })).status).toBe(
        403,
      );
      const other = await course('CSE401');
      expect((await t.request('DELETE', `${A}/${other}/deleteIlo/${ilo.id}`, { token: admin })).status).toBe(
        404,
      );
    });
  });

  describe('courseResetIlos', () => {
    it('refuses while subjects are linked (Cannot reset due to related subjects)', async () => {
      const id = await course('CSE101');
      const res = await t.request('DELETE', `${A}/${id}/courseResetIlos`, { token: admin });
      expect(res.status).toBe(422);
      expect(res.body).toEqual({
        message: {
          ar: 'لا يمكن إعادة التعيين لوجود موضوعات مرتبطة',
          en: 'Cannot reset due to related subjects',
        },
      });
      expect(await count(id)).toBe(10);
    });

    it('deletes every ILO of a course whose subjects use none, then the course can be deleted', async () => {
      const id = await newCourse(false, 'NET950');
      await importIlos(id, { lang: '4.1.', ilos: fixedAr });
      expect((await t.request('DELETE', `/api/courses/165.1.1./${id}`, { token: admin })).status).toBe(422);
      expect((await t.request('DELETE', `${A}/${id}/courseResetIlos`, { token: viewer })).status).toBe(403);
      const res = await t.request('DELETE', `${A}/${id}/courseResetIlos`, { token: admin });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: M.ilosReset });
      expect(await count(id)).toBe(0);
      expect((await t.request('DELETE', `/api/courses/165.1.1./${id}`, { token: admin })).status).toBe(200);
    });

    it('unlinks subjects first: after their ILO picks are cleared the reset goes through', async () => {
      const id = await course('CSE201');
      const subjects = await t.sql<{ id: number }>('select id from subject where course_id = ?', [id]);
      for (const s of subjects) {
        const res = await t.request('PUT', `/api/subjects/165.1.2./${s.id}`, {
          token: admin,
          body: { courseId: id, subject: { txtSubjectName: 'No ILOs' } },
        });
        expect(res.status).toBe(200);
      }
      expect((await t.request('DELETE', `${A}/${id}/courseResetIlos`, { token: admin })).status).toBe(200);
      expect(await count(id)).toBe(0);
    });
  });
});

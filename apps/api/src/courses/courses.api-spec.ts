import { COURSE_MESSAGES } from '@mizan/domain/courses';
import { fill } from '@mizan/domain/i18n';
import { MESSAGES } from '@mizan/domain/messages';
import { BOOT_TIMEOUT, startTestApp, type TestApp } from '../../test/harness.js';
import { seedDemo } from '../database/seed/demo-seed.js';

const M = COURSE_MESSAGES;
const L = '/api/courses/165.1.1.';

describe('165.1.1. courses API', () => {
  let t: TestApp;
  let admin: string;
  let viewer: string;
  let creator: string;
  let scopes: Record<string, number>;
  const courseId = async (code: string) =>
    (await t.sql<{ id: number }>('select id from course where course_code = ?', [code]))[0].id;
  const list = (query: string, token = admin, appId = '165.1.1.') =>
    t.request('GET', `/api/courses/${appId}/getList${query}`, { token });

  beforeAll(async () => {
    t = await startTestApp();
    [admin, viewer, creator] = await Promise.all([t.login('admin'), t.login('viewer'), t.login('creator')]);
    scopes = await t.scopeIds();
  }, BOOT_TIMEOUT);
  afterAll(() => t.close());

  describe('GET getList', () => {
    it('answers page 1 of 10 by default with the SPEC fields, the course types and the rights', async () => {
      const res = await list('');
      expect(res.status).toBe(200);
      expect(res.body.currentPage).toBe(1);
      expect(res.body.totalItems).toBe(60);
      expect(res.body.courses).toHaveLength(10);
      expect(res.body.courses.map((c: { index: number }) => c.index)).toEqual([
        1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
      ]);
      expect(res.body.courseTypes.map((c: { baID: string }) => c.baID)).toEqual([
        '15.1.',
        '15.2.',
        '15.3.',
        '15.4.',
        '15.5.',
        '15.6.',
      ]);
      expect(res.body.rights).toEqual(expect.arrayContaining(['9.2.', '9.3.', '9.4.', '9.5.', '9.12.']));
      expect(res.body.courses[0]).toEqual({
        index: 1,
        courseId: expect.any(Number),
        courseName: { ar: expect.any(String), en: expect.any(String) },
        scopeId: expect.any(Number),
        ScopeName: { ar: expect.any(String), en: expect.any(String) },
        flexibleIlos: expect.any(Boolean),
        baID: expect.stringMatching(/^15\.\d\.$/),
        baName: { ar: expect.any(String), en: expect.any(String) },
        studyPlanId: expect.any(Number),
        studyPlanName: { ar: expect.any(String), en: expect.any(String) },
        studyPlanNumber: expect.any(String),
        courseCode: expect.any(String),
        IHId: expect.any(String),
        active: expect.any(Boolean),
        isEditable: true,
      });
    });

    it('pages with limit and page, numbering rows across pages', async () => {
      const res = await list('?limit=5&page=3&clientLang=en');
      expect(res.body.currentPage).toBe(3);
      expect(res.body.courses.map((c: { index: number }) => c.index)).toEqual([11, 12, 13, 14, 15]);
      const all = await list('?limit=50&page=2');
      expect(all.body.courses).toHaveLength(10);
      const beyond = await list('?limit=50&page=9');
      expect(beyond.body).toMatchObject({ courses: [], totalItems: 60, currentPage: 9 });
    });

    it('accepts only the page sizes 5, 10, 20 and 50 and pages from 1', async () => {
      for (const q of ['?limit=7', '?limit=100', '?limit=x']) expect((await list(q)).status).toBe(422);
      const bad = await list('?limit=7&page=0');
      expect(bad.body.fields.limit).toEqual(MESSAGES.invalidOption);
      expect(bad.body.fields.page).toEqual(fill(MESSAGES.minValue, { min: 1 }));
    });

    it('sorts by the course name in the client language, ascending or descending', async () => {
      const names = async (q: string) =>
        (await list(q)).body.courses.map((c: { courseName: { en: string } }) => c.courseName.en);
      const asc = await names('?limit=50&clientLang=en&orderBy=courseName');
      const sorted = [...asc].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      expect(asc).toEqual(sorted);
      const desc = await names('?limit=50&clientLang=en&orderBy=courseName&desc=true');
      expect(desc[0] >= desc[1]).toBe(true);
      expect(desc[0]).toBe('Topology');
    });

    it('sorts by study plan, course type, external id, code and status', async () => {
      for (const orderBy of ['stdPlan', 'courseType', 'IHId', 'courseCode', 'active']) {
        const res = await list(`?orderBy=${orderBy}&desc=1`);
        expect(res.status).toBe(200);
      }
      const byType = await list('?orderBy=courseType&limit=50');
      const types = byType.body.courses.map((c: { baID: string }) => c.baID);
      expect(types).toEqual([...types].sort());
      expect((await list('?orderBy=secret')).status).toBe(422);
      const plans = async () =>
        (await list('?orderBy=stdPlan&clientLang=en&limit=50')).body.courses.map(
          (c: { studyPlanName: { en: string } }) => c.studyPlanName.en,
        );
      const byPlan = await plans();
      expect(byPlan).toEqual([...byPlan].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      expect(byPlan[0]).toMatch(/^Chemistry bylaw 2018/);
      // a renamed plan moves its courses in the plan order (the sort keys follow by trigger)
      await t.sql(
        `update study_plan set name = jsonb_set(name, '{en}', '"Aaa first plan"') where number = '2018' and scope_id = ?`,
        [scopes['SCI-PHY']],
      );
      expect((await plans())[0]).toBe('Aaa first plan');
    });

    it('filters by course name (trimmed, either language, contains), study plan, IHId, type and status', async () => {
      const byName = await list(`?courseName=${encodeURIComponent('  structural ')}&clientLang=en`);
      expect(byName.body.courses.map((c: { courseName: { en: string } }) => c.courseName.en).sort()).toEqual([
        'Advanced Structural Dynamics',
        'Structural Analysis',
      ]);
      const arabic = await list(`?courseName=${encodeURIComponent('التحليل')}`);
      expect(arabic.body.totalItems).toBe(7);
      const plan = await list(`?stdPlan=${encodeURIComponent('Chemistry bylaw 2022')}`);
      expect(plan.body.totalItems).toBe(3);
      const ihid = await list('?IHId=2300003');
      expect(ihid.body.courses.map((c: { courseCode: string }) => c.courseCode)).toEqual(['CIV401']);
      const type = await list('?courseType=15.3.&limit=50');
      expect(type.body.totalItems).toBe(6);
      expect(type.body.courses.every((c: { baID: string }) => c.baID === '15.3.')).toBe(true);
      const inactive = await list('?activeStatus=0&limit=50');
      expect(inactive.body.totalItems).toBe(12);
      expect(inactive.body.courses.every((c: { active: boolean }) => !c.active)).toBe(true);
      const any = await list('?activeStatus=&courseType=');
      expect(any.body.totalItems).toBe(60);
    });

    it('folds Arabic spelling variants in the name and study-plan filters (SPEC 9)', async () => {
      const folded = await list(`?courseName=${encodeURIComponent('الكيمياء العضويه')}`);
      expect(folded.body.courses.map((c: { courseCode: string }) => c.courseCode)).toEqual(['CHM201']);
      const alef = await list(`?courseName=${encodeURIComponent('اساسيات')}`);
      expect(alef.body.totalItems).toBe(1);
      const plan = await list(`?stdPlan=${encodeURIComponent('لائحه الكيمياء')}`);
      expect(plan.body.totalItems).toBe(10);
    });

    it('takes % and _ in a filter literally', async () => {
      expect((await list('?courseName=%25')).body.totalItems).toBe(0);
      expect((await list('?courseName=_')).body.totalItems).toBe(0);
    });

    it('caps the text filters at 100 characters after trimming (SPEC 5)', async () => {
      const ok = `   ${'a'.repeat(100)}   `;
      expect((await list(`?courseName=${encodeURIComponent(ok)}`)).status).toBe(200);
      for (const name of ['courseName', 'stdPlan', 'IHId']) {
        const res = await list(`?${name}=${'a'.repeat(101)}`);
        expect(res.status).toBe(422);
        expect(res.body.fields[name]).toEqual({ ar: 'الحد الأقصى ١٠٠ حرف', en: 'Max length 100 characters' });
      }
      expect((await list('?courseType=15.9.')).status).toBe(422);
      expect((await list('?activeStatus=2')).status).toBe(422);
    });

    it('lists the selected scope, or the scope asked for inside the user own scope', async () => {
      const sci = await list(`?scope=${scopes.SCI}&limit=50`);
      expect(sci.body.totalItems).toBe(30);
      expect(sci.body.courses.every((c: { courseCode: string }) => /^(MTH|PHY|CHM)/.test(c.courseCode))).toBe(
        true,
      );
      const dept = await list(`?scope=${scopes['ENG-CSE']}`);
      expect(dept.body.totalItems).toBe(10);
    });

    it('keeps a user inside their scope and study stage: creator (ENG, undergraduate) sees 21', async () => {
      const res = await list('?limit=50', creator);
      expect(res.status).toBe(200);
      expect(res.body.totalItems).toBe(21);
      expect(res.body.courses.every((c: { courseCode: string }) => /^(CIV|ELC|CSE)/.test(c.courseCode))).toBe(
        true,
      );
      expect(res.body.courseTypes.map((c: { baID: string }) => c.baID)).toEqual(['15.1.', '15.2.', '15.3.']);
      expect(res.body.courses.every((c: { isEditable: boolean }) => !c.isEditable)).toBe(true);
      expect(res.body.rights).toEqual(['9.2.']);
      expect((await list(`?scope=${scopes.SCI}`, creator)).status).toBe(404);
    });

    it('forces active courses on the subject-side list (165.1.2.)', async () => {
      const res = await list('?activeStatus=0&limit=50', admin, '165.1.2.');
      expect(res.status).toBe(200);
      expect(res.body.totalItems).toBe(48);
      expect(res.body.courses.every((c: { active: boolean }) => c.active)).toBe(true);
    });

    it('answers the list for other apps with that app rights, and refuses an app the user lacks', async () => {
      const reviewer = await t.login('reviewer');
      const ok = await list('', reviewer, '165.2.2.');
      expect(ok.status).toBe(200);
      expect(ok.body.rights).toEqual(['9.2.', '9.4.']);
      const refused = await list('', reviewer, '165.1.3.');
      expect(refused.status).toBe(403);
      expect((await list('', admin, '165.9.9.')).status).toBe(404);
      expect((await t.request('GET', `${L}/getList`)).status).toBe(401);
    });
  });

  describe('GET getAddFilters', () => {
    it('answers the course types, the study plans of the selected scope and the statuses', async () => {
      const res = await t.request('GET', `${L}/getAddFilters`, { token: admin });
      expect(res.status).toBe(200);
      expect(res.body.courseTypes).toHaveLength(6);
      expect(res.body.studyPlans).toHaveLength(12);
      expect(res.body.studyPlans[0]).toEqual({
        id: expect.any(Number),
        name: { ar: expect.any(String), en: expect.any(String) },
        number: expect.any(String),
        scopeId: expect.any(Number),
      });
      expect(res.body.activeStatuses).toEqual([
        { id: '1', name: { ar: 'نشط', en: 'Active' } },
        { id: '0', name: { ar: 'غير نشط', en: 'Inactive' } },
      ]);
      const mine = await t.request('GET', `${L}/getAddFilters`, { token: creator });
      expect(mine.body.studyPlans).toHaveLength(6);
    });
  });

  describe('GET {courseId}', () => {
    it('answers the course and its ILOs as flat header / ILO / sub-ILO rows in fixed mode', async () => {
      const id = await courseId('CIV101');
      const res = await t.request('GET', `${L}/${id}`, { token: admin });
      expect(res.status).toBe(200);
      expect(res.body.course).toMatchObject({
        courseId: id,
        courseName: { ar: 'التحليل الإنشائي', en: 'Structural Analysis' },
        ScopeName: { en: 'Civil Engineering' },
        flexibleIlos: false,
        baID: '15.1.',
        baName: { ar: 'ساعات معتمدة', en: 'Credit hours' },
        courseCode: 'CIV101',
        IHId: '2300000',
        active: true,
      });
      expect(res.body.courseIlos).toHaveLength(8);
      expect(res.body.courseIlos[1]).toEqual({
        headerId: 1,
        headerName: { ar: 'المعرفة والفهم', en: 'Knowledge and understanding' },
        headerCode: '1.1.',
        iloId: expect.any(Number),
        iloDescription: {
          ar: 'يشرح مبادئ ونظريات التحليل الإنشائي',
          en: 'Explain the principles and theories of Structural Analysis',
        },
        iloCode: 'a2',
        subIloId: expect.any(Number),
        subIloDescription: { ar: expect.any(String), en: 'State the assumptions behind each theory' },
        subIloCode: 'a2.1',
      });
      expect(new Set(res.body.courseIlos.map((r: { headerCode: string }) => r.headerCode))).toEqual(
        new Set(['1.1.', '1.2.', '1.3.', '1.4.']),
      );
    });

    it('answers a tree in flexible mode, and no ILOs with onlyInfo', async () => {
      const id = await courseId('CIV401');
      const res = await t.request('GET', `${L}/${id}`, { token: admin });
      expect(res.body.course.flexibleIlos).toBe(true);
      expect(res.body.courseIlos.map((n: { ilo_code: string }) => n.ilo_code)).toEqual(['LO1', 'LO2', 'LO3']);
      expect(res.body.courseIlos[0].children[1].children[0]).toEqual({
        iloId: expect.any(Number),
        ilo_code: 'LO1.2.1',
        description: { ar: 'يستنتج معادلات النموذج', en: 'Derive the model equations' },
        children: [],
      });
      const info = await t.request('GET', `${L}/${id}?onlyInfo=1`, { token: admin });
      expect(info.body.courseIlos).toEqual([]);
      expect(info.body.course.courseId).toBe(id);
    });

    it('answers 404 for a course outside the user scope, an unknown id or a bad id', async () => {
      const sci = await courseId('MTH101');
      expect((await t.request('GET', `${L}/${sci}`, { token: creator })).status).toBe(404);
      expect((await t.request('GET', `/api/courses/165.2.1./${sci}`, { token: creator })).status).toBe(404);
      expect((await t.request('GET', `${L}/999999`, { token: admin })).status).toBe(404);
      expect((await t.request('GET', `${L}/abc`, { token: admin })).status).toBe(404);
      const mine = await courseId('CIV101');
      expect((await t.request('GET', `/api/courses/165.2.1./${mine}`, { token: creator })).status).toBe(200);
    });
  });

  describe('add and edit', () => {
    let civPlan: number;
    let mthPlan: number;
    beforeAll(async () => {
      civPlan = (
        await t.sql<{ id: number }>('select id from study_plan where scope_id = ? and number = ?', [
          scopes['ENG-CIV'],
          '2018',
        ])
      )[0].id;
      mthPlan = (
        await t.sql<{ id: number }>('select id from study_plan where scope_id = ? and number = ?', [
          scopes['SCI-MTH'],
          '2018',
        ])
      )[0].id;
    });
    const body = (over: Record<string, unknown> = {}) => ({
      scopeId: scopes['ENG-CIV'],
      name: { ar: 'الخرسانة سابقة الإجهاد', en: 'Prestressed Concrete' },
      courseType: '15.1.',
      studyPlanId: civPlan,
      courseCode: 'CIV450',
      IHId: 'X-450',
      flexibleIlos: false,
      ...over,
    });

    it('answers the add form foundation for a scope: its and its parents study plans', async () => {
      const res = await t.request('GET', `${L}/getFoundation?scopeId=${scopes['ENG-CIV']}`, { token: admin });
      expect(res.status).toBe(200);
      expect(res.body.scope).toEqual({
        id: scopes['ENG-CIV'],
        name: { ar: 'قسم الهندسة المدنية', en: 'Civil Engineering' },
      });
      expect(res.body.studyPlans.map((p: { number: string }) => p.number)).toEqual(['2018', '2022']);
      expect(res.body.courseTypes).toHaveLength(6);
      expect((await t.request('GET', `${L}/getFoundation`, { token: viewer })).status).toBe(403);
    });

    it('adds a course (9.3.), refuses the viewer, and checks every field', async () => {
      expect((await t.request('POST', `${L}/add`, { token: viewer, body: body() })).status).toBe(403);
      const before = (await list('')).body.totalItems;
      const res = await t.request('POST', `${L}/add`, { token: admin, body: body() });
      expect((await list('')).body.totalItems).toBe(before + 1);
      expect(res.status).toBe(200);
      expect(res.body.message).toEqual(M.courseAdded);
      expect(res.body.course).toMatchObject({
        courseName: { en: 'Prestressed Concrete' },
        active: true,
        IHId: 'X-450',
      });
      const view = await t.request('GET', `${L}/${res.body.courseId}`, { token: admin });
      expect(view.body.courseIlos).toEqual([]);

      const blank = await t.request('POST', `${L}/add`, {
        token: admin,
        body: body({ name: { ar: '   ', en: 'x'.repeat(201) }, courseType: '15.9.' }),
      });
      expect(blank.status).toBe(422);
      expect(blank.body.fields).toMatchObject({
        'name.ar': MESSAGES.required,
        'name.en': fill(MESSAGES.maxLength, { max: 200 }),
        courseType: MESSAGES.invalidOption,
      });
      const otherPlan = await t.request('POST', `${L}/add`, {
        token: admin,
        body: body({ studyPlanId: mthPlan }),
      });
      expect(otherPlan.status).toBe(422);
      expect(otherPlan.body.fields).toEqual({ studyPlanId: M.studyPlanOutsideScope });
      const taken = await t.request('POST', `${L}/add`, {
        token: admin,
        body: body({ courseCode: 'CIV451' }),
      });
      expect(taken.status).toBe(422);
      expect(taken.body.fields).toEqual({ IHId: M.ihIdTaken });
      const outside = await t.request('POST', `${L}/add`, { token: admin, body: body({ scopeId: 999999 }) });
      expect(outside.status).toBe(404);
      const extra = await t.request('POST', `${L}/add`, { token: admin, body: { ...body(), hack: 1 } });
      expect(extra.body.fields).toEqual({ hack: MESSAGES.unknownField });
    });

    it('reads and saves a course for editing (9.4.), and locks the ILO mode once it has ILOs', async () => {
      const id = await courseId('CIV201');
      const form = await t.request('GET', `${L}/edit/${id}`, { token: admin });
      expect(form.status).toBe(200);
      expect(form.body).toMatchObject({ canChangeIloMode: false, course: { courseId: id } });
      expect(form.body.studyPlans).toHaveLength(2);
      expect((await t.request('GET', `${L}/edit/${id}`, { token: viewer })).status).toBe(403);

      const edit = {
        name: { ar: 'تصميم الخرسانة المسلحة 1', en: 'Reinforced Concrete Design 1' },
        courseType: '15.2.',
        studyPlanId: civPlan,
        courseCode: 'CIV201',
        IHId: '2300001',
        flexibleIlos: false,
      };
      const saved = await t.request('PUT', `${L}/edit/${id}`, { token: admin, body: edit });
      expect(saved.status).toBe(200);
      expect(saved.body.message).toEqual(M.courseSaved);
      expect(saved.body.course).toMatchObject({ courseName: edit.name, baID: '15.2.' });
      const locked = await t.request('PUT', `${L}/edit/${id}`, {
        token: admin,
        body: { ...edit, flexibleIlos: true },
      });
      expect(locked.status).toBe(422);
      expect(locked.body.fields).toEqual({ flexibleIlos: M.iloModeLocked });
      expect((await t.request('PUT', `${L}/edit/${id}`, { token: viewer, body: edit })).status).toBe(403);
      const sci = await courseId('MTH201');
      expect((await t.request('PUT', `${L}/edit/${sci}`, { token: admin, body: edit })).status).toBe(422);
    });
  });

  describe('courseActivation (SPEC 4)', () => {
    const subjectsOf = async (id: number) =>
      t.sql<{ id: number; active: boolean }>(
        'select id, active from subject where course_id = ? order by id',
        [id],
      );
    const activate = (id: number, flag: 0 | 1, body: unknown = {}, token = admin) =>
      t.request('PUT', `${L}/courseActivation/${id}/${flag}`, { token, body });

    it('lists the course subjects for the dialog with the ILO mode and rights', async () => {
      const id = await courseId('ELC101');
      const res = await t.request('GET', `${L}/getCourseSubjects/${id}`, { token: admin });
      expect(res.status).toBe(200);
      expect(res.body.isFlexibleILOs).toBe(false);
      expect(res.body.rights).toContain('9.4.');
      expect(res.body.subjects[0]).toEqual({
        subjectId: expect.any(Number),
        subjectName: expect.any(String),
        active: true,
        lectureCount: expect.any(Number),
      });
    });

    it('deactivating a course deactivates all its subjects', async () => {
      const id = await courseId('ELC101');
      const res = await activate(id, 0);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: M.courseDeactivated, active: false, activeSubjects: [] });
      expect((await subjectsOf(id)).every((s) => !s.active)).toBe(true);
      const row = await list(`?IHId=${2300100}`);
      expect(row.body.courses[0].active).toBe(false);
    });

    it('activating with subjects needs at least one ticked, and activates only the ticked ones', async () => {
      const id = await courseId('ELC101');
      const none = await activate(id, 1, { subjects: [], activateSubject: true });
      expect(none.status).toBe(422);
      expect(none.body.fields).toEqual({ subjects: M.selectOneSubject });
      const foreign = await activate(id, 1, { subjects: [1], activateSubject: true });
      expect(foreign.body.fields).toEqual({ subjects: M.subjectNotInCourse });
      const subjects = await subjectsOf(id);
      const res = await activate(id, 1, { subjects: [subjects[0].id], activateSubject: true });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        message: fill(M.courseActivatedWithSubjects, { count: 1 }),
        active: true,
        activeSubjects: [subjects[0].id],
      });
      expect((await subjectsOf(id)).map((s) => s.active)).toEqual(subjects.map((_, i) => i === 0));
    });

    it('cancelling the subjects dialog (activateSubject false) activates the course only', async () => {
      const id = await courseId('ELC201');
      await activate(id, 0);
      const res = await activate(id, 1, { subjects: [], activateSubject: false });
      expect(res.body).toEqual({ message: M.courseActivated, active: true, activeSubjects: [] });
      expect((await subjectsOf(id)).every((s) => !s.active)).toBe(true);
    });

    it('switches a course with no subjects straight away', async () => {
      const add = await t.request('POST', `${L}/add`, {
        token: admin,
        body: {
          scopeId: scopes['SCI-MTH'],
          name: { ar: 'نظرية الأعداد', en: 'Number Theory' },
          courseType: '15.1.',
          studyPlanId: (
            await t.sql<{ id: number }>('select id from study_plan where scope_id = ? limit 1', [
              scopes['SCI-MTH'],
            ])
          )[0].id,
        },
      });
      const id = add.body.courseId;
      expect((await activate(id, 0)).body.active).toBe(false);
      expect((await activate(id, 1)).body).toEqual({
        message: M.courseActivated,
        active: true,
        activeSubjects: [],
      });
    });

    it('needs the edit right and a course in scope; an unknown flag is 404', async () => {
      const id = await courseId('ELC301');
      expect((await activate(id, 0, {}, viewer)).status).toBe(403);
      expect(
        (await t.request('PUT', `${L}/courseActivation/${id}/2`, { token: admin, body: {} })).status,
      ).toBe(404);
      expect((await activate(999999, 0)).status).toBe(404);
    });
  });

  describe('DELETE {courseId}', () => {
    it('refuses a course with subjects or ILOs with the SPEC message', async () => {
      const id = await courseId('PHY101');
      const res = await t.request('DELETE', `${L}/${id}`, { token: admin });
      expect(res.status).toBe(422);
      expect(res.body).toEqual({ message: M.cannotDeleteCourse });
      expect(M.cannotDeleteCourse.en).toBe(
        'Cannot delete the course: it contains subjects, ILOs, questions or exams',
      );
    });

    it('deletes an empty course (9.5.) and refuses the viewer', async () => {
      const plan = (
        await t.sql<{ id: number }>('select id from study_plan where scope_id = ? limit 1', [
          scopes['SCI-PHY'],
        ])
      )[0].id;
      const add = await t.request('POST', `${L}/add`, {
        token: admin,
        body: {
          scopeId: scopes['SCI-PHY'],
          name: { ar: 'فيزياء البلازما', en: 'Plasma Physics' },
          courseType: '15.1.',
          studyPlanId: plan,
        },
      });
      const id = add.body.courseId;
      expect((await t.request('DELETE', `${L}/${id}`, { token: viewer })).status).toBe(403);
      const res = await t.request('DELETE', `${L}/${id}`, { token: admin });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: M.courseDeleted });
      expect((await t.request('GET', `${L}/${id}`, { token: admin })).status).toBe(404);
    });
  });

  describe('electronic exams', () => {
    it('lists none until exams exist, and has no exam to redirect to', async () => {
      const id = await courseId('CIV101');
      const res = await t.request('GET', `${L}/${id}/getCourseElectronicExams`, { token: admin });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ exams: [] });
      expect((await t.request('GET', `${L}/${id}/getExamRedirect/1`, { token: admin })).status).toBe(404);
      const sci = await courseId('MTH101');
      expect(
        (await t.request('GET', `${L}/${sci}/getCourseElectronicExams`, { token: creator })).status,
      ).toBe(404);
    });
  });

  describe('demo seed', () => {
    it('seeds 60 courses of every type and can run again without duplicating anything', async () => {
      const counts = async () =>
        (
          await t.sql<{ courses: number; ilos: number; subjects: number; roles: number; types: number }>(
            `select (select count(*)::int from course) as courses, (select count(*)::int from course_ilo) as ilos,
               (select count(*)::int from subject) as subjects, (select count(*)::int from app_role) as roles,
               (select count(distinct course_type)::int from course) as types`,
          )
        )[0];
      const before = await counts();
      expect(before.types).toBe(6);
      expect(before.roles).toBe(1);
      await seedDemo(t.running.database.orm);
      expect(await counts()).toEqual(before);
    });
  });
});

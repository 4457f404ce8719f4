import { SUBJECT_MESSAGES } from '@mizan/domain/subjects';
import { MESSAGES } from '@mizan/domain/messages';
import { BOOT_TIMEOUT, startTestApp, type TestApp } from '../../test/harness.js';

const M = SUBJECT_MESSAGES;
const S = '/api/subjects/165.1.2.';

interface Ilo {
  id: number;
  parent_id: number | null;
  code: string;
}

describe('165.1.2. subjects API', () => {
  let t: TestApp;
  let admin: string;
  let viewer: string;
  let creator: string;
  const course = async (code: string) =>
    (await t.sql<{ id: number }>('select id from course where course_code = ?', [code]))[0].id;
  const ilos = async (courseId: number) =>
    Object.fromEntries(
      (await t.sql<Ilo>('select id, parent_id, code from course_ilo where course_id = ?', [courseId])).map(
        (r) => [r.code, r],
      ),
    ) as Record<string, Ilo>;
  const picks = async (subjectId: number) =>
    (
      await t.sql<{ ilo_id: number }>('select ilo_id from subject_ilo where subject_id = ? order by ilo_id', [
        subjectId,
      ])
    ).map((r) => r.ilo_id);
  const add = (courseId: number, subject: Record<string, unknown>, token = admin) =>
    t.request('POST', `${S}?courseId=${courseId}`, { token, body: { courseId, subject } });

  beforeAll(async () => {
    t = await startTestApp();
    [admin, viewer, creator] = await Promise.all([t.login('admin'), t.login('viewer'), t.login('creator')]);
  }, BOOT_TIMEOUT);
  afterAll(() => t.close());

  describe('GET /api/subjects/{appId}', () => {
    it('lists the subjects with their ticked ILOs grouped under headers, the rights and the ILO mode', async () => {
      const id = await course('CIV101');
      const res = await t.request('GET', `${S}?courseId=${id}`, { token: admin });
      expect(res.status).toBe(200);
      expect(res.body.isFlexibleILOs).toBe(false);
      expect(res.body.rights).toEqual(expect.arrayContaining(['9.2.', '9.3.', '9.4.', '9.5.']));
      expect(res.body.subjects.length).toBeGreaterThanOrEqual(2);
      const first = res.body.subjects[0];
      expect(first).toMatchObject({
        subjectId: expect.any(Number),
        subjectName: 'مقدمة ومفاهيم أساسية',
        active: true,
      });
      expect(first.ilos[0]).toMatchObject({
        headerId: 1,
        headerCode: '1.1.',
        headerName: { en: 'Knowledge and understanding' },
      });
      for (const h of first.ilos) expect(h.ilos.length).toBeGreaterThan(0);
    });

    it('lists a flexible course subjects as a tree, and filters by activeStatus', async () => {
      const id = await course('CIV401');
      const res = await t.request('GET', `${S}?courseId=${id}`, { token: admin });
      expect(res.body.isFlexibleILOs).toBe(true);
      expect(res.body.subjects[0].ilos[0]).toMatchObject({
        iloId: expect.any(Number),
        ilo_code: expect.any(String),
        children: expect.any(Array),
      });
      const inactiveCourse = await course('CIV701');
      const active = await t.request('GET', `${S}?courseId=${inactiveCourse}&activeStatus=1`, {
        token: admin,
      });
      expect(active.body.subjects).toEqual([]);
      const inactive = await t.request('GET', `${S}?courseId=${inactiveCourse}&activeStatus=0`, {
        token: admin,
      });
      expect(inactive.body.subjects.length).toBeGreaterThan(0);
    });

    it('answers the viewer with view only, 404 outside the scope, 422 without a course', async () => {
      const id = await course('CIV101');
      const res = await t.request('GET', `${S}?courseId=${id}`, { token: viewer });
      expect(res.body.rights).toEqual(['9.2.']);
      const sci = await course('MTH101');
      expect((await t.request('GET', `${S}?courseId=${sci}`, { token: creator })).status).toBe(404);
      const none = await t.request('GET', S, { token: admin });
      expect(none.status).toBe(422);
      expect(none.body.fields.courseId).toEqual(MESSAGES.required);
    });
  });

  describe('add, read, update (fixed mode)', () => {
    let courseId: number;
    let subjectId: number;
    let I: Record<string, Ilo>;
    beforeAll(async () => {
      courseId = await course('ELC301');
      I = await ilos(courseId);
    });

    it('answers the course ILOs for the add screen', async () => {
      const res = await t.request('GET', `${S}/ilos?courseId=${courseId}`, { token: admin });
      expect(res.status).toBe(200);
      expect(res.body.flexibleILOs).toBe(false);
      expect(res.body.courseIlos.map((h: { headerCode: string }) => h.headerCode)).toEqual([
        '1.1.',
        '1.2.',
        '1.3.',
        '1.4.',
      ]);
      expect(res.body.courseIlos[0].ilos[1]).toMatchObject({
        iloID: I.a2.id,
        iloCode: 'a2',
        selected: false,
        unRemovable: false,
        subIlos: [
          {
            subIloID: I['a2.1'].id,
            subIloCode: 'a2.1',
            selected: false,
            unRemovable: false,
            subIloDesc: expect.any(Object),
          },
          expect.objectContaining({ subIloID: I['a2.2'].id }),
        ],
      });
    });

    it('adds a subject (starts active) with its ILO picks and returns its id', async () => {
      const res = await add(courseId, {
        txtSubjectName: '  Transformers  ',
        numLectureCount: '4',
        ilosNOChild: `${I.a1.id},${I.c1.id}`,
        ilosWithChild: '',
        chkILO: `${I['a2.1'].id}`,
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ subjectId: expect.any(Number), message: M.subjectAdded });
      subjectId = res.body.subjectId;
      const [row] = await t.sql<{ name: string; active: boolean; lecture_count: number }>(
        'select name, active, lecture_count from subject where id = ?',
        [subjectId],
      );
      expect(row).toEqual({ name: 'Transformers', active: true, lecture_count: 4 });
      expect(await picks(subjectId)).toEqual([I.a1.id, I.a2.id, I['a2.1'].id, I.c1.id].sort((a, b) => a - b));
    });

    it('reads the subject with every course ILO flagged selected / unRemovable, and the course state', async () => {
      const res = await t.request('GET', `${S}/${subjectId}?courseId=${courseId}`, { token: admin });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        flexibleILOsFlag: false,
        courseActive: true,
        subject: {
          subjectId,
          subjectName: 'Transformers',
          active: true,
          lectureCount: 4,
          isFlexibleILOs: false,
        },
      });
      const k = res.body.courseIlos[0];
      expect(k.ilos[0]).toMatchObject({ iloID: I.a1.id, selected: true, unRemovable: false });
      expect(k.ilos[1].subIlos.map((s: { selected: boolean }) => s.selected)).toEqual([true, false]);
      expect(res.body.courseIlos[1].ilos.every((i: { selected: boolean }) => !i.selected)).toBe(true);
      const ilosCall = await t.request('GET', `${S}/ilos?courseId=${courseId}&subjectId=${subjectId}`, {
        token: admin,
      });
      expect(ilosCall.body.courseIlos).toEqual(res.body.courseIlos);
      expect(
        (await t.request('GET', `${S}/${subjectId}?courseId=${await course('CIV101')}`, { token: admin }))
          .status,
      ).toBe(404);
    });

    it('updates title, count, status and picks', async () => {
      const res = await t.request('PUT', `${S}/${subjectId}`, {
        token: admin,
        body: {
          courseId,
          subject: {
            drpSubjectStatus: '0',
            txtSubjectName: 'Transformers and machines',
            numLectureCount: 6,
            ilosNOChild: `${I.d1.id}`,
          },
        },
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: M.subjectSaved });
      const [row] = await t.sql<{ name: string; active: boolean; lecture_count: number }>(
        'select name, active, lecture_count from subject where id = ?',
        [subjectId],
      );
      expect(row).toEqual({ name: 'Transformers and machines', active: false, lecture_count: 6 });
      expect(await picks(subjectId)).toEqual([I.d1.id]);
    });

    it('checks every pick against the course and its list', async () => {
      const base = { txtSubjectName: 'Picks' };
      const other = await ilos(await course('CIV101'));
      const foreign = await add(courseId, { ...base, ilosNOChild: `${other.a1.id}` });
      expect(foreign.status).toBe(422);
      expect(foreign.body.fields).toEqual({ 'subject.ilosNOChild': M.iloNotInCourse });
      const wrong = await add(courseId, { ...base, ilosNOChild: `${I.a2.id}` });
      expect(wrong.body.fields).toEqual({ 'subject.ilosNOChild': M.iloWrongList });
      const sub = await add(courseId, { ...base, chkILO: `${I.a1.id}` });
      expect(sub.body.fields).toEqual({ 'subject.chkILO': M.iloWrongList });
      const flexible = await add(courseId, { ...base, flexibleILOs: `${I.a1.id}` });
      expect(flexible.body.fields).toEqual({ 'subject.flexibleILOs': M.iloWrongList });
      const garbage = await add(courseId, { ...base, chkILO: '1,,x' });
      expect(garbage.body.fields).toEqual({ 'subject.chkILO': MESSAGES.invalidData });
    });
  });

  describe('validation (SPEC 5)', () => {
    let courseId: number;
    beforeAll(async () => {
      courseId = await course('ELC101');
    });
    const fieldOf = async (subject: Record<string, unknown>, name: string) => {
      const res = await add(courseId, subject);
      expect(res.status).toBe(422);
      return res.body.fields[`subject.${name}`];
    };

    it('title: required, not blank after trimming (Please add data), at most 50', async () => {
      expect(await fieldOf({}, 'txtSubjectName')).toEqual({
        ar: 'برجاء إدخال البيانات',
        en: 'Please add data',
      });
      expect(await fieldOf({ txtSubjectName: '    ' }, 'txtSubjectName')).toEqual({
        ar: 'برجاء إدخال البيانات',
        en: 'Please add data',
      });
      expect(await fieldOf({ txtSubjectName: 'x'.repeat(51) }, 'txtSubjectName')).toEqual({
        ar: 'الحد الأقصى ٥٠ حرف',
        en: 'Max length 50 characters',
      });
      expect((await add(courseId, { txtSubjectName: ` ${'x'.repeat(50)} ` })).status).toBe(200);
    });

    it('lecture count: a number, not negative (Please add valid Number), at most 50', async () => {
      const valid = { ar: 'برجاء إدخال رقم صحيح', en: 'Please add valid Number' };
      expect(await fieldOf({ txtSubjectName: 'a', numLectureCount: 'abc' }, 'numLectureCount')).toEqual(
        valid,
      );
      expect(await fieldOf({ txtSubjectName: 'a', numLectureCount: -1 }, 'numLectureCount')).toEqual(valid);
      expect(await fieldOf({ txtSubjectName: 'a', numLectureCount: 2.5 }, 'numLectureCount')).toEqual(valid);
      expect(await fieldOf({ txtSubjectName: 'a', numLectureCount: 51 }, 'numLectureCount')).toEqual({
        ar: 'أقصى قيمة مسموحة هي ٥٠',
        en: 'Max value allowed is 50',
      });
      for (const n of [0, 50, '', null])
        expect((await add(courseId, { txtSubjectName: `n${n}`, numLectureCount: n })).status).toBe(200);
    });

    it('status: 1 or 0 only; unknown fields refused', async () => {
      expect(await fieldOf({ txtSubjectName: 'a', drpSubjectStatus: '2' }, 'drpSubjectStatus')).toEqual(
        MESSAGES.invalidOption,
      );
      const extra = await add(courseId, { txtSubjectName: 'a', hack: true });
      expect(extra.body.fields).toEqual({ 'subject.hack': MESSAGES.unknownField });
    });
  });

  describe('status on an inactive course (SPEC 4)', () => {
    it('refuses to activate a subject on an inactive course (courseEditDisabled); a new one starts inactive there', async () => {
      const id = await course('ELC701');
      const refused = await add(id, { txtSubjectName: 'Active?', drpSubjectStatus: '1' });
      expect(refused.status).toBe(422);
      expect(refused.body.fields).toEqual({ 'subject.drpSubjectStatus': M.courseEditDisabled });
      const added = await add(id, { txtSubjectName: 'Quietly inactive' });
      expect(added.status).toBe(200);
      const [row] = await t.sql<{ active: boolean }>('select active from subject where id = ?', [
        added.body.subjectId,
      ]);
      expect(row.active).toBe(false);
      const update = await t.request('PUT', `${S}/${added.body.subjectId}`, {
        token: admin,
        body: { courseId: id, subject: { txtSubjectName: 'Quietly inactive', drpSubjectStatus: '1' } },
      });
      expect(update.status).toBe(422);
      expect(update.body.fields).toEqual({ 'subject.drpSubjectStatus': M.courseEditDisabled });
      const detail = await t.request('GET', `${S}/${added.body.subjectId}?courseId=${id}`, { token: admin });
      expect(detail.body.courseActive).toBe(false);
    });
  });

  describe('flexible mode', () => {
    it('adds and updates a subject with flexibleILOs picks from any level of the tree', async () => {
      const id = await course('ELC608');
      const I = await ilos(id);
      const res = await add(id, {
        txtSubjectName: 'Grid models',
        flexibleILOs: `${I['LO1.2.1'].id},${I.LO3.id}`,
      });
      expect(res.status).toBe(200);
      expect(await picks(res.body.subjectId)).toEqual([I['LO1.2.1'].id, I.LO3.id].sort((a, b) => a - b));
      const detail = await t.request('GET', `${S}/${res.body.subjectId}?courseId=${id}`, { token: admin });
      expect(detail.body.flexibleILOsFlag).toBe(true);
      const lo1 = detail.body.courseIlos[0];
      expect(lo1).toMatchObject({ ilo_code: 'LO1', selected: false, unremovable: false });
      expect(lo1.children[1].children[0]).toMatchObject({ ilo_code: 'LO1.2.1', selected: true });
      expect(detail.body.subject.ilos.map((n: { ilo_code: string }) => n.ilo_code)).toEqual(['LO1', 'LO3']);
      const fixed = await add(id, { txtSubjectName: 'x', ilosNOChild: `${I.LO3.id}` });
      expect(fixed.body.fields).toEqual({ 'subject.ilosNOChild': M.iloWrongList });
    });
  });

  describe('rights and scope', () => {
    it('refuses add, edit and delete without the rights (viewer 403) and courses outside the scope (404)', async () => {
      const id = await course('CIV201');
      expect((await add(id, { txtSubjectName: 'x' }, viewer)).status).toBe(403);
      const [s] = await t.sql<{ id: number }>('select id from subject where course_id = ? limit 1', [id]);
      const body = { courseId: id, subject: { txtSubjectName: 'x' } };
      expect((await t.request('PUT', `${S}/${s.id}`, { token: viewer, body })).status).toBe(403);
      expect((await t.request('DELETE', `${S}/${s.id}?courseId=${id}`, { token: viewer })).status).toBe(403);
      const sci = await course('MTH201');
      const [sciSubject] = await t.sql<{ id: number }>('select id from subject where course_id = ? limit 1', [
        sci,
      ]);
      expect(
        (await t.request('GET', `${S}/${sciSubject.id}?courseId=${sci}`, { token: creator })).status,
      ).toBe(404);
      expect((await t.request('GET', `${S}/ilos?courseId=${sci}`, { token: creator })).status).toBe(404);
      expect((await add(sci, { txtSubjectName: 'x' })).status).toBe(200);
      const mismatch = await t.request('POST', `${S}?courseId=${id}`, {
        token: admin,
        body: { courseId: sci, subject: { txtSubjectName: 'x' } },
      });
      expect(mismatch.status).toBe(404);
      const wrongCourse = await t.request('PUT', `${S}/${s.id}`, {
        token: admin,
        body: { courseId: sci, subject: { txtSubjectName: 'x' } },
      });
      expect(wrongCourse.status).toBe(404);
    });
  });

  describe('DELETE', () => {
    it('deletes a subject with its ILO links (9.5.) and answers 404 after', async () => {
      const id = await course('CHM101');
      const [s] = await t.sql<{ id: number }>(
        'select id from subject where course_id = ? order by id limit 1',
        [id],
      );
      const res = await t.request('DELETE', `${S}/${s.id}?courseId=${id}`, { token: admin });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: M.subjectDeleted });
      expect(await picks(s.id)).toEqual([]);
      expect((await t.request('DELETE', `${S}/${s.id}?courseId=${id}`, { token: admin })).status).toBe(404);
      expect(
        (await t.request('DELETE', `/api/subjects/165.1.1./${s.id}?courseId=${id}`, { token: admin })).status,
      ).toBe(404);
    });
  });
});

import { validate } from '../validation/index.js';
import { subjectBodySchema } from './subject.schema.js';

const body = (subject: Record<string, unknown>) => ({
  courseId: '4',
  subject: { txtSubjectName: 'Title', ...subject },
});

describe('165.1.2. subject form schema (SPEC 5)', () => {
  it('trims the title and reads id lists and the lecture count', () => {
    const r = validate(
      subjectBodySchema,
      body({ txtSubjectName: '  T  ', numLectureCount: ' 7 ', chkILO: '3, 5,3', ilosNOChild: '' }),
    );
    expect(r).toEqual({
      success: true,
      data: {
        courseId: 4,
        subject: { txtSubjectName: 'T', numLectureCount: 7, chkILO: [3, 5], ilosNOChild: [] },
      },
    });
  });

  it.each([
    [{ txtSubjectName: ' ' }, 'subject.txtSubjectName', 'Please add data'],
    [{ txtSubjectName: 'x'.repeat(51) }, 'subject.txtSubjectName', 'Max length 50 characters'],
    [{ numLectureCount: 'x' }, 'subject.numLectureCount', 'Please add valid Number'],
    [{ numLectureCount: -2 }, 'subject.numLectureCount', 'Please add valid Number'],
    [{ numLectureCount: 51 }, 'subject.numLectureCount', 'Max value allowed is 50'],
    [{ flexibleILOs: '1;2' }, 'subject.flexibleILOs', 'Some fields are not valid'],
  ])('refuses %j', (subject, field, en) => {
    const r = validate(subjectBodySchema, body(subject));
    expect(r.success).toBe(false);
    if (!r.success) expect(r.fields[field].en).toBe(en);
  });

  it('accepts a missing or empty lecture count and status as numbers', () => {
    for (const numLectureCount of [undefined, '', null, 0, 50])
      expect(validate(subjectBodySchema, body({ numLectureCount })).success).toBe(true);
    const r = validate(subjectBodySchema, body({ drpSubjectStatus: 0 }));
    expect(r.success && r.data.subject.drpSubjectStatus).toBe('0');
  });
});

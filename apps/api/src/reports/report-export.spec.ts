import { printedDate, reportHtml } from './report-export.js';

const file = {
  fileName: 'x',
  title: { ar: 'تقرير <تجربة>', en: 'Report <test>' },
  sheets: [
    {
      name: { ar: 'الجزء', en: 'Part' },
      columns: [
        { ar: 'الاسم', en: 'Name' },
        { ar: 'العدد', en: 'Count' },
        { ar: 'التاريخ', en: 'Date' },
      ],
      rows: [['<b>CE301</b>', 1234, '2026-11-23T10:00:00.000Z']],
    },
    { name: { ar: 'فارغ', en: 'Empty' }, columns: [{ ar: 'أ', en: 'A' }], rows: [] },
  ],
};

describe('reports: the printed report (PDF body)', () => {
  const at = new Date('2026-11-24T08:30:00Z');

  it('escapes user content and isolates text cells', () => {
    const html = reportHtml(file, 'en', at);
    expect(html).toContain('<bdi>&#60;b&#62;CE301&#60;/b&#62;</bdi>');
    expect(html).toContain('Report &#60;test&#62;');
    expect(html).not.toContain('<b>');
  });

  it('writes numbers and dates in the language digits; an empty part says so', () => {
    const ar = reportHtml(file, 'ar', at);
    expect(ar).toContain('>١٢٣٤<');
    // Outside user content (a course code keeps its own digits), no Latin digit is printed.
    const text = ar.replace(/<bdi>.*?<\/bdi>/g, '').replace(/<[^>]*>|&#\d+;/g, ' ');
    expect(text).not.toMatch(/[0-9]/);
    expect(text).toContain('٢٣');
    expect(ar).toContain('لا توجد بيانات');
    expect(reportHtml(file, 'en', at)).toContain('>1234<');
    expect(printedDate('2026-11-23', 'en')).toBe('23 Nov 2026');
  });
});

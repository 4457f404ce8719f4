import { XMLValidator } from 'fast-xml-parser';
import { dirOfText, directionRuns, texToOmml } from './rich-text-docx.js';

describe('165.7.1. DOCX direction of runs', () => {
  it('marks Arabic and the neutrals of a right-to-left paragraph rtl, a Latin stretch with its closing bracket ltr', () => {
    expect(directionRuns(' عند x = 2 (use SI units).', 'rtl')).toEqual([
      { text: ' عند ', rtl: true },
      { text: 'x = 2 (use SI units)', rtl: false },
      { text: '.', rtl: true },
    ]);
    expect(directionRuns('Define انتروبيا here', 'ltr')).toEqual([
      { text: 'Define', rtl: false },
      { text: ' انتروبيا ', rtl: true },
      { text: 'here', rtl: false },
    ]);
    expect(directionRuns('12 + 3', 'ltr')).toEqual([{ text: '12 + 3', rtl: false }]);
    expect(directionRuns('12 + 3', 'rtl')).toEqual([{ text: '12 + 3', rtl: true }]);
  });

  it('reads a block direction from its first strong character', () => {
    expect(dirOfText('1. ما قيمة x؟', 'ltr')).toBe('rtl');
    expect(dirOfText('(a) What is س?', 'rtl')).toBe('ltr');
    expect(dirOfText('123', 'rtl')).toBe('rtl');
  });

  it.each([
    ['x<y<1', '&lt;'],
    ['\\{a \\mid a>0\\}', '&gt;'],
    ['\\frac{a}{b}+\\sqrt{x^2}', '<m:f>'],
    ['\\begin{matrix} a & b \\end{matrix}', '<m:m>'],
  ])('writes %s as well-formed OMML', (tex, holds) => {
    const omml = texToOmml(tex) ?? '';
    expect(omml).toMatch(/^<m:oMath /);
    expect(omml).toContain(holds);
    expect(XMLValidator.validate(omml)).toBe(true);
  });
});

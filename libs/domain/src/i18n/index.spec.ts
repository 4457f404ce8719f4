import { fill, formatNumber } from './index.js';

describe('fill', () => {
  it('writes number parameters in each language digits, text parameters as given', () => {
    expect(
      fill(
        { ar: 'الحد الأقصى {max} فراغات في {name}', en: 'At most {max} blanks in {name}' },
        { max: 3, name: 'Q1' },
      ),
    ).toEqual({
      ar: 'الحد الأقصى ٣ فراغات في Q1',
      en: 'At most 3 blanks in Q1',
    });
  });

  it('leaves unknown placeholders alone', () => {
    expect(fill({ ar: '{n} و {m}', en: '{n} and {m}' }, { n: 12 })).toEqual({
      ar: '١٢ و {m}',
      en: '12 and {m}',
    });
  });
});

describe('formatNumber', () => {
  it('uses Arabic-Indic digits and separator in Arabic, without grouping', () => {
    expect(formatNumber(12345, 'ar')).toBe('١٢٣٤٥');
    expect(formatNumber(0.25, 'ar')).toBe('٠٫٢٥');
    expect(formatNumber(12345, 'en')).toBe('12345');
  });
});

import { normaliseArabic } from './arabic-normalise.js';

describe('normaliseArabic', () => {
  it.each([
    ['أحمد', 'احمد'],
    ['إسلام', 'اسلام'],
    ['آمال', 'امال'],
    ['ٱلله', 'الله'],
    ['مدرسة', 'مدرسه'],
    ['مستشفى', 'مستشفي'],
    ['مُحَمَّدٌ', 'محمد'],
    ['كتـــاب', 'كتاب'],
    ['هٰذا', 'هذا'],
    ['الإجابة الأولى', 'الاجابه الاولي'],
    ['Question 1: a', 'Question 1: a'],
    ['', ''],
  ])('%j -> %j', (text, expected) => {
    expect(normaliseArabic(text)).toBe(expected);
  });

  it('is idempotent', () => {
    const once = normaliseArabic('أَكْمِلْ الفراغاتِ التالية في المستشفى');
    expect(normaliseArabic(once)).toBe(once);
  });
});

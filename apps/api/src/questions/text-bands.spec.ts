import { normText } from '@mizan/domain/questions';
import { BANDS, textBands, trigrams } from './text-bands.js';

/** A deterministic word stream (a linear congruential generator), so the figures below never vary. */
function words(seed: number, n: number, vocabulary: string[]): string[] {
  let x = seed;
  return Array.from({ length: n }, () => {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    return vocabulary[x % vocabulary.length];
  });
}
const EN = Array.from({ length: 400 }, (_, i) => `w${i.toString(36)}x${(i * 7).toString(36)}`);
const AR = Array.from(
  { length: 400 },
  (_, i) => `كلمة${'ابتثجحخدذرزسشصضطظعغفقكلمنهوي'[i % 28]}${'سمعبصر'[i % 6]}${i}`,
);

/** pg_trgm's similarity: the Jaccard index of the trigram sets. */
function similarity(a: string, b: string): number {
  const x = trigrams(a);
  const y = trigrams(b);
  const shared = [...x].filter((g) => y.has(g)).length;
  return shared / (x.size + y.size - shared);
}
const COURSE = 7;
const shareBand = (a: string, b: string, courseB = COURSE) => {
  const x = new Set(textBands(a, COURSE));
  return textBands(b, courseB).some((h: number) => x.has(h));
};

describe('trigrams', () => {
  it('pads every word as pg_trgm does and ignores punctuation and case', () => {
    expect([...trigrams('Ab, c!')].sort()).toEqual(['  a', '  c', ' ab', ' c ', 'ab '].sort());
    expect(trigrams('سؤال').size).toBe(5);
    expect(trigrams('  ... ').size).toBe(0);
  });
});

describe('textBands', () => {
  it('gives BANDS signed 32-bit integers, the same for the same text, none for a text without words', () => {
    const text = normText('ما مجموع زوايا المثلث؟');
    const bands = textBands(text, COURSE);
    expect(bands).toHaveLength(BANDS);
    expect(bands.every((b: number) => Number.isInteger(b) && b >= -(2 ** 31) && b < 2 ** 31)).toBe(true);
    expect(textBands(text, COURSE)).toEqual(bands);
    expect(textBands('؟ ! .', COURSE)).toEqual([]);
  });

  it('depends on the trigram set only, as similarity() does', () => {
    expect(textBands('the beam, the load', COURSE)).toEqual(textBands('load the  beam', COURSE));
  });

  it('never matches the same text in another course', () => {
    const text = normText('ما مجموع زوايا المثلث؟');
    expect(shareBand(text, text)).toBe(true);
    expect(shareBand(text, text, COURSE + 1)).toBe(false);
  });

  it.each([
    ['English', EN],
    ['Arabic', AR],
  ])('puts %s near duplicates (one word of 20 changed, one added) in a shared band', (_, vocabulary) => {
    let shared = 0;
    let pairs = 0;
    for (let seed = 1; seed <= 200; seed++) {
      const a = words(seed, 20, vocabulary);
      const b = [...a];
      b[3] = words(seed + 7919, 1, vocabulary)[0];
      b.push(words(seed + 104729, 1, vocabulary)[0]);
      const [x, y] = [normText(a.join(' ')), normText(b.join(' '))];
      if (similarity(x, y) < 0.7) continue;
      pairs++;
      if (shareBand(x, y)) shared++;
    }
    expect(pairs).toBeGreaterThan(160);
    expect(shared / pairs).toBeGreaterThanOrEqual(0.99);
  });

  it('rarely puts unrelated stems of one vocabulary in a shared band', () => {
    let shared = 0;
    for (let seed = 1; seed <= 200; seed++)
      if (shareBand(words(seed, 15, EN).join(' '), words(seed + 500, 15, EN).join(' '))) shared++;
    expect(shared).toBeLessThan(4);
  });
});

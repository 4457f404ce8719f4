import { describe, expect, it } from '@jest/globals';
import { mathPieces, textDir } from './math-line';

describe('one-line question text with formulas', () => {
  it('splits text and \\( \\) formulas, an unclosed one staying text', () => {
    expect(mathPieces('\\(L = 8\\,\\text{m}\\) كمرة \\(w\\) x')).toEqual([
      { tex: true, value: 'L = 8\\,\\text{m}' },
      { tex: false, value: ' كمرة ' },
      { tex: true, value: 'w' },
      { tex: false, value: ' x' },
    ]);
    expect(mathPieces('a \\(x')).toEqual([{ tex: false, value: 'a \\(x' }]);
    expect(mathPieces('')).toEqual([]);
  });

  it('takes the direction from the first letter outside the formulas', () => {
    expect(textDir(mathPieces('\\(L = 6\\) كمرة بسيطة'))).toBe('rtl');
    expect(textDir(mathPieces('A beam \\(L\\)'))).toBe('ltr');
    expect(textDir(mathPieces('\\(x\\)'))).toBe('ltr');
  });
});

import type { Bilingual, Lang } from '../i18n/index.js';
import { normaliseArabic } from './arabic-normalise.js';

/** Answer choice letters a to t with their Arabic (abjad order) pairs (SPEC 9). */
export const ANSWER_LETTERS = Object.freeze(
  [
    ['أ', 'a'],
    ['ب', 'b'],
    ['ج', 'c'],
    ['د', 'd'],
    ['هـ', 'e'],
    ['و', 'f'],
    ['ز', 'g'],
    ['ح', 'h'],
    ['ط', 'i'],
    ['ي', 'j'],
    ['ك', 'k'],
    ['ل', 'l'],
    ['م', 'm'],
    ['ن', 'n'],
    ['س', 'o'],
    ['ع', 'p'],
    ['ف', 'q'],
    ['ص', 'r'],
    ['ق', 's'],
    ['ر', 't'],
  ].map(([ar, en]) => Object.freeze({ ar, en }) satisfies Bilingual),
);

/** The letter of the answer at a 0-based position, or '' past the last letter. */
export const answerLetter = (index: number, lang: Lang): string => ANSWER_LETTERS[index]?.[lang] ?? '';

/** The 0-based position of an answer letter in either language (any case, 'ا' or 'ه' accepted), or -1. */
export const answerIndex = (letter: string): number => {
  const l = normaliseArabic(letter.trim().toLowerCase());
  return ANSWER_LETTERS.findIndex((p) => p.en === l || normaliseArabic(p.ar) === l);
};

import type { LanguageCode, QuestionTypeCode } from '@mizan/domain/codes';
import type { Blank, QuestionBody, QuestionContent, SubQuestion } from '@mizan/domain/questions';

/** A short random id for a new rich-text part (question.api.ts: ids are made by the client). */
export const newId = (): string => crypto.randomUUID().replaceAll('-', '').slice(0, 12);

/** The types a case study may hold as sub-questions (any but a case study). */
export type SubType = Exclude<QuestionTypeCode, '3.5.'>;
export type SubBody = SubQuestion['body'];

/** A new question's body: two options for MCQ/MMCQ (the least SPEC allows), one pair, one rubric. */
export function emptyBody(type: SubType): SubBody;
export function emptyBody(type: QuestionTypeCode): QuestionBody;
export function emptyBody(type: QuestionTypeCode): QuestionBody {
  switch (type) {
    case '3.1.':
      return {
        type,
        rubrics: [{ id: newId(), text: '', weight: 1 }],
        answerLines: 5,
        answerWordsMax: null,
        modelAnswer: '',
      };
    case '3.2.':
    case '3.3.':
      return {
        type,
        options: Array.from({ length: 4 }, () => ({ id: newId(), text: '', correct: false })),
      };
    case '3.4.':
      return { type, correct: true };
    case '3.5.':
      return { type, subQuestions: [] };
    case '3.6.':
      return { type, pairs: [{ id: newId(), premise: '', answer: '' }], distractors: [] };
    case '3.7.':
      return { type, blanks: [], caseSensitive: false, distractors: [] };
  }
}

export function emptySubQuestion(type: SubType): SubQuestion {
  return { id: newId(), stem: '', degree: 1, body: emptyBody(type) };
}

export function emptyContent(questionType: QuestionTypeCode, language: LanguageCode): QuestionContent {
  return {
    questionType,
    subjectId: null,
    ilos: [],
    language,
    stem: '',
    body: emptyBody(questionType),
    difficulty: null,
    expectedTime: null,
    degree: null,
    exposureLimit: null,
    modelCode: null,
    feedback: '',
  };
}

/**
 * A copy starts as a new question: every rich-text part gets a new id, so the copy's co-editing
 * document and version diffs never pair its parts with the original's. Blank ids are rewritten in
 * the stem too, because the stem marks each blank with its id.
 */
export function copyContent(source: QuestionContent): QuestionContent {
  const renameBlanks = (stem: string, blanks: Blank[]) => {
    const ids = new Map(blanks.map((b) => [b.id, newId()]));
    return {
      stem: stem.replace(/data-blank="([^"]*)"/g, (m, id: string) =>
        ids.has(id) ? `data-blank="${ids.get(id)}"` : m,
      ),
      blanks: blanks.map((b) => ({ ...b, answers: [...b.answers], id: ids.get(b.id) as string })),
    };
  };
  const body = <B extends QuestionBody>(b: B, stem: string): { body: B; stem: string } => {
    switch (b.type) {
      case '3.1.':
        return { stem, body: { ...b, rubrics: b.rubrics.map((r) => ({ ...r, id: newId() })) } };
      case '3.2.':
      case '3.3.':
        return { stem, body: { ...b, options: b.options.map((o) => ({ ...o, id: newId() })) } };
      case '3.5.':
        return {
          stem,
          body: {
            ...b,
            subQuestions: b.subQuestions.map((s) => {
              const inner = body(s.body, s.stem);
              return { ...s, id: newId(), stem: inner.stem, body: inner.body };
            }),
          },
        };
      case '3.6.':
        return {
          stem,
          body: {
            ...b,
            pairs: b.pairs.map((p) => ({ ...p, id: newId() })),
            distractors: b.distractors.map((d) => ({ ...d, id: newId() })),
          },
        };
      case '3.7.': {
        const renamed = renameBlanks(stem, b.blanks);
        return {
          stem: renamed.stem,
          body: { ...b, blanks: renamed.blanks, distractors: [...b.distractors] },
        };
      }
      default:
        return { stem, body: { ...b } };
    }
  };
  const copied = body(source.body, source.stem);
  return { ...source, ilos: source.ilos.map((l) => ({ ...l })), stem: copied.stem, body: copied.body };
}

/**
 * The blanks of a fill-in-the-blanks question after its stem changed: in the stem's order, a new
 * blank for each new mark (one empty answer, degree 1), and none for a mark the user deleted.
 */
export function syncBlanks(blanks: Blank[], ids: string[]): Blank[] {
  const byId = new Map(blanks.map((b) => [b.id, b]));
  return ids.map((id) => byId.get(id) ?? { id, answers: [''], degree: 1 });
}

/** Moves one item of a list up or down (options, rubrics, pairs); out of range leaves it as is. */
export function move<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (index < 0 || index >= list.length || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[index], next[to]] = [next[to], next[index]];
  return next;
}

/** Sum of rubric weights, rounded to the two decimals weights are written in (0.1 + 0.2 is 0.3). */
export const weightSum = (weights: number[]): number =>
  Math.round(weights.reduce((s, w) => s + (Number.isFinite(w) ? w : 0), 0) * 100) / 100;

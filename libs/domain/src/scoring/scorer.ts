import type { QuestionBody } from '../questions/question.api.js';

/**
 * One scorer for paper and electronic exams (issues 15 and 16): a question version's body and key,
 * the degree the model gives it, and what the student answered. Rules, written once:
 *
 * - MCQ (3.2.): the whole degree for exactly the correct option, else 0.
 * - MMCQ (3.3.): right minus wrong, never below 0: degree x max(0, rightChosen / rightCount -
 *   wrongChosen / wrongCount). All right and no wrong is the whole degree; choosing every option is 0.
 * - True/false (3.4.): the whole degree or 0.
 * - Matching (3.6.): per pair, degree x pairsRight / pairs; a distractor matches nothing.
 * - Fill-in-the-blanks (3.7.): per blank, by its share of the blanks' degrees; an answer counts when it
 *   equals an accepted one after trimming, joining runs of spaces and Unicode NFC, and ignoring case
 *   unless the question is case sensitive.
 * - Essay (3.1.): the marks a person gave per rubric item (each at most weight x degree; without
 *   rubrics one item '' worth the degree). Unmarked until every item is marked.
 * - Case study (3.5.): its sub-questions by the same rules, each worth its share of the degree.
 * - Rounding: each question's marks to two decimals (SPEC 5 'at most two decimals'), half away from 0.
 */

/** What a student answered, in the question version's stored order (not a model's shuffled one). */
export type Response =
  | { type: '3.2.' | '3.3.'; chosen: number[] }
  | { type: '3.4.'; value: boolean | null }
  /** Premise (pair id) to the chosen answer: a pair id or a distractor id; absent or null is no answer. */
  | { type: '3.6.'; matches: Record<string, string | null> }
  | { type: '3.7.'; blanks: Record<string, string> }
  /** Marks per rubric item id ('' without rubrics); absent items are not marked yet. */
  | { type: '3.1.'; rubricMarks: Record<string, number> }
  | { type: '3.5.'; parts: Record<string, Response> };

export interface Score {
  /** Null while a person still has to mark a part (essays). */
  marks: number | null;
  max: number;
}

export const round2 = (n: number): number => Math.sign(n) * (Math.round((Math.abs(n) + 1e-9) * 100) / 100);

const norm = (s: string, caseSensitive: boolean) => {
  const t = s.normalize('NFC').trim().replace(/\s+/g, ' ');
  return caseSensitive ? t : t.toLocaleLowerCase();
};

/** The rubric items of an essay and the most each can get, for the marking screen and the check. */
export function rubricItems(body: Extract<QuestionBody, { type: '3.1.' }>, degree: number) {
  if (body.rubrics.length === 0) return [{ id: '', max: round2(degree) }];
  return body.rubrics.map((r) => ({ id: r.id, max: round2(r.weight * degree) }));
}

function raw(body: QuestionBody, degree: number, response: Response | undefined): number | null {
  switch (body.type) {
    case '3.2.': {
      const chosen = response?.type === body.type ? response.chosen : [];
      return chosen.length === 1 && body.options[chosen[0]]?.correct ? degree : 0;
    }
    case '3.3.': {
      const chosen = new Set(response?.type === body.type ? response.chosen : []);
      const right = body.options.filter((o) => o.correct).length;
      const wrong = body.options.length - right;
      let r = 0;
      let w = 0;
      body.options.forEach((o, i) => {
        if (chosen.has(i)) o.correct ? r++ : w++;
      });
      if (right === 0) return 0;
      return degree * Math.max(0, r / right - (wrong ? w / wrong : 0));
    }
    case '3.4.':
      return response?.type === '3.4.' && response.value === body.correct ? degree : 0;
    case '3.6.': {
      if (body.pairs.length === 0) return 0;
      const matches = response?.type === '3.6.' ? response.matches : {};
      const right = body.pairs.filter((p) => matches[p.id] === p.id).length;
      return (degree * right) / body.pairs.length;
    }
    case '3.7.': {
      const total = body.blanks.reduce((s, b) => s + b.degree, 0);
      if (total <= 0) return 0;
      const given = response?.type === '3.7.' ? response.blanks : {};
      const got = body.blanks
        .filter((b) => {
          const answer = given[b.id];
          if (typeof answer !== 'string') return false;
          const a = norm(answer, body.caseSensitive);
          return a !== '' && b.answers.some((x) => norm(x, body.caseSensitive) === a);
        })
        .reduce((s, b) => s + b.degree, 0);
      return (degree * got) / total;
    }
    case '3.1.': {
      const given = response?.type === '3.1.' ? response.rubricMarks : {};
      let sum = 0;
      for (const item of rubricItems(body, degree)) {
        const m = given[item.id];
        if (typeof m !== 'number') return null;
        sum += Math.min(Math.max(m, 0), item.max);
      }
      return sum;
    }
    case '3.5.': {
      const total = body.subQuestions.reduce((s, q) => s + q.degree, 0);
      if (total <= 0) return 0;
      const parts = response?.type === '3.5.' ? response.parts : {};
      let sum = 0;
      for (const sub of body.subQuestions) {
        const m = raw(sub.body, (degree * sub.degree) / total, parts[sub.id]);
        if (m === null) return null;
        sum += m;
      }
      return sum;
    }
  }
}

/** A question's marks out of `degree` (the model's degree for it), rounded to two decimals. */
export function scoreQuestion(body: QuestionBody, degree: number, response: Response | undefined): Score {
  const marks = raw(body, degree, response);
  return { marks: marks === null ? null : round2(marks), max: round2(degree) };
}

/**
 * Shown to stored choice indices: a model shows stored option order[i] at place i (exam_model_question
 * .choice_order), so a mark on the shown place i is stored option order[i]. Without an order, as is.
 */
export function toStoredChoices(
  shown: readonly number[],
  order: readonly number[] | null | undefined,
): number[] {
  const stored = order ? shown.map((i) => order[i]) : [...shown];
  return stored.filter((i) => Number.isInteger(i) && i >= 0).sort((a, b) => a - b);
}

/** A student's total over per-question scores, or null while any is unmarked. */
export function total(scores: readonly Score[]): Score {
  const max = round2(scores.reduce((s, q) => s + q.max, 0));
  if (scores.some((q) => q.marks === null)) return { marks: null, max };
  return { marks: round2(scores.reduce((s, q) => s + (q.marks ?? 0), 0)), max };
}

import type { QuestionBody } from '../questions/question.api.js';
import type { Response } from '../scoring/scorer.js';
import { seededRandom, seedOf } from '../random/index.js';
import { toStoredChoices } from '../scoring/scorer.js';

/**
 * What a student answers, as their screen shows the question (TakingBody): choices and matching
 * answers by their shown place, blanks and premises by id. The server checks it against the
 * question (checkResponse) and maps it to the question version's stored order for the one scorer
 * (toScorerResponse).
 */
export type StudentResponse =
  | { type: '3.2.' | '3.3.'; chosen: number[] }
  | { type: '3.4.'; value: boolean | null }
  /** Premise id -> place in the shown answers column, or null for none. */
  | { type: '3.6.'; matches: Record<string, number | null> }
  | { type: '3.7.'; blanks: Record<string, string> }
  /** Plain text with line breaks. */
  | { type: '3.1.'; text: string }
  | { type: '3.5.'; parts: Record<string, StudentResponse> };

/** Words as the answer-words limit counts them: runs of letters or digits. */
export const countWords = (text: string): number => text.match(/[\p{L}\p{N}]+/gu)?.length ?? 0;

/**
 * mulberry32 over a string's hash: the matching answers column of one model's question is shuffled
 * the same way on every read (the student's places must mean the same thing at submit).
 */
const seeded = (key: string) => seededRandom(seedOf(key));

/** The stored ids of a matching question's answers column (pairs, then distractors) in shown order. */
export function matchingColumn(body: Extract<QuestionBody, { type: '3.6.' }>, key: string): string[] {
  const ids = [...body.pairs.map((p) => p.id), ...body.distractors.map((d) => d.id)];
  const next = seeded(key);
  for (let i = ids.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [ids[i], ids[j]] = [ids[j], ids[i]];
  }
  return ids;
}

export type ResponseProblem = 'badResponse' | 'tooManyWords';

/**
 * Whether a response fits the question it answers: its type, shown places that exist (one at most for
 * an MCQ), premise, blank and sub-question ids the question has, an essay within its words limit.
 */
export function checkResponse(body: QuestionBody, r: StudentResponse): ResponseProblem | null {
  if (r.type !== body.type) return 'badResponse';
  switch (body.type) {
    case '3.2.':
    case '3.3.': {
      const chosen = (r as { chosen: number[] }).chosen;
      if (new Set(chosen).size !== chosen.length) return 'badResponse';
      if (body.type === '3.2.' && chosen.length > 1) return 'badResponse';
      return chosen.every((i) => i < body.options.length) ? null : 'badResponse';
    }
    case '3.4.':
      return null;
    case '3.6.': {
      const matches = (r as { matches: Record<string, number | null> }).matches;
      const premises = new Set(body.pairs.map((p) => p.id));
      const column = body.pairs.length + body.distractors.length;
      return Object.entries(matches).every(([k, v]) => premises.has(k) && (v === null || v < column))
        ? null
        : 'badResponse';
    }
    case '3.7.': {
      const blanks = new Set(body.blanks.map((b) => b.id));
      return Object.keys((r as { blanks: Record<string, string> }).blanks).every((k) => blanks.has(k))
        ? null
        : 'badResponse';
    }
    case '3.1.': {
      const max = body.answerWordsMax;
      return max && countWords((r as { text: string }).text) > max ? 'tooManyWords' : null;
    }
    case '3.5.': {
      const subs = new Map(body.subQuestions.map((s) => [s.id, s.body]));
      for (const [k, part] of Object.entries((r as { parts: Record<string, StudentResponse> }).parts)) {
        const sub = subs.get(k);
        if (!sub) return 'badResponse';
        const problem = checkResponse(sub, part);
        if (problem) return problem;
      }
      return null;
    }
  }
}

/** An essay's answer as stored with the scorer's response: the text, and the marks a person gives. */
export type StoredEssay = { type: '3.1.'; text: string; rubricMarks: Record<string, number> };

/**
 * A checked response in the question version's stored order: choices through the model's choice
 * order, matching places through the shuffled column (keyed as matchingColumn). An essay keeps its
 * text beside empty rubric marks, so the scorer leaves it unmarked (pending) until a person marks it.
 */
export function toScorerResponse(
  body: QuestionBody,
  r: StudentResponse | null,
  choiceOrder: readonly number[] | null,
  key: string,
): Response | undefined {
  if (!r) return undefined;
  switch (r.type) {
    case '3.2.':
    case '3.3.':
      return { type: r.type, chosen: toStoredChoices(r.chosen, choiceOrder) };
    case '3.4.':
      return r;
    case '3.6.': {
      if (body.type !== '3.6.') return undefined;
      const column = matchingColumn(body, key);
      return {
        type: '3.6.',
        matches: Object.fromEntries(
          Object.entries(r.matches).map(([k, v]) => [k, v === null ? null : (column[v] ?? null)]),
        ),
      };
    }
    case '3.7.':
      return r;
    case '3.1.':
      return { type: '3.1.', text: r.text, rubricMarks: {} } as StoredEssay as unknown as Response;
    case '3.5.': {
      if (body.type !== '3.5.') return undefined;
      const parts: Record<string, Response> = {};
      for (const sub of body.subQuestions) {
        const part = toScorerResponse(sub.body, r.parts[sub.id] ?? null, null, `${key}/${sub.id}`);
        if (part) parts[sub.id] = part;
      }
      return { type: '3.5.', parts };
    }
  }
}

/** Whether a response answers anything (the answered count and the overview). */
export function isAnswered(r: StudentResponse | null): boolean {
  if (!r) return false;
  switch (r.type) {
    case '3.2.':
    case '3.3.':
      return r.chosen.length > 0;
    case '3.4.':
      return r.value !== null;
    case '3.6.':
      return Object.values(r.matches).some((v) => v !== null);
    case '3.7.':
      return Object.values(r.blanks).some((v) => v.trim() !== '');
    case '3.1.':
      return r.text.trim() !== '';
    case '3.5.':
      return Object.values(r.parts).some(isAnswered);
  }
}

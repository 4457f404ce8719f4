import type { QuestionBody } from '../questions/question.api.js';
import type { Response } from '../scoring/scorer.js';

/**
 * Choices a question offers for the distractor counts: MCQ its options (stored order), true/false
 * its two answers (0 true, 1 false); 0 for the types without one pick among choices (a multiple
 * choice answer picks several, so it has no single choice to count).
 */
export function choiceCount(body: QuestionBody): number {
  if (body.type === '3.2.') return body.options.length;
  if (body.type === '3.4.') return 2;
  return 0;
}

/**
 * Nothing given in a stored answer ({} is an electronic answer never given; an essay's marks are a
 * marker's, so an essay never counts as left).
 */
function left(response: Response | null | undefined): boolean {
  if (!response || !('type' in response)) return true;
  switch (response.type) {
    case '3.2.':
    case '3.3.':
      return response.chosen.length === 0;
    case '3.4.':
      return response.value === null;
    case '3.6.':
      return Object.values(response.matches).every((m) => m === null || m === undefined);
    case '3.7.':
      return Object.values(response.blanks).every((b) => b.trim() === '');
    case '3.1.':
      return false;
    case '3.5.':
      return Object.values(response.parts).every(left);
  }
}

/**
 * What the item statistics read of one stored answer (exam_answer.response, paper or electronic):
 * whether it was left unanswered (its mark then counts as omitted) and the choice picked, where
 * the question has single choices (choiceCount).
 */
export function answerFacts(
  body: QuestionBody,
  response: Response | null | undefined,
): { omitted: boolean; choice: number | null } {
  const omitted = left(response);
  if (omitted || !response) return { omitted, choice: null };
  if (body.type === '3.2.' && response.type === '3.2.' && response.chosen.length === 1)
    return { omitted, choice: response.chosen[0] };
  if (body.type === '3.4.' && response.type === '3.4.' && response.value !== null)
    return { omitted, choice: response.value ? 0 : 1 };
  return { omitted, choice: null };
}

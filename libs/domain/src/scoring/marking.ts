import type { QuestionBody } from '../questions/question.api.js';
import { type WrittenAnswer, type WrittenPart, writtenParts } from './paper.js';
import type { Response } from './scorer.js';

/**
 * The parts a marker enters for an answer: on paper every written part (rubric marks, and the words
 * of blanks transcribed from the sheet); in an electronic exam only rubric marks, since the student
 * typed their blanks and the scorer reads them.
 */
export function markedParts(body: QuestionBody, degree: number, electronic: boolean): WrittenPart[] {
  const parts = writtenParts(body, degree);
  return electronic ? parts.filter((p) => p.kind === 'rubric') : parts;
}

/**
 * An answer with a marker's rubric marks laid in (essays and a case study's essays); what the student
 * answered (their text, choices, blanks) is kept as it is. `replace`: the rubric marks are only the
 * given ones (a second marker's, scored against the same answer), else they are added to the stored.
 */
export function withRubricMarks(
  body: QuestionBody,
  response: Response | undefined,
  written: WrittenAnswer | undefined,
  replace = false,
): Response | undefined {
  if (body.type === '3.1.') {
    const given = response?.type === '3.1.' ? response : { type: '3.1.' as const, rubricMarks: {} };
    const before = replace ? {} : given.rubricMarks;
    return { ...given, rubricMarks: { ...before, ...(written?.rubricMarks ?? {}) } };
  }
  if (body.type === '3.5.') {
    const parts = response?.type === '3.5.' ? response.parts : {};
    const merged: Record<string, Response> = { ...parts };
    for (const sub of body.subQuestions) {
      const r = withRubricMarks(sub.body, parts[sub.id], written?.parts?.[sub.id], replace);
      if (r) merged[sub.id] = r;
    }
    return { type: '3.5.', parts: merged };
  }
  return response;
}

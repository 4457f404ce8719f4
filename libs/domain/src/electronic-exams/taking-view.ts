import type { QuestionBody, RichText } from '../questions/question.api.js';
import type { TakingBody } from './exam-taking.api.js';
import { matchingColumn } from './responses.js';

/** The key a model question's shuffled matching column is seeded with (view and scoring share it). */
export const takingKey = (modelId: number, position: number) => `${modelId}/${position}`;

/**
 * A question version's body as the student sees it: no key, no model answer, no rubric; choices in
 * the model's order (`choiceOrder[i]` is the stored option shown at place i); the matching answers
 * column shuffled by `key`; a blanks word bank only when the question has distractors. `rich` gives
 * each rich text (stems, options, matching entries) as the page shows it: the API draws formulas there.
 */
export function takingBody(
  body: QuestionBody,
  choiceOrder: readonly number[] | null,
  key: string,
  rich: (html: RichText) => RichText = stripBlankContents,
): TakingBody {
  switch (body.type) {
    case '3.1.':
      return { type: '3.1.', answerLines: body.answerLines, answerWordsMax: body.answerWordsMax };
    case '3.2.':
    case '3.3.': {
      const order = choiceOrder ?? body.options.map((_, i) => i);
      return { type: body.type, options: order.map((i) => ({ text: rich(body.options[i]?.text ?? '') })) };
    }
    case '3.4.':
      return { type: '3.4.' };
    case '3.5.':
      return {
        type: '3.5.',
        subQuestions: body.subQuestions.map((s) => ({
          id: s.id,
          stem: rich(s.stem),
          degree: s.degree,
          body: takingBody(s.body, null, `${key}/${s.id}`, rich),
        })),
      };
    case '3.6.': {
      const texts = new Map<string, string>([
        ...body.pairs.map((p) => [p.id, p.answer] as const),
        ...body.distractors.map((d) => [d.id, d.text] as const),
      ]);
      return {
        type: '3.6.',
        premises: body.pairs.map((p) => ({ id: p.id, text: rich(p.premise) })),
        answers: matchingColumn(body, key).map((id) => ({ text: rich(texts.get(id) ?? '') })),
      };
    }
    case '3.7.': {
      const words = body.distractors.length
        ? [...new Set([...body.blanks.map((b) => b.answers[0] ?? ''), ...body.distractors])]
            .filter(Boolean)
            .sort((a, b) => a.localeCompare(b))
        : null;
      return { type: '3.7.', blanks: body.blanks.map((b) => ({ id: b.id })), wordBank: words };
    }
  }
}

/** Blank nodes carry only their id on the student's screen (a rendering inside could show the answer). */
export const stripBlankContents = (html: string): string =>
  html.replace(/(<span\b[^>]*\bdata-blank\s*=\s*["'][^"']*["'][^>]*>)[\s\S]*?<\/span>/gi, '$1</span>');

import { ANSWER_LETTERS } from '@mizan/domain/codes';
import { type Bilingual, fill } from '@mizan/domain/i18n';
import { LIMITS } from '@mizan/domain/limits';
import { QUESTION_IMPORT_MESSAGES as M } from '@mizan/domain/question-import';
import type { QuestionBody, QuestionContent } from '@mizan/domain/questions';
import { hasContent } from './html.js';

const OPTIONS_MAX = ANSWER_LETTERS.length;
const BLANK = /<span data-blank="([^"]+)"><\/span>/g;

/**
 * Whether a drafted question can be held by Mizan as it stands: the structural rules of SPEC 5
 * that a file can break (a subject, ILOs and the other fields the user adds later are not asked
 * for: an imported question comes in incomplete until they are given).
 */
export function checkContent(content: QuestionContent): Bilingual[] {
  const reasons: Bilingual[] = [];
  if (!hasContent(content.stem) && content.body.type !== '3.5.') reasons.push(M.emptyStem);
  reasons.push(...checkBody(content.body, content.stem));
  return reasons;
}

function checkBody(body: QuestionBody, stem: string): Bilingual[] {
  switch (body.type) {
    case '3.1.': {
      const sum = body.rubrics.reduce((s, r) => s + r.weight, 0);
      return sum > LIMITS.rubricWeightSumMax + 1e-9 ? [M.rubricWeights] : [];
    }
    case '3.2.':
    case '3.3.': {
      const reasons: Bilingual[] = [];
      if (body.options.length < 2) reasons.push(M.tooFewOptions);
      if (body.options.length > OPTIONS_MAX) reasons.push(fill(M.tooManyOptions, { max: OPTIONS_MAX }));
      if (body.options.some((o) => !hasContent(o.text))) reasons.push(M.emptyOption);
      const correct = body.options.filter((o) => o.correct).length;
      if (correct === 0) reasons.push(M.noCorrect);
      else if (body.type === '3.2.' && correct > 1) reasons.push(M.oneCorrect);
      return reasons;
    }
    case '3.4.':
      return [];
    case '3.5.': {
      if (!body.subQuestions.length) return [M.noSubQuestions];
      return body.subQuestions.flatMap((sub, i) =>
        [
          ...(hasContent(sub.stem) || sub.body.type === '3.7.' ? [] : [M.emptyStem]),
          ...checkBody(sub.body, sub.stem),
        ].map((reason) => ({
          ar: fill(M.subQuestion, { n: i + 1, reason: reason.ar }).ar,
          en: fill(M.subQuestion, { n: i + 1, reason: reason.en }).en,
        })),
      );
    }
    case '3.6.': {
      const reasons: Bilingual[] = [];
      if (!body.pairs.length) reasons.push(M.noPairs);
      if (body.pairs.some((p) => !hasContent(p.premise) || !hasContent(p.answer))) reasons.push(M.emptyPair);
      return reasons;
    }
    case '3.7.': {
      const reasons: Bilingual[] = [];
      const marked = new Set([...stem.matchAll(BLANK)].map((m) => m[1]));
      if (!body.blanks.length || body.blanks.some((b) => !marked.has(b.id))) reasons.push(M.noBlanks);
      if (body.blanks.length > LIMITS.blanksMax)
        reasons.push(fill(M.tooManyBlanks, { max: LIMITS.blanksMax }));
      if (body.blanks.some((b) => !b.answers.length)) reasons.push(M.blankNoAnswer);
      if (body.blanks.some((b) => b.answers.length > LIMITS.answersPerBlankMax))
        reasons.push(fill(M.tooManyAnswers, { max: LIMITS.answersPerBlankMax }));
      const fold = (s: string) => (body.caseSensitive ? s.trim() : s.trim().toLocaleLowerCase());
      const all = [...body.blanks.flatMap((b) => b.answers), ...body.distractors].map(fold);
      if (new Set(all).size !== all.length) reasons.push(M.repeatedAnswers);
      return reasons;
    }
  }
}

import { ANSWER_LETTERS } from '../codes/answer-letters.js';
import { EDITOR_MESSAGES } from '../editor/messages.js';
import { disallowedTexIn } from '../editor/tex.js';
import { type Bilingual, fill } from '../i18n/index.js';
import { LIMITS } from '../limits/index.js';
import { QUESTION_MESSAGES as M } from './messages.js';
import { blankIds, hasContent, hasDeprecatedEquation } from './plain-text.js';
import type { Blank, QuestionBody, QuestionContent, RichText, SubQuestion } from './question.api.js';

/**
 * The question rules of SPEC 5 and limits of SPEC 9, split in two, for the API and the web form:
 *
 * - `ruleIssues`: a rule the content breaks (too many blanks, rubric weights over 1, a repeated
 *   answer, a zero ILO weight, a text over the rich-text maximum, a formula with a TeX command
 *   outside the allow-list of editor/tex.ts, ...). The save is refused (422)
 *   and nothing is written.
 * - `completeness`: a part not filled in yet (no stem, subject, ILOs, degree, correct answer, ...).
 *   The save goes through; the question is INCOMPLETE (5.1.) and these are its `missing` reasons.
 *   With none, it is COMPLETE (5.6.).
 *
 * Both take shape-valid content (question.schema.ts checks types, ranges and decimals first) and
 * give paths relative to the content ('body.blanks.0.answers.1'); the save body prefixes 'question.'.
 */
export interface QuestionIssue {
  path: (string | number)[];
  message: Bilingual;
}

export interface QuestionSettings {
  /** Longest rich text (HTML characters) of one part; app_setting 'question.richTextMax'. */
  richTextMax: number;
  /** Similarity (0 to 1) from which a question counts as a near duplicate; 'question.similarityThreshold'. */
  similarityThreshold: number;
}

export const DEFAULT_QUESTION_SETTINGS: QuestionSettings = Object.freeze({
  richTextMax: 20_000,
  similarityThreshold: LIMITS.similarityThreshold,
});

/** Limits of question fields the SPEC leaves open, named once (schema, rules and form inputs). */
export const QUESTION_LIMITS = Object.freeze({
  /** Choices are lettered a to t (SPEC 9): 20 at most; MCQ/MMCQ need 2. */
  optionsMin: 2,
  optionsMax: ANSWER_LETTERS.length,
  rubricsMax: 20,
  subQuestionsMax: 20,
  answerLinesMax: 100,
  answerWordsMax: 5000,
  blankAnswerMax: 200,
  blankDistractorsMax: 20,
  ilosMax: 50,
  degreeMax: 1000,
  expectedTimeMax: 600,
  exposureLimitMax: 10_000,
  /** A hard cap on any rich text before the configurable one, so no request can be huge. */
  richTextHardMax: 200_000,
});

export const COMPLETE = '5.6.' as const;
export const INCOMPLETE = '5.1.' as const;

/** Hundredths, so 0.1 + 0.2 compares as 0.3 (weights and degrees have two decimals). */
const cents = (n: number) => Math.round(n * 100);

const issue = (path: (string | number)[], message: Bilingual): QuestionIssue => ({ path, message });

/** Every rich-text part with its path: the stem, choices, rubrics, pairs, sub-questions, feedback. */
export function richTexts(content: QuestionContent): { path: (string | number)[]; html: RichText }[] {
  const out: { path: (string | number)[]; html: RichText }[] = [
    { path: ['stem'], html: content.stem },
    { path: ['feedback'], html: content.feedback },
  ];
  const body = (b: QuestionBody, at: (string | number)[]) => {
    switch (b.type) {
      case '3.1.':
        out.push({ path: [...at, 'modelAnswer'], html: b.modelAnswer });
        b.rubrics.forEach((r, i) => void out.push({ path: [...at, 'rubrics', i, 'text'], html: r.text }));
        break;
      case '3.2.':
      case '3.3.':
        b.options.forEach((o, i) => void out.push({ path: [...at, 'options', i, 'text'], html: o.text }));
        break;
      case '3.5.':
        b.subQuestions.forEach((s, i) => {
          out.push({ path: [...at, 'subQuestions', i, 'stem'], html: s.stem });
          body(s.body, [...at, 'subQuestions', i, 'body']);
        });
        break;
      case '3.6.':
        b.pairs.forEach((p, i) => {
          out.push({ path: [...at, 'pairs', i, 'premise'], html: p.premise });
          out.push({ path: [...at, 'pairs', i, 'answer'], html: p.answer });
        });
        b.distractors.forEach(
          (d, i) => void out.push({ path: [...at, 'distractors', i, 'text'], html: d.text }),
        );
        break;
      default:
        break;
    }
  };
  body(content.body, ['body']);
  return out;
}

function repeatedIds(items: { id: string }[], at: (string | number)[], out: QuestionIssue[]) {
  const seen = new Set<string>();
  items.forEach((item, i) => {
    if (seen.has(item.id)) out.push(issue([...at, i, 'id'], M.repeatedId));
    seen.add(item.id);
  });
}

/** Fill-in-the-blanks rules that refuse the save (SPEC 5). */
function blankRules(
  stem: RichText,
  b: Extract<QuestionBody, { type: '3.7.' }>,
  at: (string | number)[],
  stemPath: (string | number)[],
  out: QuestionIssue[],
) {
  const marks = blankIds(stem);
  const max = { max: LIMITS.blanksMax };
  if (marks.length > LIMITS.blanksMax) out.push(issue(stemPath, fill(M.tooManyBlanks, max)));
  if (b.blanks.length > LIMITS.blanksMax) out.push(issue([...at, 'blanks'], fill(M.tooManyBlanks, max)));
  const listed = b.blanks.map((x) => x.id);
  const matches =
    new Set(marks).size === marks.length &&
    marks.length === listed.length &&
    marks.every((id) => listed.includes(id));
  if (!matches) out.push(issue([...at, 'blanks'], M.blanksNotMatching));
  repeatedIds(b.blanks, [...at, 'blanks'], out);
  const fold = (s: string) => (b.caseSensitive ? s.trim() : s.trim().toLocaleLowerCase());
  const seen = new Set<string>();
  b.blanks.forEach((blank, i) => {
    if (blank.answers.length > LIMITS.answersPerBlankMax)
      out.push(
        issue(
          [...at, 'blanks', i, 'answers'],
          fill(M.tooManyBlankAnswers, { max: LIMITS.answersPerBlankMax }),
        ),
      );
    blank.answers.forEach((a, j) => {
      const key = fold(a);
      if (!key) return;
      if (seen.has(key)) out.push(issue([...at, 'blanks', i, 'answers', j], M.repeatedAnswer));
      seen.add(key);
    });
  });
  b.distractors.forEach((d, k) => {
    const key = fold(d);
    if (!key) return;
    if (seen.has(key)) out.push(issue([...at, 'distractors', k], M.repeatedAnswer));
    seen.add(key);
  });
  // "The top {blanks} degrees must be equal": every blank that has a degree weighs the same.
  const degrees = new Set(b.blanks.map((x) => cents(x.degree)).filter((d) => d > 0));
  if (degrees.size > 1) out.push(issue([...at, 'blanks'], M.blankDegreesEqual));
}

function bodyRules(
  body: QuestionBody,
  stem: RichText,
  at: (string | number)[],
  stemPath: (string | number)[],
  out: QuestionIssue[],
) {
  // Filled only when broken: fill() formats numbers per language, a cost on every question of an import.
  const tooManyOptions = () => fill(M.tooManyOptions, { max: QUESTION_LIMITS.optionsMax });
  switch (body.type) {
    case '3.1.': {
      repeatedIds(body.rubrics, [...at, 'rubrics'], out);
      const sum = body.rubrics.reduce((s, r) => s + cents(r.weight), 0);
      if (sum > cents(LIMITS.rubricWeightSumMax))
        out.push(issue([...at, 'rubrics'], fill(M.rubricWeightSum, { max: LIMITS.rubricWeightSumMax })));
      break;
    }
    case '3.2.':
    case '3.3.':
      repeatedIds(body.options, [...at, 'options'], out);
      if (body.options.length > QUESTION_LIMITS.optionsMax)
        out.push(issue([...at, 'options'], tooManyOptions()));
      if (body.type === '3.2.' && body.options.filter((o) => o.correct).length > 1)
        out.push(issue([...at, 'options'], M.mcqOneCorrect));
      break;
    case '3.5.':
      repeatedIds(body.subQuestions, [...at, 'subQuestions'], out);
      body.subQuestions.forEach((s: SubQuestion, i) => {
        const subAt = [...at, 'subQuestions', i];
        if ((s.body.type as string) === '3.5.')
          out.push(issue([...subAt, 'body', 'type'], M.nestedCaseStudy));
        else bodyRules(s.body, s.stem, [...subAt, 'body'], [...subAt, 'stem'], out);
      });
      break;
    case '3.6.':
      repeatedIds([...body.pairs, ...body.distractors], [...at, 'pairs'], out);
      if (body.pairs.length + body.distractors.length > QUESTION_LIMITS.optionsMax)
        out.push(issue([...at, 'pairs'], tooManyOptions()));
      break;
    case '3.7.':
      blankRules(stem, body, at, stemPath, out);
      break;
    default:
      break;
  }
}

/** The rules the content breaks; any one refuses the save (422). Empty: the content may be saved. */
export function ruleIssues(
  content: QuestionContent,
  settings: Pick<QuestionSettings, 'richTextMax'> = DEFAULT_QUESTION_SETTINGS,
): QuestionIssue[] {
  const out: QuestionIssue[] = [];
  if (content.body.type !== content.questionType) out.push(issue(['body', 'type'], M.typeMismatch));
  const ilos = new Set<number>();
  content.ilos.forEach((l, i) => {
    if (cents(l.weight) === 0) out.push(issue(['ilos', i, 'weight'], M.iloZeroWeight));
    if (ilos.has(l.iloId)) out.push(issue(['ilos', i, 'iloId'], M.iloRepeated));
    ilos.add(l.iloId);
  });
  for (const part of richTexts(content)) {
    if (part.html.length > settings.richTextMax)
      out.push(issue(part.path, fill(M.richTextTooLong, { max: settings.richTextMax })));
    const tex = disallowedTexIn(part.html);
    if (tex.length)
      out.push(issue(part.path, fill(EDITOR_MESSAGES.texNotAllowed, { commands: tex.join(' ') })));
  }
  bodyRules(content.body, content.stem, ['body'], ['stem'], out);
  return out;
}

function blankMissing(
  stem: RichText,
  blanks: Blank[],
  distractors: string[],
  at: (string | number)[],
  stemPath: (string | number)[],
  out: QuestionIssue[],
) {
  if (blankIds(stem).length === 0) out.push(issue(stemPath, M.missingBlank));
  const answers = new Set<string>();
  blanks.forEach((b, i) => {
    const filled = b.answers.filter((a) => a.trim());
    if (filled.length === 0 || filled.length !== b.answers.length)
      out.push(issue([...at, 'blanks', i, 'answers'], M.missingBlankAnswer));
    if (cents(b.degree) <= 0) out.push(issue([...at, 'blanks', i, 'degree'], M.missingBlankDegree));
    for (const a of filled) answers.add(a.trim());
  });
  const options = answers.size + distractors.filter((d) => d.trim()).length;
  if (blanks.length && options < blanks.length) out.push(issue([...at, 'blanks'], M.fewerOptionsThanBlanks));
}

function bodyMissing(
  body: QuestionBody,
  stem: RichText,
  at: (string | number)[],
  stemPath: (string | number)[],
  out: QuestionIssue[],
) {
  switch (body.type) {
    case '3.1.':
      body.rubrics.forEach((r, i) => {
        if (!hasContent(r.text)) out.push(issue([...at, 'rubrics', i, 'text'], M.missingRubricText));
        if (cents(r.weight) <= 0) out.push(issue([...at, 'rubrics', i, 'weight'], M.missingRubricWeight));
      });
      if (!body.rubrics.length && !hasContent(body.modelAnswer))
        out.push(issue([...at, 'modelAnswer'], M.missingModelAnswer));
      break;
    case '3.2.':
    case '3.3.':
      if (body.options.length < QUESTION_LIMITS.optionsMin)
        out.push(issue([...at, 'options'], M.missingOptions));
      body.options.forEach((o, i) => {
        if (!hasContent(o.text)) out.push(issue([...at, 'options', i, 'text'], M.missingOptionText));
      });
      if (!body.options.some((o) => o.correct)) out.push(issue([...at, 'options'], M.missingCorrect));
      break;
    case '3.5.':
      if (!body.subQuestions.length) out.push(issue([...at, 'subQuestions'], M.missingSubQuestions));
      body.subQuestions.forEach((s, i) => {
        const subAt = [...at, 'subQuestions', i];
        if (!hasContent(s.stem)) out.push(issue([...subAt, 'stem'], M.missingStem));
        if (cents(s.degree) <= 0) out.push(issue([...subAt, 'degree'], M.missingDegree));
        bodyMissing(s.body, s.stem, [...subAt, 'body'], [...subAt, 'stem'], out);
      });
      break;
    case '3.6.':
      if (!body.pairs.length) out.push(issue([...at, 'pairs'], M.missingPairs));
      body.pairs.forEach((p, i) => {
        if (!hasContent(p.premise) || !hasContent(p.answer))
          out.push(issue([...at, 'pairs', i], M.missingPairText));
      });
      body.distractors.forEach((d, i) => {
        if (!hasContent(d.text)) out.push(issue([...at, 'distractors', i, 'text'], M.missingOptionText));
      });
      break;
    case '3.7.':
      blankMissing(stem, body.blanks, body.distractors, at, stemPath, out);
      break;
    default:
      break;
  }
}

/**
 * The parts still to fill in (INCOMPLETE 5.1. while any): the reasons a detail lists as `missing`
 * and the form marks. Empty means COMPLETE (5.6.).
 */
export function completeness(content: QuestionContent): QuestionIssue[] {
  const out: QuestionIssue[] = [];
  if (!hasContent(content.stem)) out.push(issue(['stem'], M.missingStem));
  if (content.subjectId === null) out.push(issue(['subjectId'], M.missingSubject));
  if (!content.ilos.length) out.push(issue(['ilos'], M.missingIlos));
  if (content.degree === null || cents(content.degree) <= 0) out.push(issue(['degree'], M.missingDegree));
  if (content.difficulty === null) out.push(issue(['difficulty'], M.missingDifficulty));
  if (content.expectedTime === null) out.push(issue(['expectedTime'], M.missingTime));
  bodyMissing(content.body, content.stem, ['body'], ['stem'], out);
  return out;
}

/** INCOMPLETE while a part is missing, else COMPLETE: what a save sets (SPEC 4). */
export const savedStatus = (content: QuestionContent) =>
  completeness(content).length ? INCOMPLETE : COMPLETE;

/** Rich-text parts holding an equation in a retired format: a warning with the save, not a refusal. */
export const deprecatedEquations = (content: QuestionContent): QuestionIssue[] =>
  richTexts(content)
    .filter((p) => hasDeprecatedEquation(p.html))
    .map((p) => issue(p.path, M.deprecatedEquation));

/** Whether a number has at most two decimals (SPEC 5 'at most two decimals'). */
export const hasTwoDecimalsAtMost = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;

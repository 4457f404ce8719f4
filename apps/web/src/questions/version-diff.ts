import type { QuestionBody, QuestionContent } from '@mizan/domain/questions';
import { type ChangeObject, diffWords } from 'diff';
import { plainText } from './question-text';

/** What a line of the diff is about; the screen turns it into a label ('Option 2', 'Sub-question 1: stem'). */
export type PartName =
  | 'questionType'
  | 'subject'
  | 'ilos'
  | 'language'
  | 'difficulty'
  | 'expectedTime'
  | 'degree'
  | 'exposureLimit'
  | 'modelCode'
  | 'stem'
  | 'feedback'
  | 'option'
  | 'optionCorrect'
  | 'correct'
  | 'rubric'
  | 'rubricWeight'
  | 'answerLines'
  | 'answerWordsMax'
  | 'modelAnswer'
  | 'premise'
  | 'answer'
  | 'distractor'
  | 'blank'
  | 'blankDegree'
  | 'caseSensitive'
  | 'blankDistractors'
  | 'subQuestion'
  | 'subType'
  | 'subDegree';

/** Turns field values into text in the screen's language (names of subjects and ILOs, yes/no, numbers). */
export interface ValueText {
  type: (code: QuestionContent['questionType']) => string;
  subject: (id: number | null) => string;
  ilos: (links: QuestionContent['ilos']) => string;
  language: (code: QuestionContent['language']) => string;
  number: (n: number | null) => string;
  yesNo: (b: boolean) => string;
}

export interface Entry {
  /** Stable across versions: parts pair up by their ids, not their positions. */
  key: string;
  part: PartName;
  /** 1-based position of the option, rubric, pair, blank ... in its version. */
  n?: number;
  /** 1-based position of the sub-question it belongs to (case study). */
  sub?: number;
  text: string;
}

export interface DiffRow {
  key: string;
  part: PartName;
  n?: number;
  sub?: number;
  before: string | null;
  after: string | null;
  changes: ChangeObject<string>[];
}

/** Every part and field of a version as plain text, in reading order. */
export function entriesOf(q: QuestionContent, v: ValueText): Entry[] {
  const out: Entry[] = [
    { key: 'questionType', part: 'questionType', text: v.type(q.questionType) },
    { key: 'subject', part: 'subject', text: v.subject(q.subjectId) },
    { key: 'ilos', part: 'ilos', text: v.ilos(q.ilos) },
    { key: 'language', part: 'language', text: v.language(q.language) },
    { key: 'difficulty', part: 'difficulty', text: v.number(q.difficulty) },
    { key: 'expectedTime', part: 'expectedTime', text: v.number(q.expectedTime) },
    { key: 'degree', part: 'degree', text: v.number(q.degree) },
    { key: 'exposureLimit', part: 'exposureLimit', text: v.number(q.exposureLimit) },
    { key: 'modelCode', part: 'modelCode', text: q.modelCode ?? '' },
  ];
  const blanks = q.body.type === '3.7.' ? q.body.blanks : [];
  out.push({ key: 'stem', part: 'stem', text: richText(q.stem, blanks) });
  bodyEntries(q.body, v, '', undefined, out);
  out.push({ key: 'feedback', part: 'feedback', text: plainText(q.feedback ?? '') });
  return out;
}

const richText = (html: string, blanks: { id: string }[]) =>
  plainText(html, (id) => blanks.findIndex((b) => b.id === id) + 1);

function bodyEntries(
  body: QuestionBody,
  v: ValueText,
  prefix: string,
  sub: number | undefined,
  out: Entry[],
) {
  const push = (key: string, part: PartName, text: string, n?: number) =>
    out.push({ key: prefix + key, part, text, n, sub });
  switch (body.type) {
    case '3.1.':
      body.rubrics.forEach((r, i) => {
        push(`rubric:${r.id}`, 'rubric', plainText(r.text), i + 1);
        push(`rubric:${r.id}:weight`, 'rubricWeight', v.number(r.weight), i + 1);
      });
      push('answerLines', 'answerLines', v.number(body.answerLines));
      push('answerWordsMax', 'answerWordsMax', v.number(body.answerWordsMax));
      push('modelAnswer', 'modelAnswer', plainText(body.modelAnswer));
      return;
    case '3.2.':
    case '3.3.':
      body.options.forEach((o, i) => {
        push(`option:${o.id}`, 'option', plainText(o.text), i + 1);
        push(`option:${o.id}:correct`, 'optionCorrect', v.yesNo(o.correct), i + 1);
      });
      return;
    case '3.4.':
      push('correct', 'correct', v.yesNo(body.correct));
      return;
    case '3.5.':
      body.subQuestions.forEach((s, i) => {
        const p = `sub:${s.id}:`;
        out.push({ key: `${p}type`, part: 'subType', text: v.type(s.body.type), sub: i + 1 });
        out.push({
          key: `${p}stem`,
          part: 'subQuestion',
          text: richText(s.stem, blanksOf(s.body)),
          sub: i + 1,
        });
        out.push({ key: `${p}degree`, part: 'subDegree', text: v.number(s.degree), sub: i + 1 });
        bodyEntries(s.body, v, p, i + 1, out);
      });
      return;
    case '3.6.':
      body.pairs.forEach((p, i) => {
        push(`pair:${p.id}:premise`, 'premise', plainText(p.premise), i + 1);
        push(`pair:${p.id}:answer`, 'answer', plainText(p.answer), i + 1);
      });
      body.distractors.forEach((d, i) => {
        push(`distractor:${d.id}`, 'distractor', plainText(d.text), i + 1);
      });
      return;
    case '3.7.':
      body.blanks.forEach((b, i) => {
        push(`blank:${b.id}`, 'blank', b.answers.join(' / '), i + 1);
        push(`blank:${b.id}:degree`, 'blankDegree', v.number(b.degree), i + 1);
      });
      push('caseSensitive', 'caseSensitive', v.yesNo(body.caseSensitive));
      push('blankDistractors', 'blankDistractors', body.distractors.join(' / '));
      return;
  }
}

const blanksOf = (body: QuestionBody) => (body.type === '3.7.' ? body.blanks : []);

// Word boundaries by Intl: jsdiff's own tokeniser splits Arabic words into letters.
const segmenter = new Intl.Segmenter(undefined, { granularity: 'word' });

/**
 * The parts and fields that differ between two versions, each with its word-level changes.
 * Parts pair up by key; one present in only one version is wholly added or removed.
 */
export function diffVersions(older: Entry[], newer: Entry[]): DiffRow[] {
  const before = new Map(older.map((e) => [e.key, e]));
  const after = new Map(newer.map((e) => [e.key, e]));
  // Reading order of the newer version, with removed parts placed after the part they followed.
  const keys: string[] = newer.map((e) => e.key);
  older.forEach((e, i) => {
    if (after.has(e.key)) return;
    const prev = older[i - 1]?.key;
    const at = prev ? keys.indexOf(prev) : -1;
    keys.splice(at + 1, 0, e.key);
  });
  const rows: DiffRow[] = [];
  for (const key of keys) {
    const a = before.get(key);
    const b = after.get(key);
    const from = a?.text ?? '';
    const to = b?.text ?? '';
    if (a && b && from === to) continue;
    if (!a && !to) continue;
    if (!b && !from) continue;
    const label = (b ?? a) as Entry;
    rows.push({
      key,
      part: label.part,
      n: label.n,
      sub: label.sub,
      before: a ? from : null,
      after: b ? to : null,
      changes: diffWords(from, to, { intlSegmenter: segmenter }),
    });
  }
  return rows;
}

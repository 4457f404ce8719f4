import type { PaperSize, SheetSpec } from '../exam-papers/paper-layout.js';
import type { Lang } from '../i18n/index.js';
import type { QuestionBody } from '../questions/question.api.js';
import { type Response, rubricItems, toStoredChoices } from './scorer.js';

/** A model's question as paper scoring reads it: its place, frozen body and shown choice order. */
export interface PaperQuestion {
  position: number;
  body: QuestionBody;
  degree: number;
  choiceOrder: number[] | null;
}

/**
 * One bubbled row of a bubble sheet. The sheet numbers rows 1..n in model order over what can be
 * bubbled: an MCQ/MMCQ (its options in the model's shown order), a true/false (a = true, b = false),
 * each premise of a matching question (its answers in stored order: the pairs' answers, then the
 * distractors), and those of a case study's sub-questions. Essays and blanks are written, not
 * bubbled: a person marks them (writtenParts).
 */
export interface PaperRow {
  position: number;
  /** The case study's sub-question this row belongs to. */
  sub: string | null;
  /** The matching premise (pair id) this row answers. */
  pair: string | null;
  choices: number;
  multi: boolean;
}

/** Columns of the student number grid on every Mizan sheet (student numbers up to ten digits). */
export const SHEET_STUDENT_NUMBER_DIGITS = 10;

function bodyRows(body: QuestionBody, position: number, sub: string | null): PaperRow[] {
  const row = (choices: number, multi: boolean, pair: string | null = null) => ({
    position,
    sub,
    pair,
    choices,
    multi,
  });
  switch (body.type) {
    case '3.2.':
      return [row(body.options.length, false)];
    case '3.3.':
      return [row(body.options.length, true)];
    case '3.4.':
      return [row(2, false)];
    case '3.6.':
      return body.pairs.map((p) => row(body.pairs.length + body.distractors.length, false, p.id));
    case '3.5.':
      return body.subQuestions.flatMap((q) => bodyRows(q.body, position, q.id));
    default:
      return [];
  }
}

export function paperRows(questions: readonly PaperQuestion[]): PaperRow[] {
  return [...questions]
    .sort((a, b) => a.position - b.position)
    .flatMap((q) => bodyRows(q.body, q.position, null));
}

/**
 * The exam's one bubble sheet, which the print side draws and the scan side reads (one definition,
 * so they cannot drift): as many rows as its longest model, each with the most choices any model
 * bubbles there (true/false two), and a student number grid always SHEET_STUDENT_NUMBER_DIGITS wide.
 * A blank sheet serves every model and is read before the model its student bubbled is known.
 */
export function examSheetSpec(
  models: readonly (readonly PaperRow[])[],
  lang: Lang,
  paper: PaperSize,
): SheetSpec {
  const length = Math.max(1, ...models.map((rows) => rows.length));
  return {
    paper,
    lang,
    choices: Array.from({ length }, (_, i) => Math.max(2, ...models.map((rows) => rows[i]?.choices ?? 2))),
    studentNumberDigits: SHEET_STUDENT_NUMBER_DIGITS,
  };
}

/** What a person writes for a written part: rubric marks for an essay, the words of each blank. */
export interface WrittenAnswer {
  rubricMarks?: Record<string, number>;
  blanks?: Record<string, string>;
  /** A case study's written sub-questions, by sub-question id. */
  parts?: Record<string, WrittenAnswer>;
}

export interface WrittenPart {
  /** Sub-question id, or null for the question itself. */
  sub: string | null;
  kind: 'rubric' | 'blank';
  id: string;
  /** Most marks of a rubric item; null for a blank (scored by its accepted answers). */
  max: number | null;
}

/** The parts of a question a person marks or transcribes on paper, with the most each gives. */
export function writtenParts(body: QuestionBody, degree: number, sub: string | null = null): WrittenPart[] {
  switch (body.type) {
    case '3.1.':
      return rubricItems(body, degree).map((r) => ({ sub, kind: 'rubric', id: r.id, max: r.max }));
    case '3.7.':
      return body.blanks.map((b) => ({ sub, kind: 'blank', id: b.id, max: null }));
    case '3.5.': {
      const total = body.subQuestions.reduce((s, q) => s + q.degree, 0) || 1;
      return body.subQuestions.flatMap((q) => writtenParts(q.body, (degree * q.degree) / total, q.id));
    }
    default:
      return [];
  }
}

/** Bubbles read (shown places) for each of a question's rows, keyed `${sub}|${pair}`; null: not read. */
export type RowMarks = ReadonlyMap<string, readonly number[]>;
export const rowKey = (r: Pick<PaperRow, 'sub' | 'pair'>) => `${r.sub ?? ''}|${r.pair ?? ''}`;

function bodyResponse(
  body: QuestionBody,
  sub: string | null,
  order: readonly number[] | null,
  rows: RowMarks,
  written: WrittenAnswer | undefined,
): Response {
  const marked = (pair: string | null = null) => rows.get(rowKey({ sub, pair })) ?? [];
  switch (body.type) {
    case '3.2.':
    case '3.3.':
      return { type: body.type, chosen: toStoredChoices(marked(), order) };
    case '3.4.': {
      // The exam's sheet may give this row more bubbles (another model's MCQ): c, d ... answer nothing.
      const m = marked();
      return { type: '3.4.', value: m.length === 1 && m[0] < 2 ? m[0] === 0 : null };
    }
    case '3.6.': {
      const answers = [...body.pairs.map((p) => p.id), ...body.distractors.map((d) => d.id)];
      const matches: Record<string, string | null> = {};
      for (const p of body.pairs) {
        const m = marked(p.id);
        matches[p.id] = m.length === 1 ? (answers[m[0]] ?? null) : null;
      }
      return { type: '3.6.', matches };
    }
    case '3.7.':
      return { type: '3.7.', blanks: { ...(written?.blanks ?? {}) } };
    case '3.1.':
      return { type: '3.1.', rubricMarks: { ...(written?.rubricMarks ?? {}) } };
    case '3.5.':
      return {
        type: '3.5.',
        parts: Object.fromEntries(
          body.subQuestions.map((q) => [
            q.id,
            bodyResponse(q.body, q.id, null, rows, written?.parts?.[q.id]),
          ]),
        ),
      };
  }
}

/**
 * A paper answer in the question version's stored order, from the bubbles read on its rows (shown
 * places; the model's choice order maps them back) and what a person wrote for its written parts.
 */
export function paperResponse(
  q: PaperQuestion,
  rows: RowMarks,
  written: WrittenAnswer | undefined,
): Response {
  return bodyResponse(q.body, null, q.choiceOrder, rows, written);
}

import { randomBytes } from 'node:crypto';
import type { LanguageCode, QuestionTypeCode } from '@mizan/domain/codes';
import { type Bilingual, fill } from '@mizan/domain/i18n';
import { QUESTION_IMPORT_MESSAGES as M } from '@mizan/domain/question-import';
import { type QuestionBody, type QuestionContent, validateQuestionContent } from '@mizan/domain/questions';
import { checkContent } from './check.js';
import { htmlToText } from './html.js';

/**
 * An image found in the file. Rich text refers to it as `src="import-image:{n}"` (n its position in
 * ParseResult.images) until the commit stores it and writes its own URL instead.
 */
export interface ImportImage {
  name: string;
  mime: string;
  /** base64 */
  data: string;
}

export const IMAGE_REF = 'import-image:';

/** One question as a parser reads it, before the preview numbers it. */
export interface ParsedQuestion {
  valid: boolean;
  questionType: QuestionTypeCode | null;
  /** Plain text of the stem. */
  text: string;
  reasons: Bilingual[];
  warnings: Bilingual[];
  sourceType: string;
  category: string | null;
  /** A draft of the question (sanitised HTML); null when the type has no Mizan equivalent. */
  content: QuestionContent | null;
}

export interface ParseResult {
  questions: (ParsedQuestion & { index: number })[];
  warnings: Bilingual[];
  images: ImportImage[];
}

/** The whole file cannot be read (the preview answers 422 with the reason). */
export class UnreadableFile extends Error {
  constructor(readonly reason: Bilingual) {
    super(reason.en);
  }
}

/** A short random id for a part of a question (option, pair, blank...), as the editor makes them. */
export function partId(): string {
  // Drawn from a pool: a file of thousands of questions asks for tens of thousands of ids.
  if (poolAt + 6 > pool.length) {
    pool = randomBytes(6 * 1024);
    poolAt = 0;
  }
  poolAt += 6;
  return pool.toString('base64url', poolAt - 6, poolAt);
}
let pool = Buffer.alloc(0);
let poolAt = 0;

const ARABIC = /[\u0600-\u06ff\u0750-\u077f\ufb50-\ufdff\ufe70-\ufeff]/g;
const LATIN = /[A-Za-z]/g;

/** Arabic when Arabic letters outnumber Latin ones in the question's text. */
export function detectLanguage(text: string): LanguageCode {
  const ar = text.match(ARABIC)?.length ?? 0;
  const en = text.match(LATIN)?.length ?? 0;
  return ar > 0 && ar >= en ? '4.1.' : '4.2.';
}

export interface DraftExtras {
  degree?: number | null;
  feedback?: string;
  category?: string | null;
  sourceType: string;
  warnings?: Bilingual[];
  /** Reasons found while reading (on top of those the draft's own checks give). */
  reasons?: Bilingual[];
  language?: LanguageCode;
  difficulty?: number | null;
  expectedTime?: number | null;
  exposureLimit?: number | null;
  modelCode?: string | null;
}

/** A draft question of a Mizan type, checked: valid when neither the reader nor the checks object. */
export function draft(stem: string, body: QuestionBody, extras: DraftExtras): ParsedQuestion {
  const text = htmlToText(stem);
  const content: QuestionContent = {
    questionType: body.type,
    subjectId: null,
    ilos: [],
    language: extras.language ?? detectLanguage(`${text} ${bodyText(body)}`),
    stem,
    body,
    difficulty: extras.difficulty ?? null,
    expectedTime: extras.expectedTime ?? null,
    degree: extras.degree ?? null,
    exposureLimit: extras.exposureLimit ?? null,
    modelCode: extras.modelCode ?? null,
    feedback: extras.feedback ?? '',
  };
  // The import's own checks name what a file gets wrong; the bank's rules (SPEC 5, 9) are checked
  // too, so a question shown as valid is one the commit can write.
  const rules = validateQuestionContent(content);
  const reasons = dedupe([
    ...(extras.reasons ?? []),
    ...checkContent(content),
    ...(rules.success ? [] : Object.values(rules.fields)),
  ]);
  return {
    valid: reasons.length === 0,
    questionType: body.type,
    text,
    reasons,
    warnings: dedupe(extras.warnings ?? []),
    sourceType: extras.sourceType,
    category: extras.category ?? null,
    content,
  };
}

/** A question the file holds that Mizan cannot take, listed with the reason. */
export function refused(
  text: string,
  reason: Bilingual,
  extras: { sourceType: string; category?: string | null; questionType?: QuestionTypeCode | null },
): ParsedQuestion {
  return {
    valid: false,
    questionType: extras.questionType ?? null,
    text,
    reasons: [reason],
    warnings: [],
    sourceType: extras.sourceType,
    category: extras.category ?? null,
    content: null,
  };
}

export const unsupported = (type: string, text: string, category?: string | null) =>
  refused(text, fill(M.unsupportedType, { type }), { sourceType: type, category });

function bodyText(body: QuestionBody): string {
  switch (body.type) {
    case '3.2.':
    case '3.3.':
      return body.options.map((o) => htmlToText(o.text)).join(' ');
    case '3.6.':
      return body.pairs.map((p) => `${htmlToText(p.premise)} ${htmlToText(p.answer)}`).join(' ');
    case '3.7.':
      return body.blanks.flatMap((b) => b.answers).join(' ');
    default:
      return '';
  }
}

export function dedupe(list: Bilingual[]): Bilingual[] {
  const seen = new Set<string>();
  return list.filter((b) => !seen.has(b.en) && seen.add(b.en));
}

/** Numbers the questions of a file in order. */
export const numbered = (questions: ParsedQuestion[]) => questions.map((q, index) => ({ ...q, index }));

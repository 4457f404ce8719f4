import { isCode, LANGUAGES, QUESTION_TYPES } from '@mizan/domain/codes';
import { type Bilingual, fill } from '@mizan/domain/i18n';
import { QUESTION_IMPORT_MESSAGES as M } from '@mizan/domain/question-import';
import type { QuestionBody, SubQuestion } from '@mizan/domain/questions';
import { mapInTurns } from '../../common/turns.js';
import { cleanHtml } from './html.js';
import { ImageBag, rewriteImages } from './images.js';
import {
  draft,
  numbered,
  type ParsedQuestion,
  type ParseResult,
  partId,
  refused,
  UnreadableFile,
} from './parsed.js';
import { decodeText } from './text.js';

export const MIZAN_JSON_FORMAT = 'mizan-questions';

/** A path-labelled complaint about one field of one question. */
class FieldProblem extends Error {
  constructor(
    readonly path: string,
    readonly detail: string,
  ) {
    super(`${path}: ${detail}`);
  }
}

type Json = Record<string, unknown>;
const obj = (v: unknown, path: string): Json => {
  if (!v || typeof v !== 'object' || Array.isArray(v)) throw new FieldProblem(path, 'object expected');
  return v as Json;
};
const arr = (v: unknown, path: string): unknown[] => {
  if (v === undefined) return [];
  if (!Array.isArray(v)) throw new FieldProblem(path, 'array expected');
  return v;
};
const str = (v: unknown, path: string, fallback?: string): string => {
  if (v === undefined && fallback !== undefined) return fallback;
  if (typeof v !== 'string') throw new FieldProblem(path, 'text expected');
  return v;
};
const num = (v: unknown, path: string, fallback: number | null = null): number | null => {
  if (v === undefined || v === null) return fallback;
  if (typeof v !== 'number' || !Number.isFinite(v)) throw new FieldProblem(path, 'number expected');
  return v;
};
const bool = (v: unknown, path: string): boolean => {
  if (v === undefined) return false;
  if (typeof v !== 'boolean') throw new FieldProblem(path, 'true or false expected');
  return v;
};

/**
 * Kind 6: JSON of Mizan's question model ({format: 'mizan-questions', version: 1, questions:
 * [{category?, question: QuestionContent}]}); subject and ILOs are chosen at import, so any in the
 * file are ignored. Images are data: URIs in the HTML. Layout: FORMATS.md.
 */
export async function parseMizanJson(data: Uint8Array): Promise<ParseResult> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(decodeText(data, { utf8Only: true }));
  } catch (error) {
    throw new UnreadableFile(fill(M.fileUnreadable, { detail: (error as Error).message.slice(0, 200) }));
  }
  const root = parsed as Json;
  if (
    !root ||
    typeof root !== 'object' ||
    root.format !== MIZAN_JSON_FORMAT ||
    !Array.isArray(root.questions)
  )
    throw new UnreadableFile(M.jsonFormat);
  const bag = new ImageBag();
  const out = await mapInTurns(root.questions, (entry, i) => readEntry(entry, `questions.${i}`, bag));
  if (!out.length) throw new UnreadableFile(M.noQuestions);
  return { questions: numbered(out), warnings: [], images: bag.images };
}

function readEntry(entry: unknown, path: string, bag: ImageBag): ParsedQuestion {
  const warnings: Bilingual[] = [];
  const rich = (v: unknown, p: string) =>
    cleanHtml(rewriteImages(str(v, p, ''), (src) => bag.addDataUri(src, warnings), warnings));
  let category: string | null = null;
  try {
    const e = obj(entry, path);
    category = e.category === undefined || e.category === null ? null : str(e.category, `${path}.category`);
    const q = obj(e.question, `${path}.question`);
    const type = str(q.questionType, `${path}.question.questionType`);
    if (!isCode(QUESTION_TYPES, type))
      throw new FieldProblem(`${path}.question.questionType`, `unknown type ${type}`);
    const body = readBody(obj(q.body, `${path}.question.body`), type, `${path}.question.body`, rich);
    const language = q.language;
    const stem = rich(q.stem, `${path}.question.stem`);
    return draft(stem, body, {
      sourceType: type,
      category,
      warnings,
      feedback: rich(q.feedback, `${path}.question.feedback`),
      language: isCode(LANGUAGES, language) ? language : undefined,
      degree: num(q.degree, `${path}.question.degree`),
      difficulty: num(q.difficulty, `${path}.question.difficulty`),
      expectedTime: num(q.expectedTime, `${path}.question.expectedTime`),
      exposureLimit: num(q.exposureLimit, `${path}.question.exposureLimit`),
      modelCode: typeof q.modelCode === 'string' && /^\d{2}$/.test(q.modelCode) ? q.modelCode : null,
    });
  } catch (error) {
    if (!(error instanceof FieldProblem)) throw error;
    return refused('', fill(M.jsonInvalid, { path: error.path, detail: error.detail }), {
      sourceType: 'json',
      category,
    });
  }
}

function readBody(
  b: Json,
  type: string,
  path: string,
  rich: (v: unknown, p: string) => string,
): QuestionBody {
  if (b.type !== undefined && b.type !== type) throw new FieldProblem(`${path}.type`, `must be ${type}`);
  switch (type) {
    case '3.1.':
      return {
        type,
        rubrics: arr(b.rubrics, `${path}.rubrics`).map((r, i) => {
          const o = obj(r, `${path}.rubrics.${i}`);
          return {
            id: partId(),
            text: rich(o.text, `${path}.rubrics.${i}.text`),
            weight: num(o.weight, `${path}.rubrics.${i}.weight`, 0) ?? 0,
          };
        }),
        answerLines: num(b.answerLines, `${path}.answerLines`, 15) ?? 15,
        answerWordsMax: num(b.answerWordsMax, `${path}.answerWordsMax`),
        modelAnswer: rich(b.modelAnswer, `${path}.modelAnswer`),
      };
    case '3.2.':
    case '3.3.':
      return {
        type,
        options: arr(b.options, `${path}.options`).map((x, i) => {
          const o = obj(x, `${path}.options.${i}`);
          return {
            id: partId(),
            text: rich(o.text, `${path}.options.${i}.text`),
            correct: bool(o.correct, `${path}.options.${i}.correct`),
          };
        }),
      };
    case '3.4.':
      return { type, correct: bool(b.correct, `${path}.correct`) };
    case '3.5.':
      return {
        type,
        subQuestions: arr(b.subQuestions, `${path}.subQuestions`).map((x, i): SubQuestion => {
          const s = obj(x, `${path}.subQuestions.${i}`);
          const sb = obj(s.body, `${path}.subQuestions.${i}.body`);
          const subType = str(sb.type, `${path}.subQuestions.${i}.body.type`);
          if (!isCode(QUESTION_TYPES, subType) || subType === '3.5.')
            throw new FieldProblem(`${path}.subQuestions.${i}.body.type`, `unknown type ${subType}`);
          return {
            id: partId(),
            stem: rich(s.stem, `${path}.subQuestions.${i}.stem`),
            degree: num(s.degree, `${path}.subQuestions.${i}.degree`, 1) ?? 1,
            body: readBody(sb, subType, `${path}.subQuestions.${i}.body`, rich) as SubQuestion['body'],
          };
        }),
      };
    case '3.6.':
      return {
        type,
        pairs: arr(b.pairs, `${path}.pairs`).map((x, i) => {
          const p = obj(x, `${path}.pairs.${i}`);
          return {
            id: partId(),
            premise: rich(p.premise, `${path}.pairs.${i}.premise`),
            answer: rich(p.answer, `${path}.pairs.${i}.answer`),
          };
        }),
        distractors: arr(b.distractors, `${path}.distractors`).map((x, i) => ({
          id: partId(),
          text: rich(obj(x, `${path}.distractors.${i}`).text, `${path}.distractors.${i}.text`),
        })),
      };
    default:
      return {
        type: '3.7.',
        blanks: arr(b.blanks, `${path}.blanks`).map((x, i) => {
          const k = obj(x, `${path}.blanks.${i}`);
          return {
            id: str(k.id, `${path}.blanks.${i}.id`),
            answers: arr(k.answers, `${path}.blanks.${i}.answers`).map((a, j) =>
              str(a, `${path}.blanks.${i}.answers.${j}`),
            ),
            degree: num(k.degree, `${path}.blanks.${i}.degree`, 1) ?? 1,
          };
        }),
        caseSensitive: bool(b.caseSensitive, `${path}.caseSensitive`),
        distractors: arr(b.distractors, `${path}.distractors`).map((d, j) =>
          str(d, `${path}.distractors.${j}`),
        ),
      };
  }
}

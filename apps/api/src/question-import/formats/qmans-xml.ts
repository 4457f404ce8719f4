import { isCode, LANGUAGES, QUESTION_TYPES } from '@mizan/domain/codes';
import { type Bilingual, fill } from '@mizan/domain/i18n';
import { QUESTION_IMPORT_MESSAGES as M } from '@mizan/domain/question-import';
import type { QuestionBody, QuestionContent, SubQuestion } from '@mizan/domain/questions';
import { mapInTurns } from '../../common/turns.js';
import { cleanHtml, escapeHtml, htmlToText } from './html.js';
import { decodeURIComponentSafe, ImageBag, rewriteImages } from './images.js';
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
import { kid, kids, parseXml, textOf, type XNode } from './xml.js';

/**
 * Qmans XML (import type 2): Mizan's own XML, holding every question type; the export writes the
 * same form (writeQmansXml). Rich text is HTML in CDATA; images travel as <file> elements that
 * the HTML refers to as @@PLUGINFILE@@/{name}, as in Moodle XML. Layout: FORMATS.md.
 */
export async function parseQmansXml(data: Uint8Array): Promise<ParseResult> {
  const doc = parseXml(decodeText(data, { utf8Only: true }));
  const root = kids(doc)[0];
  if (root?.name !== 'qmans')
    throw new UnreadableFile(fill(M.fileUnreadable, { detail: '<qmans> root element missing' }));
  const bag = new ImageBag();
  const out = await mapInTurns(kids(root, 'question'), (q) => readQuestion(q, bag));
  if (!out.length) throw new UnreadableFile(M.noQuestions);
  return { questions: numbered(out), warnings: [], images: bag.images };
}

function readQuestion(q: XNode, bag: ImageBag): ParsedQuestion {
  const warnings: Bilingual[] = [];
  const files = new Map(kids(q, 'file').map((f) => [f.attrs.name ?? '', textOf(f).trim()]));
  const rich = (n: XNode | undefined) =>
    cleanHtml(
      rewriteImages(
        textOf(n).trim(),
        (src) => {
          const name = decodeURIComponentSafe(src.replace(/^@@PLUGINFILE@@\//, ''));
          const data = src.startsWith('@@PLUGINFILE@@/') ? files.get(name) : undefined;
          return data
            ? bag.add(name, data, warnings)
            : src.startsWith('data:')
              ? bag.addDataUri(src, warnings)
              : undefined;
        },
        warnings,
      ),
    );
  const type = q.attrs.type ?? '';
  const category = textOf(kid(q, 'category')).trim() || null;
  const stem = rich(kid(q, 'stem'));
  if (!isCode(QUESTION_TYPES, type))
    return refused(htmlToText(stem), fill(M.unsupportedType, { type }), { sourceType: type, category });
  const num = (v: string | undefined) =>
    v !== undefined && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : null;
  const language = q.attrs.language;
  return draft(stem, readBody(type, q, rich), {
    sourceType: type,
    category,
    warnings,
    feedback: rich(kid(q, 'feedback')),
    language: isCode(LANGUAGES, language) ? language : undefined,
    degree: num(q.attrs.degree),
    difficulty: num(q.attrs.difficulty),
    expectedTime: num(q.attrs.expectedTime),
    exposureLimit: num(q.attrs.exposureLimit),
    modelCode: /^\d{2}$/.test(q.attrs.modelCode ?? '') ? q.attrs.modelCode : null,
  });
}

function readBody(
  type: QuestionContent['questionType'],
  q: XNode,
  rich: (n: XNode | undefined) => string,
): QuestionBody {
  const flag = (n: XNode | undefined) => textOf(n).trim() === 'true';
  switch (type) {
    case '3.1.':
      return {
        type,
        rubrics: kids(q, 'rubric').map((r) => ({
          id: partId(),
          text: rich(r),
          weight: Number(r.attrs.weight) || 0,
        })),
        answerLines: Number(textOf(kid(q, 'answerLines'))) || 15,
        answerWordsMax: Number(textOf(kid(q, 'answerWordsMax'))) || null,
        modelAnswer: rich(kid(q, 'modelAnswer')),
      };
    case '3.2.':
    case '3.3.':
      return {
        type,
        options: kids(q, 'option').map((o) => ({
          id: partId(),
          text: rich(o),
          correct: o.attrs.correct === 'true',
        })),
      };
    case '3.4.':
      return { type, correct: flag(kid(q, 'correct')) };
    case '3.5.':
      return {
        type,
        subQuestions: kids(q, 'subQuestion')
          .filter((s) => isCode(QUESTION_TYPES, s.attrs.type) && s.attrs.type !== '3.5.')
          .map(
            (s): SubQuestion => ({
              id: partId(),
              stem: rich(kid(s, 'stem')),
              degree: Number(s.attrs.degree) || 1,
              body: readBody(s.attrs.type as QuestionContent['questionType'], s, rich) as SubQuestion['body'],
            }),
          ),
      };
    case '3.6.':
      return {
        type,
        pairs: kids(q, 'pair').map((p) => ({
          id: partId(),
          premise: rich(kid(p, 'premise')),
          answer: rich(kid(p, 'answer')),
        })),
        distractors: kids(q, 'distractor').map((d) => ({ id: partId(), text: rich(d) })),
      };
    case '3.7.': {
      // Blank ids in the stem are kept: they tie each blank to its place in the text.
      return {
        type,
        blanks: kids(q, 'blank').map((b) => ({
          id: b.attrs.id ?? partId(),
          answers: kids(b, 'answer').map((a) => textOf(a).trim()),
          degree: Number(b.attrs.degree) || 1,
        })),
        caseSensitive: flag(kid(q, 'caseSensitive')),
        distractors: kids(q, 'distractor').map((d) => textOf(d).trim()),
      };
    }
  }
}

// ---- Writing ----

export interface ExportImage {
  mime: string;
  /** base64 */
  data: string;
}

/** A stored question to export: its content, its subject's name and the images its HTML refers to by URL. */
export interface ExportItem {
  questionId: number;
  content: QuestionContent;
  category: string | null;
  /** Image URL as it appears in the HTML -> its bytes. */
  images: Map<string, ExportImage>;
}

export const cdata = (s: string) => `<![CDATA[${s.replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;
export const attr = (s: string | number) => escapeHtml(String(s));

/**
 * Replaces stored image URLs by @@PLUGINFILE@@/{name} and returns the <file> elements to write
 * with the question (the Moodle XML convention, shared by Qmans XML).
 */
export function embedImages(html: string, item: ExportItem, files: Map<string, string>): string {
  return html.replace(/(<img\b[^>]*\bsrc=")([^"]+)(")/g, (m, a: string, src: string, b: string) => {
    const image = item.images.get(src);
    if (!image) return m;
    const name = `${src.split('/').pop()}.${image.mime.split('/')[1] === 'jpeg' ? 'jpg' : image.mime.split('/')[1]}`;
    files.set(name, image.data);
    return `${a}@@PLUGINFILE@@/${encodeURIComponent(name)}${b}`;
  });
}

export const fileElements = (files: Map<string, string>, indent: string) =>
  [...files]
    .map(([name, data]) => `${indent}<file name="${attr(name)}" path="/" encoding="base64">${data}</file>\n`)
    .join('');

export function writeQmansXml(items: ExportItem[]): string {
  let xml = '<?xml version="1.0" encoding="UTF-8"?>\n<qmans version="1">\n';
  for (const item of items) {
    const c = item.content;
    const files = new Map<string, string>();
    const rich = (tag: string, html: string, attrs = '', indent = '    ') =>
      `${indent}<${tag}${attrs}>${cdata(embedImages(html, item, files))}</${tag}>\n`;
    const optional = (name: string, v: number | string | null) =>
      v === null || v === '' ? '' : ` ${name}="${attr(v)}"`;
    xml += `  <question type="${c.questionType}" language="${c.language}"${optional('degree', c.degree)}${optional('difficulty', c.difficulty)}${optional('expectedTime', c.expectedTime)}${optional('exposureLimit', c.exposureLimit)}${optional('modelCode', c.modelCode)}>\n`;
    if (item.category) xml += `    <category>${escapeHtml(item.category)}</category>\n`;
    xml += rich('stem', c.stem);
    if (c.feedback) xml += rich('feedback', c.feedback);
    xml += writeBody(c.body, rich, '    ');
    xml += fileElements(files, '    ');
    xml += '  </question>\n';
  }
  return `${xml}</qmans>\n`;
}

type Rich = (tag: string, html: string, attrs?: string, indent?: string) => string;

function writeBody(body: QuestionBody, rich: Rich, indent: string): string {
  switch (body.type) {
    case '3.1.':
      return (
        `${indent}<answerLines>${body.answerLines}</answerLines>\n` +
        (body.answerWordsMax ? `${indent}<answerWordsMax>${body.answerWordsMax}</answerWordsMax>\n` : '') +
        (body.modelAnswer ? rich('modelAnswer', body.modelAnswer, '', indent) : '') +
        body.rubrics.map((r) => rich('rubric', r.text, ` weight="${r.weight}"`, indent)).join('')
      );
    case '3.2.':
    case '3.3.':
      return body.options.map((o) => rich('option', o.text, ` correct="${o.correct}"`, indent)).join('');
    case '3.4.':
      return `${indent}<correct>${body.correct}</correct>\n`;
    case '3.5.':
      return body.subQuestions
        .map(
          (s) =>
            `${indent}<subQuestion type="${s.body.type}" degree="${s.degree}">\n${rich('stem', s.stem, '', `${indent}  `)}${writeBody(s.body, rich, `${indent}  `)}${indent}</subQuestion>\n`,
        )
        .join('');
    case '3.6.':
      return (
        body.pairs
          .map(
            (p) =>
              `${indent}<pair>\n${rich('premise', p.premise, '', `${indent}  `)}${rich('answer', p.answer, '', `${indent}  `)}${indent}</pair>\n`,
          )
          .join('') + body.distractors.map((d) => rich('distractor', d.text, '', indent)).join('')
      );
    case '3.7.':
      return (
        body.blanks
          .map(
            (b) =>
              `${indent}<blank id="${attr(b.id)}" degree="${b.degree}">${b.answers.map((a) => `<answer>${escapeHtml(a)}</answer>`).join('')}</blank>\n`,
          )
          .join('') +
        `${indent}<caseSensitive>${body.caseSensitive}</caseSensitive>\n` +
        body.distractors.map((d) => `${indent}<distractor>${escapeHtml(d)}</distractor>\n`).join('')
      );
  }
}

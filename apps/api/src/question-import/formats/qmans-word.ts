import mammoth from 'mammoth';
import { ANSWER_LETTERS, normaliseArabic } from '@mizan/domain/codes';
import { type Bilingual, fill } from '@mizan/domain/i18n';
import { QUESTION_IMPORT_MESSAGES as M } from '@mizan/domain/question-import';
import type { ChoiceOption } from '@mizan/domain/questions';
import { turns } from '../../common/turns.js';
import { asBlock, cleanHtml, escapeHtml } from './html.js';
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
import { bareLine, decodeText } from './text.js';
import { kids, parseXml, textOf, toHtml } from './xml.js';
import { isZip, openZip } from './zip.js';

/** One line (a paragraph in Word): its text for recognising markers, and its rich text. */
interface Line {
  text: string;
  html: string;
  /** A list, table or image block: always content, never a marker. */
  block?: boolean;
}

const SEPARATOR = /^[-_\u2010-\u2015\u2212=*]{3,}$/;
const AR_LETTERS = ANSWER_LETTERS.map((l) => l.ar);
const LETTER = `[A-Ta-t]|${AR_LETTERS.join('|')}|ا|ه`;
/** `A:` `A)` `A.` `A-` and the Arabic letters, then the answer. */
const OPTION = new RegExp(`^(${LETTER})\\s*[:).\\-]\\s*(.*)$`, 's');
/** The correct-answer line: English or Arabic label, then the letters (or true/false in .txt). */
const ANSWER =
  /^(answers?|correct(?:\s+answers?)?|key|الإجابة الصحيحة|الاجابة الصحيحة|الإجابات|الاجابات|الإجابة|الاجابة|الجواب)\s*[:=]\s*(.*)$/i;
const TRUE = /^(t|true|صح|صحيح|صواب|نعم)$/i;
const FALSE = /^(f|false|خطأ|خطا|خاطئ|لا)$/i;

/**
 * Qmans Word (import type 3): a .docx read with mammoth (bold, italics, lists, tables and images
 * kept) or a .txt. Each question starts with a dashed separator line; its stem follows, then the
 * answers, each starting with its letter and a colon (`A:`; `A)` `A.` and Arabic letters `أ:` are
 * accepted too), then the correct-answer line naming letters of the same case, comma-separated
 * when several. One correct answer makes a multiple-choice question, several a multiple-answer one.
 * The .txt form also takes true/false (no answers; the answer line says true or false).
 */
export async function parseQmansWord(data: Uint8Array): Promise<ParseResult> {
  if (isZip(data)) {
    await openZip(data);
    const bag = new ImageBag();
    let html: string;
    try {
      html = (await mammoth.convertToHtml({ buffer: Buffer.from(data) })).value;
    } catch (error) {
      throw new UnreadableFile(fill(M.fileUnreadable, { detail: (error as Error).message.slice(0, 200) }));
    }
    return parseLines(docxLines(html), { docx: true, bag });
  }
  const lines = decodeText(data)
    .split('\n')
    .map((raw) => ({ text: bareLine(raw), html: escapeHtml(raw.trim()) }));
  return parseLines(lines, { docx: false, bag: new ImageBag() });
}

/** Mammoth's HTML (well-formed) cut into its top-level blocks. */
function docxLines(html: string): Line[] {
  const root = kids(parseXml(`<root>${html}</root>`))[0];
  return kids(root).map((n) => {
    const block = n.name !== 'p' && !/^h\d$/.test(n.name);
    const hasImage = toHtml([n]).includes('<img');
    return {
      text: bareLine(textOf(n)),
      html: block ? toHtml([n]) : toHtml(n.children),
      block: block || (hasImage && !textOf(n).trim()),
    };
  });
}

async function parseLines(lines: Line[], opts: { docx: boolean; bag: ImageBag }): Promise<ParseResult> {
  const chunks: Line[][] = [[]];
  for (const line of lines) {
    if (!line.block && SEPARATOR.test(line.text)) chunks.push([]);
    else if (line.text || line.block) chunks[chunks.length - 1].push(line);
  }
  const warnings: Bilingual[] = [];
  const [lead, ...rest] = chunks;
  const out: ParsedQuestion[] = [];
  // Text before the first separator is a title unless it is itself a question.
  if (lead.some((l) => !l.block && ANSWER.test(l.text))) out.push(readQuestion(lead, opts));
  else if (lead.length) warnings.push(fill(M.unknownLine, { line: lead[0].text.slice(0, 80) }));
  const turn = turns();
  for (const chunk of rest) {
    await turn();
    if (chunk.length) out.push(readQuestion(chunk, opts));
  }
  if (!out.length) throw new UnreadableFile(M.noQuestions);
  return { questions: numbered(out), warnings, images: opts.bag.images };
}

function readQuestion(lines: Line[], opts: { docx: boolean; bag: ImageBag }): ParsedQuestion {
  const warnings: Bilingual[] = [];
  const reasons: Bilingual[] = [];
  const stem: string[] = [];
  const options: { letter: string; html: string[] }[] = [];
  let answer: string | null = null;
  for (const line of lines) {
    const key = line.block ? null : ANSWER.exec(line.text);
    if (key) {
      answer = key[2].trim();
      continue;
    }
    const option = line.block || answer !== null ? null : OPTION.exec(line.text);
    if (option && (stem.length || options.length)) {
      options.push({ letter: option[1], html: [stripMarker(line.html)] });
      continue;
    }
    if (answer !== null) {
      reasons.push(fill(M.unknownLine, { line: line.text.slice(0, 80) }));
      continue;
    }
    // A line that is no marker continues the last answer, or the stem before any answer.
    if (options.length) options[options.length - 1].html.push(line.html);
    else stem.push(line.block ? line.html : `<p>${line.html}</p>`);
  }
  const clean = (html: string) =>
    cleanHtml(rewriteImages(html, (src) => opts.bag.addDataUri(src, warnings), warnings));
  const stemHtml = clean(stem.join(''));
  const sourceType = opts.docx ? 'docx' : 'txt';
  if (answer === null)
    return refused(textOfHtml(stemHtml), M.noAnswerLine, { sourceType, questionType: '3.2.' });

  if (!options.length && (TRUE.test(answer) || FALSE.test(answer))) {
    if (opts.docx)
      return refused(textOfHtml(stemHtml), M.wordOnlyChoice, { sourceType, questionType: '3.4.' });
    return draft(stemHtml, { type: '3.4.', correct: TRUE.test(answer) }, { sourceType, warnings, reasons });
  }

  const letters = answer.split(/\s*[,،;]\s*|\s+(?:and|و)\s+|\s+/).filter(Boolean);
  const correct = new Set<number>();
  // Latin letters must match case (SPEC 5); Arabic letters have none, and أ/ا, هـ/ه are one letter.
  const same = (a: string, b: string) =>
    /[A-Za-z]/.test(a) ? a === b : normaliseArabic(a) === normaliseArabic(b);
  for (const letter of letters) {
    const at = options.findIndex((o) => same(o.letter, letter));
    if (at >= 0) correct.add(at);
    else if (options.some((o) => o.letter.toLowerCase() === letter.toLowerCase()))
      reasons.push(fill(M.answerLetterCase, { letter }));
    else reasons.push(fill(M.answerLetterUnknown, { letter }));
  }
  const choices: ChoiceOption[] = options.map((o, i) => ({
    id: partId(),
    text: clean(o.html.map((h) => asBlock(h)).join('')),
    correct: correct.has(i),
  }));
  return draft(
    stemHtml,
    { type: correct.size > 1 ? '3.3.' : '3.2.', options: choices },
    { sourceType, warnings, reasons },
  );
}

/** The paragraph's HTML without its leading `A:` marker (which may sit inside <strong>). */
function stripMarker(html: string): string {
  return html.replace(
    new RegExp(
      `^((?:\\s|<[^>]+>|[\\u200e\\u200f\\u202a-\\u202e\\u2066-\\u2069])*)(${LETTER})\\s*[:).\\-\\uff1a]\\s*`,
    ),
    '$1',
  );
}

const textOfHtml = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

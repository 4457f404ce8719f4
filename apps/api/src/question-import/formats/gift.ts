import type { Bilingual } from '@mizan/domain/i18n';
import { QUESTION_IMPORT_MESSAGES as M } from '@mizan/domain/question-import';
import type { ChoiceOption, MatchingDistractor, MatchingPair } from '@mizan/domain/questions';
import { turns } from '../../common/turns.js';
import { cleanHtml, escapeHtml, htmlToText, texToMath, textToHtml, asBlock } from './html.js';
import {
  draft,
  type DraftExtras,
  numbered,
  type ParsedQuestion,
  type ParseResult,
  partId,
  refused,
  UnreadableFile,
} from './parsed.js';
import { decodeText } from './text.js';

// Escaped control characters travel as private code points until the text is cut up.
const ESCAPES: [string, string][] = [
  ['\\\\', '\u{f0001}'],
  ['\\~', '\u{f0002}'],
  ['\\=', '\u{f0003}'],
  ['\\#', '\u{f0004}'],
  ['\\{', '\u{f0005}'],
  ['\\}', '\u{f0006}'],
  ['\\:', '\u{f0007}'],
  ['\\n', '\u{f0008}'],
];
const protect = (s: string) => ESCAPES.reduce((t, [from, to]) => t.split(from).join(to), s);
const restore = (s: string) =>
  ESCAPES.reduce((t, [from, to]) => t.split(to).join(from === '\\n' ? '\n' : from.slice(1)), s);

type Format = 'html' | 'moodle' | 'plain' | 'markdown';

/**
 * GIFT, Moodle's text format (beyond the SPEC), read the way Moodle's qformat_gift reads it:
 * questions separated by blank lines, // comments, $CATEGORY:, ::name::, [format], and the answer
 * block in braces deciding the type. A windows-1252 file is read as such.
 */
export async function parseGift(data: Uint8Array): Promise<ParseResult> {
  const text = decodeText(data);
  const blocks: string[] = [];
  let current: string[] = [];
  for (const line of text.split('\n')) {
    if (/^\s*\/\//.test(line)) continue;
    if (line.trim() === '') {
      if (current.length) blocks.push(current.join('\n'));
      current = [];
    } else current.push(line);
  }
  if (current.length) blocks.push(current.join('\n'));

  const out: ParsedQuestion[] = [];
  let category: string | null = null;
  const turn = turns();
  for (const block of blocks) {
    await turn();
    const cat = /^\s*\$CATEGORY:\s*(.*)$/s.exec(block);
    if (cat) {
      category =
        cat[1]
          .trim()
          .replace(/^\$[a-z]+\$\/?/i, '')
          .replace(/^top\/?/i, '')
          .split('/')
          .filter(Boolean)
          .join(' / ') || null;
      continue;
    }
    out.push(readQuestion(protect(block.trim()), category));
  }
  if (!out.length) throw new UnreadableFile(M.noQuestions);
  return { questions: numbered(out), warnings: [], images: [] };
}

function readQuestion(raw: string, category: string | null): ParsedQuestion {
  let s = raw;
  const name = /^::(.*?)::/s.exec(s);
  if (name) s = s.slice(name[0].length);
  s = s.trim();
  let format: Format = 'moodle';
  const fmt = /^\[(html|moodle|plain|markdown)\]/.exec(s);
  if (fmt) {
    format = fmt[1] as Format;
    s = s.slice(fmt[0].length);
  }
  const warnings: Bilingual[] = [];
  const start = s.indexOf('{');
  const end = s.lastIndexOf('}');
  if (start < 0 || end < start) {
    const html = rich(s, format, warnings);
    return refused(htmlToText(html) || restore(name?.[1] ?? ''), M.descriptionOnly, {
      sourceType: 'description',
      category,
    });
  }
  const before = s.slice(0, start);
  const after = s.slice(end + 1);
  const answer = s.slice(start + 1, end).trim();
  const embedded = after.trim() !== '';
  const stemOf = (blank?: string) => rich(blank ? `${before}${blank}${after}` : before, format, warnings);

  // General feedback: #### at the end of the answer block.
  let body = answer;
  let feedback = '';
  const gf = body.indexOf('####');
  if (gf >= 0) {
    feedback = rich(body.slice(gf + 4), format, warnings);
    body = body.slice(0, gf).trim();
  }
  const extras = (type: string, more: Partial<DraftExtras> = {}): DraftExtras => ({
    sourceType: type,
    category,
    feedback,
    warnings,
    ...more,
  });

  if (body === '')
    return draft(
      stemOf(),
      { type: '3.1.', rubrics: [], answerLines: 15, answerWordsMax: null, modelAnswer: '' },
      extras('essay'),
    );

  if (body.startsWith('#')) {
    const values = numericalAnswers(body.slice(1), warnings);
    const id = partId();
    const blank = `<span data-blank="${id}"></span>`;
    const stem = embedded ? stemOf(blank) : `${stemOf()}<p>${blank}</p>`;
    return draft(
      stem,
      { type: '3.7.', blanks: [{ id, answers: values, degree: 1 }], caseSensitive: false, distractors: [] },
      extras('numerical'),
    );
  }

  const tf = /^(T|F|TRUE|FALSE)\s*(#.*)?$/is.exec(body);
  if (tf)
    return draft(
      stemOf(),
      { type: '3.4.', correct: tf[1].toUpperCase().startsWith('T') },
      extras('truefalse'),
    );

  const answers = splitAnswers(body);
  if (answers.some((a) => a.text.includes('->'))) {
    const pairs: MatchingPair[] = [];
    const distractors: MatchingDistractor[] = [];
    for (const a of answers) {
      const [premise, ...rest] = a.text.split('->');
      const right = asBlock(escapeHtml(restore(rest.join('->')).trim()));
      const left = asBlock(rich(premise, formatOf(premise, format), warnings));
      if (htmlToText(left)) pairs.push({ id: partId(), premise: left, answer: right });
      else distractors.push({ id: partId(), text: right });
    }
    return draft(stemOf(), { type: '3.6.', pairs, distractors }, extras('matching'));
  }

  if (answers.some((a) => a.wrong)) {
    if (answers.some((a) => a.feedback)) warnings.push(M.feedbackDropped);
    const single = answers.some((a) => !a.wrong);
    const weight = (a: Answer) => a.weight ?? (a.wrong ? 0 : 100);
    if (single && answers.some((a) => weight(a) > 0 && weight(a) < 100)) warnings.push(M.partialCredit);
    const options: ChoiceOption[] = answers.map((a) => ({
      id: partId(),
      text: asBlock(rich(a.text, formatOf(a.text, format), warnings)),
      correct: single ? weight(a) === 100 : weight(a) > 0,
    }));
    if (embedded && single) {
      // Missing word: the menu becomes a blank whose wrong options are distractors.
      const id = partId();
      return draft(
        stemOf(`<span data-blank="${id}"></span>`),
        {
          type: '3.7.',
          blanks: [
            { id, answers: options.filter((o) => o.correct).map((o) => htmlToText(o.text)), degree: 1 },
          ],
          caseSensitive: false,
          distractors: options.filter((o) => !o.correct).map((o) => htmlToText(o.text)),
        },
        extras('multichoice', { warnings: [...warnings, M.blankFromChoice] }),
      );
    }
    const stem = embedded ? stemOf('_____') : stemOf();
    return draft(stem, { type: single ? '3.2.' : '3.3.', options }, extras('multichoice'));
  }

  // Short answer: every answer starts with '='.
  if (answers.some((a) => a.feedback)) warnings.push(M.feedbackDropped);
  const full = answers
    .filter((a) => (a.weight ?? 100) === 100)
    .map((a) => htmlToText(rich(a.text, 'plain', warnings)));
  if (full.length < answers.length) warnings.push(M.partialCredit);
  const id = partId();
  const blank = `<span data-blank="${id}"></span>`;
  const stem = embedded ? stemOf(blank) : `${stemOf()}<p>${blank}</p>`;
  return draft(
    stem,
    { type: '3.7.', blanks: [{ id, answers: full, degree: 1 }], caseSensitive: false, distractors: [] },
    extras('shortanswer'),
  );
}

interface Answer {
  wrong: boolean;
  weight: number | null;
  text: string;
  feedback: string;
}

/** `~wrong#fb =right ~%50%half` -> answers; the split falls before each unescaped ~ or =. */
function splitAnswers(body: string): Answer[] {
  return body
    .split(/(?=[~=])/)
    .map((part) => part.trim())
    .filter((part) => /^[~=]/.test(part))
    .map((part) => {
      let rest = part.slice(1).trim();
      let weight: number | null = null;
      const w = /^%(-?[\d.]+)%/.exec(rest);
      if (w) {
        weight = Number(w[1]);
        rest = rest.slice(w[0].length);
      }
      const hash = rest.indexOf('#');
      return {
        wrong: part[0] === '~',
        weight,
        text: (hash >= 0 ? rest.slice(0, hash) : rest).trim(),
        feedback: hash >= 0 ? rest.slice(hash + 1).trim() : '',
      };
    });
}

/** `{#1822:1}`, `{#3.141..3.142}`, `{#=1822:0 =%50%1822:2}` -> the full-credit values. */
function numericalAnswers(body: string, warnings: Bilingual[]): string[] {
  const parts = body.includes('=')
    ? splitAnswers(body)
        .filter((a) => (a.weight ?? 100) === 100)
        .map((a) => a.text)
    : [body.split('#')[0].trim()];
  return parts.map((p) => {
    const range = /^(-?[\d.]+)\.\.(-?[\d.]+)$/.exec(p);
    if (range) {
      warnings.push(M.toleranceDropped);
      return String((Number(range[1]) + Number(range[2])) / 2);
    }
    const [value, tolerance] = p.split(':');
    if (tolerance && Number(tolerance) !== 0) warnings.push(M.toleranceDropped);
    return value.trim();
  });
}

const formatOf = (s: string, fallback: Format): Format =>
  (/^\s*\[(html|moodle|plain|markdown)\]/.exec(s)?.[1] as Format) ?? fallback;

/** Text of a part in its format, escapes restored, cleaned. */
function rich(raw: string, format: Format, warnings: Bilingual[]): string {
  const s = restore(raw.replace(/^\s*\[(html|moodle|plain|markdown)\]/, '')).trim();
  if (!s) return '';
  if (format === 'markdown') warnings.push(M.markdownAsText);
  const html =
    format === 'html' || (format === 'moodle' && /<[a-z][^>]*>/i.test(s))
      ? s.replace(/\n/g, ' ')
      : textToHtml(s);
  return cleanHtml(texToMath(html));
}

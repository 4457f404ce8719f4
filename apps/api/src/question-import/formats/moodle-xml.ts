import { type Bilingual, fill } from '@mizan/domain/i18n';
import { QUESTION_IMPORT_MESSAGES as M } from '@mizan/domain/question-import';
import type { Blank, ChoiceOption, SubQuestion } from '@mizan/domain/questions';
import { cleanHtml, decodeEntities, escapeHtml, htmlToText, texToMath, textToHtml, asBlock } from './html.js';
import { decodeURIComponentSafe, ImageBag, rewriteImages } from './images.js';
import {
  draft,
  numbered,
  type ParsedQuestion,
  type ParseResult,
  partId,
  refused,
  UnreadableFile,
  unsupported,
} from './parsed.js';
import { decodeText } from './text.js';
import { kid, kids, streamXml, textOf, type XNode } from './xml.js';

/** Grades Moodle accepts for an answer (question/format.php match_grade_options), as percentages. */
const MOODLE_GRADES = [
  100, 90, 83.33333, 80, 75, 70, 66.66667, 60, 50, 40, 33.33333, 30, 25, 20, 16.66667, 14.28571, 12.5,
  11.11111, 10, 5, 0,
];
const validGrade = (g: number) => MOODLE_GRADES.some((m) => Math.abs(Math.abs(g) - m) < 0.0001);

/** Per-question reading context: its images and what it had to leave behind. */
interface Ctx {
  files: Map<string, string>;
  bag: ImageBag;
  warnings: Bilingual[];
}

/**
 * Moodle XML (import type 1). Reads the types Mizan can hold (SPEC 5: true/false, essay, multiple
 * choice; beyond it matching, short answer, numerical and cloze as fill in the blanks or a case
 * study), keeps categories and general feedback, and resolves embedded images. Every other
 * question is listed with the reason it cannot come in. The file must be UTF-8 (SPEC 5).
 */
export async function parseMoodleXml(data: Uint8Array): Promise<ParseResult> {
  const bag = new ImageBag();
  const out: ParsedQuestion[] = [];
  let category: string | null = null;
  let nodes = 0;
  // Question by question as the file is read: a whole export (<quiz>) or a fragment of one <question>.
  await streamXml(
    decodeText(data, { utf8Only: true }),
    (name, ancestors) =>
      name === 'question' && (ancestors.length === 0 || (ancestors.length === 1 && ancestors[0] === 'quiz')),
    (node) => {
      nodes++;
      const type = node.attrs.type ?? '';
      if (type === 'category') category = categoryName(node);
      else out.push(readQuestion(node, type, category, bag));
    },
  );
  if (!nodes) throw new UnreadableFile(M.noQuestions);
  return { questions: numbered(out), warnings: [], images: bag.images };
}

function categoryName(node: XNode): string | null {
  const c = kid(node, 'category');
  const raw = (kid(c, 'text') ? textOf(kid(c, 'text')) : textOf(c)).trim();
  const path = raw
    .replace(/^\$[a-z]+\$\/?/i, '')
    .replace(/^top\/?/i, '')
    .split('/')
    .map((s) => s.replace(/\/\//g, '/').trim())
    .filter(Boolean);
  return path.length ? path.join(' / ') : null;
}

function readQuestion(node: XNode, type: string, category: string | null, bag: ImageBag): ParsedQuestion {
  const ctx: Ctx = { files: collectFiles(node), bag, warnings: [] };
  const stem = rich(kid(node, 'questiontext'), ctx) + oldImage(node, ctx);
  const text = htmlToText(stem) || textOf(kid(kid(node, 'name'), 'text')).trim();
  const extras = {
    sourceType: type,
    category,
    feedback: rich(kid(node, 'generalfeedback'), ctx),
    degree: number(textOf(kid(node, 'defaultgrade'))),
    warnings: ctx.warnings,
  };
  switch (type) {
    case 'truefalse': {
      const t = kids(node, 'answer').find((a) => answerText(a).toLowerCase() === 'true');
      return draft(stem, { type: '3.4.', correct: grade(t) > 0 }, extras);
    }
    case 'multichoice':
    case 'oumultiresponse':
      return multichoice(node, type, stem, ctx, extras);
    case 'essay':
      return draft(
        stem,
        {
          type: '3.1.',
          rubrics: [],
          answerLines: Math.max(1, Math.round(number(textOf(kid(node, 'responsefieldlines'))) ?? 15)),
          answerWordsMax: number(textOf(kid(node, 'maxwordlimit'))) || null,
          modelAnswer: rich(kid(node, 'graderinfo'), ctx),
        },
        extras,
      );
    case 'matching':
    case 'match': {
      const pairs: { id: string; premise: string; answer: string }[] = [];
      const distractors: { id: string; text: string }[] = [];
      for (const sub of kids(node, 'subquestion')) {
        const premise = rich(sub, ctx);
        const answer = asBlock(
          escapeHtml(textOf(kid(kid(sub, 'answer'), 'text') ?? kid(sub, 'answer')).trim()),
        );
        if (htmlToText(premise)) pairs.push({ id: partId(), premise: asBlock(premise), answer });
        else if (answer) distractors.push({ id: partId(), text: answer });
      }
      return draft(stem, { type: '3.6.', pairs, distractors }, extras);
    }
    case 'shortanswer':
    case 'numerical': {
      const reasons: Bilingual[] = [];
      const answers = fullAnswers(node, ctx, reasons, type === 'numerical');
      const id = partId();
      return draft(
        `${stem}<p><span data-blank="${id}"></span></p>`,
        {
          type: '3.7.',
          blanks: [{ id, answers, degree: 1 }],
          caseSensitive: type === 'shortanswer' && textOf(kid(node, 'usecase')).trim() === '1',
          distractors: [],
        },
        { ...extras, reasons },
      );
    }
    case 'cloze':
    case 'multianswer':
      return cloze(stem, extras);
    case 'description':
      return refused(text, M.descriptionOnly, { sourceType: type, category });
    default:
      return unsupported(type || 'none', text, category);
  }
}

function multichoice(node: XNode, type: string, stem: string, ctx: Ctx, extras: Parameters<typeof draft>[2]) {
  const single = type === 'multichoice' && textOf(kid(node, 'single')).trim() !== 'false';
  const reasons: Bilingual[] = [];
  const answers = kids(node, 'answer');
  const grades = answers.map(grade);
  for (const g of grades) if (!validGrade(g)) reasons.push(fill(M.invalidGrade, { grade: `${g}%` }));
  const best = Math.max(...grades, 0);
  if (answers.some((a) => htmlToText(rich(kid(a, 'feedback'), ctx)))) ctx.warnings.push(M.feedbackDropped);
  const options: ChoiceOption[] = answers.map((a, i) => ({
    id: partId(),
    text: asBlock(rich(a, ctx)),
    correct: single ? grades[i] === best && best > 0 : grades[i] > 0,
  }));
  if (single && best < 100 && best > 0) ctx.warnings.push(M.partialCredit);
  if (type === 'multichoice' && !single) {
    const sum = grades.filter((g) => g > 0).reduce((s, g) => s + g, 0);
    if (sum > 0 && Math.abs(sum - 100) > 0.5) reasons.push(M.gradesNotTotal);
  }
  return draft(stem, { type: single ? '3.2.' : '3.3.', options }, { ...extras, reasons });
}

/** The accepted answers of a short-answer or numerical question: those worth 100%. */
function fullAnswers(node: XNode, ctx: Ctx, reasons: Bilingual[], numerical: boolean): string[] {
  const answers: string[] = [];
  for (const a of kids(node, 'answer')) {
    const value = htmlToText(answerText(a));
    const g = grade(a);
    if (g < 100) {
      if (g > 0) ctx.warnings.push(M.partialCredit);
      continue;
    }
    if (numerical) {
      if (Number(textOf(kid(a, 'tolerance')) || 0) !== 0) ctx.warnings.push(M.toleranceDropped);
    } else if (value.includes('*')) {
      reasons.push(M.wildcardAnswer);
      continue;
    }
    answers.push(value);
  }
  if (numerical && kids(kid(node, 'units'), 'unit').length) ctx.warnings.push(M.unitsDropped);
  return answers;
}

// ---- Cloze (embedded answers) ----

type ClozeKind = 'mc' | 'mr' | 'sa' | 'sac' | 'num';
const CLOZE_KINDS: Record<string, ClozeKind> = {};
for (const k of ['MULTICHOICE', 'MC'])
  for (const s of ['', '_V', 'V', '_H', 'H', '_S', 'S', '_VS', 'VS', '_HS', 'HS']) CLOZE_KINDS[k + s] = 'mc';
for (const k of ['MULTIRESPONSE', 'MR'])
  for (const s of ['', '_H', 'H', '_S', 'S', '_HS', 'HS']) CLOZE_KINDS[k + s] = 'mr';
for (const k of ['SHORTANSWER', 'SA', 'MW']) CLOZE_KINDS[k] = 'sa';
for (const k of ['SHORTANSWER_C', 'SAC', 'MWC']) CLOZE_KINDS[k] = 'sac';
for (const k of ['NUMERICAL', 'NM']) CLOZE_KINDS[k] = 'num';

interface ClozePart {
  kind: ClozeKind;
  answers: { text: string; grade: number; tolerance: boolean }[];
}

const CLOZE = /\{(\d*):([A-Z_]+)(?::((?:\\.|[^}\\])*))?\}/g;
const unescapeCloze = (s: string) => s.replace(/\\([~#}{=%:\\/"])/g, '$1');

/** One embedded answer `{1:MULTICHOICE:=right#ok~wrong}`; null when it cannot be read. */
function clozePart(type: string, body: string | undefined): ClozePart | null {
  const kind = CLOZE_KINDS[type];
  if (!kind || !body) return null;
  const answers = body.split(/(?<!\\)~/).map((raw) => {
    let s = raw.replace(/(?<!\\)#.*$/s, '');
    let g = 0;
    const pct = /^%(-?[\d.]+)%/.exec(s);
    if (pct) {
      g = Number(pct[1]);
      s = s.slice(pct[0].length);
    } else if (s.startsWith('=')) {
      g = 100;
      s = s.slice(1);
    }
    let tolerance = false;
    if (kind === 'num') {
      const [v, t] = s.split(':');
      s = v;
      tolerance = !!t && Number(t) !== 0;
    }
    return { text: htmlToText(unescapeCloze(decodeEntities(s))), grade: g, tolerance };
  });
  if (answers.some((a) => a.text === '' && a.grade > 0)) return null;
  if (
    kind === 'num' &&
    answers.some((a) => a.grade > 0 && a.text !== '*' && !Number.isFinite(Number(a.text)))
  )
    return null;
  if ((kind === 'mc' || kind === 'mr') && answers.length < 2) return null;
  if (kind === 'mr' ? !answers.some((a) => a.grade > 0) : !answers.some((a) => a.grade === 100)) return null;
  return { kind, answers };
}

/**
 * Cloze becomes fill in the blanks when every embedded answer can be a blank (short answer,
 * numerical, or a single-choice menu whose wrong options become the distractors) and there are at
 * most three; otherwise a case study with one sub-question per embedded answer.
 */
function cloze(stem: string, extras: Parameters<typeof draft>[2]): ParsedQuestion {
  const parts: (ClozePart | null)[] = [];
  const marked = stem.replace(CLOZE, (_m, _w, type: string, body?: string) => {
    parts.push(clozePart(type, body));
    return `\ue000${parts.length - 1}\ue000`;
  });
  if (!parts.length)
    return draft(
      stem,
      { type: '3.7.', blanks: [], caseSensitive: false, distractors: [] },
      { ...extras, reasons: [M.clozeNoParts] },
    );
  const broken = parts
    .map((p, i) => (p ? null : fill(M.clozeUnreadable, { n: i + 1 })))
    .filter((r): r is Bilingual => !!r);
  if (broken.length) return refused(htmlToText(stem), broken[0], { ...extras, questionType: '3.7.' });
  const ok = parts as ClozePart[];
  const warnings = [...(extras.warnings ?? [])];
  if (ok.some((p) => p.answers.some((a) => a.tolerance))) warnings.push(M.toleranceDropped);
  if (ok.some((p) => p.answers.some((a) => a.grade > 0 && a.grade < 100))) warnings.push(M.partialCredit);
  const asBlanks = ok.length <= 3 && ok.every((p) => p.kind !== 'mr');
  if (asBlanks) {
    const blanks: Blank[] = [];
    const distractors: string[] = [];
    const html = marked.replace(/\ue000(\d+)\ue000/g, (_m, n: string) => {
      const p = ok[Number(n)];
      const id = partId();
      blanks.push({
        id,
        answers: p.answers.filter((a) => a.grade === 100 && a.text !== '*').map((a) => a.text),
        degree: 1,
      });
      if (p.kind === 'mc') distractors.push(...p.answers.filter((a) => a.grade < 100).map((a) => a.text));
      return `<span data-blank="${id}"></span>`;
    });
    return draft(
      html,
      {
        type: '3.7.',
        blanks,
        caseSensitive: ok.some((p) => p.kind === 'sac'),
        distractors: [...new Set(distractors)],
      },
      { ...extras, warnings },
    );
  }
  const subQuestions: SubQuestion[] = ok.map((p, i) => ({ id: partId(), degree: 1, ...clozeSub(p, i + 1) }));
  const html = marked.replace(
    /\ue000(\d+)\ue000/g,
    (_m, n: string) => `<strong>(${Number(n) + 1})</strong> ____`,
  );
  return draft(
    html,
    { type: '3.5.', subQuestions },
    { ...extras, warnings: [...warnings, M.caseStudyFromCloze] },
  );
}

/** Sub-question n of a cloze case study: a choice for a menu, a one-blank question for a typed answer. */
function clozeSub(p: ClozePart, n: number): Pick<SubQuestion, 'stem' | 'body'> {
  if (p.kind === 'mc' || p.kind === 'mr')
    return {
      stem: `<p>(${n})</p>`,
      body: {
        type: p.kind === 'mc' ? '3.2.' : '3.3.',
        options: p.answers.map((a) => ({
          id: partId(),
          text: asBlock(escapeHtml(a.text)),
          correct: p.kind === 'mc' ? a.grade === 100 : a.grade > 0,
        })),
      },
    };
  const id = partId();
  return {
    stem: `<p>(${n}) <span data-blank="${id}"></span></p>`,
    body: {
      type: '3.7.',
      blanks: [
        {
          id,
          answers: p.answers.filter((a) => a.grade === 100 && a.text !== '*').map((a) => a.text),
          degree: 1,
        },
      ],
      caseSensitive: p.kind === 'sac',
      distractors: [],
    },
  };
}

// ---- Text, files and grades ----

/** <file name path encoding="base64"> elements anywhere in the question, by name. */
function collectFiles(node: XNode, files = new Map<string, string>()): Map<string, string> {
  for (const c of kids(node)) {
    if (c.name === 'file' && c.attrs.encoding === 'base64')
      files.set(`${c.attrs.path ?? '/'}${c.attrs.name ?? ''}`, textOf(c));
    else collectFiles(c, files);
  }
  return files;
}

/** The rich text of an element with a <text> child and a format attribute, cleaned and with images resolved. */
function rich(node: XNode | undefined, ctx: Ctx): string {
  if (!node) return '';
  const textNode = kid(node, 'text');
  const raw = (textNode ? textOf(textNode) : kids(node).length ? '' : textOf(node)).trim();
  if (!raw) return '';
  const format = node.attrs.format ?? (/<[a-z][^>]*>/i.test(raw) ? 'html' : 'moodle_auto_format');
  let html: string;
  if (format === 'html') html = raw;
  else {
    if (format === 'markdown') ctx.warnings.push(M.markdownAsText);
    html = textToHtml(raw);
  }
  // Links to the file's own attachments (audio, documents) cannot be kept: their text stays.
  html = html.replace(
    /<a\b[^>]*href="@@PLUGINFILE@@\/([^"]*)"[^>]*>(.*?)<\/a>/gis,
    (_m, name: string, inner: string) => {
      ctx.warnings.push(fill(M.fileDropped, { name: decodeURIComponentSafe(name) }));
      return inner;
    },
  );
  html = rewriteImages(
    html,
    (src) => {
      const m = /^@@PLUGINFILE@@(\/.*)$/.exec(src);
      if (!m) return undefined;
      const path = decodeURIComponentSafe(m[1]);
      const name = path.split('/').pop() ?? path;
      const data = ctx.files.get(path) ?? [...ctx.files].find(([k]) => k.endsWith(`/${name}`))?.[1];
      return data ? ctx.bag.add(name, data, ctx.warnings) : undefined;
    },
    ctx.warnings,
  );
  return cleanHtml(texToMath(html));
}

/** Moodle 1.9 exports put a question image in <image> and its bytes in <image_base64>. */
function oldImage(node: XNode, ctx: Ctx): string {
  const b64 = textOf(kid(node, 'image_base64')).trim();
  if (!b64) return '';
  const ref = ctx.bag.add(textOf(kid(node, 'image')).trim() || 'image', b64, ctx.warnings);
  return ref ? `<p><img src="${ref}"></p>` : '';
}

const answerText = (a: XNode | undefined) => (kid(a, 'text') ? textOf(kid(a, 'text')) : textOf(a)).trim();
const grade = (a: XNode | undefined) => Number(a?.attrs.fraction ?? 0) || 0;
const number = (s: string): number | null => (s.trim() && Number.isFinite(Number(s)) ? Number(s) : null);

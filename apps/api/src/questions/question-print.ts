import { answerLetter, LANGUAGES } from '@mizan/domain/codes';
import { PRINT_TEXTS } from '@mizan/domain/rich-text';
import { type Bilingual, dirOf, formatNumber, type Lang } from '@mizan/domain/i18n';
import type { QuestionBody, QuestionContent } from '@mizan/domain/questions';
import { escText, printRichText, type RichTextPrint } from './rich-text-print.js';

/**
 * A stored question as print HTML, for the model answer screen (show_model), the PDF and the DOCX
 * of the exam issues: the stem and the parts of its type (3.x) as the editor wrote them, formulas
 * rendered by KaTeX, images by their stored reference. The question's language (4.x) sets `lang`
 * and `dir` on the container; plain-text runs a user typed (blank answers, word bank) sit in
 * <bdi>, and one-line parts (options, matching entries) read their own direction (dir="auto") so
 * an English option in an Arabic question runs left to right. Parts print in stored order:
 * shuffling is the exam's business. Words the paper adds come from PRINT_TEXTS.
 *
 * Pure: no database, no DOM. Classes name the parts for the page's stylesheet.
 */

export interface QuestionPrintOptions {
  /** The answer key too: correct choices marked, blanks filled, the matching key, model answer and rubric. */
  answers?: boolean;
  /** The question's number on the paper. */
  number?: number;
  /** Where an image is loaded from in print; default its stored reference (/api/question-images/<id>). */
  imageSrc?: (src: string) => string;
}

interface Ctx extends QuestionPrintOptions {
  lang: Lang;
}

const word = (ctx: Ctx, text: Bilingual) => escText(text[ctx.lang]);
const num = (ctx: Ctx, n: number) => formatNumber(n, ctx.lang);
const rich = (ctx: Ctx, html: string, more: RichTextPrint = {}) =>
  printRichText(html, { imageSrc: ctx.imageSrc, ...more });
/** A user's plain-text run, isolated from the text around it. */
const bdi = (s: string) => `<bdi>${escText(s)}</bdi>`;
function choices(ctx: Ctx, items: { html: string; correct: boolean }[]): string {
  const lis = items.map((o, i) => {
    const correct = ctx.answers && o.correct;
    const mark = correct ? `<span class="key" title="${word(ctx, PRINT_TEXTS.correct)}">✓</span>` : '';
    return (
      `<li class="option"${correct ? ' data-correct="true"' : ''}>${mark}` +
      `<span class="letter">${answerLetter(i, ctx.lang)})</span>` +
      `<div class="option-text">${rich(ctx, o.html, { autoDir: true })}</div></li>`
    );
  });
  return `<ol class="options">${lis.join('')}</ol>`;
}

function essay(ctx: Ctx, b: Extract<QuestionBody, { type: '3.1.' }>): string {
  const lines = `<div class="answer-lines">${'<div class="answer-line"></div>'.repeat(b.answerLines)}</div>`;
  if (!ctx.answers) return lines;
  const rubric = b.rubrics
    .map(
      (r) =>
        `<li class="rubric"><div class="rubric-text">${rich(ctx, r.text)}</div>` +
        `<span class="weight">${num(ctx, Math.round(r.weight * 100))}%</span></li>`,
    )
    .join('');
  return (
    `<div class="model-answer"><h4 class="label">${word(ctx, PRINT_TEXTS.modelAnswer)}</h4>${rich(ctx, b.modelAnswer)}</div>` +
    (rubric
      ? `<div class="rubrics"><h4 class="label">${word(ctx, PRINT_TEXTS.rubrics)}</h4><ol>${rubric}</ol></div>`
      : '')
  );
}

function matching(ctx: Ctx, b: Extract<QuestionBody, { type: '3.6.' }>): string {
  const right = [...b.pairs.map((p) => p.answer), ...b.distractors.map((d) => d.text)];
  const rows = Array.from({ length: Math.max(b.pairs.length, right.length) }, (_, i) => {
    const premise = b.pairs[i]
      ? `<td class="premise"><span class="number">${num(ctx, i + 1)}.</span>${rich(ctx, b.pairs[i].premise, { autoDir: true })}</td>`
      : '<td></td>';
    const answer = `<td class="answer"><span class="letter">${answerLetter(i, ctx.lang)})</span>${rich(ctx, right[i], { autoDir: true })}</td>`;
    // The key: each premise's own answer is the entry of the same index in column B.
    const k =
      ctx.answers && b.pairs[i]
        ? `<td class="key">${answerLetter(i, ctx.lang)}</td>`
        : ctx.answers
          ? '<td></td>'
          : '';
    return `<tr>${premise}${k}${answer}</tr>`;
  });
  const head = `<tr><th>${word(ctx, PRINT_TEXTS.columnA)}</th>${ctx.answers ? '<th></th>' : ''}<th>${word(ctx, PRINT_TEXTS.columnB)}</th></tr>`;
  return `<table class="matching"><thead>${head}</thead><tbody>${rows.join('')}</tbody></table>`;
}

/** The stem of a fill-in-the-blanks question with its blanks numbered (filled in the key), and the word bank. */
function blanks(ctx: Ctx, stem: string, b: Extract<QuestionBody, { type: '3.7.' }>): string {
  const order = new Map(b.blanks.map((x, i) => [x.id, i]));
  let n = 0;
  const blank = (id: string) => {
    n += 1;
    const answers = b.blanks[order.get(id) ?? -1]?.answers ?? [];
    const fill = ctx.answers ? bdi(answers.join(' / ')) : '';
    return `<span class="blank" data-n="${n}"><span class="number">(${num(ctx, n)})</span><span class="line">${fill}</span></span>`;
  };
  const bank = [...b.blanks.map((x) => x.answers[0] ?? ''), ...b.distractors]
    .filter((w) => w.trim())
    .sort((x, y) => x.localeCompare(y, ctx.lang));
  return (
    `<div class="stem">${rich(ctx, stem, { blank })}</div>` +
    `<div class="word-bank"><span class="label">${word(ctx, PRINT_TEXTS.wordBank)}:</span> ${bank.map(bdi).join(ctx.lang === 'ar' ? '، ' : ', ')}</div>`
  );
}

function body(ctx: Ctx, stem: string, b: QuestionBody): string {
  if (b.type === '3.7.') return blanks(ctx, stem, b);
  const s = `<div class="stem">${rich(ctx, stem)}</div>`;
  switch (b.type) {
    case '3.1.':
      return s + essay(ctx, b);
    case '3.2.':
    case '3.3.':
      return (
        s +
        choices(
          ctx,
          b.options.map((o) => ({ html: o.text, correct: o.correct })),
        )
      );
    case '3.4.': {
      const tf = [PRINT_TEXTS.true, PRINT_TEXTS.false].map((t) => `<p>${word(ctx, t)}</p>`);
      return (
        s +
        choices(ctx, [
          { html: tf[0], correct: b.correct },
          { html: tf[1], correct: !b.correct },
        ])
      );
    }
    case '3.5.':
      return (
        s +
        `<ol class="sub-questions">${b.subQuestions
          .map((q) => `<li>${question(ctx, q.body.type, q.stem, q.body, 'sub-question')}</li>`)
          .join('')}</ol>`
      );
    case '3.6.':
      return s + matching(ctx, b);
    default:
      return s;
  }
}

function question(ctx: Ctx, type: string, stem: string, b: QuestionBody, cls: string): string {
  return `<section class="${cls}" data-type="${type}">${body(ctx, stem, b)}</section>`;
}

/** A question as print HTML (one <article>, its direction and language from the question's). */
export function printQuestion(content: QuestionContent, opts: QuestionPrintOptions = {}): string {
  const lang = LANGUAGES[content.language].lang;
  const ctx: Ctx = { ...opts, lang };
  const number =
    opts.number === undefined ? '' : `<span class="question-number">${num(ctx, opts.number)}.</span>`;
  return (
    `<article class="question" data-type="${content.questionType}" lang="${lang}" dir="${dirOf(lang)}">` +
    `${number}${body(ctx, content.stem, content.body)}</article>`
  );
}

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ANSWER_LETTERS } from '@mizan/domain/codes';
import { PAPER_TEXTS } from '@mizan/domain/exam-papers';
import { dirOf, formatNumber } from '@mizan/domain/i18n';
import type { QuestionContent } from '@mizan/domain/questions';
import { printQuestion } from '../questions/question-print.js';
import { escText } from '../questions/rich-text-print.js';
import type { Paper } from './exam-paper.service.js';
import { degreeLabel, headerLines } from './paper-header.js';

let katexCss: string | undefined;

/** KaTeX's stylesheet with its woff2 fonts inlined (a print page loads only data: URLs); read once, about 400 KB. */
function katexStyles(): string {
  if (katexCss) return katexCss;
  const dir = path.join(path.dirname(createRequire(import.meta.url).resolve('katex/package.json')), 'dist');
  katexCss = readFileSync(path.join(dir, 'katex.min.css'), 'utf8').replace(
    /src:url\(fonts\/([^)]+\.woff2)\) format\("woff2"\)(,url\([^)]+\) format\("[a-z]+"\))*/g,
    (_m, file: string) =>
      `src:url(data:font/woff2;base64,${readFileSync(path.join(dir, 'fonts', file)).toString('base64')}) format("woff2")`,
  );
  return katexCss;
}

/** The paper's layout: header box, questions kept whole on a page where they fit, each type laid out for paper. */
const PAPER_CSS = `
body { margin: 0; line-height: 1.5; }
.paper-header { border: 1.5pt solid #000; padding: 3mm 4mm; display: grid; grid-template-columns: 1fr auto; gap: 2mm 6mm; }
.paper-header .scopes, .paper-header .facts { margin: 0; }
.paper-header .scopes p { margin: 0; font-weight: 700; }
.paper-header .exam-name { font-size: 15pt; font-weight: 700; margin: 1mm 0; }
.paper-header .facts { display: flex; flex-wrap: wrap; gap: 1mm 8mm; grid-column: 1 / -1; border-top: 0.75pt solid #000; padding-top: 2mm; }
.model-code { grid-row: 1; grid-column: 2; border: 2pt solid #000; padding: 1mm 5mm; text-align: center; align-self: start; }
.model-code .label { font-size: 11pt; display: block; }
.model-code .code { font-size: 34pt; font-weight: 700; line-height: 1.1; }
.student { display: flex; gap: 10mm; margin: 3mm 0; }
.student span { flex: 1; border-bottom: 0.75pt dotted #000; padding-bottom: 1mm; }
.instructions { margin: 2mm 0 4mm; padding: 2mm 4mm; background: #f2f2f2; }
.instructions h2 { font-size: 12pt; margin: 0; }
.instructions p { margin: 0; white-space: pre-line; }
.question { break-inside: avoid; page-break-inside: avoid; margin: 0 0 3.5mm; padding-top: 1.5mm; position: relative; }
.question-number { font-weight: 700; margin-inline-end: 2mm; float: inline-start; }
.question .degree { float: inline-start; font-size: 10pt; margin-inline-end: 2mm; color: #333; }
.question .stem { margin-bottom: 1.5mm; }
.question .stem p { margin: 0 0 1mm; }
.question img { max-width: 100%; max-height: 80mm; }
.options { list-style: none; padding: 0; margin: 0; display: grid; grid-template-columns: repeat(2, 1fr); gap: 1mm 8mm; }
.option { display: flex; gap: 2mm; align-items: baseline; }
.option .letter { font-weight: 700; min-width: 6mm; }
.option-text p { margin: 0; }
.option .key { color: #0a7a2a; font-weight: 700; }
.option[data-correct] .option-text { text-decoration: underline; }
article[data-type="3.4."] > .options .letter::before, section[data-type="3.4."] > .options .letter::before {
  content: ''; display: inline-block; width: 3.5mm; height: 3.5mm; border: 0.75pt solid #000; margin-inline-end: 1.5mm; vertical-align: -0.5mm;
}
.answer-lines .answer-line { border-bottom: 0.6pt solid #777; height: 8mm; }
.blank { white-space: nowrap; }
.blank .number { font-size: 9pt; margin-inline-end: 0.5mm; }
.blank .line { display: inline-block; min-width: 28mm; border-bottom: 0.75pt solid #000; text-align: center; }
.word-bank { margin-top: 1.5mm; border: 0.5pt dashed #777; padding: 1mm 3mm; }
table.matching { width: 100%; border-collapse: collapse; table-layout: fixed; }
table.matching th, table.matching td { border: 0.5pt solid #777; padding: 1mm 2mm; vertical-align: top; }
table.matching th:empty { width: 10mm; }
table.matching td.key { font-weight: 700; color: #0a7a2a; text-align: center; }
table.matching p { margin: 0; display: inline; }
table.matching .number, table.matching .letter { font-weight: 700; margin-inline-end: 1.5mm; }
.sub-questions { margin: 1mm 0 0; padding-inline-start: 8mm; }
:lang(ar) .sub-questions { list-style-type: arabic-indic; }
.sub-questions > li { margin-bottom: 2mm; }
.model-answer, .rubrics { border-inline-start: 2pt solid #0a7a2a; padding-inline-start: 3mm; margin-top: 1.5mm; }
.model-answer h4, .rubrics h4 { margin: 0; font-size: 10pt; color: #0a7a2a; }
.rubric { display: flex; justify-content: space-between; align-items: baseline; gap: 4mm; }
.rubric p, .model-answer p { margin: 0 0 1mm; }
.rubric .weight { font-weight: 700; }
.math { unicode-bidi: isolate; }
table.key-table { border-collapse: collapse; margin: 3mm 0 5mm; width: 100%; }
table.key-table th, table.key-table td { border: 0.5pt solid #000; padding: 0.5mm 2mm; text-align: center; }
h1.key-title { font-size: 15pt; text-align: center; margin: 4mm 0 2mm; }
`;

/** The correct letters of a choice question (its displayed order), or '' for types marked by a person. */
function keyAnswer(c: QuestionContent, lang: 'ar' | 'en'): string {
  const b = c.body;
  if (b.type === '3.2.' || b.type === '3.3.')
    return b.options
      .flatMap((o, i) => (o.correct ? [ANSWER_LETTERS[i][lang]] : []))
      .join(lang === 'ar' ? '، ' : ', ');
  if (b.type === '3.4.') return (b.correct ? PAPER_TEXTS.true : PAPER_TEXTS.false)[lang];
  return '';
}

function headerHtml(paper: Paper, key: boolean): string {
  const h = headerLines(paper);
  return (
    `<header class="paper-header"><div><div class="scopes">${h.scopes.map((s) => `<p>${escText(s)}</p>`).join('')}</div>` +
    `<p class="exam-name"><bdi>${escText(h.exam)}</bdi></p><p>${escText(h.course)}</p></div>` +
    `<div class="model-code"><span class="label">${escText(h.modelLabel)}</span><span class="code">${escText(h.code)}</span></div>` +
    `<div class="facts"><span>${escText(h.date)}</span><span>${escText(h.duration)}</span><span>${escText(h.total)}</span></div></header>` +
    (key
      ? `<h1 class="key-title">${escText(PAPER_TEXTS.answerKey[paper.lang])}</h1>`
      : `<div class="student"><span>${escText(PAPER_TEXTS.studentName[paper.lang])}</span><span>${escText(PAPER_TEXTS.studentNumber[paper.lang])}</span></div>` +
        `<section class="instructions"><h2>${escText(PAPER_TEXTS.instructions[paper.lang])}</h2><p>${escText(h.instructions)}</p></section>`)
  );
}

/** The key at a glance: each question's correct letters (or true/false) and its marks. */
function keyTable(paper: Paper): string {
  const t = (k: keyof typeof PAPER_TEXTS) => escText(PAPER_TEXTS[k][paper.lang]);
  const rows = paper.questions
    .map(
      (q) =>
        `<tr><td>${formatNumber(q.position, paper.lang)}</td><td>${escText(keyAnswer(q.content, paper.lang))}</td><td>${formatNumber(q.degree, paper.lang)}</td></tr>`,
    )
    .join('');
  return `<table class="key-table"><thead><tr><th>${t('question')}</th><th>${t('answer')}</th><th>${t('marks')}</th></tr></thead><tbody>${rows}</tbody></table>`;
}

const dataUrl = (paper: Paper) => (src: string) => {
  const image = paper.images.get(src);
  return image ? `data:${image.mime};base64,${image.data.toString('base64')}` : '';
};

/**
 * The paper (or with `key` its answer key and marking scheme) as the body and CSS the documents
 * service prints: every question through printQuestion, the renderer show_model uses, with its
 * marks beside it; images inlined as data: URLs (the print page never reaches the network).
 */
export function paperHtml(paper: Paper, key: boolean): { body: string; css: string } {
  const imageSrc = dataUrl(paper);
  const questions = paper.questions
    .map((q) => {
      const html = printQuestion(q.content, { answers: key, number: q.position, imageSrc });
      const degree = `<span class="degree" dir="${dirOf(paper.lang)}">${escText(degreeLabel(paper, q.degree))}</span>`;
      // The marks follow the number on the stem's first line: beside it in the flow, so text
      // extraction (and a screen reader) reads number, marks, stem in that order.
      return html.replace(/(<span class="question-number">[^<]*<\/span>)/, `$1${degree}`);
    })
    .join('');
  const body = `${headerHtml(paper, key)}${key ? keyTable(paper) : ''}<main>${questions}</main>`;
  return { body, css: katexStyles() + PAPER_CSS };
}

/** The footer's words at the reading start of every page: exam and model code ('page x of y' is at the other end). */
export function footerText(paper: Paper): string {
  const h = headerLines(paper);
  return `${h.exam} · ${h.modelLabel} ${h.code}`;
}

export const paperTitle = (paper: Paper, key: boolean) =>
  `${paper.exam.name} - ${PAPER_TEXTS.model[paper.lang]} ${paper.code}${key ? ` - ${PAPER_TEXTS.answerKey[paper.lang]}` : ''}`;

import { answerLetter } from '@mizan/domain/codes';
import { PRINT_TEXTS } from '@mizan/domain/rich-text';
import { PAPER_TEXTS } from '@mizan/domain/exam-papers';
import { dirOf, formatNumber, type Lang } from '@mizan/domain/i18n';
import type { QuestionBody, QuestionContent } from '@mizan/domain/questions';
import { LANGUAGES } from '@mizan/domain/codes';
import {
  AlignmentType,
  BorderStyle,
  Document,
  Footer,
  Packer,
  PageNumber,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import sharp from 'sharp';
import { PRINT_FONT_FAMILY } from '../documents/fonts.js';
import type { Paper } from './exam-paper.service.js';
import { degreeLabel, headerLines } from './paper-header.js';
import { paperTitle } from './paper-html.js';
import {
  type Dir,
  type DocxImage,
  directionRuns,
  type Inline,
  paragraph,
  richTextDocx,
} from './rich-text-docx.js';

type Block = Paragraph | Table;

/** Images at most this wide on the page (points of Word's 96-dpi pixels): the text width of A4 with 2 cm margins. */
const MAX_IMAGE_WIDTH = 560;
const MAX_IMAGE_HEIGHT = 320;

/** Word takes png, jpg, gif, bmp: webp becomes png; each is sized to fit the text width. */
async function docxImages(paper: Paper): Promise<Map<string, DocxImage>> {
  const out = new Map<string, DocxImage>();
  for (const [src, image] of paper.images) {
    const meta = await sharp(image.data).metadata();
    const keep = meta.format === 'png' || meta.format === 'jpeg' || meta.format === 'gif';
    const data = keep ? image.data : await sharp(image.data).png().toBuffer();
    const scale = Math.min(1, MAX_IMAGE_WIDTH / (meta.width ?? 1), MAX_IMAGE_HEIGHT / (meta.height ?? 1));
    out.set(src, {
      type: meta.format === 'jpeg' ? 'jpg' : meta.format === 'gif' ? 'gif' : 'png',
      data,
      width: Math.round((meta.width ?? 100) * scale),
      height: Math.round((meta.height ?? 100) * scale),
    });
  }
  return out;
}

interface Ctx {
  lang: Lang;
  /** The question's own direction (its language), which its parts follow. */
  dir: Dir;
  key: boolean;
  images: Map<string, DocxImage>;
}

const text = (t: string, more: Omit<Extract<Inline, { text: string }>, 'text'> = {}): Inline => ({
  text: t,
  ...more,
});
const word = (ctx: Ctx, t: { ar: string; en: string }) => t[ctx.lang];
const line = (ctx: Ctx, inlines: Inline[], indent?: number) =>
  paragraph(inlines, ctx.dir, ctx.images, { keepNext: true, indent });

/** An answer line to write on: an empty paragraph with a bottom border. */
const answerLine = () =>
  new Paragraph({
    keepNext: true,
    spacing: { before: 240 },
    border: { bottom: { style: BorderStyle.SINGLE, size: 4, color: '777777', space: 1 } },
  });

function choices(ctx: Ctx, items: { html: string; correct: boolean }[], box: boolean): Block[] {
  return items.flatMap((o, i) => {
    const mark = ctx.key && o.correct ? [text('✓ ', { bold: true })] : [];
    const prefix = [...mark, text(`${box ? '☐ ' : ''}${answerLetter(i, ctx.lang)}) `, { bold: true })];
    return richTextDocx(o.html, { dir: 'auto', images: ctx.images, prefix }, ctx.dir, 360);
  });
}

function matching(ctx: Ctx, b: Extract<QuestionBody, { type: '3.6.' }>): Block[] {
  const right = [...b.pairs.map((p) => p.answer), ...b.distractors.map((d) => d.text)];
  const cell = (blocks: Block[]) =>
    new TableCell({
      width: { size: 50, type: WidthType.PERCENTAGE },
      children: blocks.length ? blocks : [new Paragraph({})],
    });
  const head = new TableRow({
    tableHeader: true,
    children: [PRINT_TEXTS.columnA, PRINT_TEXTS.columnB].map((t) =>
      cell([line(ctx, [text(word(ctx, t), { bold: true })])]),
    ),
  });
  const rows = Array.from({ length: Math.max(b.pairs.length, right.length) }, (_, i) => {
    const premise = b.pairs[i]
      ? richTextDocx(
          b.pairs[i].premise,
          {
            dir: 'auto',
            images: ctx.images,
            prefix: [text(`${formatNumber(i + 1, ctx.lang)}. `, { bold: true })],
            suffix: ctx.key ? [text(`  ← ${answerLetter(i, ctx.lang)}`, { bold: true })] : [],
          },
          ctx.dir,
        )
      : [];
    const answer = richTextDocx(
      right[i],
      { dir: 'auto', images: ctx.images, prefix: [text(`${answerLetter(i, ctx.lang)}) `, { bold: true })] },
      ctx.dir,
    );
    return new TableRow({ cantSplit: true, children: [cell(premise), cell(answer)] });
  });
  return [
    new Table({
      width: { size: 100, type: WidthType.PERCENTAGE },
      visuallyRightToLeft: ctx.dir === 'rtl',
      rows: [head, ...rows],
    }),
  ];
}

function blanks(
  ctx: Ctx,
  stem: string,
  b: Extract<QuestionBody, { type: '3.7.' }>,
  prefix: Inline[],
  suffix: Inline[],
): Block[] {
  const order = new Map(b.blanks.map((x, i) => [x.id, i]));
  let n = 0;
  const blank = (id: string): Inline[] => {
    n += 1;
    const answers = b.blanks[order.get(id) ?? -1]?.answers ?? [];
    return [
      text(` (${formatNumber(n, ctx.lang)}) `),
      ctx.key ? text(answers.join(' / '), { underline: true, bold: true }) : text('________________'),
      text(' '),
    ];
  };
  const bank = [...b.blanks.map((x) => x.answers[0] ?? ''), ...b.distractors]
    .filter((w) => w.trim())
    .sort((x, y) => x.localeCompare(y, ctx.lang));
  return [
    ...richTextDocx(stem, { dir: 'auto', images: ctx.images, blank, prefix, suffix }, ctx.dir),
    line(ctx, [
      text(`${word(ctx, PRINT_TEXTS.wordBank)}: `, { bold: true }),
      text(bank.join(ctx.lang === 'ar' ? '، ' : ', ')),
    ]),
  ];
}

function essayKey(ctx: Ctx, b: Extract<QuestionBody, { type: '3.1.' }>): Block[] {
  const rubric = b.rubrics.flatMap((r) =>
    richTextDocx(
      r.text,
      {
        dir: 'auto',
        images: ctx.images,
        prefix: [text('• ')],
        suffix: [text(`  (${formatNumber(Math.round(r.weight * 100), ctx.lang)}%)`, { bold: true })],
      },
      ctx.dir,
      360,
    ),
  );
  return [
    line(ctx, [text(word(ctx, PRINT_TEXTS.modelAnswer), { bold: true })]),
    ...richTextDocx(b.modelAnswer, { dir: 'auto', images: ctx.images }, ctx.dir, 360),
    ...(rubric.length ? [line(ctx, [text(word(ctx, PRINT_TEXTS.rubrics), { bold: true })]), ...rubric] : []),
  ];
}

/** One question (or sub-question) as Word blocks, laid out as printQuestion lays it for the PDF. */
function question(ctx: Ctx, stem: string, b: QuestionBody, prefix: Inline[], suffix: Inline[]): Block[] {
  if (b.type === '3.7.') return blanks(ctx, stem, b, prefix, suffix);
  const head = richTextDocx(stem, { dir: 'auto', images: ctx.images, prefix, suffix }, ctx.dir);
  switch (b.type) {
    case '3.1.':
      return [...head, ...(ctx.key ? essayKey(ctx, b) : Array.from({ length: b.answerLines }, answerLine))];
    case '3.2.':
    case '3.3.':
      return [
        ...head,
        ...choices(
          ctx,
          b.options.map((o) => ({ html: o.text, correct: o.correct })),
          false,
        ),
      ];
    case '3.4.':
      return [
        ...head,
        ...choices(
          ctx,
          [
            { html: `<p>${word(ctx, PAPER_TEXTS.true)}</p>`, correct: b.correct },
            { html: `<p>${word(ctx, PAPER_TEXTS.false)}</p>`, correct: !b.correct },
          ],
          true,
        ),
      ];
    case '3.5.':
      return [
        ...head,
        ...b.subQuestions.flatMap((q, i) =>
          question(ctx, q.stem, q.body, [text(`${formatNumber(i + 1, ctx.lang)}) `, { bold: true })], []),
        ),
      ];
    case '3.6.':
      return [...head, ...matching(ctx, b)];
    default:
      return head;
  }
}

function questionBlocks(
  paper: Paper,
  c: QuestionContent,
  position: number,
  degree: number,
  key: boolean,
  images: Map<string, DocxImage>,
): Block[] {
  const lang = LANGUAGES[c.language].lang;
  const ctx: Ctx = { lang, dir: dirOf(lang), key, images };
  const blocks = question(
    ctx,
    c.stem,
    c.body,
    [text(`${formatNumber(position, lang)}. `, { bold: true })],
    [text(`  ${degreeLabel(paper, degree)}`, { italics: true })],
  );
  // A little air after the question; its paragraphs keep with the next so Word does not split it.
  return [...blocks, new Paragraph({ spacing: { after: 160 } })];
}

const cellBorders = {
  top: { style: BorderStyle.SINGLE, size: 8, color: '000000' },
  bottom: { style: BorderStyle.SINGLE, size: 8, color: '000000' },
  left: { style: BorderStyle.SINGLE, size: 8, color: '000000' },
  right: { style: BorderStyle.SINGLE, size: 8, color: '000000' },
};

function header(paper: Paper, key: boolean, images: Map<string, DocxImage>): Block[] {
  const h = headerLines(paper);
  const dir = dirOf(paper.lang);
  const p = (t: string, more: { bold?: boolean; size?: number } = {}) =>
    new Paragraph({
      bidirectional: dir === 'rtl',
      alignment: dir === 'rtl' ? AlignmentType.RIGHT : AlignmentType.LEFT,
      children: directionRuns(t, dir).map(
        (r) =>
          new TextRun({
            text: r.text,
            bold: more.bold,
            size: more.size,
            rightToLeft: r.rtl,
            font: PRINT_FONT_FAMILY,
          }),
      ),
    });
  const code = new TableCell({
    width: { size: 22, type: WidthType.PERCENTAGE },
    borders: cellBorders,
    children: [
      new Paragraph({
        alignment: AlignmentType.CENTER,
        bidirectional: dir === 'rtl',
        children: [new TextRun({ text: h.modelLabel, rightToLeft: dir === 'rtl', font: PRINT_FONT_FAMILY })],
      }),
      new Paragraph({
        alignment: AlignmentType.CENTER,
        bidirectional: dir === 'rtl',
        children: [
          new TextRun({
            text: h.code,
            bold: true,
            size: 64,
            rightToLeft: dir === 'rtl',
            font: PRINT_FONT_FAMILY,
          }),
        ],
      }),
    ],
  });
  const info = new TableCell({
    width: { size: 78, type: WidthType.PERCENTAGE },
    borders: cellBorders,
    children: [
      ...h.scopes.map((s) => p(s, { bold: true })),
      p(h.exam, { bold: true, size: 30 }),
      p(h.course),
      p(`${h.date}    ${h.duration}    ${h.total}`),
    ],
  });
  const box = new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    visuallyRightToLeft: dir === 'rtl',
    rows: [new TableRow({ children: [info, code] })],
  });
  const t = (k: keyof typeof PAPER_TEXTS) => PAPER_TEXTS[k][paper.lang];
  if (key) return [box, p(t('answerKey'), { bold: true, size: 30 }), keyTable(paper, images)];
  return [
    box,
    p(`${t('studentName')}..................................    ${t('studentNumber')}....................`),
    p(t('instructions'), { bold: true }),
    ...h.instructions.split('\n').map((s) => p(s)),
    new Paragraph({}),
  ];
}

/** The key at a glance: question, correct letters or true/false, marks. */
function keyTable(paper: Paper, images: Map<string, DocxImage>): Table {
  const lang = paper.lang;
  const dir = dirOf(lang);
  const cell = (t: string, bold = false) =>
    new TableCell({ children: [paragraph([text(t, { bold })], dir, images, { center: true })] });
  const answer = (c: QuestionContent) => {
    const b = c.body;
    if (b.type === '3.2.' || b.type === '3.3.')
      return b.options
        .flatMap((o, i) => (o.correct ? [answerLetter(i, lang)] : []))
        .join(lang === 'ar' ? '، ' : ', ');
    return b.type === '3.4.' ? (b.correct ? PAPER_TEXTS.true : PAPER_TEXTS.false)[lang] : '';
  };
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    visuallyRightToLeft: dir === 'rtl',
    rows: [
      new TableRow({
        tableHeader: true,
        children: (['question', 'answer', 'marks'] as const).map((k) => cell(PAPER_TEXTS[k][lang], true)),
      }),
      ...paper.questions.map(
        (q) =>
          new TableRow({
            children: [
              cell(formatNumber(q.position, lang)),
              cell(answer(q.content)),
              cell(formatNumber(q.degree, lang)),
            ],
          }),
      ),
    ],
  });
}

/** 'Page x of y' and the model in the footer, as Word fields. */
function footer(paper: Paper): Footer {
  const h = headerLines(paper);
  const [before, between, after] = PAPER_TEXTS.page[paper.lang].split(/\{page\}|\{pages\}/);
  const rtl = paper.lang === 'ar';
  return new Footer({
    children: [
      new Paragraph({
        bidirectional: rtl,
        alignment: AlignmentType.CENTER,
        // The exam's name may be Latin in an Arabic paper: its own left-to-right run (API.md, DOCX).
        children: [
          ...directionRuns(`${h.exam} · ${h.modelLabel} ${h.code}    ${before}`, dirOf(paper.lang)).map(
            (r) => new TextRun({ font: PRINT_FONT_FAMILY, size: 18, rightToLeft: r.rtl, text: r.text }),
          ),
          new TextRun({
            font: PRINT_FONT_FAMILY,
            size: 18,
            rightToLeft: rtl,
            children: [PageNumber.CURRENT, between, PageNumber.TOTAL_PAGES, after],
          }),
        ],
      }),
    ],
  });
}

/** The paper (or its answer key and marking scheme) as a .docx: the PDF's content with editable equations. */
export async function writePaperDocx(paper: Paper, key: boolean): Promise<Buffer> {
  const images = await docxImages(paper);
  const doc = new Document({
    title: paperTitle(paper, key),
    creator: 'Mizan',
    styles: { default: { document: { run: { font: PRINT_FONT_FAMILY, size: 24 } } } },
    sections: [
      {
        properties: {
          page: {
            size: { width: 11906, height: 16838 },
            margin: { top: 1020, bottom: 1020, left: 850, right: 850 },
          },
        },
        footers: { default: footer(paper) },
        children: [
          ...header(paper, key, images),
          ...paper.questions.flatMap((q) =>
            questionBlocks(paper, q.content, q.position, q.degree, key, images),
          ),
        ],
      },
    ],
  });
  return Packer.toBuffer(doc);
}

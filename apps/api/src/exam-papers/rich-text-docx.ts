import { decodeEntities, type RichText } from '@mizan/domain/questions';
import {
  AlignmentType,
  ImageRun,
  ImportedXmlComponent,
  Paragraph,
  type ParagraphChild,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import { mml2omml } from 'mathml2omml';
import temml from 'temml';
import { PRINT_FONT_FAMILY } from '../documents/fonts.js';
import { sanitiseHtml } from '../questions/html-sanitiser.js';

/**
 * One stored rich text (the document model's HTML) as Word blocks: paragraphs with w:bidi when
 * right to left and w:rtl on runs of Arabic, formulas as native OMML (TeX -> MathML by temml ->
 * OMML by mathml2omml) that Word edits as equations, images, tables, lists, blanks. Read from the
 * sanitiser's regular output with one pass over its tags, as rich-text-print.ts does for HTML.
 */

export type Dir = 'rtl' | 'ltr';

/** An image ready for Word: docx takes png, jpg, gif and bmp (others are converted before). */
export interface DocxImage {
  type: 'png' | 'jpg' | 'gif' | 'bmp';
  data: Buffer;
  width: number;
  height: number;
}

export type Inline =
  | {
      text: string;
      bold?: boolean;
      italics?: boolean;
      underline?: boolean;
      strike?: boolean;
      sub?: boolean;
      sup?: boolean;
    }
  | { math: string }
  | { image: string }
  | { br: true };

export interface DocxRichText {
  /** The container's direction (the question's language); 'auto' reads each block's first strong character. */
  dir: Dir | 'auto';
  images: ReadonlyMap<string, DocxImage>;
  /** What stands for each blank (its id), in turn. */
  blank?: (id: string) => Inline[];
  /** Runs put before the first paragraph (a question's number, an option's letter). */
  prefix?: Inline[];
  /** Runs put after the first paragraph (a question's marks). */
  suffix?: Inline[];
}

interface Para {
  inlines: Inline[];
  dir?: string;
  heading?: boolean;
  display?: boolean;
}
interface Container {
  blocks: (Para | TableBlock)[];
}
interface TableBlock {
  rows: Container[][];
}

const ARABIC = /[\u0600-\u06ff\u0750-\u077f\ufb50-\ufdff\ufe70-\ufeff]/;
const LATIN = /[A-Za-z\u00c0-\u024f]/;
const MARKS: Record<string, keyof Extract<Inline, { text: string }>> = {
  strong: 'bold',
  b: 'bold',
  em: 'italics',
  i: 'italics',
  u: 'underline',
  s: 'strike',
  sub: 'sub',
  sup: 'sup',
};
const BLOCKS = new Set(['p', 'h2', 'h3', 'h4', 'li', 'blockquote', 'pre']);

const attrsOf = (s: string): Record<string, string> =>
  Object.fromEntries([...s.matchAll(/\s([a-z-]+)="([^"]*)"/g)].map(([, k, v]) => [k, decodeEntities(v)]));

/** The first strong character's direction, else the fallback. */
export function dirOfText(text: string, fallback: Dir): Dir {
  for (const ch of text) {
    if (ARABIC.test(ch)) return 'rtl';
    if (LATIN.test(ch)) return 'ltr';
  }
  return fallback;
}

/** Parses the sanitised HTML into paragraphs and tables. */
function parse(html: RichText, opts: DocxRichText): Container {
  const root: Container = { blocks: [] };
  const containers: Container[] = [root];
  const tables: TableBlock[] = [];
  const lists: { ordered: boolean; n: number }[] = [];
  const marks: string[] = [];
  let para: Para | null = null;
  let atom: { name: string; depth: number } | null = null;
  const here = () => containers[containers.length - 1];
  const open = (p: Para) => {
    close();
    para = p;
  };
  const close = () => {
    if (para) here().blocks.push(para);
    para = null;
  };
  const add = (...inlines: Inline[]) => {
    if (!para) para = { inlines: [] };
    para.inlines.push(...inlines);
  };
  const TOKEN = /<\/([a-z0-9]+)>|<([a-z0-9]+)((?:\s[a-z-]+="[^"]*")*)\s*(\/?)>|[^<]+/g;
  for (const [token, end, name, rawAttrs, selfClosed] of sanitiseHtml(html).matchAll(TOKEN)) {
    if (atom) {
      if (name === atom.name && !selfClosed) atom.depth += 1;
      if (end === atom.name && --atom.depth === 0) atom = null;
      continue;
    }
    if (end) {
      if (BLOCKS.has(end)) close();
      else if (end in MARKS) marks.splice(marks.lastIndexOf(end), 1);
      else if (end === 'ol' || end === 'ul') lists.pop();
      else if (end === 'td' || end === 'th') {
        close();
        const cell = containers.pop() as Container;
        tables[tables.length - 1].rows.at(-1)?.push(cell);
      } else if (end === 'table') {
        close();
        here().blocks.push(tables.pop() as TableBlock);
      }
      continue;
    }
    if (name) {
      const attrs = attrsOf(rawAttrs);
      if (attrs['data-latex'] !== undefined) {
        if (name === 'div') {
          open({ inlines: [{ math: attrs['data-latex'] }], display: true });
          close();
        } else add({ math: attrs['data-latex'] });
        if (!selfClosed) atom = { name, depth: 1 };
      } else if (attrs['data-blank'] !== undefined) {
        add(...(opts.blank?.(attrs['data-blank']) ?? [{ text: ' ________ ' }]));
        if (!selfClosed) atom = { name, depth: 1 };
      } else if (BLOCKS.has(name)) {
        const list = name === 'li' ? lists[lists.length - 1] : undefined;
        open({ inlines: [], dir: attrs.dir, heading: /^h\d$/.test(name) });
        if (list) add({ text: list.ordered ? `${++list.n}. ` : '• ' });
      } else if (name in MARKS) marks.push(name);
      else if (name === 'ol' || name === 'ul') {
        close();
        lists.push({ ordered: name === 'ol', n: 0 });
      } else if (name === 'table') {
        close();
        tables.push({ rows: [] });
      } else if (name === 'tr') tables[tables.length - 1]?.rows.push([]);
      else if (name === 'td' || name === 'th') containers.push({ blocks: [] });
      else if (name === 'img') add({ image: attrs.src ?? '' });
      else if (name === 'br') add({ br: true });
      continue;
    }
    const text = decodeEntities(token);
    if (!para && !text.trim()) continue;
    const run: Inline = { text };
    for (const m of marks) (run as Record<string, unknown>)[MARKS[m]] = true;
    add(run);
  }
  close();
  return root;
}

/**
 * A text split where its direction changes, so that w:rtl marks what reads right to left: a Latin
 * stretch (from its first to its last Latin letter, with a closing bracket after it) runs left to
 * right; the rest is right to left when it holds Arabic or the paragraph is right to left.
 */
export function directionRuns(text: string, dir: Dir): { text: string; rtl: boolean }[] {
  const out: { text: string; rtl: boolean }[] = [];
  const LTR_STRETCH =
    /[A-Za-z\u00c0-\u024f](?:[^\u0600-\u06ff\u0750-\u077f\ufb50-\ufdff\ufe70-\ufeff]*[A-Za-z\u00c0-\u024f0-9])?[)\]}]?/g;
  let at = 0;
  const rest = (to: number) => {
    const t = text.slice(at, to);
    if (t) out.push({ text: t, rtl: ARABIC.test(t) || dir === 'rtl' });
  };
  for (const m of text.matchAll(LTR_STRETCH)) {
    rest(m.index);
    out.push({ text: m[0], rtl: false });
    at = m.index + m[0].length;
  }
  rest(text.length);
  return out;
}

/** Escaped characters of the MathML held as private-use stand-ins: mathml2omml writes text unescaped. */
const HELD: [RegExp, string, string][] = [
  [/&(?:amp|#38|#x26);/gi, '\ue000', '&amp;'],
  [/&(?:lt|#60|#x3c);/gi, '\ue001', '&lt;'],
  [/&(?:gt|#62|#x3e);/gi, '\ue002', '&gt;'],
];

/** TeX as an OMML <m:oMath> (temml, then mathml2omml), or null when it does not convert (the TeX is printed instead). */
export function texToOmml(tex: string): string | null {
  try {
    let mathml = temml.renderToString(tex, { xml: true, throwOnError: false });
    for (const [entity, held] of HELD) mathml = mathml.replace(entity, held);
    let omml = mml2omml(mathml);
    for (const [, held, entity] of HELD) omml = omml.replaceAll(held, entity);
    return omml;
  } catch {
    return null;
  }
}

const plain = (inlines: Inline[]) => inlines.map((i) => ('text' in i ? i.text : '')).join('');

/** Word runs of inlines in a paragraph of direction `dir`: w:rtl on Arabic runs and on neutral runs of a right-to-left paragraph. */
export function runs(inlines: Inline[], dir: Dir, images: ReadonlyMap<string, DocxImage>): ParagraphChild[] {
  return inlines.flatMap((i): ParagraphChild[] => {
    if ('math' in i) {
      const omml = texToOmml(i.math);
      return omml
        ? [ImportedXmlComponent.fromXmlString(omml) as unknown as ParagraphChild]
        : [new TextRun({ text: i.math, font: 'Cambria Math' })];
    }
    if ('image' in i) {
      const image = images.get(i.image);
      return image
        ? [
            new ImageRun({
              type: image.type,
              data: image.data,
              transformation: { width: image.width, height: image.height },
            }),
          ]
        : [];
    }
    if ('br' in i) return [new TextRun({ break: 1 })];
    return directionRuns(i.text, dir).map(
      ({ text, rtl }) =>
        new TextRun({
          text,
          bold: i.bold,
          italics: i.italics,
          underline: i.underline ? {} : undefined,
          strike: i.strike,
          subScript: i.sub,
          superScript: i.sup,
          rightToLeft: rtl,
          font: PRINT_FONT_FAMILY,
        }),
    );
  });
}

/** A paragraph of inlines with its direction on both the paragraph (w:bidi) and its runs. */
export function paragraph(
  inlines: Inline[],
  dir: Dir,
  images: ReadonlyMap<string, DocxImage>,
  more: { center?: boolean; keepNext?: boolean; heading?: boolean; indent?: number } = {},
): Paragraph {
  return new Paragraph({
    bidirectional: dir === 'rtl',
    alignment: more.center ? AlignmentType.CENTER : dir === 'rtl' ? AlignmentType.RIGHT : AlignmentType.LEFT,
    keepNext: more.keepNext,
    keepLines: true,
    indent: more.indent ? { start: more.indent } : undefined,
    spacing: { after: 60 },
    children: runs(
      more.heading ? inlines.map((i) => ('text' in i ? { ...i, bold: true } : i)) : inlines,
      dir,
      images,
    ),
  });
}

function toDocx(c: Container, opts: DocxRichText, fallback: Dir, indent?: number): (Paragraph | Table)[] {
  return c.blocks.map((b) => {
    if ('rows' in b) {
      const width = Math.max(1, ...b.rows.map((r) => r.length));
      return new Table({
        width: { size: 100, type: WidthType.PERCENTAGE },
        visuallyRightToLeft: fallback === 'rtl',
        rows: b.rows.map(
          (r) =>
            new TableRow({
              children: r.map((cell) => {
                const children = toDocx(cell, opts, fallback);
                return new TableCell({
                  width: { size: 100 / width, type: WidthType.PERCENTAGE },
                  children: children.length ? children : [new Paragraph({})],
                });
              }),
            }),
        ),
      });
    }
    const given = b.dir === 'rtl' || b.dir === 'ltr' ? b.dir : undefined;
    const dir = given ?? (opts.dir === 'auto' ? dirOfText(plain(b.inlines), fallback) : opts.dir);
    return paragraph(b.inlines, dir, opts.images, {
      center: b.display,
      keepNext: true,
      heading: b.heading,
      indent,
    });
  });
}

/** A rich text as Word blocks; the prefix and suffix join its first paragraph (or make one). */
export function richTextDocx(
  html: RichText,
  opts: DocxRichText,
  fallback: Dir,
  indent?: number,
): (Paragraph | Table)[] {
  const root = parse(html, opts);
  const first = root.blocks.find((b): b is Para => 'inlines' in b && !b.display);
  if (opts.prefix?.length || opts.suffix?.length) {
    if (first) first.inlines = [...(opts.prefix ?? []), ...first.inlines, ...(opts.suffix ?? [])];
    else root.blocks.unshift({ inlines: [...(opts.prefix ?? []), ...(opts.suffix ?? [])] });
  }
  return toDocx(root, opts, fallback, indent);
}

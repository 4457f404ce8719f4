import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont, PDFPage, RGB } from 'pdf-lib';

/**
 * Sheet labels drawn straight into the PDF. fontkit shapes Arabic (joining forms, lam-alef) and
 * lays an Arabic run out right to left, correctly with Debian's Noto Naskh Arabic TTF (with the
 * @fontsource WOFF subsets of Amiri or Noto it leaves letters unjoined or blank, so Amiri's WOFF
 * serves the Latin runs only). What
 * it does not do is order a line's runs, so lines are cut into direction runs here. This is not
 * the whole Unicode bidi algorithm: strong runs, with neutrals taking their neighbours' direction
 * (else the line's), numbers left to right. Enough for labels, names and numbers, which is all a
 * sheet prints; exam papers with free text go through Chromium (documents/).
 */

export interface SheetFonts {
  arabic: PDFFont;
  latin: PDFFont;
  /** Code points the Arabic subset can draw (it has no colon, Latin or ASCII digits). */
  arabicCovers: (cp: number) => boolean;
}

/** Debian's fonts-noto-core, which the Dockerfile and `./mizan test` install with Chromium. */
const ARABIC_FONT =
  process.env.MIZAN_SHEET_ARABIC_FONT ?? '/usr/share/fonts/truetype/noto/NotoNaskhArabic-Regular.ttf';

let files: { arabic: Buffer; latin: Buffer } | undefined;

function sheetFontFiles() {
  if (!files) {
    if (!existsSync(ARABIC_FONT)) {
      throw new Error(
        `bubble sheets need ${ARABIC_FONT} (Debian package fonts-noto-core) or MIZAN_SHEET_ARABIC_FONT`,
      );
    }
    const amiri = path.dirname(createRequire(import.meta.url).resolve('@fontsource/amiri/package.json'));
    files = {
      arabic: readFileSync(ARABIC_FONT),
      latin: readFileSync(path.join(amiri, 'files', 'amiri-latin-400-normal.woff')),
    };
  }
  return files;
}

export async function embedSheetFonts(doc: PDFDocument): Promise<SheetFonts> {
  doc.registerFontkit(fontkit);
  const { arabic, latin } = sheetFontFiles();
  const covered = fontkit.create(arabic);
  return {
    arabic: await doc.embedFont(arabic, { subset: true }),
    latin: await doc.embedFont(latin, { subset: true }),
    arabicCovers: (cp) => covered.hasGlyphForCodePoint(cp),
  };
}

type Dir = 'R' | 'L' | 'N';

const isArabicDigit = (cp: number) => (cp >= 0x660 && cp <= 0x669) || (cp >= 0x6f0 && cp <= 0x6f9);

function dirOf(cp: number): Dir {
  if (isArabicDigit(cp) || (cp >= 0x30 && cp <= 0x39)) return 'L';
  if ((cp >= 0x600 && cp <= 0x6ff) || (cp >= 0x750 && cp <= 0x77f) || (cp >= 0xfb50 && cp <= 0xfeff))
    return 'R';
  return /\p{L}/u.test(String.fromCodePoint(cp)) ? 'L' : 'N';
}

const OPENING: Record<number, number> = { 40: 0x29, 91: 0x5d, 123: 0x7d };
/** Brackets in a right-to-left run show their mirror glyph (Unicode's Bidi_Mirrored). */
const MIRROR = new Map(
  Object.entries(OPENING).flatMap(([o, c]) => [
    [Number(o), c],
    [c, Number(o)],
  ]),
);

/**
 * The bidi algorithm's bracket rule (N0), simply: a bracket pair takes the line's direction when
 * the text inside has it, else the inside's direction when the text before the pair has it too,
 * so 'الامتحان: Makeup (final)' keeps '(final)' whole in the Latin run.
 */
function pairBrackets(cps: number[], dirs: Dir[], base: Dir): void {
  const open: number[] = [];
  for (let i = 0; i < cps.length; i++) {
    if (OPENING[cps[i]] !== undefined) open.push(i);
    const o = open.at(-1);
    if (o === undefined || cps[i] !== OPENING[cps[o]]) continue;
    open.pop();
    const inside = new Set<Dir>(dirs.slice(o + 1, i).filter((d) => d !== 'N'));
    if (!inside.size) continue;
    const before = dirs.slice(0, o).findLast((d) => d !== 'N') ?? base;
    const other: Dir = base === 'R' ? 'L' : 'R';
    const dir = inside.has(base) || before !== other ? base : other;
    dirs[o] = dir;
    dirs[i] = dir;
  }
}

interface Piece {
  text: string;
  font: PDFFont;
}

/** Pieces of one line in visual order, left to right, each drawable in one call. */
export function visualPieces(text: string, rtl: boolean, fonts: SheetFonts): Piece[] {
  const cps = [...text].map((c) => c.codePointAt(0) ?? 0);
  const dirs = cps.map(dirOf);
  const base: Dir = rtl ? 'R' : 'L';
  pairBrackets(cps, dirs, base);
  // Neutrals take the direction of the strong characters on both sides, else the line's.
  for (let i = 0; i < dirs.length; i++) {
    if (dirs[i] !== 'N') continue;
    let j = i;
    while (j < dirs.length && dirs[j] === 'N') j++;
    const before = i > 0 ? dirs[i - 1] : base;
    const after = j < dirs.length ? dirs[j] : base;
    dirs.fill(before === after ? before : base, i, j);
  }
  const runs: { dir: Dir; cps: number[] }[] = [];
  cps.forEach((cp, i) => {
    const last = runs.at(-1);
    if (last && last.dir === dirs[i]) last.cps.push(cp);
    else runs.push({ dir: dirs[i], cps: [cp] });
  });
  if (rtl) runs.reverse();
  return runs.flatMap((run) => {
    const pieces: { arabic: boolean; cps: number[] }[] = [];
    for (const cp of run.cps) {
      const arabic = fonts.arabicCovers(cp) && (run.dir === 'R' || isArabicDigit(cp));
      const last = pieces.at(-1);
      if (last && last.arabic === arabic) last.cps.push(cp);
      else pieces.push({ arabic, cps: [cp] });
    }
    // fontkit reverses any Arabic-script string itself; a right-to-left run's pieces go in
    // reverse, and the pieces it would not reverse (Latin neutrals) are reversed here. Arabic
    // digits are Arabic script but read left to right: pre-reversed so its reversal restores them.
    if (run.dir === 'R') pieces.reverse();
    return pieces.map((p) => {
      const flip = run.dir === 'R' ? !p.arabic : p.arabic;
      // fontkit mirrors brackets in the Arabic pieces it lays out; the others are mirrored here.
      const cps = run.dir === 'R' && !p.arabic ? p.cps.map((cp) => MIRROR.get(cp) ?? cp) : p.cps;
      return {
        text: String.fromCodePoint(...(flip ? cps.toReversed() : cps)),
        font: p.arabic ? fonts.arabic : fonts.latin,
      };
    });
  });
}

export interface LabelOptions {
  /** Anchor in PDF points (origin bottom-left), on the text's baseline. */
  x: number;
  y: number;
  size: number;
  align: 'left' | 'right' | 'center';
  rtl: boolean;
  color?: RGB;
}

export function textWidth(pieces: Piece[], size: number): number {
  return pieces.reduce((sum, p) => sum + p.font.widthOfTextAtSize(p.text, size), 0);
}

export function drawLabel(page: PDFPage, text: string, fonts: SheetFonts, o: LabelOptions): void {
  const pieces = visualPieces(text, o.rtl, fonts);
  const width = textWidth(pieces, o.size);
  let x = o.align === 'left' ? o.x : o.align === 'right' ? o.x - width : o.x - width / 2;
  for (const p of pieces) {
    page.drawText(p.text, { x, y: o.y, size: o.size, font: p.font, color: o.color });
    x += p.font.widthOfTextAtSize(p.text, o.size);
  }
}

import type { Bubble, SheetPage } from '@mizan/domain/exam-papers';
import sharp from 'sharp';

/**
 * Realistic scans from a clean rasterised sheet, for the reader's tests and bench/omr.mjs: pen
 * fills, faint pencil, erasure residue, then the copier's damage (rotation, scale, noise, blur,
 * grey paper, JPEG). Marks are drawn at the layout's millimetres on the upright raster.
 */

/**
 * A pen's fill, light pencil, an erasure's residue, a pen's tick or cross instead of a fill, and a
 * pencil's touch lighter than any answer and darker than paper (the reader's doubtful band).
 */
export type MarkKind = 'fill' | 'faint' | 'erased' | 'tick' | 'cross' | 'trace';

export interface SyntheticMark {
  /** 1-based question, or a grid: student number column (0-based) / model code column. */
  question?: number;
  grid?: { name: 'studentNumber' | 'modelCode'; column: number };
  choice: number;
  kind: MarkKind;
}

export interface Damage {
  degrees?: number;
  scale?: number;
  noise?: number;
  blur?: number;
  /** Subtracted from every pixel: grey recycled paper or a dark scanner. */
  paperGrey?: number;
  jpegQuality?: number;
}

/** Deterministic pseudo-random numbers, so a failing synthetic sheet can be made again. */
export { seededRandom as random } from '@mizan/domain/random';

const INK: Record<MarkKind, number> = { fill: 35, faint: 175, erased: 212, tick: 35, cross: 35, trace: 205 };
/** How far a hand's ink varies from mark to mark (a trace varies little: it must stay in its band). */
const INK_SPREAD = (kind: MarkKind) => (kind === 'trace' ? 6 : 20);
/** A ballpoint's stroke, in millimetres (research: ticks are two 0.5 mm bars). */
const STROKE_MM = 0.5;

function bubbleOf(page: SheetPage, mark: SyntheticMark): Bubble {
  if (mark.grid) {
    const grid = mark.grid.name === 'studentNumber' ? page.studentNumber : page.modelCode;
    if (!grid) throw new Error(`page ${page.page} has no ${mark.grid.name} grid`);
    return grid.columns[mark.grid.column][mark.choice];
  }
  const row = page.questions.find((q) => q.question === mark.question);
  if (!row) throw new Error(`question ${mark.question} is not on page ${page.page}`);
  return row.bubbles[mark.choice];
}

export async function syntheticScan(
  cleanPng: Buffer,
  page: SheetPage,
  marks: readonly SyntheticMark[],
  damage: Damage,
  rand: () => number,
): Promise<Buffer> {
  const meta = await sharp(cleanPng).metadata();
  const width = meta.width;
  const height = meta.height;
  const pxPerMm = width / (page.marks[1].x + page.marks[0].x);
  // A hand-made fill is not a perfect disc: 80-100% of the bubble, a little off centre.
  const shapes = marks.map((m) => {
    const b = bubbleOf(page, m);
    const rx = b.r * (0.8 + rand() * 0.2) * pxPerMm;
    const ry = b.r * (0.75 + rand() * 0.2) * pxPerMm;
    const cx = (b.x + (rand() - 0.5) * 0.5) * pxPerMm;
    const cy = (b.y + (rand() - 0.5) * 0.5) * pxPerMm;
    const g = INK[m.kind] + Math.round((rand() - 0.5) * INK_SPREAD(m.kind));
    const ink = `rgb(${g},${g},${g})`;
    if (m.kind === 'tick' || m.kind === 'cross') {
      // Strokes across most of the bubble, a little larger or smaller and turned than drawn by rule.
      const s = b.r * (0.75 + rand() * 0.35) * pxPerMm;
      const turn = (rand() - 0.5) * 0.5;
      const at = (x: number, y: number) =>
        `${cx + s * (x * Math.cos(turn) - y * Math.sin(turn))},${cy + s * (x * Math.sin(turn) + y * Math.cos(turn))}`;
      const lines =
        m.kind === 'cross'
          ? [`${at(-1, -1)} ${at(1, 1)}`, `${at(1, -1)} ${at(-1, 1)}`]
          : [`${at(-0.8, 0)} ${at(-0.2, 0.7)} ${at(0.9, -0.9)}`];
      const width = STROKE_MM * (0.9 + rand() * 0.3) * pxPerMm;
      return lines
        .map(
          (points) =>
            `<polyline points="${points}" fill="none" stroke="${ink}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`,
        )
        .join('');
    }
    return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${ink}"/>`;
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${shapes.join('')}</svg>`;
  let img = sharp(cleanPng)
    .composite([{ input: Buffer.from(svg), blend: 'multiply' }])
    .greyscale();
  if (damage.scale && damage.scale !== 1)
    img = sharp(await img.png().toBuffer()).resize(Math.round(width * damage.scale));
  if (damage.degrees)
    img = sharp(await img.png().toBuffer()).rotate(damage.degrees, { background: '#ffffff' });
  if (damage.blur) img = img.blur(damage.blur);
  const { data, info } = await img.greyscale().raw().toBuffer({ resolveWithObject: true });
  const noise = damage.noise ?? 0;
  const grey = damage.paperGrey ?? 0;
  for (let i = 0; i < data.length; i += info.channels) {
    // Approximately Gaussian: the sum of three uniforms.
    const n = noise ? (rand() + rand() + rand() - 1.5) * 2 * noise : 0;
    const v = Math.max(0, Math.min(255, data[i] - grey + n));
    for (let c = 0; c < info.channels; c++) data[i + c] = v;
  }
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
    .greyscale()
    .jpeg({ quality: damage.jpegQuality ?? 85 })
    .toBuffer();
}

import { PAPER_SIZES, type Point, SHEET_GEOMETRY } from '@mizan/domain/exam-papers';
import type { GreyImage } from './grey-image.js';

/**
 * The four corner squares: in each corner window, the dark connected component of about a mark's
 * area that fills its bounding box (a square, not text or a QR's ragged blob), nearest the corner.
 * Clockwise from the image's top-left; null when a corner has none.
 */
export function findMarks(img: GreyImage, threshold: number): [Point, Point, Point, Point] | null {
  // Pixels per millimetre from the page width (A4 and Letter differ by 3%, inside the area tolerance).
  const pxPerMm = img.width / PAPER_SIZES.A4.width;
  const expected = (SHEET_GEOMETRY.markSize * pxPerMm) ** 2;
  const ww = Math.round(img.width * 0.22);
  const wh = Math.round(img.height * 0.16);
  const corners = [
    { x0: 0, y0: 0, cx: 0, cy: 0 },
    { x0: img.width - ww, y0: 0, cx: img.width, cy: 0 },
    { x0: img.width - ww, y0: img.height - wh, cx: img.width, cy: img.height },
    { x0: 0, y0: img.height - wh, cx: 0, cy: img.height },
  ];
  const found: Point[] = [];
  for (const c of corners) {
    let best: { p: Point; d: number } | null = null;
    for (const blob of blobs(img, threshold, c.x0, c.y0, ww, wh)) {
      const w = blob.maxX - blob.minX + 1;
      const h = blob.maxY - blob.minY + 1;
      const fill = blob.area / (w * h);
      if (blob.area < 0.45 * expected || blob.area > 2.2 * expected) continue;
      if (w / h < 0.6 || w / h > 1.6 || fill < 0.6) continue;
      const p = { x: blob.sx / blob.area, y: blob.sy / blob.area };
      const d = Math.hypot(p.x - c.cx, p.y - c.cy);
      if (!best || d < best.d) best = { p, d };
    }
    if (!best) return null;
    found.push(best.p);
  }
  return found as [Point, Point, Point, Point];
}

interface Blob {
  area: number;
  sx: number;
  sy: number;
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
}

/** 4-connected dark components inside a window (flood fill with an explicit stack). */
function blobs(img: GreyImage, threshold: number, x0: number, y0: number, w: number, h: number): Blob[] {
  const seen = new Uint8Array(w * h);
  const stack = new Int32Array(w * h);
  const out: Blob[] = [];
  const dark = (x: number, y: number) => img.data[(y0 + y) * img.width + x0 + x] <= threshold;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const start = y * w + x;
      if (seen[start] || !dark(x, y)) continue;
      const b: Blob = { area: 0, sx: 0, sy: 0, minX: x, maxX: x, minY: y, maxY: y };
      let top = 0;
      stack[top++] = start;
      seen[start] = 1;
      while (top > 0) {
        const i = stack[--top];
        const px = i % w;
        const py = (i - px) / w;
        b.area++;
        b.sx += x0 + px;
        b.sy += y0 + py;
        if (px < b.minX) b.minX = px;
        if (px > b.maxX) b.maxX = px;
        if (py < b.minY) b.minY = py;
        if (py > b.maxY) b.maxY = py;
        const push = (nx: number, ny: number) => {
          if (nx < 0 || ny < 0 || nx >= w || ny >= h) return;
          const j = ny * w + nx;
          if (seen[j] || !dark(nx, ny)) return;
          seen[j] = 1;
          stack[top++] = j;
        };
        push(px + 1, py);
        push(px - 1, py);
        push(px, py + 1);
        push(px, py - 1);
      }
      out.push(b);
    }
  }
  return out;
}

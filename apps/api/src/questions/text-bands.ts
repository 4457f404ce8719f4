/**
 * MinHash LSH bands of a folded stem text (text_norm), the candidate filter of the near-duplicate
 * check. pg_trgm's similarity() is the Jaccard index of the two texts' trigram sets, so a MinHash
 * over the same trigrams agrees with it: two texts of similarity s share a band with probability
 * 1 - (1 - s^ROWS)^BANDS (0.99996 at s = 0.7), texts of similarity 0.3 with probability 0.22 and of
 * 0.1 with 0.003. The check asks the `text_bands` GIN index for questions sharing a band and keeps
 * only those whose exact similarity() reaches the threshold, so the filter can only miss a near
 * duplicate (measured against the exhaustive comparison by `npm run bench`), never invent one.
 */

/**
 * Bands per text and MinHash rows per band, chosen for the default threshold 0.7 (see LSH_MIN_THRESHOLD).
 * Changing them (or the hashing) needs a migration that empties text_bands and refills it (fillTextBands).
 */
export const BANDS = 30;
export const ROWS = 4;
/**
 * Below this threshold the bands would miss too many pairs (1 - (1 - 0.6^4)^30 = 0.985 at 0.6), so
 * the check falls back to the pg_trgm GIN index, which is exact at any threshold but slower.
 */
export const LSH_MIN_THRESHOLD = 0.7;

const WORD = /[\p{L}\p{N}]+/gu;

/** pg_trgm's trigrams of a text: every word (letters and digits) padded with two spaces before and one after. */
export function trigrams(text: string): Set<string> {
  const out = new Set<string>();
  for (const [word] of text.toLowerCase().matchAll(WORD)) {
    const chars = [' ', ' ', ...word, ' '];
    for (let i = 0; i + 3 <= chars.length; i++) out.add(chars[i] + chars[i + 1] + chars[i + 2]);
  }
  return out;
}

/** 32-bit FNV-1a over the UTF-16 code units. */
function fnv1a(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** murmur3's finaliser: spreads every input bit over the output. */
function mix(h: number): number {
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/**
 * The MinHash functions: h_k(x) = (a_k * x + b_k) mod p, a universal family over the prime 2^31 - 1.
 * (XOR-ing one hash with per-function seeds was tried first: its minima were correlated across
 * functions, and some pairs at 0.70-0.73 shared no band out of 30.) a_k is split in 16-bit halves so
 * every product stays under 2^53, exact in a double.
 */
const P = 2147483647;
const HASHES = BANDS * ROWS;
const A_HI = new Uint32Array(HASHES);
const A_LO = new Uint32Array(HASHES);
const B = new Uint32Array(HASHES);
for (let k = 0, x = 0x2545f491; k < HASHES; k++) {
  x = mix(x + 0x9e3779b9);
  const a = 1 + (x % (P - 1));
  A_HI[k] = a >>> 16;
  A_LO[k] = a & 0xffff;
  x = mix(x + 0x9e3779b9);
  B[k] = x % P;
}

const TWO_31 = 2 ** 31;

/**
 * y mod P for an integer 0 <= y < 2^49, exactly as `y % P` but without a float modulo (the import
 * commit's hottest line): 2^31 = 1 (mod P), so y = q * 2^31 + r folds to q + r, below 2P.
 */
function modP(y: number): number {
  const q = Math.floor(y / TWO_31);
  const s = q + (y - q * TWO_31);
  return s >= P ? s - P : s;
}

/** Trigrams remembered with their hashes, up to this many (about 17 MB): texts share most of theirs. */
const GRAM_CACHE = 30_000;
const gramCache = new Map<string, Uint32Array>();

/** The HASHES MinHash values of one trigram. */
function gramHashes(gram: string): Uint32Array {
  let hashes = gramCache.get(gram);
  if (hashes) return hashes;
  hashes = new Uint32Array(HASHES);
  const x = mix(fnv1a(gram)) % P;
  for (let k = 0; k < HASHES; k++) hashes[k] = modP(modP(A_HI[k] * x) * 65536 + A_LO[k] * x + B[k]);
  if (gramCache.size >= GRAM_CACHE) gramCache.clear();
  gramCache.set(gram, hashes);
  return hashes;
}

/**
 * The BANDS band hashes of a question's folded text, as signed 32-bit integers (a PostgreSQL int[]).
 * The band's number is mixed in so equal minima in different bands never match, and the course's id
 * so that a band's posting list in the GIN index holds only its course's questions: the check never
 * has to intersect it with the course's rows. Empty for a text without words.
 */
export function textBands(textNorm: string, courseId: number): number[] {
  const grams = trigrams(textNorm);
  if (!grams.size) return [];
  const mins = new Uint32Array(HASHES).fill(P);
  for (const gram of grams) {
    const hashes = gramHashes(gram);
    for (let k = 0; k < HASHES; k++) if (hashes[k] < mins[k]) mins[k] = hashes[k];
  }
  const course = mix(courseId + 0x632be5ab);
  const bands: number[] = [];
  for (let b = 0; b < BANDS; b++) {
    let h = mix(course ^ (b + 1));
    for (let r = 0; r < ROWS; r++) h = mix(h ^ mins[b * ROWS + r]);
    bands.push(h | 0);
  }
  return bands;
}

/** textBands as a PostgreSQL array literal, the value every writer and the check pass (`?::int[]`). */
export const textBandsParam = (textNorm: string, courseId: number) =>
  `{${textBands(textNorm, courseId).join(',')}}`;

type Run = (sql: string, params: unknown[]) => Promise<unknown[]>;
const FILL_BATCH = 2000;

/**
 * Writes the bands of every question from id `fromId` on whose bands are still empty, in batches:
 * the migration that added the column and the bench seeder (which writes its texts in SQL) use it.
 */
export async function fillTextBands(run: Run, fromId = 0): Promise<number> {
  let after = fromId - 1;
  let filled = 0;
  for (;;) {
    const rows = (await run(
      `select id, course_id, text_norm from question where id > ? and text_bands = '{}' order by id limit ${FILL_BATCH}`,
      [after],
    )) as { id: number; course_id: number; text_norm: string }[];
    if (!rows.length) return filled;
    const bands = rows.map((r) => ({ id: r.id, bands: textBandsParam(r.text_norm, r.course_id) }));
    await run(
      `update question q set text_bands = b.bands::int[] from jsonb_to_recordset(?::jsonb) as b (id int, bands text)
       where q.id = b.id`,
      [JSON.stringify(bands)],
    );
    filled += rows.length;
    after = rows[rows.length - 1].id;
  }
}

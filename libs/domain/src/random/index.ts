/**
 * Seeded pseudo-random numbers, for everything that must come out the same from the same seed on
 * either side: the assembler's samples and shuffles, a model's choice order, the demo data and the
 * synthetic scans of the tests.
 */

/** mulberry32: a small, fast generator whose whole state is one 32-bit seed, so a seed replays exactly. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A shuffled copy (Fisher-Yates). */
export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** A seed derived from a seed and a salt (a model number), so each model shuffles independently. */
export const deriveSeed = (seed: number, salt: number) =>
  (Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) + salt) >>> 0;

/** A 32-bit seed from a text (FNV-1a), for a sequence tied to a key rather than a number. */
export function seedOf(key: string): number {
  let h = 2166136261;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 16777619);
  return h >>> 0;
}

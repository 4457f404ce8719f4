import { LIMITS } from '../limits/index.js';

/** Spaces and invisible characters (zero-width space, joiners, soft hyphen, BOM): no class counts them. */
const BLANK = /[\p{White_Space}\p{Cf}]/gu;

/**
 * SPEC 5 'Account': at least 8 characters with a lower-case letter, an upper-case letter, a digit
 * and a symbol, at most 128. Blanks may be typed but count toward neither the length nor any class:
 * 'Aa1!' followed by four spaces or four zero-width spaces is four characters, not eight.
 */
export function isStrongPassword(password: string): boolean {
  if (password.length > 128) return false;
  const counted = password.replace(BLANK, '');
  return (
    [...counted].length >= LIMITS.passwordMinLength &&
    /\p{Ll}/u.test(counted) &&
    /\p{Lu}/u.test(counted) &&
    /\p{Nd}/u.test(counted) &&
    /[\p{P}\p{S}]/u.test(counted)
  );
}

import { formatNumber, type Lang } from '@mizan/domain/i18n';

/**
 * An access code in the language's digits, in two groups of three to read aloud ("246", "810").
 * Groups, not one string: Arabic-Indic digit runs around a space are laid out right to left.
 */
export function spokenCode(code: string, lang: Lang): [string, string] {
  const digits = (part: string) => [...part].map((d) => formatNumber(Number(d), lang)).join('');
  return [digits(code.slice(0, 3)), digits(code.slice(3))];
}

/** Time left as h:mm:ss (m:ss under an hour) in the language's digits; 0 once past. */
export function timeLeft(ms: number, lang: Lang): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const [h, m, s] = [Math.floor(total / 3600), Math.floor(total / 60) % 60, total % 60];
  const two = (n: number) => formatNumber(Math.floor(n / 10), lang) + formatNumber(n % 10, lang);
  return h > 0 ? `${formatNumber(h, lang)}:${two(m)}:${two(s)}` : `${formatNumber(m, lang)}:${two(s)}`;
}

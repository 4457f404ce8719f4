import { formatNumber, type Lang } from '@mizan/domain/i18n';
import { clockParts } from '../sync/server-clock';

const two = (n: number, lang: Lang) => formatNumber(Math.floor(n / 10), lang) + formatNumber(n % 10, lang);

/** A countdown as h:mm:ss (m:ss under an hour) in the language's digits. */
export function clockText(ms: number, lang: Lang): string {
  const { h, m, s } = clockParts(ms);
  return h > 0
    ? `${formatNumber(h, lang)}:${two(m, lang)}:${two(s, lang)}`
    : `${formatNumber(m, lang)}:${two(s, lang)}`;
}

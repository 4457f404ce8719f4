import { createRequire } from 'node:module';
import type SanitizeHtml from 'sanitize-html';

const require = createRequire(import.meta.url);
let sanitizeHtml: typeof SanitizeHtml | undefined;

/** Short texts remembered with their cleaning (options such as 'True', empty feedback): an import repeats them. */
const MEMO_MAX_LENGTH = 200;
const MEMO_SIZE = 5000;

/**
 * sanitize-html with these options, loaded (with htmlparser2 and postcss, ~75 modules) on the first
 * text cleaned rather than at the API's start. `finish` runs on each cleaned text before it is
 * remembered.
 */
export function htmlCleaner(
  options: SanitizeHtml.IOptions,
  finish: (html: string) => string = (html) => html,
): (html: string) => string {
  const memo = new Map<string, string>();
  const clean = (html: string) => {
    sanitizeHtml ??= require('sanitize-html') as typeof SanitizeHtml;
    return finish(sanitizeHtml(html, options));
  };
  return (html) => {
    if (html.length > MEMO_MAX_LENGTH) return clean(html);
    let cleaned = memo.get(html);
    if (cleaned === undefined) {
      cleaned = clean(html);
      if (memo.size >= MEMO_SIZE) memo.clear();
      memo.set(html, cleaned);
    }
    return cleaned;
  };
}

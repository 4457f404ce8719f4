import { type Bilingual } from '@mizan/domain/i18n';
import { MESSAGES } from '@mizan/domain/messages';

/** Deepest nesting of objects and arrays a JSON body may have: every request of the API needs < 10. */
export const JSON_MAX_DEPTH = 32;
/** Most values (array items and object members) in one body: a question import lists 5,000 ids. */
export const JSON_MAX_VALUES = 50_000;

export type JsonVerdict =
  | { ok: true; value: unknown }
  | { ok: false; status: 400 | 413; key: 'invalidJson' | 'jsonTooDeep' | 'payloadTooLarge' };

const OPEN_OBJECT = 0x7b;
const OPEN_ARRAY = 0x5b;
const CLOSE_OBJECT = 0x7d;
const CLOSE_ARRAY = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;

/**
 * Parses a JSON body after one linear pass over its text has bounded its nesting and its number of
 * values, so nothing recursive (the parser's reviver, the field checks, zod) sees a body of 10,000
 * nested brackets or a million tiny values. Like body-parser's `strict` JSON, only an object or an array.
 */
export function parseJsonBody(text: string): JsonVerdict {
  let depth = 0;
  let values = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
      continue;
    }
    if (c === QUOTE) inString = true;
    else if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      if (++depth > JSON_MAX_DEPTH) return { ok: false, status: 400, key: 'jsonTooDeep' };
      values++;
    } else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) depth--;
    else if (c === COMMA) values++;
    if (values > JSON_MAX_VALUES) return { ok: false, status: 413, key: 'payloadTooLarge' };
  }
  const first = /\S/.exec(text)?.[0];
  if (first !== '{' && first !== '[') return { ok: false, status: 400, key: 'invalidJson' };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, status: 400, key: 'invalidJson' };
  }
}

/**
 * Fields no schema may accept, by dotted path: strings (values or keys) that PostgreSQL cannot
 * store (a NUL) or that are not well-formed Unicode (a lone UTF-16 surrogate, which `\ud800` in
 * JSON makes: the database refuses it with an error, a 500), and `__proto__` keys, which zod
 * would pass over in silence. Recursive: call it on parsed bodies (depth bounded) and queries only.
 */
export function illFormedFields(value: unknown, path: string[] = []): Record<string, Bilingual> {
  const out: Record<string, Bilingual> = {};
  // One path, pushed and popped: a clean query (every list request) allocates nothing per key.
  const p = [...path];
  const flag = (message: Bilingual) => {
    out[p.join('.') || '_'] ??= message;
  };
  const walk = (v: unknown) => {
    if (typeof v === 'string') {
      if (v.includes('\u0000')) flag(MESSAGES.invalidData);
      else if (!v.isWellFormed()) flag(MESSAGES.illFormedText);
      return;
    }
    if (!v || typeof v !== 'object') return;
    for (const k of Object.keys(v)) {
      p.push(k);
      if (k === '__proto__') flag(MESSAGES.unknownField);
      else if (k.includes('\u0000') || !k.isWellFormed()) flag(MESSAGES.illFormedText);
      else walk((v as Record<string, unknown>)[k]);
      p.pop();
    }
  };
  walk(value);
  return out;
}

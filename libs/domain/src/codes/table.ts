import { z } from 'zod';
import type { Bilingual, Lang } from '../i18n/index.js';

/** A code table: spec code -> {ar, en} label (and maybe more fields). */
export type CodeTable = Readonly<Record<string, Bilingual>>;
/** The codes of a table, e.g. CodeOf<typeof QUESTION_TYPES> is '3.1.' | ... | '3.7.'. */
export type CodeOf<T extends CodeTable> = keyof T & string;

type KeyedTable = Readonly<Record<string, Bilingual & { key: string }>>;
/** Constant name -> code, e.g. { INCOMPLETE: '5.1.', ... }. */
export type ByKey<T extends KeyedTable> = { readonly [C in keyof T as T[C]['key']]: C };

/** Freezes a table and its entries so no caller can change a shared label. */
export function freezeTable<T extends CodeTable>(table: T): T {
  for (const entry of Object.values(table)) Object.freeze(entry);
  return Object.freeze(table);
}

/** The codes in spec order, typed as a non-empty tuple for z.enum. */
export const codesOf = <T extends CodeTable>(table: T) => Object.keys(table) as [CodeOf<T>, ...CodeOf<T>[]];

/** A zod schema accepting exactly the codes of a table. */
export const codeEnum = <T extends CodeTable>(table: T) => z.enum(codesOf(table));

export const isCode = <T extends CodeTable>(table: T, value: unknown): value is CodeOf<T> =>
  typeof value === 'string' && Object.hasOwn(table, value);

/** The label of a code in a language; an unknown code (stale server data) is shown as itself. */
export const labelOf = <T extends CodeTable>(table: T, code: CodeOf<T>, lang: Lang): string =>
  isCode(table, code) ? table[code][lang] : code;

/** Reverse map from constant names to codes, so code reads QuestionStatus.APPROVED rather than '5.3.'. */
export const byKey = <T extends KeyedTable>(table: T): ByKey<T> =>
  Object.freeze(Object.fromEntries(Object.entries(table).map(([code, { key }]) => [key, code]))) as ByKey<T>;

import { describe, expect, it } from '@jest/globals';
import { createInstance } from 'i18next';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { numberFormatter } from './index';

/** Every message of a namespace by its dotted path. */
function flat(tree: object, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [[`${prefix}${k}`, v] as [string, string]] : flat(v as object, `${prefix}${k}.`),
  );
}

const PLURAL = /_(zero|one|two|few|many|other)$/;
const FORMS = { ar: ['zero', 'one', 'two', 'few', 'many', 'other'], en: ['one', 'other'] } as const;
// Every file under locales/, also the namespaces an area registers when its chunk loads.
const LOCALES = path.resolve(import.meta.dirname, 'locales');
const namespaces = readdirSync(path.join(LOCALES, 'en'))
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.slice(0, -'.json'.length));
const read = (lang: 'ar' | 'en') =>
  Object.fromEntries(
    namespaces.map((ns) => [ns, JSON.parse(readFileSync(path.join(LOCALES, lang, `${ns}.json`), 'utf8'))]),
  );
const resources = { ar: read('ar'), en: read('en') };
const keysOf = (lang: 'ar' | 'en', ns: string) => new Map(flat(resources[lang][ns] as object));

const i18n = createInstance();
void i18n.use(numberFormatter).init({
  resources,
  lng: 'ar',
  fallbackLng: false,
  ns: namespaces,
  interpolation: { escapeValue: false, alwaysFormat: true },
  initAsync: false,
});

describe('web locale files', () => {
  it.each(namespaces)('%s: every message exists in both languages', (ns) => {
    const base = (lang: 'ar' | 'en') =>
      new Set([...keysOf(lang, ns).keys()].map((k) => k.replace(PLURAL, '')));
    const ar = base('ar');
    const en = base('en');
    expect([...ar].filter((k) => !en.has(k))).toEqual([]);
    expect([...en].filter((k) => !ar.has(k))).toEqual([]);
  });

  const groups = namespaces.flatMap((ns) => {
    const all = new Set([...keysOf('ar', ns).keys(), ...keysOf('en', ns).keys()]);
    return [...new Set([...all].filter((k) => PLURAL.test(k)).map((k) => k.replace(PLURAL, '')))].map(
      (key) => [ns, key] as const,
    );
  });

  it.each(groups)('%s:%s has every plural form of each language', (ns, key) => {
    for (const lang of ['ar', 'en'] as const) {
      const keys = keysOf(lang, ns);
      expect(FORMS[lang].filter((f) => !keys.has(`${key}_${f}`))).toEqual([]);
    }
  });

  it.each(groups)('%s:%s reads at 0, 1, 2, 3, 11 and 100 in each language and its digits', (ns, key) => {
    // Every placeholder of the group's forms gets a number: the count, or another one (min, max, capacity).
    const names = new Set(
      (['ar', 'en'] as const).flatMap((lang) =>
        [...keysOf(lang, ns)]
          .filter(([k]) => k.replace(PLURAL, '') === key)
          .flatMap(([, text]) => [...text.matchAll(/\{\{(\w+)/g)].map((m) => m[1])),
      ),
    );
    for (const count of [0, 1, 2, 3, 11, 100]) {
      const values: Record<string, number> = { count };
      // The usual names of the count itself; any other placeholder is a second number.
      for (const name of names) values[name] = ['n', 'd', 'formatted'].includes(name) ? count : 300;
      const ar = i18n.t(`${ns}:${key}`, { lng: 'ar', ...values });
      const en = i18n.t(`${ns}:${key}`, { lng: 'en', ...values });
      for (const text of [ar, en]) expect(text).not.toMatch(/\{\{|_(zero|one|two|few|many|other)$/);
      expect(ar).not.toMatch(/[0-9]/);
      expect(en).not.toMatch(/[\u0660-\u0669]/);
    }
  });

  it('Arabic counts take their six forms, English its two', () => {
    const total = (lng: 'ar' | 'en', count: number) =>
      i18n.t('questions:list.total', { lng, count, formatted: count });
    expect([0, 1, 2, 3, 11, 100].map((c) => total('ar', c))).toEqual([
      '٠ سؤال',
      'سؤال واحد',
      'سؤالان',
      '٣ أسئلة',
      '١١ سؤالًا',
      '١٠٠ سؤال',
    ]);
    expect([0, 1, 2, 3, 11, 100].map((c) => total('en', c))).toEqual([
      '0 questions',
      '1 question',
      '2 questions',
      '3 questions',
      '11 questions',
      '100 questions',
    ]);
    expect(i18n.t('shell:scope.childCount', { lng: 'ar', count: 3 })).toBe('٣ نطاقات فرعية');
  });

  it('keeps numbers already written as they are, and codes as written, isolated', () => {
    expect(i18n.t('questions:render.weight', { lng: 'ar', w: '0.5' })).toContain('0.5');
    expect(i18n.t('questions:render.weight', { lng: 'ar', w: '1.1.' })).toContain('\u20681.1.\u2069');
  });
});

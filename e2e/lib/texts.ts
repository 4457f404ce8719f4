import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fill, type Lang } from '@mizan/domain/i18n';
import { MESSAGES, type MessageKey } from '@mizan/domain/messages';

export type { Lang };
export const LANGS: Lang[] = ['ar', 'en'];

const locales = path.resolve(import.meta.dirname, '../../apps/web/src/i18n/locales');
type Tree = { [key: string]: string | Tree };
const load = (lang: Lang, ns: string): Tree =>
  JSON.parse(readFileSync(path.join(locales, lang, `${ns}.json`), 'utf8')) as Tree;
// Every namespace file, also those an area registers when its chunk loads.
const NAMESPACES = readdirSync(path.join(locales, 'en'))
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.slice(0, -'.json'.length));
const bundles = Object.fromEntries(
  LANGS.map((lang) => [lang, Object.fromEntries(NAMESPACES.map((ns) => [ns, load(lang, ns)]))]),
) as Record<Lang, Record<string, Tree>>;

/** A web UI text as the app shows it: `t('en', 'auth:login.username')`; placeholders filled from `values`. */
export function t(lang: Lang, key: string, values: Record<string, string | number> = {}): string {
  const [ns, rest] = key.includes(':') ? key.split(':') : ['common', key];
  let node: string | Tree | undefined = bundles[lang][ns];
  for (const part of rest.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`no ${lang} text for ${key}`);
  return node.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values[k] ?? ''));
}

/** A server / domain message in one language, placeholders filled. */
export function msg(lang: Lang, key: MessageKey, values: Record<string, string | number> = {}): string {
  return fill(MESSAGES[key], values)[lang];
}

export const DIR: Record<Lang, 'rtl' | 'ltr'> = { ar: 'rtl', en: 'ltr' };

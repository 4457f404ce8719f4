/**
 * Plural forms in a server text, in ICU's spelling: `{count, plural, one {…} two {…} other {# …}}`,
 * `#` standing for the number in the text's digits. Arabic has six forms (zero, one, two, few, many,
 * other), English two; an exact `=0 {…}` wins over the forms. A missing form falls back to other.
 */
const pluralRules = new Map<string, Intl.PluralRules>();
const rulesOf = (lang: string) => {
  let r = pluralRules.get(lang);
  if (!r) {
    r = new Intl.PluralRules(lang);
    pluralRules.set(lang, r);
  }
  return r;
};

/** The `{…}` group starting at `open` (nested groups kept); the index after its closing brace. */
function group(s: string, open: number): [string, number] {
  let depth = 0;
  for (let i = open; i < s.length; i++) {
    if (s[i] === '{') depth++;
    else if (s[i] === '}' && --depth === 0) return [s.slice(open + 1, i), i + 1];
  }
  throw new Error(`Unclosed plural form in: ${s}`);
}

/** The forms of one plural's body (`one {…} other {…}`), by selector. */
function forms(body: string): Map<string, string> {
  const out = new Map<string, string>();
  let i = 0;
  while (i < body.length) {
    const m = /^\s*(=\d+|zero|one|two|few|many|other)\s*\{/.exec(body.slice(i));
    if (!m) break;
    const [text, next] = group(body, i + m[0].length - 1);
    out.set(m[1], text);
    i = next;
  }
  return out;
}

/**
 * Replaces each `{name, plural, …}` of `text` whose number is in `params` by its form for `lang`,
 * `#` written by `num`. Other placeholders are left to the caller.
 */
export function selectPlurals(
  text: string,
  lang: string,
  params: Record<string, string | number>,
  num: (n: number) => string,
): string {
  let out = '';
  let i = 0;
  for (;;) {
    const m = /\{(\w+),\s*plural,/.exec(text.slice(i));
    if (!m) break;
    const start = i + m.index;
    const [inner, end] = group(text, start);
    const value = params[m[1]];
    out += text.slice(i, start);
    if (typeof value === 'number') {
      const all = forms(inner.slice(inner.indexOf(',', inner.indexOf(',') + 1) + 1));
      const form = all.get(`=${value}`) ?? all.get(rulesOf(lang).select(value)) ?? all.get('other') ?? '';
      out += form.replace(/#/g, num(value));
    } else out += text.slice(start, end);
    i = end;
  }
  return out + text.slice(i);
}

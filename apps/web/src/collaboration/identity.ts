import type { Bilingual, Lang } from '@mizan/domain/i18n';

/**
 * A user's caret colour: the same for a user on every screen and every editor's browser, from
 * their username (the session's stable id). Mid lightness, so white text reads on it in both themes.
 */
export function userColor(username: string): string {
  let h = 2166136261;
  for (const ch of username) h = Math.imul(h ^ (ch.codePointAt(0) ?? 0), 16777619);
  const hue = (h >>> 0) % 360;
  return hslHex(hue, 0.7, 0.42);
}

function hslHex(h: number, s: number, l: number): string {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    const c = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(c * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}

/**
 * What this user publishes in the document's awareness: the caret label in the sender's language
 * (`name`, what Tiptap's caret shows) and both names, so each co-editor shows it in their own.
 */
export interface AwarenessUser {
  name: string;
  names: Bilingual;
  color: string;
  username: string;
}

export const awarenessUser = (username: string, names: Bilingual, lang: Lang): AwarenessUser => ({
  name: names[lang] || names.ar || names.en || username,
  names,
  color: userColor(username),
  username,
});

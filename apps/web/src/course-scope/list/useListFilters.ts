import { type Bilingual, fill, pick } from '@mizan/domain/i18n';
import { LIMITS } from '@mizan/domain/limits';
import { MESSAGES } from '@mizan/domain/messages';
import { type FormEvent, useEffect, useState } from 'react';
import { useLang } from '../../app/useLang';
import type { ListPatch, ListUrl } from './list-state';

export type Draft<K extends string> = Record<K, string>;

const draftOf = <K extends string>(keys: readonly K[], p: URLSearchParams): Draft<K> =>
  Object.fromEntries(keys.map((k) => [k, p.get(k) ?? ''])) as Draft<K>;

/**
 * A list's filter form: a draft that follows the URL (back/forward, links with saved filters),
 * applied on search with the free-text fields trimmed and checked against SPEC 9's filter length,
 * and cleared on reset (keeping the page size).
 */
export function useListFilters<K extends string>(
  keys: readonly K[],
  textKeys: readonly K[],
  url: Pick<ListUrl, 'params' | 'queryKey' | 'update' | 'clear'>,
) {
  const lang = useLang();
  const [draft, setDraft] = useState(() => draftOf(keys, url.params));
  // Kept in both languages, so a switch of language while one shows translates it.
  const [errors, setErrors] = useState<Partial<Record<K, Bilingual>>>({});
  const { queryKey } = url;

  // biome-ignore lint/correctness/useExhaustiveDependencies: keys are constant per list
  useEffect(() => {
    setDraft(draftOf(keys, new URLSearchParams(queryKey)));
  }, [queryKey]);

  /** Applies the draft (and `extra`, e.g. a filter the screen fixes) from page 1. */
  const search = (e?: FormEvent, extra: ListPatch = {}) => {
    e?.preventDefault();
    const errs: Partial<Record<K, Bilingual>> = {};
    const trimmed: Record<string, string> = { ...draft };
    for (const k of textKeys) {
      trimmed[k] = draft[k].trim();
      if (trimmed[k].length > LIMITS.filterTextMax)
        errs[k] = fill(MESSAGES.maxLength, { max: LIMITS.filterTextMax });
    }
    setErrors(errs);
    if (Object.keys(errs).length) return;
    url.update({ page: 1, ...trimmed, ...extra });
  };

  const reset = () => {
    setErrors({});
    url.clear();
  };

  const set = (k: K) => (v: string) => setDraft((d) => ({ ...d, [k]: v }));

  const shown = Object.fromEntries(
    Object.entries(errors).map(([k, text]) => [k, pick(text as Bilingual, lang)]),
  ) as Partial<Record<K, string>>;

  return { draft, setDraft, set, errors: shown, search, reset };
}

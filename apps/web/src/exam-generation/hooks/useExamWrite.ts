import { type Bilingual, pick } from '@mizan/domain/i18n';
import { useCallback, useState } from 'react';
import { ApiError } from '../../api/errors';
import { useLang } from '../../app/useLang';
import { showToast } from '../../state/store';
import type { ExamLive } from './useExamLive';

/**
 * One write of the exam under its lock version (API.md 'Rules'): on success the new version is
 * ours (no news) and the exam reloads; a stale version (409) shows what changed meanwhile; any
 * other refusal is a toast (or, for a form, a 422 with per-field texts is thrown to it) with the API's {ar, en} text. Answers the result, or null when refused.
 */
export function useExamWrite(live: ExamLive, version: number) {
  const lang = useLang();
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async <T extends { lockVersion: number }>(
      write: () => Promise<T>,
      done?: (r: T) => Bilingual | string,
      /** A 422 naming fields is thrown on to the caller's form instead of a toast. */
      fieldsToForm = false,
    ): Promise<T | null> => {
      setBusy(true);
      try {
        const r = await write();
        await live.wrote(r.lockVersion);
        const text = done?.(r);
        if (text) showToast(typeof text === 'string' ? text : pick(text, lang), 'success');
        return r;
      } catch (x) {
        if (!(x instanceof ApiError)) throw x;
        if (fieldsToForm && x.status === 422 && Object.keys(x.fields).length) throw x;
        if (x.status === 409) await live.whatChanged(version);
        showToast(pick(x.text, lang), 'error');
        return null;
      } finally {
        setBusy(false);
      }
    },
    [live, version, lang],
  );
  return { run, busy };
}

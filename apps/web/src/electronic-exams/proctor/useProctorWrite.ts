import { type Bilingual, pick } from '@mizan/domain/i18n';
import { useCallback, useState } from 'react';
import { ApiError } from '../../api/errors';
import { useLang } from '../../app/useLang';
import { showToast } from '../../state/store';

/**
 * One proctor action: a toast with its result, or the API's {ar, en} refusal; a 422 naming fields
 * is thrown on to the dialog's form. Answers the result, or null when refused.
 */
export function useProctorWrite() {
  const lang = useLang();
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async <T>(write: () => Promise<T>, done: string): Promise<T | null> => {
      setBusy(true);
      try {
        const r = await write();
        showToast(done, 'success');
        return r;
      } catch (x) {
        if (!(x instanceof ApiError)) throw x;
        if (x.status === 422 && Object.keys(x.fields).length) throw x;
        showToast(pick(x.text as Bilingual, lang), 'error');
        return null;
      } finally {
        setBusy(false);
      }
    },
    [lang],
  );
  return { run, busy };
}

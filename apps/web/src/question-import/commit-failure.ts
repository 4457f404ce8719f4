import { type Lang, pick } from '@mizan/domain/i18n';
import { ApiError } from '../api/errors';
import { errorText } from '../course-scope/errors';

/** A refused import, its messages placed where they belong: the shared fields, or question by question. */
export interface CommitFailure {
  text: string;
  shared: Record<string, string>;
  byIndex: Map<number, Record<string, string>>;
}

/**
 * The commit's 422 names fields by their place in what was sent ('indexes.3.ilos.0.weight' is the
 * fourth question sent); they go back to the question they are about.
 */
export function placeFailure(error: unknown, sent: number[], lang: Lang): CommitFailure {
  const byIndex = new Map<number, Record<string, string>>();
  const shared: Record<string, string> = {};
  if (error instanceof ApiError)
    for (const [key, text] of Object.entries(error.fields)) {
      const m = /^indexes\.(\d+)(?:\.(.+))?$/.exec(key);
      const index = m ? sent[Number(m[1])] : undefined;
      if (index === undefined) {
        shared[key] = pick(text, lang);
        continue;
      }
      byIndex.set(index, { ...byIndex.get(index), [m?.[2] ?? '']: pick(text, lang) });
    }
  return { text: errorText(error, lang), shared, byIndex };
}

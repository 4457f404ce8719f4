import { pick, type Lang } from '@mizan/domain/i18n';
import { MESSAGES } from '@mizan/domain/messages';
import { ApiError } from '../api/errors';

/**
 * The text to show for a failed call: the server's message, and for a 422 whose message is the
 * generic 'fields are not valid', the first field's own message (which says what is wrong).
 */
export function errorText(error: unknown, lang: Lang): string {
  if (!(error instanceof ApiError)) return pick(MESSAGES.generic, lang);
  const fields = Object.values(error.fields);
  if (fields.length && error.body?.message.en === MESSAGES.invalidData.en) return pick(fields[0], lang);
  return pick(error.text, lang);
}

/** Per-field texts of a 422 in the active language, keyed by the field path. */
export function fieldTexts(error: unknown, lang: Lang): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  return Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [k, pick(v, lang)]));
}

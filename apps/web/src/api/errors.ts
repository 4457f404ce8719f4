import type { Bilingual } from '@mizan/domain/i18n';
import { type ErrorBody, MESSAGES } from '@mizan/domain/messages';

/** Statuses a screen reports itself (toast or alert) instead of the wrapper's toast; 401/403/404 stay central. */
export const OWN_ERRORS: number[] = [400, 409, 413, 415, 422, 429, 500, 502, 503];

/** A failed call, with the server's {ar, en} text (or the generic one) ready to show. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody | null,
    /** Seconds, from Retry-After on a 429. */
    readonly retryAfter: number | null = null,
  ) {
    super(body?.message.en ?? MESSAGES.generic.en);
    this.name = 'ApiError';
  }

  get text(): Bilingual {
    return this.body?.message ?? MESSAGES.generic;
  }

  /** Per-field texts of a 422. */
  get fields(): Record<string, Bilingual> {
    return this.body?.fields ?? {};
  }
}

const isBilingual = (v: unknown): v is Bilingual =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as Bilingual).ar === 'string' &&
  typeof (v as Bilingual).en === 'string';

/** SPEC 8: a JSON {message: {ar, en}} body is shown as sent; anything else (plain text, HTML) is not. */
export function parseErrorBody(text: string): ErrorBody | null {
  try {
    const parsed = JSON.parse(text) as Partial<ErrorBody>;
    return isBilingual(parsed?.message) ? (parsed as ErrorBody) : null;
  } catch {
    return null;
  }
}

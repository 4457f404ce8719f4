import { type Bilingual, fill } from '@mizan/domain/i18n';
import { type ErrorBody, MESSAGES, type MessageKey } from '@mizan/domain/messages';

/**
 * The one way services say something went wrong: an HTTP status and a message of libs/domain.
 * The error filter turns it into the contract body {message: {ar, en}, fields?}.
 */
export class DomainError extends Error {
  /** Set by DomainError.of: a text of an area's own message table instead of MESSAGES[key]. */
  private text?: Bilingual;

  constructor(
    readonly status: number,
    readonly key: MessageKey,
    readonly params: Record<string, string | number> = {},
    readonly fields?: Record<string, Bilingual>,
    readonly headers: Record<string, string> = {},
  ) {
    super(key);
  }

  get body(): ErrorBody {
    const body: ErrorBody = { message: this.text ?? fill(MESSAGES[this.key], this.params) };
    if (this.fields) body.fields = this.fields;
    return body;
  }

  /** A message of an area's own table (libs/domain/<area>/messages.ts), already filled. */
  static of(status: number, message: Bilingual, fields?: Record<string, Bilingual>): DomainError {
    const error = new DomainError(status, 'generic', {}, fields);
    error.text = message;
    return error;
  }

  static validation(fields: Record<string, Bilingual>): DomainError {
    return new DomainError(422, 'invalidData', {}, fields);
  }
}

export const unauthorized = () => new DomainError(401, 'unauthorized');
export const forbidden = (key: MessageKey = 'forbidden') => new DomainError(403, key);
export const notFound = () => new DomainError(404, 'notFound');

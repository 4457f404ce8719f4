import { z } from 'zod';
import { type Bilingual, fill } from '../i18n/index.js';
import { MESSAGES, type MessageKey } from '../messages/index.js';

export type FieldErrors = Record<string, Bilingual>;
export type Validated<T> = { success: true; data: T } | { success: false; fields: FieldErrors };

const isMessageKey = (v: unknown): v is MessageKey => typeof v === 'string' && v in MESSAGES;

/**
 * Turns one zod issue into a bilingual text. A schema names a message by giving its key
 * as the issue message (`{ message: 'weakPassword' }`); otherwise the issue code decides.
 */
export function issueMessage(issue: z.core.$ZodIssue): Bilingual {
  if (isMessageKey(issue.message)) return fill(MESSAGES[issue.message], issue as never);
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? MESSAGES.required : MESSAGES.wrongType;
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') return min <= 1 ? MESSAGES.required : fill(MESSAGES.minLength, { min });
      if (issue.origin === 'array' || issue.origin === 'set') return fill(MESSAGES.minItems, { min });
      // An exclusive bound (`.positive()` is `> 0`) is itself refused: name it as such.
      return fill(issue.inclusive === false ? MESSAGES.aboveValue : MESSAGES.minValue, { min });
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return fill(MESSAGES.maxLength, { max });
      if (issue.origin === 'array' || issue.origin === 'set') return fill(MESSAGES.maxItems, { max });
      return fill(issue.inclusive === false ? MESSAGES.belowValue : MESSAGES.maxValue, { max });
    }
    case 'unrecognized_keys':
      return MESSAGES.unknownField;
    case 'invalid_value':
      return MESSAGES.invalidOption;
    default:
      return MESSAGES.invalidData;
  }
}

/** Per-field messages keyed by the dotted path; the first issue of a field wins. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) fields[[...issue.path, key].join('.')] ??= MESSAGES.unknownField;
      continue;
    }
    const path = issue.path.join('.') || '_';
    fields[path] ??= issueMessage(issue);
  }
  return fields;
}

export function validate<S extends z.ZodType>(schema: S, input: unknown): Validated<z.output<S>> {
  // reportInput lets a wrong type be told apart from a missing value.
  const result = schema.safeParse(input, { reportInput: true });
  return result.success
    ? { success: true, data: result.data }
    : { success: false, fields: fieldErrors(result.error) };
}

/** A text field that is trimmed first, then required and capped (SPEC 5 filters and titles). */
export const trimmedText = (max: number) => z.string().trim().min(1).max(max);
export const optionalTrimmedText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v ? v : undefined));

import { z } from 'zod';
import { fill } from '../i18n/index.js';
import { MESSAGES } from '../messages/index.js';
import { validate } from './index.js';

/** The text of the first field error of `input` under `schema`. */
const textOf = (schema: z.ZodType, input: unknown) => {
  const result = validate(z.strictObject({ v: schema }), { v: input });
  if (result.success) throw new Error('valid');
  return result.fields.v;
};

describe('bound texts name the bound the rule applies', () => {
  it.each([
    // An inclusive bound is allowed itself: "min value is 1".
    [z.number().int().min(1), 0, fill(MESSAGES.minValue, { min: 1 })],
    [z.number().max(99), 100, fill(MESSAGES.maxValue, { max: 99 })],
    // .positive() refuses 0: "min value is 0" would be false; the value must be greater than 0.
    [z.number().int().positive(), 0, fill(MESSAGES.aboveValue, { min: 0 })],
    [z.number().gt(2), 2, fill(MESSAGES.aboveValue, { min: 2 })],
    [z.number().lt(10), 10, fill(MESSAGES.belowValue, { max: 10 })],
    // Arrays count items, not a value.
    [z.array(z.number()).min(1), [], fill(MESSAGES.minItems, { min: 1 })],
    [z.array(z.number()).max(2), [1, 2, 3], fill(MESSAGES.maxItems, { max: 2 })],
    [z.string().min(3), 'ab', fill(MESSAGES.minLength, { min: 3 })],
  ])('%#', (schema, input, text) => {
    expect(textOf(schema, input)).toEqual(text);
  });

  it('the texts say what they mean in both languages', () => {
    expect(fill(MESSAGES.aboveValue, { min: 0 })).toEqual({
      ar: 'يجب أن تكون القيمة أكبر من ٠',
      en: 'The value must be greater than 0',
    });
  });
});

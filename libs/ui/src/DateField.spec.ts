/**
 * @jest-environment @happy-dom/jest-environment
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { DateField, formatFieldValue } from './DateField';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('formatFieldValue: a date input value as the active language writes it', () => {
  it('writes dates, dates with times and times in Arabic digits and month names, or in English', () => {
    expect(formatFieldValue('date', '2026-03-15', 'ar-EG')).toBe('الأحد، ١٥ مارس ٢٠٢٦');
    expect(formatFieldValue('date', '2026-03-15', 'en-GB')).toBe('Sun, 15 March 2026');
    expect(formatFieldValue('datetime-local', '2026-03-15T21:05', 'ar-EG')).toMatch(
      /^الأحد، ١٥ مارس ٢٠٢٦.*٩:٠٥ م$/,
    );
    expect(formatFieldValue('time', '09:30', 'ar-EG')).toBe('٩:٣٠ ص');
    expect(formatFieldValue('time', '09:30', 'en-GB')).toBe('9:30 am');
  });

  it('writes the wall-clock value as typed whatever the device zone, and nothing while incomplete', () => {
    // Midnight on the 1st stays the 1st (a Date read in a zone west of UTC would say the 31st).
    expect(formatFieldValue('datetime-local', '2026-01-01T00:00', 'en-GB')).toMatch(/^Thu, 1 January 2026/);
    for (const [type, value] of [
      ['date', ''],
      ['date', '2026-03'],
      ['datetime-local', '2026-03-15'],
      ['time', ''],
    ] as const)
      expect(formatFieldValue(type, value, 'ar-EG')).toBeUndefined();
  });
});

describe('DateField', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    document.body.innerHTML = '';
  });
  const render = (value: string) => {
    const host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
    act(() =>
      root?.render(
        createElement(DateField, {
          type: 'date',
          label: 'التاريخ',
          value,
          locale: 'ar-EG',
          onChange: () => {},
        }),
      ),
    );
    return {
      input: host.querySelector('input') as HTMLInputElement,
      shown: () => host.querySelector('[data-testid="field-display"]')?.textContent ?? null,
    };
  };

  it("shows the value in the language's writing over the browser's own text, and the input while editing", () => {
    const { input, shown } = render('2026-03-15');
    expect(input.value).toBe('2026-03-15');
    expect(input.type).toBe('date');
    expect(shown()).toBe('الأحد، ١٥ مارس ٢٠٢٦');
    expect(input.className).toContain('text-transparent');
    act(() => input.focus());
    expect(shown()).toBeNull();
    expect(input.className).not.toContain('text-transparent');
    act(() => input.blur());
    expect(shown()).toBe('الأحد، ١٥ مارس ٢٠٢٦');
  });

  it("shows nothing while empty (not the browser's 'mm/dd/yyyy'), and the input itself once focused", () => {
    const { input, shown } = render('');
    expect(shown()).toBe('');
    expect(input.className).toContain('text-transparent');
    act(() => input.focus());
    expect(shown()).toBeNull();
    expect(input.className).not.toContain('text-transparent');
  });
});

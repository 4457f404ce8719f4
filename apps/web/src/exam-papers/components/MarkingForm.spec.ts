/**
 * @jest-environment @happy-dom/jest-environment
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import type { QuestionContent } from '@mizan/domain/questions';
import type { MarkingItem, WrittenAnswer } from '@mizan/domain/scoring';
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { initI18n } from '../../i18n';
import { MarkingForm } from './MarkingForm';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * The marker's form against what its screen does to it: the queue behind it is fetched again (a
 * scans job ending, a live event) and hands the same answer as a new object; another answer comes
 * after a save.
 */
const item = (ref: string, written: WrittenAnswer = {}): MarkingItem => ({
  ref,
  ordinal: 1,
  source: 'manual',
  answer: null,
  parts: [
    { sub: null, kind: 'rubric', id: 'r1', max: 2 },
    { sub: null, kind: 'rubric', id: 'r2', max: 3 },
  ],
  written,
  marks: null,
  max: 5,
  second: null,
  difference: null,
});
const content = { body: { type: '3.1.', rubrics: [] } } as unknown as QuestionContent;

let root: Root;
let host: HTMLElement;
const saved: WrittenAnswer[] = [];
const render = (i: MarkingItem) =>
  act(() =>
    root.render(
      createElement(MarkingForm, { item: i, content, marker: 1, busy: false, onSave: (w) => saved.push(w) }),
    ),
  );
const input = (k: number) => host.querySelector<HTMLInputElement>(`[data-testid="marking-input-${k}"]`)!;
/** Types as a person does: React hears the input event with the element's new value. */
const type = (k: number, value: string) =>
  act(() => {
    const el = input(k);
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });

// The form's labels as the screen shows them (not keys).
initI18n('en');

beforeEach(() => {
  saved.length = 0;
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
});

describe('MarkingForm', () => {
  it('keeps the marks being typed when the same answer is fetched again, and saves them', async () => {
    const ref = '00000000-0000-4000-8000-000000000001';
    render(item(ref));
    type(0, '2');
    type(1, '3');
    render(item(ref));
    expect([input(0).value, input(1).value]).toEqual(['2', '3']);
    act(() =>
      host.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })),
    );
    expect(saved).toEqual([{ rubricMarks: { r1: 2, r2: 3 } }]);
  });

  it("shows the next answer's own entries, not the last one's", async () => {
    render(item('00000000-0000-4000-8000-000000000001'));
    type(0, '2');
    render(item('00000000-0000-4000-8000-000000000002', { rubricMarks: { r2: 1 } }));
    expect([input(0).value, input(1).value]).toEqual(['', '1']);
  });
});

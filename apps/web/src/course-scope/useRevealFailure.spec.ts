/**
 * @jest-environment @happy-dom/jest-environment
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { useRevealFailure } from './useRevealFailure';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * A form whose save failure is shown above it: the failure is brought into view each time a save
 * is refused (Save sits at the bottom of a long form). happy-dom does not scroll, so elements
 * record the scrolls asked of them.
 */
const scrolls: { id: string | null; options: unknown }[] = [];
let root: Root | undefined;
HTMLElement.prototype.scrollIntoView = function (this: HTMLElement, options?: unknown) {
  scrolls.push({ id: this.dataset.testid ?? null, options });
};

function Form({ failure }: { failure: unknown }) {
  useRevealFailure(failure, 'save-error');
  return createElement(
    'form',
    null,
    failure ? createElement('p', { 'data-testid': 'save-error' }, 'refused') : null,
    createElement('p', { 'data-testid': 'other' }, 'fields'),
  );
}

const render = (failure: unknown) =>
  act(() => {
    if (!root) {
      const host = document.createElement('div');
      document.body.append(host);
      root = createRoot(host);
    }
    root.render(createElement(Form, { failure }));
  });

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  scrolls.length = 0;
  document.body.innerHTML = '';
});

describe('useRevealFailure', () => {
  it('does nothing while no save has failed', () => {
    render(null);
    render(undefined);
    expect(scrolls).toEqual([]);
  });

  it('brings the failure to the middle of the view when a save is refused, once per failure', () => {
    render(null);
    render({ status: 422 });
    // The effect runs after the element is in the page, so the scroll reaches the new message.
    expect(scrolls).toEqual([{ id: 'save-error', options: { block: 'center', behavior: 'smooth' } }]);
    const failure = { status: 409 };
    render(failure);
    render(failure);
    expect(scrolls.map((s) => s.id)).toEqual(['save-error', 'save-error']);
  });

  it('is quiet when the failure is cleared, and reveals the next one', () => {
    render({ status: 422 });
    render(null);
    expect(scrolls).toHaveLength(1);
    render({ status: 422 });
    expect(scrolls).toHaveLength(2);
  });
});

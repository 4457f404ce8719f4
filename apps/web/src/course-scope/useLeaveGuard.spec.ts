/**
 * @jest-environment @happy-dom/jest-environment
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { act, createElement, Fragment, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { changeLanguage, initI18n } from '../i18n';
import arCourses from '../i18n/locales/ar/courses.json' with { type: 'json' };
import enCourses from '../i18n/locales/en/courses.json' with { type: 'json' };

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * SPEC 2's leave guard as an edit screen uses it: in a data router, leaving with unsaved changes
 * asks first (in the screen's language), and the answer decides.
 */
let setDirty: (dirty: boolean) => void;
let allow: () => void;
let root: Root | undefined;
let router: ReturnType<typeof createMemoryRouter>;
// Imported once i18next is set up, as the app does (main.tsx): the guard's module registers its texts.
let useLeaveGuard: typeof import('./useLeaveGuard').useLeaveGuard;

function Editor() {
  const [dirty, set] = useState(false);
  setDirty = set;
  const guard = useLeaveGuard(dirty);
  allow = guard.allow;
  return createElement(Fragment, null, createElement('p', null, 'editing'), guard.prompt);
}

const at = () => `${router.state.location.pathname}${router.state.location.search}`;
const dialog = () => document.querySelector('[data-testid="confirm-leave"]');
const go = (to: string | number) =>
  act(async () => {
    await (typeof to === 'number' ? router.navigate(to) : router.navigate(to));
  });
const press = (label: string) =>
  act(async () => {
    const button = [...(dialog()?.querySelectorAll('button') ?? [])].find((b) => b.textContent === label);
    if (!button) throw new Error(`no button ${label}`);
    button.click();
  });

beforeAll(async () => {
  initI18n('ar');
  ({ useLeaveGuard } = await import('./useLeaveGuard'));
});
beforeEach(() => {
  changeLanguage('ar');
  router = createMemoryRouter(
    [
      { path: '/courses/7/edit', element: createElement(Editor) },
      { path: '/courses', element: createElement('p', null, 'list') },
    ],
    { initialEntries: ['/courses', '/courses/7/edit'], initialIndex: 1 },
  );
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  act(() => root?.render(createElement(RouterProvider, { router })));
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

describe('useLeaveGuard', () => {
  it('lets a screen without changes go', async () => {
    await go('/courses');
    expect(at()).toBe('/courses');
    expect(dialog()).toBeNull();
  });

  it('asks before leaving with changes, in Arabic, and stays when the user chooses to', async () => {
    act(() => setDirty(true));
    await go('/courses');
    expect(at()).toBe('/courses/7/edit');
    expect(dialog()?.textContent).toContain(arCourses.header.leaveTitle);
    expect(dialog()?.textContent).toContain(arCourses.header.leaveBody);
    await press(arCourses.header.stay);
    expect(at()).toBe('/courses/7/edit');
    expect(dialog()).toBeNull();
    // Asked again on the next try.
    await go('/courses');
    expect(dialog()).not.toBeNull();
  });

  it('leaves, cancelling the changes, when the user confirms (English screen)', async () => {
    act(() => changeLanguage('en'));
    act(() => setDirty(true));
    await go('/courses');
    expect(dialog()?.textContent).toContain(enCourses.header.leaveTitle);
    await press(enCourses.header.leaveConfirm);
    expect(at()).toBe('/courses');
  });

  it("guards the browser's back button too", async () => {
    act(() => setDirty(true));
    await go(-1);
    expect(at()).toBe('/courses/7/edit');
    expect(dialog()).not.toBeNull();
  });

  it('lets a change of the query alone through (the same screen)', async () => {
    act(() => setDirty(true));
    await go('/courses/7/edit?tab=ilos');
    expect(at()).toBe('/courses/7/edit?tab=ilos');
    expect(dialog()).toBeNull();
  });

  it('lets the navigation after a successful save go without asking', async () => {
    act(() => setDirty(true));
    allow();
    await go('/courses');
    expect(at()).toBe('/courses');
    expect(dialog()).toBeNull();
  });
});

/**
 * @jest-environment @happy-dom/jest-environment
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { createInstance, type TFunction } from 'i18next';
import { act, createElement, type FormEvent } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter, useLocation, useNavigate, useNavigationType } from 'react-router';
import arQuestions from '../../i18n/locales/ar/questions.json' with { type: 'json' };
import enQuestions from '../../i18n/locales/en/questions.json' with { type: 'json' };
import { languageAtom } from '../../state/languageAtom';
import { store } from '../../state/store';
import { listQuery } from './list-query';
import { type ListUrl, listTableTexts, useListUrl } from './list-state';
import { useListFilters } from './useListFilters';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * The list kit as a screen uses it: a list's state lives in its URL (SPEC 2), so each test renders
 * the hooks inside a router at a URL and reads the URL the router ends up at.
 */
const KEYS = ['text', 'status'] as const;
type Seen = {
  url: ListUrl;
  filters: ReturnType<typeof useListFilters<(typeof KEYS)[number]>>;
  search: string;
  navType: string;
  navigate: ReturnType<typeof useNavigate>;
};
let seen: Seen;
let root: Root | undefined;

function Probe({ resetKey }: { resetKey?: unknown }) {
  const url = useListUrl(resetKey);
  const filters = useListFilters(KEYS, ['text'], url);
  seen = {
    url,
    filters,
    search: useLocation().search,
    navType: useNavigationType(),
    navigate: useNavigate(),
  };
  return null;
}

const render = (at: string, resetKey?: unknown) => {
  const el = (key: unknown) =>
    createElement(MemoryRouter, { initialEntries: [at] }, createElement(Probe, { resetKey: key }));
  act(() => {
    root = createRoot(document.createElement('div'));
    root.render(el(resetKey));
  });
  return (key: unknown) => act(() => root?.render(el(key)));
};

const query = () => new URLSearchParams(seen.search);

beforeEach(() => store.set(languageAtom, 'ar'));
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
});

describe('useListUrl: page and size read from the URL', () => {
  it('gives page 1 and 10 rows when the URL says nothing', () => {
    render('/list');
    expect([seen.url.page, seen.url.limit]).toEqual([1, 10]);
  });

  it('reads a valid page and one of the offered sizes', () => {
    render('/list?page=3&limit=20');
    expect([seen.url.page, seen.url.limit]).toEqual([3, 20]);
  });

  it.each([
    ['page=abc&limit=abc', 1, 10],
    ['page=0&limit=0', 1, 10],
    ['page=-4&limit=-10', 1, 10],
    ['page=&limit=7', 1, 10],
    ['page=2&limit=1000', 2, 10],
    ['page=2.5&limit=20.5', 1, 10],
  ])('falls back to the defaults for bad values, in the screen and its API query: ?%s', (qs, page, limit) => {
    render(`/list?${qs}`);
    expect([seen.url.page, seen.url.limit]).toEqual([page, limit]);
    expect(listQuery(7, query(), 'ar')).toMatchObject({ courseId: 7, page, limit });
  });
});

describe('useListUrl: writing the URL', () => {
  it('sets the values given, drops those emptied, keeps the rest, as a new history entry', () => {
    render('/list?page=2&status=draft&text=old&orderBy=name');
    act(() => seen.url.update({ page: 3, text: '', status: null, desc: 1 }));
    expect(Object.fromEntries(query())).toEqual({ page: '3', orderBy: 'name', desc: '1' });
    expect(seen.url.page).toBe(3);
    expect(seen.url.queryKey).toBe(query().toString());
    expect(seen.navType).toBe('PUSH');
  });

  it('replaces the history entry when asked', () => {
    render('/list');
    act(() => seen.url.update({ limit: 50 }, true));
    expect(seen.url.limit).toBe(50);
    expect(seen.navType).toBe('REPLACE');
  });

  it('clears the filters and the page but keeps a chosen page size', () => {
    render('/list?page=4&limit=20&text=x&orderBy=name&desc=1');
    act(() => seen.url.clear());
    expect(seen.search).toBe('?limit=20');
    act(() => seen.url.update({ limit: 10, text: 'y' }));
    act(() => seen.url.clear());
    expect(seen.search).toBe('');
  });
});

describe('useListUrl: back to page 1 when the language or the scope changes (SPEC 2)', () => {
  it('does not move the page on the first render or on other renders', () => {
    const rerender = render('/list?page=3', 'scope-1');
    rerender('scope-1');
    expect(seen.url.page).toBe(3);
  });

  it('goes to page 1, replacing the entry, when the language changes', () => {
    render('/list?page=3&text=x');
    act(() => store.set(languageAtom, 'en'));
    expect(Object.fromEntries(query())).toEqual({ page: '1', text: 'x' });
    expect(seen.navType).toBe('REPLACE');
  });

  it('goes to page 1 when the reset key (a course list scope) changes', () => {
    const rerender = render('/list?page=3', 'scope-1');
    rerender('scope-2');
    expect(seen.url.page).toBe(1);
  });

  it('writes nothing when already on page 1', () => {
    render('/list?text=x');
    act(() => store.set(languageAtom, 'en'));
    expect(seen.search).toBe('?text=x');
    expect(seen.navType).toBe('POP');
  });
});

describe('useListFilters: the filter form over the URL', () => {
  const submit = () => {
    let prevented = false;
    act(() => seen.filters.search({ preventDefault: () => (prevented = true) } as unknown as FormEvent));
    return prevented;
  };

  it('starts from the filters in the URL, missing ones empty', () => {
    render('/list?text=heat&page=2');
    expect(seen.filters.draft).toEqual({ text: 'heat', status: '' });
  });

  it('applies the draft from page 1 with the free text trimmed, and stops the form submit', () => {
    render('/list?page=5&limit=20');
    act(() => seen.filters.set('text')('  heat  '));
    act(() => seen.filters.set('status')('draft'));
    expect(submit()).toBe(true);
    expect(Object.fromEntries(query())).toEqual({ page: '1', limit: '20', text: 'heat', status: 'draft' });
    expect(seen.filters.draft.text).toBe('heat');
  });

  it('drops a filter emptied in the form, and adds what the screen fixes', () => {
    render('/list?text=heat&status=draft');
    act(() => seen.filters.set('text')('   '));
    act(() => seen.filters.search(undefined, { needToFix: 1 }));
    expect(Object.fromEntries(query())).toEqual({ page: '1', status: 'draft', needToFix: '1' });
  });

  it('refuses a text over 100 characters with the message in the active language, URL unchanged', () => {
    render('/list?status=draft');
    act(() => seen.filters.set('text')(`${'a'.repeat(101)} `));
    submit();
    expect(seen.filters.errors).toEqual({ text: 'الحد الأقصى ١٠٠ حرف' });
    expect(seen.search).toBe('?status=draft');
    // The message shown follows a switch of language without another search.
    act(() => store.set(languageAtom, 'en'));
    expect(seen.filters.errors).toEqual({ text: 'Max length 100 characters' });
    // Exactly the limit passes (trimmed first).
    act(() => seen.filters.set('text')(` ${'a'.repeat(100)} `));
    submit();
    expect(seen.filters.errors).toEqual({});
    expect(query().get('text')).toBe('a'.repeat(100));
  });

  it('follows the URL on back and forward, dropping an unapplied draft', () => {
    render('/list?text=one');
    act(() => seen.filters.set('text')('two'));
    submit();
    act(() => seen.filters.set('text')('unsent'));
    act(() => {
      void seen.navigate(-1);
    });
    expect(seen.filters.draft.text).toBe('one');
    act(() => {
      void seen.navigate(1);
    });
    expect(seen.filters.draft.text).toBe('two');
  });

  it('reset clears the errors and the filters, keeping the page size', () => {
    render('/list?limit=5&text=x&status=draft');
    act(() => seen.filters.set('text')('b'.repeat(101)));
    submit();
    act(() => seen.filters.reset());
    expect(seen.filters.errors).toEqual({});
    expect(seen.search).toBe('?limit=5');
    expect(seen.filters.draft).toEqual({ text: '', status: '' });
  });
});

describe('listTableTexts: the table texts in the language of the list', () => {
  const tOf = (lng: 'ar' | 'en'): TFunction => {
    const i18n = createInstance();
    void i18n.init({
      lng: lng,
      resources: { ar: { questions: arQuestions }, en: { questions: enQuestions } },
      interpolation: { escapeValue: false },
    });
    return i18n.t;
  };

  it('writes page numbers and counts in Arabic digits on an Arabic screen', () => {
    const texts = listTableTexts(tOf('ar'), 'ar', 'لا شيء', 'questions');
    expect(texts.pageOf(2, 15)).toBe('صفحة ٢ من ١٥');
    expect(texts.number(1250)).toBe('١٢٥٠');
    expect(texts.rowsPerPage).toBe(arQuestions.list.rowsPerPage);
    expect(texts.empty).toBe('لا شيء');
  });

  it('writes them in Western digits on an English screen', () => {
    const texts = listTableTexts(tOf('en'), 'en', 'Nothing', 'questions');
    expect(texts.pageOf(2, 15)).toBe('Page 2 of 15');
    expect(texts.number(7)).toBe('7');
    expect(texts.next).toBe(enQuestions.list.next);
  });
});

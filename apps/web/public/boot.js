// Applied before the first paint so a saved English or dark choice does not flash Arabic/light.
// A file, not an inline script: the page's Content-Security-Policy allows scripts of the origin only.
// Keys and values match src/state/languageAtom.ts and themeAtom.ts (JSON, as jotai stores them).
(() => {
  try {
    const lang = JSON.parse(localStorage.getItem('mizan.language') || '"ar"');
    const theme = JSON.parse(localStorage.getItem('mizan.theme') || '"system"');
    const root = document.documentElement;
    if (lang === 'en') {
      root.lang = 'en';
      root.dir = 'ltr';
    }
    const dark =
      theme === 'dark' || (theme === 'system' && matchMedia('(prefers-color-scheme: dark)').matches);
    root.classList.toggle('dark', dark);
  } catch {
    // Storage blocked or unreadable: keep the Arabic, system-theme defaults.
  }
})();

// zod (the forms' validation) compiles its object parsers with `new Function` unless told not to,
// before any schema is made: the page's CSP refuses eval, and even zod's caught probe of it would
// be reported as a violation. Interpreted parsing is fast enough for forms.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });

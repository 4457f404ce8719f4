import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { themeAtom } from '../state/themeAtom';

const darkQuery = () => window.matchMedia('(prefers-color-scheme: dark)');

/** Keeps the `.dark` class on <html> in line with the choice and, for 'system', with the OS. */
export function useThemeClass(): void {
  const theme = useAtomValue(themeAtom);
  useEffect(() => {
    const query = darkQuery();
    const apply = () =>
      document.documentElement.classList.toggle(
        'dark',
        theme === 'dark' || (theme === 'system' && query.matches),
      );
    apply();
    if (theme !== 'system') return;
    query.addEventListener('change', apply);
    return () => query.removeEventListener('change', apply);
  }, [theme]);
}

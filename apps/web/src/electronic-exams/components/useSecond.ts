import { useEffect, useState } from 'react';

/** Re-renders the caller every second (countdowns). */
export function useSecond(): void {
  const [, set] = useState(0);
  useEffect(() => {
    const t = setInterval(() => set((n) => n + 1), 1000);
    return () => clearInterval(t);
  }, []);
}

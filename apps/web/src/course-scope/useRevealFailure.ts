import { useEffect } from 'react';

/** A refused save is reported above the form: bring it into view (Save sits at the bottom). */
export function useRevealFailure(failure: unknown, testId: string) {
  useEffect(() => {
    if (failure != null)
      document
        .querySelector(`[data-testid="${testId}"]`)
        ?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [failure, testId]);
}

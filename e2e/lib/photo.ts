import type { Locator, LocatorScreenshotOptions, Page, PageScreenshotOptions } from '@playwright/test';

/** Pictures are taken locally, and on CI only when MIZAN_SHOTS=1 asks for them. */
const taking = !process.env.CI || process.env.MIZAN_SHOTS === '1';

/**
 * A picture of a screen (or of one element) for a person to look at: the journeys' screenshot steps.
 * On CI nobody opens a run's pictures, and taking them (full-page PNGs of every screen in two
 * languages and themes) was a fifth of the journeys' time, so there the step is skipped; the checks
 * around it run either way. The route sweep chooses its own (MIZAN_ROUTE_SHOTS).
 */
export async function photo(
  target: Page | Locator,
  options: PageScreenshotOptions & LocatorScreenshotOptions,
): Promise<void> {
  if (taking) await target.screenshot(options);
}

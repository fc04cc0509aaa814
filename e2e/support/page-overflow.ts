import type { Page } from 'playwright-core';

/** How far the document reaches past the screen's right edge (0 when it fits). */
export function pageOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

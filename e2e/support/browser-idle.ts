import type { Page } from 'playwright-core';

/**
 * Two rounds of an idle callback and a frame: the page's pending renders have committed and the
 * tasks its last event queued have run (a pause in ms would say nothing on a slow machine).
 */
export async function browserIdle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let round = 0; round < 2; round++) {
      await new Promise((resolve) => requestIdleCallback(resolve));
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  });
}

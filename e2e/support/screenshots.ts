import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { animationsSettled } from './axe.ts';

export const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '../../test-results/screenshots');

/**
 * Screenshots are for a person to look at, never compared: taken only with `SCREENSHOTS=1`
 * (`npm run screenshots`), so the suite does not spend its time on them.
 */
export const SCREENSHOTS_WANTED = process.env.SCREENSHOTS === '1';

/** Writes `test-results/screenshots/<name>.png` (not committed) when screenshots are wanted. */
export async function saveScreenshot(page: Page, name: string, fullPage = false): Promise<void> {
  if (!SCREENSHOTS_WANTED) return;
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await animationsSettled(page);
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage });
}

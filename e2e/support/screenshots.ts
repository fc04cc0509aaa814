import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';

export const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '../../test-results/screenshots');

/** Writes `test-results/screenshots/<name>.png` (not committed) for a person to look at. */
export async function saveScreenshot(page: Page, name: string, fullPage = false): Promise<void> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  // Let fade-ins and smooth scrolls settle.
  await page.waitForTimeout(700);
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage });
}

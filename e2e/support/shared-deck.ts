import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * A share link's slides opened at `/share/{id}`, walked with the keyboard: the slide frame, the
 * current slide's title, and one slide back (waiting until the position moves).
 */
export async function openSharedDeck(page: Page, shareId: string) {
  await page.goto(`/share/${shareId}`);
  await page.getByTestId('presentation-position').waitFor();
  const frame = page.locator('[data-slide-frame]');
  const position = page.getByTestId('presentation-position');
  return {
    frame,
    title: () => frame.locator('[data-deck-style="title"]').first().textContent(),
    back: async () => {
      const before = await position.textContent();
      await page.keyboard.press('PageUp');
      await expect.poll(() => position.textContent()).not.toBe(before);
    },
  };
}

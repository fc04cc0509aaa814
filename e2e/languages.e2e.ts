import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserApp } from './support/app-environment.ts';
import { animationsSettled, seriousViolations } from './support/axe.ts';
import { saveScreenshot } from './support/screenshots.ts';
import { createShare, seedStrategy } from './support/seed-strategy.ts';
import { connectSharedApp } from './support/shared-app.ts';

/** A Japanese and an Arabic strategy, shared read-only: the view speaks their language. */
const STRATEGIES = [
  {
    language: 'Japanese',
    tag: 'ja',
    dir: 'ltr',
    company: '職人工房',
    text: '私たちは職人のための道具を作ります。',
    heading: '私たちの使命',
  },
  {
    language: 'Arabic',
    tag: 'ar',
    dir: 'rtl',
    company: 'ورشة الحرفيين',
    text: 'تبيع شركة Maker Works أدوات منذ عام 2024 في دبي.',
    heading: 'رسالتنا',
  },
] as const;

let env: BrowserApp;
const urls = new Map<string, string>();

beforeAll(async () => {
  env = await connectSharedApp();
  for (const strategy of STRATEGIES) {
    const id = await seedStrategy(env.server.url, {
      language: strategy.language,
      metadata: { companyName: strategy.company },
      sections: { 'mission-statement': strategy.text },
    });
    // The section's heading in the strategy's language, as the person set it (decision 0053).
    const titled = await fetch(`${env.server.url}/api/strategies/${id}/titles`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ titles: { 'mission-statement': strategy.heading } }),
    });
    expect(titled.status).toBe(200);
    const share = await createShare(env.server.url, id, {
      accessType: 'view',
      expiresInDays: null,
    });
    urls.set(strategy.language, new URL(share.url).pathname);
  }
});
afterAll(async () => {
  await env?.close();
});

describe('the shared view in the strategy’s language', () => {
  for (const strategy of STRATEGIES) {
    for (const width of [1280, 390]) {
      it(`${strategy.language} at ${width} px: lang and dir on the view and its slides, axe clean`, async () => {
        const page = await env.newPage({ width, height: 844 });
        await page.goto(urls.get(strategy.language) as string);
        await page.getByRole('main').waitFor();
        const view = page.locator(`[lang="${strategy.tag}"][dir="${strategy.dir}"]`).first();
        await view.waitFor();
        expect(await view.getByRole('main').count()).toBe(1);
        // Its translated title in the Contents and on its slide (decision 0053).
        await page.getByText(strategy.heading).first().waitFor({ state: 'attached' });
        const slide = page.locator('[data-slide-id]').first();
        expect(await slide.getAttribute('lang')).toBe(strategy.tag);
        expect(await slide.getAttribute('dir')).toBe(strategy.dir);
        await animationsSettled(page);
        await saveScreenshot(page, `shared-view-${strategy.language.toLowerCase()}-${width}`);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  }
});

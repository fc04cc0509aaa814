import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { connectSharedApp } from './support/shared-app.ts';

let server: { url: string };
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await connectSharedApp());
});
afterAll(async () => {
  await browser?.close();
});

it('loads "/" and shows the header "The Maker Business Builder"', async () => {
  const page = await browser.newPage();
  await page.goto(server.url);
  await expect
    .poll(() => page.getByRole('heading', { level: 1 }).textContent())
    .toBe('The Maker Business Builder');
  expect(await page.title()).toBe('The Maker Business Builder');
});

it('serves the app for a /share/ link (SPA fallback)', async () => {
  const response = await fetch(`${server.url}/share/0b7c7a43-5d0f-4f43-9b1e-1f1e8a2c1d10`);
  expect(response.status).toBe(200);
  expect(await response.text()).toContain('<div id="root">');
});

import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
} from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium, headless, with nothing that reaches for the network. */
export const CHROMIUM_OPTIONS = {
  executablePath: CHROMIUM_PATH,
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/** A Chromium of one's own (the benchmarks); browser tests share one (`shared-browser.ts`). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch(CHROMIUM_OPTIONS);
}

export const DESKTOP = { width: 1280, height: 800 };

/** A fresh context (no cookies) at a viewport; phone-sized ones get a 2x screen, as real phones. */
export function newViewportContext(
  browser: Browser,
  viewport: { width: number; height: number } = DESKTOP,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  return browser.newContext({
    viewport,
    deviceScaleFactor: viewport.width < 500 ? 2 : 1,
    ...options,
  });
}

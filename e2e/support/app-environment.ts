import type { Browser, BrowserContext, Page } from 'playwright-core';
import { type ServerProcess, startServerProcess } from '../../src/server/testing/server-process.ts';
import { type FakeLlm, type FakeLlmOptions, startFakeLlm } from '../../tools/fake-llm/server.ts';
import { launchBrowser } from './browser.ts';

export interface AppEnvironment {
  server: ServerProcess;
  fake: FakeLlm;
  browser: Browser;
  /** A fresh browser context (its own cookies) at the given width. */
  newPage(options?: { width?: number; height?: number }): Promise<Page>;
  close(): Promise<void>;
}

/**
 * The real server process, the fake model server behind it, and Debian's Chromium: what every
 * browser test starts from. `env` adds to the server's environment.
 */
export async function startAppEnvironment(
  options: { fake?: FakeLlmOptions; env?: Record<string, string | undefined> } = {},
): Promise<AppEnvironment> {
  const fake = await startFakeLlm({ perTokenMs: 5, ...options.fake });
  const [server, browser] = await Promise.all([
    startServerProcess({ LLM_BASE_URL: fake.url, LLM_MODEL: 'fake', ...options.env }),
    launchBrowser(),
  ]);
  const contexts: BrowserContext[] = [];
  return {
    server,
    fake,
    browser,
    async newPage({ width = 1280, height = 900 } = {}) {
      const context = await browser.newContext({
        viewport: { width, height },
        baseURL: server.url,
        reducedMotion: 'no-preference',
      });
      contexts.push(context);
      const page = await context.newPage();
      page.setDefaultTimeout(20_000);
      return page;
    },
    async close() {
      await Promise.allSettled(contexts.map((context) => context.close()));
      await browser.close().catch(() => {});
      await server.stop();
      await fake.close();
    },
  };
}

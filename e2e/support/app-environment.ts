import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { ServerProcess } from '../../src/server/testing/server-process.ts';
import { type FakeLlm, type FakeLlmOptions, startFakeLlm } from '../../tools/fake-llm/server.ts';
import { startE2eServer } from './e2e-server.ts';
import { connectBrowser } from './shared-browser.ts';

/** A server to test and a browser connection to test it with. */
export interface BrowserApp {
  server: { url: string };
  browser: Browser;
  /** A fresh browser context (its own cookies and storage) at the given width. */
  newPage(options?: { width?: number; height?: number }): Promise<Page>;
  /** Closes this file's contexts and its browser connection. */
  close(): Promise<void>;
}

export interface AppEnvironment extends BrowserApp {
  server: ServerProcess;
  fake: FakeLlm;
}

/** Contexts on `browser` whose relative addresses go to `url`; closed with the connection. */
export function browserApp(browser: Browser, url: string): BrowserApp {
  const contexts: BrowserContext[] = [];
  return {
    server: { url },
    browser,
    async newPage({ width = 1280, height = 900 } = {}) {
      const context = await browser.newContext({
        viewport: { width, height },
        baseURL: url,
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
    },
  };
}

/**
 * A server of the file's own, the fake model server behind it, and the run's Chromium: for a
 * file whose server needs its own configuration (decision 0118; the others share one,
 * `shared-app.ts`). `env` adds to the server's environment.
 */
export async function startAppEnvironment(
  options: { fake?: FakeLlmOptions; env?: Record<string, string | undefined> } = {},
): Promise<AppEnvironment> {
  const fake = await startFakeLlm({ perTokenMs: 5, ...options.fake });
  const [server, browser] = await Promise.all([
    startE2eServer({ LLM_BASE_URL: fake.url, LLM_MODEL: 'fake', ...options.env }),
    connectBrowser(),
  ]);
  const app = browserApp(browser, server.url);
  return {
    ...app,
    server,
    fake,
    async close() {
      await app.close();
      await server.stop();
      await fake.close();
    },
  };
}

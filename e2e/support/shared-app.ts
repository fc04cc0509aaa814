import { inject } from 'vitest';
import { type BrowserApp, browserApp } from './app-environment.ts';
import { connectBrowser } from './shared-browser.ts';
import { configureSharedFake, type SharedFakeOptions } from './shared-fake.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The server most files share (`global-setup.ts`, decision 0118). */
    sharedServerUrl: string;
    /** The fake model server behind it, ending in `/v1`. */
    sharedFakeUrl: string;
  }
}

/**
 * The run's shared server (default configuration, the fake model behind it) and the run's
 * Chromium. Its data outlives the file: each test makes its own strategy and context, and
 * asserts only on what it made. `fake` sets the model's pace for this file.
 */
export async function connectSharedApp(
  options: { fake?: SharedFakeOptions } = {},
): Promise<BrowserApp> {
  const [browser] = await Promise.all([
    connectBrowser(),
    configureSharedFake(inject('sharedFakeUrl'), options.fake ?? {}),
  ]);
  return browserApp(browser, inject('sharedServerUrl'));
}

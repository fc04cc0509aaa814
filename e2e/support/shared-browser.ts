import { type Browser, chromium } from 'playwright-core';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The one Chromium of the browser test run, started by `global-setup.ts`. */
    browserEndpoint: string;
  }
}

/**
 * A connection to the run's one Chromium: starting a browser per file cost seconds each. Each
 * file makes its own contexts (own cookies and storage); closing the connection closes them.
 */
export function connectBrowser(): Promise<Browser> {
  return chromium.connect(inject('browserEndpoint'));
}

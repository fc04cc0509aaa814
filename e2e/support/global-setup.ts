import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { startServerProcess } from '../../src/server/testing/server-process.ts';
import { buildServer } from '../../tools/build-server.mjs';
// @ts-expect-error: a plain ES module shared with `npm start`.
import { buildWebIfStale } from '../../tools/build-web.mjs';
import { startFakeLlm } from '../../tools/fake-llm/server.ts';
import { CHROMIUM_OPTIONS } from './browser.ts';
import { startServerOnCopy } from './server-on-copy.ts';
import { SHARED_FAKE_OPTIONS } from './shared-fake.ts';

/** Two folders below the checkout, as the server's build must be; apart from `npm start`'s. */
const SERVER_BUILD = path.resolve(import.meta.dirname, '../../build/e2e-server');

/**
 * Builds the page if its sources changed and the server as `npm start` does, starts the one
 * Chromium every file connects to, leaves a data directory with a migrated database for the
 * servers files start of their own, and starts the one server (with its fake model) that the
 * other files share (decision 0118).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  buildWebIfStale();
  await buildServer(SERVER_BUILD);
  const entry = path.join(SERVER_BUILD, 'main.mjs');
  const [browser, template, fake] = await Promise.all([
    chromium.launchServer(CHROMIUM_OPTIONS),
    startServerProcess({}, { entry }),
    startFakeLlm(SHARED_FAKE_OPTIONS),
  ]);
  await template.stop();
  const shared = await startServerOnCopy(template.dataDir, entry, {
    LLM_BASE_URL: fake.url,
    LLM_MODEL: 'fake',
  });
  project.provide('browserEndpoint', browser.wsEndpoint());
  project.provide('dataTemplate', template.dataDir);
  project.provide('serverEntry', entry);
  project.provide('sharedServerUrl', shared.url);
  project.provide('sharedFakeUrl', fake.url);
  return async () => {
    await Promise.allSettled([browser.close(), shared.stop()]);
    await fake.close();
    fs.rmSync(template.dataDir, { recursive: true, force: true });
  };
}

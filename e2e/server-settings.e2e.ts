import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerProcess } from '../src/server/testing/server-process.ts';
import { startE2eServer } from './support/e2e-server.ts';
import { EditorPage } from './support/editor-page.ts';
import { seedStrategy } from './support/seed-strategy.ts';
import { connectBrowser } from './support/shared-browser.ts';

let browser: Browser;
const servers: ServerProcess[] = [];

beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
  await Promise.all(servers.map((server) => server.stop()));
});

async function openEditor(server: ServerProcess, strategyId?: string): Promise<EditorPage> {
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 1280, height: 900 },
  });
  const editor = new EditorPage(await context.newPage());
  await editor.goto(strategyId);
  return editor;
}

describe('how the server is set up, as the page shows it', () => {
  it('says plainly when no AI provider is configured, and generation is off', async () => {
    const server = await startE2eServer();
    servers.push(server);
    const id = await seedStrategy(server.url, { sections: {} });
    const editor = await openEditor(server, id);
    await editor.page
      .getByRole('alert')
      .getByText('No AI provider configured: set OPENAI_API_KEY or LLM_BASE_URL')
      .waitFor();
    expect(await editor.generateCompleteButton.isDisabled()).toBe(true);
  });

  it('asks once for the access token, then the refused requests go through', async () => {
    const token = 'correct horse battery staple';
    const server = await startE2eServer({ APP_ACCESS_TOKEN: token });
    servers.push(server);
    await seedStrategy(server.url, {
      token,
      metadata: { companyName: 'Guarded Co' },
      sections: {},
    });
    const editor = await openEditor(server);
    const dialog = editor.page.getByRole('dialog', { name: 'Access token required' });
    await dialog.waitFor();
    await dialog.getByLabel('Access token').fill('wrong');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByText('That access token is not right').waitFor();
    await dialog.getByLabel('Access token').fill(token);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await editor.page.getByRole('heading', { name: 'Guarded Co' }).waitFor();

    await editor.page.reload();
    await editor.page.getByRole('heading', { name: 'Guarded Co' }).waitFor();
    expect(await dialog.count()).toBe(0);
  });
});

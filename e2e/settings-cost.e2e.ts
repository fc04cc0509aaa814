import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppEnvironment, startAppEnvironment } from './support/app-environment.ts';
import { seriousViolations } from './support/axe.ts';
import { EditorPage } from './support/editor-page.ts';
import { LibraryPanel } from './support/library-panel.ts';
import { saveScreenshot } from './support/screenshots.ts';
import { seedStrategy } from './support/seed-strategy.ts';

const KEY = 'sk-e2e-settings-00112233445566-4f2a';
let env: AppEnvironment;
let strategyId: string;

beforeAll(async () => {
  // No provider in the environment: the person chooses it in the page.
  env = await startAppEnvironment({
    fake: { apiKey: KEY, models: ['fake', 'fake-large'], tokens: 80 },
    env: { LLM_BASE_URL: undefined, LLM_MODEL: undefined },
  });
  strategyId = await seedStrategy(env.server.url, {
    sections: {},
    metadata: { companyName: 'Costed Bakery' },
  });
});
afterAll(async () => {
  await env?.close();
});

function settingsDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Settings' });
}

async function openSettings(page: Page) {
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  await settingsDialog(page).getByRole('form', { name: 'AI provider' }).waitFor();
}

describe('provider settings and cost in the page', () => {
  it('at 1280 px: chooses a provider, tests it, prices it, and shows what sections cost', async () => {
    const editor = new EditorPage(await env.newPage({ width: 1280, height: 900 }));
    const { page } = editor;
    await editor.goto(strategyId);
    await page
      .getByRole('alert')
      .getByText('No AI provider configured', { exact: false })
      .waitFor();

    await openSettings(page);
    const dialog = settingsDialog(page);
    const provider = dialog.getByRole('form', { name: 'AI provider' });
    const prices = dialog.getByRole('form', { name: 'Prices' });
    expect.soft(await seriousViolations(page), 'settings panel').toEqual([]);
    await dialog
      .getByLabel('Provider', { exact: true })
      .selectOption({ label: 'Custom OpenAI-compatible' });
    await provider.getByLabel('Base URL', { exact: true }).fill(env.fake.url);
    await provider.getByLabel('API key', { exact: true }).fill(KEY);
    await dialog.getByRole('button', { name: "Load the provider's models" }).click();
    await dialog.getByText('2 models listed by the provider.').waitFor();
    await provider.getByLabel('Model', { exact: true }).fill('fake');

    await dialog.getByRole('button', { name: 'Test connection' }).click();
    await dialog
      .getByRole('status')
      .getByText(/^OK: fake answered in [\d,]+ ms\.$/)
      .waitFor();

    await dialog.getByRole('button', { name: 'Save provider' }).click();
    await dialog.getByText('Set, ends in …4f2a. Type a new key to replace it.').waitFor();
    // The hint follows the saved settings and the field empties after the save: two updates.
    await expect.poll(() => provider.getByLabel('API key', { exact: true }).inputValue()).toBe('');
    expect(await page.content()).not.toContain(KEY);

    // A wrong key gets a plain answer.
    await provider.getByLabel('API key', { exact: true }).fill('sk-wrong-key-00000000');
    await dialog.getByRole('button', { name: 'Test connection' }).click();
    await dialog
      .getByRole('status')
      .getByText('The AI provider refused the key (HTTP 401): check the API key.')
      .waitFor();
    await provider.getByLabel('API key', { exact: true }).fill('');

    await dialog.getByLabel('Currency', { exact: true }).selectOption('EUR');
    await dialog.getByRole('button', { name: 'Add a model' }).click();
    const models = prices.getByRole('textbox', { name: 'Model', exact: true });
    await models.last().fill('fake');
    await dialog.getByLabel('Input price of fake', { exact: true }).fill('150');
    await dialog.getByLabel('Output price of fake', { exact: true }).fill('600');
    await dialog.getByRole('button', { name: 'Save prices' }).click();
    await editor.toast('Prices saved').waitFor();
    expect.soft(await seriousViolations(page), 'settings filled in').toEqual([]);
    await saveScreenshot(page, 'settings-1280');
    await dialog.getByRole('button', { name: 'Close settings' }).click();

    // Generation works at once, no restart: the notice is gone and a section is written.
    await page
      .getByRole('alert')
      .getByText('No AI provider configured')
      .waitFor({ state: 'detached' });
    await editor.openTab('View Strategy');
    await editor.expandViewGroup('Customer Profile');
    const card = editor.card('Target Audience');
    await card.getByRole('button', { name: 'Generate Section' }).click();
    await card.getByText('Fingerprint: Target Audience').waitFor({ timeout: 60_000 });
    await card.getByText(/tokens · Cost: €\d+\.\d{2,4}$/).waitFor();

    await editor.openTab('Generate Strategy');
    await page.getByText(/Tokens used: [\d,]+ · Cost: €\d+\.\d{2,4}/).waitFor();
    expect.soft(await seriousViolations(page), 'generate tab with cost').toEqual([]);

    const library = new LibraryPanel(page);
    await library.open();
    await library
      .item('Costed Bakery')
      .getByText(/Cost: €\d+\.\d{2,4}/)
      .waitFor();
    expect.soft(await seriousViolations(page), 'library with cost').toEqual([]);
  });

  it('at 390 px: the saved settings read back, the key only as its last four characters', async () => {
    const editor = new EditorPage(await env.newPage({ width: 390, height: 844 }));
    const { page } = editor;
    await editor.goto(strategyId);
    await openSettings(page);
    const dialog = settingsDialog(page);
    const provider = dialog.getByRole('form', { name: 'AI provider' });
    expect(await provider.getByLabel('Base URL', { exact: true }).inputValue()).toBe(env.fake.url);
    expect(await provider.getByLabel('API key', { exact: true }).getAttribute('placeholder')).toBe(
      'set, ends in …4f2a',
    );
    await dialog.getByRole('button', { name: 'Test connection' }).click();
    await dialog
      .getByRole('status')
      .getByText(/^OK: fake answered in/)
      .waitFor();
    expect(await dialog.getByLabel('Input price of fake', { exact: true }).inputValue()).toBe(
      '150',
    );
    expect.soft(await seriousViolations(page), 'settings panel at 390').toEqual([]);
    await saveScreenshot(page, 'settings-390');
    await dialog.getByRole('button', { name: 'Close settings' }).click();

    await editor.openTab('View Strategy');
    await editor.expandViewGroup('Customer Profile');
    await editor
      .card('Target Audience')
      .getByText(/Cost: €\d+\.\d{2,4}$/)
      .waitFor();
    expect.soft(await seriousViolations(page), 'view tab at 390').toEqual([]);
    const library = new LibraryPanel(page);
    await library.open();
    await library
      .item('Costed Bakery')
      .getByText(/Cost: €/)
      .waitFor();
    await saveScreenshot(page, 'library-390');
  });
});

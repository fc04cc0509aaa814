import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppEnvironment, startAppEnvironment } from './support/app-environment.ts';
import { seriousViolations } from './support/axe.ts';
import { EditorPage } from './support/editor-page.ts';
import { LibraryPanel } from './support/library-panel.ts';
import { saveScreenshot } from './support/screenshots.ts';

/** Issue 16: build a playbook in the page, begin a strategy on it, generate it. */
let env: AppEnvironment;

beforeAll(async () => {
  env = await startAppEnvironment({ fake: { perTokenMs: 0, tokens: 20 } });
});
afterAll(async () => {
  await env?.close();
});

/** A small playbook to start from, imported through the API (the page builds on it). */
async function importPlaybook(name: string): Promise<void> {
  const response = await fetch(`${env.server.url}/api/playbooks/import`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: env.server.url },
    body: JSON.stringify({
      version: 1,
      name,
      groups: [
        {
          title: 'Customers',
          sections: [
            { key: 'mission-statement', title: 'Mission Statement', prerequisites: [] },
            { key: 'target-audience', title: 'Target Audience', prerequisites: [] },
          ],
        },
      ],
    }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
}

/** JSON to the server as the page's origin would send it. */
async function send<T>(method: string, path: string, body: unknown, status: number): Promise<T> {
  const response = await fetch(`${env.server.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', origin: env.server.url },
    body: JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBe(status);
  return (await response.json()) as T;
}

async function buildPlaybook(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Playbooks' }).click();
  const dialog = page.getByRole('dialog', { name: 'Playbooks' });
  await dialog.getByLabel('Playbook', { exact: true }).selectOption({ label: name });
  const form = dialog.getByRole('form', { name: 'Edit playbook' });
  // Add a section, name it, then move it up (reorder) and give it a prerequisite.
  await form.getByRole('button', { name: 'Add section to Customers' }).click();
  await form.getByLabel('Section title').nth(2).fill('Supplier Strategy');
  await form.getByRole('button', { name: 'Move Supplier Strategy up' }).click();
  const titles = await form
    .getByLabel('Section title')
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  expect(titles).toEqual(['Mission Statement', 'Supplier Strategy', 'Target Audience']);
  await form.getByText('Instructions and prerequisites of Supplier Strategy').click();
  await form.getByLabel('Instructions for Supplier Strategy').fill('Always name three suppliers.');
  await form
    .getByLabel('New prerequisite of Supplier Strategy')
    .selectOption({ label: 'Target Audience' });
  await form.getByRole('button', { name: 'Add prerequisite' }).first().click();
  await form.getByLabel('Why Supplier Strategy needs Target Audience').fill('who the menu serves');
  expect(await seriousViolations(page)).toEqual([]);
  await form.getByRole('button', { name: 'Save playbook' }).click();
  await new EditorPage(page).toast('Playbook saved').waitFor();
  await dialog.getByRole('button', { name: 'Close playbooks' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

describe('playbooks in the page', () => {
  for (const width of [1280, 390]) {
    it(`at ${width} px: builds a playbook, begins a strategy on it and generates it`, async () => {
      const name = `Bistro ${width}`;
      await importPlaybook(name);
      const page = await env.newPage({ width });
      const editor = new EditorPage(page);
      await editor.goto();
      await buildPlaybook(page, name);
      await saveScreenshot(page, `playbooks-${width}-built`);

      await editor.overview.fill('A neighbourhood bistro');
      await page
        .getByLabel('Playbook', { exact: true })
        .selectOption({ label: `${name} (3 sections)` });
      await editor.beginButton.click();
      await editor.tab('Generate Strategy').waitFor();
      // The picker shows the playbook's groups, not the catalogue's 20.
      await page.getByRole('checkbox', { name: 'Select all sections in Customers' }).waitFor();
      expect(await page.getByText('1 categories, 3 sections.', { exact: false }).count()).toBe(1);
      await page.getByRole('button', { name: 'Generate Complete Strategy' }).click();
      await page.getByText('4 of 4 written').waitFor({ timeout: 90_000 });
      // The custom section was written after its prerequisite, with the instructions.
      const log = env.fake.log.filter((entry) => entry.sectionTitle);
      const audience = log.findLast((e) => e.sectionTitle === 'Target Audience')!;
      const supplier = log.findLast((e) => e.sectionTitle === 'Supplier Strategy')!;
      expect(supplier.startedAt).toBeGreaterThanOrEqual(audience.endedAt!);
      expect(supplier.messages.at(-1)!.content).toContain(
        'Consultant instructions:\nAlways name three suppliers.',
      );
      await editor.openTab('View Strategy');
      await editor.expandViewGroup('Customers');
      await editor.card('Supplier Strategy').waitFor();
      await saveScreenshot(page, `playbooks-${width}-generated`);
      expect(await seriousViolations(page)).toEqual([]);
      await page.context().close();
    }, 240_000);
  }
});

describe('a playbook edited after its strategy began', () => {
  it('at 1280 px: says the playbook changed, reviews and applies it, then restores the section set aside', async () => {
    const name = 'Bakery update';
    const playbook = await send<{ id: string }>(
      'POST',
      '/api/playbooks/import',
      {
        version: 1,
        name,
        groups: [
          {
            title: 'Customers',
            sections: [
              { key: 'target-audience', title: 'Target Audience', prerequisites: [] },
              { key: 'supplier-strategy', title: 'Supplier Strategy', prerequisites: [] },
            ],
          },
        ],
      },
      201,
    );
    const strategy = await send<{ id: string }>(
      'POST',
      '/api/strategies',
      {
        overview: 'A sourdough bakery',
        metadata: { companyName: 'Crumb and Co' },
        playbookId: playbook.id,
      },
      201,
    );
    await send(
      'PUT',
      `/api/strategies/${strategy.id}/sections/supplier-strategy`,
      { content: 'Two local flour mills.', version: 0 },
      200,
    );

    const page = await env.newPage({ width: 1280 });
    const editor = new EditorPage(page);
    await editor.goto(strategy.id);
    await page.getByText('1 of 2 sections written').waitFor();
    const notice = page.getByText(`Playbook ${name} has changed`);
    // In the Playbooks panel: remove the written section, add another.
    await page.getByRole('button', { name: 'Playbooks' }).click();
    const panel = page.getByRole('dialog', { name: 'Playbooks' });
    await panel.getByLabel('Playbook', { exact: true }).selectOption({ label: name });
    const form = panel.getByRole('form', { name: 'Edit playbook' });
    await form.getByRole('button', { name: 'Remove Supplier Strategy' }).click();
    await form.getByRole('button', { name: 'Add section to Customers' }).click();
    await form.getByLabel('Section title').nth(1).fill('Menu Engineering');
    await form.getByRole('button', { name: 'Save playbook' }).click();
    await editor.toast('Playbook saved').waitFor();
    await panel.getByRole('button', { name: 'Close playbooks' }).click();
    await panel.waitFor({ state: 'hidden' });

    await notice.waitFor();
    await page.getByRole('button', { name: 'Review changes' }).click();
    const review = page.getByRole('dialog', { name: 'Review changes' });
    expect(await review.getByRole('list', { name: 'Added' }).textContent()).toBe(
      'Menu Engineering',
    );
    expect(await review.getByRole('list', { name: 'Removed' }).textContent()).toBe(
      'Supplier Strategy: written, its text is set aside and can be restored',
    );
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshot(page, 'playbooks-update-review');
    await review.getByRole('button', { name: 'Apply' }).click();
    await editor.toast(`Applied playbook ${name}`).waitFor();
    await review.waitFor({ state: 'hidden' });
    await notice.waitFor({ state: 'hidden' });

    // The new outline's progress: the written section is set aside, not counted.
    await page.getByText('0 of 2 sections written').waitFor();
    const setAside = page.getByRole('list', { name: 'Sections set aside' });
    expect(await setAside.textContent()).toContain('Set aside: Supplier Strategy');
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshot(page, 'playbooks-update-applied');

    await setAside.getByRole('button', { name: 'Restore Supplier Strategy' }).click();
    await editor.toast('Restored Supplier Strategy').waitFor();
    await setAside.waitFor({ state: 'hidden' });
    await page.getByText('1 of 3 sections written').waitFor();
    await editor.openTab('View Strategy');
    await editor.expandViewGroup('Customers');
    await page.getByText('Two local flour mills.').waitFor();
    // The cards fade in: axe must see the colours a reader sees.
    await page.waitForFunction(() =>
      document.getAnimations().every((animation) => animation.playState !== 'running'),
    );
    await saveScreenshot(page, 'playbooks-update-restored');
    expect(await seriousViolations(page)).toEqual([]);
    // The library counts the strategy's own outline, not the catalogue's 124.
    const library = new LibraryPanel(page);
    await library.open();
    await library.item('Crumb and Co').getByText('1 of 3 sections').waitFor();
    await page.context().close();
  }, 180_000);
});

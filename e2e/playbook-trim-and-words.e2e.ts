import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Playbook } from '../src/domain/outline.ts';
import { type AppEnvironment, startAppEnvironment } from './support/app-environment.ts';
import { seriousViolations } from './support/axe.ts';
import { EditorPage } from './support/editor-page.ts';
import { saveScreenshot } from './support/screenshots.ts';
import { seedStrategy } from './support/seed-strategy.ts';

/**
 * Issue 33, item 10: trimming a playbook in one view, unsaved changes kept from a silent close,
 * and errors that name their field in words, in the playbook editor and the Financials tab.
 */
let env: AppEnvironment;

beforeAll(async () => {
  env = await startAppEnvironment({ fake: { perTokenMs: 0 } });
});
afterAll(async () => {
  await env?.close();
});

async function send(method: string, path: string, body: unknown): Promise<Response> {
  const response = await fetch(`${env.server.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', origin: env.server.url },
    body: JSON.stringify(body),
  });
  expect(response.ok, await response.clone().text()).toBe(true);
  return response;
}

const section = (key: string, title: string, prerequisites: string[] = []) => ({
  key,
  title,
  prerequisites: prerequisites.map((prerequisite) => ({ key: prerequisite, context: 'needs it' })),
});

/** Three groups, seven sections; Pricing Strategy needs Menu, which the trim removes. */
async function importPlaybook(name: string): Promise<Playbook> {
  const response = await send('POST', '/api/playbooks/import', {
    version: 1,
    name,
    groups: [
      {
        title: 'Customers',
        sections: [section('target-audience', 'Target Audience'), section('mission', 'Mission')],
      },
      {
        title: 'Product',
        sections: [section('menu', 'Menu'), section('suppliers', 'Suppliers', ['menu'])],
      },
      {
        title: 'Marketing',
        sections: [
          section('brand', 'Brand'),
          section('channels', 'Channels'),
          section('pricing-strategy', 'Pricing Strategy', ['menu']),
        ],
      },
    ],
  });
  return (await response.json()) as Playbook;
}

async function readPlaybook(id: string): Promise<Playbook> {
  return (await (await fetch(`${env.server.url}/api/playbooks/${id}`)).json()) as Playbook;
}

async function openPlaybook(page: Page, name: string) {
  await page.getByRole('button', { name: 'Playbooks' }).click();
  const panel = page.getByRole('dialog', { name: 'Playbooks' });
  await panel.getByLabel('Playbook', { exact: true }).selectOption({ label: name });
  const form = panel.getByRole('form', { name: 'Edit playbook' });
  await form.waitFor();
  return { panel, form };
}

const titles = (page: Page, label: string) =>
  page
    .getByRole('form', { name: 'Edit playbook' })
    .getByLabel(label, { exact: true })
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));

describe.each([1280, 390])('the playbook editor at %i px', (width) => {
  it('trims a playbook in one view, asks before closing with unsaved changes, and saves it', async () => {
    const playbook = await importPlaybook(`Trim ${width}`);
    const page = await env.newPage({ width, height: 900 });
    await page.goto('/');
    const { panel, form } = await openPlaybook(page, `Trim ${width}`);

    // One view: untick a whole group and one section, then one action removes them.
    await form.getByRole('button', { name: 'Choose sections to keep' }).click();
    const trim = form.getByRole('region', { name: 'Choose sections to keep' });
    await trim.getByRole('checkbox', { name: 'Product', exact: true }).click();
    await trim.getByRole('checkbox', { name: 'Channels', exact: true }).click();
    await trim.getByText('4 sections of 7 ticked').waitFor();
    expect(
      await trim
        .getByRole('checkbox', { name: 'Marketing', exact: true })
        .getAttribute('aria-checked'),
    ).toBe('mixed');
    expect(await seriousViolations(page), 'axe with the trimming open').toEqual([]);
    await saveScreenshot(page, `playbook-trim-${width}`);
    await trim.getByRole('button', { name: 'Remove 3 sections' }).click();

    expect(await titles(page, 'Group title')).toEqual(['Customers', 'Marketing']);
    expect(await titles(page, 'Section title')).toEqual([
      'Target Audience',
      'Mission',
      'Brand',
      'Pricing Strategy',
    ]);
    // The prerequisite on a removed section went with it, named in words.
    const summary = form.getByRole('status').filter({ hasText: 'Removed 3 sections' });
    expect(await summary.textContent()).toContain(
      'Group 3 “Marketing”, section 3 “Pricing Strategy”, prerequisite 1 (Menu)',
    );

    // Closing with the trim unsaved asks; "Keep editing" keeps the draft.
    await panel.getByRole('button', { name: 'Close playbooks' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await ask.waitFor();
    const box = await ask.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
    expect(await seriousViolations(page), 'axe on the discard dialog').toEqual([]);
    await saveScreenshot(page, `playbook-discard-${width}`);
    await ask.getByRole('button', { name: 'Keep editing' }).click();
    await ask.waitFor({ state: 'hidden' });
    expect(await titles(page, 'Section title')).toHaveLength(4);
    expect((await readPlaybook(playbook.id)).version).toBe(playbook.version);

    await form.getByRole('button', { name: 'Save playbook' }).click();
    await new EditorPage(page).toast('Playbook saved').waitFor();
    const saved = await readPlaybook(playbook.id);
    expect(saved.groups.map((group) => group.sections.map((s) => s.key))).toEqual([
      ['target-audience', 'mission'],
      ['brand', 'pricing-strategy'],
    ]);
    expect(saved.groups[1]!.sections[1]!.prerequisites).toEqual([]);

    // Saved: closing now asks nothing.
    await panel.getByRole('button', { name: 'Close playbooks' }).click();
    await panel.waitFor({ state: 'hidden' });
    await page.context().close();
  });

  it('names the field of a refused save in words, and discards the changes when asked', async () => {
    const playbook = await importPlaybook(`Words ${width}`);
    const page = await env.newPage({ width, height: 900 });
    await page.goto('/');
    const { panel, form } = await openPlaybook(page, `Words ${width}`);
    await form.getByLabel('Section title', { exact: true }).nth(5).fill('');
    await form.getByLabel('Group title', { exact: true }).nth(1).fill('Kitchen');
    await form.getByRole('button', { name: 'Save playbook' }).click();
    const refusal = form.getByRole('alert');
    await refusal.waitFor();
    const text = (await refusal.textContent()) ?? '';
    expect(text).toContain('Group 3 “Marketing”, section 2, title: a section title is required');
    expect(text).not.toMatch(/groups\.\d|sections\.\d/);
    expect(await seriousViolations(page), 'axe with the refusal shown').toEqual([]);
    await saveScreenshot(page, `playbook-error-words-${width}`);

    // Escape asks too; "Discard changes" closes and the saved playbook is as it was.
    await page.keyboard.press('Escape');
    const ask = page.getByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await ask.waitFor();
    await ask.getByRole('button', { name: 'Discard changes' }).click();
    await panel.waitFor({ state: 'hidden' });
    const unchanged = await readPlaybook(playbook.id);
    expect(unchanged.version).toBe(playbook.version);
    expect(unchanged.groups[1]!.title).toBe('Product');
    await page.context().close();
  });

  it('names a refused financial assumption in words in the Financials tab', async () => {
    const strategyId = await seedStrategy(env.server.url, {
      sections: { 'target-audience': 'Makers who roast at home.' },
    });
    await send('PUT', `/api/strategies/${strategyId}/financials`, {
      version: 0,
      assumptions: {
        currency: 'EUR',
        startMonth: '2027-01',
        years: 3,
        startingCash: 10_000,
        cogsPct: 30,
        taxRatePct: 20,
        revenueStreams: [{ name: 'Beans', kind: 'units', unitPrice: 12, unitsPerMonth: 100 }],
      },
    });
    const page = await env.newPage({ width, height: 900 });
    await page.goto(`/?strategy=${strategyId}`);
    await page.getByRole('tab', { name: 'Financials' }).click();
    await page.getByLabel('Unit price').first().fill('-5');
    const status = page.getByRole('status').filter({ hasText: 'Not saved' });
    await status.waitFor();
    expect(await status.textContent()).toBe(
      'Not saved: Revenue stream 1 “Beans”, unit price: must not be negative',
    );
    expect(await seriousViolations(page), 'axe with the refusal shown').toEqual([]);
    await page.context().close();
  });
});

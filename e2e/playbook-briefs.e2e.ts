import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Playbook } from '../src/domain/playbook.ts';
import { STANDARD_BRIEFS } from '../src/domain/section-briefs/index.ts';
import { type AppEnvironment, startAppEnvironment } from './support/app-environment.ts';
import { seriousViolations } from './support/axe.ts';
import { EditorPage } from './support/editor-page.ts';
import { saveScreenshot } from './support/screenshots.ts';

/** Issue 27: a consultant edits a section's brief in the playbook editor. */
let env: AppEnvironment;

beforeAll(async () => {
  env = await startAppEnvironment({ fake: { perTokenMs: 0, tokens: 20 } });
});
afterAll(async () => {
  await env?.close();
});

async function send<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${env.server.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', origin: env.server.url },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  return (await response.json()) as T;
}

describe('section briefs in the playbook editor', () => {
  it('at 1280 px: edits a Standard brief’s objective and must-cover list, and clears another', async () => {
    const standard = STANDARD_BRIEFS.get('pricing-strategy')!;
    const playbook = await send<Playbook>('POST', '/api/playbooks/import', {
      version: 1,
      name: 'Bakeries',
      groups: [
        {
          title: 'Money',
          sections: [
            {
              key: 'pricing-strategy',
              title: 'Pricing Strategy',
              prerequisites: [],
              brief: standard,
            },
            {
              key: 'sales-channels',
              title: 'Sales Channels',
              prerequisites: [],
              brief: STANDARD_BRIEFS.get('sales-channels'),
            },
          ],
        },
      ],
    });

    const page = await env.newPage({ width: 1280 });
    const editor = new EditorPage(page);
    await editor.goto();
    await page.getByRole('button', { name: 'Playbooks' }).click();
    const dialog = page.getByRole('dialog', { name: 'Playbooks' });
    await dialog.getByLabel('Playbook', { exact: true }).selectOption({ label: 'Bakeries' });
    const form = dialog.getByRole('form', { name: 'Edit playbook' });
    await form.getByText('Brief, instructions and prerequisites of Pricing Strategy').click();

    // The built-in brief is there to edit, item by item.
    const objective = form.getByLabel('Objective of Pricing Strategy');
    expect(await objective.inputValue()).toBe(standard.objective);
    const items = form.getByRole('list', { name: 'Must cover in Pricing Strategy' });
    expect(
      await items
        .getByRole('textbox')
        .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value)),
    ).toEqual(standard.mustCover);
    await objective.fill('Prices a regular pays without a second thought.');
    await form
      .getByLabel('Must-cover item 1 of Pricing Strategy', { exact: true })
      .fill('The price of a sourdough loaf');
    await form
      .getByRole('button', { name: 'Remove must-cover item 2 of Pricing Strategy' })
      .click();
    await form.getByRole('button', { name: 'Add must-cover item to Pricing Strategy' }).click();
    await form
      .getByLabel(`Must-cover item ${standard.mustCover.length} of Pricing Strategy`, {
        exact: true,
      })
      .fill('The price of the bread club');
    await form.getByLabel('Framework of Pricing Strategy (optional)').fill('Good, better, best');
    await form.getByLabel('Length of Pricing Strategy in words').fill('450');

    // Clearing every field of a brief removes it.
    await form.getByText('Brief, instructions and prerequisites of Sales Channels').click();
    await form.getByLabel('Objective of Sales Channels').fill('');
    await form.getByLabel('Framework of Sales Channels (optional)').fill('');
    for (let n = STANDARD_BRIEFS.get('sales-channels')!.mustCover.length; n >= 1; n--) {
      await form
        .getByRole('button', { name: `Remove must-cover item ${n} of Sales Channels` })
        .click();
    }
    await form.getByLabel('Length of Sales Channels in words').fill('');
    await saveScreenshot(page, 'playbook-briefs-1280-edited');
    expect(await seriousViolations(page)).toEqual([]);
    await form.getByRole('button', { name: 'Save playbook' }).click();
    await editor.toast('Playbook saved').waitFor();

    const saved = await send<Playbook>('GET', `/api/playbooks/${playbook.id}`);
    expect(saved.groups[0]!.sections[0]!.brief).toEqual({
      objective: 'Prices a regular pays without a second thought.',
      mustCover: [
        'The price of a sourdough loaf',
        ...standard.mustCover.slice(2),
        'The price of the bread club',
      ],
      framework: 'Good, better, best',
      targetWords: 450,
    });
    expect(saved.groups[0]!.sections[1]).not.toHaveProperty('brief');
    await page.context().close();
  }, 120_000);
});

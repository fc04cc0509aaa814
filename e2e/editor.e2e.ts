import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIsoDate } from '../src/web/lib/format.ts';
import type { BrowserApp } from './support/app-environment.ts';
import { EditorPage } from './support/editor-page.ts';
import { LibraryPanel } from './support/library-panel.ts';
import { getStrategy, seedStrategy } from './support/seed-strategy.ts';
import { connectSharedApp } from './support/shared-app.ts';

let env: BrowserApp;

beforeAll(async () => {
  env = await connectSharedApp();
});
afterAll(async () => {
  await env?.close();
});

describe('the strategy editor', () => {
  it('begins a strategy from the metadata and overview, and saves later edits by itself', async () => {
    const editor = new EditorPage(await env.newPage());
    await editor.goto();
    expect(await editor.field('Prepared Date').inputValue()).toBe(todayIsoDate());
    await editor.fillMetadata({
      companyName: 'Lisbon Pedal Co.',
      clientName: 'Marta Silva',
      preparedBy: 'Sam Reyes',
      digitalLink: 'https://example.com/latest',
    });
    await editor.overview.fill('   ');
    expect(await editor.beginButton.isDisabled()).toBe(true);
    const id = await editor.begin('E-bike subscriptions for commuters in Lisbon.');
    expect(await editor.tab('Generate Strategy').getAttribute('aria-selected')).toBe('true');
    expect((await getStrategy(env.server.url, id)).metadata).toMatchObject({
      companyName: 'Lisbon Pedal Co.',
      clientName: 'Marta Silva',
      digitalLink: 'https://example.com/latest',
    });

    await editor.openDetails();
    await editor.field('Client Name').fill('Harbor Ventures');
    await expect.poll(() => editor.saveStatus().textContent()).toContain('Saved');
    await expect
      .poll(async () => (await getStrategy(env.server.url, id)).metadata.clientName)
      .toBe('Harbor Ventures');

    await editor.page.reload();
    await editor.tab('Generate Strategy').waitFor();
    await editor.openDetails();
    expect(await editor.field('Client Name').inputValue()).toBe('Harbor Ventures');
    expect(await editor.overview.inputValue()).toBe(
      'E-bike subscriptions for commuters in Lisbon.',
    );
  });

  it('saves a change made while another tab changed the strategy (409: fetch, apply again)', async () => {
    const id = await seedStrategy(env.server.url, { sections: {} });
    const first = new EditorPage(await env.newPage());
    const second = new EditorPage(await env.newPage());
    for (const editor of [first, second]) {
      await editor.goto(id);
      await editor.openDetails();
    }
    await first.field('Client Name').fill('Harbor Ventures');
    await expect
      .poll(async () => (await getStrategy(env.server.url, id)).metadata.clientName)
      .toBe('Harbor Ventures');
    // The second tab still holds the old version: its save is refused once, then applied.
    await second.field('Prepared By').fill('Alex Morgan');
    await expect
      .poll(async () => (await getStrategy(env.server.url, id)).metadata.preparedBy)
      .toBe('Alex Morgan');
    await expect.poll(() => second.saveStatus().textContent()).toContain('Saved');
    expect((await getStrategy(env.server.url, id)).metadata.clientName).toBe('Harbor Ventures');
  });

  it('keeps an invalid Digital Version Link out of the save and says why', async () => {
    const id = await seedStrategy(env.server.url, { sections: {} });
    const editor = new EditorPage(await env.newPage());
    await editor.goto(id);
    await editor.openDetails();
    await editor.field('Digital Version Link').fill('javascript:alert(1)');
    await editor.page.getByText('Enter a web address starting with http:// or https://').waitFor();
    await editor.field('Company Name').fill('Renamed Roasters');
    await expect
      .poll(async () => (await getStrategy(env.server.url, id)).metadata.companyName)
      .toBe('Renamed Roasters');
    expect((await getStrategy(env.server.url, id)).metadata.digitalLink ?? '').toBe('');
  });

  it('saves, lists newest first, duplicates, and deletes after asking, then resets the editor', async () => {
    const older = await seedStrategy(env.server.url, {
      metadata: { companyName: 'Older Co' },
      sections: {},
    });
    const newer = await seedStrategy(env.server.url, {
      metadata: { companyName: 'Newer Co' },
      sections: { 'mission-statement': 'We make **great** coffee effortless.' },
    });
    const editor = new EditorPage(await env.newPage());
    await editor.goto(newer);
    await editor.openTab('View Strategy');
    await editor.actionButton('Save Strategy').click();
    await editor.toast('Strategy saved').waitFor();

    const library = new LibraryPanel(editor.page);
    await library.open();
    // The list is fetched once the panel opens: read it once it is there.
    await expect.poll(() => library.names()).toContain('Older Co');
    const names = await library.names();
    expect(names).toContain('Newer Co');
    expect(names.indexOf('Newer Co')).toBeLessThan(names.indexOf('Older Co'));

    await library.item('Newer Co').getByRole('button', { name: 'Duplicate Newer Co' }).click();
    await editor.toast('Duplicated "Newer Co"').waitFor();
    await expect.poll(() => editor.strategyId()).not.toBe(newer);
    const copy = editor.strategyId()!;
    const copied = await getStrategy(env.server.url, copy);
    // "(copy)" is the library's name only: the cover keeps the company name.
    expect(copied.name).toBe('Newer Co (copy)');
    expect(copied.metadata.companyName).toBe('Newer Co');
    await library.open();
    // The panel shows the list it had first, then the one fetched again with the copy.
    await expect.poll(() => library.names()).toContain('Newer Co (copy)');
    await editor.page.keyboard.press('Escape');
    expect(copied.sections['mission-statement']?.content).toBe(
      'We make **great** coffee effortless.',
    );

    await editor.openTab('View Strategy');
    await editor.actionButton('Delete').click();
    const confirm = editor.page.getByRole('alertdialog', { name: 'Delete this strategy?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    expect(await editor.page.request.get(`/api/strategies/${copy}`).then((r) => r.status())).toBe(
      200,
    );
    await editor.actionButton('Delete').click();
    await confirm.getByRole('button', { name: 'Delete strategy' }).click();
    await editor.page.getByRole('heading', { name: 'New business strategy' }).waitFor();
    expect(editor.strategyId()).toBeNull();
    // The form empties its draft in an effect after the heading shows.
    await expect.poll(() => editor.overview.inputValue()).toBe('');
    expect(await editor.page.request.get(`/api/strategies/${copy}`).then((r) => r.status())).toBe(
      404,
    );
    expect(older).toBeTruthy();
  });

  it('accepts only images as the logo', async () => {
    const id = await seedStrategy(env.server.url, { sections: {} });
    const editor = new EditorPage(await env.newPage());
    await editor.goto(id);
    await editor.openTab('View Strategy');
    const alerts: string[] = [];
    editor.page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.dismiss();
    });
    const input = editor.page.getByTestId('logo-input');
    await input.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hi'),
    });
    await expect.poll(() => alerts).toEqual(['Please upload an image file.']);

    await input.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG_1X1 });
    await editor.page.getByRole('img', { name: 'Strategy logo' }).waitFor();
    expect((await getStrategy(env.server.url, id)).logoUrl).toBeTruthy();
    await editor.actionButton('Change logo').waitFor();
  });
});

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

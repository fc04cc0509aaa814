import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppEnvironment, startAppEnvironment } from './support/app-environment.ts';
import { EditorPage } from './support/editor-page.ts';
import { LibraryPanel } from './support/library-panel.ts';
import { pageOverflow } from './support/page-overflow.ts';
import { seedStrategy } from './support/seed-strategy.ts';

/** Issue 32: the library pages 50 at a time and searches client, company and overview. */
const FILLERS = 57;
let env: AppEnvironment;
let kitesId: string;

beforeAll(async () => {
  env = await startAppEnvironment();
  kitesId = await seedStrategy(env.server.url, {
    metadata: { companyName: 'Zephyr Kites', clientName: 'Ada Lovelace' },
    overview: 'Kites for the windy coast.',
    sections: {},
  });
  await seedStrategy(env.server.url, {
    metadata: { companyName: 'Harbour Sails', clientName: 'Grace Hopper' },
    overview: 'Sail repairs; zephyr-light racing sails made to order.',
    sections: {},
  });
  for (let n = 1; n <= FILLERS; n++) {
    await seedStrategy(env.server.url, {
      metadata: { companyName: `Filler ${n}`, clientName: '' },
      overview: 'A bakery.',
      sections: {},
    });
  }
}, 180_000);
afterAll(async () => {
  await env?.close();
});

describe('the saved strategies panel', () => {
  it('lists 50, loads the rest on request, and finds strategies by company, client and overview', async () => {
    const page = await env.newPage();
    await page.goto('/');
    const library = new LibraryPanel(page);
    await library.open();
    await expect.poll(() => library.names().then((names) => names.length)).toBe(50);
    expect((await library.names())[0]).toBe(`Filler ${FILLERS}`);
    await library.shown.filter({ hasText: 'Showing 50 of 59' }).waitFor();

    await library.loadMore.click();
    await expect.poll(() => library.names().then((names) => names.length)).toBe(59);
    await library.shown.filter({ hasText: 'Showing 59 of 59' }).waitFor();
    expect(await library.loadMore.count()).toBe(0);
    expect((await library.names()).slice(-2)).toEqual(['Harbour Sails', 'Zephyr Kites']);

    // Company and overview words (from their beginnings, any case), then a client.
    await library.searchBox.fill('ZEPH');
    await expect.poll(() => library.names()).toEqual(['Harbour Sails', 'Zephyr Kites']);
    await library.shown.filter({ hasText: 'Showing 2 of 2' }).waitFor();
    await library.searchBox.fill('grace');
    await expect.poll(() => library.names()).toEqual(['Harbour Sails']);
    await library.searchBox.fill('nothing like it');
    await library.dialog.getByText('No saved strategy matches “nothing like it”.').waitFor();
    // Cleared: the whole library again, as far as it was loaded.
    await library.searchBox.fill('');
    await expect.poll(() => library.names().then((names) => names.length)).toBe(59);

    await library.searchBox.fill('kites');
    await library.item('Zephyr Kites').getByRole('button', { name: 'Open Zephyr Kites' }).click();
    await expect.poll(() => new EditorPage(page).strategyId()).toBe(kitesId);
  });

  it('fits a phone: the search box, the list and "Load more" on screen at 390 px', async () => {
    const page = await env.newPage({ width: 390, height: 844 });
    await page.goto('/');
    const library = new LibraryPanel(page);
    await library.open();
    await library.loadMore.scrollIntoViewIfNeeded();
    await library.loadMore.waitFor();
    expect(await pageOverflow(page)).toBe(0);
    // The search box stays in view above the list, which scrolls beneath it.
    const screen = page.viewportSize()!;
    const search = (await library.searchBox.boundingBox())!;
    expect(search.x).toBeGreaterThanOrEqual(0);
    expect(search.x + search.width).toBeLessThanOrEqual(screen.width);
    expect(search.y).toBeGreaterThanOrEqual(0);
    expect(search.y + search.height).toBeLessThanOrEqual(screen.height);
    await library.searchBox.fill('sails');
    await expect.poll(() => library.names()).toEqual(['Harbour Sails']);
    expect(await pageOverflow(page)).toBe(0);
  });
});

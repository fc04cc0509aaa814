import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type AppEnvironment, startAppEnvironment } from './support/app-environment.ts';
import { EditorPage } from './support/editor-page.ts';
import { getStrategy, seedStrategy } from './support/seed-strategy.ts';

let env: AppEnvironment;

beforeAll(async () => {
  env = await startAppEnvironment();
});
afterAll(async () => {
  await env?.close();
});
beforeEach(() => {
  env.fake.configure({ rules: [], perTokenMs: 15, tokens: 100 });
});

async function openStrategy(tab: 'Generate Strategy' | 'View Strategy' = 'View Strategy') {
  const id = await seedStrategy(env.server.url, { sections: {} });
  const editor = new EditorPage(await env.newPage());
  await editor.goto(id);
  await editor.openTab(tab);
  return { id, editor };
}

describe('generation as the page shows it', () => {
  it('an empty View tab says how to begin and offers no Share or Download', async () => {
    const { editor } = await openStrategy();
    const { page } = editor;
    await page.getByRole('heading', { name: 'Nothing written yet' }).waitFor();
    const toolbar = page.getByRole('toolbar', { name: 'Strategy actions' });
    await toolbar.getByRole('button', { name: 'Save Strategy' }).waitFor();
    expect(await toolbar.getByRole('button', { name: /Share|Download/ }).count()).toBe(0);
    await page.getByRole('button', { name: 'Go to Generate Strategy' }).click();
    await page.getByRole('tabpanel', { name: 'Generate Strategy' }).waitFor();
  });

  it('shows a failed section in red, and Retry writes it', async () => {
    // Three failures: the first call and the engine's two retries.
    env.fake.configure({ rules: [{ match: '"Tag Line"', behaviour: 'fail500', times: 3 }] });
    const { id, editor } = await openStrategy();
    await editor.expandViewGroup('Brand Identity');
    const card = editor.card('Tag Line');
    await card.getByRole('button', { name: 'Generate Section' }).click();
    const error = card.getByRole('alert');
    await error.waitFor({ timeout: 30_000 });
    expect(await error.textContent()).toContain('Failed to generate strategy section');
    expect(await error.getAttribute('class')).toContain('text-red-700');
    // The provider's own words behind the plain message, folded away under "Details".
    const details = card.locator('details');
    await details.getByText('Details', { exact: true }).click();
    expect(((await details.textContent()) ?? '').replace('Details', '').trim()).not.toBe('');

    await editor.openTab('Generate Strategy');
    await editor.page.getByRole('alert').getByText('Failed to generate section').waitFor();
    // After a reload the page did not see the run start: the title still names one section.
    await editor.goto(id);
    await editor.page
      .getByRole('alert')
      .getByText('Failed to generate section', { exact: true })
      .waitFor();
    await editor.openTab('View Strategy');
    await editor.expandViewGroup('Brand Identity');

    await card.getByRole('button', { name: 'Retry' }).click();
    await card.getByText('Fingerprint: Tag Line').waitFor();
    expect(await card.getByRole('alert').count()).toBe(0);
  });

  it('keeps showing the run after the tab is closed and the strategy opened again', async () => {
    // Slow enough (~6 s a section) that the run outlasts closing and reopening on a busy machine.
    env.fake.configure({ perTokenMs: 150 });
    const { id, editor } = await openStrategy('Generate Strategy');
    await editor.categoryCheckbox('Sales Strategy').click();
    await editor.categoryCheckbox('PR Plan').click();
    await editor.generateSelectedButton().click();
    await editor.openTab('View Strategy');
    await editor.card('Sales Channels').getByText('Generating content...').waitFor();
    await editor.page.context().close();

    const again = new EditorPage(await env.newPage());
    await again.goto(id);
    await again.page.getByRole('button', { name: 'Stop' }).waitFor();
    expect(await again.generateCompleteButton.isDisabled()).toBe(true);
    expect(await again.progress()).toBeLessThan(100);
    // The whole run counts, not only what was left to write when the page opened.
    await again.page.getByText(/^\d of 5 written$/).waitFor();
    await again.openTab('View Strategy');
    const card = again.page
      .getByRole('article')
      .filter({ hasText: 'Generating content...' })
      .first();
    await card.waitFor();
    const before = ((await card.textContent()) ?? '').length;
    await expect
      .poll(async () => ((await card.textContent()) ?? '').length)
      .toBeGreaterThan(before);

    // Seen live after reopening: the sections not yet begun may now be written at full speed
    // (the ones streaming keep their pace), so the run's end is not a half-minute wait.
    env.fake.configure({ perTokenMs: 0 });
    await again.openTab('Generate Strategy');
    await expect.poll(() => again.progress(), { timeout: 60_000 }).toBe(100);
    const strategy = await getStrategy(env.server.url, id);
    expect(Object.values(strategy.sections).filter((s) => s.status === 'done')).toHaveLength(5);
  });

  it('stops a run with Stop: nothing stays queued or generating', async () => {
    env.fake.configure({ perTokenMs: 60 });
    const { id, editor } = await openStrategy('Generate Strategy');
    await editor.categoryCheckbox('Customer Profile').click();
    await editor.generateSelectedButton().click();
    const stop = editor.page.getByRole('button', { name: 'Stop' });
    await stop.click();
    await stop.waitFor({ state: 'detached' });
    await expect.poll(async () => (await getStrategy(env.server.url, id)).activeRunId).toBeNull();
    const statuses = Object.values((await getStrategy(env.server.url, id)).sections).map(
      (section) => section.status,
    );
    expect(statuses.filter((status) => status === 'queued' || status === 'generating')).toEqual([]);
    expect(await editor.page.getByText(/Queued|Writing/).count()).toBe(0);
    // Stopped sections are not written: the line says so and never reads 100%.
    await editor.page.getByText(/^Stopped: \d+ of 13 written$/).waitFor();
    expect(await editor.progress()).toBeLessThan(100);
    await editor.goto(id);
    await editor.page.getByText(/^Stopped: \d+ of 13 written$/).waitFor();
    expect(await editor.progress()).toBeLessThan(100);
  });

  it('warns about missing prerequisites and writes them first', async () => {
    const { editor } = await openStrategy();
    await editor.expandViewGroup('Pumpkin Plan Strategy');
    const card = editor.card('Top Client Analysis');
    await card.getByText('Missing Required Sections:').waitFor();
    await card.getByText('Please generate these sections first.').waitFor();
    expect(await card.getByRole('listitem').allTextContents()).toEqual(['Target Audience']);
    env.fake.reset();
    await card.getByRole('button', { name: 'Generate it first, then Top Client Analysis' }).click();
    await card.getByText('Fingerprint: Top Client Analysis').waitFor({ timeout: 30_000 });
    expect(await card.getByText('Missing Required Sections:').count()).toBe(0);
    expect(env.fake.log.map((entry) => entry.sectionTitle)).toEqual([
      'Target Audience',
      'Top Client Analysis',
    ]);
    await editor.expandViewGroup('Customer Profile');
    await editor.card('Target Audience').getByText('Fingerprint: Target Audience').waitFor();
  });

  it('asks before Generate Complete Strategy replaces written sections', async () => {
    const id = await seedStrategy(env.server.url);
    const editor = new EditorPage(await env.newPage());
    await editor.goto(id);
    await editor.generateCompleteButton.click();
    const dialog = editor.page.getByRole('alertdialog', { name: 'Replace the written sections?' });
    await dialog
      .getByText('Generate Complete Strategy replaces the 6 sections already written. Continue?')
      .waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    const strategy = await getStrategy(env.server.url, id);
    expect(strategy.activeRunId).toBeNull();
    expect(Object.values(strategy.sections).every((s) => s.status === 'done')).toBe(true);
  });
});

const UNSAFE_ANSWER = `## Brand Name

<script>window.__pwned = 'script'</script>

<img src="x" onerror="window.__pwned = 'img'">

[Click for details](javascript:window.__pwned='link')

[Shouting](JAVASCRIPT:window.__pwned='upper')

<a href="javascript:window.__pwned='anchor'">raw anchor</a>

![tracker](javascript:window.__pwned='image')

[Safe reference](https://example.com/brand)

Harmless text after.`;

describe('model output is untrusted', () => {
  it('runs no script and keeps no javascript: link, live, after a reload and in the slides', async () => {
    env.fake.configure({ rules: [{ match: '"Brand Name"', content: UNSAFE_ANSWER }] });
    const { editor } = await openStrategy();
    const { page } = editor;
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const assertSafe = async () => {
      expect(await page.evaluate(() => (window as { __pwned?: string }).__pwned)).toBeUndefined();
      expect(dialogs).toEqual([]);
      const hrefs = await page
        .locator('a[href]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      expect(hrefs.filter((href) => /^\s*javascript:/i.test(href))).toEqual([]);
      expect(await page.locator('main script, [onerror], img[src="x"]').count()).toBe(0);
    };

    await editor.expandViewGroup('Brand Identity');
    const card = editor.card('Brand Name');
    await card.getByRole('button', { name: 'Generate Section' }).click();
    await card.getByText('Harmless text after.').waitFor();
    await card.getByRole('button', { name: 'Edit' }).waitFor();
    await assertSafe();
    expect(
      await card.getByRole('link').evaluateAll((links) => links.map((l) => l.getAttribute('href'))),
    ).toEqual(['https://example.com/brand']);
    await card.getByText('Click for details').waitFor();

    await page.reload();
    await editor.openTab('View Strategy');
    await editor.expandViewGroup('Brand Identity');
    await card.getByText('Harmless text after.').waitFor();
    await assertSafe();

    // The slides show the key points; the notes panel the whole (made safe) text.
    await editor.openTab('Presentation');
    await page.getByRole('region', { name: 'Presentation' }).focus();
    // The deck closes with a "Thank you": the section's group slide is the one before.
    await page.keyboard.press('End');
    await page.keyboard.press('PageUp');
    await expect
      .poll(() => page.locator('[data-slide-frame] h2').textContent())
      .toBe('Brand Identity');
    await page.locator('[data-slide-frame]').getByText('Click for details').waitFor();
    await assertSafe();
    await page.getByRole('button', { name: 'Notes' }).click();
    await page
      .getByRole('region', { name: 'Speaker notes' })
      .getByText('Harmless text after.')
      .waitFor();
    await assertSafe();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppEnvironment, startAppEnvironment } from './support/app-environment.ts';
import { seriousViolations } from './support/axe.ts';
import { EditorPage } from './support/editor-page.ts';
import { LibraryPanel } from './support/library-panel.ts';
import { getStrategy } from './support/seed-strategy.ts';

let env: AppEnvironment;

beforeAll(async () => {
  // Slow enough to watch the text arrive word by word.
  env = await startAppEnvironment({ fake: { perTokenMs: 30, tokens: 300 } });
});
afterAll(async () => {
  await env?.close();
});

/** The slide on screen, as announced: "3 of 6: Sales Strategy". */
const currentSlide = (editor: EditorPage) =>
  editor.page.locator('[data-slide-frame]').getAttribute('aria-label');

describe('a consultant writes a strategy', () => {
  it('begins, generates two groups live, edits, presents, saves, finds it and deletes it', async () => {
    const editor = new EditorPage(await env.newPage());
    const { page } = editor;
    await editor.goto();
    await editor.screenshot('journey-1280-new');
    await editor.fillMetadata({
      companyName: 'Lisbon Pedal Co.',
      clientName: 'Harbor Ventures',
      preparedBy: 'Sam Reyes, Maker Consulting',
    });
    const id = await editor.begin(
      'Lisbon Pedal Co. rents e-bikes by monthly subscription to commuters in Lisbon, with ' +
        'maintenance, insurance and a swap within 24 hours included in one price.',
    );

    // Two groups through their category checkboxes; partly selected shows indeterminate.
    await editor.categoryCheckbox('Sales Strategy').click();
    expect(await editor.categoryCheckbox('Sales Strategy').getAttribute('aria-checked')).toBe(
      'true',
    );
    await editor.groupToggle('PR Plan').click();
    await editor.sectionCheckbox('PR Strategy').click();
    expect(await editor.categoryCheckbox('PR Plan').getAttribute('aria-checked')).toBe('mixed');
    await editor.categoryCheckbox('PR Plan').click();
    expect(await editor.categoryCheckbox('PR Plan').getAttribute('aria-checked')).toBe('true');
    await editor.categoryCheckbox('PR Plan').click();
    expect(await editor.categoryCheckbox('PR Plan').getAttribute('aria-checked')).toBe('false');
    await editor.categoryCheckbox('PR Plan').click();
    await editor.generateSelectedButton().filter({ hasText: '(5)' }).click();

    await page.getByRole('button', { name: 'Stop' }).waitFor();
    expect.soft(await seriousViolations(page), 'generate tab while running').toEqual([]);
    await editor.screenshot('journey-1280-generate-running');

    // The text streams into the cards as the model writes it.
    await page.getByRole('button', { name: 'Watch it being written' }).click();
    await page.getByRole('tabpanel', { name: 'View Strategy' }).waitFor();
    const card = editor.card('Sales Channels');
    await card.getByText('Generating content...').waitFor();
    const early = ((await card.textContent()) ?? '').length;
    // One reading of the card answers both: its text grew while it still said it was writing.
    // Polled as one condition, since a busy browser can paint a whole burst of tokens at once.
    const grewWhileWriting = () =>
      card.evaluate(
        (element, before) =>
          (element.textContent?.length ?? 0) > before + 40 &&
          (element.textContent?.includes('Generating content...') ?? false),
        early,
      );
    await expect.poll(grewWhileWriting, { timeout: 10_000 }).toBe(true);
    expect.soft(await seriousViolations(page), 'view tab while streaming').toEqual([]);
    await editor.screenshot('journey-1280-view-streaming');
    // Seen streaming: the sections not yet begun are written at full speed (the one streaming
    // keeps its pace), so the run's end is not a twenty-second wait.
    env.fake.configure({ perTokenMs: 0 });

    await editor.openTab('Generate Strategy');
    await expect.poll(() => editor.progress(), { timeout: 60_000 }).toBe(100);
    await page.getByText('Generation progress: 100%').waitFor();
    await page.getByRole('button', { name: 'Stop' }).waitFor({ state: 'detached' });
    // The run's last token count can reach the page just after its progress does.
    await page.getByText(/Tokens used: [1-9]/).waitFor();
    await editor.screenshot('journey-1280-generate-done');

    // Edit a section, preview it, save it, and find the edit after a reload.
    await editor.openTab('View Strategy');
    expect(await editor.writtenText('Go to Market Strategy')).toContain('Fingerprint');
    await editor.screenshot('journey-1280-view-done');
    await card.getByRole('button', { name: 'Edit' }).click();
    await card.getByRole('button', { name: 'Markdown', exact: true }).click();
    await card.getByLabel('Sales Channels (Markdown)').fill('## Channels\n\nOur **own** words.');
    await card.getByRole('tab', { name: 'Preview' }).click();
    await card.locator('strong', { hasText: 'own' }).waitFor();
    await card.getByRole('button', { name: 'Save' }).click();
    await editor.toast('Sales Channels saved').waitFor();
    await page.reload();
    await editor.openTab('View Strategy');
    await editor.expandViewGroup('Sales Strategy');
    await editor.card('Sales Channels').getByText('Our own words.').waitFor();
    expect((await getStrategy(env.server.url, id)).sections['sales-channels']?.content).toBe(
      '## Channels\n\nOur **own** words.',
    );

    // The slides: the cover, the contents, a slide per group written, the close.
    await editor.openTab('Presentation');
    await page.getByTestId('presentation-position').waitFor();
    expect(await currentSlide(editor)).toMatch(/^1 of \d+: Lisbon Pedal Co\.$/);
    await editor.screenshot('journey-1280-presentation');
    await page.getByRole('region', { name: 'Presentation' }).focus();
    await page.keyboard.press('PageDown');
    await expect.poll(() => currentSlide(editor)).toMatch(/^2 of \d+: Contents$/);
    await page.keyboard.press('PageDown');
    await expect.poll(() => currentSlide(editor)).toMatch(/^3 of \d+: Sales Strategy$/);
    await page.keyboard.press('End');
    await expect.poll(() => currentSlide(editor)).toMatch(/: Thank you$/);

    await editor.openTab('View Strategy');
    await editor.actionButton('Save Strategy').click();
    await editor.toast('Strategy saved').waitFor();

    const library = new LibraryPanel(page);
    await library.open();
    const item = library.item('Lisbon Pedal Co.');
    await item.getByText('5 of 124 sections').waitFor();
    await item.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete strategy' }).click();
    await editor.toast('Strategy deleted').waitFor();
    await page.getByRole('heading', { name: 'New business strategy' }).waitFor();
    expect(editor.strategyId()).toBeNull();
    expect(await page.request.get(`/api/strategies/${id}`).then((r) => r.status())).toBe(404);
  });
});

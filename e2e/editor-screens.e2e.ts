import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppEnvironment, startAppEnvironment } from './support/app-environment.ts';
import { animationsSettled, seriousViolations } from './support/axe.ts';
import { EditorPage } from './support/editor-page.ts';
import { LibraryPanel } from './support/library-panel.ts';
import { saveScreenshot } from './support/screenshots.ts';
import { seedStrategy } from './support/seed-strategy.ts';

let env: AppEnvironment;

let strategyId: string;

beforeAll(async () => {
  env = await startAppEnvironment({ fake: { perTokenMs: 40, tokens: 200 } });
  strategyId = await seedStrategy(env.server.url);
});
afterAll(async () => {
  await env?.close();
});

/**
 * Every tab at a desktop and a phone width, checked with axe-core (no serious or critical
 * violation); with `npm run screenshots`, also written to test-results/screenshots/ for a person.
 */
describe.each([1280, 390])('route "/" at %i px', (width) => {
  it('reads well and passes axe on every tab', async () => {
    const editor = new EditorPage(await env.newPage({ width, height: width > 500 ? 900 : 844 }));
    const { page } = editor;
    const check = async (where: string) => {
      expect.soft(await seriousViolations(page), where).toEqual([]);
    };

    await editor.goto();
    await page.getByText('Recent strategies').waitFor();
    await check('new strategy');
    await editor.screenshot(`editor-${width}-new`);

    await editor.goto(strategyId);
    await editor.tab('Generate Strategy').waitFor();
    await editor.categoryCheckbox('Brand Identity').click();
    await editor.groupToggle('Marketing').click();
    await editor.sectionCheckbox('Marketing Message').click();
    await editor.sectionCheckbox('Irresistible Offer').click();
    await check('generate tab');
    await editor.screenshot(`editor-${width}-generate`);

    await editor.openTab('View Strategy');
    await editor.card('Target Audience').waitFor();
    await animationsSettled(page);
    await check('view tab');
    await editor.screenshot(`editor-${width}-view`);

    await editor.actionButton('Share Strategy').click();
    const share = page.getByRole('dialog', { name: 'Share Strategy' });
    await share.getByRole('button', { name: 'Generate Link' }).waitFor();
    await animationsSettled(page);
    await check('share dialog');
    await share.getByRole('button', { name: 'Generate Link' }).click();
    await share.getByRole('textbox', { name: 'Share link' }).waitFor();
    await check('share dialog with a link');
    await saveScreenshot(page, `editor-${width}-share`);
    await share.getByRole('button', { name: 'Close' }).click();

    await editor.card('Target Audience').getByRole('button', { name: 'Edit' }).click();
    // The formatted editor loads on the first edit: check it, not the text area standing in.
    await editor
      .card('Target Audience')
      .getByRole('textbox', { name: 'Target Audience', exact: true })
      .waitFor();
    await check('section editor');
    await editor.card('Target Audience').getByRole('button', { name: 'Cancel' }).click();

    await editor.openTab('Presentation');
    await page.getByRole('region', { name: 'Presentation' }).waitFor();
    await animationsSettled(page);
    await check('presentation tab');
    await editor.screenshot(`editor-${width}-presentation`);

    const library = new LibraryPanel(page);
    await library.open();
    await check('saved strategies');
    await saveScreenshot(page, `editor-${width}-library`);
    await page.keyboard.press('Escape');

    await editor.openDetails();
    await check('details open');
  });
});

import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTILE_MARKDOWN } from '../src/web/components/rich-markdown-editor/testing/hostile-markdown.ts';
import { buildAnswerTokens } from '../tools/fake-llm/answer.ts';
import { seriousViolations } from './support/axe.ts';
import { DESKTOP, newViewportContext } from './support/browser.ts';
import { browserIdle } from './support/browser-idle.ts';
import { pageOverflow } from './support/page-overflow.ts';
import { type BuiltHarness, buildRichEditorHarness } from './support/rich-markdown-editor-page.ts';
import { SAMPLE_SECTIONS } from './support/sample-strategy.ts';
import { connectBrowser } from './support/shared-browser.ts';

const corpusFolder = path.resolve(
  import.meta.dirname,
  '../src/web/components/rich-markdown-editor/testing/section-corpus',
);
const corpus = fs
  .readdirSync(corpusFolder)
  .filter((file) => file.endsWith('.md'))
  .sort()
  .map((file) => ({ file, markdown: fs.readFileSync(path.join(corpusFolder, file), 'utf8') }));
// Every kind of section text the test suite stores: the corpus, the browser tests' sample
// strategy, and the fake model's answers.
const suiteTexts = [
  ...corpus,
  ...Object.entries(SAMPLE_SECTIONS).map(([key, markdown]) => ({ file: key, markdown })),
  ...['Customer Avatar', 'Pricing Strategy', "Carl Rogers' Humanistic Theory"].map((title) => ({
    file: title,
    markdown: buildAnswerTokens(title, 121).join(''),
  })),
];
const longSection = corpus.find((entry) => entry.file.startsWith('31-'))!.markdown;

const PHONE = { width: 390, height: 844 };

interface Harness {
  mount(markdown: string, mode?: 'rich' | 'markdown'): void;
  getMarkdown(): string | null;
  changes(): string[];
  roundTrip(markdown: string): Promise<string>;
}
declare const harness: Harness;

let built: BuiltHarness;
let browser: Browser;

beforeAll(async () => {
  [built, browser] = await Promise.all([buildRichEditorHarness(), connectBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await built?.close();
});

async function openEditor(viewport: { width: number; height: number }, markdown: string) {
  const context = await newViewportContext(browser, viewport);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(built.url);
  await page.evaluate((text) => harness.mount(text), markdown);
  await page.getByRole('textbox', { name: 'Section text' }).waitFor();
  return { page, errors, close: () => context.close() };
}

const editorBox = (page: Page) => page.getByRole('textbox', { name: 'Section text' });
const markdownOf = (page: Page) => page.evaluate(() => harness.getMarkdown());
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
/**
 * Presses End until the caret is after `text` once the page has handled the key: the editor
 * reads a moved caret on the browser's next selection event, and its focus handler puts back
 * the caret it knows if the focus came just before (an Enter pressed too soon split the line
 * where the click left the caret, or the text went before it). After an idle page, the caret
 * seen is the one the editor holds.
 */
async function caretAtEndOf(page: Page, text: string) {
  await expect
    .poll(async () => {
      await page.keyboard.press('End');
      await browserIdle(page);
      return page.evaluate(() => {
        const selection = getSelection();
        return `${selection?.anchorNode?.textContent}@${selection?.anchorOffset}`;
      });
    })
    .toBe(`${text}@${text.length}`);
}

describe('the rich Markdown editor in Chromium', () => {
  it('gives back every section text exactly as the headless round trip does', async () => {
    const { page, errors, close } = await openEditor(DESKTOP, '');
    for (const { file, markdown } of suiteTexts) {
      await page.evaluate((text) => harness.mount(text), markdown);
      await editorBox(page).waitFor();
      const written = await markdownOf(page);
      expect(written, file).toBe(markdown);
      expect(written, file).toBe(await page.evaluate((text) => harness.roundTrip(text), markdown));
    }
    // Raw HTML in a section is shown as text, never as elements.
    await page.evaluate(
      (text) => harness.mount(text),
      corpus.find((entry) => entry.file.startsWith('21-'))!.markdown,
    );
    await editorBox(page).waitFor();
    expect(await editorBox(page).locator('div[align], b, span[style]').count()).toBe(0);
    await expect.poll(() => editorBox(page).textContent()).toContain('<span style="color:red">');
    expect(errors).toEqual([]);
    await close();
  });

  it('shows hostile sections as text, runs nothing, and writes what the round trip writes', async () => {
    const { page, errors, close } = await openEditor(DESKTOP, '');
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    for (const [name, markdown] of Object.entries(HOSTILE_MARKDOWN)) {
      if (markdown.length > 10_000) continue;
      await page.evaluate((text) => harness.mount(text), markdown);
      await editorBox(page).waitFor();
      expect(await markdownOf(page), name).toBe(
        await page.evaluate((text) => harness.roundTrip(text), markdown),
      );
      // ProseMirror's own cursor helper (an <img> without a source) is the only image allowed.
      const injected = editorBox(page).locator(
        'script, img:not(.ProseMirror-separator), img[src], iframe, svg, div[align], [onerror]',
      );
      expect(await injected.count(), name).toBe(0);
      for (const href of await editorBox(page)
        .locator('a[href]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))) {
        expect(href, name).toMatch(/^(https?:|mailto:|#|\.|\/|[^:]*$)/i);
      }
    }
    // An alert, a script or an error would come from a task the mounts queued: let them all run.
    await browserIdle(page);
    expect(dialogs).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  it('ticks a task with its checkbox', async () => {
    const tasks = corpus.find((entry) => entry.file.startsWith('18-'))!.markdown;
    const { page, errors, close } = await openEditor(DESKTOP, tasks);
    const checkbox = page.getByRole('checkbox', { name: 'Done: Hire a head roaster' });
    expect(await checkbox.isChecked()).toBe(false);
    await checkbox.click();
    expect(await checkbox.isChecked()).toBe(true);
    expect(await markdownOf(page)).toBe(
      tasks.replace('- [ ] Hire a head roaster', '- [x] Hire a head roaster'),
    );
    expect(errors).toEqual([]);
    await close();
  });

  for (const viewport of [DESKTOP, PHONE]) {
    describe(`at ${viewport.width} px`, () => {
      it('formats typed text with the toolbar: bold, a list and a link', async () => {
        const { page, errors, close } = await openEditor(viewport, '');
        await editorBox(page).click();
        await page.keyboard.type('Intro ');
        await button(page, 'Bold').click();
        await page.keyboard.type('strong');
        await button(page, 'Bold').click();
        await page.keyboard.type(' end');
        await page.keyboard.press('Enter');
        await button(page, 'Bulleted list').click();
        await page.keyboard.type('first');
        await page.keyboard.press('Enter');
        await page.keyboard.type('second');
        await page.keyboard.press('Enter');
        await page.keyboard.press('Enter');
        await page.keyboard.type('site');
        for (let step = 0; step < 4; step++) await page.keyboard.press('Shift+ArrowLeft');
        await button(page, 'Link').click();
        const address = page.getByLabel('Link address');
        await address.fill('javascript:alert(1)');
        await page.getByRole('button', { name: 'Apply link' }).click();
        await page.getByRole('alert').waitFor();
        await address.fill('https://example.com/plan');
        await page.getByRole('button', { name: 'Apply link' }).click();

        const expected =
          'Intro **strong** end\n\n- first\n- second\n\n[site](https://example.com/plan)';
        expect(await markdownOf(page)).toBe(expected);
        expect(await page.evaluate((text) => harness.roundTrip(text), expected)).toBe(expected);
        await expect.poll(() => page.evaluate(() => harness.changes().at(-1))).toBe(expected);
        expect(await editorBox(page).locator('a').getAttribute('href')).toBe(
          'https://example.com/plan',
        );
        expect(await button(page, 'Bold').getAttribute('aria-pressed')).toBe('false');
        expect(errors).toEqual([]);
        await close();
      });

      it('switches to Markdown and back, keeping the text both ways', async () => {
        const { page, close } = await openEditor(viewport, longSection);
        const toggle = button(page, 'Markdown');
        await toggle.click();
        const textArea = page.getByRole('textbox', { name: 'Section text (Markdown)' });
        expect(await textArea.inputValue()).toBe(longSection);
        expect(await toggle.getAttribute('aria-pressed')).toBe('true');
        // Back without a change: the document is the one left, byte for byte.
        await toggle.click();
        expect(await markdownOf(page)).toBe(longSection);
        // A change made in Markdown shows formatted, and stays as typed.
        await toggle.click();
        await textArea.fill(`${longSection}\nAdded **in Markdown**.`);
        await toggle.click();
        await expect
          .poll(() => editorBox(page).locator('strong', { hasText: 'in Markdown' }).count())
          .toBe(1);
        expect(await markdownOf(page)).toBe(`${longSection}\nAdded **in Markdown**.`);
        await close();
      });

      it('reduces pasted HTML to the supported subset, running nothing', async () => {
        const { page, errors, close } = await openEditor(viewport, 'Before.');
        await editorBox(page).click();
        await caretAtEndOf(page, 'Before.');
        await page.keyboard.press('Enter');
        await page.evaluate(() => {
          const data = new DataTransfer();
          data.setData(
            'text/html',
            '<p>Hi <img src="x" onerror="window.pwned=1"><script>window.pwned=2</script>' +
              '<a href="javascript:window.pwned=3">click</a> <b>bold</b> ' +
              '<span style="color:red" onmouseover="window.pwned=4">red</span> ' +
              '<a href="https://example.com" title="Ok">ok</a></p>' +
              '<iframe src="javascript:window.pwned=5"></iframe><style>body{display:none}</style>',
          );
          data.setData('text/plain', 'Hi click bold red ok');
          const target = document.querySelector('.ProseMirror')!;
          target.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }));
        });
        await expect.poll(() => markdownOf(page)).toContain('**bold**');
        expect(await markdownOf(page)).toBe(
          'Before.\n\nHi [click]() **bold** red [ok](https://example.com "Ok")',
        );
        const box = editorBox(page);
        expect(
          await box.locator('img, script, iframe, style, [onerror], [onmouseover]').count(),
        ).toBe(0);
        expect(await box.locator('a:not([href])', { hasText: 'click' }).count()).toBe(1);
        // A handler the paste let in would run in a task it queued: let them all run first.
        await browserIdle(page);
        expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
        expect(errors).toEqual([]);
        await close();
      });

      it('reads pasted plain text as Markdown, with the same rules', async () => {
        const { page, errors, close } = await openEditor(viewport, 'Before.');
        await editorBox(page).click();
        await caretAtEndOf(page, 'Before.');
        await page.keyboard.press('Enter');
        await page.evaluate(() => {
          const data = new DataTransfer();
          data.setData(
            'text/plain',
            'Pasted **bold** and [x](javascript:alert(1)) <img src=x onerror="window.pwned=1">\n\n- one\n- two',
          );
          const target = document.querySelector('.ProseMirror')!;
          target.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }));
        });
        await expect.poll(() => markdownOf(page)).toContain('- two');
        expect(await markdownOf(page)).toBe(
          'Before.\n\nPasted **bold** and [x]() <img src=x onerror="window.pwned=1">\n\n- one\n- two',
        );
        expect(await editorBox(page).locator('strong', { hasText: 'bold' }).count()).toBe(1);
        expect(await editorBox(page).locator('img[src]').count()).toBe(0);
        expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
        expect(errors).toEqual([]);
        await close();
      });

      it('has no serious accessibility violation, and fits the screen', async () => {
        const { page, close } = await openEditor(viewport, longSection);
        expect(await seriousViolations(page)).toEqual([]);
        await button(page, 'Link').click();
        await page.getByLabel('Link address').waitFor();
        expect(await seriousViolations(page)).toEqual([]);
        await page.keyboard.press('Escape');
        await button(page, 'Markdown').click();
        expect(await seriousViolations(page)).toEqual([]);
        const overflow = await pageOverflow(page);
        expect(overflow).toBe(0);
        await close();
      });
    });
  }
});

import { execFileSync } from 'node:child_process';
import type { Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppEnvironment, startAppEnvironment } from './support/app-environment.ts';
import { seriousViolations } from './support/axe.ts';
import { savedDownload } from './support/downloads.ts';
import { saveScreenshot } from './support/screenshots.ts';
import { seedStrategy } from './support/seed-strategy.ts';

let env: AppEnvironment;
let strategyId: string;

/** Three written sections: a profile of two of them, and a preset that asks for many more. */
beforeAll(async () => {
  env = await startAppEnvironment();
  strategyId = await seedStrategy(env.server.url, {
    sections: {
      'target-audience': 'Makers who roast at home.',
      'mission-statement': 'Coffee worth waking up for.',
      'value-proposition': 'Roasted to order, at the door in two days.',
    },
  });
});
afterAll(async () => {
  await env?.close();
});

const toolbar = (page: Page) => page.getByRole('toolbar', { name: 'Strategy actions' });

async function chooseDownload(page: Page, width: number, label: string): Promise<void> {
  if (width < 640) {
    await toolbar(page).getByRole('button', { name: 'Download', exact: true }).click();
    await page.getByRole('menuitem', { name: label }).click();
  } else {
    await toolbar(page).getByRole('button', { name: label }).click();
  }
}

async function openActions(width: number): Promise<Page> {
  const page = await env.newPage({ width });
  await page.goto(`/?strategy=${strategyId}`);
  await page.getByRole('tab', { name: 'View Strategy' }).click();
  await toolbar(page).getByLabel('Report profile').waitFor();
  return page;
}

describe('report profiles in the page', () => {
  for (const width of [1280, 390]) {
    it(`at ${width} px: a preset warns about its unwritten sections before the export`, async () => {
      const page = await openActions(width);
      await toolbar(page).getByLabel('Report profile').selectOption('business-plan');
      await chooseDownload(page, width, 'Download Word');
      const dialog = page.getByRole('alertdialog', {
        name: /^\d+ sections in this profile are not written$/,
      });
      await dialog.waitFor();
      expect(await dialog.textContent()).toContain('Business Description (not written)');
      expect(await dialog.textContent()).toMatch(/ and \d+ more\. /);
      const box = await dialog.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
      await saveScreenshot(page, `profiles-${width}-warning`);
      expect(await seriousViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.context().close();
    });
  }

  it('saves the current selection as a profile, and the PDF, the slides and a new share link follow it', async () => {
    const page = await openActions(1280);
    // Nothing ticked in Generate Strategy: the selection is what is written.
    await toolbar(page).getByRole('button', { name: 'Save current selection as profile' }).click();
    const form = page.getByRole('form', { name: 'Save as profile' });
    await form.getByText('3 sections, in the outline’s order.').waitFor();
    await form.getByLabel('Profile name').fill('Client brief');
    await saveScreenshot(page, 'profiles-1280-save');
    await form.getByRole('button', { name: 'Save profile' }).click();
    await form.waitFor({ state: 'detached' });
    const picker = toolbar(page).getByLabel('Report profile');
    await expect
      .poll(() => picker.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text))
      .toBe('Client brief (3)');
    const saved = (await (await fetch(`${env.server.url}/api/report-profiles`)).json()) as {
      id: string;
      name: string;
      sections: string[];
    }[];
    const profile = saved.find((candidate) => candidate.name === 'Client brief');
    expect(profile?.sections).toEqual([
      'target-audience',
      'mission-statement',
      'value-proposition',
    ]);

    // Everything in it is written: the PDF comes at once, with exactly those sections.
    const [download] = (await Promise.all([
      page.waitForEvent('download'),
      chooseDownload(page, 1280, 'Download PDF'),
    ])) as [Download, unknown];
    const text = execFileSync('pdftotext', [await savedDownload(download), '-'], {
      encoding: 'utf8',
    });
    expect(text).toContain('Makers who roast at home.');
    expect(text).toContain('Roasted to order');

    // The share dialog carries the same choice; the link shows the profile's sections.
    await page.getByRole('button', { name: 'Share Strategy' }).click();
    const share = page.getByRole('dialog', { name: 'Share Strategy' });
    await share.getByLabel('Report profile').waitFor();
    expect(
      await share
        .getByLabel('Report profile')
        .evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text),
    ).toBe('Client brief (3)');
    await saveScreenshot(page, 'profiles-1280-share-dialog');
    await share.getByRole('button', { name: 'Generate Link' }).click();
    const link = await share.getByRole('textbox').first().inputValue();
    expect(link).toMatch(/\/share\//);
    const shareId = link.split('/share/')[1]!;
    const shared = (await (await fetch(`${env.server.url}/api/shares/${shareId}`)).json()) as {
      share: { profileId: string | null };
      strategy: { sectionOrder: string[] };
    };
    expect(shared.share.profileId).toBe(profile?.id);
    await page.keyboard.press('Escape');

    // The slides follow the chosen profile: the cover, the contents, its two groups, the close.
    await page.getByRole('tab', { name: 'Presentation' }).click();
    await expect
      .poll(() => page.getByTestId('presentation-position').textContent())
      .toContain('1 / 5');
    // And so does the shared view, in the profile's order.
    expect(shared.strategy.sectionOrder).toEqual(profile?.sections);
    await page.goto(`/share/${shareId}`);
    await expect
      .poll(() => page.getByTestId('presentation-position').textContent())
      .toContain('1 / 5');
    await page.context().close();
  });
});

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportProfile } from '../src/domain/report-profile.ts';
import { type AppEnvironment, startAppEnvironment } from './support/app-environment.ts';
import { seriousViolations } from './support/axe.ts';
import { EditorPage } from './support/editor-page.ts';
import { saveScreenshot } from './support/screenshots.ts';
import { seedStrategy } from './support/seed-strategy.ts';

/** Issue 33, item 9: report profiles get their own editor, opened from the profile picker. */
let env: AppEnvironment;
let strategyId: string;

beforeAll(async () => {
  env = await startAppEnvironment();
  strategyId = await seedStrategy(env.server.url, {
    sections: { 'target-audience': 'Makers who roast at home.' },
  });
});
afterAll(async () => {
  await env?.close();
});

async function savedProfiles(): Promise<ReportProfile[]> {
  const all = (await (
    await fetch(`${env.server.url}/api/report-profiles`)
  ).json()) as ReportProfile[];
  return all.filter((profile) => !profile.preset);
}

const toolbar = (page: Page) => page.getByRole('toolbar', { name: 'Strategy actions' });
/** The picker's choice, read while the editor's modal hides the page from the accessibility tree. */
const chosenProfile = (page: Page) =>
  page
    .getByRole('toolbar', { name: 'Strategy actions', includeHidden: true })
    .getByLabel('Report profile')
    .evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text);

describe.each([1280, 390])('the report profile editor at %i px', (width) => {
  it('creates a profile by group with all/none, renames it, and deletes it', async () => {
    const page = await env.newPage({ width, height: 900 });
    await page.goto(`/?strategy=${strategyId}`);
    await page.getByRole('tab', { name: 'View Strategy' }).click();
    await toolbar(page).getByRole('button', { name: 'Edit profiles' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report profiles' });
    await dialog.getByRole('button', { name: 'New profile', exact: true }).click();
    const form = dialog.getByRole('form', { name: 'New profile' });
    await form.getByLabel('Profile name').fill(`Board pack ${width}`);

    // A whole group in one click, one section of it out again, and one of another group.
    const sections = form.getByRole('group', { name: 'Sections in this profile' });
    await sections.getByRole('checkbox', { name: 'Customer Profile', exact: true }).click();
    await sections.getByText('13 sections of 125 ticked').waitFor();
    await sections.getByRole('checkbox', { name: 'Persona 3', exact: true }).click();
    await sections.getByRole('checkbox', { name: 'Mission Statement', exact: true }).click();
    await sections.getByText('13 sections of 125 ticked').waitFor();
    expect(
      await sections
        .getByRole('checkbox', { name: 'Customer Profile', exact: true })
        .getAttribute('aria-checked'),
    ).toBe('mixed');
    expect(await seriousViolations(page), 'axe on the profile editor').toEqual([]);
    await saveScreenshot(page, `profile-editor-${width}`);
    await form.getByRole('button', { name: 'Save as new profile' }).click();
    await new EditorPage(page).toast(`Profile “Board pack ${width}” saved`).waitFor();

    const [created] = (await savedProfiles()).filter((p) => p.name === `Board pack ${width}`);
    expect(created?.sections).toHaveLength(13);
    expect(created?.sections[0]).toBe('target-audience');
    expect(created?.sections).toContain('mission-statement');
    expect(created?.sections).not.toContain('persona-3');
    expect(created?.wordTemplate).toBe(true);
    // The profile just made is the strategy's choice.
    await expect.poll(() => chosenProfile(page)).toBe(`Board pack ${width} (13)`);

    // Rename it, and "Select none" then one section.
    const edit = dialog.getByRole('form', { name: `Profile Board pack ${width}` });
    await edit.getByLabel('Profile name').fill(`Investors ${width}`);
    await edit.getByRole('button', { name: 'Select none' }).click();
    await edit.getByRole('checkbox', { name: 'Target Audience', exact: true }).click();
    // Its Word files leave the firm's template off (on by default).
    const template = edit.getByRole('checkbox', {
      name: /^Word files use the firm’s Word template/,
    });
    expect(await template.getAttribute('aria-checked')).toBe('true');
    await template.click();
    await edit.getByRole('button', { name: 'Save profile', exact: true }).click();
    await expect
      .poll(async () => (await savedProfiles()).find((p) => p.id === created!.id))
      .toMatchObject({
        name: `Investors ${width}`,
        sections: ['target-audience'],
        wordTemplate: false,
      });
    await dialog.getByRole('button', { name: `Investors ${width} (1)` }).waitFor();

    // Delete asks, then the profile is gone and the strategy shows everything written again.
    await dialog
      .getByRole('form', { name: `Profile Investors ${width}` })
      .getByRole('button', { name: 'Delete profile' })
      .click();
    const ask = page.getByRole('alertdialog', { name: `Delete profile “Investors ${width}”?` });
    await ask.getByRole('button', { name: 'Delete profile' }).click();
    await expect
      .poll(async () => (await savedProfiles()).some((p) => p.id === created!.id))
      .toBe(false);
    await dialog.getByRole('button', { name: 'Close report profiles' }).click();
    await expect.poll(() => chosenProfile(page)).toBe('Everything written');
    await page.context().close();
  });
});

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatReportDate } from '../src/domain/locale.ts';
import type { ServerProcess } from '../src/server/testing/server-process.ts';
import { DESKTOP, newViewportContext } from './support/browser.ts';
import { startE2eServer } from './support/e2e-server.ts';
import { SAMPLE_SECTIONS } from './support/sample-strategy.ts';
import { saveScreenshot } from './support/screenshots.ts';
import {
  createShare,
  getStrategy,
  listShares,
  type ShareLinkBody,
  seedStrategy,
} from './support/seed-strategy.ts';
import { connectBrowser } from './support/shared-browser.ts';

// With an access token set, the share link must still open with no token and no cookie.
const TOKEN = 'e2e-share-token-0123456789';
const HELP =
  'Please check the URL and try again, or contact the person who shared this link with you.';

let server: ServerProcess;
let browser: Browser;
let strategyId: string;
let viewShare: ShareLinkBody;
let editShare: ShareLinkBody;

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startE2eServer({ APP_ACCESS_TOKEN: TOKEN }),
    connectBrowser(),
  ]);
  strategyId = await seedStrategy(server.url, { token: TOKEN });
  viewShare = await createShare(
    server.url,
    strategyId,
    { accessType: 'view', expiresInDays: 7 },
    TOKEN,
  );
  editShare = await createShare(
    server.url,
    strategyId,
    { accessType: 'edit', expiresInDays: null },
    TOKEN,
  );
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A fresh browser context: no cookies, no token, like the client opening the link. */
async function openInFreshContext(path: string, viewport = DESKTOP): Promise<Page> {
  const context = await newViewportContext(browser, viewport);
  const page = await context.newPage();
  await page.goto(`${server.url}${path}`);
  return page;
}

describe('a view link', () => {
  it('shows the real sections with the Contents navigation and the banner, and no edit controls', async () => {
    const page = await openInFreshContext(`/share/${viewShare.id}`);
    await page.getByText('Viewing shared strategy').waitFor();
    expect(await page.getByText('View only', { exact: true }).isVisible()).toBe(true);

    const contents = page.getByRole('navigation', { name: 'Contents' });
    for (const entry of [
      'Overview',
      'Customer Profile',
      'Target Audience',
      'Business Plan',
      'Sales Strategy',
      'Go to Market Strategy',
    ]) {
      expect(await contents.getByRole('button', { name: entry, exact: true }).isVisible()).toBe(
        true,
      );
    }
    // A group with nothing written is not listed.
    expect(await contents.getByRole('button', { name: 'Marketing', exact: true }).count()).toBe(0);

    // The slides: the cover, the contents, a slide per group written, the close.
    const presentation = page.getByRole('region', { name: 'Presentation' });
    const slide = presentation.locator('[data-slide-frame]');
    expect(await slide.getByRole('heading', { name: 'Northwind Roasters' }).isVisible()).toBe(true);
    // Each press is read once its slide shows ("N / M" moved on), however slow the machine.
    const position = page.getByTestId('presentation-position').locator('span').first();
    const titlesOfDeck = async () => {
      await presentation.focus();
      await page.keyboard.press('Home');
      const count = Number(((await position.textContent()) ?? '').split('/')[1]);
      const titles: string[] = [];
      for (let shown = 2; shown <= count; shown++) {
        await page.keyboard.press('PageDown');
        await expect.poll(() => position.textContent()).toBe(`${shown} / ${count}`);
        titles.push((await slide.locator('h2').textContent()) ?? '');
      }
      return titles;
    };
    expect(await titlesOfDeck()).toEqual([
      'Contents',
      'Customer Profile',
      'Business Plan',
      'Sales Strategy',
      'Thank you',
    ]);
    // A slide per section, in the outline's order, on request.
    await page
      .getByRole('combobox', { name: 'Slides' })
      .selectOption({ label: 'Slide per section' });
    expect(await titlesOfDeck()).toEqual([
      'Target Audience',
      'Latent Pain Points',
      'Mission Statement',
      'Value Proposition',
      'Metrics that Matter (KPIs)',
      'Go to Market Strategy',
      'Thank you',
    ]);
    await page.keyboard.press('PageUp');
    await page.keyboard.press('PageUp');
    // The Markdown's table is a table on the slide.
    await expect
      .poll(() => slide.getByRole('cell', { name: 'Monthly recurring revenue' }).count())
      .toBe(1);
    await page.getByRole('combobox', { name: 'Slides' }).selectOption({ label: 'Presentation' });
    await page.keyboard.press('Home');

    expect(await page.getByRole('button', { name: /^Edit/ }).count()).toBe(0);
    expect(await page.locator('textarea').count()).toBe(0);
    await saveScreenshot(page, 'shared-view-1280');

    // Clicking a Contents entry shows the slide that holds that section: its group's.
    await contents.getByRole('button', { name: 'Go to Market Strategy', exact: true }).click();
    await expect.poll(() => slide.locator('h2').textContent()).toBe('Sales Strategy');
    await expect
      .poll(() =>
        contents
          .getByRole('button', { name: 'Sales Strategy', exact: true })
          .getAttribute('aria-current'),
      )
      .toBe('location');
    await saveScreenshot(page, 'shared-view-1280-section');
    await page.context().close();
  });

  it('on a 390 px phone keeps the Contents behind a button', async () => {
    const page = await openInFreshContext(`/share/${viewShare.id}`, { width: 390, height: 844 });
    await page.getByText('Viewing shared strategy').waitFor();
    expect(await page.getByRole('navigation', { name: 'Contents' }).isVisible()).toBe(false);
    await saveScreenshot(page, 'shared-view-390');

    await page.getByRole('button', { name: 'Contents', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'Contents' });
    await sheet.waitFor();
    await saveScreenshot(page, 'shared-view-390-contents');
    await sheet.getByRole('button', { name: 'Mission Statement', exact: true }).click();
    await sheet.waitFor({ state: 'detached' });
    await expect
      .poll(() => page.locator('[data-slide-frame] h2').textContent())
      .toBe('Business Plan');
    await saveScreenshot(page, 'shared-view-390-section');
    await page.context().close();
  });
});

describe('an edit link', () => {
  it('changes a section’s text in place, and the owner sees the change', async () => {
    const page = await openInFreshContext(`/share/${editShare.id}`);
    await page.getByText('Edit access', { exact: true }).waitFor();
    // The section's slide; an edit link opens with the notes, where its text is edited.
    await page
      .getByRole('navigation', { name: 'Contents' })
      .getByRole('button', { name: 'Mission Statement', exact: true })
      .click();
    await page.getByRole('button', { name: 'Edit Mission Statement' }).click();
    await page.getByRole('button', { name: 'Markdown', exact: true }).click();
    const editor = page.getByRole('textbox', { name: 'Mission Statement (Markdown)' });
    expect(await editor.inputValue()).toBe(SAMPLE_SECTIONS['mission-statement']);
    const changed = 'Make **exceptional coffee** effortless for every remote team.';
    await editor.fill(changed);
    await saveScreenshot(page, 'shared-view-editing-1280');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await editor.waitFor({ state: 'detached' });

    // The notes show the new text, and the slide's key point follows it.
    const notes = page.getByRole('region', { name: 'Speaker notes' });
    await expect.poll(() => notes.getByText('exceptional coffee').count()).toBe(1);
    await expect
      .poll(() => page.locator('[data-slide-frame]').getByText('exceptional coffee').count())
      .toBe(1);
    const owner = await getStrategy(server.url, strategyId, TOKEN);
    expect(owner.sections['mission-statement']?.content).toBe(changed);
    await page.context().close();
  });
});

describe('a link that does not work', () => {
  it('/share/not-a-uuid shows "Invalid share link"', async () => {
    const page = await openInFreshContext('/share/not-a-uuid');
    await page.getByRole('heading', { name: 'Invalid share link' }).waitFor();
    expect(await page.getByText(HELP).isVisible()).toBe(true);
    await page.context().close();
  });

  it('an unknown id shows the error screen', async () => {
    const page = await openInFreshContext('/share/0b7c7a43-5d0f-4f43-9b1e-1f1e8a2c1d10');
    await page
      .getByRole('heading', { name: 'This share link has expired or is invalid' })
      .waitFor();
    expect(await page.getByText(HELP).isVisible()).toBe(true);
    await saveScreenshot(page, 'shared-view-error-1280');
    await page.context().close();
  });

  it('a revoked link shows the error screen', async () => {
    const share = await createShare(
      server.url,
      strategyId,
      { accessType: 'view', expiresInDays: 1 },
      TOKEN,
    );
    const response = await fetch(`${server.url}/api/strategies/${strategyId}/shares/${share.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.status).toBe(204);
    const page = await openInFreshContext(`/share/${share.id}`);
    await page
      .getByRole('heading', { name: 'This share link has expired or is invalid' })
      .waitFor();
    await page.context().close();
  });
});

/** The editor with the strategy open, signed in as the owner, on "View Strategy". */
async function openShareDialog(viewport = DESKTOP): Promise<Page> {
  const context = await newViewportContext(browser, viewport);
  await context.addCookies([{ name: 'mbb_access', value: TOKEN, url: server.url }]);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  const page = await context.newPage();
  await page.clock.install();
  await page.goto(`${server.url}/?strategy=${strategyId}`);
  await page.getByRole('tab', { name: 'View Strategy' }).click();
  await page.getByRole('button', { name: 'Share Strategy' }).click();
  await page.getByRole('dialog', { name: 'Share Strategy' }).waitFor();
  return page;
}

describe('the Share Strategy dialog', () => {
  it('generates a link with its access and expiry, and "Expires on {date}"', async () => {
    const page = await openShareDialog();
    const dialog = page.getByRole('dialog', { name: 'Share Strategy' });
    await dialog.getByRole('heading', { name: 'Active links' }).waitFor();
    await saveScreenshot(page, 'share-dialog-1280');

    await dialog.getByRole('radio', { name: /Edit Access/ }).click();
    await dialog.getByRole('combobox', { name: 'Expiration' }).click();
    await page.getByRole('option', { name: '7 days' }).click();
    await dialog.getByRole('button', { name: 'Generate Link' }).click();

    const linkBox = dialog.getByRole('textbox', { name: 'Share link' });
    await linkBox.waitFor();
    const url = await linkBox.inputValue();
    expect(url).toMatch(new RegExp(`^${server.url}/share/[0-9a-f-]{36}$`));
    expect(await linkBox.getAttribute('readonly')).not.toBeNull();

    const shareId = url.split('/').at(-1)!;
    const response = await fetch(`${server.url}/api/shares/${shareId}`);
    const { share } = (await response.json()) as {
      share: { accessType: string; expiresAt: string };
    };
    expect(share.accessType).toBe('edit');
    // One date format, the strategy's (English here), in the new link and in the list.
    const expected = formatReportDate(share.expiresAt.slice(0, 10), 'English');
    expect(expected).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    await dialog.getByText(`Expires on ${expected}`).waitFor();
    await dialog
      .locator(`li[data-share-id="${shareId}"]`)
      .getByText(`Expires ${expected}`, { exact: true })
      .waitFor();
    await saveScreenshot(page, 'share-dialog-link-1280');
    await page.context().close();
  });

  it('copies the link and shows "Copied!" for 2 seconds', async () => {
    const page = await openShareDialog();
    const dialog = page.getByRole('dialog', { name: 'Share Strategy' });
    await dialog.getByRole('button', { name: 'Generate Link' }).click();
    const url = await dialog.getByRole('textbox', { name: 'Share link' }).inputValue();
    // Never expires: no "Expires on" line.
    expect(await dialog.getByText(/^Expires on/).count()).toBe(0);

    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await dialog.getByRole('button', { name: 'Copy link', exact: true }).click();
    await dialog.getByRole('button', { name: 'Copied!', exact: true }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

    await page.clock.runFor(1900);
    expect(await dialog.getByRole('button', { name: 'Copied!', exact: true }).count()).toBe(1);
    await page.clock.runFor(200);
    await dialog.getByRole('button', { name: 'Copy link', exact: true }).waitFor();
    expect(await dialog.getByRole('button', { name: 'Copied!', exact: true }).count()).toBe(0);
    await page.context().close();
  });

  it('revokes a link', async () => {
    const share = await createShare(
      server.url,
      strategyId,
      { accessType: 'view', expiresInDays: 30 },
      TOKEN,
    );
    const page = await openShareDialog();
    const dialog = page.getByRole('dialog', { name: 'Share Strategy' });
    const row = dialog.locator(`li[data-share-id="${share.id}"]`);
    await row.waitFor();
    await row.getByRole('button', { name: /^Revoke/ }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Revoke this link?' });
    await confirm.getByRole('button', { name: 'Revoke link' }).click();
    await row.waitFor({ state: 'detached' });
    await page.getByText('Link revoked', { exact: true }).waitFor();
    const remaining = await listShares(server.url, strategyId, TOKEN);
    expect(remaining.map((link) => link.id)).not.toContain(share.id);
    expect((await fetch(`${server.url}/api/shares/${share.id}`)).status).toBe(404);
    await page.context().close();
  });

  it('fits a 390 px phone', async () => {
    const page = await openShareDialog({ width: 390, height: 844 });
    const dialog = page.getByRole('dialog', { name: 'Share Strategy' });
    await dialog.getByRole('heading', { name: 'Active links' }).waitFor();
    await saveScreenshot(page, 'share-dialog-390');
    await dialog.getByRole('button', { name: 'Generate Link' }).click();
    await dialog.getByRole('textbox', { name: 'Share link' }).waitFor();
    await saveScreenshot(page, 'share-dialog-link-390');
    await page.context().close();
  });
});

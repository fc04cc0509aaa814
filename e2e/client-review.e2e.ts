import fs from 'node:fs';
import type { Node, Parent } from 'mdast';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseMarkdown } from '../src/domain/parse-markdown.ts';
import type { BrowserApp } from './support/app-environment.ts';
import { seriousViolations } from './support/axe.ts';
import { savedDownload } from './support/downloads.ts';
import { EditorPage } from './support/editor-page.ts';
import { saveScreenshot } from './support/screenshots.ts';
import { createShare, getStrategy, seedStrategy } from './support/seed-strategy.ts';
import { connectSharedApp } from './support/shared-app.ts';

/**
 * Issue 14 in the browser: a client comments and approves through a comment link, the owner
 * sees it live, the text changes after the approval, the owner compares and restores it.
 */
let env: BrowserApp;

const APPROVED_TEXT = 'Make **coffee** effortless for every remote team.';
const HOSTILE = '<script>window.hacked = 1</script> see [this](javascript:alert(1))';

beforeAll(async () => {
  env = await connectSharedApp();
});
afterAll(async () => {
  await env?.close();
});

async function editThroughApi(strategyId: string, content: string): Promise<void> {
  const current = (await getStrategy(env.server.url, strategyId)).sections['mission-statement'];
  const response = await fetch(
    `${env.server.url}/api/strategies/${strategyId}/sections/mission-statement`,
    {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ content, version: current?.version }),
    },
  );
  expect(response.status).toBe(200);
}

async function openSharedSection(page: Page, shareId: string, phone: boolean): Promise<void> {
  await page.goto(`/share/${shareId}`);
  await page.getByText('Can comment', { exact: true }).waitFor();
  if (phone) {
    await page.getByRole('button', { name: 'Contents', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'Contents' });
    await sheet.getByRole('button', { name: 'Mission Statement', exact: true }).click();
    await sheet.waitFor({ state: 'detached' });
  } else {
    await page
      .getByRole('navigation', { name: 'Contents' })
      .getByRole('button', { name: 'Mission Statement', exact: true })
      .click();
  }
}

function markdownText(markdown: string): { text: string; types: string[] } {
  const types: string[] = [];
  let text = '';
  const walk = (node: Node) => {
    types.push(node.type);
    if ('value' in node && typeof node.value === 'string') text += node.value;
    for (const child of (node as Parent).children ?? []) walk(child);
  };
  walk(parseMarkdown(markdown));
  return { text, types };
}

/** Ticks "Include review notes (1 open)" and downloads Markdown: the file's text. */
async function downloadWithReviewNotes(page: Page, phone: boolean): Promise<string> {
  const toolbar = page.getByRole('toolbar', { name: 'Strategy actions' });
  const label = 'Include review notes (1 open)';
  let download: () => Promise<void>;
  if (phone) {
    await toolbar.getByRole('button', { name: 'Download', exact: true }).click();
    // The menu stays open after the tick.
    await page.getByRole('menuitemcheckbox', { name: label }).click();
    download = () => page.getByRole('menuitem', { name: 'Download Markdown' }).click();
  } else {
    await toolbar.getByRole('checkbox', { name: label }).click();
    download = () => toolbar.getByRole('button', { name: 'Download Markdown' }).click();
  }
  const [file] = await Promise.all([page.waitForEvent('download'), download()]);
  return fs.readFileSync(await savedDownload(file), 'utf8');
}

describe('client review', () => {
  for (const width of [1280, 390]) {
    it(`comments, approves, shows changes since approval and restores at ${width} px`, async () => {
      const phone = width < 500;
      const strategyId = await seedStrategy(env.server.url, {
        sections: { 'mission-statement': APPROVED_TEXT },
      });
      const share = await createShare(env.server.url, strategyId, {
        accessType: 'comment',
        expiresInDays: null,
      });

      // The owner's page is open on the section.
      const owner = await env.newPage({ width, height: 900 });
      const editor = new EditorPage(owner);
      await editor.goto(strategyId);
      await editor.openTab('View Strategy');
      await editor.expandViewGroup('Business Plan');
      const card = editor.card('Mission Statement');
      await card.getByRole('button', { name: 'Comments on Mission Statement: 0 open' }).waitFor();

      // The client comments (plain text, even when it looks like code) and approves.
      const client = await env.newPage({ width, height: 844 });
      await openSharedSection(client, share.id, phone);
      await client.getByRole('button', { name: 'Comment on Mission Statement' }).click();
      const comments = client.getByRole('dialog', { name: 'Comments: Mission Statement' });
      await comments.getByText('No comments yet.').waitFor();
      await comments.getByLabel('Your name').fill('Dana Client');
      await comments.getByLabel('Add a comment').fill(HOSTILE);
      await comments.getByRole('button', { name: 'Comment', exact: true }).click();
      await comments.getByText(HOSTILE, { exact: true }).waitFor();
      expect(await comments.getByRole('link').count()).toBe(0);
      expect(await client.evaluate(() => 'hacked' in window)).toBe(false);
      expect(await seriousViolations(client)).toEqual([]);
      await saveScreenshot(client, `client-review-comment-${width}`);
      await comments.getByRole('button', { name: 'Close Comments: Mission Statement' }).click();

      await client.getByRole('button', { name: 'Approve Mission Statement' }).click();
      const approve = client.getByRole('dialog', { name: 'Approve: Mission Statement' });
      // The name was asked once.
      await approve.getByText('Dana Client').waitFor();
      expect(await approve.getByLabel('Your name').count()).toBe(0);
      await approve.getByRole('button', { name: 'Approve this section' }).click();
      await approve.waitFor({ state: 'detached' });
      await client.getByText('Approved', { exact: true }).first().waitFor();

      // The owner sees both live, without reloading.
      await card.getByRole('button', { name: 'Comments on Mission Statement: 1 open' }).waitFor();
      await card.getByText('Approved', { exact: true }).waitFor();

      // The downloads may end with the open comments ("Review notes"), printed as text.
      const notes = await downloadWithReviewNotes(owner, phone);
      expect(notes).toContain('Appendix: Review notes');
      // Read back as Markdown: the comment is its characters, no HTML, no link.
      const read = markdownText(notes);
      expect(read.text).toContain(HOSTILE);
      expect(read.types).not.toContain('html');
      expect(read.types).not.toContain('link');
      await card.getByRole('button', { name: 'Comments on Mission Statement: 1 open' }).click();
      const panel = owner.getByRole('dialog', { name: 'Comments: Mission Statement' });
      await panel.getByText(HOSTILE, { exact: true }).waitFor();
      await panel.getByRole('button', { name: 'Reply' }).click();
      await panel.getByLabel('Reply to Dana Client').fill('Thanks, noted.');
      await panel.getByRole('button', { name: 'Reply', exact: true }).click();
      await panel.getByText('Thanks, noted.').waitFor();
      // The owner's reply carries the server's mark, which no link holder's name can imitate.
      await panel
        .getByRole('article', { name: 'Comment by Owner' })
        .getByText('Owner', { exact: true })
        .waitFor();
      expect(await seriousViolations(owner)).toEqual([]);
      await saveScreenshot(owner, `client-review-owner-comments-${width}`);
      await panel.getByRole('button', { name: 'Resolve' }).click();
      await panel.getByText('Resolved (1)').waitFor();
      await panel.getByRole('button', { name: 'Close Comments: Mission Statement' }).click();
      // The page behind the panel counts open comments only.
      await card.getByRole('button', { name: 'Comments on Mission Statement: 0 open' }).waitFor();

      // The text changes after the approval: the owner sees what changed, word by word.
      await editThroughApi(strategyId, 'Make **tea** effortless for every remote team.');
      await owner.reload();
      await editor.openTab('View Strategy');
      await editor.expandViewGroup('Business Plan');
      await card.getByRole('button', { name: 'Changed since approval' }).click();
      const history = owner.getByRole('dialog', { name: 'History: Mission Statement' });
      const sinceApproval = history.getByRole('region', { name: 'Changes since approval' });
      await sinceApproval.waitFor();
      expect(await sinceApproval.locator('del').allTextContents()).toEqual(['**coffee**']);
      expect(await sinceApproval.locator('ins').allTextContents()).toEqual(['**tea**']);
      expect(await seriousViolations(owner)).toEqual([]);
      await saveScreenshot(owner, `client-review-history-${width}`);

      // Restore gives back the exact approved text, as a new version.
      await history
        .getByRole('button', { name: /^Restore: Edited by you/ })
        .last()
        .click();
      await expect
        .poll(async () => (await getStrategy(env.server.url, strategyId)).sections)
        .toMatchObject({ 'mission-statement': { content: APPROVED_TEXT } });
      await history.getByText('Restored').first().waitFor();
      await history.getByRole('button', { name: 'Close History: Mission Statement' }).click();
      await card.getByText('coffee').first().waitFor();
      await owner.context().close();
      await client.context().close();
    });
  }

  it('shows a client the new text when it changed after they read it, and approves that one', async () => {
    const strategyId = await seedStrategy(env.server.url, {
      sections: { 'mission-statement': APPROVED_TEXT },
    });
    const share = await createShare(env.server.url, strategyId, {
      accessType: 'comment',
      expiresInDays: null,
    });
    const client = await env.newPage({ width: 1280, height: 900 });
    await openSharedSection(client, share.id, false);
    await client.getByRole('button', { name: 'Approve Mission Statement' }).click();
    const approve = client.getByRole('dialog', { name: 'Approve: Mission Statement' });
    await approve.getByLabel('Your name').fill('Dana Client');

    // The owner changes the text while the client reads the old one.
    await editThroughApi(strategyId, 'Make **tea** effortless for every remote team.');
    await approve.getByRole('button', { name: 'Approve this section' }).click();
    const newText = approve.getByRole('region', { name: 'The new text' });
    await newText.getByText('The text changed since you read it', { exact: false }).waitFor();
    expect(await newText.locator('strong').allTextContents()).toEqual(['tea']);
    expect(
      (await getStrategy(env.server.url, strategyId)).sections['mission-statement'],
    ).not.toHaveProperty('approval');

    // Having read it, the client approves the new text.
    await approve.getByRole('button', { name: 'Approve this section' }).click();
    await approve.waitFor({ state: 'detached' });
    await expect
      .poll(
        async () =>
          (await getStrategy(env.server.url, strategyId)).sections['mission-statement']?.approval,
      )
      .toEqual({ state: 'approved', version: 2, changedSince: false });
    await client.context().close();
  });
});

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserApp } from './support/app-environment.ts';
import { EditorPage } from './support/editor-page.ts';
import { createShare, getStrategy, seedStrategy } from './support/seed-strategy.ts';
import { connectSharedApp } from './support/shared-app.ts';

let env: BrowserApp;

beforeAll(async () => {
  env = await connectSharedApp();
});
afterAll(async () => {
  await env?.close();
});

/** Someone else's edit, straight through the API, from the version they read. */
async function editElsewhere(strategyId: string, key: string, content: string): Promise<void> {
  const current = (await getStrategy(env.server.url, strategyId)).sections[key];
  const response = await fetch(`${env.server.url}/api/strategies/${strategyId}/sections/${key}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ content, version: current?.version }),
  });
  if (!response.ok) throw new Error(`Edit elsewhere: ${response.status}`);
}

async function openEditor(page: Page, strategyId: string) {
  const editor = new EditorPage(page);
  await editor.goto(strategyId);
  await editor.openTab('View Strategy');
  await editor.expandViewGroup('Business Plan');
  const card = editor.card('Mission Statement');
  await card.getByRole('button', { name: 'Edit' }).click();
  // The formatted editor opens first; these tests type Markdown (the choice is remembered).
  await card.getByRole('button', { name: 'Markdown', exact: true }).click();
  return { card, textarea: card.getByLabel('Mission Statement (Markdown)') };
}

describe('the section editor', () => {
  it('refuses to save an empty section and says why; the preview shows the title once', async () => {
    const strategyId = await seedStrategy(env.server.url, {
      sections: { 'mission-statement': '## Mission Statement\n\nMake coffee effortless.' },
    });
    const { card, textarea } = await openEditor(await env.newPage(), strategyId);

    await card.getByRole('tab', { name: 'Preview' }).click();
    const preview = card.getByRole('tabpanel', { name: 'Preview' });
    await preview.getByText('Make coffee effortless.').waitFor();
    expect(await preview.getByRole('heading', { name: 'Mission Statement' }).count()).toBe(0);

    await card.getByRole('tab', { name: 'Edit' }).click();
    await textarea.fill('   ');
    await card.getByText('A section cannot be saved empty').waitFor();
    expect(await card.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await textarea.press('Control+Enter');
    const stored = (await getStrategy(env.server.url, strategyId)).sections['mission-statement'];
    expect(stored?.content).toBe('## Mission Statement\n\nMake coffee effortless.');
  });

  it('offers to merge when the section changed meanwhile, and saves both texts', async () => {
    const strategyId = await seedStrategy(env.server.url, {
      sections: { 'mission-statement': 'The first text.' },
    });
    const { card, textarea } = await openEditor(await env.newPage(), strategyId);
    await editElsewhere(strategyId, 'mission-statement', 'Their newer text.');

    await textarea.fill('My text.');
    await card.getByRole('button', { name: 'Save' }).click();
    const conflict = card.getByRole('alert').filter({ hasText: 'changed by someone else' });
    await conflict.getByText('Their newer text.').waitFor();
    await conflict.getByRole('button', { name: 'Merge: yours above theirs' }).click();
    expect(await textarea.inputValue()).toBe('My text.\n\nTheir newer text.\n');
    await card.getByRole('button', { name: 'Save' }).click();
    await card.getByRole('button', { name: 'Edit' }).waitFor();
    const stored = (await getStrategy(env.server.url, strategyId)).sections['mission-statement'];
    expect(stored?.content).toBe('My text.\n\nTheir newer text.\n');
  });

  it('through an edit link, offers to reload the newer text instead', async () => {
    const strategyId = await seedStrategy(env.server.url, {
      sections: { 'mission-statement': 'The first text.' },
    });
    const share = await createShare(env.server.url, strategyId, {
      accessType: 'edit',
      expiresInDays: null,
    });
    const page = await env.newPage();
    await page.goto(new URL(share.url).pathname);
    // The section's slide; an edit link edits its text in the notes beside it.
    await page
      .getByRole('navigation', { name: 'Contents' })
      .getByRole('button', { name: 'Mission Statement', exact: true })
      .click();
    await page.getByRole('button', { name: 'Edit Mission Statement' }).click();
    await editElsewhere(strategyId, 'mission-statement', 'The owner’s newer text.');
    await page.getByRole('button', { name: 'Markdown', exact: true }).click();
    await page
      .getByRole('textbox', { name: 'Mission Statement (Markdown)' })
      .fill('A client’s edit.');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const conflict = page.getByRole('alert').filter({ hasText: 'changed by someone else' });
    await conflict.getByText('The owner’s newer text.').waitFor();
    await conflict.getByRole('button', { name: 'Reload theirs, drop yours' }).click();
    const notes = page.getByRole('region', { name: 'Speaker notes' });
    await notes.getByText('The owner’s newer text.').waitFor();
    const stored = (await getStrategy(env.server.url, strategyId)).sections['mission-statement'];
    expect(stored?.content).toBe('The owner’s newer text.');
  });
});

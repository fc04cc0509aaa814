import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Intake } from '../src/domain/intake.ts';
import type { ShareLink } from '../src/domain/share-link.ts';
import { type AppEnvironment, startAppEnvironment } from './support/app-environment.ts';
import { seriousViolations } from './support/axe.ts';
import { pageOverflow } from './support/page-overflow.ts';
import { drawSampleLogo } from './support/sample-logo.ts';
import { seedStrategy } from './support/seed-strategy.ts';

/** The client's questionnaire (issue 29 item 2, decision 0103): made in the Share dialog. */

let env: AppEnvironment;
let strategyId: string;

const QUESTIONS = [
  {
    id: 'price',
    text: 'What does a 250 g bag of beans sell for?',
    why: 'The pricing and the forecast start from it.',
    sections: ['pricing-strategy'],
  },
  { id: 'reader', text: 'Who will read the report?' },
];

async function api<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const { json, ...rest } = init;
  const response = await fetch(`${env.server.url}${path}`, {
    ...rest,
    headers: { 'content-type': 'application/json', ...rest.headers },
    ...(json === undefined ? {} : { body: JSON.stringify(json) }),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (response.status === 204 ? undefined : await response.json()) as T;
}

beforeAll(async () => {
  env = await startAppEnvironment();
  strategyId = await seedStrategy(env.server.url);
  await api(`/api/strategies/${strategyId}/intake`, {
    method: 'PUT',
    json: { questions: QUESTIONS, version: 0 },
  });
  await api('/api/settings/brand', {
    method: 'PUT',
    json: { firmName: 'Maker Consulting', primaryColor: '#0F766E' },
  });
  const logo = await drawSampleLogo(env.browser);
  const uploaded = await fetch(`${env.server.url}/api/strategies/${strategyId}/logo`, {
    method: 'PUT',
    headers: { 'content-type': 'image/png' },
    body: new Uint8Array(logo),
  });
  expect(uploaded.status).toBe(200);
});
afterAll(async () => {
  await env?.close();
});

describe('the questionnaire link', () => {
  it('is made, copied and revoked in the Share dialog at 1280 px, and the owner hears the answers', async () => {
    const page = await env.newPage({ width: 1280 });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: env.server.url,
    });
    await page.goto(`/?strategy=${strategyId}`);
    await page.getByRole('tab', { name: 'View Strategy' }).click();
    await page.getByRole('button', { name: 'Share Strategy' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share Strategy' });
    await dialog.getByRole('radio', { name: /Questionnaire for the client/ }).click();
    // A questionnaire shows no report: no profile to choose.
    expect(await dialog.getByRole('combobox', { name: /profile/i }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Generate Link' }).click();
    await dialog.getByText('Questionnaire link ready to send to the client').waitFor();
    const url = await dialog.getByRole('textbox', { name: 'Share link' }).inputValue();
    expect(url).toMatch(new RegExp(`^${env.server.url}/share/[0-9a-f-]{36}$`));
    const shareId = url.split('/').at(-1)!;
    await dialog.getByRole('button', { name: 'Copy link', exact: true }).click();
    // The page writes the clipboard asynchronously after the click.
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    const row = dialog.locator(`li[data-share-id="${shareId}"]`);
    await row.getByText('Questionnaire for the client', { exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // The client sends answers: the owner's page says so.
    await api(`/api/shares/${shareId}/answers`, {
      method: 'PUT',
      json: { answers: [{ questionId: 'reader', text: 'Our bank' }], submitted: true },
    });
    // The toast itself; the toaster also repeats its title for screen readers.
    await page.locator('li').getByText('The client sent answers', { exact: true }).waitFor();

    await row.getByRole('button', { name: /^Revoke Questionnaire for the client link/ }).click();
    await page.getByRole('button', { name: 'Revoke link' }).click();
    await expect.poll(() => row.count()).toBe(0);
    const gone = await fetch(`${env.server.url}/api/shares/${shareId}`);
    expect(gone.status).toBe(404);
    await page.context().close();
  });

  it('is answered on a 390 px phone: saved as typed, kept across a reload, then sent', async () => {
    const link = await api<ShareLink>(`/api/strategies/${strategyId}/shares`, {
      method: 'POST',
      json: { accessType: 'intake', expiresInDays: 7 },
    });
    // An answer saved on an earlier visit.
    await api(`/api/shares/${link.id}/answers`, {
      method: 'PUT',
      json: { answers: [{ questionId: 'reader', text: 'Our bank' }] },
    });
    const page = await env.newPage({ width: 390, height: 844 });
    await page.goto(`/share/${link.id}`);
    await page.getByRole('heading', { name: 'Questions about Northwind Roasters' }).waitFor();
    // Branded: the firm's name in its colour bar, the client's logo; only the questions.
    await page.getByText('Maker Consulting', { exact: true }).waitFor();
    const clientLogo = page.getByRole('img', { name: 'Northwind Roasters logo' });
    await clientLogo.waitFor();
    await expect
      .poll(() => clientLogo.evaluate((image) => (image as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    await page.getByText('The pricing and the forecast start from it.').waitFor();
    expect(await page.getByText('Viewing shared strategy').count()).toBe(0);
    expect(await page.getByRole('navigation', { name: 'Contents' }).count()).toBe(0);

    const price = page.getByRole('textbox', { name: /What does a 250 g bag of beans sell for/ });
    await price.fill('12 euros, 11 for subscribers');
    await page.getByText('Saved', { exact: true }).waitFor();
    const saved = async () =>
      (await api<Intake>(`/api/strategies/${strategyId}/intake`)).answers.find(
        (answer) => answer.questionId === 'price',
      );
    expect(await saved()).toMatchObject({
      text: '12 euros, 11 for subscribers',
      answeredBy: 'client',
    });
    expect(await seriousViolations(page)).toEqual([]);
    expect(await pageOverflow(page), 'nothing wider than the screen').toBeLessThanOrEqual(0);

    // A reload keeps the draft: it lives on the server.
    await page.reload();
    const again = page.getByRole('textbox', { name: /What does a 250 g bag of beans sell for/ });
    await expect.poll(() => again.inputValue()).toBe('12 euros, 11 for subscribers');
    expect(
      await page.getByRole('textbox', { name: 'Who will read the report?' }).inputValue(),
    ).toBe('Our bank');

    await page.getByRole('button', { name: 'Send answers' }).click();
    const confirmation = page.getByRole('region', { name: 'Thank you, your answers were sent' });
    await confirmation.waitFor();
    await confirmation.getByText('12 euros, 11 for subscribers').waitFor();
    expect((await api<Intake>(`/api/strategies/${strategyId}/intake`)).clientSentAt).toEqual(
      expect.any(String),
    );
    expect(await seriousViolations(page)).toEqual([]);
    expect(await pageOverflow(page), 'nothing wider than the screen').toBeLessThanOrEqual(0);
    await page.context().close();
  });

  it('speaks the strategy’s language: a French strategy’s questionnaire', async () => {
    const frenchId = await seedStrategy(env.server.url, { language: 'French', sections: {} });
    await api(`/api/strategies/${frenchId}/intake`, {
      method: 'PUT',
      json: { questions: [{ id: 'prix', text: 'Quel est le prix d’un sachet ?' }], version: 0 },
    });
    const link = await api<ShareLink>(`/api/strategies/${frenchId}/shares`, {
      method: 'POST',
      json: { accessType: 'intake' },
    });
    const page = await env.newPage({ width: 390, height: 844 });
    await page.goto(`/share/${link.id}`);
    await page.getByRole('heading', { name: 'Questions sur Northwind Roasters' }).waitFor();
    expect(await page.locator('[lang="fr"]').count()).toBeGreaterThan(0);
    await page.getByRole('textbox', { name: /Quel est le prix/ }).fill('8 euros');
    await page.getByText('Enregistré', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Envoyer les réponses' }).click();
    await page.getByRole('region', { name: 'Merci, vos réponses ont été envoyées' }).waitFor();
    await page.context().close();
  });
});

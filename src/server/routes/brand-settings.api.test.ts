import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrandSettings } from '../../domain/brand.ts';
import { createShare, readSharedStrategy, writeSection } from '../testing/api-steps.ts';
import { run, TINY_PNG, writeTemporaryFile } from '../testing/export-fixtures.ts';
import { pdfPixel } from '../testing/pdf-pixel.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { answer } from '../testing/typed-answer.ts';

let server: TestServer;

/** The product's and the libraries' names: none may show in a client's file or share. */
const FORBIDDEN = /Maker Business Builder|pdfmake|pdfkit|pptxgen|exceljs|Un-named|docx\b/i;

const BRAND = {
  firmName: 'Harbour & Finch',
  primaryColor: '#7a1f3d',
  accentColor: '#D08C1B',
  headerText: '{company} · for {client}',
  footerText: '{firm} · Strictly confidential · page {page} of {pages}',
  disclaimer: 'Prepared from client data; not investment advice.',
};

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

function brand() {
  return answer(server.api.settings.brand.$get(), 200);
}

function createStrategy(overview: string, metadata: { companyName: string; clientName?: string }) {
  return answer(server.api.strategies.$post({ json: { overview, metadata } }), 201);
}

/** A view link's read of the strategy, as the client sees it. */
async function viewThroughNewLink(id: string) {
  const link = await createShare(server, id, 'view');
  return { link, view: await readSharedStrategy(server, link.id) };
}

function exported(id: string, format: 'pdf' | 'docx' | 'pptx') {
  return server.api.strategies[':id'].export[':format'].$get({ param: { id, format } });
}

async function errorOf(response: Response): Promise<string> {
  return ((await response.json()) as { error: string }).error;
}

async function zipParts(bytes: ArrayBuffer): Promise<Record<string, string>> {
  const zip = await JSZip.loadAsync(bytes);
  const names = Object.keys(zip.files).filter((name) => /\.(xml|rels)$/.test(name));
  const texts = await Promise.all(names.map((name) => zip.file(name)?.async('string') ?? ''));
  return Object.fromEntries(names.map((name, index) => [name, texts[index] ?? '']));
}

describe(`brand kit API on ${process.env.TEST_DATABASE ?? 'pglite'}`, () => {
  it('answers the neutral defaults, then keeps fields left out of a PUT', async () => {
    expect(await brand()).toEqual({
      firmName: '',
      primaryColor: '#1F3A5F',
      accentColor: '#2F8F83',
      headingFont: 'Source Serif 4',
      bodyFont: 'Source Sans 3',
      headerText: '',
      footerText: '',
      disclaimer: '',
      firmLogoUrl: null,
    });
    const first = await server.api.settings.brand.$put({
      json: { firmName: 'Early name', headingFont: 'DejaVu Serif' },
    });
    expect(first.status).toBe(200);
    const second = await server.api.settings.brand.$put({ json: BRAND });
    expect(await answer(second, 200)).toEqual({
      ...BRAND,
      primaryColor: '#7A1F3D',
      headingFont: 'DejaVu Serif',
      bodyFont: 'Source Sans 3',
      firmLogoUrl: null,
    });
    expect((await brand()).firmName).toBe('Harbour & Finch');
  });

  it('refuses bad fields with 400 naming them, storing nothing', async () => {
    const before = await brand();
    const cases: [unknown, string][] = [
      [{ primaryColor: 'red' }, 'Primary color: must be a colour as #rrggbb'],
      [{ accentColor: '#12345' }, 'Accent color: must be a colour as #rrggbb'],
      [{ headingFont: 'Comic Sans' }, 'Heading font: must be one of Source Sans 3'],
      [{ firmName: 'x'.repeat(121) }, 'Firm name: must be at most 120 characters'],
      [{ disclaimer: 42 }, 'Disclaimer: must be text'],
      [{ firmName: 'Fine', footerText: 'bad\u0000' }, 'Footer text: must not contain NUL'],
    ];
    for (const [body, message] of cases) {
      const response = await server.request('/api/settings/brand', { method: 'PUT', json: body });
      expect(response.status).toBe(400);
      expect(await errorOf(response)).toContain(message);
    }
    expect(await brand()).toEqual(before);
  });

  it('stores, serves and deletes the firm logo, checked by its bytes', async () => {
    const refused = await server.request('/api/settings/brand/logo', {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: '<svg onload="alert(1)"/>',
    });
    expect(refused.status).toBe(415);
    const stored = await server.request('/api/settings/brand/logo', {
      method: 'PUT',
      headers: { 'content-type': 'application/octet-stream' },
      body: TINY_PNG,
    });
    expect(stored.status).toBe(200);
    const settings = (await stored.json()) as BrandSettings;
    expect(settings.firmLogoUrl).toMatch(/^\/api\/settings\/brand\/logo\?v=\d+$/);
    const served = await server.request(settings.firmLogoUrl!);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(new Uint8Array(TINY_PNG));

    expect((await server.api.settings.brand.logo.$delete()).status).toBe(204);
    expect((await brand()).firmLogoUrl).toBeNull();
    expect((await server.api.settings.brand.logo.$get()).status).toBe(404);
    await server.request('/api/settings/brand/logo', { method: 'PUT', body: TINY_PNG });
  });

  it('dresses the PDF, Word, PowerPoint and the shared view in the kit, naming no software', async () => {
    const strategy = await createStrategy('A harbour-side bakery', {
      companyName: 'Northwind Makers',
      clientName: 'Contoso Holdings',
    });
    const mission = 'Bread for everyone.\n\nEvery morning, before seven.';
    await writeSection(server, strategy.id, 'mission-statement', mission);

    const pdf = await exported(strategy.id, 'pdf');
    const path = writeTemporaryFile('brand.pdf', new Uint8Array(await pdf.arrayBuffer()));
    const pages = Number(/Pages:\s+(\d+)/.exec(run('pdfinfo', [path]))?.[1]);
    const second = run('pdftotext', ['-layout', '-f', '2', '-l', '2', path, '-']);
    expect(second).toContain('Northwind Makers · for Contoso Holdings');
    expect(second).toContain(`Harbour & Finch · Strictly confidential · page 2 of ${pages}`);
    expect(run('pdftotext', [path, '-'])).toContain(BRAND.disclaimer);
    expect(pdfPixel(path, 1, 5, 5)).toBe('#7A1F3D');
    expect(run('pdfinfo', [path])).toMatch(/Producer:\s+Harbour & Finch/);
    expect(run('pdftotext', [path, '-']) + run('pdfinfo', [path])).not.toMatch(FORBIDDEN);
    // The firm's logo and the client's: the cover carries the firm's now.
    expect(
      Buffer.from(await (await exported(strategy.id, 'pdf')).arrayBuffer()).toString('latin1'),
    ).toMatch(/\/Subtype\s*\/Image/);

    const docx = await zipParts(await (await exported(strategy.id, 'docx')).arrayBuffer());
    const headers = Object.entries(docx)
      .filter(([name]) => /word\/header\d\.xml/.test(name))
      .map(([, xml]) => xml)
      .join('');
    const footers = Object.entries(docx)
      .filter(([name]) => /word\/footer\d\.xml/.test(name))
      .map(([, xml]) => xml)
      .join('');
    expect(headers).toContain('Northwind Makers · for Contoso Holdings');
    expect(footers).toContain('Harbour &amp; Finch · Strictly confidential · page ');
    expect(docx['word/document.xml']).toContain('w:fill="7A1F3D"');
    expect(docx['docProps/core.xml']).toContain('<dc:creator>Harbour &amp; Finch</dc:creator>');
    expect(docx['word/settings.xml']).not.toContain('updateFields');
    for (const [name, xml] of Object.entries(docx)) expect(xml, name).not.toMatch(FORBIDDEN);

    const pptx = await zipParts(await (await exported(strategy.id, 'pptx')).arrayBuffer());
    const slides = Object.entries(pptx)
      .filter(([name]) => /^ppt\/slides\/slide\d+\.xml$/.test(name))
      .map(([, xml]) => xml)
      .join('');
    expect(slides).toContain('Harbour &amp; Finch');
    expect(slides).toContain('7A1F3D');
    expect(slides).toContain('Mission Statement');
    for (const [name, xml] of Object.entries(pptx)) expect(xml, name).not.toMatch(FORBIDDEN);

    const { link, view } = await viewThroughNewLink(strategy.id);
    expect(view.strategy.brand).toMatchObject({ ...BRAND, primaryColor: '#7A1F3D' });
    expect(view.strategy.firmLogoUrl).toMatch(
      new RegExp(`^/api/shares/${link.id}/firm-logo\\?v=\\d+$`),
    );
    const logo = await server.request(view.strategy.firmLogoUrl!);
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toBe('image/png');
    expect(JSON.stringify(view)).not.toMatch(FORBIDDEN);
  }, 120_000);

  it('lets a strategy override fields of the kit, for its exports and shared view alone', async () => {
    const strategy = await createStrategy('A second client', { companyName: 'Fabrikam' });
    const param = { id: strategy.id };
    const patched = await server.api.strategies[':id'].$patch({
      param,
      json: { version: strategy.version, brand: { primaryColor: '#112233', firmName: '' } },
    });
    expect((await answer(patched, 200)).brand).toEqual({
      primaryColor: '#112233',
      firmName: '',
    });
    const bad = await answer(
      server.api.strategies[':id'].$patch({
        param,
        json: { version: strategy.version + 1, brand: { accentColor: 'blue' } },
      }),
      400,
    );
    expect(bad.error).toContain('Brand, accent color: must be a colour as #rrggbb');

    const { view } = await viewThroughNewLink(strategy.id);
    // Its own colour; the firm (left empty here) and the rest from the owner's kit.
    expect(view.strategy.brand).toMatchObject({
      primaryColor: '#112233',
      firmName: 'Harbour & Finch',
      accentColor: '#D08C1B',
    });
    const pdf = await exported(strategy.id, 'pdf');
    const path = writeTemporaryFile('override.pdf', new Uint8Array(await pdf.arrayBuffer()));
    expect(pdfPixel(path, 1, 5, 5)).toBe('#112233');
  }, 60_000);
});

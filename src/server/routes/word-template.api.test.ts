import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Strategy } from '../../domain/strategy.ts';
import {
  WORD_TEMPLATE_MACROS,
  WORD_TEMPLATE_MAX_BYTES,
  WORD_TEMPLATE_NOT_WORD,
  WORD_TEMPLATE_TOO_LARGE,
  type WordTemplateView,
} from '../../domain/word-template.ts';
import { writeSection } from '../testing/api-steps.ts';
import {
  convertWithLibreOffice,
  libreOfficeInstalled,
  run,
  TINY_PNG,
  writeTemporaryFile,
} from '../testing/export-fixtures.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { answer } from '../testing/typed-answer.ts';
import {
  asMacroEnabled,
  FIRM_TEMPLATE,
  makeFirmTemplate,
} from '../testing/word-template-fixture.ts';

/**
 * The firm's Word template (issue 31): uploaded through the API, checked like a client's
 * document, and worn by the Word export, read back from the exported file and from what
 * LibreOffice makes of it.
 */

const hasLibreOffice = libreOfficeInstalled('the firm Word template is made and read with it');
const TEMPLATE_PATH = '/api/settings/word-template';

let server: TestServer;
let strategy: Strategy;

const SECTION = [
  'Our buyers are busy founders.',
  '',
  '### Segments',
  '',
  '- Founders',
  '- Makers',
  '',
  '| Segment | Share |',
  '|---|---|',
  '| Europe | 40% |',
].join('\n');

beforeAll(async () => {
  server = await startTestServer();
  strategy = await answer(
    server.api.strategies.$post({
      json: {
        overview: 'A bakery for busy founders',
        metadata: { companyName: 'Crumb & Co', clientName: 'Ada', preparedBy: 'Northwind' },
      },
    }),
    201,
  );
  await writeSection(server, strategy.id, 'target-audience', SECTION);
}, 60_000);
afterAll(async () => {
  await server?.close();
});

/** Raw bytes with the name in a header: an upload the typed client does not send. */
function upload(bytes: Uint8Array, name = 'firm.dotx') {
  return server.request(TEMPLATE_PATH, {
    method: 'PUT',
    headers: {
      'content-type': 'application/vnd.openxmlformats-officedocument.wordprocessingml.template',
      'x-filename': encodeURIComponent(name),
    },
    body: bytes as Uint8Array<ArrayBuffer>,
  });
}

function stored() {
  return answer(server.api.settings['word-template'].$get(), 200);
}

// The export route reads its query itself, so the types do not name it: sent as written.
async function exportWord(): Promise<Uint8Array> {
  const response = await server.request(
    `/api/strategies/${strategy.id}/export/docx?unwritten=include-note`,
  );
  expect(response.status, await response.clone().text()).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
}

async function partsOf(bytes: Uint8Array) {
  const zip = await JSZip.loadAsync(bytes);
  const text = async (name: string) => (await zip.file(name)?.async('string')) ?? '';
  const headers = await Promise.all(
    Object.keys(zip.files)
      .filter((name) => /^word\/header\d+\.xml$/.test(name))
      .map((name) => text(name)),
  );
  return {
    names: Object.keys(zip.files),
    styles: await text('word/styles.xml'),
    document: await text('word/document.xml'),
    headers: headers.join('\n'),
  };
}

describe(`the firm's Word template on ${process.env.TEST_DATABASE ?? 'pglite'}`, {
  timeout: 180_000,
}, () => {
  it('answers null while none is set, and the Word export is the project design', async () => {
    expect(await stored()).toBeNull();
    const parts = await partsOf(await exportWord());
    expect(parts.styles).not.toContain(FIRM_TEMPLATE.headingFont);
  });

  it.skipIf(!hasLibreOffice)(
    'stores a template made with LibreOffice and lists its styles, page and parts',
    async () => {
      const response = await upload(makeFirmTemplate(), 'Northwind house style.docx');
      expect(response.status, await response.clone().text()).toBe(200);
      const view = (await response.json()) as WordTemplateView;
      expect(view.name).toBe('Northwind house style.docx');
      expect(view.styles).toContainEqual(
        expect.objectContaining({ name: FIRM_TEMPLATE.customStyle, type: 'paragraph' }),
      );
      expect(view.styles).toContainEqual(
        expect.objectContaining({ id: 'Heading1', usedFor: 'Heading 1' }),
      );
      expect(view.page).toMatchObject({
        width: FIRM_TEMPLATE.page.width,
        height: FIRM_TEMPLATE.page.height,
        margins: { left: FIRM_TEMPLATE.page.left },
      });
      expect(view).toMatchObject({ hasHeader: true, hasFooter: true, hasFirstPage: true });
      expect(await stored()).toEqual(view);
    },
  );

  it.skipIf(!hasLibreOffice)(
    "gives a Word export in the template's fonts, page, header and first page that LibreOffice renders",
    async () => {
      const bytes = await exportWord();
      const parts = await partsOf(bytes);
      expect(parts.styles).toContain(FIRM_TEMPLATE.headingFont);
      expect(parts.styles).toContain(FIRM_TEMPLATE.bodyFont);
      expect(parts.styles).toContain(FIRM_TEMPLATE.customStyle);
      // The project's own styles stay for those the template lacks.
      expect(parts.styles).toContain('w:styleId="ContentsTitle"');
      expect(parts.headers).toContain(FIRM_TEMPLATE.headerText);
      // The template's title field shows the report's title before any program updates it.
      expect(parts.headers).toContain('Business Strategy Report: Crumb &amp; Co');
      // US Letter: 12,240 x 15,840 twips.
      expect(parts.document).toMatch(/<w:pgSz w:w="1224\d" w:h="1584\d"/);
      // Tables and the contents' page numbers fit the template's text width (166 mm).
      const textWidth = Math.round(
        ((FIRM_TEMPLATE.page.width - 2 * FIRM_TEMPLATE.page.left) * 1440) / 25.4,
      );
      expect(parts.document).toContain(`w:pos="${textWidth}"`);
      const tableWidths = [...parts.document.matchAll(/<w:tblW w:type="dxa" w:w="(\d+)"/g)];
      expect(tableWidths.length).toBeGreaterThan(0);
      for (const [, width] of tableWidths) expect(Number(width)).toBeLessThanOrEqual(textWidth);
      expect(parts.document).toContain(FIRM_TEMPLATE.firstPageText);
      expect(parts.document).not.toContain("The template's second page");
      expect(parts.names.filter((name) => /vbaProject|activeX|embeddings/i.test(name))).toEqual([]);

      const pdf = convertWithLibreOffice(bytes, 'business-strategy.docx', 'pdf');
      const firstPage = run('pdftotext', ['-f', '1', '-l', '1', pdf, '-']);
      expect(firstPage).toContain(FIRM_TEMPLATE.firstPageText);
      const text = run('pdftotext', [pdf, '-']);
      expect(text).toContain(`${FIRM_TEMPLATE.headerText} · Business Strategy Report: Crumb & Co`);
      expect(text).toMatch(/^Page 2$/m);
      expect(text).toContain('Target Audience');
      expect(text).toContain('Europe');
      expect(run('pdfinfo', [pdf])).toMatch(/Page size:\s+61\d(\.\d+)? x 79\d/);
    },
  );

  it.skipIf(!hasLibreOffice)(
    'previews the first pages of a sample export drawn by LibreOffice',
    async () => {
      const { pages } = await answer(server.api.settings['word-template'].preview.$get(), 200);
      expect(pages.length).toBeGreaterThanOrEqual(2);
      for (const page of pages) {
        expect(page.startsWith('data:image/png;base64,iVBORw0KGgo')).toBe(true);
      }
    },
  );

  it.skipIf(!hasLibreOffice)('the PDF keeps the project design', async () => {
    const response = await server.request(
      `/api/strategies/${strategy.id}/export/pdf?unwritten=include-note`,
    );
    expect(response.status).toBe(200);
    const path = writeTemporaryFile(
      'business-strategy.pdf',
      new Uint8Array(await response.arrayBuffer()),
    );
    const text = run('pdftotext', [path, '-']);
    expect(text).toContain('Business Strategy Report');
    expect(text).not.toContain(FIRM_TEMPLATE.headerText);
    expect(text).not.toContain(FIRM_TEMPLATE.firstPageText);
  });

  it('refuses a macro-enabled file, a package with VBA, a corrupt file and others, storing nothing', async () => {
    const before = await stored();
    const word = await exportWord();
    const refusals: [Uint8Array, number, string | RegExp][] = [
      [await asMacroEnabled(word, { contentType: true }), 415, WORD_TEMPLATE_MACROS],
      [await asMacroEnabled(word, { contentType: false }), 415, WORD_TEMPLATE_MACROS],
      [
        new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...new Array(200).fill(7)]),
        400,
        /^This Word template is damaged and can't be read/,
      ],
      [TINY_PNG, 415, WORD_TEMPLATE_NOT_WORD],
    ];
    for (const [bytes, status, message] of refusals) {
      const response = await upload(bytes, 'firm.docm');
      expect(response.status).toBe(status);
      const body = (await response.json()) as { error: string };
      if (typeof message === 'string') expect(body.error).toBe(message);
      else expect(body.error).toMatch(message);
    }
    expect(await stored()).toEqual(before);
  });

  it('refuses a file over the size limit, naming the limit', async () => {
    const response = await upload(new Uint8Array(WORD_TEMPLATE_MAX_BYTES + 1));
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: string }).error).toBe(WORD_TEMPLATE_TOO_LARGE);
    expect(WORD_TEMPLATE_TOO_LARGE).toContain('5 MB');
  });

  it.skipIf(!hasLibreOffice)(
    'leaves the template off the Word files of a report profile that does not wear it',
    async () => {
      const profile = async (wordTemplate?: boolean) => {
        return answer(
          server.api['report-profiles'].$post({
            json: {
              name: `Profile ${wordTemplate ?? 'default'}`,
              sections: ['mission-statement'],
              ...(wordTemplate === undefined ? {} : { wordTemplate }),
            },
          }),
          201,
        );
      };
      const styles = async (profileId: string) => {
        const response = await server.request(
          `/api/strategies/${strategy.id}/export/docx?profile=${profileId}&unwritten=include-note`,
        );
        expect(response.status, await response.clone().text()).toBe(200);
        return (await partsOf(new Uint8Array(await response.arrayBuffer()))).styles;
      };
      const plain = await profile(false);
      expect(plain.wordTemplate).toBe(false);
      expect(await styles(plain.id)).not.toContain(FIRM_TEMPLATE.headingFont);
      const dressed = await profile();
      expect(dressed.wordTemplate).toBe(true);
      expect(await styles(dressed.id)).toContain(FIRM_TEMPLATE.headingFont);
      // A preset wears it.
      expect(await styles('business-plan')).toContain(FIRM_TEMPLATE.headingFont);
    },
  );

  it('removes the template: the Word export is the project design again', async () => {
    const response = await server.api.settings['word-template'].$delete();
    expect(response.status).toBe(204);
    expect(await stored()).toBeNull();
    const parts = await partsOf(await exportWord());
    expect(parts.styles).not.toContain(FIRM_TEMPLATE.headingFont);
    expect(parts.headers).not.toContain(FIRM_TEMPLATE.headerText);
  });
});

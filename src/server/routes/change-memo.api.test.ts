import JSZip from 'jszip';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeLlm, startFakeLlm } from '../../../tools/fake-llm/server.ts';
import { SECTION_KEYS } from '../../domain/catalogue.ts';
import { CHANGE_MEMO_FIRST_LINE, type ChangeMemo } from '../../domain/change-memo.ts';
import type { ShareLink } from '../../domain/share.ts';
import { writeTemporaryFile } from '../testing/export-fixtures.ts';
import { createStrategy } from '../testing/generation-helpers.ts';
import { pdfPagesText } from '../testing/pdf-reading.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

/** The "what changed" memo (issue 31 item 3): priced, written, kept, and exported three ways. */

let fake: FakeLlm;
let server: TestServer;
beforeAll(async () => {
  fake = await startFakeLlm({ perTokenMs: 0 });
  server = await startTestServer({
    provider: { baseURL: fake.url, apiKey: 'sk-secret-key-1234', model: 'gpt-4.1-mini' },
  });
});
afterAll(async () => {
  await server?.close();
  await fake?.close();
});
beforeEach(() => fake.reset());

const [MISSION, VISION, GOALS] = SECTION_KEYS as unknown as [string, string, string];
const pause = () => new Promise((resolve) => setTimeout(resolve, 30));

async function write(id: string, key: string, content: string, version: number) {
  const response = await server.request(`/api/strategies/${id}/sections/${key}`, {
    method: 'PUT',
    json: { content, version },
  });
  expect(response.status).toBe(200);
}

async function approve(id: string, key: string, version: number) {
  const created = await server.request(`/api/strategies/${id}/shares`, {
    method: 'POST',
    json: { accessType: 'comment' },
  });
  const link = (await created.json()) as ShareLink;
  const approved = await server.request(`/api/shares/${link.id}/sections/${key}/approval`, {
    method: 'POST',
    json: { state: 'approved', version, author: 'Dana' },
  });
  expect(approved.status).toBe(200);
}

async function memo(id: string, since: unknown): Promise<ChangeMemo> {
  const response = await server.request(`/api/strategies/${id}/change-memo`, {
    method: 'POST',
    json: { since },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as ChangeMemo;
}

/** Two sections approved, then one changed and a third written; a date in between. */
async function revisedStrategy() {
  const { id } = await createStrategy(server);
  await write(id, MISSION, 'We bake bread for the town at a fair price every morning.', 0);
  await write(id, VISION, 'Every street has fresh bread before eight.', 0);
  await approve(id, MISSION, 1);
  await approve(id, VISION, 1);
  await pause();
  const between = new Date().toISOString();
  await pause();
  await write(id, MISSION, 'We bake bread and pastries for the town at a fair price every day.', 1);
  await write(id, GOALS, 'Open a second shop in 2027.', 0);
  return { id, between };
}

describe(`the change memo on ${process.env.TEST_DATABASE ?? 'pglite'}`, () => {
  it('lists exactly the sections changed since the approvals, priced before the model is asked', async () => {
    const { id } = await revisedStrategy();
    const estimate = await server.request(
      `/api/strategies/${id}/change-memo/estimate?approvals=true`,
    );
    expect(await estimate.json()).toMatchObject({
      sections: 1,
      estimatedCost: { currency: 'USD' },
    });
    expect(fake.log).toHaveLength(0);

    const written = await memo(id, { approvals: true });
    expect(written.sections.map((section) => section.key)).toEqual([MISSION]);
    const [mission] = written.sections;
    expect(mission).toMatchObject({
      summary: 'The section went from 12 to 14 words.',
      summarised: true,
      added: 3,
      removed: 1,
    });
    expect(mission!.diff.filter((part) => part.kind !== 'same')).toEqual([
      { kind: 'added', text: 'and pastries ' },
      { kind: 'removed', text: 'morning.' },
      { kind: 'added', text: 'day.' },
    ]);
    expect(fake.log[0]!.messages.at(-1)!.content.startsWith(CHANGE_MEMO_FIRST_LINE)).toBe(true);
    expect(fake.log[0]!.responseFormat).toBe('json_schema');
    // Kept as the strategy's last memo.
    const kept = await server.request(`/api/strategies/${id}/change-memo`);
    expect(((await kept.json()) as ChangeMemo).sections).toEqual(written.sections);
  });

  it('against a date, lists the changed and the new sections, not the unchanged', async () => {
    const { id, between } = await revisedStrategy();
    const written = await memo(id, between);
    expect(written.sections.map((section) => [section.key, section.summary])).toEqual([
      [MISSION, 'The section went from 12 to 14 words.'],
      [GOALS, 'The section went from 0 to 6 words.'],
    ]);
    // Before anything was written, everything is new; after it all, nothing changed.
    const everything = await memo(id, '2020-01-01');
    expect(everything.sections.map((section) => section.key)).toEqual([MISSION, VISION, GOALS]);
    const nothing = await memo(id, new Date(Date.now() + 60_000).toISOString());
    expect(nothing.sections).toEqual([]);
  });

  it('keeps a section the model gave no usable summary for, with its words counted', async () => {
    const { id } = await revisedStrategy();
    fake.configure({ rules: [{ match: CHANGE_MEMO_FIRST_LINE, content: 'not JSON at all' }] });
    const written = await memo(id, { approvals: true });
    expect(written.sections).toMatchObject([
      { key: MISSION, summarised: false, summary: '3 words added, 1 word removed.' },
    ]);
    expect(fake.log).toHaveLength(2);
    fake.configure({ rules: [] });
  });

  it('exports as PDF, Word and Markdown with the summary and the words changed', async () => {
    const { id } = await revisedStrategy();
    await memo(id, { approvals: true });
    const download = async (format: string) => {
      const response = await server.request(`/api/strategies/${id}/change-memo/export/${format}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toContain(`what-changed-`);
      return new Uint8Array(await response.arrayBuffer());
    };
    const markdown = Buffer.from(await download('md')).toString('utf8');
    expect(markdown).toContain('What changed since your approval');
    expect(markdown).toContain('The section went from 12 to 14 words.');
    expect(markdown).toContain('**and pastries**');
    expect(markdown).toContain('every ~~morning.~~**day.**');
    expect(markdown).toContain('# Sections changed: 1\n\n## Target Audience');
    expect(markdown).not.toContain(VISION.replaceAll('-', ' '));

    const pdf = pdfPagesText(writeTemporaryFile('memo.pdf', await download('pdf'))).join('\n');
    expect(pdf).toContain('What changed since your approval');
    expect(pdf).toContain('The section went from 12 to 14 words.');
    expect(pdf.replace(/\s+/g, ' ')).toContain('and pastries');

    const docx = await JSZip.loadAsync(await download('docx'));
    const xml = (await docx.file('word/document.xml')?.async('string')) ?? '';
    expect(xml).toContain('The section went from 12 to 14 words.');
    // The removed word is struck through, the added ones bold.
    expect(xml).toMatch(/<w:strike\/>[\s\S]{0,400}morning\./);
    expect(xml).toMatch(/<w:b\/>[\s\S]{0,400}and pastries/);
  });

  it('is shared as its own link that shows the memo and its files, and nothing else', async () => {
    const { id } = await revisedStrategy();
    const early = await server.request(`/api/strategies/${id}/shares`, {
      method: 'POST',
      json: { accessType: 'memo' },
    });
    expect(early.status).toBe(409);
    expect(((await early.json()) as { error: string }).error).toMatch(
      /^Write the "What changed" memo first/,
    );
    const written = await memo(id, { approvals: true });

    const created = await server.request(`/api/strategies/${id}/shares`, {
      method: 'POST',
      json: { accessType: 'memo', expiresInDays: 7 },
    });
    expect(created.status).toBe(201);
    const link = (await created.json()) as ShareLink;
    const read = await server.request(`/api/shares/${link.id}`);
    expect(read.status).toBe(200);
    const body = (await read.json()) as Record<string, unknown> & {
      memo: ChangeMemo & { title: string };
    };
    expect(body).not.toHaveProperty('strategy');
    expect(body.memo.title).toBe('What changed since your approval');
    expect(body.memo.sections).toEqual(written.sections);
    const pdf = await server.request(`/api/shares/${link.id}/export/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-disposition')).toContain('what-changed-');
    expect(
      pdfPagesText(
        writeTemporaryFile('link-memo.pdf', new Uint8Array(await pdf.arrayBuffer())),
      ).join('\n'),
    ).toContain('The section went from 12 to 14 words.');

    // Nothing else: the strategy's other files, a section write, a comment, an approval.
    const refused = [
      await server.request(`/api/shares/${link.id}/export/pptx`),
      await server.request(`/api/shares/${link.id}/export/xlsx`),
      await server.request(`/api/shares/${link.id}/sections/${MISSION}`, {
        method: 'PUT',
        json: { content: 'Hijacked.', version: 2 },
      }),
      await server.request(`/api/shares/${link.id}/sections/${MISSION}/comments`, {
        method: 'POST',
        json: { author: 'Eve', body: 'Hello' },
      }),
      await server.request(`/api/shares/${link.id}/sections/${MISSION}/approval`, {
        method: 'POST',
        json: { state: 'approved', version: 2, author: 'Eve' },
      }),
      await server.request(`/api/shares/${link.id}/answers`, {
        method: 'PUT',
        json: { answers: [] },
      }),
    ];
    for (const response of refused) {
      expect(response.status).toBe(403);
      expect(((await response.json()) as { error: string }).error).toBe(
        'This link shows a change memo: it can only read it and download it as PDF, Word or Markdown',
      );
    }
    // Revoked, it shows nothing.
    expect(
      (await server.request(`/api/strategies/${id}/shares/${link.id}`, { method: 'DELETE' }))
        .status,
    ).toBe(204);
    expect((await server.request(`/api/shares/${link.id}`)).status).toBe(404);
  });

  it('refuses a bad point in time, a format that is not a document, and a memo never written', async () => {
    const { id } = await createStrategy(server);
    const bad = await server.request(`/api/strategies/${id}/change-memo`, {
      method: 'POST',
      json: { since: 'last Tuesday' },
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain('since');
    const estimate = await server.request(`/api/strategies/${id}/change-memo/estimate`);
    expect(estimate.status).toBe(400);
    expect(await server.request(`/api/strategies/${id}/change-memo`)).toHaveProperty('status', 404);
    const deck = await server.request(`/api/strategies/${id}/change-memo/export/pptx`);
    expect(deck.status).toBe(400);
    expect(JSON.stringify(await deck.json())).toContain('pdf, docx, md');
  });
});

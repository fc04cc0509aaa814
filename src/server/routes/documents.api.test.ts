import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeLlm, startFakeLlm } from '../../../tools/fake-llm/server.ts';
import type { SourceDocument } from '../../domain/sources/section-source.ts';
import type { Strategy } from '../../domain/strategy.ts';
import { sourcePassages, sources } from '../db/schema.ts';
import {
  makeDocx,
  makeExecutable,
  makePdf,
  makeZipBombDocx,
} from '../sources/intake/test-documents.ts';
import { createShare, readSharedStrategy } from '../testing/api-steps.ts';
import { createStrategy, waitForStrategy } from '../testing/generation-helpers.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { answer } from '../testing/typed-answer.ts';

const DB = process.env.TEST_DATABASE ?? 'pglite';
const MARKET_SIZE = 'market-size-analysis';
const PDF_FACT = 'The Springfield salon market is worth 4.2 million dollars a year in total size.';
const DOCX_FACT =
  'Evening appointments make up 38 percent of salon market bookings in Springfield.';
const OTHER_FACT = 'The Zephyrville drone market size reached 77 million dollars in spare parts.';
const ANSWER = 'The local market is worth $4.2M a year [1]. It grows 12% a year [9].';

let fake: FakeLlm;
let server: TestServer;

beforeAll(async () => {
  fake = await startFakeLlm({ tokens: 30, perTokenMs: 0 });
  fake.configure({ rules: [{ match: '"Market Size Analysis"', content: ANSWER }] });
  server = await startTestServer({
    provider: { baseURL: fake.url, apiKey: 'test', model: 'fake' },
  });
}, 240_000);
afterAll(async () => {
  await server?.close();
  await fake?.close();
});

/** Raw bytes with the name in a header: an upload the typed client does not send. */
async function upload(
  strategyId: string,
  bytes: Uint8Array,
  name: string,
  type = 'application/octet-stream',
) {
  return server.request(`/api/strategies/${strategyId}/documents`, {
    method: 'POST',
    body: bytes as Uint8Array<ArrayBuffer>,
    headers: { 'content-type': type, 'x-filename': encodeURIComponent(name) },
  });
}

async function uploadOk(strategyId: string, bytes: Uint8Array, name: string, type?: string) {
  const response = await upload(strategyId, bytes, name, type);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as SourceDocument;
}

function listDocuments(strategyId: string) {
  return answer(server.api.strategies[':id'].documents.$get({ param: { id: strategyId } }), 200);
}

async function passageRows(strategyId: string): Promise<number> {
  const [row] = await server.database.db
    .select({ n: count() })
    .from(sourcePassages)
    .where(eq(sourcePassages.strategyId, strategyId));
  return Number(row?.n ?? 0);
}

async function generate(id: string, keys: string[]): Promise<Strategy> {
  await answer(
    server.api.strategies[':id'].runs.$post({
      param: { id },
      json: { sections: keys, replace: true },
    }),
    202,
  );
  return waitForStrategy(server, id, (strategy) =>
    keys.every((key) => ['done', 'failed'].includes(strategy.sections[key]?.status ?? '')),
  );
}

function promptsFor(title: string, overviewMarker: string): string[] {
  return fake.log
    .filter((entry) => entry.sectionTitle === title)
    .map((entry) => entry.messages.at(-1)!.content)
    .filter((prompt) => prompt.includes(overviewMarker));
}

describe(`client documents as sources on ${DB}`, { timeout: 120_000 }, () => {
  it('reads a PDF and a DOCX, cites the real source and removes an invented one', async () => {
    const strategy = await createStrategy(server, 'Alpha Salon: a hair salon in Springfield');
    const pdf = await uploadOk(
      strategy.id,
      await makePdf([['Salon survey 2025'], [PDF_FACT]]),
      'Market study (2025).pdf',
      'application/pdf',
    );
    expect(pdf).toMatchObject({ name: 'Market study (2025).pdf', pages: 2, warnings: [] });
    expect(pdf.passages).toBeGreaterThanOrEqual(2);
    const docx = await uploadOk(
      strategy.id,
      await makeDocx({ paragraphs: [DOCX_FACT] }),
      'Interview notes.docx',
    );
    expect(docx).toMatchObject({ name: 'Interview notes.docx', warnings: [] });
    expect(Object.keys(docx).sort()).toEqual(
      expect.arrayContaining(['id', 'name', 'pages', 'passages', 'warnings']),
    );

    const listed = await listDocuments(strategy.id);
    expect(listed.map((document) => document.id).sort()).toEqual([pdf.id, docx.id].sort());
    const passages = await answer(
      server.api.strategies[':id'].documents[':docId'].passages.$get({
        param: { id: strategy.id, docId: pdf.id },
      }),
      200,
    );
    expect(passages).toContainEqual({ ordinal: 2, text: PDF_FACT, location: 'p. 2' });

    const done = await generate(strategy.id, [MARKET_SIZE]);
    const [prompt] = promptsFor('Market Size Analysis', 'Alpha Salon');
    expect(prompt).toBeDefined();
    const sourcesBlock = prompt!.slice(prompt!.indexOf('\n\nSources:\n'));
    expect(sourcesBlock).toMatch(/^\n\nSources:\n\[1\] /);
    expect(sourcesBlock).toContain(`Market study (2025).pdf, p. 2: ${PDF_FACT}`);
    expect(sourcesBlock).toContain(`Interview notes.docx: `);
    expect(sourcesBlock).toContain(DOCX_FACT);
    expect(prompt).toContain('cite it right after the statement as [n]');

    const section = done.sections[MARKET_SIZE]!;
    expect(section.status).toBe('done');
    expect(section.content).toContain('a year [1].');
    expect(section.content).not.toContain('[9]');
    expect(section.content).toContain('It grows 12% a year.');
    expect(section.citationsRemoved).toBe(1);
    expect(section.sources).toHaveLength(1);
    const [first] = section.sources!;
    expect(first).toMatchObject({ n: 1 });
    expect([pdf.id, docx.id]).toContain(first!.documentId);
    expect(first!.title).toBe(first!.documentId === pdf.id ? pdf.name : docx.name);

    // The Markdown export ends the section with its sources; the shared view lists them.
    // Sent as written: the export route reads its query itself, so the types do not name it.
    const markdown = await (
      await server.request(`/api/strategies/${strategy.id}/export/md?unwritten=include-note`)
    ).text();
    expect(markdown).toContain('**Sources**');
    expect(markdown).toMatch(/1\. (Market study|Interview notes)/);
    const share = await createShare(server, strategy.id, 'view');
    const shared = await readSharedStrategy(server, share.id);
    const sharedSection = shared.strategy.sections[MARKET_SIZE]!;
    expect(sharedSection.citationsRemoved).toBe(1);
    expect(sharedSection.sources).toEqual([
      {
        n: 1,
        title: first!.title,
        ...(first!.page ? { page: first!.page } : {}),
        ...(first!.location ? { location: first!.location } : {}),
      },
    ]);
  });

  it("never puts one strategy's passages in another's prompts", async () => {
    const alpha = await createStrategy(server, 'Beta Salon: salon market research for Oakton');
    const beta = await createStrategy(server, 'Gamma Drones: a drone parts shop in Oakton');
    await uploadOk(alpha.id, await makePdf([[PDF_FACT]]), 'alpha.pdf');
    await uploadOk(beta.id, await makeDocx({ paragraphs: [OTHER_FACT] }), 'beta.docx');
    await Promise.all([
      generate(alpha.id, [MARKET_SIZE, 'competitive-analysis']),
      generate(beta.id, [MARKET_SIZE, 'competitive-analysis']),
    ]);
    const alphaPrompts = fake.log
      .map((entry) => entry.messages.at(-1)!.content)
      .filter((prompt) => prompt.includes('Beta Salon'));
    const betaPrompts = fake.log
      .map((entry) => entry.messages.at(-1)!.content)
      .filter((prompt) => prompt.includes('Gamma Drones'));
    expect(alphaPrompts.length).toBeGreaterThanOrEqual(2);
    expect(betaPrompts.length).toBeGreaterThanOrEqual(2);
    expect(alphaPrompts.some((prompt) => prompt.includes(PDF_FACT))).toBe(true);
    expect(betaPrompts.some((prompt) => prompt.includes(OTHER_FACT))).toBe(true);
    for (const prompt of alphaPrompts) expect(prompt).not.toContain('Zephyrville');
    for (const prompt of betaPrompts) expect(prompt).not.toContain('Springfield');
  });

  it('refuses bad files with clear 4xx answers and stores nothing of them', async () => {
    const strategy = await createStrategy(server, 'Delta Salon');
    const encrypted = await makePdf([['Secret figures']], {
      userPassword: 'client',
      ownerPassword: 'owner',
    });
    const cases: [string, Uint8Array, number, string, RegExp][] = [
      ['setup.pdf', makeExecutable(), 415, 'DOCUMENT_UNSUPPORTED_TYPE', /program/i],
      [
        'report.docx',
        await makeZipBombDocx(30 * 1024 * 1024),
        413,
        'DOCUMENT_ZIP_BOMB',
        /zip bomb/,
      ],
      ['locked.pdf', encrypted, 400, 'DOCUMENT_ENCRYPTED', /password-protected/],
      ['empty.txt', new Uint8Array(0), 400, 'DOCUMENT_EMPTY', /empty/],
    ];
    for (const [name, bytes, status, code, message] of cases) {
      const response = await upload(strategy.id, bytes, name);
      const body = (await response.json()) as { error: string; code: string };
      expect({ name, status: response.status, code: body.code }).toEqual({ name, status, code });
      expect(body.error).toMatch(message);
    }
    expect(await listDocuments(strategy.id)).toEqual([]);
    expect(await passageRows(strategy.id)).toBe(0);
  });

  it('holds a strategy to 100 MB of documents and deletes a document with its passages', async () => {
    const strategy = await createStrategy(server, 'Epsilon Salon');
    const kept = await uploadOk(strategy.id, await makePdf([[PDF_FACT]]), 'kept.pdf');
    // 98 MB already held (a row standing for earlier uploads): a 2.5 MB file passes the limit.
    await server.database.db.insert(sources).values({
      strategyId: strategy.id,
      kind: 'document',
      name: 'earlier.pdf',
      type: 'pdf',
      bytes: 98 * 1024 * 1024,
      pages: 1,
      passageCount: 0,
      warnings: [],
    });
    const text = new TextEncoder().encode('Plain notes about salons.\n'.repeat(100_000));
    const refused = await upload(strategy.id, text, 'notes.txt', 'text/plain');
    expect(refused.status).toBe(413);
    expect(((await refused.json()) as { error: string }).error).toMatch(/limit of 100 MB/);

    expect(await passageRows(strategy.id)).toBe(kept.passages);
    const document = server.api.strategies[':id'].documents[':docId'];
    const param = { id: strategy.id, docId: kept.id };
    const deleted = await document.$delete({ param });
    expect(deleted.status).toBe(204);
    expect(await passageRows(strategy.id)).toBe(0);
    const [left] = await server.database.db
      .select({ n: count() })
      .from(sources)
      .where(and(eq(sources.strategyId, strategy.id), eq(sources.id, kept.id)));
    expect(Number(left?.n)).toBe(0);
    const again = await document.$delete({ param });
    expect(again.status).toBe(404);
  });

  it("answers 404 for another strategy's document", async () => {
    const owner = await createStrategy(server, 'Zeta Salon');
    const other = await createStrategy(server, 'Eta Salon');
    const document = await uploadOk(owner.id, new TextEncoder().encode('Notes.\n'), 'a.txt');
    const param = { id: other.id, docId: document.id };
    const ofOther = server.api.strategies[':id'].documents[':docId'];
    const passages = await ofOther.passages.$get({ param });
    expect(passages.status).toBe(404);
    const deleted = await ofOther.$delete({ param });
    expect(deleted.status).toBe(404);
    expect(await listDocuments(owner.id)).toHaveLength(1);
  });

  it('answers 503 to web research when no search provider is set', async () => {
    const strategy = await createStrategy(server, 'Iota Salon');
    const refused = await answer(
      server.api.strategies[':id'].research.$post({
        param: { id: strategy.id },
        json: { query: 'salons' },
      }),
      503,
    );
    expect(refused.error).toMatch(/SEARCH_PROVIDER/);
  });
});

import JSZip from 'jszip';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeLlm, startFakeLlm } from '../../../tools/fake-llm/server.ts';
import { SECTION_KEYS } from '../../domain/catalogue.ts';
import { CHANGE_MEMO_FIRST_LINE } from '../../domain/change-memo.ts';
import { createShare, writeSection } from '../testing/api-steps.ts';
import { writeTemporaryFile } from '../testing/export-fixtures.ts';
import { createStrategy } from '../testing/generation-helpers.ts';
import { pdfPagesText } from '../testing/pdf-reading.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { answer } from '../testing/typed-answer.ts';

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

type Since = Parameters<
  TestServer['api']['strategies'][':id']['change-memo']['$post']
>[0]['json']['since'];

function write(id: string, key: string, content: string, version: number) {
  return writeSection(server, id, key, content, { version });
}

async function approve(id: string, key: string, version: number) {
  const link = await createShare(server, id, 'comment');
  await answer(
    server.api.shares[':shareId'].sections[':key'].approval.$post({
      param: { shareId: link.id, key },
      json: { state: 'approved', version, author: 'Dana' },
    }),
    200,
  );
}

function memo(id: string, since: Since) {
  return answer(
    server.api.strategies[':id']['change-memo'].$post({ param: { id }, json: { since } }),
    200,
  );
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
    const estimate = server.api.strategies[':id']['change-memo'].estimate.$get({
      param: { id },
      query: { approvals: 'true' },
    });
    expect(await answer(estimate, 200)).toMatchObject({
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
    const kept = server.api.strategies[':id']['change-memo'].$get({ param: { id } });
    expect((await answer(kept, 200)).sections).toEqual(written.sections);
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
    const download = async (format: 'md' | 'pdf' | 'docx') => {
      const response = await server.api.strategies[':id']['change-memo'].export[':format'].$get({
        param: { id, format },
      });
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
    const shares = server.api.strategies[':id'].shares;
    const early = await answer(shares.$post({ param: { id }, json: { accessType: 'memo' } }), 409);
    expect(early.error).toMatch(/^Write the "What changed" memo first/);
    const written = await memo(id, { approvals: true });

    const link = await createShare(server, id, 'memo', { expiresInDays: 7 });
    const shared = server.api.shares[':shareId'];
    const param = { shareId: link.id };
    const body = await answer(shared.$get({ param }), 200);
    expect(body).not.toHaveProperty('strategy');
    // A memo link's answer, of the three a share's read can be.
    if (!('memo' in body)) throw new Error(`not a memo: ${JSON.stringify(body)}`);
    expect(body.memo.title).toBe('What changed since your approval');
    expect(body.memo.sections).toEqual(written.sections);
    const pdf = await shared.export[':format'].$get({ param: { ...param, format: 'pdf' } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-disposition')).toContain('what-changed-');
    expect(
      pdfPagesText(
        writeTemporaryFile('link-memo.pdf', new Uint8Array(await pdf.arrayBuffer())),
      ).join('\n'),
    ).toContain('The section went from 12 to 14 words.');

    // Nothing else: the strategy's other files, a section write, a comment, an approval.
    const section = { ...param, key: MISSION };
    const refused = [
      await answer(shared.export[':format'].$get({ param: { ...param, format: 'pptx' } }), 403),
      await answer(shared.export[':format'].$get({ param: { ...param, format: 'xlsx' } }), 403),
      await answer(
        shared.sections[':key'].$put({
          param: section,
          json: { content: 'Hijacked.', version: 2 },
        }),
        403,
      ),
      await answer(
        shared.sections[':key'].comments.$post({
          param: section,
          json: { author: 'Eve', body: 'Hello' },
        }),
        403,
      ),
      await answer(
        shared.sections[':key'].approval.$post({
          param: section,
          json: { state: 'approved', version: 2, author: 'Eve' },
        }),
        403,
      ),
      await answer(shared.answers.$put({ param, json: { answers: [] } }), 403),
    ];
    for (const { error } of refused) {
      expect(error).toBe(
        'This link shows a change memo: it can only read it and download it as PDF, Word or Markdown',
      );
    }
    // Revoked, it shows nothing.
    expect((await shares[':shareId'].$delete({ param: { id, shareId: link.id } })).status).toBe(
      204,
    );
    expect((await shared.$get({ param })).status).toBe(404);
  });

  it('refuses a bad point in time, a format that is not a document, and a memo never written', async () => {
    const { id } = await createStrategy(server);
    const changeMemo = server.api.strategies[':id']['change-memo'];
    const param = { id };
    const bad = await answer(changeMemo.$post({ param, json: { since: 'last Tuesday' } }), 400);
    expect(JSON.stringify(bad)).toContain('since');
    const estimate = await changeMemo.estimate.$get({ param, query: {} });
    expect(estimate.status).toBe(400);
    expect(await changeMemo.$get({ param })).toHaveProperty('status', 404);
    const deck = changeMemo.export[':format'].$get({ param: { ...param, format: 'pptx' } });
    expect(JSON.stringify(await answer(deck, 400))).toContain('pdf, docx, md');
  });
});

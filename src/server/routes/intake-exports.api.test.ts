import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShare, writeSection } from '../testing/api-steps.ts';
import { docxText, markdownText, pdfText } from '../testing/export-text.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { answer } from '../testing/typed-answer.ts';
import { SHARE_NO_INTAKE } from './exports.ts';

/** Issue 29 item 5: the brief and the answers as "About this report", when the owner asks. */
let server: TestServer;
let strategy: Awaited<ReturnType<typeof read>>;

function read(id: string) {
  return answer(server.api.strategies[':id'].$get({ param: { id } }), 200);
}

const QUESTION = 'IntakeQuestion: what do you charge for a 250 g bag?';
const ANSWER =
  'IntakeAnswer <script>alert("x")</script> **not bold** [click](javascript:alert(1)) a<b';
const UNANSWERED = 'UnansweredQuestion: how many kilograms a week?';
const PURPOSE = 'IntakePurpose: decide on the second roaster';
const GO_ON = 'unwritten=include-note';

beforeAll(async () => {
  server = await startTestServer();
  strategy = await answer(
    server.api.strategies.$post({
      json: { overview: 'A coffee roaster', metadata: { companyName: 'Northwind' } },
    }),
    201,
  );
  const param = { id: strategy.id };
  await writeSection(server, strategy.id, 'mission-statement', 'Good coffee for offices.');
  const saved = await answer(
    server.api.strategies[':id'].intake.$put({
      param,
      json: {
        questions: [
          { id: 'q-price', text: QUESTION },
          { id: 'q-capacity', text: UNANSWERED },
        ],
        answers: [{ questionId: 'q-price', text: ANSWER }],
        brief: { audience: 'Investors', purpose: PURPOSE, tone: '', focus: '', constraints: '' },
        version: 0,
      },
    }),
    200,
  );
  expect(saved.answers[0]?.text).toBe(ANSWER);
});
afterAll(async () => {
  await server?.close();
});

/** The export's options are read by its route, not declared in its type: requests as written. */
async function download(path: string): Promise<Uint8Array> {
  const response = await server.request(path);
  expect(response.status, path).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
}

const owner = (format: string, query: string) =>
  `/api/strategies/${strategy.id}/export/${format}?${query}`;
const compact = (text: string) => text.replace(/\s+/g, '');

describe(`"About this report" in exports on ${process.env.TEST_DATABASE ?? 'pglite'}`, () => {
  it('Markdown: the appendix carries the brief and the answered question, as text only', async () => {
    const md = new TextDecoder().decode(await download(owner('md', `includeIntake=1&${GO_ON}`)));
    const read = markdownText(md);
    for (const text of [
      'Appendix: About this report',
      'Engagement brief',
      'Questions and answers',
    ]) {
      expect(read.text).toContain(text);
    }
    expect(read.text).toContain('Audience:');
    expect(read.text).toContain('Investors');
    expect(read.text).toContain(PURPOSE);
    expect(read.text).toContain(QUESTION);
    expect(read.text).toContain(ANSWER);
    // An unanswered question is not printed; the client's text is characters, never markup.
    expect(read.text).not.toContain(UNANSWERED);
    expect(read.types).not.toContain('html');
    expect([...read.types].filter((type) => type.startsWith('url:'))).toEqual([]);
    // Before the other appendices: it says what the report is for.
    expect(md.indexOf('About this report')).toBeLessThan(md.indexOf('Business overview'));

    const off = markdownText(new TextDecoder().decode(await download(owner('md', GO_ON))));
    expect(off.text).not.toContain('About this report');
    expect(off.text).not.toContain(ANSWER);
    expect(off.text).not.toContain(PURPOSE);
  });

  it('PDF: the About page carries them when asked, and not otherwise', async () => {
    const on = compact(pdfText(await download(owner('pdf', `includeIntake=1&${GO_ON}`))));
    for (const text of ['About this report', 'Engagement brief', PURPOSE, QUESTION, ANSWER]) {
      expect(on).toContain(compact(text));
    }
    expect(on).not.toContain(compact(UNANSWERED));
    const off = compact(pdfText(await download(owner('pdf', GO_ON))));
    expect(off).not.toContain(compact('About this report'));
    expect(off).not.toContain(compact(ANSWER));
  });

  it('Word: the About page carries them when asked, and not otherwise', async () => {
    const on = await docxText(await download(owner('docx', `includeIntake=1&${GO_ON}`)));
    for (const text of ['About this report', 'Engagement brief', PURPOSE, QUESTION, ANSWER]) {
      expect(on).toContain(text);
    }
    const off = await docxText(await download(owner('docx', GO_ON)));
    expect(off).not.toContain('About this report');
    expect(off).not.toContain(ANSWER);
  });

  it('in the strategy’s language', async () => {
    const param = { id: strategy.id };
    await answer(
      server.api.strategies[':id'].$patch({
        param,
        json: { language: 'French', version: strategy.version },
      }),
      200,
    );
    try {
      const md = new TextDecoder().decode(await download(owner('md', `includeIntake=1&${GO_ON}`)));
      expect(md).toContain('À propos de ce rapport');
      expect(md).toContain('Destinataires');
      expect(md).toContain(PURPOSE);
    } finally {
      const current = await read(strategy.id);
      await server.api.strategies[':id'].$patch({
        param,
        json: { language: 'English', version: current.version },
      });
    }
  });

  it('a share link may not add them (403 by name)', async () => {
    const link = await createShare(server, strategy.id, 'edit');
    const response = await server.request(
      `/api/shares/${link.id}/export/md?includeIntake=1&${GO_ON}`,
    );
    expect(response.status).toBe(403);
    expect(((await response.json()) as { error: string }).error).toBe(SHARE_NO_INTAKE);
    const plain = await server.request(`/api/shares/${link.id}/export/md?${GO_ON}`);
    expect(plain.status).toBe(200);
    expect(await plain.text()).not.toContain(ANSWER);
  });
});

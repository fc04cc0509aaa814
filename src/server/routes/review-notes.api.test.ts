import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShareLink } from '../../domain/share.ts';
import type { Strategy } from '../../domain/strategy.ts';
import { createShare, writeSection } from '../testing/api-steps.ts';
import {
  markdownText,
  docxText as readDocxText,
  pdfText as readPdfText,
} from '../testing/export-text.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { answer } from '../testing/typed-answer.ts';

/** Issue 14 item 6: exports add the open comments as "Review notes" when asked. */
let server: TestServer;
let strategy: Strategy;
let commentLink: ShareLink;
let viewLink: ShareLink;

const KEY = 'mission-statement';
const OPEN = {
  author: 'Dana <b>Client</b>',
  body: 'OpenNote <script>alert("x")</script> **not bold** [click](javascript:alert(1)) a<b',
  quote: 'Bread & <i>butter</i>',
};
const REPLY = 'ReplyNote: agreed, *fixing* it.';
const RESOLVED = 'ResolvedNote that must not be printed.';
/** Sections written in outline order: the notes follow it. */
const SECTION_TEXT = 'Bread for everyone.';

type LinkComment = Parameters<
  TestServer['api']['shares'][':shareId']['sections'][':key']['comments']['$post']
>[0]['json'];

/** A comment as the client writes it through the comment link. */
function commentThroughLink(json: LinkComment) {
  return answer(
    server.api.shares[':shareId'].sections[':key'].comments.$post({
      param: { shareId: commentLink.id, key: KEY },
      json,
    }),
    201,
  );
}

beforeAll(async () => {
  server = await startTestServer();
  strategy = await answer(
    server.api.strategies.$post({
      json: { overview: 'A bakery', metadata: { companyName: 'Crumb' } },
    }),
    201,
  );
  const param = { id: strategy.id, key: KEY };
  await writeSection(server, strategy.id, KEY, SECTION_TEXT);
  commentLink = await createShare(server, strategy.id, 'comment');
  viewLink = await createShare(server, strategy.id, 'view');
  const open = await commentThroughLink(OPEN);
  await answer(
    server.api.strategies[':id'].sections[':key'].comments.$post({
      param,
      json: { body: REPLY, parentId: open.id },
    }),
    201,
  );
  const resolved = await commentThroughLink({ author: 'Sam', body: RESOLVED });
  const patch = await server.api.strategies[':id'].sections[':key'].comments[':commentId'].$patch({
    param: { ...param, commentId: resolved.id },
    json: { resolved: true },
  });
  expect(patch.status).toBe(200);
});
afterAll(async () => {
  await server?.close();
});

/** Exports with `?reviewNotes=` and `?unwritten=`, which the export routes do not type: raw. */
async function download(path: string): Promise<ArrayBuffer> {
  const response = await server.request(path);
  expect(response.status).toBe(200);
  return response.arrayBuffer();
}

const compact = (text: string) => text.replace(/\s+/g, '');

async function pdfText(path: string): Promise<string> {
  return readPdfText(new Uint8Array(await download(path)), 'review-notes.pdf');
}

async function docxText(path: string): Promise<string> {
  return readDocxText(await download(path));
}

async function markdown(path: string): Promise<{ text: string; types: Set<string> }> {
  return markdownText(new TextDecoder().decode(await download(path)));
}

describe(`review notes in exports on ${process.env.TEST_DATABASE ?? 'pglite'}`, () => {
  const owner = () => `/api/strategies/${strategy.id}/export`;
  const goOn = 'unwritten=include-note';

  it('PDF, Word, Markdown and CSV print the open comment and its reply as text, not the resolved one', async () => {
    const pdf = compact(await pdfText(`${owner()}/pdf?reviewNotes=1&${goOn}`));
    expect(pdf).toContain('Reviewnotes');
    for (const text of [OPEN.body, OPEN.quote, OPEN.author, REPLY]) {
      expect(pdf).toContain(compact(text));
    }
    expect(pdf).not.toContain(compact(RESOLVED));

    const docx = await docxText(`${owner()}/docx?reviewNotes=1&${goOn}`);
    for (const text of ['Review notes', OPEN.body, OPEN.quote, OPEN.author, REPLY]) {
      expect(docx).toContain(text);
    }
    expect(docx).not.toContain(RESOLVED);

    const md = await markdown(`${owner()}/md?reviewNotes=1&${goOn}`);
    for (const text of [OPEN.body, OPEN.quote, OPEN.author, REPLY]) {
      expect(md.text).toContain(text);
    }
    expect(md.text).toContain('Appendix: Review notes');
    expect(md.text).not.toContain(RESOLVED);
    // Characters, never markup: no HTML, no link, no bold from what the commenter typed.
    expect(md.types).not.toContain('html');
    expect([...md.types].filter((type) => type.startsWith('url:'))).toEqual([]);

    // The sheets: one row per section under "Review notes" (CSV doubles the quotes).
    const csv = new TextDecoder().decode(await download(`${owner()}/csv?reviewNotes=1&${goOn}`));
    expect(csv).toContain('Review notes');
    expect(csv).toContain(OPEN.body.replace(/"/g, '""'));
    expect(csv).toContain(REPLY);
    expect(csv).not.toContain(RESOLVED);
  });

  it('prints no notes without the flag', async () => {
    const pdf = compact(await pdfText(`${owner()}/pdf?${goOn}`));
    const docx = await docxText(`${owner()}/docx?${goOn}`);
    const md = (await markdown(`${owner()}/md?${goOn}`)).text;
    for (const text of [pdf, docx, md]) {
      expect(text).not.toContain('OpenNote');
      expect(text).not.toContain('ReplyNote');
      expect(compact(text)).not.toContain('Reviewnotes');
    }
  });

  it('through a link: a comment link gets the notes, a view link is refused', async () => {
    const viaComment = await markdown(
      `/api/shares/${commentLink.id}/export/md?reviewNotes=1&${goOn}`,
    );
    expect(viaComment.text).toContain(OPEN.body);
    expect(viaComment.text).not.toContain(RESOLVED);

    const viaView = await server.request(
      `/api/shares/${viewLink.id}/export/md?reviewNotes=1&${goOn}`,
    );
    expect(viaView.status).toBe(403);
    expect(await viaView.json()).toEqual({ error: 'This share link is view only' });
    // Without the flag a view link exports as before.
    const plain = await markdown(`/api/shares/${viewLink.id}/export/md?${goOn}`);
    expect(plain.text).toContain(SECTION_TEXT);
    expect(plain.text).not.toContain('OpenNote');
  });
});

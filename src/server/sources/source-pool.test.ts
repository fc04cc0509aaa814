import { afterAll, describe, expect, it } from 'vitest';
import { DocumentError } from './intake/document-error.ts';
import { makeDocx, makePdf } from './intake/test-documents.ts';
import { createSourcePool } from './source-pool.ts';

const encode = (text: string) => new TextEncoder().encode(text);

describe('createSourcePool', { timeout: 60_000 }, () => {
  const pool = createSourcePool({ size: 1 });
  afterAll(() => pool.close());

  it('extracts a document on a worker thread', async () => {
    const document = await pool.extractDocument(await makeDocx());
    expect(document.type).toBe('docx');
    expect(document.passages[0]?.text).toContain('worth 4.2 million dollars');
  }, 60_000);

  it('passes a refusal from the worker on as the same DocumentError, and keeps working', async () => {
    const encrypted = await makePdf([['Secret']], { userPassword: 'a', ownerPassword: 'b' });
    const error = await pool.extractDocument(encrypted).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DocumentError);
    expect(error).toMatchObject({
      problem: 'encrypted',
      status: 400,
      clientCode: 'DOCUMENT_ENCRYPTED',
      message: expect.stringMatching(/^This PDF is password-protected\./),
    });
    const text = await pool.extractDocument(encode('Still here.'));
    expect(text.passages).toEqual([{ text: 'Still here.' }]);
  }, 60_000);

  it('refuses an empty or too large file before sending it to a worker', async () => {
    await expect(pool.extractDocument(new Uint8Array(0))).rejects.toMatchObject({
      problem: 'empty',
    });
    await expect(pool.extractDocument(new Uint8Array(20 * 1024 * 1024 + 1))).rejects.toMatchObject({
      problem: 'too-large',
      message: 'The file is 20 MB; the limit is 20 MB a file.',
    });
  });

  it('reads a web page to its title and main text, without scripts or navigation', async () => {
    const html = `<!doctype html><html><head><title>Salon market report</title>
      <script>document.write('injected')</script><style>p { color: red }</style></head>
      <body><nav><a href="/">Home</a> <a href="/about">About</a></nav>
      <article><h1>Salon market report</h1>
      ${'<p>The salon market in Springfield grew by 12 percent last year, driven by evening bookings and loyalty programmes that reward frequent visits.</p>'.repeat(6)}
      </article><footer>Copyright</footer></body></html>`;
    const page = await pool.readWebPage({
      bytes: encode(html),
      contentType: 'text/html',
      url: 'https://news.example/salons',
    });
    expect(page.title).toBe('Salon market report');
    const text = page.passages.map((passage) => passage.text).join('\n');
    expect(text).toContain('The salon market in Springfield grew by 12 percent last year');
    expect(text).not.toMatch(/injected|color: red|Copyright|About/);
  }, 60_000);
});

describe('a source pool with limits', { timeout: 60_000 }, () => {
  it('refuses a file that takes longer than its time limit', async () => {
    const pool = createSourcePool({ size: 1, timeoutMs: 1 });
    try {
      await expect(pool.extractDocument(await makeDocx())).rejects.toMatchObject({
        problem: 'timed-out',
        status: 413,
        message: expect.stringMatching(/^Reading this file took longer than/),
      });
    } finally {
      await pool.close();
    }
  }, 60_000);

  it('refuses a file that needs more memory than a worker may use, and the server goes on', async () => {
    const pool = createSourcePool({ size: 1, memoryLimitMb: 64 });
    try {
      // mammoth builds the whole document in memory: 12 MB of text is far more than 64 MB of heap.
      const paragraphs = Array.from(
        { length: 24_000 },
        (_, index) => `Paragraph ${index}. ${'Market text. '.repeat(40)}`,
      );
      const docx = await makeDocx({ paragraphs });
      await expect(pool.extractDocument(docx)).rejects.toMatchObject({
        problem: 'too-complex',
        message:
          'Reading this file needed more than 64 MB of memory. Split it into smaller files and upload them separately.',
      });
      const small = await pool.extractDocument(encode('A small file.'));
      expect(small.passages).toEqual([{ text: 'A small file.' }]);
    } finally {
      await pool.close();
    }
  }, 120_000);
});

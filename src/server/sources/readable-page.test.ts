import { describe, expect, it } from 'vitest';
import { makePdf } from './intake/test-documents.ts';
import { readWebPage, WEB_PAGE_MAX_CHARACTERS } from './readable-page.ts';

const encode = (text: string) => new TextEncoder().encode(text);
const URL = 'https://news.example/reports/salons-2025';

function textOf(page: { passages: { text: string }[] }): string {
  return page.passages.map((passage) => passage.text).join('\n\n');
}

describe('readWebPage', { timeout: 60_000 }, () => {
  it('keeps the article and drops navigation, scripts, styles and markup', async () => {
    const paragraph =
      'Independent salons in Springfield raised their prices by 8 percent in 2024, while chains held theirs steady to keep their loyalty members.';
    const html = `<!doctype html><html><head><title>Salons raise prices | News</title>
      <style>.ad { display: none }</style></head><body>
      <nav><ul><li><a href="/">Home</a></li><li><a href="/sport">Sport</a></li></ul></nav>
      <div class="ad"><script>track()</script>Buy now!</div>
      <main><article><h1>Salons raise prices</h1>
      <p>${paragraph}</p><p>${paragraph}</p><p>${paragraph} <b>Bold</b> and <a href="/x">linked</a> words.</p>
      <table><tr><th>City</th><th>Rise</th></tr><tr><td>Springfield</td><td>8%</td></tr></table>
      </article></main><footer>© News Corp · Privacy</footer></body></html>`;
    const page = await readWebPage({ bytes: encode(html), contentType: 'text/html', url: URL });
    // Readability's choice: it keeps the site name when the rest is this short.
    expect(page.title).toBe('Salons raise prices | News');
    const text = textOf(page);
    expect(text).toContain(paragraph);
    expect(text).toContain('Bold and linked words.');
    expect(text).toContain('City: Springfield; Rise: 8%');
    expect(text).not.toMatch(/track\(\)|display: none|Buy now|Sport|Privacy|<|>/);
    expect(page.warnings).toEqual([]);
  });

  it('reads a short page that is not an article from its body', async () => {
    const html =
      '<html><head><title>Prices</title></head><body><p>A cut costs $30.</p></body></html>';
    const page = await readWebPage({ bytes: encode(html), contentType: 'text/html', url: URL });
    expect(page.title).toBe('Prices');
    expect(textOf(page)).toBe('A cut costs $30.');
  });

  it('decodes the page in the character set it names', async () => {
    const html = Buffer.from(
      '<html><head><meta charset="windows-1252"><title>Caf\xe9</title></head><body><p>Cr\xe8me br\xfbl\xe9e costs \x805.</p></body></html>',
      'latin1',
    );
    const page = await readWebPage({
      bytes: new Uint8Array(html),
      contentType: 'text/html',
      url: URL,
    });
    expect(page.title).toBe('Café');
    expect(textOf(page)).toBe('Crème brûlée costs €5.');
  });

  it('keeps plain text as it is and names it after the address', async () => {
    const page = await readWebPage({
      bytes: encode('Line one.\n\nLine <two>.'),
      contentType: 'text/plain',
      url: URL,
    });
    expect(page.title).toBe('salons-2025');
    expect(textOf(page)).toBe('Line one.\n\nLine <two>.');
  });

  it('reads a PDF with its page numbers', async () => {
    const pdf = await makePdf([['First page.'], ['Second page.']]);
    const page = await readWebPage({ bytes: pdf, contentType: 'application/pdf', url: URL });
    expect(page.passages).toEqual([
      { text: 'First page.', page: 1 },
      { text: 'Second page.', page: 2 },
    ]);
  }, 30_000);

  it('falls back to the body text on a page with too many elements for Readability', async () => {
    const cells = '<span>x</span>'.repeat(60_000);
    const html = `<html><body><p>Market note.</p><div>${cells}</div></body></html>`;
    const page = await readWebPage({ bytes: encode(html), contentType: 'text/html', url: URL });
    expect(textOf(page)).toMatch(/^Market note\.\n\nx{1,1200}/);
  }, 30_000);

  it('keeps at most 300,000 characters of a page and says so', async () => {
    const paragraph = `<p>${'Long report text. '.repeat(50)}</p>`;
    const html = `<html><body><article>${paragraph.repeat(500)}</article></body></html>`;
    const page = await readWebPage({ bytes: encode(html), contentType: 'text/html', url: URL });
    const characters = page.passages.reduce((sum, passage) => sum + passage.text.length, 0);
    expect(characters).toBeLessThanOrEqual(WEB_PAGE_MAX_CHARACTERS);
    expect(characters).toBeGreaterThan(WEB_PAGE_MAX_CHARACTERS * 0.95);
    expect(page.warnings).toEqual(['Only the first 300,000 characters of the page were kept.']);
  }, 30_000);

  it('refuses a page with no readable text', async () => {
    await expect(
      readWebPage({
        bytes: encode('<html><body><script>x()</script></body></html>'),
        contentType: 'text/html',
        url: URL,
      }),
    ).rejects.toMatchObject({ problem: 'no-text', message: 'This page has no readable text.' });
  });
});

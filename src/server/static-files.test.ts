import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { mountWebApp } from './static-files.ts';

describe('the page shell', () => {
  const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  // The real shell's head, as the build writes it.
  writeFileSync(join(dist, 'index.html'), readFileSync('src/web/index.html', 'utf8'));
  const app = new Hono();
  mountWebApp(app, dist);

  it('names the product on the owner’s page, and nowhere on a shared strategy’s', async () => {
    const owner = await (await app.request('/')).text();
    expect(owner).toContain('<title>The Maker Business Builder</title>');
    const shared = await (await app.request('/share/6f1c2f1e-0c1a-4a8e-9a55-1f1d2b3c4d5e')).text();
    expect(shared).toContain('<title>Shared strategy</title>');
    expect(shared).not.toMatch(/Maker Business Builder|with AI/);
    expect(shared).toContain('<div id="root"></div>');
  });
});

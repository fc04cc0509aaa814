import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const harnessRoot = path.join(import.meta.dirname, 'rich-markdown-editor-harness');

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

export interface BuiltHarness {
  url: string;
  outDir: string;
  close(): Promise<void>;
}

/**
 * Builds the editor's test page with Vite (production mode, as the app is built) into a
 * temporary folder and serves it on loopback. Nothing of it reaches the app's build: the page
 * has its own root and entry, outside `src/web`.
 */
export async function buildRichEditorHarness(): Promise<BuiltHarness> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rich-editor-harness-'));
  // Vitest sets NODE_ENV=test, which would make the React plugin emit development JSX.
  const environment = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  await build({
    configFile: false,
    root: harnessRoot,
    mode: 'production',
    logLevel: 'warn',
    plugins: [react(), tailwindcss()],
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: { outDir, emptyOutDir: true, reportCompressedSize: false },
  }).finally(() => {
    process.env.NODE_ENV = environment;
  });
  const server = http.createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    const file = path.join(outDir, pathname === '/' ? 'index.html' : pathname);
    if (!file.startsWith(outDir) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'content-type': contentTypes[path.extname(file)] ?? 'application/octet-stream',
    });
    fs.createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    outDir,
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      fs.rmSync(outDir, { recursive: true, force: true });
    },
  };
}

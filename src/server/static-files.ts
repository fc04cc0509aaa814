import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';

export const WEB_DIST_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../dist',
);

/**
 * Serves the built page: hashed assets with a long cache, and index.html for "/" and every
 * client route ("/share/..."), so a shared link opens straight into the app.
 */
export function mountWebApp(app: Hono, distDir = WEB_DIST_DIR): void {
  const root = path.relative(process.cwd(), distDir) || '.';
  app.use(
    '/assets/*',
    serveStatic({
      root,
      onFound: (_path, c) => {
        c.header('cache-control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  app.use('*', serveStatic({ root }));
  app.get('*', (c) => {
    if (c.req.path.startsWith('/api/')) return c.notFound();
    const indexPath = path.join(distDir, 'index.html');
    if (!fs.existsSync(indexPath)) {
      return c.text('The web app is not built yet: run `npm run build` (npm start does it).', 503);
    }
    c.header('cache-control', 'no-cache');
    c.header('referrer-policy', 'no-referrer');
    const html = fs.readFileSync(indexPath, 'utf8');
    return c.html(c.req.path.startsWith('/share/') ? whiteLabel(html) : html);
  });
}

/**
 * A shared strategy is the consultant's deliverable: its page names neither the product nor
 * what wrote it (issue 12's white label), before the page sets the strategy's own title.
 */
export function whiteLabel(html: string): string {
  return html
    .replace(/<title>[^<]*<\/title>/, '<title>Shared strategy</title>')
    .replace(/\s*<meta name="description"[^>]*>/, '');
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Download } from 'playwright-core';

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'mbb-downloads-'));

/**
 * A download saved to a file of this machine: the browser is shared and reached by connection,
 * so Playwright gives no path of its own (`Download.path()` throws).
 */
export async function savedDownload(download: Download): Promise<string> {
  const file = path.join(folder, `${Date.now()}-${download.suggestedFilename()}`);
  await download.saveAs(file);
  return file;
}

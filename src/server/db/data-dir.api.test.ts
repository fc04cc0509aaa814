import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import type { Strategy } from '../../domain/strategy.ts';
import { startServerProcess } from '../testing/server-process.ts';

it('keeps data across a restart and refuses a second server on the same data folder', async () => {
  const first = await startServerProcess();
  let restarted: Awaited<ReturnType<typeof startServerProcess>> | undefined;
  try {
    const created = await fetch(`${first.url}/api/strategies`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ overview: 'Kept across restarts', metadata: { companyName: 'Acme' } }),
    });
    const strategy = (await created.json()) as Strategy;

    const second = startServerProcess({ DATA_DIR: first.dataDir });
    await expect(second).rejects.toThrow(
      /Another server \(process \d+\) is already using the data folder/,
    );
    await expect(second).rejects.toThrow(/would corrupt it/);

    await first.stop();
    // Stopped with SIGTERM: the database thread closed and the folder's lock went with it.
    expect(fs.existsSync(path.join(first.dataDir, 'server.lock'))).toBe(false);
    restarted = await startServerProcess({ DATA_DIR: first.dataDir });
    const read = (await (
      await fetch(`${restarted.url}/api/strategies/${strategy.id}`)
    ).json()) as Strategy;
    expect(read).toMatchObject({
      overview: 'Kept across restarts',
      metadata: { companyName: 'Acme' },
    });
  } finally {
    await first.stop();
    await restarted?.stop();
  }
}, 120_000); // three server starts: a loaded machine needs more than the default minute

it('refuses to listen on a non-loopback address without APP_ACCESS_TOKEN, and says why', async () => {
  await expect(startServerProcess({ HOST: '0.0.0.0' })).rejects.toThrow(
    /Refusing to listen on 0\.0\.0\.0 without APP_ACCESS_TOKEN/,
  );
});

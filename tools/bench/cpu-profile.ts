import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';

/**
 * A V8 CPU profile of one stretch of a bench (`--profile DIR`), written as `<name>.cpuprofile`
 * for Chrome's DevTools: the whole process's `--cpu-prof` mixes a server's run with its warm-up
 * and the raw loop that follows it.
 */
export async function profiled<T>(
  dir: string | undefined,
  name: string,
  work: () => Promise<T>,
): Promise<T> {
  if (!dir) return work();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  try {
    return await work();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, `${name}.cpuprofile`), JSON.stringify(profile));
    session.disconnect();
  }
}

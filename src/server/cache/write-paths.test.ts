import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

/**
 * Decision 0050's guard: the strategy and share reads are cached by content version, so a file
 * that writes a table without bumping the version would serve stale answers. Every file that
 * inserts, updates or deletes rows of a table in `db/schema.ts` must call
 * `strategyContentChanged`/`allContentChanged` (content-versions.ts) or `touchStrategy`, which
 * does. A table no read shows may be listed here, with the reason.
 */
const NOT_SHOWN_BY_ANY_CACHED_READ: Record<string, string> = {
  playbooks: 'a strategy keeps its own copy of the outline; its read never reads the playbook',
  webhookDeliveries: 'the delivery queue and log: no strategy or share read shows it',
  sectionVersions: 'the history is read only by its own route, never cached',
  shareVisits: "a link's opens: read only by the owner's reading route, never cached",
  shareSectionReading:
    "a link's reading time: read only by the owner's reading route, never cached",
};

const ROOT = path.resolve(import.meta.dirname, '..');
const BUMPS = /\b(strategyContentChanged|allContentChanged|touchStrategy)\(/;

/** Each table's name in the code and in SQL. */
function tablesOfSchema(): { name: string; sqlName: string }[] {
  const schema = fs.readFileSync(path.join(ROOT, 'db/schema.ts'), 'utf8');
  return [...schema.matchAll(/export const (\w+) = pgTable\(\s*'(\w+)'/g)].map((match) => ({
    name: match[1]!,
    sqlName: match[2]!,
  }));
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return ['testing', 'migrations'].includes(entry.name) ? [] : sourceFiles(full);
    return /\.(ts|mts)$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [full] : [];
  });
}

it('finds every write to a table next to a content-version bump', () => {
  const shown = tablesOfSchema().filter((table) => !(table.name in NOT_SHOWN_BY_ANY_CACHED_READ));
  expect(shown.map((table) => table.name)).toContain('sections');
  const names = shown.map((table) => table.name).join('|');
  const sqlNames = shown.map((table) => table.sqlName).join('|');
  const write = new RegExp(`\\.(insert|update|delete)\\(\\s*(${names})\\s*\\)`, 'g');
  const rawWrite = new RegExp(`\\b(INSERT INTO|UPDATE|DELETE FROM)\\s+"?(${sqlNames})\\b`, 'g');
  const missing: string[] = [];
  let writers = 0;
  for (const file of sourceFiles(ROOT)) {
    const text = fs.readFileSync(file, 'utf8');
    const writes = [...text.matchAll(write)].length + [...text.matchAll(rawWrite)].length;
    if (writes === 0) continue;
    writers += 1;
    if (!BUMPS.test(text)) missing.push(path.relative(ROOT, file));
  }
  expect(writers).toBeGreaterThan(5);
  expect(missing, 'these files write tables without bumping a content version').toEqual([]);
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDemoAnswer } from '../../../tools/fake-llm/demo-answer.ts';
import { SECTIONS } from '../../domain/catalogue.ts';
import { SECTION_VERSIONS_KEPT } from '../../domain/review.ts';
import { sections, sectionVersions } from '../db/schema.ts';
import { completeSection } from '../generation/section-queue.ts';
import { createStrategy } from '../testing/generation-helpers.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { addSectionVersion, listSectionVersions, sectionVersionBytes } from './section-versions.ts';

/**
 * What the version history costs in storage (decisions/0032): a whole strategy (124 sections)
 * with 10 versions each, texts the size of a real answer, each version a few words apart.
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const database = process.env.TEST_DATABASE ?? 'pglite';

describe(`section versions on ${database}`, () => {
  it('stores 124 sections x 10 versions in a few megabytes', async () => {
    const { db } = server.database;
    const strategy = await createStrategy(server);
    let characters = 0;
    for (const section of SECTIONS) {
      const base = buildDemoAnswer(section.title, 900);
      for (let version = 0; version < 10; version++) {
        const content = `${base}\n\nRevision ${version}: ${section.title} was reworded.`;
        characters += content.length;
        await addSectionVersion(db, {
          strategyId: strategy.id,
          key: section.key,
          source: 'edit',
          content,
        });
      }
    }
    const stored = await sectionVersionBytes(db, [strategy.id]);
    const [{ count }] = (
      await db.execute<{ count: string }>(
        sql`SELECT count(*) AS count FROM section_versions WHERE strategy_id = ${strategy.id}`,
      )
    ).rows as [{ count: string }];
    expect(Number(count)).toBe(SECTIONS.length * 10);
    const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(2);
    console.info(
      `[storage ${database}] 124 x 10 versions: text ${megabytes(characters)} MB, stored ${megabytes(stored)} MB (${((stored / characters) * 100).toFixed(0)}%)`,
    );
    // TOAST compresses each text; the bound is the uncompressed text, never more.
    expect(stored).toBeLessThan(characters * 1.1);
  });

  it(`keeps the newest ${SECTION_VERSIONS_KEPT} versions of a section`, async () => {
    const { db } = server.database;
    const strategy = await createStrategy(server);
    for (let version = 1; version <= SECTION_VERSIONS_KEPT + 5; version++) {
      await addSectionVersion(db, {
        strategyId: strategy.id,
        key: 'mission-statement',
        source: 'edit',
        content: `Text ${version}`,
      });
    }
    const kept = await listSectionVersions(db, strategy.id, 'mission-statement');
    expect(kept).toHaveLength(SECTION_VERSIONS_KEPT);
    expect(kept[0]?.content).toBe(`Text ${SECTION_VERSIONS_KEPT + 5}`);
    expect(kept.at(-1)?.content).toBe('Text 6');
  });

  it('keeps and lists versions saved within one tick of the clock in the order they were saved', async () => {
    const { db } = server.database;
    const strategy = await createStrategy(server);
    // PGlite's clock counts whole milliseconds: versions saved in one can share their time.
    const sameTime = new Date('2026-01-05T10:00:00.000Z');
    for (let version = 1; version <= SECTION_VERSIONS_KEPT + 5; version++) {
      await db.insert(sectionVersions).values({
        strategyId: strategy.id,
        sectionKey: 'mission-statement',
        source: 'edit',
        content: `Text ${version}`,
        createdAt: sameTime,
      });
    }
    await db.execute(sql`ANALYZE ${sectionVersions}`);
    await addSectionVersion(db, {
      strategyId: strategy.id,
      key: 'mission-statement',
      source: 'edit',
      content: 'Newest',
    });
    const listed = await listSectionVersions(db, strategy.id, 'mission-statement');
    expect(listed.map((version) => version.content)).toEqual([
      'Newest',
      ...Array.from(
        { length: SECTION_VERSIONS_KEPT - 1 },
        (_, index) => `Text ${SECTION_VERSIONS_KEPT + 5 - index}`,
      ),
    ]);
  });

  it('completes a first writing with its version, keeps the newest, and writes nothing once the lease is lost', async () => {
    const { db } = server.database;
    const strategy = await createStrategy(server);
    const key = 'vision-statement';
    for (let version = 1; version <= SECTION_VERSIONS_KEPT; version++) {
      await addSectionVersion(db, {
        strategyId: strategy.id,
        key,
        source: 'edit',
        content: `Text ${version}`,
      });
    }
    const [row] = await db
      .insert(sections)
      .values({ strategyId: strategy.id, key, status: 'generating', leaseOwner: 'this job' })
      .returning();
    const result = { content: 'Generated text', truncated: false };

    expect(await completeSection(db, row!, 'another job', result, {})).toBeUndefined();
    expect(await listSectionVersions(db, strategy.id, key)).toHaveLength(SECTION_VERSIONS_KEPT);
    expect((await listSectionVersions(db, strategy.id, key))[0]?.content).toBe(
      `Text ${SECTION_VERSIONS_KEPT}`,
    );

    expect(await completeSection(db, row!, 'this job', result, {})).toEqual({
      content: 'Generated text',
    });
    const kept = await listSectionVersions(db, strategy.id, key);
    expect(kept).toHaveLength(SECTION_VERSIONS_KEPT);
    expect(kept[0]).toMatchObject({ source: 'generation', content: 'Generated text' });
    expect(kept.at(-1)?.content).toBe('Text 2');
    const [stored] = await db
      .select()
      .from(sections)
      .where(sql`${sections.strategyId} = ${strategy.id} AND ${sections.key} = ${key}`);
    expect(stored).toMatchObject({ status: 'done', content: 'Generated text', leaseOwner: null });
  });
});

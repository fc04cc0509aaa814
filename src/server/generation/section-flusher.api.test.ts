import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import { sections } from '../db/schema.ts';
import { createStrategy } from '../store/strategies.ts';
import { openTestDatabase } from '../testing/test-database.ts';
import { type FlushedSection, SectionFlusher } from './section-flusher.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});
/** Each test's flusher stops flushing its section when the test ends, passed or not. */
const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

/**
 * A section streaming under `owner`, whose text the test writes, added to a flusher of its own
 * (whose errors fail the test), and what its row holds.
 */
async function streamingSection(owner = 'this-process/lease') {
  const { db } = database;
  const strategy = await createStrategy(db, {
    overview: 'A bakery',
    metadata: { companyName: '', clientName: '', preparedBy: '', preparedDate: '' },
    language: 'English',
  });
  const key = 'mission-statement';
  await db
    .insert(sections)
    .values({ strategyId: strategy.id, key, status: 'generating', leaseOwner: owner });
  let lost = false;
  const section: FlushedSection & { written: string } = {
    strategyId: strategy.id,
    key,
    owner,
    written: '',
    text: () => section.written,
    lost: () => {
      lost = true;
    },
  };
  const stored = async () => {
    const [row] = await db
      .select({ content: sections.content })
      .from(sections)
      .where(and(eq(sections.strategyId, strategy.id), eq(sections.key, key)));
    return row?.content;
  };
  const flusher = new SectionFlusher(db, (error) => {
    throw error;
  });
  stops.push(flusher.add(section));
  return { flusher, section, stored, wasLost: () => lost };
}

describe(`the streaming flush on ${process.env.TEST_DATABASE ?? 'pglite'}`, () => {
  it('stores the text so far at every flush, sending only what is new, and a new attempt whole', async () => {
    const { flusher, section, stored, wasLost } = await streamingSection();
    section.written = 'The bakery';
    await flusher.flush();
    expect(await stored()).toBe('The bakery');
    section.written += ' sells bread.';
    await flusher.flush();
    expect(await stored()).toBe('The bakery sells bread.');
    // Nothing new: the row keeps its text (the flush still renews the lease).
    await flusher.flush();
    expect(await stored()).toBe('The bakery sells bread.');
    // A retry starts the text again, shorter than what the row holds.
    section.written = 'A retry';
    await flusher.flush();
    expect(await stored()).toBe('A retry');
    // A flush between the halves of a surrogate pair keeps the pair whole.
    section.written = 'A retry 🥐'.slice(0, -1);
    await flusher.flush();
    expect(await stored()).toBe('A retry ');
    section.written = 'A retry 🥐 and a control\u0007 character';
    await flusher.flush();
    expect(await stored()).toBe('A retry 🥐 and a control character');
    expect(wasLost()).toBe(false);
  });

  it('appends what is new to what the row holds, not the whole text again', async () => {
    const { flusher, section, stored } = await streamingSection();
    section.written = 'Bread';
    await flusher.flush();
    // Only the flusher writes a streaming row; a mark in it shows what the next flush sends.
    await database.db
      .update(sections)
      .set({ content: 'Marked' })
      .where(eq(sections.strategyId, section.strategyId));
    section.written = 'Bread and cakes';
    await flusher.flush();
    expect(await stored()).toBe('Marked and cakes');
  });

  it('tells a section its row is no longer its own, and writes nothing to it', async () => {
    const { flusher, section, stored, wasLost } = await streamingSection();
    section.written = 'Mine';
    await flusher.flush();
    await database.db
      .update(sections)
      .set({ leaseOwner: 'another-process/lease' })
      .where(eq(sections.strategyId, section.strategyId));
    section.written = 'Mine, still';
    await flusher.flush();
    expect(wasLost()).toBe(true);
    expect(await stored()).toBe('Mine');
  });
});

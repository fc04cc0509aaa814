import { and, count, eq, max, sql, sum } from 'drizzle-orm';
import { EXECUTIVE_SUMMARY_KEY } from '../../domain/export-selection.ts';
import { type Outline, outlineKeys } from '../../domain/outline.ts';
import { READING_LIMITS, type ShareReading } from '../../domain/share-reading.ts';
import type { Database } from '../db/client.ts';
import { shareSectionReading, shareVisits } from '../db/schema.ts';

export interface RecordedReading {
  /** This beacon was its visit's first: an open. */
  opened: boolean;
  /** Seconds it added (after the per-visit cap). */
  counted: number;
}

/**
 * One beacon of a visit (decision 0108), in one transaction: the visit's first beacon inserts
 * its row, which is what "an open" is; its sections' seconds are added while the visit has room
 * under `maxSecondsPerVisit` (the entries in their order, the last one cut), per section summed.
 * Nothing else about the reader is stored.
 */
export async function recordReading(
  db: Database,
  options: { shareId: string; visitId: string; sections: { key: string; seconds: number }[] },
): Promise<RecordedReading> {
  const { shareId, visitId, sections } = options;
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(shareVisits)
      .values({ shareId, visitId })
      .onConflictDoNothing()
      .returning({ visitId: shareVisits.visitId });
    const opened = inserted.length > 0;
    if (sections.length === 0) return { opened, counted: 0 };
    const thisVisit = and(eq(shareVisits.shareId, shareId), eq(shareVisits.visitId, visitId));
    const [visit] = await tx
      .select({ seconds: shareVisits.seconds })
      .from(shareVisits)
      .where(thisVisit)
      .for('update');
    let room = READING_LIMITS.maxSecondsPerVisit - (visit?.seconds ?? 0);
    const counted: { shareId: string; sectionKey: string; seconds: number }[] = [];
    for (const section of sections) {
      if (room <= 0) break;
      const seconds = Math.min(section.seconds, room);
      counted.push({ shareId, sectionKey: section.key, seconds });
      room -= seconds;
    }
    const total = counted.reduce((sum, entry) => sum + entry.seconds, 0);
    if (total === 0) return { opened, counted: 0 };
    await tx
      .update(shareVisits)
      .set({ seconds: sql`${shareVisits.seconds} + ${total}` })
      .where(thisVisit);
    await tx
      .insert(shareSectionReading)
      .values(counted)
      .onConflictDoUpdate({
        target: [shareSectionReading.shareId, shareSectionReading.sectionKey],
        set: { seconds: sql`${shareSectionReading.seconds} + excluded.seconds` },
      });
    return { opened, counted: total };
  });
}

/** How many times the link was opened (visits). */
export async function countOpens(db: Database, shareId: string): Promise<number> {
  const [row] = await db
    .select({ opens: count() })
    .from(shareVisits)
    .where(eq(shareVisits.shareId, shareId));
  return Number(row?.opens ?? 0);
}

/**
 * The owner's figures for one link: opens, the last one, the reading time, and the sections read
 * in the outline's order (the executive summary first; keys no longer in it after, most read first).
 */
export async function readShareReading(
  db: Database,
  shareId: string,
  outline: Outline,
): Promise<ShareReading> {
  const [[visits], rows] = await Promise.all([
    db
      .select({
        opens: count(),
        lastOpenedAt: max(shareVisits.openedAt),
        seconds: sum(shareVisits.seconds),
      })
      .from(shareVisits)
      .where(eq(shareVisits.shareId, shareId)),
    db
      .select({ key: shareSectionReading.sectionKey, seconds: shareSectionReading.seconds })
      .from(shareSectionReading)
      .where(eq(shareSectionReading.shareId, shareId)),
  ]);
  const order = new Map(
    [EXECUTIVE_SUMMARY_KEY, ...outlineKeys(outline)].map((key, index) => [key, index]),
  );
  const place = (key: string) => order.get(key) ?? Number.POSITIVE_INFINITY;
  const sections = rows
    .filter((row) => row.seconds > 0)
    .sort((a, b) => place(a.key) - place(b.key) || b.seconds - a.seconds);
  const lastOpenedAt = visits?.lastOpenedAt;
  return {
    opens: Number(visits?.opens ?? 0),
    lastOpenedAt: lastOpenedAt ? new Date(lastOpenedAt).toISOString() : null,
    seconds: Number(visits?.seconds ?? 0),
    sections: sections.map(({ key, seconds }) => ({ key, seconds })),
  };
}

import { eq } from 'drizzle-orm';
import type { WrittenFrom } from '../../domain/staleness.ts';
import type { Strategy } from '../../domain/strategy.ts';
import { copyName } from '../../domain/strategy-copy.ts';
import { strategyContentChanged } from '../cache/content-versions.ts';
import type { Database } from '../db/client.ts';
import { logos, sections, strategies } from '../db/schema.ts';
import { AppError, STRATEGY_NOT_FOUND } from '../errors.ts';
import { writtenText } from './sections.ts';
import { getStrategy } from './strategies.ts';

function withoutModel({ financials: _model, ...rest }: WrittenFrom): WrittenFrom {
  return rest;
}

/**
 * A new strategy with the same overview, metadata, language, written sections and logo, named
 * "… (copy)" in the library: its own name, so the cover keeps the company name. One transaction: a failure part way leaves no copy behind.
 */
export async function duplicateStrategy(db: Database, id: string): Promise<Strategy> {
  const copyId = await db.transaction(async (tx) => {
    const [original] = await tx.select().from(strategies).where(eq(strategies.id, id));
    if (!original) throw new AppError('NOT_FOUND', STRATEGY_NOT_FOUND);
    const [copy] = await tx
      .insert(strategies)
      .values({
        overview: original.overview,
        name: copyName(original.name || original.metadata.companyName),
        metadata: original.metadata,
        language: original.language,
        // The copy keeps the outline (issue 16), what it set aside, and its titles (0053).
        outline: original.outline,
        playbookId: original.playbookId,
        playbookVersion: original.playbookVersion,
        setAside: original.setAside,
        sectionTitles: original.sectionTitles,
        // Its fact sheet too: the texts' recorded facts stay current in the copy.
        facts: original.facts,
        // And its intake: the texts' recorded brief and answers stay current in the copy.
        intake: original.intake,
      })
      .returning({ id: strategies.id });
    const copyId = copy!.id;
    const written = (
      await tx
        .select({
          key: sections.key,
          content: writtenText,
          usage: sections.usage,
          truncated: sections.truncated,
          writtenFrom: sections.writtenFrom,
        })
        .from(sections)
        .where(eq(sections.strategyId, id))
    ).filter((section) => section.content.trim() !== '');
    if (written.length > 0) {
      await tx.insert(sections).values(
        written.map((section) => ({
          ...section,
          // The copy has no financial model: its text is not held against one.
          writtenFrom: section.writtenFrom && withoutModel(section.writtenFrom),
          strategyId: copyId,
          status: 'done' as const,
        })),
      );
    }
    const [logo] = await tx
      .select({ bytes: logos.bytes, mimeType: logos.mimeType })
      .from(logos)
      .where(eq(logos.strategyId, id));
    if (logo) await tx.insert(logos).values({ strategyId: copyId, ...logo });
    return copyId;
  });
  strategyContentChanged(copyId);
  return getStrategy(db, copyId);
}

import { eq, sql } from 'drizzle-orm';
import { type Outline, outlineOf } from '../../domain/outline.ts';
import type { StoredSectionTitles } from '../../domain/section-titles.ts';
import type { Language } from '../../domain/strategy-limits.ts';
import { strategyContentChanged } from '../cache/content-versions.ts';
import type { Database } from '../db/client.ts';
import { strategies } from '../db/schema.ts';
import { AppError, STRATEGY_NOT_FOUND } from '../errors.ts';

export interface StrategyTitles {
  language: Language;
  outline: Outline;
  /** Null until translated; another language's when the language changed since. */
  stored: StoredSectionTitles | null;
}

/** A strategy's language, outline and stored titles, or 404. */
export async function findStrategyTitles(db: Database, id: string): Promise<StrategyTitles> {
  const [row] = await db
    .select({
      language: strategies.language,
      outline: strategies.outline,
      stored: strategies.sectionTitles,
    })
    .from(strategies)
    .where(eq(strategies.id, id));
  if (!row) throw new AppError('NOT_FOUND', STRATEGY_NOT_FOUND);
  return { language: row.language, outline: outlineOf(row), stored: row.stored };
}

/**
 * Changes the stored titles under a row lock (a background translation and a person's edit may
 * meet). `change` gets the current titles when they are in the strategy's language, and returns
 * the new ones, or undefined to leave them.
 */
async function changeTitles(
  db: Database,
  id: string,
  change: (
    current: StoredSectionTitles | undefined,
    language: Language,
  ) => StoredSectionTitles | undefined,
): Promise<StoredSectionTitles | undefined> {
  const saved = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ language: strategies.language, stored: strategies.sectionTitles })
      .from(strategies)
      .where(eq(strategies.id, id))
      .for('update');
    if (!row) throw new AppError('NOT_FOUND', STRATEGY_NOT_FOUND);
    const current = row.stored?.language === row.language ? row.stored : undefined;
    const next = change(current, row.language);
    if (!next) return undefined;
    await tx
      .update(strategies)
      .set({ sectionTitles: next, updatedAt: sql`now()` })
      .where(eq(strategies.id, id));
    return next;
  });
  // Every read that shows titles (strategy, share, exports) follows the content version.
  if (saved) strategyContentChanged(id);
  return saved;
}

/**
 * The model's answer for `language`: its usable titles replace the model's; a title it could not
 * give keeps the one before (English when none). Dropped when the strategy's language changed
 * while the model was asked.
 */
export function saveModelTitles(
  db: Database,
  id: string,
  answer: { language: Language; titles: Record<string, string>; asked: string[] },
): Promise<StoredSectionTitles | undefined> {
  return changeTitles(db, id, (current, language) => {
    if (language !== answer.language) return undefined;
    return {
      language,
      model: { ...current?.model, ...answer.titles },
      edited: current?.edited ?? {},
      asked: answer.asked,
      translatedAt: new Date().toISOString(),
    };
  });
}

/** The person's titles: a non-empty one is kept, an empty one resets to the model's (or English). */
export async function saveEditedTitles(
  db: Database,
  id: string,
  edits: Record<string, string>,
): Promise<void> {
  await changeTitles(db, id, (current, language) => {
    const edited = { ...current?.edited };
    for (const [key, title] of Object.entries(edits)) {
      if (title === '') delete edited[key];
      else edited[key] = title;
    }
    return { language, model: current?.model ?? {}, edited, asked: current?.asked ?? [] };
  });
}

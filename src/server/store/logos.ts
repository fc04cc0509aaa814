import { eq, sql } from 'drizzle-orm';
import type { LogoMimeType } from '../../domain/logo.ts';
import type { Database } from '../db/client.ts';
import { logos } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { assertStrategyExists, touchStrategy } from './strategies.ts';

export const NO_LOGO = 'This strategy has no logo';

export interface Logo {
  bytes: Uint8Array;
  mimeType: string;
  updatedAt: Date;
}

/** Stores (or replaces) the strategy's logo; the caller has checked its type from the bytes. */
export async function putLogo(
  db: Database,
  options: { strategyId: string; bytes: Uint8Array; mimeType: LogoMimeType },
): Promise<void> {
  const { strategyId, bytes, mimeType } = options;
  await assertStrategyExists(db, strategyId);
  await db
    .insert(logos)
    .values({ strategyId, bytes, mimeType })
    .onConflictDoUpdate({
      target: logos.strategyId,
      set: { bytes, mimeType, updatedAt: sql`now()` },
    });
  await touchStrategy(db, strategyId);
}

export async function findLogo(db: Database, strategyId: string): Promise<Logo | undefined> {
  const [row] = await db
    .select({ bytes: logos.bytes, mimeType: logos.mimeType, updatedAt: logos.updatedAt })
    .from(logos)
    .where(eq(logos.strategyId, strategyId));
  return row;
}

/** 404 "Strategy not found" or "This strategy has no logo". */
export async function getLogo(db: Database, strategyId: string): Promise<Logo> {
  const logo = await findLogo(db, strategyId);
  if (logo) return logo;
  await assertStrategyExists(db, strategyId);
  throw new AppError('NOT_FOUND', NO_LOGO);
}

export async function deleteLogo(db: Database, strategyId: string): Promise<void> {
  await assertStrategyExists(db, strategyId);
  const deleted = await db
    .delete(logos)
    .where(eq(logos.strategyId, strategyId))
    .returning({ strategyId: logos.strategyId });
  if (deleted.length > 0) await touchStrategy(db, strategyId);
}

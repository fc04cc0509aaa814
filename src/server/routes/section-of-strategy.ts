import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Database } from '../db/client.ts';
import { assertStrategySection } from '../store/sections.ts';

/**
 * After the key's shape (`validateSectionKey`), before the body: 400 naming `key` unless the
 * strategy's own outline has the section (a playbook's sections differ per strategy, issue 16).
 */
export function sectionOfStrategy<E extends { Variables: object }>(
  db: Database,
  strategyIdOf: (c: Context<E>) => string,
) {
  return createMiddleware<E>(async (c, next) => {
    await assertStrategySection(db, strategyIdOf(c), c.req.param('key') ?? '');
    await next();
  });
}

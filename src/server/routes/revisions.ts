import { Hono } from 'hono';
import { z } from 'zod';
import { isSectionKeyShape, isStrategySectionKey } from '../../domain/summary-section.ts';
import type { ServerContext } from '../context.ts';
import { revisionSections } from '../quality/revision-sections.ts';
import { describeRoute } from '../route-description.ts';
import { validate } from '../validation.ts';
import type { StrategyVariables } from './path-params.ts';
import { checkBudgetPrice, runBudgetSchema } from './runs.ts';
import { startedRunResponse } from './strategy-responses.ts';

const startRevisionSchema = z.object({
  sections: z.union([
    // The written sections with findings in the quality review.
    z.literal('flagged'),
    z
      .array(
        z
          .string()
          .max(100)
          .refine((key) => isStrategySectionKey(key) || isSectionKeyShape(key), 'unknown section'),
      )
      .min(1, 'choose at least one section')
      .max(200),
  ]),
  budget: runBudgetSchema,
});

/**
 * Mounted at `/api/strategies/:id`: the revision pass (issue 27, decision 0093), a run that
 * rewrites each chosen section once from its text and its findings.
 */
export function revisionRoutes({ engine, settings, database }: ServerContext) {
  return new Hono<{ Variables: StrategyVariables }>().post(
    '/revisions',
    describeRoute({
      summary:
        '`{sections: "flagged" | [...], budget?}` → 202 `{runId, sections}`: a run of kind `revision` that rewrites each section once from its text and its findings; 400 names unknown or unwritten keys, 409 `NOTHING_FLAGGED` when no written section has a finding',
      responses: { 202: startedRunResponse },
    }),
    validate('json', startRevisionSchema),
    async (c) => {
      const input = c.req.valid('json');
      if (input.budget) await checkBudgetPrice(settings);
      const sections = await revisionSections(database.db, c.var.strategyId, input.sections);
      const result = await engine.startRevision(c.var.strategyId, {
        sections,
        ...(input.budget ? { budget: input.budget } : {}),
      });
      return c.json(result satisfies z.input<typeof startedRunResponse>, 202);
    },
  );
}

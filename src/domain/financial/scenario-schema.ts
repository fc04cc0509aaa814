import { z } from 'zod';
import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from '../stored-text.ts';
import { SCENARIO_ADJUSTMENTS, SCENARIO_LIMITS, type ScenarioAdjustment } from './scenarios.ts';

/**
 * The scenarios a `PUT .../financials` may carry (the plain types are in `scenarios.ts`). Each
 * issue's path names its field (`scenarios.1.adjustments.volumePct`, worded by `field-path.ts`);
 * an adjustment the API does not know is refused, so a misspelt one is not dropped.
 */

const limits = SCENARIO_LIMITS;

const adjustment = (min: number, max: number, unit: string) =>
  z
    .number({ error: 'must be a number' })
    .min(min, `must be at least ${min} (${unit})`)
    .max(max, `must be at most ${max} (${unit})`)
    .default(0);

const percentChange = () => adjustment(limits.minPct, limits.maxPct, 'a percentage change');
const points = () => adjustment(limits.minPts, limits.maxPts, 'points a month');

const known = `must be an object of ${SCENARIO_ADJUSTMENTS.join(', ')}`;

/** Names a misspelt adjustment (`pricepct`), but echoes no key that is not plain short text. */
function unknownAdjustments(keys: readonly string[]): string {
  const echoed = keys.every((key) => key.length <= 40 && isStorableText(key));
  const which = echoed ? ` ${keys.map((key) => `"${key}"`).join(', ')}` : ' of that name';
  return `has no adjustment${which} (the adjustments are ${SCENARIO_ADJUSTMENTS.join(', ')})`;
}

const adjustmentsSchema = z.strictObject(
  {
    pricePct: percentChange(),
    volumePct: percentChange(),
    growthPts: points(),
    churnPts: points(),
    costsPct: percentChange(),
    staffPct: percentChange(),
  } satisfies Record<ScenarioAdjustment, unknown>,
  {
    error: (issue) => (issue.code === 'unrecognized_keys' ? unknownAdjustments(issue.keys) : known),
  },
);

const scenarioSchema = z.object({
  /** The id `GET` gave, to keep it across a rename; unknown ids are given a new one. */
  id: z.string({ error: 'must be text' }).max(100, 'must be at most 100 characters').optional(),
  name: z
    .string({ error: 'must be text' })
    .trim()
    .min(1, 'is required')
    .max(limits.nameMaxLength, `must be at most ${limits.nameMaxLength} characters`)
    .refine(isStorableText, UNSTORABLE_TEXT_MESSAGE),
  adjustments: adjustmentsSchema.default({
    pricePct: 0,
    volumePct: 0,
    growthPts: 0,
    churnPts: 0,
    costsPct: 0,
    staffPct: 0,
  }),
});

export const scenariosSchema = z
  .array(scenarioSchema, { error: 'must be a list' })
  .max(limits.maxScenarios, `must have at most ${limits.maxScenarios} scenarios`)
  .superRefine((scenarios, context) => {
    const seen = new Set<string>();
    for (const [index, scenario] of scenarios.entries()) {
      const key = scenario.name.toLocaleLowerCase('en');
      if (seen.has(key)) {
        context.addIssue({
          code: 'custom',
          message: `must differ from the other scenarios' names ("${scenario.name}" is used twice)`,
          path: [index, 'name'],
          input: scenario.name,
        });
      }
      seen.add(key);
    }
  });

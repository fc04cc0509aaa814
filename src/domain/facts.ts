import { z } from 'zod';

/**
 * One fact sheet per strategy (issue 27): what every section must agree on. Drafted by the model
 * from the overview and the client's documents, corrected by the consultant, sent in every
 * section prompt as the `Facts` block, and read by the quality review's fact check.
 */

export const FACT_LIMITS = {
  text: 200,
  longText: 600,
  offerings: 30,
  list: 20,
  keyFigures: 30,
} as const;

const text = (max: number = FACT_LIMITS.text) =>
  z.string({ error: 'must be text' }).trim().max(max, `must be at most ${max} characters`);

const amount = z
  .number({ error: 'must be a number' })
  .finite('must be a finite number')
  .min(0, 'must not be negative')
  .max(1e12, 'must be at most 1,000,000,000,000');

const list = <T extends z.ZodType>(item: T, max: number, what: string) =>
  z.array(item, { error: 'must be a list' }).max(max, `at most ${max} ${what}`);

export const offeringSchema = z.object({
  name: text().min(1, 'must not be empty'),
  /** In the strategy's currency; null when not yet priced. */
  price: amount.nullable().default(null),
  /** What the price buys: "per 250 g bag", "per month". */
  unit: text().default(''),
});

export const factsSchema = z.object({
  companyName: text().default(''),
  offerings: list(offeringSchema, FACT_LIMITS.offerings, 'offerings').default([]),
  customerSegments: list(text(), FACT_LIMITS.list, 'customer segments').default([]),
  locations: list(text(), FACT_LIMITS.list, 'locations').default([]),
  team: list(
    z.object({ name: text().min(1, 'must not be empty'), role: text().default('') }),
    FACT_LIMITS.list,
    'team members',
  ).default([]),
  foundedYear: z
    .number({ error: 'must be a year' })
    .int('must be a whole year')
    .min(1800, 'must be 1800 or later')
    .max(2100, 'must be 2100 or earlier')
    .nullable()
    .default(null),
  /** The funding the client asks for, in the strategy's currency. */
  fundingAsked: amount.nullable().default(null),
  keyFigures: list(
    z.object({
      label: text().min(1, 'must not be empty'),
      value: text().min(1, 'must not be empty'),
      unit: text().default(''),
    }),
    FACT_LIMITS.keyFigures,
    'key figures',
  ).default([]),
});

export type Facts = z.infer<typeof factsSchema>;
export type Offering = z.infer<typeof offeringSchema>;

export const EMPTY_FACTS: Facts = factsSchema.parse({});

/** `GET/PUT /api/strategies/:id/facts`. `version` is 0 before the first save. */
export interface FactSheet {
  facts: Facts;
  version: number;
}

export function hasFacts(facts: Facts): boolean {
  return (
    facts.companyName !== '' ||
    facts.offerings.length > 0 ||
    facts.customerSegments.length > 0 ||
    facts.locations.length > 0 ||
    facts.team.length > 0 ||
    facts.foundedYear !== null ||
    facts.fundingAsked !== null ||
    facts.keyFigures.length > 0
  );
}

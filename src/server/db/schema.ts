import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Metadata, SectionUsage } from '../../domain/strategy.ts';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const strategies = pgTable(
  'strategies',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    overview: text('overview').notNull(),
    metadata: jsonb('metadata').$type<Metadata>().notNull(),
    language: text('language').notNull().default('English'),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('strategies_updated_at_idx').on(table.updatedAt)],
);

/**
 * One row per section that has ever been queued or written. A missing row is an idle, empty
 * section. The row is also the generation job: `status` queued/generating with `run_id`, claimed
 * under a lease so a killed process's work is taken over.
 */
export const sections = pgTable(
  'sections',
  {
    strategyId: uuid('strategy_id')
      .notNull()
      .references(() => strategies.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    status: text('status').notNull().default('idle'),
    content: text('content').notNull().default(''),
    error: text('error'),
    truncated: boolean('truncated').notNull().default(false),
    usage: jsonb('usage').$type<SectionUsage>(),
    runId: uuid('run_id'),
    /**
     * The order in which queued sections start: the run's creation time (ms) * 1000 plus the
     * section's place in the run's scheduling order; indexed with status for the claim.
     */
    queueOrder: bigint('queue_order', { mode: 'number' }).notNull().default(0),
    /** Content before a regeneration started, put back if it is cancelled or fails. */
    previousContent: text('previous_content'),
    attempts: integer('attempts').notNull().default(0),
    /** Times the provider answered 429 for this section in its run (it is then re-queued). */
    rateLimited: integer('rate_limited').notNull().default(0),
    leaseOwner: text('lease_owner'),
    leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.strategyId, table.key] }),
    index('sections_run_status_idx').on(table.status, table.runId),
    index('sections_queue_idx').on(table.status, table.queueOrder),
  ],
);

export const runs = pgTable(
  'runs',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    strategyId: uuid('strategy_id')
      .notNull()
      .references(() => strategies.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('running'),
    sectionKeys: jsonb('section_keys').$type<string[]>().notNull(),
    createdAt: createdAt(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [index('runs_strategy_status_idx').on(table.strategyId, table.status)],
);

export const shares = pgTable(
  'shares',
  {
    id: uuid('id').primaryKey(),
    strategyId: uuid('strategy_id')
      .notNull()
      .references(() => strategies.id, { onDelete: 'cascade' }),
    accessType: text('access_type').$type<'view' | 'edit'>().notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (table) => [index('shares_strategy_idx').on(table.strategyId)],
);

export const logos = pgTable('logos', {
  strategyId: uuid('strategy_id')
    .primaryKey()
    .references(() => strategies.id, { onDelete: 'cascade' }),
  mimeType: text('mime_type').notNull(),
  bytes: bytea('bytes').notNull(),
  updatedAt: updatedAt(),
});

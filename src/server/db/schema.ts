import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  bigint,
  boolean,
  check,
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
import type { BrandKitInput } from '../../domain/brand.ts';
import type { ChangeMemoSection, ChangeMemoSince } from '../../domain/change-memo.ts';
import type { Facts } from '../../domain/facts.ts';
import type { ActualMonth } from '../../domain/financial/actual-types.ts';
import type { FinancialAssumptions } from '../../domain/financial/assumption-types.ts';
import type { StoredScenario } from '../../domain/financial/scenarios.ts';
import type { IntakeContent } from '../../domain/intake.ts';
import type { Outline, PlaybookGroup } from '../../domain/outline.ts';
import {
  APPROVAL_STATES,
  type ApprovalState,
  VERSION_SOURCES,
  type VersionSource,
} from '../../domain/review.ts';
import type { StoredSectionTitles } from '../../domain/section-titles.ts';
import type { ShareAccessType } from '../../domain/share-link.ts';
import type { SectionSource } from '../../domain/sources/section-source.ts';
import type { WrittenFrom } from '../../domain/staleness.ts';
import type { Metadata, SectionUsage } from '../../domain/strategy.ts';
import {
  LANGUAGES,
  type Language,
  RUN_KINDS,
  RUN_STATUSES,
  type RunKind,
  type RunStatus,
  SECTION_STATUSES,
  type SectionStatus,
} from '../../domain/strategy-limits.ts';

/** `column IN (...)`: the database refuses a value the type does not allow. */
function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  return sql`${column} IN (${sql.join(
    values.map((value) => sql.raw(`'${value.replaceAll("'", "''")}'`)),
    sql`, `,
  )})`;
}

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/** A text-search configuration name (`english`, `simple`...), for `to_tsvector(config, text)`. */
const regconfig = customType<{ data: string; driverData: string }>({
  dataType: () => 'regconfig',
});

const tsvector = customType<{ data: string; driverData: string }>({
  dataType: () => 'tsvector',
});

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * The words the library's search reads (issue 32): the strategy's own name (its title in the
 * library, "(copy)" included), the company name (on the cover), the client's name and the
 * overview. The 'simple' configuration
 * only lower-cases (no stemming, no stop words), so it serves every language; a GIN index on
 * this very expression answers `@@` without a stored column that every read would carry.
 */
export const strategySearchDocument = sql`to_tsvector('simple'::regconfig, coalesce(name, '') || ' ' || coalesce(metadata->>'companyName', '') || ' ' || coalesce(metadata->>'clientName', '') || ' ' || overview)`;

export const strategies = pgTable(
  'strategies',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    overview: text('overview').notNull(),
    metadata: jsonb('metadata').$type<Metadata>().notNull(),
    language: text('language').$type<Language>().notNull().default('English'),
    version: integer('version').notNull().default(1),
    /** The strategy's own brand (fields that win over the owner's kit), or null. */
    brand: jsonb('brand').$type<BrandKitInput>(),
    /** Its own copy of its playbook's outline (issue 16); null: the Standard catalogue. */
    outline: jsonb('outline').$type<Outline>(),
    /** The playbook it was begun on and the version it copied (no cascade: the copy stays). */
    playbookId: uuid('playbook_id'),
    playbookVersion: integer('playbook_version'),
    /** Sections a newer outline removed: their rows (content) stay, listed here to restore. */
    setAside: jsonb('set_aside').$type<{ key: string; title: string; groupTitle: string }[]>(),
    /** Section and group titles in its language: the model's and the person's (decision 0053). */
    sectionTitles: jsonb('section_titles').$type<StoredSectionTitles>(),
    /** The strategy's own name in the library (a copy's "(copy)" goes here, not on the cover). */
    name: text('name'),
    /** The fact sheet (issue 27), null until first saved; its version for optimistic writes. */
    facts: jsonb('facts').$type<Facts>(),
    factsVersion: integer('facts_version').notNull().default(0),
    /** The intake (issue 29): questions, answers, engagement brief; null until first saved. */
    intake: jsonb('intake').$type<IntakeContent>(),
    intakeVersion: integer('intake_version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // The library's order, newest first, and its keyset cursor (issue 32).
    index('strategies_updated_at_id_idx').on(table.updatedAt, table.id),
    index('strategies_search_idx').using('gin', strategySearchDocument),
    check('strategies_language_check', oneOf(table.language, LANGUAGES)),
  ],
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
    status: text('status').$type<SectionStatus>().notNull().default('idle'),
    content: text('content').notNull().default(''),
    /** Why generation failed, in plain words (the spec's texts where it fixes them). */
    error: text('error'),
    /** The provider's own words behind `error`, keys redacted (shown behind "Details"). */
    errorDetail: text('error_detail'),
    truncated: boolean('truncated').notNull().default(false),
    /** The prompt's earlier-section context was shortened to fit the model's context window. */
    contextShortened: boolean('context_shortened').notNull().default(false),
    usage: jsonb('usage').$type<SectionUsage>(),
    /**
     * Bumped on every saved change of the text but the streaming flushes (edit, claim, end of
     * generation, restore), so an edit made from an older text is refused (409).
     */
    version: integer('version').notNull().default(1),
    runId: uuid('run_id'),
    /**
     * The order in which queued sections start: the run's creation time (ms) * 1000 plus the
     * section's place in the run's scheduling order; indexed with status for the claim.
     */
    queueOrder: bigint('queue_order', { mode: 'number' }).notNull().default(0),
    /**
     * The prerequisites it waits for, from its strategy's outline when queued (issue 16); null
     * (rows queued before playbooks): the catalogue's.
     */
    waitsOn: text('waits_on').array(),
    /** Content before a regeneration started, put back if it is cancelled or fails. */
    previousContent: text('previous_content'),
    attempts: integer('attempts').notNull().default(0),
    /** Times the provider answered 429 for this section in its run (it is then re-queued). */
    rateLimited: integer('rate_limited').notNull().default(0),
    /**
     * The model's coverage check of the text (issue 27): the brief's points it found missing,
     * for the text whose fingerprint it names (another text makes it void).
     */
    coverage: jsonb('coverage').$type<{ fingerprint: string; missing: string[] }>(),
    /** The sources the text cites, numbered as in its prompt (issue 15). */
    sources: jsonb('sources').$type<SectionSource[]>(),
    /** Citations of sources the section was not given, removed from the model's text. */
    citationsRemoved: integer('citations_removed').notNull().default(0),
    /**
     * What its text was written from, by input (`domain/staleness.ts`): recorded from the prompt
     * when generation completes, and from the inputs then when a person saves it. Null: written
     * before this was recorded (the rules of before apply).
     */
    writtenFrom: jsonb('written_from').$type<WrittenFrom>(),
    leaseOwner: text('lease_owner'),
    leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.strategyId, table.key] }),
    index('sections_run_status_idx').on(table.status, table.runId),
    index('sections_queue_idx').on(table.status, table.queueOrder),
    check('sections_status_check', oneOf(table.status, SECTION_STATUSES)),
  ],
);

export const runs = pgTable(
  'runs',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    strategyId: uuid('strategy_id')
      .notNull()
      .references(() => strategies.id, { onDelete: 'cascade' }),
    status: text('status').$type<RunStatus>().notNull().default('running'),
    sectionKeys: jsonb('section_keys').$type<string[]>().notNull(),
    /** A spending limit in millionths of the settings' currency: no section starts past it. */
    budgetMicros: bigint('budget_micros', { mode: 'number' }),
    /** A generation writes sections; a revision rewrites written ones from their findings. */
    kind: text('kind').$type<RunKind>().notNull().default('generation'),
    createdAt: createdAt(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [
    index('runs_strategy_status_idx').on(table.strategyId, table.status),
    check('runs_status_check', oneOf(table.status, RUN_STATUSES)),
    check('runs_kind_check', oneOf(table.kind, RUN_KINDS)),
  ],
);

export const shares = pgTable(
  'shares',
  {
    id: uuid('id').primaryKey(),
    strategyId: uuid('strategy_id')
      .notNull()
      .references(() => strategies.id, { onDelete: 'cascade' }),
    accessType: text('access_type').$type<ShareAccessType>().notNull(),
    /** A report profile (a preset's id or a saved profile's UUID): what the share shows. */
    profileId: text('profile_id'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (table) => [index('shares_strategy_idx').on(table.strategyId)],
);

/**
 * A share link's visits (issue 31): one row per page load, by the random id the page made for it
 * (no cookie, no address, no user agent). The first beacon of a visit inserts it: that is an
 * open. `seconds`: the reading time counted for the visit, capped (`READING_LIMITS`).
 */
export const shareVisits = pgTable(
  'share_visits',
  {
    shareId: uuid('share_id')
      .notNull()
      .references(() => shares.id, { onDelete: 'cascade' }),
    visitId: uuid('visit_id').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    seconds: integer('seconds').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.shareId, table.visitId] })],
);

/** A share link's reading time per section, summed over its visits. */
export const shareSectionReading = pgTable(
  'share_section_reading',
  {
    shareId: uuid('share_id')
      .notNull()
      .references(() => shares.id, { onDelete: 'cascade' }),
    sectionKey: text('section_key').notNull(),
    seconds: integer('seconds').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.shareId, table.sectionKey] })],
);

export const logos = pgTable('logos', {
  strategyId: uuid('strategy_id')
    .primaryKey()
    .references(() => strategies.id, { onDelete: 'cascade' }),
  mimeType: text('mime_type').notNull(),
  bytes: bytea('bytes').notNull(),
  updatedAt: updatedAt(),
});

/**
 * Owner settings, one row per named setting (provider, prices, brand kit...). Each key's value
 * is validated by its own zod schema in `store/settings.ts`; secrets inside are encrypted first.
 */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedAt: updatedAt(),
});

/** The owner's saved report profiles (the presets live in code: domain/report-profile.ts). */
export const reportProfiles = pgTable('report_profiles', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  name: text('name').notNull(),
  sectionKeys: jsonb('section_keys').$type<string[]>().notNull(),
  /** Its Word files wear the firm's template when one is set (issue 31). */
  wordTemplate: boolean('word_template').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The owner's playbooks (issue 16); Standard is code (the catalogue), never a row. */
export const playbooks = pgTable('playbooks', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  name: text('name').notNull(),
  groups: jsonb('groups').$type<PlaybookGroup[]>().notNull(),
  version: integer('version').notNull().default(1),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * A strategy's financial model: its assumptions (validated by
 * `domain/financial/assumptions.ts` before they are stored) under the same optimistic version
 * check as the strategy. The forecast is computed on read, never stored. `updated_at` also says
 * which money sections written before `sections.written_from` was recorded are stale.
 */
export const financials = pgTable('financials', {
  strategyId: uuid('strategy_id')
    .primaryKey()
    .references(() => strategies.id, { onDelete: 'cascade' }),
  assumptions: jsonb('assumptions').$type<FinancialAssumptions>().notNull(),
  /** Named adjustments of the assumptions (issue 30), in the owner's order; [] when none. */
  scenarios: jsonb('scenarios').$type<StoredScenario[]>().notNull().default([]),
  /** Monthly actual results uploaded as CSV (issue 30), sorted by month; [] when none. */
  actuals: jsonb('actuals').$type<ActualMonth[]>().notNull().default([]),
  version: integer('version').notNull().default(1),
  updatedAt: updatedAt(),
});

/**
 * Webhook deliveries waiting or done (issue 19): the queue is the table, so a restart loses none.
 * `next_attempt_at` is when a worker may take it (pushed on while one sends it, then by the
 * backoff); the secret is not here, it is read from the settings when sending.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    url: text('url').notNull(),
    event: text('event').notNull(),
    body: text('body').notNull(),
    status: text('status').$type<'pending' | 'delivered' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastResponseStatus: integer('last_response_status'),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (table) => [
    index('webhook_deliveries_due_idx').on(table.status, table.nextAttemptAt),
    check(
      'webhook_deliveries_status_check',
      oneOf(table.status, ['pending', 'delivered', 'failed']),
    ),
  ],
);

/**
 * Comments on a section, and replies (`parent_id`, one level). Plain text; `share_id` says which
 * link it came through (null: the owner), kept as a value so revoking a link keeps its comments.
 */
export const sectionComments = pgTable(
  'section_comments',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    strategyId: uuid('strategy_id')
      .notNull()
      .references(() => strategies.id, { onDelete: 'cascade' }),
    sectionKey: text('section_key').notNull(),
    parentId: uuid('parent_id').references((): AnyPgColumn => sectionComments.id, {
      onDelete: 'cascade',
    }),
    author: text('author').notNull(),
    shareId: uuid('share_id'),
    body: text('body').notNull(),
    quote: text('quote'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('section_comments_strategy_idx').on(table.strategyId, table.sectionKey)],
);

/**
 * A section's latest approval through a link, pinned to the section's `version` and holding the
 * text approved (for the diff, whatever the version history has pruned since).
 */
export const sectionApprovals = pgTable(
  'section_approvals',
  {
    strategyId: uuid('strategy_id')
      .notNull()
      .references(() => strategies.id, { onDelete: 'cascade' }),
    sectionKey: text('section_key').notNull(),
    state: text('state').$type<ApprovalState>().notNull(),
    version: integer('version').notNull(),
    content: text('content').notNull(),
    author: text('author').notNull(),
    shareId: uuid('share_id'),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.strategyId, table.sectionKey] }),
    check('section_approvals_state_check', oneOf(table.state, APPROVAL_STATES)),
  ],
);

/**
 * The last "what changed" memo written for a strategy (issue 31): kept so its exports and its
 * view link show what the owner read, until the next one replaces it.
 */
export const changeMemos = pgTable('change_memos', {
  strategyId: uuid('strategy_id')
    .primaryKey()
    .references(() => strategies.id, { onDelete: 'cascade' }),
  since: jsonb('since').$type<ChangeMemoSince>().notNull(),
  sections: jsonb('sections').$type<ChangeMemoSection[]>().notNull(),
  createdAt: createdAt(),
});

/** Each saved text of a section (generation, edit, restore...), newest kept (decisions/0032). */
export const sectionVersions = pgTable(
  'section_versions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    strategyId: uuid('strategy_id')
      .notNull()
      .references(() => strategies.id, { onDelete: 'cascade' }),
    sectionKey: text('section_key').notNull(),
    source: text('source').$type<VersionSource>().notNull(),
    content: text('content').notNull(),
    // The statement's own clock, so versions saved in one transaction still sort in order.
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
    // The order of saving where the clock ties: PGlite's clock counts whole milliseconds, and a
    // regeneration saves the replaced text and the new one in the same millisecond.
    ordinal: bigint('ordinal', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
  },
  (table) => [
    check('section_versions_source_check', oneOf(table.source, VERSION_SOURCES)),
    index('section_versions_section_idx').on(table.strategyId, table.sectionKey, table.createdAt),
  ],
);

/**
 * A strategy's sources: uploaded documents and web pages fetched by research (issue 15). The
 * file itself is not kept, only its passages; `bytes` counts toward the strategy's 100 MB.
 */
export const sources = pgTable(
  'sources',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    strategyId: uuid('strategy_id')
      .notNull()
      .references(() => strategies.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'document' | 'web'>().notNull(),
    name: text('name').notNull(),
    /** pdf, docx, pptx, xlsx, csv, markdown, text, or web. */
    type: text('type').notNull(),
    url: text('url'),
    bytes: integer('bytes').notNull(),
    pages: integer('pages'),
    passageCount: integer('passage_count').notNull(),
    warnings: jsonb('warnings').$type<string[]>().notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('sources_strategy_idx').on(table.strategyId, table.createdAt),
    check('sources_kind_check', oneOf(table.kind, ['document', 'web'])),
  ],
);

/**
 * The passages of a source, searched with PostgreSQL full-text search (PGlite has it too):
 * `search` is generated from the text in the strategy's language's configuration, under a GIN
 * index. `strategy_id` is repeated here so every search is scoped to one strategy (decision 0015).
 */
export const sourcePassages = pgTable(
  'source_passages',
  {
    sourceId: uuid('source_id')
      .notNull()
      .references(() => sources.id, { onDelete: 'cascade' }),
    ordinal: integer('ordinal').notNull(),
    strategyId: uuid('strategy_id')
      .notNull()
      .references(() => strategies.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    page: integer('page'),
    slide: integer('slide'),
    sheet: text('sheet'),
    rowFirst: integer('row_first'),
    rowLast: integer('row_last'),
    config: regconfig('config').notNull(),
    search: tsvector('search').notNull().generatedAlwaysAs(sql`to_tsvector(config, text)`),
  },
  (table) => [
    primaryKey({ columns: [table.sourceId, table.ordinal] }),
    index('source_passages_strategy_idx').on(table.strategyId),
    index('source_passages_search_idx').using('gin', table.search),
  ],
);

import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import { EXPORT_FORMATS } from '../../domain/export-formats.ts';
import { isPresetProfileId } from '../../domain/report-profile.ts';
import {
  isSectionKeyShape,
  isStrategySectionKey,
  SECTION_KEY_UNKNOWN,
} from '../../domain/summary-section.ts';
import { isUuid, UUID_PATTERN } from '../../domain/uuid.ts';
import { AppError, INVALID_SHARE_LINK } from '../errors.ts';
import type { AppVariables } from '../middleware/request-log.ts';
import { invalidInput, validate } from '../validation.ts';

/**
 * Path parameters, checked once at the edge: a sub-app mounted under `:id` or `:shareId` checks
 * it in its middleware (`strategyIdParam`, `shareIdParam`), a route with `:key`, `:format` or
 * `:runId` with `validate('param', …)` below. The store may then trust every id it is given.
 */
const uuid = (what: string) =>
  z.string().regex(UUID_PATTERN, { error: `must be ${what} (a UUID)` });

export const sectionKeyParam = z.object({
  // The catalogue's sections, the executive summary (decisions/0021) and a playbook's own
  // sections: the shape here, the strategy's outline in the store (issue 16).
  key: z
    .string()
    .max(100)
    .refine((key) => isStrategySectionKey(key) || isSectionKeyShape(key), SECTION_KEY_UNKNOWN),
});
export const playbookIdParam = z.object({
  playbookId: z
    .string()
    .max(100)
    .refine((id) => id === 'standard' || isUuid(id), 'must be a playbook id'),
});
export const exportFormatParam = z.object({
  format: z.enum(EXPORT_FORMATS, { error: `must be one of ${EXPORT_FORMATS.join(', ')}` }),
});
export const runIdParam = z.object({ runId: uuid('a run id') });
export const docIdParam = z.object({ docId: uuid('a document id') });
export const profileIdParam = z.object({
  profileId: z
    .string()
    .refine((id) => isPresetProfileId(id) || isUuid(id), 'must be a report profile id'),
});
const strategyIdSchema = uuid('a strategy id');
const shareIdSchema = uuid('a share id');

export const validateSectionKey = () => validate('param', sectionKeyParam);
export const validateExportFormat = () => validate('param', exportFormatParam);
export const validatePlaybookId = () => validate('param', playbookIdParam);
export const validateRunId = () => validate('param', runIdParam);
export const validateDocId = () => validate('param', docIdParam);
export const validateProfileId = () => validate('param', profileIdParam);

/** What the routes under `/api/strategies/:id` read: the checked id. */
export type StrategyVariables = AppVariables & { strategyId: string };

/** For the sub-app mounted at `/api/strategies/:id`: 400 naming `id` unless it is a UUID. */
export function strategyIdParam() {
  return createMiddleware<{ Variables: StrategyVariables }>(async (c, next) => {
    const parsed = strategyIdSchema.safeParse(c.req.param('id'));
    if (!parsed.success) {
      throw invalidInput(withPath(parsed.error, 'id'));
    }
    c.set('strategyId', parsed.data);
    await next();
  });
}

/** A share id that is not a UUID names no share: "Invalid share link" (what its holder sees). */
export function parseShareId(value: string | undefined): string {
  const parsed = shareIdSchema.safeParse(value);
  if (!parsed.success) throw new AppError('BAD_REQUEST', INVALID_SHARE_LINK);
  return parsed.data;
}

function withPath(error: z.ZodError, field: string) {
  return error.issues.map((issue) => ({ ...issue, path: [field, ...issue.path] }));
}

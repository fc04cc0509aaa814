import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { z } from 'zod';
import { AppError } from './errors.ts';

/** A zod issue as one sentence naming the field: `metadata.digitalLink: must be an http(s) address`. */
export function describeIssues(error: { issues: readonly z.core.$ZodIssue[] }): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => {
      const field = issue.path.join('.');
      return field ? `${field}: ${issue.message}` : issue.message;
    })
    .join('; ');
}

/** What a route validates, by middleware: the OpenAPI document reads it from the mounted app. */
export const validatedSchemas = new WeakMap<
  object,
  { target: keyof ValidationTargets; schema: z.ZodType }
>();

/**
 * zValidator whose failures become the app's one error type, so they answer `{error}` with 400.
 * The schema is recorded too, so the OpenAPI document describes what the route really checks.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  const middleware = zValidator(target, schema, (result) => {
    if (!result.success) throw new AppError('BAD_REQUEST', describeIssues(result.error));
  });
  validatedSchemas.set(middleware, { target, schema });
  return middleware;
}

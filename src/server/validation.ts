import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { z } from 'zod';
import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from '../domain/stored-text.ts';
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
 * Where the first text the text rule refuses (`isStorableText`: NUL, other control characters,
 * broken Unicode) sits in a validated input: a string's path, or an object key's parent's path
 * (the key itself is not echoed back). Undefined when every string passes.
 */
export function findUnstorableText(value: unknown): { field: string } | undefined {
  // Breadth first, without recursion: the outer fields are named first, and no depth overflows.
  const pending: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  for (let index = 0; index < pending.length; index += 1) {
    const { value: item, path } = pending[index]!;
    if (typeof item === 'string') {
      if (!isStorableText(item)) return { field: path.join('.') };
    } else if (Array.isArray(item)) {
      item.forEach((element, position) => {
        pending.push({ value: element, path: [...path, String(position)] });
      });
    } else if (item !== null && typeof item === 'object' && isPlainObject(item)) {
      for (const [key, element] of Object.entries(item)) {
        if (!isStorableText(key)) return { field: path.join('.') };
        pending.push({ value: element, path: [...path, key] });
      }
    }
  }
  return undefined;
}

function isPlainObject(value: object): boolean {
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * zValidator whose failures become the app's one error type, so they answer `{error}` with 400.
 * Every string of what passed the schema then meets the one text rule (issue 32), so a route
 * whose schema forgot a field, and every new route, refuses a NUL with a 400 naming the field
 * rather than a database error. The schema is recorded too, so the OpenAPI document describes
 * what the route really checks.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  const middleware = zValidator(target, schema, (result) => {
    if (!result.success) throw new AppError('BAD_REQUEST', describeIssues(result.error));
    const unstorable = findUnstorableText(result.data);
    if (unstorable) {
      throw new AppError(
        'BAD_REQUEST',
        unstorable.field
          ? `${unstorable.field}: ${UNSTORABLE_TEXT_MESSAGE}`
          : `The request ${UNSTORABLE_TEXT_MESSAGE}`,
      );
    }
  });
  validatedSchemas.set(middleware, { target, schema });
  return middleware;
}

import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { z } from 'zod';
import { describeIssue, dottedPath, type FieldPath } from '../domain/field-path.ts';
import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from '../domain/stored-text.ts';
import { AppError, type InputIssue } from './errors.ts';

/** How many issues a 400 lists: enough to fix a form, not an echo of a huge bad input. */
const ISSUES_SHOWN = 10;
/** How many of them its one-line `error` names. */
const ISSUES_IN_ERROR = 3;

/**
 * The one 400 for an invalid input (issue 33): `error` names the fields in words
 * (`describeFieldPath`, with `input` giving the titles and names), `issues` lists each with its
 * path for a program. Every validated route, the playbook rules and the financial model use it.
 */
export function invalidInput(
  issues: readonly { path: FieldPath; message: string }[],
  input?: unknown,
): AppError {
  const described: InputIssue[] = issues.slice(0, ISSUES_SHOWN).map((issue) => ({
    path: dottedPath(issue.path),
    message: describeIssue(issue, input),
  }));
  const error = described
    .slice(0, ISSUES_IN_ERROR)
    .map((issue) => issue.message)
    .join('; ');
  return new AppError('BAD_REQUEST', error || 'The request is not valid', {
    details: { issues: described },
  });
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
 * zValidator whose failures become the app's one error type, so they answer 400 with `error` and
 * `issues` in words (`invalidInput`).
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
    if (!result.success) throw invalidInput(result.error.issues, result.data);
    const unstorable = findUnstorableText(result.data);
    if (unstorable) {
      throw unstorable.field
        ? invalidInput([{ path: unstorable.field, message: UNSTORABLE_TEXT_MESSAGE }], result.data)
        : invalidInput([{ path: '', message: `The request ${UNSTORABLE_TEXT_MESSAGE}` }]);
    }
  });
  validatedSchemas.set(middleware, { target, schema });
  return middleware;
}

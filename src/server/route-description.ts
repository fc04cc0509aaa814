import { createMiddleware } from 'hono/factory';
import type { z } from 'zod';

/** A body that is not JSON: a file, an image, an event stream, a page. */
export interface MediaBody {
  contentType: string;
  description: string;
}

/**
 * What a route answers with one status: the zod schema of its JSON body, another media type, or
 * `null` for no body (204).
 */
export type ResponseBody = z.ZodType | MediaBody | null;

export type SuccessStatus = 200 | 201 | 202 | 204;

export interface RouteDescription {
  /** What the route does, for docs/api.md and the OpenAPI document (Markdown code spans). */
  summary: string;
  /** Its successful answers; refusals are the one error shape (`AppError`). */
  responses: Partial<Record<SuccessStatus, ResponseBody>>;
  /** A body that is not JSON (an upload); a JSON body is the schema `validate('json', …)` checks. */
  request?: MediaBody;
}

export function media(contentType: string, description: string): MediaBody {
  return { contentType, description };
}

export const fileBody = media('application/octet-stream', 'The file.');

/** Each route's description, by middleware: the OpenAPI document reads it from the mounted app. */
export const describedRoutes = new WeakMap<object, RouteDescription>();

/**
 * Beside `validate(...)` on every route: what it does and what it answers (decision 0115). It
 * changes nothing in the request; the OpenAPI document and docs/api.md's route table are built
 * from it. A JSON answer is tied to its schema by the handler:
 * `c.json(body satisfies z.input<typeof Schema>, 200)`.
 */
export function describeRoute(description: RouteDescription) {
  const middleware = createMiddleware(async (_c, next) => {
    await next();
  });
  describedRoutes.set(middleware, description);
  return middleware;
}

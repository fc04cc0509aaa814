/**
 * The page's calls checked against a client typed from the OpenAPI document (issue 19): given
 * the `paths` that `openapi-typescript` generates, `PageCallMismatches<paths>` is the names of
 * the `API` entries whose path, method or JSON body the document does not accept; `never` when
 * all match. `openapi.api.test.ts` generates the types and runs `tsc` on that check.
 */
import type { API, ApiEndpoint, ApiMethod } from '../../domain/api-routes.ts';

/** `/api/strategies/:id/sections/:key` -> `/api/strategies/{id}/sections/{key}`. */
type OpenApiPath<T extends string> = T extends `${infer Head}:${infer Name}/${infer Rest}`
  ? `${Head}{${Name}}/${OpenApiPath<Rest>}`
  : T extends `${infer Head}:${infer Name}`
    ? `${Head}{${Name}}`
    : T;

type Operation<Paths, Path, Method extends string> = Path extends keyof Paths
  ? Lowercase<Method> extends keyof Paths[Path]
    ? NonNullable<Paths[Path][Lowercase<Method>]>
    : undefined
  : undefined;

type JsonBody<Op> = Op extends { requestBody?: infer Body }
  ? NonNullable<Body> extends { content: { 'application/json': infer Json } }
    ? Json
    : undefined
  : undefined;

type Matches<Paths, Endpoint> =
  Endpoint extends ApiEndpoint<infer Template, unknown, infer Body, infer Method extends ApiMethod>
    ? Operation<Paths, OpenApiPath<Template>, Method> extends undefined
      ? false
      : [Body] extends [never]
        ? true
        : // `unknown`: the page sends a file unread (an imported playbook); the server checks it.
          unknown extends Body
          ? true
          : [Body] extends [JsonBody<Operation<Paths, OpenApiPath<Template>, Method>>]
            ? true
            : false
    : false;

export type PageCallMismatches<Paths> = {
  [Name in keyof typeof API]: Matches<Paths, (typeof API)[Name]> extends true ? never : Name;
}[keyof typeof API];

import type { Hono } from 'hono';
import { z } from 'zod';
import { accessMiddleware, type RouteAccess } from '../route-access.ts';
import {
  describedRoutes,
  type MediaBody,
  type ResponseBody,
  type RouteDescription,
} from '../route-description.ts';
import { validatedSchemas } from '../validation.ts';

/**
 * The OpenAPI 3.1 document, read from the mounted app itself (decisions 0046, 0115): every route
 * the app answers is an operation; its summary and answers are what its `describeRoute(...)`
 * states, its body, query and path schemas the zod schemas its `validate(...)` checks, and its
 * access the middleware it is mounted behind (`grantsAccess`). A new route needs nothing here.
 */
type JsonSchema = Record<string, unknown>;
/** What the document reads of an app: its routes, middleware included, in mounting order. */
type MountedApp = Pick<Hono, 'routes'>;

interface Operation {
  access: RouteAccess;
  method: string;
  path: string;
  description: RouteDescription;
  schemas: Partial<Record<'json' | 'query' | 'param', z.ZodType>>;
}

const UUID = { type: 'string', format: 'uuid' } as const;
/** Path parameters checked by a sub-app's middleware rather than by `validate('param')`. */
const MIDDLEWARE_PARAMS: Record<string, JsonSchema> = {
  id: { ...UUID, description: 'The strategy id.' },
  shareId: {
    ...UUID,
    description: 'The share link id: the link itself is the credential of its holder.',
  },
  rest: { type: 'string', description: 'Any further path.' },
};

const ERROR_RESPONSE = { $ref: '#/components/responses/Error' };

/** Between an operation's summary and its access in `description`: docs/api.md splits there. */
export const ACCESS_PARAGRAPH = '\n\nAccess: ';

function toJsonSchema(schema: z.ZodType, io: 'input' | 'output' = 'input'): JsonSchema {
  const { $schema: _drop, ...json } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
  }) as JsonSchema;
  return json;
}

/** The route handler a sub-app wrapped when it was mounted (hono keeps the original). */
function innermost(handler: unknown): unknown {
  const composed = (handler as Record<string, unknown>)?.__COMPOSED_HANDLER;
  return composed ? innermost(composed) : handler;
}

/** Whether a middleware's path (`/api/*`, `/api/shares/:shareId/*`) covers a route's. */
function covers(middlewarePath: string, path: string): boolean {
  const pattern = middlewarePath.split('/');
  const segments = path.split('/');
  for (const [index, part] of pattern.entries()) {
    if (part === '*' && index === pattern.length - 1) return true;
    const segment = segments[index];
    if (segment === undefined || (part !== segment && !part.startsWith(':'))) return false;
  }
  return pattern.length === segments.length;
}

/** The API; the page's own files (`static-files.ts`), mounted after it, are not part of it. */
const API_PATH = /^\/(api|mcp)(\/|$)/;

function collectOperations(app: MountedApp): {
  operations: Operation[];
  params: Map<string, JsonSchema>;
} {
  const operations = new Map<string, Omit<Operation, 'description'> & Partial<Operation>>();
  const params = new Map<string, JsonSchema>();
  // Access middleware in mounting order: a route is behind the last one that covers its path.
  const gates: { path: string; access: RouteAccess }[] = [];
  for (const route of app.routes) {
    const handler = innermost(route.handler) as object;
    const recorded = validatedSchemas.get(handler);
    if (recorded?.target === 'param' && recorded.schema instanceof z.ZodObject) {
      const shape = toJsonSchema(recorded.schema).properties as Record<string, JsonSchema>;
      for (const [name, schema] of Object.entries(shape ?? {})) params.set(name, schema);
    }
    const access = accessMiddleware.get(handler);
    if (access) gates.push({ path: route.path, access });
    if (route.method === 'ALL' || !API_PATH.test(route.path)) continue;
    const key = `${route.method} ${route.path}`;
    let operation = operations.get(key);
    if (!operation) {
      const gate = gates.findLast((candidate) => covers(candidate.path, route.path));
      if (!gate) throw new Error(`${key} is mounted behind no access middleware (app.ts)`);
      operation = { access: gate.access, method: route.method, path: route.path, schemas: {} };
      operations.set(key, operation);
    }
    if (recorded && recorded.target in { json: 1, query: 1, param: 1 }) {
      operation.schemas[recorded.target as 'json' | 'query' | 'param'] = recorded.schema;
    }
    operation.description ??= describedRoutes.get(handler);
  }
  const described = [...operations.values()].filter(
    (operation): operation is Operation => operation.description !== undefined,
  );
  if (described.length < operations.size) {
    const missing = [...operations.keys()].filter((key) => !operations.get(key)?.description);
    throw new Error(`Routes without describeRoute(...): ${missing.join(', ')}`);
  }
  return { operations: described, params };
}

/** Each mounted route's description by `METHOD /path` as mounted (`/api/strategies/:id`). */
export function routeDescriptions(app: MountedApp): Map<string, RouteDescription> {
  const { operations } = collectOperations(app);
  return new Map(
    operations.map(({ method, path, description }) => [`${method} ${path}`, description]),
  );
}

/** `/api/strategies/:id/*` -> `/api/strategies/{id}/{rest}`. */
export function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z]+)(\{[^}]*\})?/g, '{$1}').replace(/\/\*$/, '/{rest}');
}

function tagOf({ access, path }: Operation): string {
  if (access === 'share') return 'Share links';
  if (path === '/mcp') return 'MCP';
  const segment = path.split('/')[2] ?? 'api';
  return segment.charAt(0).toUpperCase() + segment.slice(1).replace(/-/g, ' ');
}

function isMedia(body: ResponseBody): body is MediaBody {
  return body !== null && !(body instanceof z.ZodType);
}

function mediaContent({ contentType }: MediaBody) {
  const binary = !/json|text\//.test(contentType);
  return { [contentType]: binary ? { schema: { type: 'string', format: 'binary' } } : {} };
}

function successResponse(body: ResponseBody): JsonSchema {
  if (body === null) return { description: 'Done; no content.' };
  if (isMedia(body)) return { description: body.description, content: mediaContent(body) };
  return {
    description: 'OK',
    content: { 'application/json': { schema: toJsonSchema(body, 'output') } },
  };
}

function describeOperation(operation: Operation, params: Map<string, JsonSchema>) {
  const { access, method, path, description, schemas } = operation;
  const what = description.summary.replace(/`/g, '');
  const pathParams = [...openApiPath(path).matchAll(/\{([A-Za-z]+)\}/g)].map(([, name]) => {
    const fromValidator = schemas.param
      ? (toJsonSchema(schemas.param).properties as Record<string, JsonSchema>)?.[name!]
      : undefined;
    return {
      name,
      in: 'path',
      required: true,
      schema: fromValidator ?? params.get(name!) ?? MIDDLEWARE_PARAMS[name!] ?? { type: 'string' },
    };
  });
  const queryParams = schemas.query
    ? Object.entries(
        (toJsonSchema(schemas.query).properties as Record<string, JsonSchema>) ?? {},
      ).map(([name, schema]) => ({ name, in: 'query', schema }))
    : [];
  const requestBody = schemas.json
    ? { required: true, content: { 'application/json': { schema: toJsonSchema(schemas.json) } } }
    : description.request
      ? { required: true, content: mediaContent(description.request) }
      : undefined;
  const successes = Object.fromEntries(
    Object.entries(description.responses).map(([status, body]) => [status, successResponse(body)]),
  );
  return {
    operationId: `${method.toLowerCase()}${openApiPath(path)
      .replace(/[{}]/g, '')
      .split(/[/-]/)
      .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
      .join('')}`,
    summary: what.length > 120 ? `${what.slice(0, 117)}…` : what,
    description: `${description.summary}${ACCESS_PARAGRAPH}${ACCESS_TEXT[access]}`,
    'x-access': access,
    tags: [tagOf(operation)],
    security: access === 'owner' ? [{ bearerToken: [] }, { accessCookie: [] }] : [],
    ...(pathParams.length + queryParams.length > 0
      ? { parameters: [...pathParams, ...queryParams] }
      : {}),
    ...(requestBody ? { requestBody } : {}),
    responses: {
      ...successes,
      '400': ERROR_RESPONSE,
      ...(access === 'owner' ? { '401': ERROR_RESPONSE, '403': ERROR_RESPONSE } : {}),
      ...(access === 'share' ? { '403': ERROR_RESPONSE, '404': ERROR_RESPONSE } : {}),
    },
  };
}

const ACCESS_TEXT: Record<RouteAccess, string> = {
  open: 'open to anyone.',
  owner:
    'the owner: `Authorization: Bearer <APP_ACCESS_TOKEN>` (or the session cookie); without a token set, local requests only.',
  share:
    'the holder of a share link: the link id in the path is the credential; view links read and export, edit links also save section text.',
};

export function buildOpenApiDocument(app: MountedApp, version: string) {
  const { operations, params } = collectOperations(app);
  const paths: Record<string, Record<string, ReturnType<typeof describeOperation>>> = {};
  for (const operation of operations) {
    const path = openApiPath(operation.path);
    paths[path] ??= {};
    paths[path][operation.method.toLowerCase()] = describeOperation(operation, params);
  }
  return {
    openapi: '3.1.0' as const,
    info: {
      title: 'The Maker Business Builder API',
      version,
      description:
        'Write, edit, share and export business strategies. Errors are `{ "error": "<sentence>", "code"?: "<for programs>" }`. The MCP server for AI agents is at `/mcp` (Streamable HTTP, same bearer token).',
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      securitySchemes: {
        bearerToken: {
          type: 'http',
          scheme: 'bearer',
          description: 'The server’s APP_ACCESS_TOKEN.',
        },
        accessCookie: {
          type: 'apiKey',
          in: 'cookie',
          name: 'mbb_access',
          description: 'Set by POST /api/session for the page.',
        },
      },
      responses: {
        Error: {
          description:
            'The request was refused; `error` says why, for a person. An invalid input (400) lists `issues`: each field as the API names it (`path`) and the sentence naming it in words (`message`).',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['error'],
                properties: {
                  error: { type: 'string' },
                  code: { type: 'string' },
                  issues: {
                    type: 'array',
                    items: {
                      type: 'object',
                      required: ['path', 'message'],
                      properties: { path: { type: 'string' }, message: { type: 'string' } },
                    },
                  },
                },
              },
            },
          },
        },
      },
    },
  };
}

export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;

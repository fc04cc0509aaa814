import type { Hono } from 'hono';
import { z } from 'zod';
import { validatedSchemas } from '../validation.ts';
import { type DocumentedRoute, documentedRoutes, type RouteAccess } from './route-table.ts';

/**
 * The OpenAPI 3.1 document, read from the mounted app itself (decision 0046): every route the
 * app answers is an operation; its body, query and path schemas are the zod schemas its
 * `validate(...)` middleware checks (converted with zod's own `toJSONSchema`); its access and
 * summary come from the docs/api.md row. A new route needs nothing here.
 */
type JsonSchema = Record<string, unknown>;

interface Operation {
  access: RouteAccess;
  method: string;
  path: string;
  documented: DocumentedRoute | undefined;
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

function toJsonSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _drop, ...json } = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
  }) as JsonSchema;
  return json;
}

/** The route handler a sub-app wrapped when it was mounted (hono keeps the original). */
function innermost(handler: unknown): unknown {
  const composed = (handler as Record<string, unknown>)?.__COMPOSED_HANDLER;
  return composed ? innermost(composed) : handler;
}

function accessOf(path: string): RouteAccess {
  if (path.startsWith('/api/shares/:shareId')) return 'share';
  return 'owner';
}

function collectOperations(app: Hono): {
  operations: Operation[];
  params: Map<string, JsonSchema>;
} {
  const documented = new Map(documentedRoutes().map((row) => [`${row.method} ${row.path}`, row]));
  const operations = new Map<string, Operation>();
  const params = new Map<string, JsonSchema>();
  for (const route of app.routes) {
    const recorded = validatedSchemas.get(innermost(route.handler) as object);
    if (recorded?.target === 'param' && recorded.schema instanceof z.ZodObject) {
      const shape = toJsonSchema(recorded.schema).properties as Record<string, JsonSchema>;
      for (const [name, schema] of Object.entries(shape ?? {})) params.set(name, schema);
    }
    if (route.method === 'ALL') continue;
    const key = `${route.method} ${route.path}`;
    let operation = operations.get(key);
    if (!operation) {
      const row = documented.get(key);
      operation = {
        access: row?.access ?? accessOf(route.path),
        method: route.method,
        path: route.path,
        documented: row,
        schemas: {},
      };
      operations.set(key, operation);
    }
    if (recorded && recorded.target in { json: 1, query: 1, param: 1 }) {
      operation.schemas[recorded.target as 'json' | 'query' | 'param'] = recorded.schema;
    }
  }
  return { operations: [...operations.values()], params };
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

/** The status of success: "→ 201 …" in the table's text, else 200. */
function successStatus(what: string): string {
  return /→ (?:20[0-9])/.exec(what)?.[0].slice(2) ?? '200';
}

function successResponse(operation: Operation, status: string): JsonSchema {
  if (status === '204') return { description: 'Done; no content.' };
  const { path, method } = operation;
  if (path.includes('/export/')) {
    return {
      description: 'The file.',
      content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
    };
  }
  if (path.endsWith('/events')) {
    return { description: 'Server-Sent Events.', content: { 'text/event-stream': {} } };
  }
  if (method === 'GET' && /logo$/.test(path)) {
    return {
      description: 'The image.',
      content: { 'image/*': { schema: { type: 'string', format: 'binary' } } },
    };
  }
  if (path.startsWith('/api/docs')) {
    return { description: 'The reference page and its files.', content: { 'text/html': {} } };
  }
  return { description: 'OK', content: { 'application/json': { schema: {} } } };
}

function describeOperation(operation: Operation, params: Map<string, JsonSchema>) {
  const { access, method, path, documented, schemas } = operation;
  const what = documented?.what.replace(/`/g, '') ?? `${method} ${path}`;
  const status = successStatus(what);
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
    ? {
        required: true,
        content: { 'application/json': { schema: toJsonSchema(schemas.json) } },
      }
    : method === 'PUT' && path.endsWith('/logo')
      ? {
          required: true,
          content: { 'image/*': { schema: { type: 'string', format: 'binary' } } },
        }
      : undefined;
  return {
    operationId: `${method.toLowerCase()}${openApiPath(path)
      .replace(/[{}]/g, '')
      .split(/[/-]/)
      .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
      .join('')}`,
    summary: what.length > 120 ? `${what.slice(0, 117)}…` : what,
    description: `${what}\n\nAccess: ${ACCESS_TEXT[access]}`,
    tags: [tagOf(operation)],
    security: access === 'owner' ? [{ bearerToken: [] }, { accessCookie: [] }] : [],
    ...(pathParams.length + queryParams.length > 0
      ? { parameters: [...pathParams, ...queryParams] }
      : {}),
    ...(requestBody ? { requestBody } : {}),
    responses: {
      [status]: successResponse(operation, status),
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

export function buildOpenApiDocument(app: Hono, version: string) {
  const { operations, params } = collectOperations(app);
  const paths: Record<string, Record<string, unknown>> = {};
  for (const operation of operations) {
    const path = openApiPath(operation.path);
    paths[path] ??= {};
    paths[path][operation.method.toLowerCase()] = describeOperation(operation, params);
  }
  return {
    openapi: '3.1.0',
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

import { afterAll, beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import { createApi } from '../app.ts';
import type { RouteDescription } from '../route-description.ts';
import { COFFEE_ROASTER } from '../testing/financial-fixtures.ts';
import { fillPath } from '../testing/mounted-routes.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { routeDescriptions } from './document.ts';

/**
 * The response schemas the routes declare (`describeRoute`) hold for what they really answer:
 * a strategy with written sections, facts, an intake, a financial model, a share link, a
 * comment and a profile, then each main resource's JSON read against its own schema.
 */
let server: TestServer;
let descriptions: Map<string, RouteDescription>;
const values: Record<string, string> = {};

async function call(method: string, path: string, json?: unknown, query = '') {
  const response = await server.request(`${fillPath(path, values)}${query}`, {
    method,
    ...(json === undefined ? {} : { json }),
  });
  const body = await response.text();
  expect(response.status, `${method} ${path}: ${body.slice(0, 300)}`).toBeLessThan(300);
  return { status: response.status, body: JSON.parse(body) as unknown };
}

/** The answer of `method path`, parsed with the schema its route declares for that status. */
async function answersAsDeclared(method: string, path: string, json?: unknown, query = '') {
  const description = descriptions.get(`${method} ${path}`);
  expect(description, `${method} ${path} is a described route`).toBeDefined();
  const { status, body } = await call(method, path, json, query);
  const schema = description!.responses[status as 200];
  expect(schema, `${method} ${path} declares a JSON schema for ${status}`).toBeInstanceOf(
    z.ZodType,
  );
  const result = (schema as z.ZodType).safeParse(body);
  expect(result.error?.issues ?? [], `${method} ${path}`).toEqual([]);
  return body as Record<string, unknown>;
}

beforeAll(async () => {
  server = await startTestServer();
  descriptions = routeDescriptions(createApi(server.context));
  const strategy = await answersAsDeclared('POST', '/api/strategies', {
    overview: 'A coffee roaster in Utrecht.',
    metadata: { companyName: 'Bean There', clientName: 'Ada' },
  });
  values.id = strategy.id as string;
  values.key = 'mission-statement';
  await answersAsDeclared('PUT', '/api/strategies/:id/sections/:key', {
    content: 'We roast **fair** coffee for Utrecht’s cafés.',
    version: 0,
  });
  values.key = 'vision-statement';
  await answersAsDeclared('PUT', '/api/strategies/:id/sections/:key', {
    content: 'Every café in the city pours our beans.',
    version: 0,
  });
  await answersAsDeclared('PUT', '/api/strategies/:id/facts', {
    facts: { companyName: 'Bean There', offerings: [{ name: 'Beans', price: 12, unit: 'kg' }] },
    version: 0,
  });
  await answersAsDeclared('PUT', '/api/strategies/:id/intake', {
    questions: [{ text: 'Who buys most?' }],
    brief: { audience: 'The bank' },
    version: 0,
  });
  await call('PUT', '/api/strategies/:id/financials', { assumptions: COFFEE_ROASTER, version: 0 });
  const intakeLink = await answersAsDeclared('POST', '/api/strategies/:id/shares', {
    accessType: 'intake',
  });
  values.intakeShareId = intakeLink.id as string;
  const link = await answersAsDeclared('POST', '/api/strategies/:id/shares', {
    accessType: 'comment',
  });
  values.shareId = link.id as string;
  await answersAsDeclared('POST', '/api/shares/:shareId/sections/:key/approval', {
    state: 'changes-requested',
    version: 1,
    comment: 'Say which cafés.',
    author: 'Ada',
  });
  await answersAsDeclared('POST', '/api/shares/:shareId/sections/:key/comments', {
    author: 'Ada',
    body: 'And the prices?',
  });
  const comment = await answersAsDeclared('POST', '/api/strategies/:id/sections/:key/comments', {
    body: 'Name the cafés.',
  });
  values.commentId = comment.id as string;
  await answersAsDeclared('PATCH', '/api/strategies/:id/sections/:key/comments/:commentId', {
    resolved: true,
  });
  const profile = await answersAsDeclared('POST', '/api/report-profiles', {
    name: 'Short',
    sections: ['mission-statement', 'vision-statement'],
  });
  values.profileId = profile.id as string;
  values.playbookId = 'standard';
});
afterAll(async () => {
  await server?.close();
});

it('answers the main reads as their routes declare', async () => {
  for (const path of [
    '/api/health',
    '/api/catalogue',
    '/api/strategies',
    '/api/strategies/:id',
    '/api/strategies/:id/facts',
    '/api/strategies/:id/intake',
    '/api/strategies/:id/quality',
    '/api/strategies/:id/quality/coverage',
    '/api/strategies/:id/shares',
    '/api/strategies/:id/review',
    '/api/strategies/:id/review/inbox',
    '/api/strategies/:id/sections/:key/comments',
    '/api/strategies/:id/sections/:key/approval',
    '/api/strategies/:id/sections/:key/versions',
    '/api/strategies/:id/titles',
    '/api/playbooks',
    '/api/playbooks/:playbookId',
    '/api/playbooks/:playbookId/export',
    '/api/report-profiles',
    '/api/report-profiles/:profileId',
    '/api/strategies/:id/financials',
    '/api/strategies/:id/documents',
    '/api/strategies/:id/shares/:shareId/reading',
    '/api/shares/:shareId',
    '/api/shares/:shareId/sections/:key/comments',
    '/api/settings',
    '/api/settings/webhooks/deliveries',
    '/api/settings/brand',
    '/api/settings/word-template',
    '/api/metrics',
    '/api/openapi.json',
  ]) {
    await answersAsDeclared('GET', path);
  }
  await answersAsDeclared(
    'GET',
    '/api/strategies/:id/financials/sensitivity',
    undefined,
    '?metric=netIncome&year=1',
  );
  await answersAsDeclared(
    'GET',
    '/api/strategies/:id/change-memo/estimate',
    undefined,
    '?since=2020-01-01',
  );
});

it('answers a questionnaire link as its route declares', async () => {
  const { shareId } = values;
  values.shareId = values.intakeShareId!;
  try {
    const read = await answersAsDeclared('GET', '/api/shares/:shareId');
    const questionId = (read.intake as { questions: { id: string }[] }).questions[0]!.id;
    await answersAsDeclared('PUT', '/api/shares/:shareId/answers', {
      answers: [{ questionId, text: 'The cafés of the old town.' }],
    });
  } finally {
    values.shareId = shareId!;
  }
});

it('declares what a strategy read answers, field by field', async () => {
  const strategy = await answersAsDeclared('GET', '/api/strategies/:id');
  const section = (strategy.sections as Record<string, Record<string, unknown>>)[
    'mission-statement'
  ];
  expect(section).toMatchObject({ status: 'done', version: 1 });
  // A field the schema declares, broken, is refused: the check is not vacuous.
  const declared = descriptions.get('GET /api/strategies/:id')!.responses[200] as z.ZodType;
  expect(declared.safeParse({ ...strategy, sectionOrder: 'mission-statement' }).success).toBe(
    false,
  );
});

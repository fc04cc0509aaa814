import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReviewInbox } from '../../domain/review-inbox.ts';
import type { ShareLink } from '../../domain/share.ts';
import type { Strategy } from '../../domain/strategy.ts';
import { createStrategy } from '../testing/generation-helpers.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

async function call<Body = Record<string, unknown>>(method: string, path: string, json?: unknown) {
  const response = await server.request(path, { method, ...(json === undefined ? {} : { json }) });
  return { status: response.status, body: (await response.json()) as Body };
}

async function write(strategy: Strategy, key: string, content: string): Promise<number> {
  const put = await call<{ version: number }>(
    'PUT',
    `/api/strategies/${strategy.id}/sections/${key}`,
    { content, version: 0 },
  );
  expect(put.status).toBe(200);
  return put.body.version;
}

describe(`the review inbox on ${process.env.TEST_DATABASE ?? 'pglite'}`, () => {
  it("lists the client's comments and approvals across sections, open first, newest first", async () => {
    const strategy = await createStrategy(server);
    const vision = await write(strategy, 'vision-statement', 'A bakery on every corner.');
    const goals = await write(strategy, 'business-goals', 'Three shops by 2028.');
    await write(strategy, 'mission-statement', 'Bread for everyone.');
    await write(strategy, 'executive-summary', 'The summary.');
    const link = (
      await call<ShareLink>('POST', `/api/strategies/${strategy.id}/shares`, {
        accessType: 'comment',
      })
    ).body;
    const shared = `/api/shares/${link.id}/sections`;

    const first = await call<{ id: string }>('POST', `${shared}/mission-statement/comments`, {
      author: 'Jane',
      body: 'Say who the bread is for.',
    });
    expect(first.status).toBe(201);
    await call('POST', `${shared}/executive-summary/comments`, {
      author: 'Jane',
      body: 'Shorter, please.',
    });
    await call('POST', `${shared}/mission-statement/comments`, {
      author: 'Jane',
      body: 'And where.',
      parentId: first.body.id,
    });
    const approved = await call('POST', `${shared}/vision-statement/approval`, {
      state: 'approved',
      version: vision,
      author: 'Jane',
    });
    expect(approved.status).toBe(200);
    await call('POST', `${shared}/business-goals/approval`, {
      state: 'changes-requested',
      version: goals,
      author: 'Jane',
      comment: 'Four shops.',
    });
    // The owner's own comment is not the client's: it stays out.
    await call('POST', `/api/strategies/${strategy.id}/sections/vision-statement/comments`, {
      body: 'Note to self.',
    });
    // Resolving the summary's comment moves it below the open ones.
    const summaryComments = await call<{ id: string }[]>(
      'GET',
      `/api/strategies/${strategy.id}/sections/executive-summary/comments`,
    );
    const resolved = await call(
      'PATCH',
      `/api/strategies/${strategy.id}/sections/executive-summary/comments/${summaryComments.body[0]!.id}`,
      { resolved: true },
    );
    expect(resolved.status).toBe(200);

    const inbox = await call<ReviewInbox>('GET', `/api/strategies/${strategy.id}/review/inbox`);
    expect(inbox.status).toBe(200);
    const rows = inbox.body.items.map((item) => [
      item.kind,
      item.sectionTitle,
      item.body ?? item.state,
      item.open,
    ]);
    expect(rows).toEqual([
      // Open, newest first: the approval's note is its own comment on the section.
      ['comment', 'Business Goals', 'Four shops.', true],
      ['approval', 'Business Goals', 'changes-requested', true],
      ['comment', 'Mission Statement', 'And where.', true],
      ['comment', 'Mission Statement', 'Say who the bread is for.', true],
      // Then the rest, newest first.
      ['approval', 'Vision Statement', 'approved', false],
      ['comment', 'Executive Summary', 'Shorter, please.', false],
    ]);
    expect(inbox.body.open).toBe(4);
    expect(inbox.body.items[2]).toMatchObject({ reply: true, author: 'Jane' });
    expect(inbox.body.items.every((item) => item.author === 'Jane')).toBe(true);
  });

  it('answers 404 for a strategy that does not exist', async () => {
    const missing = await server.request(
      '/api/strategies/00000000-0000-4000-8000-000000000000/review/inbox',
    );
    expect(missing.status).toBe(404);
  });
});

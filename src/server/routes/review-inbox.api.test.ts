import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShare, writeSection } from '../testing/api-steps.ts';
import { createStrategy } from '../testing/generation-helpers.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { answer } from '../testing/typed-answer.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe(`the review inbox on ${process.env.TEST_DATABASE ?? 'pglite'}`, () => {
  it("lists the client's comments and approvals across sections, open first, newest first", async () => {
    const strategy = await createStrategy(server);
    const id = strategy.id;
    const vision = await writeSection(server, id, 'vision-statement', 'A bakery on every corner.');
    const goals = await writeSection(server, id, 'business-goals', 'Three shops by 2028.');
    await writeSection(server, id, 'mission-statement', 'Bread for everyone.');
    await writeSection(server, id, 'executive-summary', 'The summary.');
    const link = await createShare(server, id, 'comment');
    const shared = server.api.shares[':shareId'].sections[':key'];
    const on = (key: string) => ({ shareId: link.id, key });

    const first = await answer(
      shared.comments.$post({
        param: on('mission-statement'),
        json: { author: 'Jane', body: 'Say who the bread is for.' },
      }),
      201,
    );
    await shared.comments.$post({
      param: on('executive-summary'),
      json: { author: 'Jane', body: 'Shorter, please.' },
    });
    await shared.comments.$post({
      param: on('mission-statement'),
      json: { author: 'Jane', body: 'And where.', parentId: first.id },
    });
    const approved = await shared.approval.$post({
      param: on('vision-statement'),
      json: { state: 'approved', version: vision.version, author: 'Jane' },
    });
    expect(approved.status).toBe(200);
    await shared.approval.$post({
      param: on('business-goals'),
      json: {
        state: 'changes-requested',
        version: goals.version,
        author: 'Jane',
        comment: 'Four shops.',
      },
    });
    const owned = server.api.strategies[':id'].sections[':key'];
    // The owner's own comment is not the client's: it stays out.
    await owned.comments.$post({
      param: { id, key: 'vision-statement' },
      json: { body: 'Note to self.' },
    });
    // Resolving the summary's comment moves it below the open ones.
    const summary = { id, key: 'executive-summary' };
    const summaryComments = await answer(owned.comments.$get({ param: summary }), 200);
    const resolved = await owned.comments[':commentId'].$patch({
      param: { ...summary, commentId: summaryComments[0]!.id },
      json: { resolved: true },
    });
    expect(resolved.status).toBe(200);

    const inbox = await answer(
      server.api.strategies[':id'].review.inbox.$get({ param: { id } }),
      200,
    );
    const rows = inbox.items.map((item) => [
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
    expect(inbox.open).toBe(4);
    expect(inbox.items[2]).toMatchObject({ reply: true, author: 'Jane' });
    expect(inbox.items.every((item) => item.author === 'Jane')).toBe(true);
  });

  it('answers 404 for a strategy that does not exist', async () => {
    const missing = await server.api.strategies[':id'].review.inbox.$get({
      param: { id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(missing.status).toBe(404);
  });
});

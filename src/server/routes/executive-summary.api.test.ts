import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSection } from '../testing/api-steps.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { answer } from '../testing/typed-answer.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

function read(id: string) {
  return answer(server.api.strategies[':id'].$get({ param: { id } }), 200);
}

describe(`the executive summary section on ${process.env.TEST_DATABASE ?? 'pglite'}`, () => {
  it('is a section of every strategy: editable, first in exports, stale after another edit', async () => {
    const created = server.api.strategies.$post({
      json: {
        overview: 'We have 11 employees and bake bread.',
        metadata: { companyName: 'Crumb' },
      },
    });
    const { id } = await answer(created, 201);
    // Each edit is written over whatever the section holds, and must be saved (200).
    const write = (key: string, content: string) =>
      writeSection(server, id, key, content, { version: 'current' });
    await write('mission-statement', 'Bread for everyone.');
    await write('executive-summary', 'Crumb is a bakery with eleven staff.');

    const fresh = await read(id);
    expect(fresh.sections['executive-summary']).toMatchObject({
      key: 'executive-summary',
      title: 'Executive Summary',
      status: 'done',
      content: 'Crumb is a bakery with eleven staff.',
    });
    expect(fresh.sections['executive-summary']).not.toHaveProperty('stale');

    const markdown = await (
      await server.api.strategies[':id'].export[':format'].$get({ param: { id, format: 'md' } })
    ).text();
    expect(markdown.indexOf('Crumb is a bakery')).toBeGreaterThan(-1);
    expect(markdown.indexOf('Crumb is a bakery')).toBeLessThan(
      markdown.indexOf('Bread for everyone.'),
    );
    // The client's own overview stays, as "Business overview" in an appendix, after the sections.
    expect(markdown.indexOf('We have 11 employees')).toBeGreaterThan(
      markdown.indexOf('Bread for everyone.'),
    );

    await write('mission-statement', 'Bread for everyone, every morning.');
    expect((await read(id)).sections['executive-summary']?.stale).toBe(true);
    // Rewriting the summary makes it current again.
    await write('executive-summary', 'Crumb is a bakery with eleven staff, open every morning.');
    expect((await read(id)).sections['executive-summary']).not.toHaveProperty('stale');
  });
});

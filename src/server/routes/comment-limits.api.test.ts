import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECTION_KEYS } from '../../domain/catalogue.ts';
import { LINK_COMMENT_LIMITS } from '../../domain/review.ts';
import type { ShareLink } from '../../domain/share.ts';
import { sectionComments } from '../db/schema.ts';
import { createShare, writeSection } from '../testing/api-steps.ts';
import { createStrategy, readStrategy } from '../testing/generation-helpers.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { answer } from '../testing/typed-answer.ts';

/** Issue 32: what one share link may write, with a 429 that names the limit. */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const KEYS = SECTION_KEYS.slice(0, 3) as [string, string, string];

async function writtenStrategy() {
  const strategy = await createStrategy(server);
  for (const key of KEYS) {
    await writeSection(server, strategy.id, key, `Text of ${key}.`);
  }
  return strategy;
}

function comment(link: ShareLink, key: string, body = 'A thought.') {
  return server.api.shares[':shareId'].sections[':key'].comments.$post({
    param: { shareId: link.id, key },
    json: { author: 'Dana', body },
  });
}

/** Comments the link wrote two minutes ago: they count against the totals, not the rate. */
async function seedOldComments(strategyId: string, link: ShareLink, keys: string[]) {
  const createdAt = new Date(Date.now() - 120_000);
  await server.database.db.insert(sectionComments).values(
    keys.map((key, index) => ({
      strategyId,
      sectionKey: key,
      author: 'Dana',
      shareId: link.id,
      body: `Earlier thought ${index}`,
      createdAt,
    })),
  );
}

describe(`comment limits per link on ${process.env.TEST_DATABASE ?? 'pglite'}`, () => {
  it('allows 10 comments a minute per link, then answers 429 with Retry-After; another link is not held back', async () => {
    const strategy = await writtenStrategy();
    const link = await createShare(server, strategy.id, 'comment');
    const statuses = [];
    for (let index = 0; index < LINK_COMMENT_LIMITS.perMinute; index += 1) {
      statuses.push((await comment(link, KEYS[index % KEYS.length]!)).status);
    }
    expect(statuses).toEqual(Array(LINK_COMMENT_LIMITS.perMinute).fill(201));

    const refused = await comment(link, KEYS[0]);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await answer(refused, 429)).error).toBe(
      `Too many comments from this link: at most 10 a minute. Try again in ${retryAfter} second${retryAfter === 1 ? '' : 's'}.`,
    );
    // An approval's note is a comment: refused, and the approval with it; a bare approval is not.
    const approval = server.api.shares[':shareId'].sections[':key'].approval;
    const param = { shareId: link.id, key: KEYS[0] };
    const withNote = await approval.$post({
      param,
      json: { state: 'changes-requested', version: 1, comment: 'Shorter.', author: 'Dana' },
    });
    expect(withNote.status).toBe(429);
    expect((await readStrategy(server, strategy.id)).sections[KEYS[0]]?.approval).toBeUndefined();
    const bare = await approval.$post({
      param,
      json: { state: 'approved', version: 1, author: 'Dana' },
    });
    expect(bare.status).toBe(200);

    const other = await createShare(server, strategy.id, 'comment');
    expect((await comment(other, KEYS[0])).status).toBe(201);
  });

  it('keeps at most 100 comments of a link on one section', async () => {
    const strategy = await writtenStrategy();
    const link = await createShare(server, strategy.id, 'comment');
    await seedOldComments(strategy.id, link, Array(LINK_COMMENT_LIMITS.perSection).fill(KEYS[0]));
    const refused = await comment(link, KEYS[0]);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeNull();
    expect((await answer(refused, 429)).error).toBe(
      'This link has reached its limit of 100 comments on this section.',
    );
    expect((await comment(link, KEYS[1])).status).toBe(201);
  });

  it('keeps at most 1,000 comments of a link in all', async () => {
    const strategy = await writtenStrategy();
    const link = await createShare(server, strategy.id, 'comment');
    await seedOldComments(
      strategy.id,
      link,
      Array.from({ length: LINK_COMMENT_LIMITS.perLink }, (_, index) => SECTION_KEYS[index % 50]!),
    );
    const refused = await comment(link, KEYS[2]);
    expect(refused.status).toBe(429);
    expect((await answer(refused, 429)).error).toBe(
      'This link has reached its limit of 1,000 comments.',
    );
    // The owner is not a link: never held back.
    const owner = await server.api.strategies[':id'].sections[':key'].comments.$post({
      param: { id: strategy.id, key: KEYS[2] },
      json: { body: 'Noted.' },
    });
    expect(owner.status).toBe(201);
  });

  it('lets comments sent at once pass no limit', async () => {
    const strategy = await writtenStrategy();
    const link = await createShare(server, strategy.id, 'comment');
    const statuses = (
      await Promise.all(Array.from({ length: 25 }, (_, index) => comment(link, KEYS[index % 3]!)))
    ).map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(LINK_COMMENT_LIMITS.perMinute);
    expect(statuses.filter((status) => status === 429)).toHaveLength(
      25 - LINK_COMMENT_LIMITS.perMinute,
    );
  });
});

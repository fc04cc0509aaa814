import { expect } from 'vitest';
import type { TestServer } from './test-server.ts';
import { answer } from './typed-answer.ts';

/**
 * Steps many API tests take on the way to what they check, through the typed client (decision
 * 0122), each expecting the status a person's ordinary use answers with. A test whose step
 * differs (other headers, another status, a second server) writes its own call.
 */

type Api = TestServer['api'];
type NewShare = Parameters<Api['strategies'][':id']['shares']['$post']>[0]['json'];

/**
 * Writes a section as a person would, sending the version they read: 0 for a section never
 * written (the default), or `'current'` to read the strategy first and write over whatever it
 * holds. Answers the saved section.
 */
export async function writeSection(
  server: TestServer,
  id: string,
  key: string,
  content: string,
  options: { version?: number | 'current' } = {},
) {
  const version =
    options.version === 'current'
      ? ((await answer(server.api.strategies[':id'].$get({ param: { id } }), 200)).sections[key]
          ?.version ?? 0)
      : (options.version ?? 0);
  return answer(
    server.api.strategies[':id'].sections[':key'].$put({
      param: { id, key },
      json: { content, version },
    }),
    200,
  );
}

/** Makes a share link of this kind; `extra` sets its expiry or report profile. */
export function createShare(
  server: TestServer,
  id: string,
  accessType: NewShare['accessType'],
  extra: Omit<NewShare, 'accessType'> = {},
) {
  return answer(
    server.api.strategies[':id'].shares.$post({ param: { id }, json: { ...extra, accessType } }),
    201,
  );
}

/**
 * Reads a link that shows the strategy (a view, comment or edit link). Its read answers one of
 * three shapes by the link's kind (an intake or memo link shows no strategy): this one fails
 * with the body unless it holds the strategy.
 */
export async function readSharedStrategy(server: TestServer, shareId: string) {
  const shared = await answer(server.api.shares[':shareId'].$get({ param: { shareId } }), 200);
  if (!('strategy' in shared)) {
    expect.fail(`not a strategy: ${JSON.stringify(shared).slice(0, 200)}`);
  }
  return shared;
}

/** The strategy's financial model as its owner reads it. */
export function readFinancials(server: TestServer, id: string) {
  return answer(server.api.strategies[':id'].financials.$get({ param: { id } }), 200);
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeLlm, startFakeLlm } from '../../../tools/fake-llm/server.ts';
import {
  APPROVAL_OF_CHANGED_TEXT,
  type ReviewComment,
  type SectionApprovalDetail,
  type SectionVersion,
} from '../../domain/review.ts';
import { OWNER_NAME_REFUSED } from '../../domain/review-schema.ts';
import type { ShareAccessType, ShareLink } from '../../domain/share.ts';
import type { SectionState, Strategy } from '../../domain/strategy.ts';
import {
  createStrategy,
  readStrategy,
  runEnded,
  waitForStrategy,
} from '../testing/generation-helpers.ts';
import { openEventStream } from '../testing/sse-client.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

/** Issue 14: comment links, comments, approvals pinned to a version, version history. */
let fake: FakeLlm;
let server: TestServer;

beforeAll(async () => {
  fake = await startFakeLlm({ tokens: 20, perTokenMs: 1 });
  server = await startTestServer({
    provider: { baseURL: fake.url, apiKey: 'test', model: 'fake' },
  });
});
afterAll(async () => {
  await server?.close();
  await fake?.close();
});

/** The fields these tests read from an answer. */
type Answer = Record<string, unknown> & {
  error?: string;
  id?: string;
  parentId?: string | null;
  resolved?: boolean;
  comment?: unknown;
  approval?: unknown;
};

async function call(method: string, path: string, json?: unknown) {
  const response = await server.request(path, { method, ...(json === undefined ? {} : { json }) });
  return { status: response.status, body: (await response.json()) as Answer };
}

async function share(strategyId: string, accessType: ShareAccessType): Promise<ShareLink> {
  const created = await call('POST', `/api/strategies/${strategyId}/shares`, { accessType });
  expect(created.status).toBe(201);
  return created.body as unknown as ShareLink;
}

/** A strategy whose mission statement is written (version 1). */
async function written(content = 'Bread for everyone.'): Promise<Strategy> {
  const strategy = await createStrategy(server);
  const put = await call('PUT', `/api/strategies/${strategy.id}/sections/mission-statement`, {
    content,
    version: 0,
  });
  expect(put.status).toBe(200);
  return strategy;
}

const KEY = 'mission-statement';

describe(`client review on ${process.env.TEST_DATABASE ?? 'pglite'}`, () => {
  it('lets a comment link comment and approve, never edit; a view link neither', async () => {
    const strategy = await written();
    const [view, comment, edit] = [
      await share(strategy.id, 'view'),
      await share(strategy.id, 'comment'),
      await share(strategy.id, 'edit'),
    ];
    expect(comment.accessType).toBe('comment');
    const events = openEventStream(`${server.url}/api/strategies/${strategy.id}/events`);
    await events.waitFor((event) => event.event === 'snapshot');

    const note = { author: 'Dana', body: 'The pricing is wrong.', quote: 'Bread' };
    const viaView = await call('POST', `/api/shares/${view.id}/sections/${KEY}/comments`, note);
    expect(viaView).toEqual({ status: 403, body: { error: 'This share link is view only' } });
    const approveViaView = await call('POST', `/api/shares/${view.id}/sections/${KEY}/approval`, {
      state: 'approved',
    });
    expect(approveViaView.status).toBe(403);
    expect(approveViaView.body.error).toBe('This share link is view only');
    expect((await call('GET', `/api/shares/${view.id}/sections/${KEY}/comments`)).status).toBe(403);

    const editViaComment = await call('PUT', `/api/shares/${comment.id}/sections/${KEY}`, {
      content: 'Rewritten by the client',
      version: 1,
    });
    expect(editViaComment).toEqual({
      status: 403,
      body: { error: 'This share link can only comment and approve' },
    });

    const posted = await call('POST', `/api/shares/${comment.id}/sections/${KEY}/comments`, note);
    expect(posted.status).toBe(201);
    expect(posted.body).toMatchObject({
      author: 'Dana',
      body: 'The pricing is wrong.',
      quote: 'Bread',
      resolved: false,
      fromOwner: false,
      parentId: null,
    });
    // The owner's open page hears of it at once.
    const live = await events.waitFor((event) => event.event === 'comment-added');
    expect(live.data).toMatchObject({ key: KEY, comment: { id: posted.body.id, author: 'Dana' } });
    await events.close();

    // An edit link may comment too; the owner replies; another link holder sees it all.
    const viaEdit = await call('POST', `/api/shares/${edit.id}/sections/${KEY}/comments`, {
      author: 'Sam',
      body: 'Agreed.',
      parentId: posted.body.id,
    });
    expect(viaEdit.status).toBe(201);
    expect(viaEdit.body.parentId).toBe(posted.body.id);
    const reply = await call('POST', `/api/strategies/${strategy.id}/sections/${KEY}/comments`, {
      body: 'Fixed in the next version.',
      parentId: viaEdit.body.id,
    });
    expect(reply.status).toBe(201);
    // A reply to a reply answers the comment: one level.
    expect(reply.body).toMatchObject({
      parentId: posted.body.id,
      fromOwner: true,
      author: 'Owner',
    });
    const seen = await call('GET', `/api/shares/${comment.id}/sections/${KEY}/comments`);
    expect((seen.body as unknown as ReviewComment[]).map((c) => c.body)).toEqual([
      'The pricing is wrong.',
      'Agreed.',
      'Fixed in the next version.',
    ]);

    expect((await readStrategy(server, strategy.id)).sections[KEY]?.openComments).toBe(1);
    const resolved = await call(
      'PATCH',
      `/api/strategies/${strategy.id}/sections/${KEY}/comments/${posted.body.id}`,
      { resolved: true },
    );
    expect(resolved).toMatchObject({ status: 200, body: { resolved: true } });
    expect((await readStrategy(server, strategy.id)).sections[KEY]?.openComments).toBeUndefined();
    const reopened = await call(
      'PATCH',
      `/api/strategies/${strategy.id}/sections/${KEY}/comments/${posted.body.id}`,
      { resolved: false },
    );
    expect(reopened.body.resolved).toBe(false);
    // A share holder cannot resolve.
    const byLink = await call(
      'PATCH',
      `/api/shares/${comment.id}/sections/${KEY}/comments/${posted.body.id}`,
      { resolved: true },
    );
    expect(byLink.status).toBe(403);

    const approved = await call('POST', `/api/shares/${comment.id}/sections/${KEY}/approval`, {
      state: 'approved',
      version: 1,
    });
    expect(approved).toMatchObject({
      status: 200,
      body: { approval: { state: 'approved', version: 1, changedSince: false } },
    });
  });

  it("marks the owner's comments itself and refuses a link holder's name that claims to be the owner", async () => {
    const strategy = await written();
    const link = await share(strategy.id, 'comment');
    const path = `/api/shares/${link.id}/sections/${KEY}/comments`;
    for (const author of ['Owner', 'owner ', 'The owner', 'Jane (Owner)', 'ＯＷＮＥＲ']) {
      const posing = await call('POST', path, { author, body: 'Approved by me.' });
      expect({ author, ...posing }).toEqual({
        author,
        status: 400,
        body: {
          error: `Author: ${OWNER_NAME_REFUSED}`,
          issues: [{ path: 'author', message: `Author: ${OWNER_NAME_REFUSED}` }],
        },
      });
    }
    const posingApproval = await call('POST', `/api/shares/${link.id}/sections/${KEY}/approval`, {
      state: 'approved',
      version: 1,
      author: 'The Owner',
    });
    expect(posingApproval).toEqual({
      status: 400,
      body: {
        error: `Author: ${OWNER_NAME_REFUSED}`,
        issues: [{ path: 'author', message: `Author: ${OWNER_NAME_REFUSED}` }],
      },
    });
    // A link cannot set the mark either: it is the server's.
    const client = await call('POST', path, { author: 'Dana', body: 'Fine.', fromOwner: true });
    expect(client).toMatchObject({ status: 201, body: { author: 'Dana', fromOwner: false } });
    const owner = await call('POST', `/api/strategies/${strategy.id}/sections/${KEY}/comments`, {
      body: 'Thanks.',
    });
    expect(owner).toMatchObject({ status: 201, body: { author: 'Owner', fromOwner: true } });
    const listed = (await call('GET', path)).body as unknown as ReviewComment[];
    expect(listed.map((comment) => [comment.author, comment.fromOwner])).toEqual([
      ['Dana', false],
      ['Owner', true],
    ]);
  });

  it('keeps comment text as text: <script> and javascript: stored inert, 5,001 characters refused', async () => {
    const strategy = await written();
    const link = await share(strategy.id, 'comment');
    const path = `/api/shares/${link.id}/sections/${KEY}/comments`;
    const hostile =
      '<script>alert(1)</script> [click](javascript:alert(1)) <img src=x onerror=alert(1)>';
    const posted = await call('POST', path, { author: '<b>Eve</b>', body: hostile });
    expect(posted.status).toBe(201);
    // Returned byte for byte as JSON text: the page renders it as a text node, never as HTML.
    expect(posted.body).toMatchObject({ author: '<b>Eve</b>', body: hostile });
    const response = await server.request(path);
    expect(response.headers.get('content-type')).toContain('application/json');

    const tooLong = await call('POST', path, { author: 'Eve', body: 'x'.repeat(5001) });
    expect(tooLong).toEqual({
      status: 400,
      body: {
        error: 'Body: A comment can be at most 5,000 characters',
        issues: [{ path: 'body', message: 'Body: A comment can be at most 5,000 characters' }],
      },
    });
    expect((await call('POST', path, { author: 'Eve', body: 'x'.repeat(5000) })).status).toBe(201);
    expect((await call('POST', path, { author: 'Eve', body: '   ' })).status).toBe(400);
    expect((await call('POST', path, { body: 'No name' })).status).toBe(400);
    const ownerTooLong = await call(
      'POST',
      `/api/strategies/${strategy.id}/sections/${KEY}/comments`,
      { body: 'y'.repeat(5001) },
    );
    expect(ownerTooLong.status).toBe(400);
  });

  it('pins an approval to the version: an edit afterwards makes changedSince true, with the approved text', async () => {
    const strategy = await written('Bread for everyone.');
    const link = await share(strategy.id, 'comment');
    const asked = await call('POST', `/api/shares/${link.id}/sections/${KEY}/approval`, {
      state: 'changes-requested',
      version: 1,
      comment: 'Say coffee too.',
      author: 'Dana',
    });
    expect(asked.status).toBe(200);
    expect(asked.body.comment).toMatchObject({ body: 'Say coffee too.', author: 'Dana' });
    const approved = await call('POST', `/api/shares/${link.id}/sections/${KEY}/approval`, {
      state: 'approved',
      version: 1,
      author: 'Dana',
    });
    expect(approved.body.approval).toEqual({ state: 'approved', version: 1, changedSince: false });
    expect((await readStrategy(server, strategy.id)).sections[KEY]?.approval).toEqual({
      state: 'approved',
      version: 1,
      changedSince: false,
    });

    const edit = await call('PUT', `/api/strategies/${strategy.id}/sections/${KEY}`, {
      content: 'Bread and coffee for everyone.',
      version: 1,
    });
    expect(edit.status).toBe(200);
    expect((await readStrategy(server, strategy.id)).sections[KEY]?.approval).toEqual({
      state: 'approved',
      version: 1,
      changedSince: true,
    });
    const detail = (await call('GET', `/api/strategies/${strategy.id}/sections/${KEY}/approval`))
      .body as unknown as SectionApprovalDetail;
    expect(detail).toMatchObject({
      content: 'Bread for everyone.',
      author: 'Dana',
      changedSince: true,
    });
    // Restoring the very text approved is no change.
    const versions = (await call('GET', `/api/strategies/${strategy.id}/sections/${KEY}/versions`))
      .body as unknown as SectionVersion[];
    const approvedVersion = versions.find((v) => v.content === 'Bread for everyone.');
    const restore = await call(
      'POST',
      `/api/strategies/${strategy.id}/sections/${KEY}/versions/${approvedVersion?.id}/restore`,
    );
    expect(restore.status).toBe(200);
    expect((await readStrategy(server, strategy.id)).sections[KEY]?.approval).toEqual({
      state: 'approved',
      version: 1,
      changedSince: false,
    });
    // Nothing written: nothing to approve.
    const unwritten = await call(
      'POST',
      `/api/shares/${link.id}/sections/vision-statement/approval`,
      {
        state: 'approved',
        version: 0,
      },
    );
    expect(unwritten.status).toBe(409);
    const bad = await call('POST', `/api/shares/${link.id}/sections/${KEY}/approval`, {
      state: 'maybe',
      version: 1,
    });
    expect(bad.status).toBe(400);
    const noVersion = await call('POST', `/api/shares/${link.id}/sections/${KEY}/approval`, {
      state: 'approved',
    });
    expect(noVersion).toEqual({
      status: 400,
      body: {
        error: 'Version: must be the version of the section you read',
        issues: [
          { path: 'version', message: 'Version: must be the version of the section you read' },
        ],
      },
    });
  });

  it('refuses with 409 an approval of text that changed since it was read, naming the current text, and records nothing', async () => {
    const strategy = await written('Bread for everyone.');
    const link = await share(strategy.id, 'comment');
    const edit = await call('PUT', `/api/strategies/${strategy.id}/sections/${KEY}`, {
      content: 'Bread and coffee for everyone.',
      version: 1,
    });
    expect(edit.status).toBe(200);
    const comments = `/api/shares/${link.id}/sections/${KEY}/comments`;
    const commentsBefore = (await call('GET', comments)).body;
    for (const state of ['approved', 'changes-requested'] as const) {
      const stale = await call('POST', `/api/shares/${link.id}/sections/${KEY}/approval`, {
        state,
        version: 1,
        author: 'Dana',
        ...(state === 'changes-requested' ? { comment: 'Say tea too.' } : {}),
      });
      expect(stale.status).toBe(409);
      expect(stale.body).toMatchObject({
        error: APPROVAL_OF_CHANGED_TEXT,
        code: 'SECTION_CHANGED',
        section: { key: KEY, version: 2, content: 'Bread and coffee for everyone.' },
      });
    }
    expect((await readStrategy(server, strategy.id)).sections[KEY]?.approval).toBeUndefined();
    expect((await call('GET', comments)).body).toEqual(commentsBefore);

    const current = await call('POST', `/api/shares/${link.id}/sections/${KEY}/approval`, {
      state: 'approved',
      version: 2,
      author: 'Dana',
    });
    expect(current.body.approval).toEqual({ state: 'approved', version: 2, changedSince: false });
  });

  it('keeps every edit as a version; restore gives back the exact earlier text as a new version', async () => {
    // Trailing spaces, a table and a non-ASCII line: restored byte for byte.
    const first = '# Mission\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\nCafé ☕ line with trailing  \n';
    const strategy = await written(first);
    const path = `/api/strategies/${strategy.id}/sections/${KEY}`;
    const link = await share(strategy.id, 'edit');
    const second = await call('PUT', `/api/shares/${link.id}/sections/${KEY}`, {
      content: 'Second text',
      version: 1,
    });
    expect(second.status).toBe(200);
    const versions = (await call('GET', `${path}/versions`)).body as unknown as SectionVersion[];
    expect(versions.map((v) => [v.source, v.content])).toEqual([
      ['link-edit', 'Second text'],
      ['edit', first],
    ]);
    const restored = await call('POST', `${path}/versions/${versions[1]!.id}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ content: first, version: 3 });
    expect((await readStrategy(server, strategy.id)).sections[KEY]?.content).toBe(first);
    const after = (await call('GET', `${path}/versions`)).body as unknown as SectionVersion[];
    expect(after.map((v) => v.source)).toEqual(['restore', 'link-edit', 'edit']);
    expect(after[0]!.content).toBe(first);
    expect(after[0]).toEqual({
      id: expect.any(String),
      createdAt: expect.any(String),
      source: 'restore',
      content: first,
    });

    const unknown = await call(
      'POST',
      `${path}/versions/00000000-0000-4000-8000-000000000000/restore`,
    );
    expect(unknown).toEqual({ status: 404, body: { error: 'Version not found' } });
  });

  it('keeps the previous text as a version when a section is regenerated', async () => {
    const strategy = await written('Written by hand before generation');
    const run = await call('POST', `/api/strategies/${strategy.id}/runs`, { sections: [KEY] });
    expect(run.status).toBe(202);
    const done = await waitForStrategy(server, strategy.id, runEnded);
    const generated = done.sections[KEY] as SectionState;
    expect(generated.status).toBe('done');
    const versions = (await call('GET', `/api/strategies/${strategy.id}/sections/${KEY}/versions`))
      .body as unknown as SectionVersion[];
    expect(versions.map((v) => [v.source, v.content])).toEqual([
      ['regeneration', generated.content],
      ['edit', 'Written by hand before generation'],
    ]);
  });
});

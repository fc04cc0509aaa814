import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeLlm, startFakeLlm } from '../../../tools/fake-llm/server.ts';
import { APPROVAL_OF_CHANGED_TEXT } from '../../domain/review.ts';
import { OWNER_NAME_REFUSED } from '../../domain/review-schema.ts';
import type { SectionState } from '../../domain/strategy.ts';
import { createShare } from '../testing/api-steps.ts';
import {
  createStrategy,
  readStrategy,
  runEnded,
  waitForStrategy,
} from '../testing/generation-helpers.ts';
import { openEventStream } from '../testing/sse-client.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { answer } from '../testing/typed-answer.ts';

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

/** A body the types forbid (a missing field, a forged one, a wrong value), sent as written. */
async function callRaw(method: string, path: string, json: unknown) {
  const response = await server.request(path, { method, json });
  return { status: response.status, body: (await response.json()) as { error?: string } };
}

const KEY = 'mission-statement';

type Api = TestServer['api'];
type LinkSection = Api['shares'][':shareId']['sections'][':key'];
type OwnerSection = Api['strategies'][':id']['sections'][':key'];

/** What a link holder does on one section, through the typed client. */
function onLink(shareId: string, key = KEY) {
  const section = server.api.shares[':shareId'].sections[':key'];
  const param = { shareId, key };
  return {
    comment: (json: Parameters<LinkSection['comments']['$post']>[0]['json']) =>
      section.comments.$post({ param, json }),
    comments: () => section.comments.$get({ param }),
    approve: (json: Parameters<LinkSection['approval']['$post']>[0]['json']) =>
      section.approval.$post({ param, json }),
    edit: (json: Parameters<LinkSection['$put']>[0]['json']) => section.$put({ param, json }),
  };
}

/** What the owner does on one section, through the typed client. */
function onOwner(id: string, key = KEY) {
  const section = server.api.strategies[':id'].sections[':key'];
  const param = { id, key };
  return {
    comment: (json: Parameters<OwnerSection['comments']['$post']>[0]['json']) =>
      section.comments.$post({ param, json }),
    resolve: (commentId: string, resolved: boolean) =>
      section.comments[':commentId'].$patch({ param: { ...param, commentId }, json: { resolved } }),
    edit: (json: Parameters<OwnerSection['$put']>[0]['json']) => section.$put({ param, json }),
    approval: () => section.approval.$get({ param }),
    versions: () => answer(section.versions.$get({ param }), 200),
    restore: (versionId: string) =>
      section.versions[':versionId'].restore.$post({ param: { ...param, versionId } }),
  };
}

/** A strategy whose mission statement is written (version 1). */
async function written(content = 'Bread for everyone.') {
  const strategy = await createStrategy(server);
  const put = await onOwner(strategy.id).edit({ content, version: 0 });
  expect(put.status).toBe(200);
  return strategy;
}

describe(`client review on ${process.env.TEST_DATABASE ?? 'pglite'}`, () => {
  it('lets a comment link comment and approve, never edit; a view link neither', async () => {
    const strategy = await written();
    const [view, comment, edit] = [
      await createShare(server, strategy.id, 'view'),
      await createShare(server, strategy.id, 'comment'),
      await createShare(server, strategy.id, 'edit'),
    ];
    expect(comment.accessType).toBe('comment');
    const events = openEventStream(`${server.url}/api/strategies/${strategy.id}/events`);
    await events.waitFor((event) => event.event === 'snapshot');

    const note = { author: 'Dana', body: 'The pricing is wrong.', quote: 'Bread' };
    const viaView = await answer(onLink(view.id).comment(note), 403);
    expect(viaView).toEqual({ error: 'This share link is view only' });
    // Without a version, as written: the types require one.
    const approveViaView = await callRaw(
      'POST',
      `/api/shares/${view.id}/sections/${KEY}/approval`,
      { state: 'approved' },
    );
    expect(approveViaView.status).toBe(403);
    expect(approveViaView.body.error).toBe('This share link is view only');
    expect((await onLink(view.id).comments()).status).toBe(403);

    const editViaComment = onLink(comment.id).edit({
      content: 'Rewritten by the client',
      version: 1,
    });
    expect(await answer(editViaComment, 403)).toEqual({
      error: 'This share link can only comment and approve',
    });

    const posted = await answer(onLink(comment.id).comment(note), 201);
    expect(posted).toMatchObject({
      author: 'Dana',
      body: 'The pricing is wrong.',
      quote: 'Bread',
      resolved: false,
      fromOwner: false,
      parentId: null,
    });
    // The owner's open page hears of it at once.
    const live = await events.waitFor((event) => event.event === 'comment-added');
    expect(live.data).toMatchObject({ key: KEY, comment: { id: posted.id, author: 'Dana' } });
    await events.close();

    // An edit link may comment too; the owner replies; another link holder sees it all.
    const viaEdit = await answer(
      onLink(edit.id).comment({ author: 'Sam', body: 'Agreed.', parentId: posted.id }),
      201,
    );
    expect(viaEdit.parentId).toBe(posted.id);
    const reply = await answer(
      onOwner(strategy.id).comment({ body: 'Fixed in the next version.', parentId: viaEdit.id }),
      201,
    );
    // A reply to a reply answers the comment: one level.
    expect(reply).toMatchObject({
      parentId: posted.id,
      fromOwner: true,
      author: 'Owner',
    });
    const seen = await answer(onLink(comment.id).comments(), 200);
    expect(seen.map((c) => c.body)).toEqual([
      'The pricing is wrong.',
      'Agreed.',
      'Fixed in the next version.',
    ]);

    expect((await readStrategy(server, strategy.id)).sections[KEY]?.openComments).toBe(1);
    const resolved = await answer(onOwner(strategy.id).resolve(posted.id, true), 200);
    expect(resolved).toMatchObject({ resolved: true });
    expect((await readStrategy(server, strategy.id)).sections[KEY]?.openComments).toBeUndefined();
    const reopened = await answer(onOwner(strategy.id).resolve(posted.id, false), 200);
    expect(reopened.resolved).toBe(false);
    // A share holder cannot resolve: no such route under a link, so it is sent as written.
    const byLink = await callRaw(
      'PATCH',
      `/api/shares/${comment.id}/sections/${KEY}/comments/${posted.id}`,
      { resolved: true },
    );
    expect(byLink.status).toBe(403);

    const approved = await answer(
      onLink(comment.id).approve({ state: 'approved', version: 1 }),
      200,
    );
    expect(approved).toMatchObject({
      approval: { state: 'approved', version: 1, changedSince: false },
    });
  });

  it("marks the owner's comments itself and refuses a link holder's name that claims to be the owner", async () => {
    const strategy = await written();
    const link = await createShare(server, strategy.id, 'comment');
    const path = `/api/shares/${link.id}/sections/${KEY}/comments`;
    for (const author of ['Owner', 'owner ', 'The owner', 'Jane (Owner)', 'ＯＷＮＥＲ']) {
      const posing = await answer(
        onLink(link.id).comment({ author, body: 'Approved by me.' }),
        400,
      );
      expect({ author, ...posing }).toEqual({
        author,
        error: `Author: ${OWNER_NAME_REFUSED}`,
        issues: [{ path: 'author', message: `Author: ${OWNER_NAME_REFUSED}` }],
      });
    }
    const posingApproval = onLink(link.id).approve({
      state: 'approved',
      version: 1,
      author: 'The Owner',
    });
    expect(await answer(posingApproval, 400)).toEqual({
      error: `Author: ${OWNER_NAME_REFUSED}`,
      issues: [{ path: 'author', message: `Author: ${OWNER_NAME_REFUSED}` }],
    });
    // A link cannot set the mark either: it is the server's. Sent as written: the types have no
    // such field.
    const client = await callRaw('POST', path, { author: 'Dana', body: 'Fine.', fromOwner: true });
    expect(client).toMatchObject({ status: 201, body: { author: 'Dana', fromOwner: false } });
    const owner = await answer(onOwner(strategy.id).comment({ body: 'Thanks.' }), 201);
    expect(owner).toMatchObject({ author: 'Owner', fromOwner: true });
    const listed = await answer(onLink(link.id).comments(), 200);
    expect(listed.map((comment) => [comment.author, comment.fromOwner])).toEqual([
      ['Dana', false],
      ['Owner', true],
    ]);
  });

  it('keeps comment text as text: <script> and javascript: stored inert, 5,001 characters refused', async () => {
    const strategy = await written();
    const link = await createShare(server, strategy.id, 'comment');
    const path = `/api/shares/${link.id}/sections/${KEY}/comments`;
    const onThisLink = onLink(link.id);
    const hostile =
      '<script>alert(1)</script> [click](javascript:alert(1)) <img src=x onerror=alert(1)>';
    const posted = await answer(onThisLink.comment({ author: '<b>Eve</b>', body: hostile }), 201);
    // Returned byte for byte as JSON text: the page renders it as a text node, never as HTML.
    expect(posted).toMatchObject({ author: '<b>Eve</b>', body: hostile });
    const response = await onThisLink.comments();
    expect(response.headers.get('content-type')).toContain('application/json');

    const tooLong = onThisLink.comment({ author: 'Eve', body: 'x'.repeat(5001) });
    expect(await answer(tooLong, 400)).toEqual({
      error: 'Body: A comment can be at most 5,000 characters',
      issues: [{ path: 'body', message: 'Body: A comment can be at most 5,000 characters' }],
    });
    expect((await onThisLink.comment({ author: 'Eve', body: 'x'.repeat(5000) })).status).toBe(201);
    expect((await onThisLink.comment({ author: 'Eve', body: '   ' })).status).toBe(400);
    // Without an author, as written: the types require one.
    expect((await callRaw('POST', path, { body: 'No name' })).status).toBe(400);
    const ownerTooLong = await onOwner(strategy.id).comment({ body: 'y'.repeat(5001) });
    expect(ownerTooLong.status).toBe(400);
  });

  it('pins an approval to the version: an edit afterwards makes changedSince true, with the approved text', async () => {
    const strategy = await written('Bread for everyone.');
    const link = await createShare(server, strategy.id, 'comment');
    const onThisLink = onLink(link.id);
    const owner = onOwner(strategy.id);
    const asked = await answer(
      onThisLink.approve({
        state: 'changes-requested',
        version: 1,
        comment: 'Say coffee too.',
        author: 'Dana',
      }),
      200,
    );
    expect(asked.comment).toMatchObject({ body: 'Say coffee too.', author: 'Dana' });
    const approved = await answer(
      onThisLink.approve({ state: 'approved', version: 1, author: 'Dana' }),
      200,
    );
    expect(approved.approval).toEqual({ state: 'approved', version: 1, changedSince: false });
    expect((await readStrategy(server, strategy.id)).sections[KEY]?.approval).toEqual({
      state: 'approved',
      version: 1,
      changedSince: false,
    });

    const edit = await owner.edit({ content: 'Bread and coffee for everyone.', version: 1 });
    expect(edit.status).toBe(200);
    expect((await readStrategy(server, strategy.id)).sections[KEY]?.approval).toEqual({
      state: 'approved',
      version: 1,
      changedSince: true,
    });
    const detail = await answer(owner.approval(), 200);
    expect(detail).toMatchObject({
      content: 'Bread for everyone.',
      author: 'Dana',
      changedSince: true,
    });
    // Restoring the very text approved is no change.
    const versions = await owner.versions();
    const approvedVersion = versions.find((v) => v.content === 'Bread for everyone.');
    const restore = await owner.restore(`${approvedVersion?.id}`);
    expect(restore.status).toBe(200);
    expect((await readStrategy(server, strategy.id)).sections[KEY]?.approval).toEqual({
      state: 'approved',
      version: 1,
      changedSince: false,
    });
    // Nothing written: nothing to approve.
    const unwritten = await onLink(link.id, 'vision-statement').approve({
      state: 'approved',
      version: 0,
    });
    expect(unwritten.status).toBe(409);
    // A state and a missing version the types forbid, sent as written.
    const approvalPath = `/api/shares/${link.id}/sections/${KEY}/approval`;
    const bad = await callRaw('POST', approvalPath, { state: 'maybe', version: 1 });
    expect(bad.status).toBe(400);
    const noVersion = await callRaw('POST', approvalPath, { state: 'approved' });
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
    const link = await createShare(server, strategy.id, 'comment');
    const edit = await onOwner(strategy.id).edit({
      content: 'Bread and coffee for everyone.',
      version: 1,
    });
    expect(edit.status).toBe(200);
    const onThisLink = onLink(link.id);
    const commentsBefore = await answer(onThisLink.comments(), 200);
    for (const state of ['approved', 'changes-requested'] as const) {
      const stale = onThisLink.approve({
        state,
        version: 1,
        author: 'Dana',
        ...(state === 'changes-requested' ? { comment: 'Say tea too.' } : {}),
      });
      expect(await answer(stale, 409)).toMatchObject({
        error: APPROVAL_OF_CHANGED_TEXT,
        code: 'SECTION_CHANGED',
        section: { key: KEY, version: 2, content: 'Bread and coffee for everyone.' },
      });
    }
    expect((await readStrategy(server, strategy.id)).sections[KEY]?.approval).toBeUndefined();
    expect(await answer(onThisLink.comments(), 200)).toEqual(commentsBefore);

    const current = await answer(
      onThisLink.approve({ state: 'approved', version: 2, author: 'Dana' }),
      200,
    );
    expect(current.approval).toEqual({ state: 'approved', version: 2, changedSince: false });
  });

  it('keeps every edit as a version; restore gives back the exact earlier text as a new version', async () => {
    // Trailing spaces, a table and a non-ASCII line: restored byte for byte.
    const first = '# Mission\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\nCafé ☕ line with trailing  \n';
    const strategy = await written(first);
    const owner = onOwner(strategy.id);
    const link = await createShare(server, strategy.id, 'edit');
    const second = await onLink(link.id).edit({ content: 'Second text', version: 1 });
    expect(second.status).toBe(200);
    const versions = await owner.versions();
    expect(versions.map((v) => [v.source, v.content])).toEqual([
      ['link-edit', 'Second text'],
      ['edit', first],
    ]);
    const restored = await answer(owner.restore(versions[1]!.id), 200);
    expect(restored).toMatchObject({ content: first, version: 3 });
    expect((await readStrategy(server, strategy.id)).sections[KEY]?.content).toBe(first);
    const after = await owner.versions();
    expect(after.map((v) => v.source)).toEqual(['restore', 'link-edit', 'edit']);
    expect(after[0]!.content).toBe(first);
    expect(after[0]).toEqual({
      id: expect.any(String),
      createdAt: expect.any(String),
      source: 'restore',
      content: first,
    });

    const unknown = owner.restore('00000000-0000-4000-8000-000000000000');
    expect(await answer(unknown, 404)).toEqual({ error: 'Version not found' });
  });

  it('keeps the previous text as a version when a section is regenerated', async () => {
    const strategy = await written('Written by hand before generation');
    const run = await server.api.strategies[':id'].runs.$post({
      param: { id: strategy.id },
      json: { sections: [KEY] },
    });
    expect(run.status).toBe(202);
    const done = await waitForStrategy(server, strategy.id, runEnded);
    const generated = done.sections[KEY] as SectionState;
    expect(generated.status).toBe('done');
    const versions = await onOwner(strategy.id).versions();
    expect(versions.map((v) => [v.source, v.content])).toEqual([
      ['regeneration', generated.content],
      ['edit', 'Written by hand before generation'],
    ]);
  });
});

import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShareAccessType } from '../../domain/share.ts';
import { UNSTORABLE_TEXT_MESSAGE } from '../../domain/stored-text.ts';
import type { Strategy } from '../../domain/strategy.ts';
import { shares } from '../db/schema.ts';
import { createShare, writeSection } from '../testing/api-steps.ts';
import { TINY_PNG } from '../testing/export-fixtures.ts';
import { createStrategy, readStrategy } from '../testing/generation-helpers.ts';
import { openEventStream } from '../testing/sse-client.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { answer } from '../testing/typed-answer.ts';
import { startWebhookReceiver } from '../testing/webhook-receiver.ts';

/** The questionnaire link (issue 29 item 2, decision 0103): a share of access `intake`. */

const INTAKE_ONLY = 'This link is a questionnaire: it can only read its questions and send answers';
const EXPIRED = 'This share link has expired or is invalid';
const SECRET = 'a webhook secret of some length';

let server: TestServer;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  server = await startTestServer(
    {
      settingsSecret: 'a test secret of some length',
      webhooks: { allowPrivate: true, retryBaseMs: 1_000, pollMs: 100 },
    },
    { shareRateLimit: { limit: 10_000, windowMs: 60_000 } },
  );
});
afterAll(async () => {
  await server?.close();
  await receiver?.close();
});

const QUESTIONS = [
  {
    id: 'price',
    text: 'What do you charge for a loaf?',
    why: 'Pricing and margins follow from it.',
    sections: ['pricing-strategy'],
  },
  { id: 'reader', text: 'Who reads the report?' },
  { id: 'staff', text: 'How many people work with you?', sections: ['organizational-chart'] },
];

type Answers = Parameters<TestServer['api']['shares'][':shareId']['answers']['$put']>[0]['json'];

/** A strategy with the three questions, the consultant's answer to `reader`, and a link. */
async function questionnaire(accessType: ShareAccessType = 'intake') {
  const strategy = await createStrategy(server);
  const param = { id: strategy.id };
  await answer(
    server.api.strategies[':id'].intake.$put({
      param,
      json: {
        questions: QUESTIONS,
        answers: [{ questionId: 'reader', text: 'Our bank' }],
        version: 0,
      },
    }),
    200,
  );
  const link = await createShare(server, strategy.id, accessType, { expiresInDays: 7 });
  return { strategy, link };
}

function putAnswers(shareId: string, json: Answers) {
  return server.api.shares[':shareId'].answers.$put({ param: { shareId }, json });
}

function readShare(shareId: string) {
  return server.api.shares[':shareId'].$get({ param: { shareId } });
}

async function readShared(shareId: string) {
  const shared = await answer(readShare(shareId), 200);
  // A questionnaire link's answer, of the three a share's read can be.
  if (!('intake' in shared)) throw new Error(`not a questionnaire: ${JSON.stringify(shared)}`);
  return shared;
}

function ownerIntake(strategyId: string) {
  return answer(server.api.strategies[':id'].intake.$get({ param: { id: strategyId } }), 200);
}

describe(`the questionnaire link on ${process.env.TEST_DATABASE ?? 'pglite'}`, () => {
  it('is made, listed and read like a link, and reads only the questions, answers and brand', async () => {
    const { strategy, link } = await questionnaire();
    expect(link).toMatchObject({
      accessType: 'intake',
      url: `${server.url}/share/${link.id}`,
      expiresAt: expect.any(String),
    });
    const listed = await answer(
      server.api.strategies[':id'].shares.$get({ param: { id: strategy.id } }),
      200,
    );
    expect(listed.map((share) => [share.id, share.accessType])).toEqual([[link.id, 'intake']]);

    await writeSection(
      server,
      strategy.id,
      'mission-statement',
      'Bread for everyone, baked at dawn.',
    );
    const logo = await server.request(`/api/strategies/${strategy.id}/logo`, {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: TINY_PNG,
    });
    expect(logo.status).toBe(200);
    const shared = await readShared(link.id);
    expect(Object.keys(shared).sort()).toEqual(['intake', 'share']);
    expect(shared.share).toMatchObject({ id: link.id, accessType: 'intake' });
    expect(shared.intake).toEqual({
      // The sections a question feeds stay with the consultant.
      questions: [
        { id: 'price', text: QUESTIONS[0]!.text, why: QUESTIONS[0]!.why },
        { id: 'reader', text: 'Who reads the report?' },
        { id: 'staff', text: 'How many people work with you?' },
      ],
      answers: [
        {
          questionId: 'reader',
          text: 'Our bank',
          answeredBy: 'consultant',
          answeredAt: expect.any(String),
        },
      ],
      companyName: 'Acme Bakery',
      language: 'English',
      brand: expect.objectContaining({ primaryColor: expect.stringMatching(/^#[0-9A-F]{6}$/) }),
      logoUrl: expect.stringMatching(new RegExp(`^/api/shares/${link.id}/logo\\?v=`)),
    });
    const text = JSON.stringify(shared);
    expect(text).not.toContain('Bread for everyone');
    expect(text).not.toContain('An artisan bakery'); // the overview
    expect(text).not.toContain(strategy.id);
    expect(text).not.toContain('pricing-strategy');
    // Its page wears the client's logo through the link.
    const image = await server.request(shared.intake.logoUrl!);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
  });

  it('saves the client’s draft by question, kept for the next visit, and merged with the consultant’s', async () => {
    const { strategy, link } = await questionnaire();
    const first = putAnswers(link.id, {
      answers: [{ questionId: 'price', text: '  4.50 euros a loaf  ' }],
    });
    const saved = await answer(first, 200);
    expect(saved.sentAt).toBeUndefined();
    expect(saved.answers).toEqual(
      expect.arrayContaining([
        {
          questionId: 'price',
          text: '4.50 euros a loaf',
          answeredBy: 'client',
          answeredAt: expect.any(String),
        },
        expect.objectContaining({
          questionId: 'reader',
          text: 'Our bank',
          answeredBy: 'consultant',
        }),
      ]),
    );
    // A reload reads the draft back; the owner sees it as the client's.
    expect((await readShared(link.id)).intake.answers).toEqual(saved.answers);
    const owner = await ownerIntake(strategy.id);
    expect(owner.answers).toEqual(saved.answers);
    expect(owner.version).toBe(2);

    // Changing one answer leaves the others; "" takes one back; the same text saves nothing.
    const second = await answer(
      putAnswers(link.id, {
        answers: [
          { questionId: 'reader', text: 'Our bank and two investors' },
          { questionId: 'price', text: '' },
        ],
      }),
      200,
    );
    expect(second.answers).toEqual([
      {
        questionId: 'reader',
        text: 'Our bank and two investors',
        answeredBy: 'client',
        answeredAt: expect.any(String),
      },
    ]);
    const same = await putAnswers(link.id, {
      answers: [{ questionId: 'reader', text: 'Our bank and two investors' }],
    });
    expect(same.status).toBe(200);
    expect((await ownerIntake(strategy.id)).version).toBe(3);
  });

  it('refuses unknown questions by name, answers past the limit and control characters, storing nothing', async () => {
    const { strategy, link } = await questionnaire();
    const before = await ownerIntake(strategy.id);
    const unknown = putAnswers(link.id, {
      answers: [
        { questionId: 'price', text: 'Five euros' },
        { questionId: 'colour', text: 'Blue' },
        { questionId: 'size', text: 'Large' },
      ],
    });
    const message = (await answer(unknown, 400)).error;
    expect(message).toContain('there are no questions “colour”, “size”');
    expect((await putAnswers(link.id, { answers: [] })).status).toBe(200);

    const long = putAnswers(link.id, {
      answers: [{ questionId: 'price', text: 'x'.repeat(2001) }],
    });
    expect((await answer(long, 400)).error).toContain('must be at most 2000 characters');
    const bell = putAnswers(link.id, {
      answers: [{ questionId: 'price', text: 'Five\u0007 euros' }],
    });
    expect((await answer(bell, 400)).error).toContain(UNSTORABLE_TEXT_MESSAGE);
    // Ill-typed on purpose: sent as written.
    const notAList = await server.request(`/api/shares/${link.id}/answers`, {
      method: 'PUT',
      json: { answers: 'Five euros' },
    });
    expect(notAList.status).toBe(400);
    expect(((await notAList.json()) as { error: string }).error).toMatch(/must be a list/);
    // Sending with nothing answered is refused by name.
    const empty = putAnswers(link.id, {
      answers: [{ questionId: 'reader', text: '' }],
      submitted: true,
    });
    expect((await answer(empty, 400)).error).toContain(
      'answer at least one question before sending',
    );
    expect(await ownerIntake(strategy.id)).toEqual(before);
  });

  it('may do nothing else: reading, exporting, writing sections, comments, approvals answer 403', async () => {
    const { strategy, link } = await questionnaire();
    await writeSection(server, strategy.id, 'mission-statement', 'Bread for everyone.');
    const base = `/api/shares/${link.id}`;
    const shared = server.api.shares[':shareId'];
    const param = { shareId: link.id };
    const section = { ...param, key: 'mission-statement' };
    // Routes the types name go typed; a trailing slash, a body the catch-all takes none of, or a
    // path that is no route is sent as written.
    const attempts: [string, () => Promise<Response>][] = [
      [
        `GET ${base}/export/pdf`,
        () => shared.export[':format'].$get({ param: { ...param, format: 'pdf' } }),
      ],
      [
        `GET ${base}/export/md`,
        () => shared.export[':format'].$get({ param: { ...param, format: 'md' } }),
      ],
      [`GET ${base}/export/md/`, () => server.request(`${base}/export/md/`)],
      [
        `PUT ${base}/sections/mission-statement`,
        () => shared.sections[':key'].$put({ param: section, json: { content: 'X', version: 1 } }),
      ],
      [
        `GET ${base}/sections/mission-statement/comments`,
        () => shared.sections[':key'].comments.$get({ param: section }),
      ],
      [
        `POST ${base}/sections/mission-statement/comments`,
        () =>
          shared.sections[':key'].comments.$post({
            param: section,
            json: { author: 'Dana', body: 'Hello' },
          }),
      ],
      [
        `POST ${base}/sections/mission-statement/approval`,
        () =>
          shared.sections[':key'].approval.$post({
            param: section,
            json: { state: 'approved', version: 1 },
          }),
      ],
      [`GET ${base}/answers`, () => server.request(`${base}/answers`)],
      [`GET ${base}/analytics`, () => server.request(`${base}/analytics`)],
      [`DELETE ${base}`, () => shared.$delete({ param })],
      [`POST ${base}/`, () => server.request(`${base}/`, { method: 'POST', json: {} })],
    ];
    for (const [name, attempt] of attempts) {
      const refused = await attempt();
      expect(`${name} -> ${refused.status}`).toBe(`${name} -> 403`);
      expect(((await refused.json()) as { error: string }).error).toBe(INTAKE_ONLY);
    }
    // The owner's routes stay the owner's: the link is no key to them.
    expect((await readStrategy(server, strategy.id)).sections['mission-statement']?.content).toBe(
      'Bread for everyone.',
    );
  });

  it('is refused to view, comment and edit links', async () => {
    for (const [accessType, message] of [
      ['view', 'This share link is view only'],
      ['comment', 'This share link can only comment and approve'],
      ['edit', 'This share link can only change section text, comment and approve'],
    ] as const) {
      const { strategy, link } = await questionnaire(accessType);
      const refused = putAnswers(link.id, {
        answers: [{ questionId: 'price', text: 'Five euros' }],
      });
      expect((await answer(refused, 403)).error).toBe(message);
      expect((await ownerIntake(strategy.id)).answers.map((answer) => answer.questionId)).toEqual([
        'reader',
      ]);
      // And their read still carries the strategy, never the intake.
      const shared = await answer(readShare(link.id), 200);
      expect(Object.keys(shared).sort()).toEqual(['share', 'strategy']);
    }
  });

  it('expires and is revoked like any link', async () => {
    const { strategy, link } = await questionnaire();
    await server.database.db
      .update(shares)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(shares.id, link.id));
    expect((await answer(putAnswers(link.id, { answers: [] }), 404)).error).toBe(EXPIRED);
    expect((await answer(readShare(link.id), 404)).error).toBe(EXPIRED);

    const links = server.api.strategies[':id'].shares;
    const second = await answer(
      links.$post({ param: { id: strategy.id }, json: { accessType: 'intake' } }),
      201,
    );
    expect(second.expiresAt).toBeNull();
    const revoked = await links[':shareId'].$delete({
      param: { id: strategy.id, shareId: second.id },
    });
    expect(revoked.status).toBe(204);
    const sent = putAnswers(second.id, {
      answers: [{ questionId: 'price', text: 'Five euros' }],
    });
    expect((await answer(sent, 404)).error).toBe(EXPIRED);
    expect((await answer(readShare(second.id), 404)).error).toBe(EXPIRED);
  });

  it('tells the owner’s page live, and "Send answers" sends the intake.answered webhook', async () => {
    await answer(
      server.api.settings.$put({
        json: {
          webhooks: [
            { url: `${receiver.url}/intake`, events: ['intake.answered'], secret: SECRET },
          ],
        },
      }),
      200,
    );
    const { strategy, link } = await questionnaire();
    const stream = openEventStream(`${server.url}/api/strategies/${strategy.id}/events`);
    try {
      await stream.waitFor((event) => event.event === 'snapshot');
      await putAnswers(link.id, { answers: [{ questionId: 'price', text: 'Five euros' }] });
      const draft = await stream.waitFor((event) => event.event === 'intake-answered');
      expect(draft.data).toEqual({ questionIds: ['price'], submitted: false });

      const sent = putAnswers(link.id, {
        answers: [
          { questionId: 'price', text: 'Five euros' },
          { questionId: 'staff', text: 'Four bakers' },
        ],
        submitted: true,
      });
      expect((await answer(sent, 200)).sentAt).toEqual(expect.any(String));
      const submitted = await stream.waitFor(
        (event) =>
          event.event === 'intake-answered' && (event.data as { submitted: boolean }).submitted,
      );
      expect(submitted.data).toEqual({ questionIds: ['staff'], submitted: true });
    } finally {
      await stream.close();
    }
    // Drafts send no webhook; the send does, with the strategy and how many are answered.
    await expect
      .poll(() => receiver.received.filter((request) => request.path === '/intake').length, {
        timeout: 30_000,
      })
      .toBe(1);
    const delivery = receiver.received.find((request) => request.path === '/intake')!;
    expect(delivery.headers['x-webhook-event']).toBe('intake.answered');
    expect(JSON.parse(delivery.body)).toMatchObject({
      event: 'intake.answered',
      data: { strategyId: strategy.id, answered: 3, questions: 3 },
    });
    // The owner reads when the client sent them; the read through the link too.
    expect((await ownerIntake(strategy.id)).clientSentAt).toEqual(expect.any(String));
    expect((await readShared(link.id)).intake.sentAt).toEqual(expect.any(String));
  });

  it('marks stale the sections a changed answer feeds, and the summary', async () => {
    const { strategy, link } = await questionnaire();
    await putAnswers(link.id, { answers: [{ questionId: 'price', text: 'Five euros' }] });
    await writeSection(server, strategy.id, 'pricing-strategy', 'A loaf sells at five euros.');
    await writeSection(server, strategy.id, 'organizational-chart', 'Four bakers and a van.');
    await writeSection(server, strategy.id, 'executive-summary', 'Acme Bakery sells good bread.');
    const staleKeys = (read: Strategy) =>
      Object.values(read.sections)
        .filter((section) => section.stale)
        .map((section) => section.key)
        .sort();
    expect(staleKeys(await readStrategy(server, strategy.id))).toEqual([]);

    const changed = await putAnswers(link.id, {
      answers: [{ questionId: 'price', text: 'Six euros' }],
    });
    expect(changed.status).toBe(200);
    const after = await readStrategy(server, strategy.id);
    expect(staleKeys(after)).toEqual(['executive-summary', 'pricing-strategy']);
    expect(after.sections['pricing-strategy']!.staleReasons).toEqual([
      { input: 'answers', key: 'price', change: 'changed' },
    ]);
  });
});

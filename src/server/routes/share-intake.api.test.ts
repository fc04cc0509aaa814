import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Intake } from '../../domain/intake.ts';
import type { SharedAnswersResult, SharedIntakeResponse, ShareLink } from '../../domain/share.ts';
import { UNSTORABLE_TEXT_MESSAGE } from '../../domain/stored-text.ts';
import type { Strategy } from '../../domain/strategy.ts';
import { shares } from '../db/schema.ts';
import { TINY_PNG } from '../testing/export-fixtures.ts';
import { createStrategy, readStrategy } from '../testing/generation-helpers.ts';
import { openEventStream } from '../testing/sse-client.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
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

async function errorOf(response: Response, status: number): Promise<string> {
  expect(response.status, await response.clone().text()).toBe(status);
  return ((await response.json()) as { error: string }).error;
}

/** A strategy with the three questions, the consultant's answer to `reader`, and a link. */
async function questionnaire(accessType = 'intake') {
  const strategy = await createStrategy(server);
  const saved = await server.request(`/api/strategies/${strategy.id}/intake`, {
    method: 'PUT',
    json: {
      questions: QUESTIONS,
      answers: [{ questionId: 'reader', text: 'Our bank' }],
      version: 0,
    },
  });
  expect(saved.status, await saved.clone().text()).toBe(200);
  const created = await server.request(`/api/strategies/${strategy.id}/shares`, {
    method: 'POST',
    json: { accessType, expiresInDays: 7 },
  });
  expect(created.status).toBe(201);
  return { strategy, link: (await created.json()) as ShareLink };
}

function putAnswers(shareId: string, body: unknown) {
  return server.request(`/api/shares/${shareId}/answers`, { method: 'PUT', json: body });
}

async function readShared(shareId: string): Promise<SharedIntakeResponse> {
  const response = await server.request(`/api/shares/${shareId}`);
  expect(response.status).toBe(200);
  return (await response.json()) as SharedIntakeResponse;
}

async function ownerIntake(strategyId: string): Promise<Intake> {
  return (await (await server.request(`/api/strategies/${strategyId}/intake`)).json()) as Intake;
}

async function writeSection(id: string, key: string, content: string) {
  const written = await server.request(`/api/strategies/${id}/sections/${key}`, {
    method: 'PUT',
    json: { content, version: 0 },
  });
  expect(written.status, await written.clone().text()).toBe(200);
}

describe(`the questionnaire link on ${process.env.TEST_DATABASE ?? 'pglite'}`, () => {
  it('is made, listed and read like a link, and reads only the questions, answers and brand', async () => {
    const { strategy, link } = await questionnaire();
    expect(link).toMatchObject({
      accessType: 'intake',
      url: `${server.url}/share/${link.id}`,
      expiresAt: expect.any(String),
    });
    const listed = (await (
      await server.request(`/api/strategies/${strategy.id}/shares`)
    ).json()) as ShareLink[];
    expect(listed.map((share) => [share.id, share.accessType])).toEqual([[link.id, 'intake']]);

    await writeSection(strategy.id, 'mission-statement', 'Bread for everyone, baked at dawn.');
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
    const first = await putAnswers(link.id, {
      answers: [{ questionId: 'price', text: '  4.50 euros a loaf  ' }],
    });
    expect(first.status, await first.clone().text()).toBe(200);
    const saved = (await first.json()) as SharedAnswersResult;
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
    const second = (await (
      await putAnswers(link.id, {
        answers: [
          { questionId: 'reader', text: 'Our bank and two investors' },
          { questionId: 'price', text: '' },
        ],
      })
    ).json()) as SharedAnswersResult;
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
    const unknown = await putAnswers(link.id, {
      answers: [
        { questionId: 'price', text: 'Five euros' },
        { questionId: 'colour', text: 'Blue' },
        { questionId: 'size', text: 'Large' },
      ],
    });
    const message = await errorOf(unknown, 400);
    expect(message).toContain('there are no questions “colour”, “size”');
    expect((await putAnswers(link.id, { answers: [] })).status).toBe(200);

    const long = await putAnswers(link.id, {
      answers: [{ questionId: 'price', text: 'x'.repeat(2001) }],
    });
    expect(await errorOf(long, 400)).toContain('must be at most 2000 characters');
    const bell = await putAnswers(link.id, {
      answers: [{ questionId: 'price', text: 'Five\u0007 euros' }],
    });
    expect(await errorOf(bell, 400)).toContain(UNSTORABLE_TEXT_MESSAGE);
    const notAList = await putAnswers(link.id, { answers: 'Five euros' });
    expect(await errorOf(notAList, 400)).toMatch(/must be a list/);
    // Sending with nothing answered is refused by name.
    const empty = await putAnswers(link.id, {
      answers: [{ questionId: 'reader', text: '' }],
      submitted: true,
    });
    expect(await errorOf(empty, 400)).toContain('answer at least one question before sending');
    expect(await ownerIntake(strategy.id)).toEqual(before);
  });

  it('may do nothing else: reading, exporting, writing sections, comments, approvals answer 403', async () => {
    const { strategy, link } = await questionnaire();
    await writeSection(strategy.id, 'mission-statement', 'Bread for everyone.');
    const base = `/api/shares/${link.id}`;
    const attempts: [string, RequestInit & { json?: unknown }][] = [
      [`${base}/export/pdf`, {}],
      [`${base}/export/md`, {}],
      [`${base}/export/md/`, {}],
      [`${base}/sections/mission-statement`, { method: 'PUT', json: { content: 'X', version: 1 } }],
      [`${base}/sections/mission-statement/comments`, {}],
      [
        `${base}/sections/mission-statement/comments`,
        { method: 'POST', json: { author: 'Dana', body: 'Hello' } },
      ],
      [
        `${base}/sections/mission-statement/approval`,
        { method: 'POST', json: { state: 'approved', version: 1 } },
      ],
      [`${base}/answers`, {}],
      [`${base}/analytics`, {}],
      [base, { method: 'DELETE' }],
      [`${base}/`, { method: 'POST', json: {} }],
    ];
    for (const [path, init] of attempts) {
      const answer = await server.request(path, init);
      expect(`${init.method ?? 'GET'} ${path} -> ${answer.status}`).toBe(
        `${init.method ?? 'GET'} ${path} -> 403`,
      );
      expect(((await answer.json()) as { error: string }).error).toBe(INTAKE_ONLY);
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
      const refused = await putAnswers(link.id, {
        answers: [{ questionId: 'price', text: 'Five euros' }],
      });
      expect(await errorOf(refused, 403)).toBe(message);
      expect((await ownerIntake(strategy.id)).answers.map((answer) => answer.questionId)).toEqual([
        'reader',
      ]);
      // And their read still carries the strategy, never the intake.
      const shared = (await (await server.request(`/api/shares/${link.id}`)).json()) as object;
      expect(Object.keys(shared).sort()).toEqual(['share', 'strategy']);
    }
  });

  it('expires and is revoked like any link', async () => {
    const { strategy, link } = await questionnaire();
    await server.database.db
      .update(shares)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(shares.id, link.id));
    expect(await errorOf(await putAnswers(link.id, { answers: [] }), 404)).toBe(EXPIRED);
    expect(await errorOf(await server.request(`/api/shares/${link.id}`), 404)).toBe(EXPIRED);

    const created = await server.request(`/api/strategies/${strategy.id}/shares`, {
      method: 'POST',
      json: { accessType: 'intake' },
    });
    const second = (await created.json()) as ShareLink;
    expect(second.expiresAt).toBeNull();
    const revoked = await server.request(`/api/strategies/${strategy.id}/shares/${second.id}`, {
      method: 'DELETE',
    });
    expect(revoked.status).toBe(204);
    const answer = await putAnswers(second.id, {
      answers: [{ questionId: 'price', text: 'Five euros' }],
    });
    expect(await errorOf(answer, 404)).toBe(EXPIRED);
    expect(await errorOf(await server.request(`/api/shares/${second.id}`), 404)).toBe(EXPIRED);
  });

  it('tells the owner’s page live, and "Send answers" sends the intake.answered webhook', async () => {
    const settings = await server.request('/api/settings', {
      method: 'PUT',
      json: {
        webhooks: [{ url: `${receiver.url}/intake`, events: ['intake.answered'], secret: SECRET }],
      },
    });
    expect(settings.status, await settings.clone().text()).toBe(200);
    const { strategy, link } = await questionnaire();
    const stream = openEventStream(`${server.url}/api/strategies/${strategy.id}/events`);
    try {
      await stream.waitFor((event) => event.event === 'snapshot');
      await putAnswers(link.id, { answers: [{ questionId: 'price', text: 'Five euros' }] });
      const draft = await stream.waitFor((event) => event.event === 'intake-answered');
      expect(draft.data).toEqual({ questionIds: ['price'], submitted: false });

      const sent = await putAnswers(link.id, {
        answers: [
          { questionId: 'price', text: 'Five euros' },
          { questionId: 'staff', text: 'Four bakers' },
        ],
        submitted: true,
      });
      expect(sent.status).toBe(200);
      expect(((await sent.json()) as SharedAnswersResult).sentAt).toEqual(expect.any(String));
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
    await writeSection(strategy.id, 'pricing-strategy', 'A loaf sells at five euros.');
    await writeSection(strategy.id, 'organizational-chart', 'Four bakers and a van.');
    await writeSection(strategy.id, 'executive-summary', 'Acme Bakery sells good bread.');
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

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EXAMPLE_FACTS } from '../../../tools/fake-llm/facts-draft.ts';
import {
  EXAMPLE_BRIEF,
  EXAMPLE_QUESTIONS,
  UNKNOWN_SECTION_KEY,
} from '../../../tools/fake-llm/intake-draft.ts';
import { type FakeLlm, startFakeLlm } from '../../../tools/fake-llm/server.ts';
import type { EngagementBrief } from '../../domain/intake.ts';
import { BRIEF_DRAFT_FIRST_LINE, QUESTIONS_DRAFT_FIRST_LINE } from '../../domain/intake-prompt.ts';
import type { Strategy } from '../../domain/strategy.ts';
import { BRIEF_DRAFT_INVALID, QUESTIONS_DRAFT_INVALID } from '../intake-draft.ts';
import { writeSection } from '../testing/api-steps.ts';
import {
  createStrategy,
  readStrategy,
  sectionsSettled,
  waitForStrategy,
} from '../testing/generation-helpers.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { answer } from '../testing/typed-answer.ts';

/** The intake (issue 29): questions, answers and the engagement brief, in every prompt. */

let fake: FakeLlm;
let server: TestServer;

beforeAll(async () => {
  fake = await startFakeLlm({ perTokenMs: 0 });
  server = await startTestServer({
    provider: { baseURL: fake.url, apiKey: 'sk-secret-key-1234', model: 'fake' },
  });
});
afterAll(async () => {
  await server?.close();
  await fake?.close();
});
beforeEach(() => {
  fake.configure({ rules: [] });
  fake.reset();
});

const BRIEF: EngagementBrief = {
  audience: 'investors',
  purpose: 'Raise 90,000 euros for a second roaster',
  tone: '',
  focus: 'Office plans',
  constraints: '',
};

type IntakeUpdate = Parameters<TestServer['api']['strategies'][':id']['intake']['$put']>[0]['json'];

function readIntake(id: string) {
  return answer(server.api.strategies[':id'].intake.$get({ param: { id } }), 200);
}

function putIntake(id: string, json: IntakeUpdate) {
  return server.api.strategies[':id'].intake.$put({ param: { id }, json });
}

function saved(call: ReturnType<typeof putIntake>) {
  return answer(call, 200);
}

function draftQuestions(id: string) {
  return server.api.strategies[':id'].intake.questions.$post({ param: { id } });
}

function draftBrief(id: string) {
  return server.api.strategies[':id'].intake.brief.$post({ param: { id } });
}

function startRun(id: string, sections: string[] | 'stale') {
  return server.api.strategies[':id'].runs.$post({ param: { id }, json: { sections } });
}

const staleKeys = (strategy: Strategy) =>
  Object.values(strategy.sections)
    .filter((section) => section.stale)
    .map((section) => section.key)
    .sort();

describe('the intake', () => {
  it('is empty at version 0, saved with its version, and refuses a stale version with 409', async () => {
    const { id } = await createStrategy(server);
    expect(await readIntake(id)).toEqual({
      questions: [],
      answers: [],
      brief: { audience: '', purpose: '', tone: '', focus: '', constraints: '' },
      version: 0,
    });

    const first = await saved(
      putIntake(id, {
        questions: [
          { id: 'reader', text: 'Who reads it?', why: 'It sets the tone.' },
          { text: 'What do you charge?', sections: ['pricing-strategy', 'no-such-section'] },
        ],
        answers: [{ questionId: 'reader', text: 'Investors' }],
        brief: BRIEF,
        version: 0,
      }),
    );
    expect(first.version).toBe(1);
    expect(first.questions[0]).toEqual({
      id: 'reader',
      text: 'Who reads it?',
      why: 'It sets the tone.',
    });
    // A new question is named; a key no section has is dropped.
    expect(first.questions[1]).toEqual({
      id: expect.stringMatching(/^q-/),
      text: 'What do you charge?',
      sections: ['pricing-strategy'],
    });
    expect(first.answers).toEqual([
      {
        questionId: 'reader',
        text: 'Investors',
        answeredBy: 'consultant',
        answeredAt: expect.any(String),
      },
    ]);
    expect(first.brief).toEqual(BRIEF);
    expect(await readIntake(id)).toEqual(first);

    // A second page still on version 0 loses nothing of the first save.
    const stale = putIntake(id, { brief: { ...BRIEF, audience: 'the bank' }, version: 0 });
    expect((await answer(stale, 409)).error).toMatch(/changed elsewhere/);
    expect((await readIntake(id)).brief.audience).toBe('investors');

    // Only the parts sent change; removing a question takes its answer with it.
    const second = await saved(putIntake(id, { questions: [first.questions[1]!], version: 1 }));
    expect(second.questions).toEqual([first.questions[1]]);
    expect(second.answers).toEqual([]);
    expect(second.brief).toEqual(BRIEF);
  });

  it('refuses answers to unknown questions and breaks of its limits, naming them, storing nothing', async () => {
    const { id } = await createStrategy(server);
    const unknown = putIntake(id, {
      questions: [{ id: 'reader', text: 'Who reads it?' }],
      answers: [{ questionId: 'ghost', text: 'Investors' }],
      version: 0,
    });
    expect((await answer(unknown, 400)).error).toBe(
      'Answer 1, question ID: there is no question “ghost”',
    );
    const many = putIntake(id, {
      questions: Array.from({ length: 21 }, (_, index) => ({ text: `Question ${index}?` })),
      version: 0,
    });
    expect((await answer(many, 400)).error).toMatch(/at most 20 questions/);
    const long = putIntake(id, { questions: [{ text: 'x'.repeat(301) }], version: 0 });
    expect((await answer(long, 400)).error).toBe(
      'Question 1, text: must be at most 300 characters',
    );
    const longAnswer = putIntake(id, {
      questions: [{ id: 'a', text: 'A?' }],
      answers: [{ questionId: 'a', text: 'x'.repeat(2001) }],
      version: 0,
    });
    expect((await answer(longAnswer, 400)).error).toMatch(/must be at most 2000 characters/);
    expect((await readIntake(id)).version).toBe(0);
    const missing = await server.api.strategies[':id'].intake.$get({
      param: { id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(missing.status).toBe(404);
  });
});

describe('the questions draft', () => {
  it('asks from the overview, the documents and the fact sheet, and stores the questions', async () => {
    const { id } = await createStrategy(server, 'A coffee roaster in Utrecht.');
    // A raw upload, which the typed client does not send.
    await server.request(`/api/strategies/${id}/documents`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'x-filename': 'notes.txt' },
      body: 'We supply 14 cafés in Utrecht.',
    });
    await answer(
      server.api.strategies[':id'].facts.$put({
        param: { id },
        json: { facts: EXAMPLE_FACTS, version: 0 },
      }),
      200,
    );
    // An answered question the draft keeps, and one it drops.
    await saved(
      putIntake(id, {
        questions: [
          { id: 'keep', text: 'Who reads it?' },
          { id: 'drop', text: 'Anything else?' },
        ],
        answers: [
          { questionId: 'keep', text: 'Investors' },
          { questionId: 'drop', text: 'No' },
        ],
        version: 0,
      }),
    );

    const { questions } = await answer(draftQuestions(id), 200);
    expect(questions).toHaveLength(EXAMPLE_QUESTIONS.length);
    expect(questions[0]).toMatchObject({ id: 'keep', text: 'Who reads it?' });
    for (const question of questions) expect(question.why).toBeTruthy();
    expect(questions[1]!.sections).toEqual(['pricing-strategy']);
    expect(JSON.stringify(questions)).not.toContain(UNKNOWN_SECTION_KEY);

    const request = fake.log.find((entry) =>
      entry.messages.at(-1)?.content.startsWith(QUESTIONS_DRAFT_FIRST_LINE),
    );
    const prompt = request?.messages.at(-1)?.content ?? '';
    expect(prompt).toContain('A coffee roaster in Utrecht.');
    expect(prompt).toContain('We supply 14 cafés in Utrecht.');
    expect(prompt).toContain('Company: Northwind Roasters');
    expect(prompt).toContain('pricing-strategy: Pricing Strategy');
    expect(request?.responseFormat).toBe('json_schema');

    // Stored: they replace the questions; the kept question's answer survives.
    const intake = await readIntake(id);
    expect(intake.questions).toEqual(questions);
    expect(intake.version).toBe(2);
    expect(intake.answers.map((answer) => [answer.questionId, answer.text])).toEqual([
      ['keep', 'Investors'],
    ]);
  });

  it('answers 502 in words and changes nothing when the model gives no valid questions twice', async () => {
    const { id } = await createStrategy(server);
    fake.configure({
      rules: [
        { match: QUESTIONS_DRAFT_FIRST_LINE, content: '{"questions": [{"text": "Only one?"}]}' },
      ],
    });
    expect((await answer(draftQuestions(id), 502)).error).toBe(QUESTIONS_DRAFT_INVALID);
    const drafts = fake.log.filter((entry) =>
      entry.messages.at(-1)?.content.startsWith(QUESTIONS_DRAFT_FIRST_LINE),
    );
    expect(drafts).toHaveLength(2);
    expect(drafts[1]!.messages.at(-1)!.content).toContain('Your previous answer was not valid');
    expect((await readIntake(id)).version).toBe(0);
  });
});

describe('the brief draft', () => {
  it('proposes a brief from the overview and the answers, storing nothing', async () => {
    const { id } = await createStrategy(server, 'A coffee roaster in Utrecht.');
    await saved(
      putIntake(id, {
        questions: [{ id: 'reader', text: 'Who reads it?' }],
        answers: [{ questionId: 'reader', text: 'Our bank' }],
        version: 0,
      }),
    );
    const { brief } = await answer(draftBrief(id), 200);
    expect(brief).toEqual({
      ...EXAMPLE_BRIEF,
      purpose: `${EXAMPLE_BRIEF.purpose}, as the client says: Our bank`,
    });
    const prompt = fake.log
      .map((entry) => entry.messages.at(-1)!.content)
      .find((content) => content.startsWith(BRIEF_DRAFT_FIRST_LINE));
    expect(prompt).toContain('A coffee roaster in Utrecht.');
    expect(prompt).toContain('Q: Who reads it?\nA: Our bank');
    const intake = await readIntake(id);
    expect(intake.version).toBe(1);
    expect(intake.brief.audience).toBe('');
  });

  it('answers 502 in words after two bad answers', async () => {
    const { id } = await createStrategy(server);
    fake.configure({ rules: [{ match: BRIEF_DRAFT_FIRST_LINE, content: 'No brief today.' }] });
    expect((await answer(draftBrief(id), 502)).error).toBe(BRIEF_DRAFT_INVALID);
  });
});

describe('the prompts', () => {
  it('carry the engagement brief and the client answers, the summary’s too', async () => {
    const { id } = await createStrategy(server);
    await saved(
      putIntake(id, {
        questions: [
          { id: 'reader', text: 'Who reads it?' },
          { id: 'unanswered', text: 'What else?' },
        ],
        answers: [{ questionId: 'reader', text: 'Investors in Leeds' }],
        brief: BRIEF,
        version: 0,
      }),
    );
    const keys = ['mission-statement', 'pricing-strategy', 'executive-summary'];
    await answer(startRun(id, keys), 202);
    await waitForStrategy(server, id, sectionsSettled(keys));
    const prompts = fake.log.map((entry) => entry.messages.at(-1)!.content);
    expect(prompts).toHaveLength(3);
    for (const prompt of prompts) {
      const blocks = prompt.split('\n\n');
      expect(blocks).toContain(
        'Engagement brief:\nAudience: investors\nPurpose: Raise 90,000 euros for a second roaster\nFocus: Office plans',
      );
      expect(blocks).toContain('Client answers:\nQ: Who reads it?\nA: Investors in Leeds');
      expect(prompt).not.toContain('What else?');
    }
  });
});

describe('a change of the intake', () => {
  it('marks stale the sections an answer feeds and the summary; a brief change, every section', async () => {
    const { id } = await createStrategy(server);
    const first = await saved(
      putIntake(id, {
        questions: [{ id: 'price', text: 'What do you charge?', sections: ['pricing-strategy'] }],
        answers: [{ questionId: 'price', text: '6 euros a loaf' }],
        version: 0,
      }),
    );
    await writeSection(server, id, 'pricing-strategy', 'A loaf sells at 6 euros.');
    await writeSection(server, id, 'mission-statement', 'Good bread for the whole neighbourhood.');
    await writeSection(server, id, 'executive-summary', 'Acme Bakery sells good bread.');
    expect(staleKeys(await readStrategy(server, id))).toEqual([]);

    const second = await saved(
      putIntake(id, {
        answers: [{ questionId: 'price', text: '7 euros a loaf' }],
        version: first.version,
      }),
    );
    const afterAnswer = await readStrategy(server, id);
    expect(staleKeys(afterAnswer)).toEqual(['executive-summary', 'pricing-strategy']);
    expect(afterAnswer.sections['pricing-strategy']!.staleReasons).toEqual([
      { input: 'answers', key: 'price', change: 'changed' },
    ]);

    // `{sections: "stale"}` rewrites them; then the brief changes every written section.
    await answer(startRun(id, 'stale'), 202);
    const rewritten = ['pricing-strategy', 'executive-summary'];
    await waitForStrategy(server, id, sectionsSettled(rewritten));
    expect(staleKeys(await readStrategy(server, id))).toEqual([]);

    await saved(putIntake(id, { brief: BRIEF, version: second.version }));
    const afterBrief = await readStrategy(server, id);
    expect(staleKeys(afterBrief)).toEqual([
      'executive-summary',
      'mission-statement',
      'pricing-strategy',
    ]);
    expect(afterBrief.sections['mission-statement']!.staleReasons).toEqual([
      { input: 'brief', change: 'changed' },
    ]);
  });

  it('goes with a duplicate, whose sections stay current', async () => {
    const { id } = await createStrategy(server);
    const intake = await saved(
      putIntake(id, {
        questions: [{ id: 'reader', text: 'Who reads it?' }],
        answers: [{ questionId: 'reader', text: 'Investors' }],
        brief: BRIEF,
        version: 0,
      }),
    );
    await writeSection(server, id, 'mission-statement', 'Good bread for the whole neighbourhood.');
    const copy = await answer(server.api.strategies[':id'].duplicate.$post({ param: { id } }), 201);
    const { version: _version, ...content } = intake;
    expect(await readIntake(copy.id)).toMatchObject(content);
    expect(staleKeys(copy)).toEqual([]);
  });
});

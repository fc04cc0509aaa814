import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LABEL } from '../../../tools/fake-llm/demo-answer.ts';
import { createStrategy, runEnded, waitForStrategy } from '../testing/generation-helpers.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { answer } from '../testing/typed-answer.ts';

const SECTIONS = ['mission-statement', 'vision-statement', 'target-audience'];

let server: TestServer;

beforeAll(async () => {
  // A fresh server as `npm start` gives a newcomer: no key, no provider in the environment.
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

function settings() {
  return answer(server.api.settings.$get(), 200);
}

function startRun(id: string) {
  return server.api.strategies[':id'].runs.$post({ param: { id }, json: { sections: SECTIONS } });
}

describe(`the demo model preset on ${process.env.TEST_DATABASE ?? 'pglite'}`, () => {
  it('lets a server with no key choose the demo model and write a run, every section labelled', async () => {
    const health = await answer(server.api.health.$get(), 200);
    expect(health.provider.configured).toBe(false);
    const strategy = await createStrategy(server);
    const refused = await startRun(strategy.id);
    expect(refused.status).toBe(400);

    const saved = await server.api.settings.$put({ json: { provider: { preset: 'demo' } } });
    expect(saved.status).toBe(200);
    expect((await settings()).provider).toMatchObject({
      preset: 'demo',
      model: 'demo',
      configured: true,
      apiKeySet: false,
    });
    const test = await server.api.settings.test.$post({ json: {} });
    expect((await answer(test, 200)).ok).toBe(true);

    const started = await startRun(strategy.id);
    expect(started.status).toBe(202);
    const done = await waitForStrategy(server, strategy.id, runEnded);
    for (const key of SECTIONS) {
      const section = done.sections[key]!;
      expect(section.status).toBe('done');
      expect(section.content).toContain(DEMO_LABEL);
      expect(section.usage?.model).toBe('demo');
    }
  });

  it('serves the demo model on loopback only, to this process alone, with no test controls', async () => {
    const url = await server.context.settings.demo.url();
    expect(new URL(url).hostname).toBe('127.0.0.1');
    // Without the process's own key the model answers nobody.
    const stranger = await fetch(`${url}/models`);
    expect(stranger.status).toBe(401);
    const withKey = await fetch(`${url}/models`, {
      headers: { authorization: `Bearer ${server.context.settings.demo.apiKey}` },
    });
    expect(withKey.status).toBe(200);
    const configure = await fetch(new URL('/__fake/configure', url), {
      method: 'POST',
      body: JSON.stringify({ failureRates: { fail500: 1 } }),
    });
    expect(configure.status).toBe(404);
  });

  it('leaves the demo for another provider: the address and model typed are kept', async () => {
    const saved = await server.api.settings.$put({
      json: { provider: { preset: 'ollama', model: 'llama3.1' } },
    });
    expect(saved.status).toBe(200);
    expect((await settings()).provider).toMatchObject({
      preset: 'ollama',
      baseURL: 'http://127.0.0.1:11434/v1',
      model: 'llama3.1',
    });
  });
});

import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeLlm, startFakeLlm } from '../../../tools/fake-llm/server.ts';
import { appSettings } from '../db/schema.ts';
import { createLogger } from '../logger.ts';
import { SettingsService } from '../settings/settings-service.ts';
import { freePort } from '../testing/server-process.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { answer } from '../testing/typed-answer.ts';

const KEY = 'sk-test-settings-0123456789-4f2a';
let server: TestServer;
let fake: FakeLlm;

beforeAll(async () => {
  fake = await startFakeLlm({ apiKey: KEY, models: ['fake', 'fake-large'] });
  server = await startTestServer({ settingsSecret: 'a test secret of some length' });
});
afterAll(async () => {
  await server?.close();
  await fake?.close();
});

type SettingsUpdate = Parameters<TestServer['api']['settings']['$put']>[0]['json'];
type ProviderToTest = Parameters<
  TestServer['api']['settings']['test']['$post']
>[0]['json']['provider'];

function put(json: SettingsUpdate) {
  return server.api.settings.$put({ json });
}
function view() {
  return answer(server.api.settings.$get(), 200);
}
function test(provider?: ProviderToTest) {
  return answer(server.api.settings.test.$post({ json: provider ? { provider } : {} }), 200);
}

describe(`settings API on ${process.env.TEST_DATABASE ?? 'pglite'}`, () => {
  it('starts with no provider and the shipped price table in US dollars', async () => {
    const settings = await view();
    expect(settings.provider).toMatchObject({
      apiKeySet: false,
      apiKeyHint: null,
      configured: false,
      lockedByEnvironment: [],
      concurrency: 4,
    });
    expect(settings.currency).toBe('USD');
    expect(settings.prices['gpt-4.1-mini']).toEqual({
      inputPerMillion: 0.4,
      outputPerMillion: 1.6,
    });
  });

  it('saves a provider, keeps the key write-only and encrypted at rest', async () => {
    const response = await put({
      provider: { preset: 'custom', baseURL: `${fake.url}/`, model: 'fake', apiKey: KEY },
    });
    const saved = await answer(response, 200);
    expect(JSON.stringify(saved)).not.toContain(KEY);
    expect(saved.provider).toMatchObject({
      preset: 'custom',
      baseURL: fake.url,
      model: 'fake',
      apiKeySet: true,
      apiKeyHint: '…4f2a',
      configured: true,
    });
    const rows = await server.database.db.select().from(appSettings);
    expect(JSON.stringify(rows)).not.toContain(KEY);
    expect(JSON.stringify(rows)).not.toContain('0123456789');

    // A partial body changes only what it names.
    const partial = await answer(put({ provider: { concurrency: 2 } }), 200);
    expect(partial.provider).toMatchObject({ model: 'fake', apiKeySet: true, concurrency: 2 });
    const health = await answer(server.api.health.$get(), 200);
    expect(health.provider).toEqual({ configured: true, model: 'fake' });
  });

  it('answers "Test connection" in plain words', async () => {
    const ok = await test();
    expect(ok.ok).toBe(true);
    expect(ok.message).toMatch(/^OK: fake answered in [\d,]+ ms\.$/);
    expect(ok.latencyMs).toBeGreaterThanOrEqual(0);

    const refused = await test({ apiKey: 'sk-wrong-key-000000' });
    expect(refused).toMatchObject({ ok: false });
    expect(refused.message).toBe('The AI provider refused the key (HTTP 401): check the API key.');

    const missing = await test({ model: 'no-such-model' });
    expect(missing.ok).toBe(false);
    expect(missing.message).toBe(
      'The model "no-such-model" was not found at the provider (HTTP 404): check the model name and the base URL.',
    );

    const closedPort = `http://127.0.0.1:${await freePort()}/v1`;
    const nobody = await test({ baseURL: closedPort });
    expect(nobody).toEqual({
      ok: false,
      message: `Nothing is listening at ${new URL(closedPort).host}: check the base URL and that the server is running.`,
      latencyMs: null,
    });
  });

  it('says "timed out" when a server accepts the connection and never answers', async () => {
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    try {
      const result = await test({ baseURL: `http://127.0.0.1:${port}/v1`, apiKey: 'sk-x-000000' });
      expect(result.ok).toBe(false);
      expect(result.message).toBe(`Timed out: no answer from 127.0.0.1:${port} within 10 s.`);
    } finally {
      for (const socket of sockets) socket.destroy();
      silent.close();
    }
  }, 30_000);

  it('never sends the saved key to an address other than the saved one', async () => {
    const other = await startFakeLlm({ apiKey: KEY });
    try {
      const result = await test({ baseURL: other.url });
      expect(result.message).toBe('The provider wants an API key (HTTP 401): enter one.');
    } finally {
      await other.close();
    }
  });

  it("lists the provider's models, or says to type the name", async () => {
    const listed = await answer(server.api.settings.models.$get(), 200);
    expect(listed).toEqual({ available: true, models: ['fake', 'fake-large'] });
    const closedPort = `http://127.0.0.1:${await freePort()}/v1`;
    const unavailable = await answer(
      server.api.settings.models.$post({ json: { provider: { baseURL: closedPort } } }),
      200,
    );
    expect(unavailable.available).toBe(false);
    expect(unavailable.message).toMatch(/^Nothing is listening/);
  });

  it('edits the price table and currency; null removes a model', async () => {
    const response = await put({
      currency: 'EUR',
      prices: {
        fake: { inputPerMillion: 1.5, outputPerMillion: 6, reasoningPerMillion: 6 },
        'gpt-4o': null,
      },
    });
    const saved = await answer(response, 200);
    expect(saved.currency).toBe('EUR');
    expect(saved.prices.fake).toEqual({
      inputPerMillion: 1.5,
      outputPerMillion: 6,
      reasoningPerMillion: 6,
    });
    expect(saved.prices['gpt-4o']).toBeUndefined();
    expect(saved.prices['gpt-4.1-mini']).toBeDefined();
  });

  it('refuses bad input with a 400 naming the field, and stores nothing of it', async () => {
    const before = await view();
    const cases: [unknown, RegExp][] = [
      [{ provider: { baseURL: 'ftp://example.com' } }, /^Provider, base URL: must be an http/],
      [{ provider: { baseURL: 'https://<resource>.openai.azure.com/openai/v1' } }, /angle/],
      [{ provider: { concurrency: 0 } }, /^Provider, concurrency: /],
      [{ provider: { apiKey: '' } }, /^Provider, API key: /],
      [{ provider: { preset: 'skynet' } }, /^Provider, preset: /],
      [{ currency: 'XYZ' }, /^Currency: /],
      [{ prices: { fake: { inputPerMillion: -1, outputPerMillion: 1 } } }, /^Prices, fake/],
      [{ provider: { model: 'x', apiKey: 'bad key with spaces' } }, /^Provider, API key: /],
      [{ unknown: true }, /unknown|Unrecognized/i],
    ];
    for (const [body, message] of cases) {
      const response = await server.request('/api/settings', { method: 'PUT', json: body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(((await response.json()) as { error: string }).error).toMatch(message);
    }
    expect(await view()).toEqual(before);
  });

  it('reaches another instance on the same database within its re-read interval', async () => {
    const other = new SettingsService({
      config: server.config,
      database: server.database,
      logger: createLogger('silent'),
      cacheMs: 100,
    });
    await other.start();
    try {
      await put({ provider: { model: 'fake-large' } });
      const deadline = Date.now() + 5_000;
      while (other.currentProvider()?.provider.model !== 'fake-large') {
        if (Date.now() > deadline) throw new Error('The other instance never saw the change');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await put({ provider: { model: 'fake' } });
    } finally {
      other.stop();
    }
  });

  it('drops the saved key when the provider moves to another address without a new one', async () => {
    const moved = await answer(put({ provider: { preset: 'ollama', model: 'llama3.1' } }), 200);
    expect(moved.provider).toMatchObject({
      baseURL: 'http://127.0.0.1:11434/v1',
      apiKeySet: false,
      configured: true,
    });
  });
});

describe('settings fixed by the environment', () => {
  let fixed: TestServer;
  beforeAll(async () => {
    fixed = await startTestServer({
      provider: { baseURL: fake.url, apiKey: KEY, model: 'fake' },
      model: 'fake',
      environmentFixes: ['baseURL', 'apiKey', 'model'],
    });
  });
  afterAll(async () => {
    await fixed?.close();
  });

  it('shows the values the environment fixes and refuses to change them', async () => {
    const settings = await answer(fixed.api.settings.$get(), 200);
    expect(JSON.stringify(settings)).not.toContain(KEY);
    expect(settings.provider).toMatchObject({
      preset: 'custom',
      baseURL: fake.url,
      model: 'fake',
      apiKeySet: true,
      apiKeyHint: '…4f2a',
      lockedByEnvironment: ['baseURL', 'apiKey', 'model'],
    });
    const refused = await answer(
      fixed.api.settings.$put({ json: { provider: { model: 'other' } } }),
      400,
    );
    expect(refused.error).toBe(
      'provider.model: fixed by the environment (LLM_MODEL); change it there',
    );
    // What is not fixed can still be saved.
    const saved = await fixed.api.settings.$put({
      json: { provider: { model: 'fake', concurrency: 3 } },
    });
    expect(saved.status).toBe(200);
  });
});

describe('settings are the owner’s', () => {
  let guarded: TestServer;
  const TOKEN = 'owner-token-0123456789';
  beforeAll(async () => {
    guarded = await startTestServer({ accessToken: TOKEN });
  });
  afterAll(async () => {
    await guarded?.close();
  });

  it('answers 401 to every settings route without the access token', async () => {
    const { settings } = guarded.api;
    for (const [route, call] of [
      ['GET /api/settings', () => settings.$get()],
      ['PUT /api/settings', () => settings.$put({ json: { currency: 'EUR' } })],
      ['POST /api/settings/test', () => settings.test.$post({ json: {} })],
      ['GET /api/settings/models', () => settings.models.$get()],
      ['POST /api/settings/models', () => settings.models.$post({ json: {} })],
    ] as const) {
      expect((await call()).status, route).toBe(401);
    }
    const allowed = await settings.$get(undefined, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(allowed.status).toBe(200);
  });
});

describe('credentials inside the base URL', () => {
  const SECRETS = ['proxyuser', 'pr0xy-Pa55', 'qu3ry-S3cret'];
  let withCredentials: TestServer;
  let address: string;
  beforeAll(async () => {
    const { host } = new URL(fake.url);
    address = `http://proxyuser:pr0xy-Pa55@${host}/v1?key=qu3ry-S3cret&api-version=2024-06-01`;
    withCredentials = await startTestServer({
      provider: { baseURL: address, apiKey: KEY, model: 'fake' },
      model: 'fake',
      environmentFixes: ['baseURL', 'apiKey', 'model'],
    });
  });
  afterAll(async () => {
    await withCredentials?.close();
  });

  function expectNoSecret(text: string) {
    for (const secret of SECRETS) expect(text).not.toContain(secret);
  }

  it('never shows the user, password or key of LLM_BASE_URL in the settings', async () => {
    const settings = await answer(withCredentials.api.settings.$get(), 200);
    expectNoSecret(JSON.stringify(settings));
    expect(settings.provider.baseURL).toBe(
      `http://[redacted]@${new URL(fake.url).host}/v1?key=[redacted]&api-version=2024-06-01`,
    );
  });

  it('never echoes them in Test connection or the model list', async () => {
    const tested = await answer(withCredentials.api.settings.test.$post({ json: {} }), 200);
    expect(tested.ok).toBe(false);
    // The probe names the host it could not reach (decision 0065), never the address with its secret.
    expect(tested.message).toContain('Could not reach');
    expectNoSecret(JSON.stringify(tested));
    for (const models of [
      await withCredentials.api.settings.models.$get(),
      await withCredentials.api.settings.models.$post({ json: {} }),
    ]) {
      expect(models.status).toBe(200);
      expectNoSecret(await models.text());
    }
  });

  it('keeps a saved address with a key in its query when the page sends back the redacted one', async () => {
    const saved = `${fake.url}?key=qu3ry-S3cret`;
    expect(
      (await put({ provider: { preset: 'custom', baseURL: saved, model: 'fake' } })).status,
    ).toBe(200);
    const shown = (await view()).provider.baseURL;
    expectNoSecret(shown);
    const tested = await server.api.settings.test.$post({ json: { provider: { baseURL: shown } } });
    expectNoSecret(await tested.text());
    expect((await put({ provider: { baseURL: shown, model: 'fake-large' } })).status).toBe(200);
    const rows = await server.database.db.select().from(appSettings);
    expect(JSON.stringify(rows)).toContain(saved);
    expect((await put({ provider: { baseURL: fake.url, model: 'fake' } })).status).toBe(200);
  });
});

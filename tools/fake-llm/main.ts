import { parseArgs } from 'node:util';
import { startFakeLlm } from './server.ts';

const usage = `Usage: npm run fake-llm -- [--port 4010] [--host 127.0.0.1] [--ttft-ms 0]
       [--token-ms 0] [--tokens 40] [--max-concurrent N]
Environment: FAKE_LLM_PORT, FAKE_LLM_HOST, FAKE_LLM_TTFT_MS, FAKE_LLM_TOKEN_MS, FAKE_LLM_TOKENS,
             FAKE_LLM_MAX_CONCURRENT (flags win).`;

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    host: { type: 'string' },
    'ttft-ms': { type: 'string' },
    'token-ms': { type: 'string' },
    tokens: { type: 'string' },
    'max-concurrent': { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});

if (values.help) {
  console.log(usage);
  process.exit(0);
}

function numberSetting(flag: string | undefined, variable: string): number | undefined {
  const text = flag ?? process.env[variable];
  if (text === undefined || text === '') return undefined;
  const value = Number(text);
  if (!Number.isFinite(value) || value < 0) {
    console.error(`${variable} (or its flag) must be a non-negative number, got "${text}"`);
    process.exit(2);
  }
  return value;
}

const fake = await startFakeLlm({
  port: numberSetting(values.port, 'FAKE_LLM_PORT') ?? 4010,
  host: values.host ?? process.env.FAKE_LLM_HOST ?? '127.0.0.1',
  timeToFirstTokenMs: numberSetting(values['ttft-ms'], 'FAKE_LLM_TTFT_MS'),
  perTokenMs: numberSetting(values['token-ms'], 'FAKE_LLM_TOKEN_MS'),
  tokens: numberSetting(values.tokens, 'FAKE_LLM_TOKENS'),
  maxConcurrent: numberSetting(values['max-concurrent'], 'FAKE_LLM_MAX_CONCURRENT'),
});
console.log(`Fake model server on ${fake.url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void fake.close().then(() => process.exit(0));
  });
}

import { parseArgs } from 'node:util';
import { type FakeLlmAnswerStyle, type FakeLlmRefusableParameter, startFakeLlm } from './server.ts';

const usage = `Usage: npm run fake-llm -- [--port 4010] [--host 127.0.0.1] [--ttft-ms 0]
       [--token-ms 0] [--tokens 40] [--max-concurrent N] [--style demo|test]
       [--reasoning-tokens N] [--refuse max_tokens,temperature,stream_options]
Environment: FAKE_LLM_PORT, FAKE_LLM_HOST, FAKE_LLM_TTFT_MS, FAKE_LLM_TOKEN_MS, FAKE_LLM_TOKENS,
             FAKE_LLM_MAX_CONCURRENT, FAKE_LLM_STYLE, FAKE_LLM_REASONING_TOKENS, FAKE_LLM_REFUSE
             (flags win).
--style demo (the default here) writes a short, labelled sample per section; test writes the
exact token counts and "Fingerprint:" lines the tests and benchmarks use. --reasoning-tokens and
--refuse max_tokens,temperature make it behave like an OpenAI reasoning model.`;

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    host: { type: 'string' },
    'ttft-ms': { type: 'string' },
    'token-ms': { type: 'string' },
    tokens: { type: 'string' },
    'max-concurrent': { type: 'string' },
    style: { type: 'string' },
    'reasoning-tokens': { type: 'string' },
    refuse: { type: 'string' },
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

const style = values.style ?? process.env.FAKE_LLM_STYLE ?? 'demo';
if (style !== 'demo' && style !== 'test') {
  console.error(`FAKE_LLM_STYLE (or --style) must be demo or test, got "${style}"`);
  process.exit(2);
}
const refusable = ['max_tokens', 'temperature', 'stream_options'];
const refuse = (values.refuse ?? process.env.FAKE_LLM_REFUSE ?? '')
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const unknown = refuse.find((name) => !refusable.includes(name));
if (unknown) {
  console.error(`FAKE_LLM_REFUSE (or --refuse) takes ${refusable.join(', ')}; got "${unknown}"`);
  process.exit(2);
}

const fake = await startFakeLlm({
  answerStyle: style as FakeLlmAnswerStyle,
  refuseParameters: refuse as FakeLlmRefusableParameter[],
  reasoningTokens: numberSetting(values['reasoning-tokens'], 'FAKE_LLM_REASONING_TOKENS'),
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

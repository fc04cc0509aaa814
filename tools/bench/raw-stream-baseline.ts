// The baseline of `bench:generate`'s CPU figure: the same fake streams read by a plain `fetch`
// and a minimal SSE parse (split on blank lines, JSON.parse each `data:` line, append the text),
// each started at the moment the server started it, in this process. Only this process's CPU
// counts, as for the server. The same loop over node:http, the server's own transport since
// decision 0123, is measured too: the server's overhead over reading its streams at all.
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { type ThreadCpu, threadCpu, threadCpuSince } from './thread-cpu.ts';

interface FakeLog {
  log: { tokensSent: number }[];
}

/** One stream of the server's run: its section's title and when it started (ms after the first). */
export interface ScheduledStream {
  title: string;
  startMs: number;
}

/** Which client reads the streams: `fetch` (the baseline) or node:http. */
export type RawClient = 'fetch' | 'node-http';

const headers = { 'content-type': 'application/json', authorization: 'Bearer bench' };

function requestBody(title: string): string {
  return JSON.stringify({
    model: 'fake',
    stream: true,
    stream_options: { include_usage: true },
    // The fake answers by the section title on the first line, as it does for the server.
    messages: [
      {
        role: 'user',
        content: `Create a detailed and professional "${title}" section for a bakery.`,
      },
    ],
  });
}

/** Takes the text of one network read; keeps what is not yet a whole event. */
function sseReader() {
  let buffered = '';
  let text = '';
  return {
    read(piece: string) {
      buffered += piece;
      let end = buffered.indexOf('\n\n');
      while (end !== -1) {
        const event = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        end = buffered.indexOf('\n\n');
        if (!event.startsWith('data: ') || event === 'data: [DONE]') continue;
        const data = JSON.parse(event.slice(6)) as {
          choices: { delta?: { content?: string } }[];
        };
        text += data.choices[0]?.delta?.content ?? '';
      }
    },
    length: () => text.length,
  };
}

async function readWithFetch(fakeUrl: string, title: string): Promise<number> {
  const response = await fetch(`${fakeUrl}/v1/chat/completions`, {
    method: 'POST',
    headers,
    body: requestBody(title),
  });
  const decoder = new TextDecoder();
  const events = sseReader();
  for await (const chunk of response.body!) events.read(decoder.decode(chunk, { stream: true }));
  return events.length();
}

const agent = new http.Agent({ keepAlive: true });

function readWithNodeHttp(fakeUrl: string, title: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${fakeUrl}/v1/chat/completions`,
      { method: 'POST', headers, agent },
      (response) => {
        const events = sseReader();
        response.setEncoding('utf8');
        response.on('data', (piece: string) => events.read(piece));
        response.on('end', () => resolve(events.length()));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(requestBody(title));
  });
}

/**
 * CPU seconds per 1,000 tokens of the server's streams replayed on the server's schedule: the
 * same streams, each starting when the server started it, so as many are read at once at every
 * moment and the round lasts as long (a fixed cost per second or per wake-up weighs the same in
 * both). `bench:generate` takes rounds of it in turn with the server's runs and compares the
 * medians.
 */
export async function rawStreamBaseline(
  fakeUrl: string,
  schedule: readonly ScheduledStream[],
  client: RawClient = 'fetch',
): Promise<{ cpuPerThousandTokens: number; tokens: number; threads: ThreadCpu | undefined }> {
  await fetch(`${fakeUrl}/__fake/reset`, { method: 'POST' });
  const threadsBefore = threadCpu();
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  await Promise.all(
    schedule.map(async (stream) => {
      await sleep(Math.max(0, stream.startMs - (performance.now() - started)));
      await (client === 'fetch' ? readWithFetch : readWithNodeHttp)(fakeUrl, stream.title);
    }),
  );
  const cpu = process.cpuUsage(cpuBefore);
  const threads = threadCpuSince(threadsBefore);
  const { log } = (await (await fetch(`${fakeUrl}/__fake/log`)).json()) as FakeLog;
  const tokens = log.reduce((sum, entry) => sum + entry.tokensSent, 0);
  return { cpuPerThousandTokens: (cpu.user + cpu.system) / 1e6 / (tokens / 1000), tokens, threads };
}

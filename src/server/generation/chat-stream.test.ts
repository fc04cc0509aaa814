import OpenAI from 'openai';
import { expect, it } from 'vitest';
import { readChatCompletion } from './chat-stream.ts';

/** A response whose body arrives in exactly these pieces. */
function responseOf(pieces: string[]): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(encoder.encode(piece));
      controller.close();
    },
  });
  return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
}

async function texts(pieces: string[]): Promise<string[]> {
  const out: string[] = [];
  await readChatCompletion(responseOf(pieces), new AbortController().signal, (chunk) => {
    out.push(chunk.choices[0]?.delta?.content ?? `finish:${chunk.choices[0]?.finish_reason}`);
  });
  return out;
}

const delta = (content: string) =>
  `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content } }] })}\n\n`;

it('reads deltas split anywhere, CRLF line ends, comments, and stops at [DONE]', async () => {
  const whole = `: keep-alive\n\n${delta('Hel')}${delta('lo ✓')}data: [DONE]\n\n${delta('after')}`;
  const pieces = [whole.slice(0, 7), whole.slice(7, 50), whole.slice(50, 51), whole.slice(51)];
  expect(await texts(pieces)).toEqual(['Hel', 'lo ✓']);
  const crlf = whole.replaceAll('\n', '\r\n');
  const cut = crlf.indexOf('\r\n') + 1;
  expect(await texts([crlf.slice(0, cut), crlf.slice(cut)])).toEqual(['Hel', 'lo ✓']);
});

it('reads a last event without its blank line', async () => {
  expect(await texts([delta('a'), delta('b').trimEnd()])).toEqual(['a', 'b']);
});

it('throws an error sent inside the stream as the SDK does', async () => {
  const error = `data: ${JSON.stringify({ error: { message: 'overloaded', type: 'server_error' } })}\n\n`;
  await expect(texts([delta('a'), error])).rejects.toBeInstanceOf(OpenAI.APIError);
});

it('marks the end of each network read, after its events, also when the stream ends or errs', async () => {
  const seen: string[] = [];
  const read = (pieces: string[]) =>
    readChatCompletion(
      responseOf(pieces),
      new AbortController().signal,
      (chunk) => seen.push(chunk.choices[0]?.delta?.content ?? ''),
      () => seen.push('|'),
    );
  await read([delta('a') + delta('b'), delta('c'), 'data: [DONE]\n\n']);
  expect(seen.join('')).toBe('ab|c||');
  seen.length = 0;
  const error = `data: ${JSON.stringify({ error: { message: 'overloaded' } })}\n\n`;
  await expect(read([delta('a') + error])).rejects.toBeInstanceOf(OpenAI.APIError);
  expect(seen.join('')).toBe('a|');
});

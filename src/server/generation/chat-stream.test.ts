import http from 'node:http';
import type { AddressInfo } from 'node:net';
import OpenAI from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventStreamOf, nodeHttpFetch } from '../net/node-http-fetch.ts';
import { readChatCompletion } from './chat-stream.ts';

/** What the local server answers next: these pieces, each its own write, or a cut connection. */
let served: { pieces: (string | Buffer)[]; cutAfter?: number } = { pieces: [] };
let base = '';
const server = http.createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'text/event-stream' });
  const { pieces, cutAfter } = served;
  const next = (index: number): void => {
    if (index === cutAfter) {
      response.socket?.destroy();
      return;
    }
    if (index === pieces.length) {
      response.end();
      return;
    }
    response.write(pieces[index]);
    // Apart, so each piece is one network read.
    setTimeout(() => next(index + 1), 15);
  };
  next(0);
});
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The same pieces as an answer over node:http, read from its node stream (decision 0123). */
async function servedResponseOf(pieces: (string | Buffer)[], cutAfter?: number): Promise<Response> {
  served = { pieces, ...(cutAfter !== undefined ? { cutAfter } : {}) };
  return nodeHttpFetch(`${base}/v1/chat/completions`, { method: 'POST', body: '{}' });
}

const delta = (content: string) =>
  `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content } }] })}\n\n`;

/** A web response whose body arrives in exactly these pieces. */
function webResponseOf(pieces: string[]): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(encoder.encode(piece));
      controller.close();
    },
  });
  return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
}

describe.each([
  ['a web stream', async (pieces: string[]) => webResponseOf(pieces)],
  ['node:http', (pieces: string[]) => servedResponseOf(pieces)],
])('read from %s', (_source, responseOf) => {
  async function texts(pieces: string[]): Promise<string[]> {
    const out: string[] = [];
    await readChatCompletion(await responseOf(pieces), new AbortController().signal, (chunk) => {
      out.push(chunk.choices[0]?.delta?.content ?? `finish:${chunk.choices[0]?.finish_reason}`);
    });
    return out;
  }

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
    const read = async (pieces: string[]) =>
      readChatCompletion(
        await responseOf(pieces),
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
});

describe('node:http', () => {
  it('takes the node stream, not the web body', async () => {
    const response = await servedResponseOf([delta('a')]);
    const seen: string[] = [];
    await readChatCompletion(response, new AbortController().signal, (chunk) =>
      seen.push(chunk.choices[0]?.delta?.content ?? ''),
    );
    expect(seen).toEqual(['a']);
    // Handed over once: the stream was taken by the reader.
    expect(eventStreamOf(response)).toBeUndefined();
  });

  it('decodes a character split between two network reads', async () => {
    const bytes = Buffer.from(delta('✓ done'));
    const split = bytes.indexOf(Buffer.from('✓')) + 1;
    const response = await servedResponseOf([bytes.subarray(0, split), bytes.subarray(split)]);
    const seen: string[] = [];
    await readChatCompletion(response, new AbortController().signal, (chunk) =>
      seen.push(chunk.choices[0]?.delta?.content ?? ''),
    );
    expect(seen).toEqual(['✓ done']);
  });

  it('throws when the connection is cut before the answer ends', async () => {
    const response = await servedResponseOf([delta('a'), delta('b')], 1);
    const seen: string[] = [];
    const reading = readChatCompletion(response, new AbortController().signal, (chunk) =>
      seen.push(chunk.choices[0]?.delta?.content ?? ''),
    );
    await expect(reading).rejects.toThrow();
    expect(seen).toEqual(['a']);
  });

  it('ends quietly when the caller aborts mid-answer', async () => {
    const controller = new AbortController();
    served = { pieces: [delta('a'), delta('b'), delta('c')] };
    const response = await nodeHttpFetch(`${base}/`, {
      method: 'POST',
      body: '{}',
      signal: controller.signal,
    });
    const seen: string[] = [];
    const reading = readChatCompletion(response, controller.signal, (chunk) => {
      seen.push(chunk.choices[0]?.delta?.content ?? '');
      controller.abort();
    });
    await expect(reading).resolves.toBeUndefined();
    expect(seen).toEqual(['a']);
  });
});

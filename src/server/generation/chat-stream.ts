import type { Readable } from 'node:stream';
import OpenAI from 'openai';
import type { ChatCompletionChunk } from 'openai/resources/chat/completions';
import { eventStreamOf } from '../net/node-http-fetch.ts';

type OnChunk = (chunk: ChatCompletionChunk) => void;

/**
 * Reads a streamed chat completion from the raw response with one small parser, handing each
 * chunk to `onChunk` as it is parsed. The SDK's own stream decodes each chunk through three async
 * generators, a line decoder and an SSE decoder, which cost the server about as much CPU per token
 * as everything else it does (profiled for issue 17, decision 0051); a callback, not a generator
 * of its own, keeps one step per network read, and `onRead` lets the caller hand on a read's
 * text once however many tokens it held (decision 0114). A response from `nodeHttpFetch` is read
 * from its node stream's 'data' events, not through the web stream (decision 0123). The rules are
 * the SDK's: `[DONE]` ends the stream, a `data` object with an `error` is thrown as `APIError`,
 * `thread.*` events are skipped, and an abort ends the stream quietly (the caller checks its
 * signal).
 */
export async function readChatCompletion(
  response: Response,
  signal: AbortSignal,
  onChunk: OnChunk,
  /** After the chunks of one network read: what the caller gathered goes on from here once. */
  onRead: () => void = () => {},
): Promise<void> {
  const events = new ChatEventReader(response.headers, onChunk, onRead);
  const stream = eventStreamOf(response);
  if (stream) return readNodeStream(stream, signal, events);
  if (response.body) return readWebStream(response.body, signal, events);
}

async function readWebStream(
  body: ReadableStream<Uint8Array>,
  signal: AbortSignal,
  events: ChatEventReader,
): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let finished = false;
  try {
    for (;;) {
      let read: ReadableStreamReadResult<Uint8Array>;
      try {
        read = await reader.read();
      } catch (error) {
        if (signal.aborted) return;
        throw error;
      }
      finished = read.done;
      const text = read.done ? decoder.decode() : decoder.decode(read.value, { stream: true });
      if (events.read(text, finished) || finished) return;
    }
  } finally {
    // Left early ([DONE], an error, the caller stopped): drop the rest of the answer.
    if (!finished) reader.cancel().catch(() => {});
  }
}

/** Once `[DONE]` came, how long the rest of the answer may take to end before it is dropped. */
const DRAIN_MS = 1000;

function readNodeStream(
  stream: Readable,
  signal: AbortSignal,
  events: ChatEventReader,
): Promise<void> {
  stream.setEncoding('utf8');
  return new Promise((resolve, reject) => {
    let settled = false;
    const settle = (error?: unknown) => {
      if (settled) return;
      settled = true;
      stream.off('data', onData);
      if (error === undefined || signal.aborted) resolve();
      else reject(error);
    };
    const onData = (text: string) => {
      try {
        if (!events.read(text, false)) return;
        // The answer is over: its end (usually in the same read) lets the socket be reused.
        stream.resume();
        setTimeout(() => stream.destroy(), DRAIN_MS).unref();
        settle();
      } catch (error) {
        stream.destroy();
        settle(error);
      }
    };
    stream.on('data', onData);
    stream.once('end', () => {
      try {
        events.read('', true);
        settle();
      } catch (error) {
        settle(error);
      }
    });
    // A connection closed before the answer's end, as `fetch` reports it.
    stream.once('error', (error) => settle(error));
    stream.once('close', () => settle(new TypeError('terminated')));
  });
}

/**
 * The event-stream framing over text as it arrives. `read` takes one network read's text and
 * returns true once `[DONE]` was read; `onRead` follows each read, also one that threw.
 */
class ChatEventReader {
  private buffered = '';

  constructor(
    private readonly headers: Headers,
    private readonly onChunk: OnChunk,
    private readonly onRead: () => void,
  ) {}

  read(text: string, finished: boolean): boolean {
    let buffered = this.buffered + text;
    // CRLF line ends (some proxies), unless a CR may still be followed by its LF.
    if (buffered.includes('\r') && (finished || !buffered.endsWith('\r'))) {
      buffered = buffered.replace(/\r\n?/g, '\n');
    }
    let start = 0;
    try {
      for (let end = buffered.indexOf('\n\n'); end !== -1; end = buffered.indexOf('\n\n', start)) {
        const chunk = parseEvent(buffered.slice(start, end), this.headers);
        start = end + 2;
        if (chunk === 'done') return true;
        if (chunk) this.onChunk(chunk);
      }
      this.buffered = start === 0 ? buffered : buffered.slice(start);
      if (finished && this.buffered.trim()) {
        const chunk = parseEvent(this.buffered, this.headers);
        this.buffered = '';
        if (chunk === 'done') return true;
        if (chunk) this.onChunk(chunk);
      }
      return false;
    } finally {
      // Also when the read ended the stream or held an error: its text still goes on first.
      this.onRead();
    }
  }
}

function parseEvent(block: string, headers: Headers): ChatCompletionChunk | 'done' | undefined {
  let event: string | undefined;
  let data: string | undefined;
  if (block.startsWith('data: ') && !block.includes('\n')) {
    // Nearly every event is one `data: ` line: read it without cutting the block into lines.
    data = block.slice(6);
  } else {
    for (const line of block.split('\n')) {
      if (line === '' || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      let value = colon === -1 ? '' : line.slice(colon + 1);
      if (value.startsWith(' ')) value = value.slice(1);
      if (field === 'data') data = data === undefined ? value : `${data}\n${value}`;
      else if (field === 'event') event = value;
    }
  }
  if (data === undefined) return undefined;
  if (data.startsWith('[DONE]')) return 'done';
  if (event?.startsWith('thread.')) return undefined;
  const parsed = JSON.parse(data) as ChatCompletionChunk & { error?: object };
  if (parsed?.error) throw new OpenAI.APIError(undefined, parsed.error, undefined, headers);
  return parsed;
}

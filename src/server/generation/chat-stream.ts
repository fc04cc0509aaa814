import OpenAI from 'openai';
import type { ChatCompletionChunk } from 'openai/resources/chat/completions';

/**
 * Reads a streamed chat completion from the raw response with one small parser, handing each
 * chunk to `onChunk` as it is parsed. The SDK's own stream decodes each chunk through three async
 * generators, a line decoder and an SSE decoder, which cost the server about as much CPU per token
 * as everything else it does (profiled for issue 17, decision 0051); a callback, not a generator
 * of its own, keeps the one await per network read, and `onRead` lets the caller hand on a read's
 * text once however many tokens it held (decision 0114). The rules are the SDK's: `[DONE]` ends the
 * stream, a `data` object with an `error` is thrown as `APIError`, `thread.*` events are skipped,
 * and an abort ends the stream quietly (the caller checks its signal).
 */
export async function readChatCompletion(
  response: Response,
  signal: AbortSignal,
  onChunk: (chunk: ChatCompletionChunk) => void,
  /** After the chunks of one network read: what the caller gathered goes on from here once. */
  onRead: () => void = () => {},
): Promise<void> {
  if (!response.body) return;
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
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
      if (read.done) {
        buffered += decoder.decode();
        finished = true;
      } else {
        buffered += decoder.decode(read.value, { stream: true });
      }
      // CRLF line ends (some proxies), unless a CR may still be followed by its LF.
      if (buffered.includes('\r') && (finished || !buffered.endsWith('\r'))) {
        buffered = buffered.replace(/\r\n?/g, '\n');
      }
      let start = 0;
      try {
        for (
          let end = buffered.indexOf('\n\n');
          end !== -1;
          end = buffered.indexOf('\n\n', start)
        ) {
          const chunk = parseEvent(buffered.slice(start, end), response.headers);
          start = end + 2;
          if (chunk === 'done') return;
          if (chunk) onChunk(chunk);
        }
        buffered = start === 0 ? buffered : buffered.slice(start);
        if (finished) {
          const chunk = buffered.trim() ? parseEvent(buffered, response.headers) : undefined;
          if (chunk && chunk !== 'done') onChunk(chunk);
          return;
        }
      } finally {
        // Also when the read ended the stream or held an error: its text still goes on first.
        onRead();
      }
    }
  } finally {
    // Left early ([DONE], an error, the caller stopped): drop the rest of the answer.
    if (!finished) reader.cancel().catch(() => {});
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

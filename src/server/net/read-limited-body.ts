import type { IncomingMessage } from 'node:http';
import type { Readable, Transform } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';

export interface LimitedBody {
  bytes: Uint8Array;
  /** True when the body went on past the limit and was cut there. */
  truncated: boolean;
}

export class UnsupportedEncodingError extends Error {}

/**
 * Reads a response body up to `maxBytes` of DECODED content (so a small gzip that unpacks to
 * gigabytes is cut like any other long page) and stops reading the moment the limit is reached.
 */
export async function readLimitedBody(
  response: IncomingMessage,
  maxBytes: number,
): Promise<LimitedBody> {
  const stream = decodedBody(response);
  const chunks: Buffer[] = [];
  let size = 0;
  let truncated = false;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      if (chunk.length === 0) continue;
      // A page of exactly `maxBytes` is whole; only a byte beyond the limit marks it cut.
      if (size >= maxBytes) {
        truncated = true;
        break;
      }
      const room = maxBytes - size;
      if (chunk.length > room) {
        chunks.push(chunk.subarray(0, room));
        size = maxBytes;
        truncated = true;
        break;
      }
      chunks.push(chunk);
      size += chunk.length;
    }
  } finally {
    if (stream !== response) stream.destroy();
    response.destroy();
  }
  return { bytes: new Uint8Array(Buffer.concat(chunks, size)), truncated };
}

/** The body with its content encoding undone (identity: the response itself). */
export function decodedBody(response: IncomingMessage): Readable {
  const encoding = (response.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
  const decoder = DECODERS[encoding];
  if (!decoder) throw new UnsupportedEncodingError(`unsupported content encoding "${encoding}"`);
  if (decoder === 'identity') return response;
  const stream = decoder();
  response.on('error', (error) => stream.destroy(error));
  return response.pipe(stream);
}

const DECODERS: Record<string, (() => Transform) | 'identity'> = {
  identity: 'identity',
  '': 'identity',
  gzip: createGunzip,
  'x-gzip': createGunzip,
  deflate: createInflate,
  br: createBrotliDecompress,
};

import { describe, expect, it } from 'vitest';
import { FrontendFrameReader } from './wire-frames.mjs';

function startup(): Buffer {
  const body = Buffer.from('user\0postgres\0database\0postgres\0\0');
  const head = Buffer.alloc(8);
  head.writeInt32BE(8 + body.length, 0);
  head.writeInt32BE(196_608, 4);
  return Buffer.concat([head, body]);
}

function typed(type: string, body: string): Buffer {
  const head = Buffer.alloc(5);
  head.write(type, 0);
  head.writeInt32BE(4 + Buffer.byteLength(body), 1);
  return Buffer.concat([head, Buffer.from(body)]);
}

function request(code: number): Buffer {
  const bytes = Buffer.alloc(8);
  bytes.writeInt32BE(8, 0);
  bytes.writeInt32BE(code, 4);
  return bytes;
}

describe('FrontendFrameReader', () => {
  it('answers an SSL request, then passes the start-up message on alone', () => {
    const reader = new FrontendFrameReader();
    const frames = reader.push(Buffer.concat([request(80_877_103), startup()]));
    expect(frames.map((frame) => frame.kind)).toEqual(['encryption-request', 'startup']);
    expect(Buffer.from((frames[1] as { bytes: Uint8Array }).bytes)).toEqual(startup());
  });

  it('hands on every whole message of a chunk as one batch and keeps a partial one for later', () => {
    const reader = new FrontendFrameReader();
    reader.push(startup());
    const parse = typed('P', '\0SELECT 1\0\0\0');
    const sync = typed('S', '');
    const query = typed('Q', 'SELECT 2\0');
    const chunk = Buffer.concat([parse, sync, query]);
    const split = chunk.length - 3;

    const first = reader.push(chunk.subarray(0, split));
    expect(first).toEqual([
      { kind: 'messages', bytes: new Uint8Array(Buffer.concat([parse, sync])) },
    ]);
    expect(reader.push(chunk.subarray(split))).toEqual([
      { kind: 'messages', bytes: new Uint8Array(query) },
    ]);
  });

  it('waits for a start-up message cut in two, and drops a cancel request', () => {
    const reader = new FrontendFrameReader();
    const message = startup();
    expect(reader.push(Buffer.concat([request(80_877_102), message.subarray(0, 6)]))).toEqual([
      { kind: 'cancel-request' },
    ]);
    expect(reader.push(message.subarray(6)).map((frame) => frame.kind)).toEqual(['startup']);
  });

  it('refuses bytes that are no PostgreSQL protocol', () => {
    expect(() => new FrontendFrameReader().push(Buffer.from('GET / HTTP/1.1\r\n\r\n'))).toThrow(
      /Malformed start-up message/,
    );
    const version2 = request(0x0002_0000);
    expect(() => new FrontendFrameReader().push(version2)).toThrow(
      /Unsupported protocol version 2\.0/,
    );
  });
});

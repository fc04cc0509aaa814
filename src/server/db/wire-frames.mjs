// Plain JavaScript, like the worker that uses it: a worker that registered tsx would start a
// loader thread and esbuild first, adding a few hundred milliseconds to every start-up.

/**
 * Cuts a client's byte stream into PostgreSQL frontend messages (protocol 3.0), so the embedded
 * database is handed whole messages only. Before start-up a message has no type byte (start-up,
 * SSL request, cancel request: a length, then a code); after it, a type byte, then the length.
 */

const SSL_REQUEST_CODE = 80_877_103;
const GSS_ENCRYPTION_REQUEST_CODE = 80_877_104;
const CANCEL_REQUEST_CODE = 80_877_102;
const PROTOCOL_3 = 196_608;
/** PostgreSQL's own limit (MAX_STARTUP_PACKET_LENGTH). */
const MAX_STARTUP_LENGTH = 10_000;

export class FrontendFrameReader {
  #buffer = Buffer.alloc(0);
  #started = false;

  /** Adds received bytes; returns the frames now complete (an incomplete tail waits). */
  push(chunk) {
    this.#buffer =
      this.#buffer.length === 0
        ? Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
        : Buffer.concat([this.#buffer, chunk]);
    const frames = [];
    while (!this.#started && this.#buffer.length >= 8) {
      const length = this.#buffer.readInt32BE(0);
      if (length < 8 || length > MAX_STARTUP_LENGTH)
        throw new Error(`Malformed start-up message of length ${length}`);
      if (this.#buffer.length < length) return frames;
      const code = this.#buffer.readInt32BE(4);
      const bytes = this.#take(length);
      if (code === SSL_REQUEST_CODE || code === GSS_ENCRYPTION_REQUEST_CODE) {
        frames.push({ kind: 'encryption-request' });
      } else if (code === CANCEL_REQUEST_CODE) {
        frames.push({ kind: 'cancel-request' });
      } else if (code === PROTOCOL_3) {
        frames.push({ kind: 'startup', bytes });
        this.#started = true;
      } else {
        throw new Error(`Unsupported protocol version ${code >> 16}.${code & 0xffff}`);
      }
    }
    if (!this.#started) return frames;
    let end = 0;
    while (end + 5 <= this.#buffer.length) {
      const length = this.#buffer.readInt32BE(end + 1);
      if (length < 4) throw new Error(`Malformed message of length ${length}`);
      if (end + 1 + length > this.#buffer.length) break;
      end += 1 + length;
    }
    if (end > 0) frames.push({ kind: 'messages', bytes: this.#take(end) });
    return frames;
  }

  /** Copies the first `length` bytes out: the sender's buffer may be reused. */
  #take(length) {
    const bytes = new Uint8Array(this.#buffer.subarray(0, length));
    this.#buffer = this.#buffer.subarray(length);
    return bytes;
  }
}

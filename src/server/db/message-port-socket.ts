import { Duplex } from 'node:stream';
import type { MessagePort } from 'node:worker_threads';

/**
 * What `pg` needs of a socket (connect, setNoDelay, setKeepAlive, ref/unref, a byte stream),
 * over a MessagePort to the database thread: no file or port another process could reach.
 */
export class MessagePortSocket extends Duplex {
  readonly #port: MessagePort;

  constructor(port: MessagePort) {
    super();
    this.#port = port;
    port.on('message', (bytes: Uint8Array) => {
      this.push(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    });
    // The database thread went away: the client sees the connection end, as with a socket.
    port.on('close', () => this.push(null));
  }

  connect(): this {
    process.nextTick(() => this.emit('connect'));
    return this;
  }

  setNoDelay(): this {
    return this;
  }

  setKeepAlive(): this {
    return this;
  }

  ref(): this {
    this.#port.ref();
    return this;
  }

  unref(): this {
    this.#port.unref();
    return this;
  }

  override _read(): void {}

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: () => void): void {
    this.#post([chunk]);
    callback();
  }

  /** `pg` corks the socket around a query's messages: they cross to the thread as one. */
  override _writev(chunks: { chunk: Buffer }[], callback: () => void): void {
    this.#post(chunks.map(({ chunk }) => chunk));
    callback();
  }

  override _final(callback: () => void): void {
    this.#port.close();
    callback();
  }

  override _destroy(error: Error | null, callback: (error: Error | null) => void): void {
    this.#port.close();
    callback(error);
  }

  #post(chunks: Buffer[]): void {
    const bytes = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0));
    let offset = 0;
    for (const chunk of chunks) {
      bytes.set(chunk, offset);
      offset += chunk.byteLength;
    }
    this.#port.postMessage(bytes, [bytes.buffer]);
  }
}

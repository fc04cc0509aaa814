import type { Duplex } from 'node:stream';
import { MessageChannel, type MessagePort, Worker } from 'node:worker_threads';
import { MessagePortSocket } from './message-port-socket.ts';

export interface PgliteWorkerData {
  /** A folder on disk; absent for an in-memory database. */
  dataDir?: string;
  /** An in-memory database starts as a copy of this dump (`dumpDataDir` tar); moved, not copied. */
  template?: Uint8Array<ArrayBuffer>;
}

/** What `pglite-worker.mjs` takes... */
type ToPgliteWorker =
  /** A new client connection; its bytes flow over `port` both ways. */
  { type: 'connect'; port: MessagePort } | { type: 'dump' } | { type: 'close' };

/** ...and what it answers. */
type FromPgliteWorker =
  | { type: 'ready' }
  | { type: 'dump'; bytes: Uint8Array<ArrayBuffer> }
  | { type: 'closed' };

/** The embedded database running on its own thread (`pglite-worker.mjs`). */
export interface PgliteThread {
  /** A new connection for `pg`, as its `stream`. */
  connect(): Duplex;
  /** The whole database as a tar (`dumpDataDir`): tests build their template with it. */
  dump(): Promise<Uint8Array<ArrayBuffer>>;
  /** Closes the database cleanly and ends the thread; a thread that hangs is terminated. */
  close(): Promise<void>;
  /** Settles only when the thread stopped without being asked (a crash). */
  readonly failed: Promise<Error>;
  /** Whether the thread alone keeps the process running (by default it does, as a server's). */
  keepProcessAlive(keep: boolean): void;
}

const WORKER_URL = new URL('./pglite-worker.mjs', import.meta.url);
const CLOSE_TIMEOUT_MS = 15_000;

export async function startPgliteThread(data: PgliteWorkerData): Promise<PgliteThread> {
  const worker = new Worker(WORKER_URL, {
    workerData: data,
    execArgv: [],
    ...(data.template ? { transferList: [data.template.buffer as ArrayBuffer] } : {}),
  });
  let exited = false;
  /** Ports given to a thread that ends are not closed by it: its connections are ended here. */
  const sockets = new Set<MessagePortSocket>();
  let closing = false;
  let reportFailure: (error: Error) => void = () => {};
  const failed = new Promise<Error>((resolve) => {
    reportFailure = resolve;
  });
  const replies: ((message: FromPgliteWorker) => void)[] = [];
  worker.on('message', (message: FromPgliteWorker) => {
    if (message.type !== 'ready') replies.shift()?.(message);
  });

  await new Promise<void>((resolve, reject) => {
    const onExit = (code: number) =>
      reject(new Error(`The embedded database thread stopped at start (exit code ${code})`));
    const onMessage = (message: FromPgliteWorker) => {
      if (message.type !== 'ready') return;
      worker.off('error', reject);
      worker.off('exit', onExit);
      worker.off('message', onMessage);
      resolve();
    };
    worker.on('message', onMessage);
    // PGlite failing to open (a damaged folder, a missing parent) fails the start.
    worker.once('error', reject);
    worker.once('exit', onExit);
  }).catch(async (error: unknown) => {
    await worker.terminate();
    throw error;
  });

  let lastError: Error | undefined;
  worker.on('error', (error) => {
    lastError = error;
  });
  worker.on('exit', (code) => {
    exited = true;
    for (const reply of replies.splice(0)) reply({ type: 'closed' });
    for (const socket of sockets)
      socket.destroy(new Error('The embedded database thread has stopped'));
    if (!closing) {
      reportFailure(
        new Error(
          `The embedded database thread stopped unexpectedly (exit code ${code})` +
            (lastError ? `: ${lastError.message}` : ''),
          lastError ? { cause: lastError } : undefined,
        ),
      );
    }
  });

  function request(message: ToPgliteWorker): Promise<FromPgliteWorker> {
    if (exited) return Promise.reject(new Error('The embedded database thread has stopped'));
    return new Promise((resolve) => {
      replies.push(resolve);
      worker.postMessage(message);
    });
  }

  return {
    connect() {
      const channel = new MessageChannel();
      const socket = new MessagePortSocket(channel.port1);
      sockets.add(socket);
      socket.once('close', () => sockets.delete(socket));
      if (exited) {
        process.nextTick(() =>
          socket.destroy(new Error('The embedded database thread has stopped')),
        );
      } else {
        worker.postMessage({ type: 'connect', port: channel.port2 } satisfies ToPgliteWorker, [
          channel.port2,
        ]);
      }
      return socket;
    },
    async dump() {
      const reply = await request({ type: 'dump' });
      if (reply.type !== 'dump') throw new Error('The embedded database thread has stopped');
      return reply.bytes;
    },
    async close() {
      if (exited) return;
      closing = true;
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), CLOSE_TIMEOUT_MS);
      });
      // A query that never ends must not keep the data folder's lock: the thread is then ended
      // like a killed process, and the next start recovers from the write-ahead log.
      await Promise.race([request({ type: 'close' }), timedOut]);
      clearTimeout(timer);
      await worker.terminate();
    },
    failed,
    keepProcessAlive(keep) {
      if (keep) worker.ref();
      else worker.unref();
    },
  };
}

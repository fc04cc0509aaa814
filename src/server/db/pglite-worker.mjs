// The embedded database's own thread: PGlite (PostgreSQL compiled to WebAssembly) runs here, so
// a query, however long, never holds the server's event loop. The server reaches it with the
// ordinary `pg` driver over MessagePorts that carry the PostgreSQL wire protocol
// (docs/decisions/0013). The messages it takes and sends are typed in `pglite-thread.ts`.
// Plain JavaScript on purpose: see `wire-frames.mjs`.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { FrontendFrameReader } from './wire-frames.mjs';

const database = await PGlite.create({
  ...(workerData.dataDir ? { dataDir: workerData.dataDir } : {}),
  ...(workerData.template ? { loadDataDir: new Blob([workerData.template]) } : {}),
});

/**
 * Runs whole protocol messages and returns PGlite's raw answer in one buffer of its own, which
 * moves to the server's thread without a copy. (The streaming call, unlike `execProtocolRaw`,
 * does not also parse every answer into objects nobody here reads.)
 */
async function execute(messages) {
  const chunks = [];
  let length = 0;
  await database.runExclusive(() =>
    database.execProtocolRawStream(messages, {
      onRawData(bytes) {
        // A view into the WebAssembly memory, reused for the next chunk: copied now.
        chunks.push(bytes.slice());
        length += bytes.byteLength;
      },
    }),
  );
  if (chunks.length === 1) return chunks[0];
  const answer = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    answer.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return answer;
}

const REFUSE_ENCRYPTION = new TextEncoder().encode('N');

/**
 * PGlite is one session, and every connection shares it: its named prepared statements, its open
 * transaction, its settings. So the session's work runs in one queue, whichever connection asks,
 * and a connection's state does not outlive it: `pg` drops a connection after any failed
 * statement, and the next one, preparing its named statements again, met the old ones ("42P05
 * prepared statement already exists" on every claim until restart, issue 32).
 */
let session = Promise.resolve();
function onSession(task) {
  session = session.then(task);
  // PGlite answers SQL errors as protocol messages; a throw here means the database itself
  // broke (a WebAssembly trap): the thread ends, and the server reports it and exits.
  session.catch((error) =>
    setImmediate(() => {
      throw error;
    }),
  );
}

/** Back to a new session's state: no transaction, no prepared statement, settings and locks reset. */
async function resetSession() {
  if (database.closed) return;
  if (database.isInTransaction()) await database.exec('ROLLBACK');
  await database.exec('DISCARD ALL');
}

/** The connection served last: only its end may reset the session it now uses. */
let newest;

/** One client connection; the pool keeps to one at a time. */
function serve(port) {
  newest = port;
  // Whatever the previous connection left (its end may reach this thread after this start).
  onSession(resetSession);
  const reader = new FrontendFrameReader();
  port.on('message', (chunk) => {
    const frames = reader.push(chunk);
    onSession(async () => {
      for (const frame of frames) {
        if (frame.kind === 'cancel-request') continue;
        if (frame.kind === 'encryption-request') {
          port.postMessage(REFUSE_ENCRYPTION);
          continue;
        }
        const answer = await execute(frame.bytes);
        if (answer.byteLength > 0) port.postMessage(answer, [answer.buffer]);
      }
    });
  });
  port.on('close', () => {
    // A connection that went away inside a transaction must not leave it open for the next.
    if (port === newest) onSession(resetSession);
  });
}

parentPort.on('message', async (message) => {
  switch (message.type) {
    case 'connect':
      serve(message.port);
      return;
    case 'dump': {
      const dump = await database.dumpDataDir('none');
      const bytes = new Uint8Array(await dump.arrayBuffer());
      parentPort.postMessage({ type: 'dump', bytes }, [bytes.buffer]);
      return;
    }
    case 'close':
      await database.close();
      parentPort.postMessage({ type: 'closed' });
      return;
  }
});
parentPort.postMessage({ type: 'ready' });

import http from 'node:http';

/** A request sent exactly as written, for tests that send what a browser or `fetch` would not. */

const ANSWER_TIMEOUT_MS = 15_000;

export interface RawRequest {
  method: string;
  /** Sent as written: no dot-segment removal or re-encoding, unlike `fetch`. */
  path: string;
  contentType?: string | undefined;
  body?: Uint8Array | undefined;
  /** Send the body without Content-Length (chunked), so a size limit must count what it reads. */
  chunked?: boolean;
  /** Sent as given, `Host` included (`fetch` always sends the real one). */
  headers?: Record<string, string> | undefined;
  /** How long the answer may be silent; an export on a machine busy with other suites is slow. */
  answerTimeoutMs?: number;
}

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** One request on a fresh connection (a refused upload may close its connection). */
export function sendRaw(baseUrl: string, request: RawRequest): Promise<RawResponse> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    let answered = false;
    const outgoing = http.request(
      {
        host: hostname,
        port,
        method: request.method,
        path: request.path,
        agent: false,
        headers: {
          ...request.headers,
          ...(request.contentType === undefined ? {} : { 'content-type': request.contentType }),
        },
      },
      (response) => {
        answered = true;
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
        response.on('error', reject);
      },
    );
    // The server may answer (413) and close before it has read the whole body: that is fine.
    outgoing.on('error', (error) => {
      if (!answered) reject(error);
    });
    const timeout = request.answerTimeoutMs ?? ANSWER_TIMEOUT_MS;
    outgoing.setTimeout(timeout, () =>
      outgoing.destroy(new Error(`no answer in ${timeout} ms: ${request.method} ${request.path}`)),
    );
    if (request.chunked && request.body) {
      outgoing.write(request.body);
      outgoing.end();
    } else {
      outgoing.end(request.body);
    }
  });
}

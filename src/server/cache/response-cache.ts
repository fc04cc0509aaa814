import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context, TypedResponse } from 'hono';
import type { JSONParsed } from 'hono/utils/types';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

type Encoding = 'br' | 'gzip';

/**
 * One answer, serialised once; compressed once per encoding (on libuv's pool). `Json` is what the
 * bytes hold, so the route's answer keeps its type for `hc<AppType>` (decision 0112).
 */
export interface CachedBody<Json = unknown> {
  /** Never set: the compiler's note of what the bytes hold. */
  readonly json?: Json;
  /** Content version and request inputs (share fields, prices) the body was built from. */
  stamp: string;
  /** A hash of the JSON bytes: the same after a restart and on every instance. */
  hash: string;
  identity: Buffer;
  /** How many requests it answered: compression starts with the second (see `sendCached`). */
  reads: number;
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
}

/**
 * A byte-bounded, least-recently-used cache of JSON answers (decision 0050). An entry is served
 * only while its `stamp` equals the caller's; concurrent misses of one key share one build.
 */
export class ResponseCache {
  // Kept without their type (`never` fits any): a key's builder always builds the same type.
  private readonly entries = new Map<string, CachedBody<never>>();
  private readonly building = new Map<string, Promise<CachedBody<never>>>();
  private bytes = 0;

  constructor(private readonly maxBytes = 64 * 1024 * 1024) {}

  async get<Json>(
    key: string,
    stamp: string,
    build: () => Promise<Json>,
  ): Promise<CachedBody<Json>> {
    const hit = this.entries.get(key);
    if (hit?.stamp === stamp) {
      // Most recently used last, so eviction takes the oldest first.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const buildKey = `${key}\n${stamp}`;
    let pending = this.building.get(buildKey);
    if (!pending) {
      pending = serialise(stamp, build).finally(() => this.building.delete(buildKey));
      this.building.set(buildKey, pending);
      pending.then((entry) => this.store(key, entry)).catch(() => {});
    }
    return pending;
  }

  private store(key: string, entry: CachedBody<never>): void {
    this.drop(key);
    // Room for the compressed copies too (they are smaller than the JSON).
    const size = entry.identity.length * 2;
    if (size > this.maxBytes / 4) return;
    this.entries.set(key, entry);
    this.bytes += size;
    for (const oldest of this.entries.keys()) {
      if (this.bytes <= this.maxBytes) break;
      this.drop(oldest);
    }
  }

  private drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.identity.length * 2;
  }
}

async function serialise(stamp: string, build: () => Promise<unknown>): Promise<CachedBody<never>> {
  const identity = Buffer.from(JSON.stringify(await build()));
  const hash = createHash('sha256').update(identity).digest('base64url').slice(0, 32);
  return { stamp, hash, identity, reads: 0, encoded: {} };
}

function compress(entry: CachedBody, encoding: Encoding): Promise<Buffer> {
  entry.encoded[encoding] ??=
    encoding === 'gzip'
      ? gzipAsync(entry.identity, { level: 6 })
      : // Quality 5: close to 11's size in a small part of its time.
        brotliAsync(entry.identity, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 5,
            [constants.BROTLI_PARAM_SIZE_HINT]: entry.identity.length,
          },
        });
  return entry.encoded[encoding];
}

/** The strong ETag of one encoding: each representation has its own (RFC 9110 8.8.3). */
function etagOf(entry: CachedBody, encoding: Encoding | 'identity'): string {
  return encoding === 'identity' ? `"${entry.hash}"` : `"${entry.hash}-${encoding}"`;
}

/**
 * 304 when `If-None-Match` names the entry in any encoding; else the body in the best encoding
 * `Accept-Encoding` allows. A version's first answer goes out uncompressed: while sections stream
 * the owner's page reads each version about once, and compressing it would be wasted; from the
 * second read on (a share link passed around, a page reopened) it is compressed once and kept.
 */
export async function sendCached<Json>(
  c: Context,
  entry: CachedBody<Json>,
): Promise<
  (Response & TypedResponse<JSONParsed<Json>, 200, 'json'>) | ReturnType<typeof notModified>
> {
  entry.reads += 1;
  c.header('Vary', 'Accept-Encoding');
  const wanted = pickEncoding(c.req.header('accept-encoding'));
  const encoding =
    wanted !== 'identity' && (entry.reads > 1 || entry.encoded[wanted]) ? wanted : 'identity';
  c.header('ETag', etagOf(entry, encoding));
  if (matchesEtag(c.req.header('if-none-match'), entry)) return notModified(c);
  c.header('Content-Type', 'application/json');
  const body = encoding === 'identity' ? entry.identity : await compress(entry, encoding);
  if (encoding !== 'identity') c.header('Content-Encoding', encoding);
  // A copy-free view; Hono's types want an ArrayBuffer-backed array. The bytes are `Json`'s JSON.
  return c.body(
    new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength),
  ) as unknown as Response & TypedResponse<JSONParsed<Json>, 200, 'json'>;
}

function notModified(c: Context) {
  return c.body(null, 304);
}

function matchesEtag(header: string | undefined, entry: CachedBody): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const base = `"${entry.hash}`;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === `${base}"` || tag === `${base}-br"` || tag === `${base}-gzip"`);
}

/** br, else gzip, else none; a `q=0` refuses an encoding. */
export function pickEncoding(header: string | undefined): Encoding | 'identity' {
  const accepted = new Map<string, number>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const wants = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (wants('br')) return 'br';
  if (wants('gzip')) return 'gzip';
  return 'identity';
}

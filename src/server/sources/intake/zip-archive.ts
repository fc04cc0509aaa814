import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import { DocumentError } from './document-error.ts';
import { formatBytes, ZIP_LIMITS } from './intake-limits.ts';

export interface ZipArchive {
  /** Part names, as stored (`word/document.xml`). */
  readonly names: readonly string[];
  has(name: string): boolean;
  /**
   * Judges the whole archive from its directory, before anything is unpacked: the number of
   * parts, what they add up to, and how well each large one claims to be packed. `label` names
   * the document in the message ("This Word document (DOCX) would unpack to 4.0 GB...").
   */
  checkLimits(label: string): void;
  /** One part, unpacked whole, refused if it would pass `maxBytes`. */
  read(name: string, maxBytes?: number): Promise<Uint8Array>;
  /**
   * One part as it is unpacked; it fails if the part unpacks to more than it declared. Pass
   * what it throws to `fail` for the consultant's message.
   */
  stream(name: string): Promise<Readable>;
  /** The error to show for a failure while unpacking or reading a part. */
  fail(error: unknown): DocumentError;
  /** What the parts whose names pass the filter declare they unpack to. */
  declaredBytes(filter: (name: string) => boolean): number;
}

/**
 * Reads a ZIP's directory (yauzl). Nothing is unpacked here. Unpacking goes through yauzl's
 * size check, which fails a part the moment it produces more than its directory entry said, so
 * a part that lies about its size cannot slip past `checkLimits`.
 */
export async function openZipArchive(bytes: Uint8Array, label = 'file'): Promise<ZipArchive> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const zipfile = await new Promise<yauzl.ZipFile>((resolve, reject) => {
    yauzl.fromBuffer(
      buffer,
      { lazyEntries: true, validateEntrySizes: true, decodeStrings: true, strictFileNames: false },
      (error, opened) => (error ? reject(damaged(label, error)) : resolve(opened)),
    );
  });
  if (zipfile.entryCount > ZIP_LIMITS.maxEntries) {
    zipfile.close();
    throw new DocumentError(
      'zip-bomb',
      `This ${label} holds ${zipfile.entryCount.toLocaleString('en')} parts, more than the ${ZIP_LIMITS.maxEntries.toLocaleString('en')} a document may; it is refused as a possible zip bomb.`,
    );
  }
  const entries = await readDirectory(zipfile, label);
  return createArchive(zipfile, entries);
}

function readDirectory(zipfile: yauzl.ZipFile, label: string): Promise<Map<string, yauzl.Entry>> {
  return new Promise((resolve, reject) => {
    const entries = new Map<string, yauzl.Entry>();
    zipfile.on('entry', (entry: yauzl.Entry) => {
      if (entries.has(entry.fileName)) {
        zipfile.close();
        reject(damaged(label, new Error(`the part ${entry.fileName} appears twice`)));
        return;
      }
      if (!entry.fileName.endsWith('/')) entries.set(entry.fileName, entry);
      zipfile.readEntry();
    });
    zipfile.on('end', () => resolve(entries));
    zipfile.on('error', (error: Error) => reject(damaged(label, error)));
    zipfile.readEntry();
  });
}

function createArchive(zipfile: yauzl.ZipFile, entries: Map<string, yauzl.Entry>): ZipArchive {
  let label = 'file';

  function entryNamed(name: string): yauzl.Entry {
    const entry = entries.get(name);
    if (!entry) throw damaged(label, new Error(`the part ${name} is missing`));
    if (entry.isEncrypted()) {
      throw new DocumentError(
        'encrypted',
        `This ${label} is password-protected. Save a copy without a password and upload it again.`,
      );
    }
    return entry;
  }

  async function stream(name: string): Promise<Readable> {
    const entry = entryNamed(name);
    return zipfile.openReadStreamPromise(entry).catch((error: Error) => {
      throw damaged(label, error);
    });
  }

  return {
    names: [...entries.keys()],
    has: (name) => entries.has(name),
    checkLimits(documentLabel) {
      label = documentLabel;
      let total = 0;
      for (const entry of entries.values()) {
        total += entry.uncompressedSize;
        const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
        if (
          entry.uncompressedSize > ZIP_LIMITS.ratioCheckedAboveBytes &&
          ratio > ZIP_LIMITS.maxRatio
        ) {
          throw new DocumentError(
            'zip-bomb',
            `This ${label} is packed ${Math.round(ratio).toLocaleString('en')} to 1 (${entry.fileName} unpacks to ${formatBytes(entry.uncompressedSize)}), far more than any real document; it is refused as a possible zip bomb.`,
          );
        }
      }
      if (total > ZIP_LIMITS.maxTotalUncompressedBytes) {
        throw new DocumentError(
          'zip-bomb',
          `This ${label} would unpack to ${formatBytes(total)}, more than the ${formatBytes(ZIP_LIMITS.maxTotalUncompressedBytes)} a document may; it is refused as a possible zip bomb.`,
        );
      }
    },
    async read(name, maxBytes = ZIP_LIMITS.maxPartBytesInMemory) {
      const entry = entryNamed(name);
      if (entry.uncompressedSize > maxBytes) {
        throw new DocumentError(
          'too-complex',
          `This ${label} has a part (${name}) of ${formatBytes(entry.uncompressedSize)}, more than the ${formatBytes(maxBytes)} that can be read at once. Split the document and upload the parts.`,
        );
      }
      const chunks: Buffer[] = [];
      const readable = await stream(name);
      try {
        for await (const chunk of readable as AsyncIterable<Buffer>) chunks.push(chunk);
      } catch (error) {
        throw damaged(label, error);
      }
      return new Uint8Array(Buffer.concat(chunks));
    },
    stream,
    fail: (error) => damaged(label, error),
    declaredBytes(filter) {
      let total = 0;
      for (const [name, entry] of entries) if (filter(name)) total += entry.uncompressedSize;
      return total;
    },
  };
}

/** A `DocumentError` stays as it is; anything else means the file is damaged. */
export function damaged(label: string, cause: unknown): DocumentError {
  if (cause instanceof DocumentError) return cause;
  const message = cause instanceof Error ? cause.message : String(cause);
  const detail = /too many bytes in the stream/.test(message)
    ? 'a part unpacks to more than its declared size'
    : message;
  return new DocumentError(
    'damaged',
    `This ${label} is damaged and can't be read (${detail}). Open it, save a new copy and upload that.`,
    { cause },
  );
}

const MB = 1024 * 1024;

/**
 * The memory pdf.js may fill with decoded content while it reads one PDF. A real PDF's text,
 * fonts and first pages' images take a few MB to a few tens of MB; a 2 MB PDF built to inflate
 * to 2 GB needs all of it at once.
 */
export const MAX_PDF_DECODE_BYTES = 256 * MB;

/** Only buffers this large are counted: small ones cannot add up to the limit in time to matter. */
const COUNTED_FROM_BYTES = 64 * 1024;

export class DecodeBudgetExceeded extends Error {}

/**
 * Runs `read` (pdf.js reading one PDF) with every large Uint8Array it makes counted against
 * `limitBytes`. pdf.js keeps each decoded stream (Flate, LZW, ...) in a Uint8Array it doubles as
 * the stream grows; these buffers live outside the V8 heap, so a worker's heap limit does not
 * see them (issue 32: a 2 MB PDF took the server from 0.9 to 4.9 GB). pdf.js's classes are not
 * exported, so the count is taken where they allocate: the global `Uint8Array`, replaced for the
 * length of the read in this worker thread (which reads one document at a time).
 *
 * Past the limit every further allocation throws, and `onExceeded` runs once: pdf.js catches
 * errors inside its parser and may go on, so the caller answers at once and has its worker
 * stopped (`answerAndStop`). `DecompressionStream` is hidden during the read too: pdf.js would
 * otherwise inflate images natively, out of sight, and falls back to its own counted decoder.
 */
export async function withDecodeBudget<T>(
  limitBytes: number,
  onExceeded: () => void,
  read: () => Promise<T>,
): Promise<T> {
  const globals = globalThis as {
    Uint8Array: Uint8ArrayConstructor;
    DecompressionStream?: unknown;
  };
  const original = globals.Uint8Array;
  const decompression = globals.DecompressionStream;
  let allocated = 0;
  let exceeded = false;
  globals.Uint8Array = new Proxy(original, {
    construct(target, args, newTarget) {
      const size = allocationSize(args[0]);
      if (size >= COUNTED_FROM_BYTES) {
        allocated += size;
        if (allocated > limitBytes) {
          if (!exceeded) {
            exceeded = true;
            onExceeded();
          }
          throw new DecodeBudgetExceeded(`pdf.js needed more than ${limitBytes} bytes`);
        }
      }
      return Reflect.construct(target, args, newTarget);
    },
  });
  globals.DecompressionStream = undefined;
  try {
    const result = await read();
    if (exceeded) throw new DecodeBudgetExceeded(`pdf.js needed more than ${limitBytes} bytes`);
    return result;
  } catch (error) {
    throw exceeded ? new DecodeBudgetExceeded('over the decode budget', { cause: error }) : error;
  } finally {
    globals.Uint8Array = original;
    globals.DecompressionStream = decompression;
  }
}

/** The bytes `new Uint8Array(argument)` allocates: a length, or a copy of an array; a view none. */
function allocationSize(argument: unknown): number {
  if (typeof argument === 'number') return argument;
  if (argument instanceof ArrayBuffer || argument instanceof SharedArrayBuffer) return 0;
  const length = (argument as { length?: unknown } | null)?.length;
  return typeof length === 'number' ? length : 0;
}

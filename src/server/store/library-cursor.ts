import { isUuid } from '../../domain/uuid.ts';

/**
 * The library's keyset cursor (issue 32): the last item's `updated_at` to the microsecond (as
 * PostgreSQL keeps it; a JavaScript Date would round it and skip or repeat strategies) and its
 * id, which breaks ties. Opaque to callers: base64url of JSON.
 */
export interface LibraryCursor {
  /** UTC, `YYYY-MM-DDTHH:MM:SS.ffffff`. */
  updatedAt: string;
  id: string;
}

const MICROSECOND_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}$/;

export function encodeLibraryCursor(cursor: LibraryCursor): string {
  return Buffer.from(JSON.stringify([cursor.updatedAt, cursor.id])).toString('base64url');
}

/** The cursor, or undefined when the text is not one this server made. */
export function decodeLibraryCursor(text: string): LibraryCursor | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 2) return undefined;
    const [updatedAt, id] = value as unknown[];
    if (typeof updatedAt !== 'string' || !MICROSECOND_TIME.test(updatedAt)) return undefined;
    if (typeof id !== 'string' || !isUuid(id)) return undefined;
    return { updatedAt, id };
  } catch {
    return undefined;
  }
}

import { METADATA_FIELD_MAX_LENGTH } from './strategy-limits.ts';

const COPY_SUFFIX = ' (copy)';

/** The name a duplicate gets in the library: "Acme Bakery (copy)", within the field's limit. */
export function copyName(original: string): string {
  const name = original.trim() || 'Untitled strategy';
  return `${name.slice(0, METADATA_FIELD_MAX_LENGTH - COPY_SUFFIX.length)}${COPY_SUFFIX}`;
}

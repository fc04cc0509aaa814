import { METADATA_FIELD_MAX_LENGTH } from './strategy-limits.ts';

const COPY_SUFFIX = ' (copy)';

/** The company name a duplicate gets: "Acme Bakery (copy)", within the field's limit. */
export function copyName(companyName: string): string {
  const name = companyName.trim() || 'Untitled strategy';
  return `${name.slice(0, METADATA_FIELD_MAX_LENGTH - COPY_SUFFIX.length)}${COPY_SUFFIX}`;
}

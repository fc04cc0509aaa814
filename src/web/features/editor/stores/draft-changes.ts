import type { Language, Metadata } from '../../../../domain/strategy.ts';
import type { StrategyChanges } from '../api/update-strategy.ts';

export interface StrategyDraft {
  overview: string;
  metadata: Required<Metadata>;
  language: Language;
  /** Its name in the library; empty: its company name stands for it. */
  name: string;
}

export type FieldErrors = Partial<Record<'overview' | 'digitalLink', string>>;

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** What the server would refuse, named per field, so it is shown instead of sent. */
export function draftErrors(draft: StrategyDraft): FieldErrors {
  const errors: FieldErrors = {};
  if (!draft.overview.trim()) errors.overview = 'Business overview is required';
  if (draft.metadata.digitalLink.trim() && !isHttpUrl(draft.metadata.digitalLink)) {
    errors.digitalLink = 'Enter a web address starting with http:// or https://';
  }
  return errors;
}

/** The valid fields of `draft` that differ from `saved`; undefined when there is nothing to send. */
export function changesSince(
  saved: StrategyDraft,
  draft: StrategyDraft,
): StrategyChanges | undefined {
  const errors = draftErrors(draft);
  const changes: StrategyChanges = {};
  if (draft.overview !== saved.overview && !errors.overview) changes.overview = draft.overview;
  const metadata: Partial<Metadata> = {};
  for (const field of Object.keys(draft.metadata) as (keyof Metadata)[]) {
    if (field === 'digitalLink' && errors.digitalLink) continue;
    if (draft.metadata[field] !== saved.metadata[field]) metadata[field] = draft.metadata[field];
  }
  if (Object.keys(metadata).length > 0) changes.metadata = metadata;
  if (draft.language !== saved.language) changes.language = draft.language;
  if (draft.name !== saved.name) changes.name = draft.name;
  return Object.keys(changes).length > 0 ? changes : undefined;
}

/** `saved` after the server accepted `changes`. */
export function withChanges(saved: StrategyDraft, changes: StrategyChanges): StrategyDraft {
  return {
    overview: changes.overview ?? saved.overview,
    metadata: { ...saved.metadata, ...changes.metadata } as Required<Metadata>,
    language: changes.language ?? saved.language,
    name: changes.name === undefined ? saved.name : (changes.name ?? ''),
  };
}

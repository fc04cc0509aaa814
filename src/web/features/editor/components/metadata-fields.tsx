import {
  LANGUAGES,
  type Language,
  METADATA_FIELD_MAX_LENGTH,
} from '../../../../domain/strategy-limits.ts';
import { Field, inputClassName } from '../../../components/field.tsx';
import { changeDraft, useDraft } from '../stores/draft.ts';
import { draftErrors } from '../stores/draft-changes.ts';

const TEXT_FIELDS = [
  { field: 'companyName', label: 'Company Name', autoComplete: 'organization' },
  { field: 'clientName', label: 'Client Name', autoComplete: 'off' },
  { field: 'preparedBy', label: 'Prepared By', autoComplete: 'name' },
] as const;

/** The spec's metadata form plus the output language; disabled while generation is busy. */
export function MetadataFields({ disabled }: { disabled: boolean }) {
  const draft = useDraft((state) => state.draft);
  const linkError = draftErrors(draft).digitalLink;
  return (
    <fieldset disabled={disabled} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <legend className="sr-only">Report details</legend>
      {TEXT_FIELDS.map(({ field, label, autoComplete }) => (
        <Field key={field} id={`metadata-${field}`} label={label}>
          <input
            id={`metadata-${field}`}
            className={inputClassName}
            value={draft.metadata[field]}
            maxLength={METADATA_FIELD_MAX_LENGTH}
            autoComplete={autoComplete}
            onChange={(event) => changeDraft({ metadata: { [field]: event.target.value } })}
          />
        </Field>
      ))}
      <Field id="metadata-preparedDate" label="Prepared Date">
        <input
          id="metadata-preparedDate"
          type="date"
          className={inputClassName}
          value={draft.metadata.preparedDate}
          onChange={(event) => changeDraft({ metadata: { preparedDate: event.target.value } })}
        />
      </Field>
      <Field
        id="metadata-digitalLink"
        label="Digital Version Link"
        hint="Optional: where the client can read the latest version"
        error={linkError}
      >
        <input
          id="metadata-digitalLink"
          type="url"
          inputMode="url"
          placeholder="https://"
          className={inputClassName}
          value={draft.metadata.digitalLink}
          aria-invalid={linkError ? true : undefined}
          aria-describedby={linkError ? 'metadata-digitalLink-error' : undefined}
          onChange={(event) => changeDraft({ metadata: { digitalLink: event.target.value } })}
        />
      </Field>
      <Field id="strategy-language" label="Output Language">
        <select
          id="strategy-language"
          className={inputClassName}
          value={draft.language}
          onChange={(event) => changeDraft({ language: event.target.value as Language })}
        >
          {LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {language}
            </option>
          ))}
        </select>
      </Field>
    </fieldset>
  );
}

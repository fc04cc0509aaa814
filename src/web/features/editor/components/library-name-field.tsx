import { METADATA_FIELD_MAX_LENGTH } from '../../../../domain/strategy-limits.ts';
import { Field, inputClassName } from '../../../components/field.tsx';
import { changeDraft, useDraft } from '../stores/draft.ts';

/** The strategy's own name in the library (a copy's "… (copy)"): never on the cover. */
export function LibraryNameField({ disabled }: { disabled: boolean }) {
  const name = useDraft((state) => state.draft.name);
  const companyName = useDraft((state) => state.draft.metadata.companyName);
  return (
    <Field
      id="strategy-name"
      label="Name in your library"
      hint="Only you see it; the cover and the exports show the company name."
    >
      <input
        id="strategy-name"
        className={`${inputClassName} sm:max-w-md`}
        value={name}
        disabled={disabled}
        maxLength={METADATA_FIELD_MAX_LENGTH}
        autoComplete="off"
        placeholder={companyName || 'Untitled strategy'}
        onChange={(event) => changeDraft({ name: event.target.value })}
      />
    </Field>
  );
}

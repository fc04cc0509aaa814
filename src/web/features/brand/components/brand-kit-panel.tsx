import { useEffect, useId, useState } from 'react';
import { type BrandKit, DEFAULT_BRAND, resolveBrand } from '../../../../domain/brand.ts';
import { ENGLISH_DELIVERABLE_LABELS as LABELS } from '../../../../domain/deliverable-labels.ts';
import { Button } from '../../../components/button.tsx';
import { Field, inputClassName } from '../../../components/field.tsx';
import { Check } from '../../../components/icons.ts';
import { Notice } from '../../../components/notice.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { ApiError } from '../../../lib/api.ts';
import { notify } from '../../../lib/toast.ts';
import { useBrandSettings, useUpdateBrandSettings } from '../api/brand-settings.ts';
import {
  BRAND_TEXT_MAX,
  type BrandDraft,
  brandDraftErrors,
  brandToSave,
  FONT_CHOICES,
} from '../lib/brand-draft.ts';
import { BrandPreview } from './brand-preview.tsx';
import { ColourField } from './colour-field.tsx';
import { FirmLogoField } from './firm-logo-field.tsx';

const PLACEHOLDERS = '{client}, {firm}, {company}, {page}, {pages}';

/**
 * The owner's brand kit (issue 12): firm name and logo, colours, fonts from the bundled set,
 * running header and footer, disclaimer, with a live preview. Self-contained: the "Brand"
 * dialog mounts it, and a settings screen may mount it as well.
 */
export function BrandKitPanel({ onSaved }: { onSaved?: () => void }) {
  const settings = useBrandSettings();
  const update = useUpdateBrandSettings();
  const [draft, setDraft] = useState<BrandDraft>(() => resolveBrand(settings.data));
  const [touched, setTouched] = useState(false);
  const id = useId();

  // The stored kit replaces the defaults once it arrives, unless the person already typed.
  useEffect(() => {
    if (settings.data && !touched) setDraft(resolveBrand(settings.data));
  }, [settings.data, touched]);

  if (settings.isPending) {
    return (
      <p className="flex items-center gap-2 text-slate-500 text-sm">
        <Spinner /> Loading the brand kit…
      </p>
    );
  }
  if (settings.isError && !(settings.error instanceof ApiError && settings.error.status === 404)) {
    return (
      <Notice tone="error" role="alert" title="Could not load the brand kit">
        <p>{settings.error.message}</p>
      </Notice>
    );
  }

  const errors = brandDraftErrors(draft);
  const serverError = update.error instanceof Error ? update.error.message : undefined;
  const set = <K extends keyof BrandKit>(field: K, value: BrandKit[K]) => {
    setTouched(true);
    setDraft((current) => ({ ...current, [field]: value }));
  };
  const text = (field: keyof typeof BRAND_TEXT_MAX) => ({
    id: `${id}-${field}`,
    value: draft[field],
    maxLength: BRAND_TEXT_MAX[field],
    'aria-invalid': errors[field] ? true : undefined,
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
    className: inputClassName,
  });
  const save = () => {
    if (Object.keys(errors).length > 0) return;
    update.mutate(brandToSave(draft), {
      onSuccess: (saved) => {
        setDraft(resolveBrand(saved));
        setTouched(false);
        notify({ tone: 'success', title: 'Brand kit saved' });
        onSaved?.();
      },
    });
  };

  return (
    <form
      aria-label="Brand kit"
      className="space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <BrandPreview draft={draft} firmLogoUrl={settings.data?.firmLogoUrl} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-firmName`} label="Firm name" error={errors.firmName}>
          <input {...text('firmName')} autoComplete="organization" />
        </Field>
        <FirmLogoField logoUrl={settings.data?.firmLogoUrl} />
        <ColourField
          id={`${id}-primary`}
          label="Primary colour"
          value={draft.primaryColor}
          error={errors.primaryColor}
          onChange={(value) => set('primaryColor', value)}
        />
        <ColourField
          id={`${id}-accent`}
          label="Accent colour"
          value={draft.accentColor}
          error={errors.accentColor}
          onChange={(value) => set('accentColor', value)}
        />
        <Field id={`${id}-headingFont`} label="Heading font">
          <select
            id={`${id}-headingFont`}
            value={draft.headingFont}
            onChange={(event) => set('headingFont', event.target.value as BrandKit['headingFont'])}
            className={inputClassName}
          >
            {FONT_CHOICES.map((font) => (
              <option key={font}>{font}</option>
            ))}
          </select>
        </Field>
        <Field id={`${id}-bodyFont`} label="Body font">
          <select
            id={`${id}-bodyFont`}
            value={draft.bodyFont}
            onChange={(event) => set('bodyFont', event.target.value as BrandKit['bodyFont'])}
            className={inputClassName}
          >
            {FONT_CHOICES.map((font) => (
              <option key={font}>{font}</option>
            ))}
          </select>
        </Field>
        <Field
          id={`${id}-headerText`}
          label="Header text"
          hint={`Empty: "${LABELS.defaultHeader}". Placeholders: ${PLACEHOLDERS}.`}
          error={errors.headerText}
        >
          <input {...text('headerText')} placeholder={LABELS.defaultHeader} />
        </Field>
        <Field
          id={`${id}-footerText`}
          label="Footer text"
          hint={`Empty: "${LABELS.defaultFooter}". Placeholders: ${PLACEHOLDERS}.`}
          error={errors.footerText}
        >
          <input {...text('footerText')} placeholder={LABELS.defaultFooter} />
        </Field>
      </div>
      <Field
        id={`${id}-disclaimer`}
        label="Disclaimer"
        hint="Printed on the cover of every deliverable."
        error={errors.disclaimer}
      >
        <textarea {...text('disclaimer')} rows={3} />
      </Field>
      {serverError ? (
        <p role="alert" className="text-red-700 text-sm">
          Not saved: {serverError}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-end gap-2">
        <Button
          variant="ghost"
          onClick={() => {
            setTouched(true);
            setDraft({ ...DEFAULT_BRAND, firmName: draft.firmName });
          }}
        >
          Reset colours and fonts
        </Button>
        <Button
          type="submit"
          variant="primary"
          disabled={update.isPending || Object.keys(errors).length > 0}
        >
          {update.isPending ? <Spinner /> : <Check aria-hidden className="size-4" />}
          Save brand kit
        </Button>
      </div>
    </form>
  );
}

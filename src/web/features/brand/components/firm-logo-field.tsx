import { type ChangeEvent, useRef } from 'react';
import { LOGO_MAX_BYTES, LOGO_TOO_LARGE } from '../../../../domain/logo.ts';
import { Button } from '../../../components/button.tsx';
import { ImagePlus, X } from '../../../components/icons.ts';
import { Spinner } from '../../../components/spinner.tsx';
import { notify, notifyError } from '../../../lib/toast.ts';
import { useRemoveFirmLogo, useUploadFirmLogo } from '../api/brand-settings.ts';

/** The firm's logo (beside each strategy's client logo): upload, change or remove. */
export function FirmLogoField({ logoUrl }: { logoUrl: string | null | undefined }) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadFirmLogo();
  const remove = useRemoveFirmLogo();
  const busy = upload.isPending || remove.isPending;
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > LOGO_MAX_BYTES) {
      notify({
        tone: 'error',
        title: 'Failed to upload the firm logo',
        description: LOGO_TOO_LARGE,
      });
      return;
    }
    upload.mutate(file, {
      onSuccess: () => notify({ tone: 'success', title: 'Firm logo updated' }),
      onError: (error) => notifyError('Failed to upload the firm logo', error),
    });
  };
  return (
    <div className="flex flex-col gap-1.5">
      <span className="font-medium text-slate-700 text-sm">Firm logo</span>
      <div className="flex items-center gap-2">
        {logoUrl ? (
          <img
            src={logoUrl}
            alt="Firm logo"
            className="h-9 w-auto max-w-28 rounded-md border border-slate-200 bg-white object-contain p-0.5"
          />
        ) : null}
        <input
          ref={input}
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          hidden
          onChange={choose}
          data-testid="firm-logo-input"
        />
        <Button size="sm" className="h-9" disabled={busy} onClick={() => input.current?.click()}>
          {upload.isPending ? <Spinner /> : <ImagePlus aria-hidden className="size-4" />}
          {logoUrl ? 'Change firm logo' : 'Upload firm logo'}
        </Button>
        {logoUrl ? (
          <Button
            variant="ghost"
            size="icon"
            aria-label="Remove firm logo"
            disabled={busy}
            onClick={() =>
              remove.mutate(undefined, {
                onError: (error) => notifyError('Failed to remove the firm logo', error),
              })
            }
          >
            <X aria-hidden className="size-4" />
          </Button>
        ) : null}
      </div>
      <p className="text-slate-500 text-xs">PNG, JPEG, GIF or WebP, up to 2 MB.</p>
    </div>
  );
}

import { type ChangeEvent, useRef } from 'react';
import { LOGO_MAX_BYTES, LOGO_TOO_LARGE } from '../../../../domain/logo.ts';
import { Button } from '../../../components/button.tsx';
import { ImagePlus, X } from '../../../components/icons.ts';
import { Spinner } from '../../../components/spinner.tsx';
import { notify, notifyError } from '../../../lib/toast.ts';
import { useRemoveLogo } from '../api/remove-logo.ts';
import { useUploadLogo } from '../api/upload-logo.ts';

/** The logo on the cover and in exports: upload (images only), change or remove. */
export function LogoUpload({
  strategyId,
  logoUrl,
}: {
  strategyId: string;
  logoUrl?: string | undefined;
}) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadLogo(strategyId);
  const remove = useRemoveLogo(strategyId);
  const busy = upload.isPending || remove.isPending;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      window.alert('Please upload an image file.');
      return;
    }
    if (file.size > LOGO_MAX_BYTES) {
      notify({ tone: 'error', title: 'Failed to upload logo', description: LOGO_TOO_LARGE });
      return;
    }
    upload.mutate(file, {
      onSuccess: () => notify({ tone: 'success', title: 'Logo updated' }),
      onError: (error) => notifyError('Failed to upload logo', error),
    });
  };

  return (
    <div className="flex min-w-0 items-center gap-2">
      {logoUrl ? (
        <img
          src={logoUrl}
          alt="Strategy logo"
          className="h-9 w-auto min-w-0 max-w-24 shrink rounded-md border border-slate-200 bg-white object-contain p-0.5"
        />
      ) : null}
      <input
        ref={input}
        type="file"
        accept="image/*"
        hidden
        onChange={choose}
        data-testid="logo-input"
      />
      <Button
        disabled={busy}
        onClick={() => input.current?.click()}
        className="flex-1 sm:flex-none"
      >
        {upload.isPending ? <Spinner /> : <ImagePlus aria-hidden className="size-4" />}
        {logoUrl ? 'Change logo' : 'Upload logo'}
      </Button>
      {logoUrl ? (
        <Button
          variant="ghost"
          size="icon"
          aria-label="Remove logo"
          disabled={busy}
          onClick={() =>
            remove.mutate(undefined, {
              onError: (error) => notifyError('Failed to remove logo', error),
            })
          }
        >
          <X aria-hidden className="size-4" />
        </Button>
      ) : null}
    </div>
  );
}

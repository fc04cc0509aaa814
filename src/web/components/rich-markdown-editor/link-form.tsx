import { type FormEvent, useId, useState } from 'react';
import { safeUrl } from '../../../domain/url-policy.ts';
import { Button } from '../button.tsx';

/** Asks for a link's address; only addresses the URL rule keeps are accepted. */
export function LinkForm({
  initialAddress,
  onApply,
  onRemove,
  onCancel,
}: {
  initialAddress: string;
  onApply(address: string): void;
  onRemove?: () => void;
  onCancel(): void;
}) {
  const [address, setAddress] = useState(initialAddress);
  const [error, setError] = useState('');
  const inputId = useId();
  const errorId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = address.trim();
    if (!trimmed || !safeUrl(trimmed)) {
      setError('Enter an http, https, mailto, irc or xmpp address, or a relative one.');
      return;
    }
    onApply(trimmed);
  };
  return (
    <form
      onSubmit={submit}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onCancel();
        }
      }}
      className="flex flex-wrap items-end gap-2 border-slate-200 border-b bg-white p-2"
    >
      <div className="min-w-0 flex-1 basis-48">
        <label htmlFor={inputId} className="block font-medium text-slate-700 text-xs">
          Link address
        </label>
        <input
          id={inputId}
          // biome-ignore lint/a11y/noAutofocus: the form opens because the person asked for it
          autoFocus
          type="text"
          inputMode="url"
          value={address}
          onChange={(event) => {
            setAddress(event.target.value);
            setError('');
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          placeholder="https://"
          className="mt-0.5 h-9 w-full rounded-md border border-slate-300 px-2 text-sm"
        />
        {error ? (
          <p id={errorId} role="alert" className="mt-1 text-red-700 text-xs">
            {error}
          </p>
        ) : null}
      </div>
      <div className="flex gap-1">
        <Button type="submit" size="sm" variant="primary">
          Apply link
        </Button>
        {onRemove ? (
          <Button size="sm" onClick={onRemove}>
            Remove link
          </Button>
        ) : null}
        <Button size="sm" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

import type { ConnectionTestResult } from '../../../../domain/settings-presets.ts';
import { CircleCheck, CircleX } from '../../../components/icons.ts';

/** "Test connection"'s answer in plain words, announced to screen readers. */
export function ConnectionResult({
  pending,
  result,
  error,
}: {
  pending: boolean;
  result: ConnectionTestResult | undefined;
  error: Error | null;
}) {
  const message = pending
    ? 'Testing the connection…'
    : (result?.message ?? (error ? error.message : ''));
  const ok = !pending && result?.ok === true;
  const failed = !pending && (result?.ok === false || error !== null);
  return (
    <p
      role="status"
      className={`flex min-h-5 items-start gap-2 text-sm ${ok ? 'text-emerald-700' : failed ? 'text-red-700' : 'text-slate-600'}`}
    >
      {ok ? <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0" /> : null}
      {failed ? <CircleX aria-hidden className="mt-0.5 size-4 shrink-0" /> : null}
      <span>{message}</span>
    </p>
  );
}

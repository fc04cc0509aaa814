import type { ReactNode } from 'react';

export const inputClassName =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-xs placeholder:text-slate-400 focus:border-indigo-500 focus:ring-2 focus:ring-indigo-500/20 focus:outline-none disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500 aria-invalid:border-red-400';

/** A label above its control; `hint` and `error` below it. */
export function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="font-medium text-slate-700 text-sm">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-red-700 text-xs">
          {error}
        </p>
      ) : hint ? (
        <p className="text-slate-500 text-xs">{hint}</p>
      ) : null}
    </div>
  );
}

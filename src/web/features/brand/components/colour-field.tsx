import { inputClassName } from '../../../components/field.tsx';

/** A colour as a picker and as `#RRGGBB` text, kept in step. */
export function ColourField({
  id,
  label,
  value,
  error,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  error: string | undefined;
  onChange(value: string): void;
}) {
  const valid = /^#[0-9a-f]{6}$/i.test(value);
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="font-medium text-slate-700 text-sm">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={`${label} picker`}
          value={valid ? value.toLowerCase() : '#000000'}
          onChange={(event) => onChange(event.target.value.toUpperCase())}
          className="h-9 w-11 shrink-0 cursor-pointer rounded-md border border-slate-300 bg-white p-0.5"
        />
        <input
          id={id}
          value={value}
          maxLength={7}
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.target.value.trim())}
          className={`${inputClassName} font-mono uppercase`}
        />
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-red-700 text-xs">
          {error}
        </p>
      ) : null}
    </div>
  );
}

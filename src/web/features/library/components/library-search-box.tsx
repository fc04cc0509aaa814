import { LIBRARY_PAGE_LIMITS } from '../../../../domain/strategy-limits.ts';
import { inputClassName } from '../../../components/field.tsx';
import { Search } from '../../../components/icons.ts';
import { Spinner } from '../../../components/spinner.tsx';

/** The library's search box; a spinner while the list catches up with what was typed. */
export function LibrarySearchBox({
  value,
  onChange,
  searching,
}: {
  value: string;
  onChange(value: string): void;
  searching: boolean;
}) {
  return (
    <div className="relative">
      {/* The spinner takes the magnifier's place: the right end holds the browser's clear button. */}
      {searching ? (
        <Spinner className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" />
      ) : (
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
        />
      )}
      <input
        type="search"
        aria-label="Search saved strategies"
        placeholder="Search client, company or overview"
        maxLength={LIBRARY_PAGE_LIMITS.searchLength}
        className={`${inputClassName} pl-9`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

import { useRef } from 'react';
import type { ShareLink } from '../../../../domain/share-link.ts';
import type { Language } from '../../../../domain/strategy-limits.ts';
import { inputClassName } from '../../../components/field.tsx';
import { CalendarClock, CircleCheck, InfinityIcon as NoExpiry } from '../../../components/icons.ts';
import { ACCESS_LABELS, formatShareDate } from '../lib/share-labels.ts';
import { CopyLinkButton } from './copy-link-button.tsx';

/** The link just made: a read-only box to copy from, its access and its expiry. */
export function GeneratedLink({ link, language }: { link: ShareLink; language: Language }) {
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <div className="space-y-3 rounded-xl border border-emerald-200 bg-emerald-50/50 p-4">
      <p className="flex items-center gap-2 font-medium text-emerald-800 text-sm">
        <CircleCheck aria-hidden className="size-4" />
        {link.accessType === 'intake'
          ? 'Questionnaire link ready to send to the client'
          : `${ACCESS_LABELS[link.accessType]} link ready to share`}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor="share-link-url" className="sr-only">
          Share link
        </label>
        <input
          ref={inputRef}
          id="share-link-url"
          readOnly
          value={link.url}
          onFocus={(event) => event.currentTarget.select()}
          className={`${inputClassName} font-mono text-xs sm:text-sm`}
        />
        <CopyLinkButton url={link.url} inputRef={inputRef} />
      </div>
      {link.expiresAt ? (
        <p className="flex items-center gap-2 text-slate-600 text-sm">
          <CalendarClock aria-hidden className="size-4 text-slate-400" />
          Expires on {formatShareDate(link.expiresAt, language)}
        </p>
      ) : (
        <p className="flex items-center gap-2 text-slate-600 text-sm">
          <NoExpiry aria-hidden className="size-4 text-slate-400" />
          Does not expire
        </p>
      )}
    </div>
  );
}

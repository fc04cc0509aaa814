import { ExternalLink } from 'lucide-react';
import type { Metadata } from '../../../../domain/strategy.ts';
import { formatPreparedDate } from '../lib/format-prepared-date.ts';
import { presentationElementId } from '../lib/presentation-target.ts';
import { FadeIn } from './fade-in.tsx';

export function CoverSlide({
  overview,
  metadata,
  logoUrl,
}: {
  overview: string;
  metadata: Metadata;
  logoUrl: string | undefined;
}) {
  const details = [
    { label: 'Company', value: metadata.companyName },
    { label: 'Client', value: metadata.clientName },
    { label: 'Prepared by', value: metadata.preparedBy },
    { label: 'Date', value: formatPreparedDate(metadata.preparedDate) },
  ];
  return (
    <section
      id={presentationElementId({ kind: 'overview' })}
      data-slide
      aria-labelledby="presentation-cover-title"
      className="relative flex min-h-full snap-start flex-col overflow-hidden bg-slate-950 px-6 pt-8 pb-24 text-white sm:px-12 sm:pt-14 lg:px-20"
    >
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgba(99,102,241,0.45),transparent_55%),radial-gradient(ellipse_at_bottom_left,rgba(14,165,233,0.18),transparent_50%)]"
      />
      <FadeIn className="relative flex flex-1 flex-col">
        <div className="flex items-center justify-between gap-4 sm:min-h-12">
          {logoUrl ? (
            <img
              src={logoUrl}
              alt={metadata.companyName ? `${metadata.companyName} logo` : 'Logo'}
              className="max-h-14 max-w-48 rounded-lg bg-white object-contain p-2"
            />
          ) : (
            <span />
          )}
          <span
            className={`text-indigo-200/80 text-xs uppercase tracking-[0.2em] ${logoUrl ? '' : 'hidden sm:inline'}`}
          >
            Strategy report
          </span>
        </div>

        <div className="flex max-w-3xl flex-1 flex-col justify-center py-6 sm:py-10">
          {metadata.companyName ? (
            <p className="font-medium text-indigo-200 text-sm uppercase tracking-[0.18em]">
              {metadata.companyName}
            </p>
          ) : null}
          <h2
            id="presentation-cover-title"
            className="mt-3 font-semibold text-4xl tracking-tight sm:text-6xl"
          >
            Business Strategy
          </h2>
          <div aria-hidden className="mt-6 h-1 w-16 rounded-full bg-indigo-400" />
          <p className="mt-6 whitespace-pre-line text-base text-slate-300 leading-7 sm:text-lg sm:leading-8">
            {overview}
          </p>
        </div>

        <dl className="grid grid-cols-2 gap-x-6 gap-y-5 border-white/15 border-t pt-6 sm:grid-cols-4">
          {details.map((detail) => (
            <div key={detail.label} className="min-w-0">
              <dt className="text-slate-400 text-xs uppercase tracking-wider">{detail.label}</dt>
              <dd className="mt-1 break-words font-medium text-sm text-white sm:text-base">
                {detail.value || '—'}
              </dd>
            </div>
          ))}
        </dl>
        {metadata.digitalLink ? (
          <a
            href={metadata.digitalLink}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="mt-5 inline-flex w-fit items-center gap-1.5 text-indigo-200 text-sm underline-offset-4 hover:underline"
          >
            Digital version <ExternalLink aria-hidden className="size-3.5" />
          </a>
        ) : null}
      </FadeIn>
    </section>
  );
}

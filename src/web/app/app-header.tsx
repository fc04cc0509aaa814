import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { healthQueryOptions } from '../lib/health.ts';

function ModelBadge() {
  const { data } = useQuery(healthQueryOptions);
  if (!data) return null;
  const configured = data.provider.configured;
  return (
    <span
      className="hidden items-center gap-1.5 rounded-full border border-slate-200 px-2.5 py-1 text-slate-600 text-xs md:inline-flex"
      title={configured ? 'The AI model that writes the sections' : 'No AI provider configured'}
    >
      <span
        aria-hidden
        className={`size-1.5 rounded-full ${configured ? 'bg-emerald-500' : 'bg-amber-500'}`}
      />
      {configured ? `Model: ${data.provider.model}` : 'No AI provider'}
    </span>
  );
}

export function AppHeader({ children }: { children?: ReactNode }) {
  return (
    <header
      data-sticky-header
      className="sticky top-0 z-30 border-slate-200 border-b bg-white/90 backdrop-blur"
    >
      <div className="mx-auto flex max-w-6xl items-center gap-2 px-4 py-3 sm:gap-3">
        <Link to="/" className="flex min-w-0 items-center gap-2 rounded-md sm:gap-2.5">
          <svg aria-hidden viewBox="0 0 32 32" className="size-7 shrink-0 sm:size-8">
            <rect width="32" height="32" rx="7" fill="#4338ca" />
            <path
              d="M8 23V9l8 8 8-8v14"
              stroke="white"
              strokeWidth="3"
              fill="none"
              strokeLinejoin="round"
            />
          </svg>
          <h1 className="truncate font-semibold text-[15px] text-slate-900 tracking-tight sm:text-lg">
            The Maker Business Builder
          </h1>
        </Link>
        <div className="ml-auto flex shrink-0 items-center sm:gap-2">
          <ModelBadge />
          {children}
        </div>
      </div>
    </header>
  );
}

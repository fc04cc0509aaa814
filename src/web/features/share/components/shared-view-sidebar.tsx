import type { ReactNode } from 'react';
import { type BrandKit, resolveBrand } from '../../../../domain/brand.ts';
import { textOn } from '../../../../domain/brand-colours.ts';

/**
 * The left column on wider screens (the spec's 64 units), topped by the consultant's brand: the
 * firm's logo or initial in its primary colour, and its name. White label: never the product's.
 */
export function SharedViewSidebar({
  title,
  brand,
  firmLogoUrl,
  children,
}: {
  title: string;
  brand?: Partial<BrandKit>;
  firmLogoUrl?: string;
  children: ReactNode;
}) {
  const { firmName, primaryColor } = resolveBrand(brand);
  return (
    <aside className="hidden w-64 shrink-0 flex-col border-slate-200 border-r bg-white md:flex">
      <div className="flex items-center gap-2.5 border-slate-100 border-b px-5 py-4">
        {firmLogoUrl ? (
          <img
            src={firmLogoUrl}
            alt={firmName ? `${firmName} logo` : 'Firm logo'}
            className="h-8 w-auto max-w-16 shrink-0 object-contain"
          />
        ) : (
          <span
            aria-hidden
            className="grid size-8 shrink-0 place-items-center rounded-lg font-bold text-sm"
            style={{ background: primaryColor, color: textOn(primaryColor) }}
          >
            {(firmName || title).charAt(0).toUpperCase()}
          </span>
        )}
        <div className="min-w-0">
          <p className="truncate font-semibold text-slate-900 text-sm">{title}</p>
          {firmName ? <p className="truncate text-slate-500 text-xs">{firmName}</p> : null}
        </div>
      </div>
      {children}
    </aside>
  );
}

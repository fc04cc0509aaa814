import type { ReactNode } from 'react';
import { resolveBrand } from '../../../../domain/brand.ts';
import { textOn } from '../../../../domain/brand-colours.ts';
import { localeOf } from '../../../../domain/locale.ts';
import type { SharedIntake } from '../../../../domain/share-link.ts';
import { fontStack } from '../../../lib/brand-fonts.ts';
import { useBrandFonts } from '../../../lib/use-brand-fonts.ts';

/**
 * The top bar of a questionnaire or memo link in the consultant's brand: the firm's logo (or its
 * initial) and name on its primary colour, the client's logo on a white tile beside. White label:
 * never the product's name.
 */
export function LinkHeader({
  link,
}: {
  link: Pick<SharedIntake, 'brand' | 'firmLogoUrl' | 'logoUrl' | 'companyName'>;
}) {
  const { firmName, primaryColor, headingFont } = resolveBrand(link.brand);
  const onPrimary = textOn(primaryColor);
  return (
    <header style={{ background: primaryColor, color: onPrimary }}>
      <div className="mx-auto flex max-w-2xl items-center gap-3 px-4 py-3">
        {link.firmLogoUrl ? (
          <span className="grid h-10 shrink-0 place-items-center rounded-md bg-white px-2">
            <img
              src={link.firmLogoUrl}
              alt={firmName ? `${firmName} logo` : 'Firm logo'}
              className="h-7 w-auto max-w-24 object-contain"
            />
          </span>
        ) : firmName ? (
          <span
            aria-hidden
            className="grid size-10 shrink-0 place-items-center rounded-md bg-white/20 font-bold"
          >
            {firmName.charAt(0).toUpperCase()}
          </span>
        ) : null}
        <p
          className="min-w-0 flex-1 truncate font-semibold"
          style={{ fontFamily: fontStack(headingFont) }}
        >
          {firmName}
        </p>
        {link.logoUrl ? (
          <span className="grid h-10 shrink-0 place-items-center rounded-md bg-white px-2">
            <img
              src={link.logoUrl}
              alt={link.companyName ? `${link.companyName} logo` : 'Client logo'}
              className="h-7 w-auto max-w-24 object-contain"
            />
          </span>
        ) : null}
      </div>
    </header>
  );
}

/**
 * The page of a questionnaire or memo link: in the strategy's language and direction, the firm's
 * fonts loaded and its body font set, under the branded top bar.
 */
export function LinkPage({
  link,
  children,
}: {
  link: Pick<SharedIntake, 'brand' | 'firmLogoUrl' | 'logoUrl' | 'companyName' | 'language'>;
  children: ReactNode;
}) {
  const brand = resolveBrand(link.brand);
  useBrandFonts(brand);
  const locale = localeOf(link.language);
  return (
    <div
      className="min-h-dvh bg-slate-50 text-slate-900"
      lang={locale.tag}
      dir={locale.direction}
      style={{ fontFamily: fontStack(brand.bodyFont) }}
    >
      <LinkHeader link={link} />
      {children}
    </div>
  );
}

import { type BrandKit, fillTemplate, resolveBrand } from '../../../../domain/brand.ts';
import { readableOnWhite, textOn, tint } from '../../../../domain/brand-colours.ts';
import { ENGLISH_DELIVERABLE_LABELS as LABELS } from '../../../../domain/deliverable-labels.ts';
import { fontStack } from '../../../lib/brand-fonts.ts';
import { useBrandFonts } from '../../../lib/use-brand-fonts.ts';

const SAMPLE = { client: 'Harbor Ventures', company: 'Northwind Roasters' };

/**
 * A live swatch of the kit: a cover and a content slide in miniature, with the colours, fonts,
 * header and footer as the deliverables use them (invalid colours show the defaults).
 */
export function BrandPreview({
  draft,
  firmLogoUrl,
}: {
  draft: BrandKit;
  firmLogoUrl?: string | null;
}) {
  const brand = resolveBrand(draft);
  useBrandFonts(brand);
  const firm = brand.firmName || 'Your firm';
  const values = { ...SAMPLE, firm };
  const header = fillTemplate(brand.headerText || LABELS.defaultHeader, values);
  const footer = fillTemplate(brand.footerText || LABELS.defaultFooter, values)
    .replaceAll('{page}', '3')
    .replaceAll('{pages}', '12');
  const heading = fontStack(brand.headingFont);
  const body = fontStack(brand.bodyFont);
  return (
    <figure aria-label="Brand preview" className="grid gap-3 sm:grid-cols-2">
      <div
        className="relative flex aspect-video overflow-hidden rounded-lg shadow-sm ring-1 ring-slate-900/10"
        style={{ fontFamily: body }}
      >
        <div
          className="flex w-[57%] flex-col justify-between p-3"
          style={{ background: brand.primaryColor, color: textOn(brand.primaryColor) }}
        >
          <p className="truncate font-bold text-[8px] uppercase tracking-widest">{firm}</p>
          <div>
            <p className="text-[7px] uppercase tracking-widest opacity-90">{LABELS.reportTitle}</p>
            <p className="font-bold text-base leading-tight" style={{ fontFamily: heading }}>
              {SAMPLE.company}
            </p>
            <div className="mt-1.5 h-0.5 w-6" style={{ background: brand.accentColor }} />
          </div>
          <p className="truncate text-[8px]">
            {LABELS.preparedFor} {SAMPLE.client}
          </p>
        </div>
        <div className="w-1" style={{ background: brand.accentColor }} />
        <div className="flex flex-1 flex-col justify-between bg-white p-2.5 text-[7px] text-slate-700">
          {firmLogoUrl ? (
            <img
              src={firmLogoUrl}
              alt="Firm logo"
              className="h-5 w-auto max-w-full self-start object-contain"
            />
          ) : (
            <span />
          )}
          <p className="line-clamp-4 text-[6px] text-slate-500">{brand.disclaimer}</p>
        </div>
      </div>
      <div
        className="relative flex aspect-video flex-col overflow-hidden rounded-lg bg-white p-3 shadow-sm ring-1 ring-slate-900/10"
        style={{ fontFamily: body }}
      >
        <p className="truncate text-[7px] text-slate-500">{header}</p>
        <p
          className="mt-1 font-bold text-[7px] uppercase tracking-widest"
          style={{ color: readableOnWhite(brand.accentColor) }}
        >
          Customer Profile
        </p>
        <p
          className="font-bold text-sm leading-tight"
          style={{ color: readableOnWhite(brand.primaryColor), fontFamily: heading }}
        >
          Target Audience
        </p>
        <div className="mt-1 h-0.5 w-5" style={{ background: brand.accentColor }} />
        <ul className="mt-1.5 list-disc space-y-0.5 pl-3 text-[8px] text-slate-800">
          <li>Remote professionals aged 28–45</li>
          <li>Value convenience and traceability</li>
        </ul>
        <div className="mt-1.5 grid grid-cols-2 text-[7px]">
          <span
            className="px-1 py-0.5 font-bold"
            style={{ background: brand.primaryColor, color: textOn(brand.primaryColor) }}
          >
            Metric
          </span>
          <span
            className="px-1 py-0.5 font-bold"
            style={{ background: brand.primaryColor, color: textOn(brand.primaryColor) }}
          >
            Target
          </span>
          <span className="px-1 py-0.5" style={{ background: tint(brand.primaryColor, 0.94) }}>
            Churn
          </span>
          <span className="px-1 py-0.5" style={{ background: tint(brand.primaryColor, 0.94) }}>
            &lt; 4%
          </span>
        </div>
        <p
          data-testid="brand-preview-footer"
          className="mt-auto truncate border-slate-200 border-t pt-1 text-[6px] text-slate-500"
        >
          {footer}
        </p>
      </div>
    </figure>
  );
}

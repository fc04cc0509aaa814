import type { BrandKit } from '../../../../domain/brand.ts';
import { deliverableLabels } from '../../../../domain/deliverable-catalogue.ts';
import { formatReportDate } from '../../../../domain/locale.ts';
import type { Metadata } from '../../../../domain/strategy.ts';
import type { Language } from '../../../../domain/strategy-limits.ts';
import { safeUrl } from '../../../../domain/url-policy.ts';
import { inches, points } from '../lib/slide-canvas.ts';
import type { SlideTheme } from '../lib/slide-theme.ts';

const PANEL = inches(7.6);
const RIGHT = PANEL + inches(0.7);
const RIGHT_WIDTH = 1280 - RIGHT - inches(0.6);

/** The cover as the PowerPoint file draws it: a brand panel with the title, details beside it. */
export function CoverSlide({
  metadata,
  language,
  logoUrl,
  firmLogoUrl,
  brand,
  theme,
}: {
  metadata: Metadata;
  language: Language;
  logoUrl: string | undefined;
  firmLogoUrl: string | undefined;
  brand: BrandKit;
  theme: SlideTheme;
}) {
  const LABELS = deliverableLabels(language);
  const company = metadata.companyName?.trim() || LABELS.companyFallback;
  const firm = brand.firmName || metadata.preparedBy?.trim() || '';
  const date = metadata.preparedDate?.trim() ?? '';
  const lines = [
    { label: LABELS.client, value: metadata.clientName?.trim() || LABELS.notAvailable },
    { label: LABELS.preparedBy, value: metadata.preparedBy?.trim() || LABELS.notAvailable },
    { label: LABELS.date, value: date ? formatReportDate(date, language) : LABELS.notAvailable },
  ];
  const link = metadata.digitalLink?.trim() ? safeUrl(metadata.digitalLink.trim()) : '';
  return (
    <div
      className="absolute inset-0 bg-white"
      style={{ color: theme.text, fontFamily: theme.bodyFont }}
    >
      <div
        className="absolute inset-y-0 left-0"
        style={{ width: PANEL, background: theme.primary, color: theme.onPrimary }}
      >
        {firm ? (
          <p
            className="absolute truncate font-bold uppercase"
            style={{
              left: inches(0.7),
              top: inches(0.55),
              width: inches(6.2),
              fontSize: points(11),
              letterSpacing: '0.16em',
            }}
          >
            {firm}
          </p>
        ) : null}
        <p
          className="absolute uppercase"
          style={{
            left: inches(0.7),
            top: inches(2.35),
            fontSize: points(12),
            letterSpacing: '0.16em',
          }}
        >
          {LABELS.reportTitle}
        </p>
        <h2
          id="presentation-cover-title"
          className="absolute line-clamp-3 font-bold leading-[1.1]"
          style={{
            left: inches(0.7),
            top: inches(2.8),
            width: inches(6.4),
            fontSize: points(company.length > 60 ? 26 : 40),
            fontFamily: theme.headingFont,
          }}
        >
          {company}
        </h2>
        <div
          aria-hidden
          className="absolute"
          style={{
            left: inches(0.7),
            top: inches(4.95),
            width: inches(0.9),
            height: 4,
            background: theme.accent,
          }}
        />
        {metadata.clientName?.trim() ? (
          <p
            className="absolute truncate"
            style={{
              left: inches(0.7),
              top: inches(5.15),
              width: inches(6.4),
              fontSize: points(16),
            }}
          >
            {LABELS.preparedFor} {metadata.clientName.trim()}
          </p>
        ) : null}
      </div>
      <div
        aria-hidden
        className="absolute inset-y-0"
        style={{ left: PANEL, width: inches(0.08), background: theme.accent }}
      />
      {logoUrl ? (
        <img
          src={logoUrl}
          alt={metadata.companyName ? `${metadata.companyName} logo` : 'Logo'}
          className="absolute object-contain object-left"
          style={{ left: RIGHT, top: inches(0.9), width: RIGHT_WIDTH, height: inches(1.5) }}
        />
      ) : null}
      <dl className="absolute" style={{ left: RIGHT, top: inches(2.9), width: RIGHT_WIDTH }}>
        {lines.map((line) => (
          <div key={line.label} style={{ marginBottom: points(12) }}>
            <dt
              className="font-bold uppercase"
              style={{ fontSize: points(9), letterSpacing: '0.12em', color: theme.muted }}
            >
              {line.label}
            </dt>
            <dd className="truncate" style={{ fontSize: points(15) }}>
              {line.value}
            </dd>
          </div>
        ))}
        {link ? (
          <a
            href={link}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="underline underline-offset-4"
            style={{ fontSize: points(12), color: theme.accentText }}
          >
            {LABELS.digitalVersion}
          </a>
        ) : null}
      </dl>
      {brand.disclaimer ? (
        <p
          className="absolute line-clamp-5"
          style={{
            left: RIGHT,
            bottom: inches(0.9),
            width: RIGHT_WIDTH,
            fontSize: points(8),
            color: theme.muted,
          }}
        >
          {brand.disclaimer}
        </p>
      ) : null}
      {firmLogoUrl ? (
        <img
          src={firmLogoUrl}
          alt={firm ? `${firm} logo` : 'Firm logo'}
          className="absolute object-contain object-right"
          style={{ right: inches(0.6), top: inches(6.7), width: inches(1.8), height: inches(0.5) }}
        />
      ) : null}
    </div>
  );
}

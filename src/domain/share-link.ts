import type { BrandKit } from './brand.ts';
import type { SharedFinancials } from './financial/api-types.ts';
import type { SectionApproval } from './review.ts';
import type { SectionSource } from './sources/section-source.ts';
import type { Metadata } from './strategy.ts';
import type { Language, SectionStatus } from './strategy-limits.ts';

/** `comment` reads like `view` and may comment and approve; `edit` may also comment. */
export const SHARE_ACCESS_TYPES = ['view', 'comment', 'edit'] as const;
export type ShareAccessType = (typeof SHARE_ACCESS_TYPES)[number];

/** Never (null), 1, 7 or 30 days: the spec's expiration choices. */
export const SHARE_EXPIRY_DAYS = [1, 7, 30] as const;
export type ShareExpiryDays = (typeof SHARE_EXPIRY_DAYS)[number];

/** `POST /api/strategies/:id/shares`; `expiresInDays` null or left out: the link never expires. */
export interface CreateShareInput {
  accessType: ShareAccessType;
  expiresInDays?: ShareExpiryDays | null;
  /** A report profile's id: the share's view and exports show its sections in its order. */
  profileId?: string | null;
}

/** A share as its owner sees it: `url` is the link to hand to the client. */
export interface ShareLink {
  id: string;
  url: string;
  accessType: ShareAccessType;
  createdAt: string;
  expiresAt: string | null;
  profileId: string | null;
}

/** What a share holder gets: the strategy's content, nothing that reaches the owner's routes. */
export interface SharedStrategy {
  overview: string;
  metadata: Metadata;
  language: Language;
  logoUrl?: string;
  /** The brand the page dresses the shared view in: the owner's kit, the strategy's override. */
  brand: BrandKit;
  /** The firm's logo through the share, when one is stored. */
  firmLogoUrl?: string;
  updatedAt: string;
  /**
   * The sections shown, in order: the share's report profile (only its sections are in
   * `sections`), else every section of the outline that has a row, the executive summary first.
   */
  sectionOrder: string[];
  /** The strategy's outline, groups and titles only (issue 16: a playbook's own sections). */
  outline?: { title: string; sections: { key: string; title: string }[] }[];
  sections: Record<
    string,
    {
      key: string;
      title: string;
      status: SectionStatus;
      content: string;
      version: number;
      updatedAt: string;
      stale?: boolean;
      /** Comment and edit links: the section's latest approval (issue 14). */
      approval?: SectionApproval;
      /** The sources its text cites, by name, page and address (issue 15). */
      sources?: SectionSource[];
      citationsRemoved?: number;
    }
  >;
  /** The financial model, read-only, when the strategy has one and the profile has money sections. */
  financials?: SharedFinancials;
}

export interface SharedStrategyResponse {
  share: Omit<ShareLink, 'url'>;
  strategy: SharedStrategy;
}

import type { Metadata } from './strategy.ts';
import type { Language, SectionStatus } from './strategy-limits.ts';

export const SHARE_ACCESS_TYPES = ['view', 'edit'] as const;
export type ShareAccessType = (typeof SHARE_ACCESS_TYPES)[number];

/** Never (null), 1, 7 or 30 days: the spec's expiration choices. */
export const SHARE_EXPIRY_DAYS = [1, 7, 30] as const;
export type ShareExpiryDays = (typeof SHARE_EXPIRY_DAYS)[number];

/** `POST /api/strategies/:id/shares`; `expiresInDays` null or left out: the link never expires. */
export interface CreateShareInput {
  accessType: ShareAccessType;
  expiresInDays?: ShareExpiryDays | null;
}

/** A share as its owner sees it: `url` is the link to hand to the client. */
export interface ShareLink {
  id: string;
  url: string;
  accessType: ShareAccessType;
  createdAt: string;
  expiresAt: string | null;
}

/** What a share holder gets: the strategy's content, nothing that reaches the owner's routes. */
export interface SharedStrategy {
  overview: string;
  metadata: Metadata;
  language: Language;
  logoUrl?: string;
  updatedAt: string;
  sections: Record<
    string,
    { key: string; title: string; status: SectionStatus; content: string; updatedAt: string }
  >;
}

export interface SharedStrategyResponse {
  share: Omit<ShareLink, 'url'>;
  strategy: SharedStrategy;
}

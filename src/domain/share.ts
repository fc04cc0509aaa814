import { z } from 'zod';
import type { Language, Metadata, SectionStatus } from './strategy.ts';

export const SHARE_ACCESS_TYPES = ['view', 'edit'] as const;
export type ShareAccessType = (typeof SHARE_ACCESS_TYPES)[number];

/** Never (null), 1, 7 or 30 days: the spec's expiration choices. */
export const SHARE_EXPIRY_DAYS = [1, 7, 30] as const;

export const createShareSchema = z.object({
  accessType: z.enum(SHARE_ACCESS_TYPES, { error: 'must be view or edit' }),
  expiresInDays: z
    .union([z.null(), ...SHARE_EXPIRY_DAYS.map((days) => z.literal(days))], {
      error: 'must be null (never), 1, 7 or 30',
    })
    .default(null),
});
export type CreateShareInput = z.input<typeof createShareSchema>;

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

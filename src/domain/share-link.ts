import type { BrandKit } from './brand.ts';
import type { ChangeMemo } from './change-memo.ts';
import type { SharedFinancials } from './financial/api-types.ts';
import type { IntakeAnswer, IntakeQuestion } from './intake.ts';
import type { SectionApproval } from './review.ts';
import type { SectionSource } from './sources/section-source.ts';
import type { Metadata } from './strategy.ts';
import type { Language, SectionStatus } from './strategy-limits.ts';

/**
 * `comment` reads like `view` and may comment and approve; `edit` may also comment. `intake` is
 * the client's questionnaire: it reads only the questions and sends answers (decision 0103).
 * `memo` shows only the strategy's last "what changed" memo and its files (decision 0109).
 */
export const SHARE_ACCESS_TYPES = ['view', 'comment', 'edit', 'intake', 'memo'] as const;
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
  share: Omit<ShareLink, 'url'> & { accessType: Exclude<ShareAccessType, 'intake' | 'memo'> };
  strategy: SharedStrategy;
}

/**
 * What a questionnaire link (`intake`) reads: the questions and the answers so far, and what the
 * page needs to dress them in the consultant's brand and the strategy's language. Nothing else
 * of the strategy (decision 0103).
 */
export interface SharedIntake {
  /** The questions as the client reads them: the sections each feeds stay with the consultant. */
  questions: Pick<IntakeQuestion, 'id' | 'text' | 'why'>[];
  answers: IntakeAnswer[];
  companyName: string;
  language: Language;
  brand: BrandKit;
  logoUrl?: string;
  firmLogoUrl?: string;
  /** When the client last sent the answers. */
  sentAt?: string;
}

export interface SharedIntakeResponse {
  share: Omit<ShareLink, 'url'> & { accessType: 'intake' };
  intake: SharedIntake;
}

/** What a memo link (`memo`) reads: the last memo, titled, in the consultant's brand. */
export interface SharedChangeMemo extends ChangeMemo {
  title: string;
  companyName: string;
  language: Language;
  brand: BrandKit;
  logoUrl?: string;
  firmLogoUrl?: string;
}

export interface SharedMemoResponse {
  share: Omit<ShareLink, 'url'> & { accessType: 'memo' };
  memo: SharedChangeMemo;
}

/**
 * `GET /api/shares/:shareId`: the strategy; for a questionnaire link only its questions; for a
 * memo link only the memo.
 */
export type SharedResponse = SharedStrategyResponse | SharedIntakeResponse | SharedMemoResponse;

/**
 * `PUT /api/shares/:shareId/answers`: answers by question id (`""` takes one back), merged into
 * the stored ones; `submitted: true` is "Send answers".
 */
export interface SharedAnswersInput {
  answers: { questionId: string; text: string }[];
  submitted?: boolean;
}

/** `PUT /api/shares/:shareId/answers`: the answers now stored and when they were last sent. */
export interface SharedAnswersResult {
  answers: IntakeAnswer[];
  sentAt?: string;
}

import { type BrandKit, mergeBrand } from '../../domain/brand.ts';
import { type Outline, outlineKeys } from '../../domain/outline.ts';
import { presetProfiles, type ReportProfile } from '../../domain/report-profile.ts';

const FULL_STRATEGY_PROFILE_ID = 'full-strategy';

import type { Strategy } from '../../domain/strategy.ts';
import type { Database } from '../db/client.ts';
import { firmLogoVersion, readBrandKit } from '../store/brand-kit.ts';
import { requireReportProfile } from '../store/report-profiles.ts';

/** How a strategy's deliverables are dressed and cut: shared by every export and the shared view. */
export interface DeliverableInputs {
  /** The owner's kit with the strategy's own fields over it. */
  brand: BrandKit;
  /** When the firm's logo was stored, if one is: its address carries it. */
  firmLogoVersion?: Date;
  profile?: ReportProfile;
}

/**
 * `profileId`: the request's `?profile=`, else the share's. An unknown id is a 400 naming
 * `profileField`, never a silent whole-strategy export.
 */
export async function loadDeliverableInputs(
  db: Database,
  options: {
    strategy: Pick<Strategy, 'brand'> & { outline?: Outline };
    profileId?: string | null;
    profileField: string;
  },
): Promise<DeliverableInputs> {
  const { strategy, profileId, profileField } = options;
  const [ownerBrand, logoVersion, profile] = await Promise.all([
    readBrandKit(db),
    firmLogoVersion(db),
    profileId ? requireReportProfile(db, profileId, profileField) : undefined,
  ]);
  return {
    brand: mergeBrand(ownerBrand, strategy.brand),
    ...(logoVersion ? { firmLogoVersion: logoVersion } : {}),
    ...(profile ? { profile: forOutline(profile, strategy.outline) } : {}),
  };
}

/** "Full strategy" is the strategy's own outline (a playbook's sections too, issue 16). */
function forOutline(profile: ReportProfile, outline: Outline | undefined): ReportProfile {
  if (profile.id !== FULL_STRATEGY_PROFILE_ID || !outline) return profile;
  return presetProfiles(outlineKeys(outline)).find((p) => p.id === profile.id) ?? profile;
}

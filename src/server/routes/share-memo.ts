import { memoTitle } from '../../domain/change-memo.ts';
import type { SharedMemoResponse } from '../../domain/share.ts';
import { readChangeMemo } from '../change-memo.ts';
import type { Database } from '../db/client.ts';
import { AppError, SHARE_EXPIRED_OR_INVALID } from '../errors.ts';
import { loadDeliverableInputs } from '../exports/deliverable-inputs.ts';
import type { Share } from '../store/shares.ts';
import { findStrategy } from '../store/strategies.ts';
import { sharedBrand } from './shares.ts';

/**
 * What a memo link reads: the strategy's last "what changed" memo with its title, the company's
 * name, the language and the brand. Nothing else of the strategy (decision 0109).
 */
export async function sharedMemoOf(
  db: Database,
  share: Share & { accessType: 'memo' },
): Promise<SharedMemoResponse> {
  const [strategy, memo] = await Promise.all([
    findStrategy(db, share.strategyId),
    readChangeMemo(db, share.strategyId),
  ]);
  if (!strategy) throw new AppError('NOT_FOUND', SHARE_EXPIRED_OR_INVALID);
  const inputs = await loadDeliverableInputs(db, { strategy, profileField: 'profileId' });
  const { strategyId: _owner, ...shareInfo } = share;
  return {
    share: shareInfo,
    memo: {
      ...memo,
      title: memoTitle(memo.since, strategy.language),
      companyName: strategy.metadata.companyName,
      language: strategy.language,
      ...sharedBrand(strategy, share.id, inputs),
    },
  };
}

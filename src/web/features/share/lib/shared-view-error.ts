import {
  INVALID_SHARE_LINK,
  STRATEGY_NOT_FOUND as NOT_FOUND,
} from '../../../../domain/api-messages.ts';
import { ApiError } from '../../../lib/api.ts';

export { INVALID_SHARE_LINK, NOT_FOUND };
export const LOAD_FAILED = 'Failed to load shared strategy';

/**
 * The error screen's heading: the server's own words for a link it refuses ("Invalid share
 * link", "This share link has expired or is invalid"); "Failed to load shared strategy" when the
 * request itself failed; "Strategy not found" when nothing better is known.
 */
export function sharedViewErrorHeading(error: unknown): string {
  if (!(error instanceof ApiError)) return NOT_FOUND;
  if (error.status === 0 || error.status >= 500) return LOAD_FAILED;
  return error.message.trim() || NOT_FOUND;
}

/**
 * Error words the server answers and the page shows or falls back to: one copy for both sides
 * (issue 11 item 11). `NO_PROVIDER_CONFIGURED` lives with `Health` in `health.ts`.
 */
export const STRATEGY_NOT_FOUND = 'Strategy not found';
export const INVALID_SHARE_LINK = 'Invalid share link';
export const SHARE_EXPIRED_OR_INVALID = 'This share link has expired or is invalid';

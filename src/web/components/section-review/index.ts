export { ApprovalBadge } from './approval-badge.tsx';
export { OwnerReviewBar } from './owner-review-bar.tsx';
export { reviewKeys } from './review-api.ts';
export { SharedReviewBar } from './shared-review-bar.tsx';

export { PreflightReview, type PreflightReviewProps } from './preflight-review';

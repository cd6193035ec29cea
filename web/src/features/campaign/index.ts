/**
 * The campaign feature's public face: the campaign page, the pre-flight review app/ plugs into it
 * (Premium), and the upgrade labels the route shows without it.
 */
export { UPGRADE_LABELS } from './campaign-copy';
export { CampaignPage } from './campaign-page';
export { PreflightReview } from './preflight';

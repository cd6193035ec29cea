/** The shared campaign id check lives in contract/ (the support request's body uses it too). */
export { campaignIdSchema } from '../contract/campaign-id.js';

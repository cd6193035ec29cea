/** The Google Ads connection's public face: the page Google's consent returns to. */
export { default as GoogleAdsReturnPage } from './google-ads-return-page';

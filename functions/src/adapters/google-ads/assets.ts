/**
 * The assets' rules live in the domain (copy/assets.ts): this adapter only turns the plan
 * into operations (operations.ts). Re-exported here for the sandbox's rules and older imports.
 */
export {
  CALLOUT_MAX,
  MAX_CALLOUTS,
  PRICE_MAX_OFFERINGS,
  PRICE_MIN_OFFERINGS,
  PRICE_TEXT_MAX,
  PROMOTION_TARGET_MAX,
  SITELINK_DESCRIPTION_MAX,
  SITELINK_TEXT_MAX,
  SNIPPET_HEADERS,
  SNIPPET_MAX_VALUES,
  SNIPPET_MIN_VALUES,
  SNIPPET_VALUE_MAX,
  planAssets,
  type AssetProfile,
  type MessageAsset,
  type PlannedAssets,
  type Sitelink,
} from '../../copy/assets.js';

import type { MutateOperation, resources } from 'google-ads-api';
import { adsOf, type AdGroupAd, type OwnerInput, type Strategy } from '../../contract/campaigns.js';
import { accountDailyBudget, currencyInfo, dailyBudget as dailyBudgetIn } from '../../currency/currency.js';
import { HttpError } from '../../errors.js';
import { planAssets, type AssetProfile, type MessageAsset, type PlannedAssets } from './assets.js';
import { MIN_DESCRIPTIONS, MIN_HEADLINES, creationAd, type CreationAd, type OwnAd } from '../../copy/creation-ads.js';
import { hasSources } from '../../copy/traced-lines.js';
import { cleanKeyword, splitKeywordList, titleCase } from './ad-text.js';
import { msg } from '../../i18n/messages.js';
import { groupFinalUrl } from '../../contract/campaign-fields.js';

/**
 * The pure heart of "Create in Google Ads" (docs/product.md P8.2): from the campaign payload and its
 * stored strategy, the exact operations of ONE atomic `GoogleAdsService.Mutate` call. Temporary
 * ids (-1, -2, …) link budget → campaign → ad groups → keywords and ads inside that one request.
 *
 * Only `import type` from google-ads-api: nothing of the (slow to load) library is loaded here.
 * Enum values are the library's numeric enums, spelled out (a unit test checks them against
 * `enums` of google-ads-api).
 */
export const GADS = {
  AdvertisingChannelType: { SEARCH: 2 },
  CampaignStatus: { PAUSED: 3 },
  BudgetDeliveryMethod: { STANDARD: 2 },
  EuPoliticalAdvertisingStatus: { DOES_NOT_CONTAIN_EU_POLITICAL_ADVERTISING: 3 },
  PositiveGeoTargetType: { PRESENCE: 7 },
  AdGroupType: { SEARCH_STANDARD: 2 },
  AdGroupStatus: { ENABLED: 2 },
  AdGroupCriterionStatus: { ENABLED: 2 },
  AdGroupAdStatus: { ENABLED: 2 },
  KeywordMatchType: { EXACT: 2, PHRASE: 3 },
  ProximityRadiusUnits: { KILOMETERS: 3 },
  AssetFieldType: { CALLOUT: 11, SITELINK: 13, STRUCTURED_SNIPPET: 12, CALL: 16, PRICE: 24, PROMOTION: 10, BUSINESS_MESSAGE: 31 },
  PriceExtensionType: { PRODUCT_CATEGORIES: 6, SERVICES: 8 },
  BusinessMessageProvider: { WHATSAPP: 2 },
  BusinessMessageCallToActionType: { CONTACT_US: 4 },
} as const;

export type Bidding = 'MAXIMIZE_CLICKS' | 'MAXIMIZE_CONVERSIONS';

/** A radius (km) around a point (degrees). */
export interface Proximity {
  latitude: number;
  longitude: number;
  radiusKm: number;
}

export const MAX_AD_GROUPS = 5;
export const MAX_KEYWORDS_PER_AD_GROUP = 50;
export const MAX_NEGATIVE_KEYWORDS = 200;

export type GoogleAdsOperation =
  | (MutateOperation<resources.ICampaignBudget> & { entity: 'campaign_budget' })
  | (MutateOperation<resources.ICampaign> & { entity: 'campaign' })
  | (MutateOperation<resources.ICampaignCriterion> & { entity: 'campaign_criterion' })
  | (MutateOperation<resources.IAdGroup> & { entity: 'ad_group' })
  | (MutateOperation<resources.IAdGroupCriterion> & { entity: 'ad_group_criterion' })
  | (MutateOperation<resources.IAdGroupAd> & { entity: 'ad_group_ad' })
  | (MutateOperation<resources.IAsset> & { entity: 'asset' })
  | (MutateOperation<resources.ICampaignAsset> & { entity: 'campaign_asset' });

export interface BuildOptions {
  /** The Google Ads account, digits only ("123-456-7890" is accepted and cleaned). */
  customerId: string;
  campaignName: string;
  /** Resolved location targets, e.g. ['geoTargetConstants/1026339'] (a city); at least one, unless `proximity`. */
  geoTargetConstants: string[];
  /** A radius around a point instead of (or with) the constants above. */
  proximity?: Proximity | undefined;
  /** Radii around points, one criterion each, beside the constants above (the owner's places with a radius). */
  proximities?: readonly Proximity[] | undefined;
  /** The account's currency (default USD) and its units per US dollar (default 1). */
  currency?: string | undefined;
  usdRate?: number | undefined;
  /** Maximize conversions needs conversion actions in the account; default Maximize clicks. */
  bidding?: Bidding | undefined;
  /** The landing page chosen in the pre-flight when the form had none. */
  finalUrl?: string | undefined;
  /** e.g. 'languageConstants/1003'. */
  languageConstant: string;
  /** ISO 639-1 code of the ad language, for the lines copy/ adds below Google's minimum ('en' when unknown). */
  languageCode?: string;
  /** The business profile's pages, channels and offers: sitelinks, call, message, prices. */
  profile?: AssetProfile | undefined;
}

interface BuiltCampaign {
  operations: GoogleAdsOperation[];
  dailyBudgetMicros: number;
  currency: string;
  bidding: Bidding;
  finalUrl: string;
  assets: PlannedAssets;
  adGroups: { name: string; keywords: { text: string; matchType: 'EXACT' | 'PHRASE' }[] }[];
  /** The first ad group's ad (what older readers show); every group's own ad is in `ads`. */
  headlines: string[];
  descriptions: string[];
  /** Each ad group's own responsive search ad, in the order of `adGroups`, with the page it links to. */
  ads: {
    headlines: string[];
    descriptions: string[];
    path1?: string;
    path2?: string;
    finalUrl: string;
    strategyGroup?: number;
    /** The lines creation added below Google's minimum, and each line's source when the group's lines carry them. */
    added: CreationAd['added'];
    sources?: CreationAd['sources'];
  }[];
  /** AI or user text that could not be used as it was too long, duplicated or over the count limits. */
  dropped: { headlines: string[]; descriptions: string[]; keywords: string[] };
}

type MatchType = 'EXACT' | 'PHRASE';
interface PlannedAdGroup {
  name: string;
  keywords: { text: string; matchType: MatchType }[];
  /** The strategy group's own ad (adsOf: the shared set for older strategies), with its lines' sources when recorded. */
  ad?: AdGroupAd & Pick<OwnAd, 'sources'>;
  /** The group's own page (its service's URL), when the strategy set one: its ad links there. */
  finalUrl?: string;
  /** Its index in `strategy.adGroups` (the review reads each line's source there). */
  strategyGroup?: number;
}

/** Weekly budget (USD) → daily budget in micros of `currency` at `rate`, rounded to the currency's unit. */
export function dailyBudgetMicros(weeklyBudget: number, currency = 'USD', rate = 1): number {
  return dailyBudgetIn(weeklyBudget, currency, rate).micros;
}

/** The customer's resource names, temporary ids included: budget -1, campaign -2, ad groups -3…, assets -100…. */
type ResourceName = (collection: string, id: number) => string;

export function buildCampaignOperations(payload: OwnerInput, strategy: Strategy | undefined, opts: BuildOptions): BuiltCampaign {
  const customerId = opts.customerId.replace(/-/g, '');
  if (!/^\d{1,20}$/.test(customerId)) throw new Error(`Invalid Google Ads customer id: ${opts.customerId}`);
  const finalUrl = (opts.finalUrl ?? '').trim() || (payload.pages.landing ?? '');
  if (!finalUrl) throw new HttpError('INVALID_REQUEST', msg('googleAds.landingRequired'));
  if (opts.geoTargetConstants.length === 0 && !opts.proximity && !opts.proximities?.length)
    throw new HttpError('INVALID_REQUEST', msg('googleAds.noLocation'));

  const rn: ResourceName = (collection, id) => `customers/${customerId}/${collection}/${id}`;
  const budgetName = rn('campaignBudgets', -1);
  const campaignName = rn('campaigns', -2);

  const adGroups = planAdGroups(payload, strategy);
  if (adGroups.groups.length === 0) throw new HttpError('INVALID_REQUEST', msg('googleAds.noUsableKeywords'));

  const lang = opts.languageCode ?? 'en';
  // Each group's own lines, as copy/ prepares them (the form's fallbacks only below Google's minimum).
  const shared = { headlines: strategy?.headlines ?? [], descriptions: strategy?.descriptions ?? [] };
  const groupAds = adGroups.groups.map((group) => creationAd(group.ad ?? shared, payload, lang));
  // copy/ always fills to Google's minimum; this guards that invariant.
  if (groupAds.some((a) => a.headlines.length < MIN_HEADLINES || a.descriptions.length < MIN_DESCRIPTIONS)) {
    throw new Error('Not enough ad text for a responsive search ad');
  }

  const currency = currencyInfo(opts.currency ?? 'USD').code;
  const micros = accountDailyBudget(payload, currency, opts.usdRate ?? 1).micros;
  const bidding: Bidding = opts.bidding ?? 'MAXIMIZE_CLICKS';
  const assets = planAssets({ payload, strategy, languageCode: lang, profile: opts.profile, finalUrl, currency });
  const operations: GoogleAdsOperation[] = [
    budgetOperation(budgetName, `${opts.campaignName} budget`, micros),
    campaignOperation(campaignName, opts.campaignName, budgetName, bidding),
    ...criteriaOperations(campaignName, opts, negativeKeywords(payload, strategy)),
    ...adGroups.groups.flatMap((group, index) =>
      adGroupOperations(rn('adGroups', -3 - index), campaignName, group, groupAds[index]!, group.finalUrl ?? finalUrl),
    ),
    ...assetOperations(rn, campaignName, assets),
  ];

  const first = groupAds[0]!;
  // Lines of the shared set that could not be used (a group's own ad reports none here).
  const fromStrategy = (list: string[], all: readonly string[] | undefined) => list.filter((l) => all?.includes(l));
  return {
    operations,
    dailyBudgetMicros: micros,
    currency,
    bidding,
    finalUrl,
    assets,
    adGroups: adGroups.groups.map(({ name, keywords }) => ({ name, keywords })),
    headlines: first.headlines,
    descriptions: first.descriptions,
    ads: groupAds.map((a, index) => ({
      finalUrl: adGroups.groups[index]!.finalUrl ?? finalUrl,
      ...(adGroups.groups[index]!.strategyGroup !== undefined ? { strategyGroup: adGroups.groups[index]!.strategyGroup } : {}),
      headlines: a.headlines,
      descriptions: a.descriptions,
      ...(a.path1 ? { path1: a.path1 } : {}),
      ...(a.path2 ? { path2: a.path2 } : {}),
      added: a.added,
      ...(a.sources ? { sources: a.sources } : {}),
    })),
    dropped: {
      headlines: fromStrategy(first.dropped.headlines, strategy?.headlines),
      descriptions: fromStrategy(first.dropped.descriptions, strategy?.descriptions),
      keywords: adGroups.dropped,
    },
  };
}

/** A group ad's own lines with their sources (the display paths stay adsOf's). */
function ownLines(
  ad: NonNullable<Strategy['adGroups'][number]['ad']>,
): Pick<AdGroupAd, 'headlines' | 'descriptions'> & Pick<OwnAd, 'sources'> {
  return { headlines: ad.headlines, descriptions: ad.descriptions, ...(ad.sources ? { sources: ad.sources } : {}) };
}

/** The campaign's own budget: standard delivery, not shared. */
export function budgetOperation(resourceName: string, name: string, amountMicros: number): GoogleAdsOperation {
  return {
    entity: 'campaign_budget',
    operation: 'create',
    resource: {
      resource_name: resourceName,
      name,
      amount_micros: amountMicros,
      delivery_method: GADS.BudgetDeliveryMethod.STANDARD,
      explicitly_shared: false,
    },
  };
}

/** A paused Search campaign on Google Search only, bidding for clicks or conversions. */
export function campaignOperation(resourceName: string, name: string, budgetName: string, bidding: Bidding): GoogleAdsOperation {
  return {
    entity: 'campaign',
    operation: 'create',
    resource: {
      resource_name: resourceName,
      name,
      // Created paused: nothing is spent until the owner reviews and enables it in Google Ads.
      status: GADS.CampaignStatus.PAUSED,
      advertising_channel_type: GADS.AdvertisingChannelType.SEARCH,
      campaign_budget: budgetName,
      // Maximize clicks (target_spend), or Maximize conversions when the account measures them.
      ...(bidding === 'MAXIMIZE_CONVERSIONS' ? { maximize_conversions: {} } : { target_spend: {} }),
      network_settings: {
        target_google_search: true,
        target_search_network: false,
        target_partner_search_network: false,
        target_content_network: false,
      },
      geo_target_type_setting: { positive_geo_target_type: GADS.PositiveGeoTargetType.PRESENCE },
      contains_eu_political_advertising: GADS.EuPoliticalAdvertisingStatus.DOES_NOT_CONTAIN_EU_POLITICAL_ADVERTISING,
    },
  };
}

/** The campaign's criteria: its locations (constants and a radius), its language, its negatives (phrase). */
export function criteriaOperations(
  campaign: string,
  targets: Pick<BuildOptions, 'geoTargetConstants' | 'proximity' | 'proximities' | 'languageConstant'>,
  negatives: readonly string[],
): GoogleAdsOperation[] {
  const criterion = (resource: resources.ICampaignCriterion): GoogleAdsOperation => ({
    entity: 'campaign_criterion',
    operation: 'create',
    resource: { campaign, ...resource },
  });
  const proximities = [...(targets.proximity ? [targets.proximity] : []), ...(targets.proximities ?? [])];
  return [
    ...targets.geoTargetConstants.map((geo) => criterion({ location: { geo_target_constant: geo } })),
    ...proximities.map((proximity) => criterion({ proximity: proximityInfo(proximity) })),
    criterion({ language: { language_constant: targets.languageConstant } }),
    ...negatives.map((text) => criterion({ negative: true, keyword: { text, match_type: GADS.KeywordMatchType.PHRASE } })),
  ];
}

/** Google's ProximityInfo: a geo point (micro-degrees) and a radius in kilometres. */
export function proximityInfo(p: Proximity): resources.ICampaignCriterion['proximity'] {
  return {
    geo_point: {
      latitude_in_micro_degrees: Math.round(p.latitude * 1_000_000),
      longitude_in_micro_degrees: Math.round(p.longitude * 1_000_000),
    },
    radius: p.radiusKm,
    radius_units: GADS.ProximityRadiusUnits.KILOMETERS,
  };
}

/** One ad group: the group, its keywords, and its responsive search ad with the lines copy/ gave. */
export function adGroupOperations(
  resourceName: string,
  campaign: string,
  group: { name: string; keywords: readonly { text: string; matchType: MatchType }[] },
  ad: Pick<CreationAd, 'headlines' | 'descriptions' | 'path1' | 'path2'>,
  finalUrl: string,
): GoogleAdsOperation[] {
  return [
    {
      entity: 'ad_group',
      operation: 'create',
      resource: {
        resource_name: resourceName,
        name: group.name,
        campaign,
        type: GADS.AdGroupType.SEARCH_STANDARD,
        status: GADS.AdGroupStatus.ENABLED,
      },
    },
    ...group.keywords.map((keyword): GoogleAdsOperation => ({
      entity: 'ad_group_criterion',
      operation: 'create',
      resource: {
        ad_group: resourceName,
        status: GADS.AdGroupCriterionStatus.ENABLED,
        keyword: { text: keyword.text, match_type: GADS.KeywordMatchType[keyword.matchType] },
      },
    })),
    {
      entity: 'ad_group_ad',
      operation: 'create',
      resource: {
        ad_group: resourceName,
        status: GADS.AdGroupAdStatus.ENABLED,
        ad: {
          final_urls: [finalUrl],
          responsive_search_ad: {
            headlines: ad.headlines.map((text) => ({ text })),
            descriptions: ad.descriptions.map((text) => ({ text })),
            ...(ad.path1 ? { path1: ad.path1 } : {}),
            ...(ad.path2 ? { path2: ad.path2 } : {}),
          },
        },
      },
    },
  ];
}

/** Sitelinks, callouts, snippets, call, price and promotion: assets with temporary ids, each linked to the campaign. */
export function assetOperations(rn: ResourceName, campaign: string, assets: PlannedAssets): GoogleAdsOperation[] {
  const operations: GoogleAdsOperation[] = [];
  let assetId = -100;
  const linkAsset = (resource: resources.IAsset, fieldType: number) => {
    const assetName = rn('assets', assetId--);
    operations.push({ entity: 'asset', operation: 'create', resource: { resource_name: assetName, ...resource } });
    operations.push({ entity: 'campaign_asset', operation: 'create', resource: { campaign, asset: assetName, field_type: fieldType } });
  };
  for (const s of assets.sitelinks) {
    linkAsset(
      { final_urls: [s.url], sitelink_asset: { link_text: s.text, description1: s.description1, description2: s.description2 } },
      GADS.AssetFieldType.SITELINK,
    );
  }
  for (const text of assets.callouts) linkAsset({ callout_asset: { callout_text: text } }, GADS.AssetFieldType.CALLOUT);
  for (const snippet of assets.snippets) {
    linkAsset({ structured_snippet_asset: { header: snippet.header, values: snippet.values } }, GADS.AssetFieldType.STRUCTURED_SNIPPET);
  }
  if (assets.call) {
    linkAsset({ call_asset: { country_code: assets.call.countryCode, phone_number: assets.call.phoneNumber } }, GADS.AssetFieldType.CALL);
  }
  if (assets.price) {
    linkAsset(
      {
        price_asset: {
          type: GADS.PriceExtensionType[assets.price.type],
          language_code: assets.price.languageCode,
          price_offerings: assets.price.offerings.map((o) => ({
            header: o.header,
            description: o.description,
            price: { currency_code: o.currency, amount_micros: Math.round(o.amount * 1_000_000) },
            final_url: o.url,
          })),
        },
      },
      GADS.AssetFieldType.PRICE,
    );
  }
  if (assets.promotion) {
    linkAsset(
      {
        final_urls: [assets.promotion.url],
        // 1,000,000 = 100%.
        promotion_asset: {
          promotion_target: assets.promotion.target,
          percent_off: assets.promotion.percentOff * 10_000,
          language_code: assets.promotion.languageCode,
        },
      },
      GADS.AssetFieldType.PROMOTION,
    );
  }
  return operations;
}

/**
 * Ad groups from the strategy (up to 5, each up to 50 keywords), plus the keywords the owner typed
 * (the form is the source of truth: any of them the strategy lacks joins the first group). Broad
 * match is never used: BROAD from the AI becomes PHRASE. Without a strategy, one ad group.
 */
function planAdGroups(payload: OwnerInput, strategy: Strategy | undefined): { groups: PlannedAdGroup[]; dropped: string[] } {
  const dropped: string[] = [];
  const groups: PlannedAdGroup[] = [];
  const usedNames = new Set<string>();
  const allTexts = new Set<string>();

  const addKeyword = (group: PlannedAdGroup, raw: string, matchType: MatchType) => {
    const text = cleanKeyword(raw);
    if (!text) {
      dropped.push(raw);
      return;
    }
    if (group.keywords.some((k) => k.text === text && k.matchType === matchType)) return;
    if (group.keywords.length >= MAX_KEYWORDS_PER_AD_GROUP) {
      dropped.push(raw);
      return;
    }
    group.keywords.push({ text, matchType });
    allTexts.add(text);
  };
  const uniqueName = (raw: string, fallback: string) => {
    const base = (raw.replace(/\s+/g, ' ').trim() || fallback).slice(0, 200);
    let name = base;
    for (let n = 2; usedNames.has(name.toLowerCase()); n += 1) name = `${base} ${n}`;
    usedNames.add(name.toLowerCase());
    return name;
  };

  const ads = strategy ? adsOf(strategy) : [];
  for (const [index, source] of (strategy?.adGroups ?? []).slice(0, MAX_AD_GROUPS).entries()) {
    // An ad built from facts is the group's own however short: never the shared set's lines, which
    // no fact of this group supports. Its lines go with their sources.
    const traced = source.ad && hasSources(source.ad.sources) ? source.ad : undefined;
    const ad = traced && ads[index] ? { ...ads[index], ...ownLines(traced) } : ads[index];
    const own = groupFinalUrl(source, '');
    const group: PlannedAdGroup = {
      name: '',
      keywords: [],
      strategyGroup: index,
      ...(ad ? { ad } : {}),
      ...(own ? { finalUrl: own } : {}),
    };
    for (const k of source.keywords) addKeyword(group, k.text, k.matchType === 'EXACT' ? 'EXACT' : 'PHRASE');
    if (group.keywords.length > 0) {
      group.name = uniqueName(source.name, `Ad group ${groups.length + 1}`);
      groups.push(group);
    }
  }

  const typed = splitKeywordList(payload.keywords);
  if (groups.length === 0) {
    const group: PlannedAdGroup = { name: '', keywords: [] };
    for (const raw of typed) addKeyword(group, raw, 'PHRASE');
    if (group.keywords.length > 0) {
      group.name = uniqueName(titleCase(group.keywords[0]?.text ?? ''), 'Main ad group');
      groups.push(group);
    }
  } else {
    const first = groups[0]!;
    for (const raw of typed) {
      const text = cleanKeyword(raw);
      if (text && allTexts.has(text)) continue;
      addKeyword(first, raw, 'PHRASE');
    }
  }
  return { groups, dropped };
}

function negativeKeywords(payload: OwnerInput, strategy: Strategy | undefined): string[] {
  const out: string[] = [];
  for (const raw of [...splitKeywordList(payload.negativeKeywords), ...(strategy?.negativeKeywords ?? [])]) {
    const text = cleanKeyword(raw);
    if (text && !out.includes(text) && out.length < MAX_NEGATIVE_KEYWORDS) out.push(text);
  }
  return out;
}

/**
 * The WhatsApp business message asset, linked to the created campaign in a request of its own:
 * Google allows it only for accounts on its allowlist, and a refusal must not undo the campaign.
 */
export function messageAssetOperations(customerId: string, campaignResourceName: string, message: MessageAsset): GoogleAdsOperation[] {
  const assetName = `customers/${customerId.replace(/-/g, '')}/assets/-1`;
  return [
    {
      entity: 'asset',
      operation: 'create',
      resource: {
        resource_name: assetName,
        business_message_asset: {
          message_provider: GADS.BusinessMessageProvider.WHATSAPP,
          starter_message: message.starterMessage,
          call_to_action: { call_to_action_selection: GADS.BusinessMessageCallToActionType.CONTACT_US },
          whatsapp_info: { country_code: message.countryCode, phone_number: message.phoneNumber },
        },
      },
    },
    {
      entity: 'campaign_asset',
      operation: 'create',
      resource: { campaign: campaignResourceName, asset: assetName, field_type: GADS.AssetFieldType.BUSINESS_MESSAGE },
    },
  ];
}

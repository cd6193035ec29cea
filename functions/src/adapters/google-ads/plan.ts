import { HttpError } from '../../errors.js';
import { msg } from '../../i18n/messages.js';
import { suggestOffline } from '../../geo-catalog/places.js';
import { buildCampaignOperations, messageAssetOperations, type GoogleAdsOperation } from './operations.js';
import { isNotAllowlisted } from '../google-ads-client/errors.js';
import { log } from '../../logs.js';
import { findLanguage } from '../../geo-catalog/languages.js';
import { resolveLocations, type PlaceResolver } from './targeting.js';
import type { AdsAccount, CreationPlan, CreationInput, CreationResult } from './types.js';
import type { ConversionAction } from '../../contract/campaigns.js';
import { callConversionFields, plannedConversions, type PlannedConversion } from './conversions.js';
import type { PreflightResponse } from '../../contract/preflight.js';
import { adLineSources, calloutLineSources } from './line-sources.js';

/** What the operation builder answers: the operations, and what the review shows of them. */
type BuiltOperations = ReturnType<typeof buildCampaignOperations>;

/** The account + the locations and language as Google will target them (shared by both adapters). */
export async function planCampaign(input: CreationInput, account: AdsAccount, resolvePlace?: PlaceResolver): Promise<CreationPlan> {
  const language = findLanguage(input.payload.language);
  if (!language) {
    throw new HttpError('INVALID_REQUEST', msg('googleAds.languageUnknown', { language: input.payload.language }));
  }
  const { locations, problem } = await resolveLocations(input.payload, {
    language: language.code,
    radiusKm: input.choices?.radiusKm,
    resolvePlace,
    suggest: (q) => suggestOffline(q, language.code, 1),
  });
  return { account, locations, locationProblem: problem, languageConstant: language.resourceName, languageCode: language.code };
}

/** Stand-ins the pre-flight builds with where something blocks, so the rest can still be reviewed. */
export const PREVIEW_GEO_STAND_IN = 'geoTargetConstants/0';
export const PREVIEW_URL_STAND_IN = 'https://landing-page.invalid/';

/**
 * THE plan → operations step, shared by the pre-flight and creation: same function, same
 * options. Creation refuses a blocking location problem (400); the pre-flight (`preview`) lists the
 * problem itself and builds with stand-ins instead, so every other field is what creation sends.
 */
export function operationsFor(input: CreationInput, plan: CreationPlan, mode: { preview?: boolean } = {}): BuiltOperations {
  if (plan.locationProblem && !mode.preview) throw new HttpError('INVALID_REQUEST', plan.locationProblem);
  const geo = plan.locations.map((l) => l.geoTargetConstant).filter((g): g is string => !!g);
  const proximities = plan.locations.flatMap((l) => (l.proximity ? [l.proximity] : []));
  const landingPage = (input.choices?.landingPage ?? '').trim() || (input.payload.pages.landing ?? '');
  return buildCampaignOperations(input.payload, input.strategy, {
    customerId: plan.account.customerId,
    campaignName: input.campaignName,
    geoTargetConstants: mode.preview && !geo.length && !proximities.length ? [PREVIEW_GEO_STAND_IN] : geo,
    proximities,
    languageConstant: plan.languageConstant,
    languageCode: plan.languageCode,
    currency: plan.account.currency,
    usdRate: input.choices?.usdRate ?? 1,
    bidding: plan.account.hasConversionActions ? 'MAXIMIZE_CONVERSIONS' : 'MAXIMIZE_CLICKS',
    finalUrl: mode.preview && !landingPage ? PREVIEW_URL_STAND_IN : input.choices?.landingPage,
    profile: input.profile,
  });
}

/**
 * What the review lists beyond the plan's summary, read from the SAME built
 * operations creation sends: each ad group's ad with its display paths and the lines creation adds
 * below Google's minimum (not among the campaign's own lines), and the campaign's negatives.
 */
export function reviewOf(
  built: BuiltOperations,
  input: Pick<CreationInput, 'strategy'>,
  finalUrl: string,
): Pick<PreflightResponse, 'ads' | 'negatives' | 'droppedNegatives' | 'calloutSources'> {
  const ads = built.ads.map((ad) => {
    const own = ad.strategyGroup !== undefined ? input.strategy?.adGroups[ad.strategyGroup]?.ad : undefined;
    // Where each line comes from, shown on request: as creation traced it (the lines it adds to an
    // ad built from facts carry theirs), else read from the group's stored ad.
    const traced = adLineSources(ad, own);
    return {
      headlines: ad.headlines,
      descriptions: ad.descriptions,
      path1: ad.path1 ?? '',
      path2: ad.path2 ?? '',
      // The group's own page when it has one (creation sends that one), else the landing page.
      finalUrl: ad.finalUrl === PREVIEW_URL_STAND_IN ? finalUrl : ad.finalUrl,
      // Exactly the lines creation fills in below Google's minimum.
      added: ad.added,
      ...traced,
      ...(ad.sources ? { sources: ad.sources } : {}),
    };
  });
  const negatives = built.operations.flatMap((op) => {
    const resource = op.resource as { negative?: boolean; keyword?: { text?: string } } | undefined;
    return op.entity === 'campaign_criterion' && resource?.negative && resource.keyword?.text ? [resource.keyword.text] : [];
  });
  const dropped = input.strategy?.droppedNegatives;
  const calloutSources = calloutLineSources(built.assets.callouts, input.strategy);
  return {
    ads,
    negatives,
    ...(dropped?.length ? { droppedNegatives: dropped } : {}),
    ...(calloutSources ? { calloutSources } : {}),
  };
}

/**
 * After the campaign exists: its WhatsApp message asset, in a request of its own (`send`), because
 * Google allows that asset only for accounts on its allowlist and a refusal must not undo the
 * campaign. Answers what was left out and why (the creation message says so); never throws.
 */
export async function addMessageAsset(
  built: BuiltOperations,
  customerId: string,
  campaignResourceName: string,
  send: (operations: GoogleAdsOperation[]) => Promise<unknown>,
): Promise<NonNullable<CreationResult['leftOut']>> {
  if (!built.assets.message) return [];
  try {
    await send(messageAssetOperations(customerId, campaignResourceName, built.assets.message));
    return [];
  } catch (error) {
    const reason = isNotAllowlisted(error) ? 'NOT_ALLOWLISTED' : 'REFUSED';
    log.googleAdsAssetLeftOut(customerId, 'WHATSAPP_MESSAGE', reason, error);
    return [{ asset: 'WHATSAPP_MESSAGE', reason }];
  }
}

/**
 * The conversion actions creation makes (or reuses) for this campaign, from the SAME built
 * operations the review shows: the call action when the campaign has a call asset, the website's
 * actions for its goal and channels. The review lists them; creation ensures them first.
 */
export function conversionsFor(input: Pick<CreationInput, 'payload' | 'profile' | 'choices'>, built: BuiltOperations): PlannedConversion[] {
  return plannedConversions({
    objective: input.payload.objective,
    assets: built.assets,
    finalUrl: built.finalUrl,
    phone: input.payload.phone || input.profile?.phone,
    whatsapp: input.payload.whatsapp || input.profile?.whatsapp,
    callSeconds: input.choices?.callSeconds,
  });
}

/** The call asset counts its calls with the campaign's call action (set once the action exists). */
export function linkCallConversion(built: BuiltOperations, actions: readonly ConversionAction[]): void {
  const call = actions.find((a) => a.kind === 'CALL_FROM_ADS')?.resourceName;
  if (!call) return;
  for (const op of built.operations) {
    if (op.entity === 'asset' && op.resource.call_asset) Object.assign(op.resource.call_asset, callConversionFields(call));
  }
}

import { HttpError } from '../../errors.js';
import { msg } from '../../i18n/messages.js';
import { suggestOffline } from '../../geo-catalog/places.js';
import { buildCampaignOperations, type BuiltCampaign } from './operations.js';
import { findLanguage } from '../../geo-catalog/languages.js';
import { resolveLocations, type PlaceResolver } from './targeting.js';
import type { AdsAccount, CampaignPlan, CreateCampaignInput } from './types.js';

/** The account + the locations and language as Google will target them (shared by both adapters). */
export async function planCampaign(input: CreateCampaignInput, account: AdsAccount, resolvePlace?: PlaceResolver): Promise<CampaignPlan> {
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

/** The operations creation sends for a plan; a blocking location problem refuses creation (400). */
export function operationsFor(input: CreateCampaignInput, plan: CampaignPlan): BuiltCampaign {
  if (plan.locationProblem) throw new HttpError('INVALID_REQUEST', plan.locationProblem);
  return buildCampaignOperations(input.payload, input.strategy, {
    customerId: plan.account.customerId,
    campaignName: input.campaignName,
    geoTargetConstants: plan.locations.map((l) => l.geoTargetConstant).filter((g): g is string => !!g),
    proximity: plan.locations.find((l) => l.proximity)?.proximity,
    languageConstant: plan.languageConstant,
    languageCode: plan.languageCode,
    currency: plan.account.currency,
    usdRate: input.choices?.usdRate ?? 1,
    bidding: plan.account.hasConversionActions ? 'MAXIMIZE_CONVERSIONS' : 'MAXIMIZE_CLICKS',
    finalUrl: input.choices?.landingPage,
  });
}

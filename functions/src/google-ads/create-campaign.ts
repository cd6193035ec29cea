import { isTokenInvalid } from '../adapters/google-ads-client/errors.js';
import { conversionsFor, operationsFor, reviewOf } from '../adapters/google-ads/plan.js';
import { matchingConversion } from '../adapters/google-ads/conversions.js';
import { sourcedAssets } from '../adapters/google-ads/line-sources.js';
import { DEFAULT_CALL_SECONDS, MAXIMIZE_CONVERSIONS_DAYS, MAXIMIZE_CONVERSIONS_MIN } from '../contract/tracking.js';
import type { ConversionKind } from '../contract/campaigns.js';
import type { CreationPlan, CreationInput, CreationChoices, GoogleAdsAdapter } from '../adapters/google-ads/types.js';
import type { PreflightProblem, PreflightResponse } from '../contract/preflight.js';
import { accountDailyBudget, currencyInfo } from '../currency/currency.js';
import type { Rate, RatesSource } from '../currency/rates.js';
import { campaignName } from '../copy/text.js';
import { payloadOf, type Campaign, type CampaignAnswers, type OwnerInput } from '../contract/campaigns.js';
import { PLAN_LIMITS } from '../contract/plans.js';
import { HttpError } from '../errors.js';
import { log } from '../logs.js';
import { pageView, validInput, type CampaignsRepo } from '../repos/campaigns.js';
import type { googleAdsConnectionsRepo } from '../repos/google-ads.js';
import type { usersRepo } from '../repos/users.js';
import { inEachLanguage, localize, msg, render, type Localized, type Message } from '../i18n/messages.js';
import type { AssetNote, AssetProfile, PlannedAssets } from '../copy/assets.js';
import type { InterfaceLanguage } from '../contract/languages.js';
import { moneyText } from '../i18n/money.js';

/** What the campaign list shows once the campaign is in Google Ads (created paused, never live). */
export const STATUS_IN_GOOGLE_ADS = 'In Google Ads (paused)';
/** A creation that started this long ago without finishing is considered dead and may be retried. */
const PENDING_TIMEOUT_MS = 2 * 60 * 1000;
interface Deps {
  campaigns: CampaignsRepo;
  /** The owner's business profile (pages, phone, WhatsApp, priced offers feed the assets). */
  profile?: (uid: string) => Promise<AssetProfile | undefined>;
  users: ReturnType<typeof usersRepo>;
  connections: ReturnType<typeof googleAdsConnectionsRepo>;
  adapter: GoogleAdsAdapter;
  rates: RatesSource;
}

/**
 * POST /campaign/user/{uid}/real: Premium only; needs a live Google Ads connection; builds the
 * STORED campaign `campaignId` names (its fields, its strategy, with the owner's edits) with the
 * choices reviewed in the pre-flight, and creates it in ONE atomic mutate (the
 * same `inputFor` and `operationsFor` as the pre-flight; nothing posted back is used for content).
 * The result is stored on the campaign. A campaign is created in Google Ads at most once.
 */
export function googleAdsCampaignService({ campaigns, users, connections, adapter, rates, profile }: Deps) {
  /** The adapter's input for a stored campaign: ONE builder for the pre-flight and creation. */
  async function inputFor(uid: string, refreshToken: string, campaign: Campaign, choices: CreationChoices): Promise<CreationInput> {
    const payload = validInput(campaign);
    // A campaign whose stored fields no longer make a valid form (written by an older version) cannot be created as it is.
    if (!payload) throw new HttpError('CONFLICT', msg('googleAds.missingFields'));
    return {
      uid,
      refreshToken,
      payload,
      strategy: campaign.strategy,
      // Google requires unique campaign names in an account: the id suffix keeps them apart.
      campaignName: `${nameOf(campaign, payload)} (${campaign.id.slice(0, 8)})`,
      choices,
      profile: await profile?.(uid),
    };
  }

  async function premiumConnection(uid: string): Promise<string> {
    const user = await users.get(uid);
    if (!PLAN_LIMITS[user?.plan ?? 'BASIC'].googleAds) {
      throw new HttpError('PREMIUM_REQUIRED', msg('googleAds.premiumRequired'));
    }
    const connection = await connections.refreshToken(uid);
    if ('missing' in connection) {
      if (connection.missing === 'broken') {
        throw new HttpError('GOOGLE_ADS_TOKEN_INVALID', msg('googleAds.tokenInvalid'));
      }
      throw new HttpError('GOOGLE_ADS_NOT_CONNECTED', msg('googleAds.notConnected'));
    }
    return connection.token;
  }

  /** The stated rate: the user's edited one, else the reference rate for the account's currency. */
  async function rateFor(currency: string, edited: number | undefined): Promise<Rate | undefined> {
    if (currencyInfo(currency).code === 'USD')
      return { currency: 'USD', rate: 1, date: new Date().toISOString().slice(0, 10), source: 'same currency' };
    if (edited !== undefined) return { currency, rate: edited, date: new Date().toISOString().slice(0, 10), source: 'entered by you' };
    return rates.rate(currency);
  }

  async function failed(uid: string, error: unknown): Promise<never> {
    const code = error instanceof HttpError ? error.code : 'UPSTREAM_FAILED';
    log.googleAdsFailed(uid, code, error);
    if (isTokenInvalid(error)) await connections.markBroken(uid);
    throw error;
  }

  return {
    /** GET /campaign/user/{uid}/{campaignId}/preflight: what creation would send, and what blocks it. */
    async preflight(
      uid: string,
      campaignId: string,
      choices: CreationChoices = {},
      language: InterfaceLanguage = 'en',
    ): Promise<PreflightResponse> {
      // Every text the review writes is in the reader's language.
      const say = (message: Parameters<typeof render>[0]) => render(message, language);
      const refreshToken = await premiumConnection(uid);
      const campaign = await campaigns.stored(uid, campaignId);
      if (!campaign) throw new HttpError('NOT_FOUND', msg('campaign.notFound'));
      const input = await inputFor(uid, refreshToken, campaign, choices);
      const payload = input.payload;
      let plan: CreationPlan;
      try {
        plan = await adapter.plan(input);
      } catch (error) {
        return failed(uid, error);
      }
      const problems: PreflightProblem[] = [];
      if (campaign.googleAds) {
        problems.push({
          code: 'ALREADY_CREATED',
          message: say(msg('googleAds.alreadyCreated')),
          fix: say(msg('preflight.alreadyCreatedFix')),
        });
      }
      const finalUrl = (choices.landingPage ?? '').trim() || (payload.pages.landing ?? '');
      if (!finalUrl) {
        problems.push({
          code: 'LANDING_PAGE_MISSING',
          message: say(msg('preflight.landingMissing')),
          fix: say(msg('preflight.landingMissingFix')),
        });
      }
      if (plan.locationProblem)
        problems.push({ code: 'LOCATION_UNRESOLVED', message: say(plan.locationProblem), fix: say(msg('places.unmatchedFix')) });
      const currency = currencyInfo(plan.account.currency).code;
      const rate = await rateFor(currency, choices.usdRate);
      const budget = rate ? accountDailyBudget(payload, currency, rate.rate) : undefined;
      if (!rate)
        problems.push({
          code: 'RATE_UNKNOWN',
          message: say(msg('preflight.rateUnknown', { currency })),
          fix: say(msg('preflight.rateUnknownFix', { currency })),
        });
      if (budget?.belowMinimum) {
        problems.push({
          code: 'BUDGET_BELOW_MINIMUM',
          message: say(
            msg('preflight.belowMinimum', { amount: amountText(budget.amount, currency), minimum: amountText(budget.minimum, currency) }),
          ),
          fix: say(msg('preflight.belowMinimumFix')),
        });
      }
      // Built with stand-ins where something blocks, so the rest can still be reviewed.
      const bidding = plan.account.hasConversionActions ? ('MAXIMIZE_CONVERSIONS' as const) : ('MAXIMIZE_CLICKS' as const);
      let built;
      try {
        // The same plan step creation runs (operationsFor), at the rate stated above.
        built = operationsFor({ ...input, choices: { ...choices, usdRate: rate?.rate ?? 1 } }, plan, { preview: true });
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        problems.push({ code: 'NO_KEYWORDS', message: error.messageIn(language), fix: say(msg('preflight.noKeywordsFix')) });
      }
      // The conversion actions creation makes (or reuses) with the campaign, from the same built operations.
      const conversions = built ? conversionsFor(input, built) : [];
      const conversionActions = conversions.map((c) => ({
        kind: c.kind,
        name: c.name,
        counts: say(countsMessage(c.kind, payload.objective, c.callSeconds)),
        callSeconds: c.callSeconds ?? null,
        reused: !!matchingConversion(c, plan.account.conversionActions ?? []),
      }));
      const clicksReason =
        conversions.length > 0
          ? msg('tracking.preflight.clicksReason', { min: MAXIMIZE_CONVERSIONS_MIN, days: MAXIMIZE_CONVERSIONS_DAYS })
          : msg('preflight.clicksReason');
      return {
        campaignId,
        conversionActions,
        payload: payloadOf(payload),
        account: { customerId: plan.account.customerId, name: plan.account.name, currency },
        campaignType: 'Search',
        ...(payload.type !== 'Search'
          ? { typeNote: say(msg('preflight.typeNote', { type: localize(msg(`value.${payload.type}`)) })) }
          : {}),
        bidding: {
          strategy: bidding,
          label: say(msg(bidding === 'MAXIMIZE_CONVERSIONS' ? 'preflight.maximizeConversions' : 'preflight.maximizeClicks')),
          // The old advice to set up tracking in Google Ads goes once creation makes the actions itself.
          reason: say(bidding === 'MAXIMIZE_CONVERSIONS' ? msg('preflight.conversionsReason') : clicksReason),
        },
        locations: plan.locations.map((l) => ({
          name: l.proximity && l.place ? say(msg('preflight.radius', { km: l.proximity.radiusKm, place: l.place })) : l.name,
          kind: l.kind,
          ...(l.geoTargetConstant ? { geoTargetConstant: l.geoTargetConstant } : {}),
          ...(l.proximity ? { radiusKm: l.proximity.radiusKm } : {}),
        })),
        language: { name: payload.language, languageConstant: plan.languageConstant },
        budget: {
          weeklyUsd: payload.budget,
          currency,
          rate: rate?.rate ?? null,
          rateDate: rate?.date ?? null,
          rateSource: rate?.source ?? null,
          dailyAmount: budget?.amount ?? null,
          dailyMicros: budget?.micros ?? null,
          minimumDaily: currencyInfo(currency).minDailyBudget,
          ...(payload.localBudget ? { ownerWeekly: payload.localBudget } : {}),
        },
        finalUrl,
        adGroups: built?.adGroups ?? [],
        // Each ad group's own ad, exactly as creation sends it.
        // with its display paths and any line creation adds below Google's minimum.
        ...(built ? reviewOf(built, input, finalUrl) : { ads: [], negatives: [] }),
        assets: built ? assetsReview(built.assets, say) : NO_ASSETS,
        status: 'PAUSED',
        problems,
      };
    },

    /**
     * Creates the stored campaign `campaignId` with the reviewed `choices`. 404 when the caller has
     * no such campaign (another user's id is simply not found under the caller), 409 when it is
     * already in Google Ads or being created.
     */
    async create(
      uid: string,
      campaignId: string,
      choices: CreationChoices = {},
      language: InterfaceLanguage = 'en',
    ): Promise<{ body: CampaignAnswers['real']; created: boolean }> {
      const refreshToken = await premiumConnection(uid);
      const claim = await campaigns.claimGoogleAdsCreation(uid, campaignId, PENDING_TIMEOUT_MS);
      if ('missing' in claim) throw new HttpError('NOT_FOUND', msg('campaign.notFound'));
      // Created twice (a double click, a retry): 409, nothing new in Google Ads.
      if ('created' in claim) throw new HttpError('CONFLICT', msg('googleAds.alreadyCreated'));
      if ('busy' in claim) throw new HttpError('CONFLICT', msg('googleAds.creating'));

      let created;
      let budget;
      try {
        const input = await inputFor(uid, refreshToken, claim.claimed, choices);
        if (!input.payload.pages.landing && !choices.landingPage) throw new HttpError('INVALID_REQUEST', msg('googleAds.landingRequired'));
        const plan = await adapter.plan(input);
        // The budget in the account's currency, at the rate the pre-flight stated (or the user set).
        const rate = await rateFor(plan.account.currency, choices.usdRate);
        if (!rate) throw new HttpError('INVALID_REQUEST', msg('googleAds.noRate', { currency: plan.account.currency }));
        budget = accountDailyBudget(input.payload, plan.account.currency, rate.rate);
        if (budget.belowMinimum) {
          throw new HttpError(
            'INVALID_REQUEST',
            msg('googleAds.belowMinimum', { amount: budget.amount, minimum: budget.minimum, currency: budget.currency }),
          );
        }
        created = await adapter.createCampaign({ ...input, choices: { ...choices, usdRate: rate.rate }, plan });
      } catch (error) {
        await campaigns.releaseGoogleAdsClaim(uid, campaignId).catch(() => undefined);
        return failed(uid, error);
      }

      const googleAds = { customerId: created.customerId, campaignResourceName: created.campaignResourceName };
      // The account's currency and the daily budget sent, kept so later screens and exports show that money.
      const stored = await campaigns.recordGoogleAdsCreated(
        uid,
        campaignId,
        STATUS_IN_GOOGLE_ADS,
        {
          ...googleAds,
          currency: budget.currency,
          dailyBudget: budget.amount,
        },
        created.conversionActions,
      );
      log.googleAdsCampaignCreated(uid, created.campaignResourceName);
      const campaign = stored ?? { ...pageView(claim.claimed), status: STATUS_IN_GOOGLE_ADS };
      const leftOutWhatsapp = created.leftOut?.some((l) => l.asset === 'WHATSAPP_MESSAGE');
      const body: CampaignAnswers['real'] = {
        message: [
          render(msg('googleAds.created'), language),
          ...(leftOutWhatsapp ? [render(msg('googleAds.whatsappLeftOut'), language)] : []),
        ].join(' '),
        campaign: { ...campaign, googleAds: { ...googleAds, status: 'PAUSED' } },
        googleAds: { ...googleAds, status: 'PAUSED' },
      };
      return { body, created: true };
    },
  };
}

const NO_ASSETS: PreflightResponse['assets'] = {
  sitelinks: [],
  callouts: [],
  snippets: [],
  call: null,
  message: null,
  price: null,
  promotion: null,
  notes: [],
};

/** The planned assets as the review lists them, with each note in the reader's language. */
function assetsReview(assets: PlannedAssets, say: (message: Message) => string): PreflightResponse['assets'] {
  const note = (n: AssetNote): Message => {
    switch (n.code) {
      case 'FEW_SITELINKS':
        return msg('preflight.assets.fewSitelinks', { count: n.count });
      case 'CALL_COUNTRY_UNKNOWN':
        return msg('preflight.assets.callCountryUnknown');
      case 'MESSAGE_ALLOWLIST':
        return msg('preflight.assets.messageAllowlist');
      case 'FEW_PRICES':
        return msg('preflight.assets.fewPrices', { count: n.count });
      case 'PRICES_OTHER_CURRENCY':
        return msg('preflight.assets.pricesOtherCurrency', { currencies: n.currencies.join(', '), account: n.account });
      case 'PRICES_CURRENCY_UNKNOWN':
        return msg('preflight.assets.pricesCurrencyUnknown', { account: n.account });
      case 'FEW_PRICED_SERVICES':
        return msg('preflight.assets.fewPricedServices', { count: n.count, account: n.account });
    }
  };
  return {
    // Each with where it comes from, shown on request.
    ...sourcedAssets(assets),
    notes: assets.notes.map((n) => say(note(n))),
  };
}

/** An amount in a pre-flight problem: as before in English ("17.2 EUR"), in the reader's format in Spanish ("EUR 17,20"). */
function amountText(amount: number, currency: string): Localized {
  return inEachLanguage((language) => (language === 'en' ? `${amount} ${currency}` : moneyText(amount, currency, language)));
}

/** What a conversion action counts, in the owner's words. */
export function countsMessage(kind: ConversionKind, objective: string, callSeconds: number | undefined): Message {
  switch (kind) {
    case 'CALL_FROM_ADS':
      return msg('tracking.counts.CALL_FROM_ADS', { seconds: callSeconds ?? DEFAULT_CALL_SECONDS });
    case 'FORM_OR_ORDER':
      return msg(objective === 'Sales' ? 'tracking.counts.FORM_OR_ORDER.sale' : 'tracking.counts.FORM_OR_ORDER.lead');
    case 'WHATSAPP_CLICK':
      return msg('tracking.counts.WHATSAPP_CLICK');
    case 'PHONE_CLICK':
      return msg('tracking.counts.PHONE_CLICK');
  }
}

function nameOf(campaign: Campaign, payload: OwnerInput): string {
  // The stored name, unless it is only the list's default for a campaign stored without one.
  return campaign.name.trim() || campaignName(payload);
}

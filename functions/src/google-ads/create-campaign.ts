import { Timestamp, type DocumentData, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { isTokenInvalid } from '../adapters/google-ads-client/errors.js';
import { operationsFor } from '../adapters/google-ads/plan.js';
import type { CampaignPlan, CreationChoices, GoogleAdsAdapter } from '../adapters/google-ads/types.js';
import type { PreflightProblem, PreflightResponse } from '../contract/preflight.js';
import { currencyInfo, dailyBudget } from '../currency/currency.js';
import type { Rate, RatesSource } from '../currency/rates.js';
import { campaignName } from '../copy/text.js';
import {
  campaignPayloadSchema,
  strategySchema,
  type CampaignPayload,
  type RealCampaignResponse,
  type Strategy,
} from '../contract/campaigns.js';
import { PLAN_LIMITS } from '../contract/plans.js';
import { HttpError } from '../errors.js';
import { log } from '../logs.js';
import { toCampaignItem } from '../repos/campaigns.js';
import type { googleAdsConnectionsRepo } from '../repos/google-ads.js';
import type { usersRepo } from '../repos/users.js';
import { msg, render, type Localized } from '../i18n/messages.js';
import type { InterfaceLanguage } from '../contract/languages.js';
import { moneyText } from '../i18n/money.js';

/** What the campaign list shows once the campaign is in Google Ads (created paused, never live). */
export const STATUS_IN_GOOGLE_ADS = 'In Google Ads (paused)';
/** The form's campaign types as the Spanish interface names them (the pre-flight's type note). */
const TYPE_NAMES_ES: Record<string, string> = {
  Search: 'Búsqueda',
  Display: 'Display',
  Shopping: 'Shopping',
  Video: 'Video',
  Performance: 'Máximo rendimiento',
  App: 'Aplicaciones',
};
/** A creation that started this long ago without finishing is considered dead and may be retried. */
const PENDING_TIMEOUT_MS = 2 * 60 * 1000;
/** How many recent campaigns are searched for the one matching a payload sent without `campaignId`. */
const MATCH_WINDOW = 20;

const MATCHED_FIELDS = [
  'objective',
  'description',
  'type',
  'location',
  'language',
  'keywords',
  'negativeKeywords',
  'link1',
  'budget',
] as const;

interface Deps {
  db: Firestore;
  users: ReturnType<typeof usersRepo>;
  connections: ReturnType<typeof googleAdsConnectionsRepo>;
  adapter: GoogleAdsAdapter;
  rates: RatesSource;
}

/**
 * POST /campaign/user/{uid}/real: Premium only; needs a live Google Ads connection; builds the
 * campaign from the payload and the stored strategy (the campaign `campaignId` names, else the
 * newest one generated from the same payload, else the payload alone) and creates it in ONE atomic
 * mutate; the result is stored on the campaign. A campaign is created in Google Ads at most once.
 */
export function googleAdsCampaignService({ db, users, connections, adapter, rates }: Deps) {
  const campaigns = (uid: string) => db.collection('users').doc(uid).collection('campaigns');

  async function findStored(uid: string, payload: CampaignPayload, campaignId: string | undefined): Promise<DocumentReference | undefined> {
    if (campaignId) {
      // Campaigns live under their owner: another user's id is simply not found here (404, nothing changes).
      const ref = campaigns(uid).doc(campaignId);
      if ((await ref.get()).exists) return ref;
      throw new HttpError('NOT_FOUND', msg('campaign.notFound'));
    }
    const recent = await campaigns(uid).orderBy('createdAt', 'desc').limit(MATCH_WINDOW).get();
    const match = recent.docs.find((d) => MATCHED_FIELDS.every((f) => d.get(f) === payload[f]) && strategyOf(d.data()));
    return match?.ref;
  }

  /** Marks the campaign "being created", atomically; answers the stored result if it is already in Google Ads. */
  async function claim(ref: DocumentReference): Promise<{ done: DocumentData } | { claimed: DocumentData }> {
    return db.runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      const data = snap.data() ?? {};
      if (isCreated(data)) return { done: data };
      const pending = data['googleAdsPending'];
      if (typeof pending === 'number' && Date.now() - pending < PENDING_TIMEOUT_MS) {
        throw new HttpError('CONFLICT', msg('googleAds.creating'));
      }
      tx.update(ref, { googleAdsPending: Date.now() });
      return { claimed: data };
    });
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
      // Every text the review writes is in the reader's language (issue 24).
      const say = (message: Parameters<typeof render>[0]) => render(message, language);
      const refreshToken = await premiumConnection(uid);
      const snap = await campaigns(uid).doc(campaignId).get();
      if (!snap.exists) throw new HttpError('NOT_FOUND', msg('campaign.notFound'));
      const doc = snap.data()!;
      const parsed = campaignPayloadSchema.safeParse(doc);
      if (!parsed.success) throw new HttpError('CONFLICT', msg('googleAds.missingFields'));
      const payload = parsed.data;
      const strategy = strategyOf(doc);
      const name = (typeof doc['name'] === 'string' && doc['name'].trim()) || campaignName(payload);
      const input = { uid, refreshToken, payload, strategy, campaignName: `${name} (${campaignId.slice(0, 8)})`, choices };
      let plan: CampaignPlan;
      try {
        plan = await adapter.plan(input);
      } catch (error) {
        return failed(uid, error);
      }
      const problems: PreflightProblem[] = [];
      if (isCreated(doc)) {
        problems.push({
          code: 'ALREADY_CREATED',
          message: say(msg('googleAds.alreadyCreated')),
          fix: say(msg('preflight.alreadyCreatedFix')),
        });
      }
      const finalUrl = (choices.landingPage ?? '').trim() || payload.link1.trim();
      if (!finalUrl) {
        problems.push({
          code: 'LANDING_PAGE_MISSING',
          message: say(msg('preflight.landingMissing')),
          fix: say(msg('preflight.landingMissingFix')),
        });
      }
      if (plan.locationProblem)
        problems.push({ code: 'LOCATION_UNRESOLVED', message: say(plan.locationProblem), fix: say(msg('preflight.locationFix')) });
      const currency = currencyInfo(plan.account.currency).code;
      const rate = await rateFor(currency, choices.usdRate);
      const budget = rate ? dailyBudget(payload.budget, currency, rate.rate) : undefined;
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
      return {
        campaignId,
        payload,
        account: { customerId: plan.account.customerId, name: plan.account.name, currency },
        campaignType: 'Search',
        ...(payload.type !== 'Search'
          ? { typeNote: say(msg('preflight.typeNote', { type: { en: payload.type, es: TYPE_NAMES_ES[payload.type] ?? payload.type } })) }
          : {}),
        bidding: {
          strategy: bidding,
          label: say(msg(bidding === 'MAXIMIZE_CONVERSIONS' ? 'preflight.maximizeConversions' : 'preflight.maximizeClicks')),
          reason: say(msg(bidding === 'MAXIMIZE_CONVERSIONS' ? 'preflight.conversionsReason' : 'preflight.clicksReason')),
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
        },
        finalUrl,
        adGroups: built?.adGroups ?? [],
        ads: built ? built.adGroups.map(() => ({ headlines: built.headlines, descriptions: built.descriptions, finalUrl })) : [],
        assets: built?.assets ?? { sitelinks: [], callouts: [] },
        status: 'PAUSED',
        problems,
      };
    },

    async create(
      uid: string,
      payload: CampaignPayload,
      campaignId?: string,
      choices: CreationChoices = {},
      language: InterfaceLanguage = 'en',
    ): Promise<{ body: RealCampaignResponse; created: boolean }> {
      const refreshToken = await premiumConnection(uid);
      const connection = { token: refreshToken };

      const storedRef = await findStored(uid, payload, campaignId);
      let stored: DocumentData | undefined;
      if (storedRef) {
        const claimed = await claim(storedRef);
        // Created twice (a double click, a retry): 409, nothing new in Google Ads.
        if ('done' in claimed) throw new HttpError('CONFLICT', msg('googleAds.alreadyCreated'));
        stored = claimed.claimed;
      }
      const ref = storedRef ?? campaigns(uid).doc();
      const name = (typeof stored?.['name'] === 'string' && stored['name'].trim()) || campaignName(payload);

      let created;
      try {
        const input = {
          uid,
          refreshToken: connection.token,
          payload,
          strategy: stored ? strategyOf(stored) : undefined,
          // Google requires unique campaign names in an account: the id suffix keeps them apart.
          campaignName: `${name} (${ref.id.slice(0, 8)})`,
          choices,
        };
        const plan = await adapter.plan(input);
        // The budget in the account's currency, at the rate the pre-flight stated (or the user set).
        const rate = await rateFor(plan.account.currency, choices.usdRate);
        if (!rate) throw new HttpError('INVALID_REQUEST', msg('googleAds.noRate', { currency: plan.account.currency }));
        const budget = dailyBudget(payload.budget, plan.account.currency, rate.rate);
        if (budget.belowMinimum) {
          throw new HttpError(
            'INVALID_REQUEST',
            msg('googleAds.belowMinimum', { amount: budget.amount, minimum: budget.minimum, currency: budget.currency }),
          );
        }
        created = await adapter.createCampaign({ ...input, choices: { ...choices, usdRate: rate.rate }, plan });
      } catch (error) {
        if (storedRef) await storedRef.update({ googleAdsPending: null }).catch(() => undefined);
        return failed(uid, error);
      }

      const now = Timestamp.now();
      const googleAds = { customerId: created.customerId, campaignResourceName: created.campaignResourceName, status: 'PAUSED' as const };
      const changes = { status: STATUS_IN_GOOGLE_ADS, googleAds: { ...googleAds, createdAt: now }, googleAdsPending: null, updatedAt: now };
      let doc: DocumentData;
      if (storedRef) {
        await storedRef.update(changes);
        doc = { ...stored, ...changes };
      } else {
        // Created from the payload alone: the campaign is stored now, in its final state.
        doc = { ...payload, name, createdAt: now, strategy: null, strategyText: null, generationError: null, ...changes };
        await ref.create(doc);
      }
      log.googleAdsCampaignCreated(uid, created.campaignResourceName);
      return { body: respond(ref.id, doc, render(msg('googleAds.created'), language)), created: true };
    },
  };
}

/** An amount in a pre-flight problem: as before in English ("17.2 EUR"), in the reader's format in Spanish ("EUR 17,20"). */
function amountText(amount: number, currency: string): Localized {
  return { en: `${amount} ${currency}`, es: moneyText(amount, currency, 'es') };
}

function respond(id: string, doc: DocumentData, message: string): RealCampaignResponse {
  const campaign = toCampaignItem(id, doc);
  const ads = doc['googleAds'] as { customerId: string; campaignResourceName: string };
  return { message, campaign, googleAds: { customerId: ads.customerId, campaignResourceName: ads.campaignResourceName, status: 'PAUSED' } };
}

function isCreated(doc: DocumentData): boolean {
  const ads = doc['googleAds'];
  return typeof ads === 'object' && ads !== null && typeof ads['campaignResourceName'] === 'string' && ads['campaignResourceName'] !== '';
}

function strategyOf(doc: DocumentData): Strategy | undefined {
  const parsed = strategySchema.safeParse(doc['strategy']);
  return parsed.success ? parsed.data : undefined;
}

import { periods } from '../adapters/ads-results/dates.js';
import {
  changeOperations,
  REPORT_OPERATIONS,
  type AdsResultsAdapter,
  type AdsReport,
  type RawMetrics,
} from '../adapters/ads-results/types.js';
import { isTokenInvalid } from '../adapters/google-ads-client/errors.js';
import { languageFromField } from '../contract/content-language.js';
import { PLAN_LIMITS } from '../contract/plans.js';
import {
  APP_DAILY_OPERATIONS,
  MANUAL_REFRESH_MS,
  RANGE_DAYS,
  RESULT_RANGES,
  RESULTS_CACHE_MS,
  USER_DAILY_OPERATIONS,
  type AdRow,
  type ApplyResponse,
  type GoogleAdsCampaignStatus,
  type UndoOnlyChange,
  UNDO_DAYS,
  type ChangeRecord,
  type ResultRange,
  type ResultsChange,
  type ResultsResponse,
  type StatusResponse,
  type Suggestion,
  type Totals,
  type Verdict,
} from '../contract/results.js';
import { HttpError } from '../errors.js';
import type { Campaign, TargetPlace } from '../contract/campaigns.js';
import type { PlaceCriterion } from '../contract/results.js';
import { placesLabel } from '../contract/place-names.js';
import { legacyPlace } from '../contract/geo.js';
import type { GoogleAdsAdapter, ResolvedLocation } from '../adapters/google-ads/types.js';
import { findLanguage } from '../geo-catalog/languages.js';
import { currentPlaces, samePlaces } from '../geo/current-places.js';
import { validInput, type CampaignsRepo } from '../repos/campaigns.js';
import type { googleAdsConnectionsRepo } from '../repos/google-ads.js';
import type { usersRepo } from '../repos/users.js';
import { abTestOf, compareAds, ownerLinesOf } from './ab-test.js';
import type { HeadlineSuggester, OwnerBrief } from './headline-suggester.js';
import { problemCodes, servingNow, servingProblems } from './serving.js';
import type { ResultsRepo, StoredChange } from '../repos/results.js';
import type { CachedResults } from './cached.js';
import { buildSuggestions, splitKeywords, type AbPlan, type OwnerFacts } from './suggestions.js';
import { RESULTS_A_WEEK, verdictFacts, verdictText } from './verdict.js';
import { patchResults } from './patch.js';
import type { BusinessProfile } from '../contract/business-profile.js';
import type { AbTest, ConversionAction } from '../contract/campaigns.js';
import { actionResults, tracksCustomers } from './tracking.js';
import type { InterfaceLanguage } from '../contract/languages.js';
import type { Localized } from '../i18n/messages.js';
import { inEachLanguage, msg, render } from '../i18n/messages.js';
import {
  AB_METHOD,
  abRecommendation,
  appliedText,
  changeBeforeAfter,
  changeText,
  figuresText,
  NOT_ACCEPTED,
  servingText,
  staleNotice,
  suggestionText,
} from './text.js';

interface Deps {
  /** The results' documents: cache, history, undo claims, operation quotas. */
  store: ResultsRepo<CachedResults>;
  users: ReturnType<typeof usersRepo>;
  campaigns: CampaignsRepo;
  connections: ReturnType<typeof googleAdsConnectionsRepo>;
  adapter: AdsResultsAdapter;
  headlines: HeadlineSuggester;
  /** The owner's business profile: its offers, and the ad lines they wrote or deleted. */
  profiles?: (uid: string) => Promise<BusinessProfile | undefined>;
  clock?: () => number;
  limits?: { user: number; app: number };
  /** Places as Google targets them (the Google Ads adapter's matching), for a change of places. */
  resolvePlaces?: GoogleAdsAdapter['resolvePlaces'];
}

export function totalsOf(m: RawMetrics): Totals {
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    impressions: m.impressions,
    clicks: m.clicks,
    cost: round(m.cost),
    conversions: round(m.conversions),
    ctr: m.impressions > 0 ? m.clicks / m.impressions : 0,
    averageCpc: m.clicks > 0 ? round(m.cost / m.clicks) : 0,
    costPerConversion: m.conversions > 0 ? round(m.cost / m.conversions) : null,
    conversionRate: m.clicks > 0 ? m.conversions / m.clicks : 0,
  };
}

export function sum(rows: RawMetrics[]): RawMetrics {
  return rows.reduce<RawMetrics>(
    (s, r) => ({
      impressions: s.impressions + r.impressions,
      clicks: s.clicks + r.clicks,
      cost: Math.round((s.cost + r.cost) * 100) / 100,
      conversions: s.conversions + r.conversions,
    }),
    { impressions: 0, clicks: 0, cost: 0, conversions: 0 },
  );
}

const quotaMessage = {
  user: msg('results.quotaUser'),
  app: msg('results.quotaApp'),
};

/**
 * Results of campaigns created in Google Ads (Premium): figures cached an hour per campaign and
 * range, a manual refresh at most every 15 minutes, every Google Ads operation counted against the
 * user's and the app's daily budgets; suggestions applied one at a time, each one Google Ads change,
 * each recorded in the campaign's history.
 */
export function resultsService({
  store,
  users,
  campaigns,
  connections,
  adapter,
  headlines,
  profiles = async () => undefined,
  clock = Date.now,
  limits = { user: USER_DAILY_OPERATIONS, app: APP_DAILY_OPERATIONS },
  resolvePlaces,
}: Deps) {
  const today = () => new Date(clock()).toISOString().slice(0, 10);

  async function campaignRef(uid: string, campaignId: string) {
    // Read together, checked in order: plan, campaign, connection.
    const [user, campaign, connection] = await Promise.all([users.get(uid), campaigns.get(uid, campaignId), connections.refreshToken(uid)]);
    if (!PLAN_LIMITS[user?.plan ?? 'BASIC'].googleAds) {
      throw new HttpError('PREMIUM_REQUIRED', msg('results.premium'));
    }
    if (!campaign) throw new HttpError('NOT_FOUND', msg('campaign.notFound'));
    const ads = campaign.googleAds;
    if (!ads) {
      throw new HttpError('CONFLICT', msg('results.notInGoogleAds'));
    }
    const language = languageFromField(campaign.language) ?? 'en';
    const owned = ownerLinesOf(campaign.strategy);
    if ('missing' in connection) {
      if (connection.missing === 'broken') throw new HttpError('GOOGLE_ADS_TOKEN_INVALID', msg('googleAds.tokenInvalid'));
      throw new HttpError('GOOGLE_ADS_NOT_CONNECTED', msg('results.notConnected'));
    }
    return {
      ref: { uid, refreshToken: connection.token, customerId: ads.customerId, campaignResourceName: ads.campaignResourceName },
      language,
      keywords: campaign.keywords.join(', '),
      googleAds: ads,
      brief: {
        description: campaign.description ?? '',
        objective: campaign.objective,
        location: campaign.location,
        // The places say the campaign's country (its Spanish) where the location's text may not.
        ...(campaign.place ? { place: campaign.place } : {}),
        ...(campaign.places ? { places: campaign.places } : {}),
      },
      abPlan: abPlanOf(
        abTestOf(campaign.strategy, validInput(campaign), user?.plan ?? 'BASIC'),
        campaign.pages.landing ?? '',
        owned.byGroup,
      ),
      owned,
      conversionActions: campaign.conversionActions,
    };
  }

  /** What is the owner's: the form's keywords, the profile's products and the lines they wrote or deleted. */
  async function ownerFacts(uid: string, keywords: string, owned: ReturnType<typeof ownerLinesOf>): Promise<OwnerFacts> {
    const profile = await profiles(uid).catch(() => undefined);
    return {
      coreKeywords: splitKeywords(keywords),
      productNames: profile
        ? [...(profile.offers ?? []).map((o) => o.replace(/\s+[\d$€£].*$/, '')), ...splitKeywords(profile.offering ?? '')]
        : [],
      // The campaign's own record first: it holds on every plan, with or without a profile.
      writtenLines: [...owned.written, ...(profile?.voiceExamples ?? [])],
      removedLines: [...owned.removed, ...(profile?.rejectedLines ?? [])],
    };
  }

  async function reserve(uid: string, operations: number): Promise<void> {
    const outcome = await store.reserveOperations(uid, today(), operations, limits);
    if (outcome !== 'ok') throw new HttpError('QUOTA_EXCEEDED', quotaMessage[outcome]);
  }

  async function guard<T>(uid: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (isTokenInvalid(error)) await connections.markBroken(uid);
      throw error;
    }
  }

  async function build(
    report: AdsReport,
    range: ResultRange,
    history: ChangeRecord[],
    language: 'es' | 'en',
    brief: OwnerBrief,
    now: number,
    owner: OwnerFacts,
    abPlan: AbPlan | null = null,
    stored: ConversionAction[] | undefined = undefined,
  ): Promise<CachedResults> {
    const currency = report.currency ?? 'USD';
    const p = periods(range, today());
    const current = report.daily.filter((d) => d.date >= p.start && d.date <= p.end);
    const previous = report.daily.filter((d) => d.date >= p.previousStart && d.date <= p.previousEnd);
    const keywords = report.keywords.map((k) => ({ ...k, ...totalsOf(k) }));
    const searchTerms = report.searchTerms.map((t) => ({ ...t, ...totalsOf(t) }));
    const seen = new Map<string, number>();
    const ads: AdRow[] = report.ads.map((a) => {
      const n = seen.get(a.adGroupId) ?? 0;
      seen.set(a.adGroupId, n + 1);
      return { ...a, ...totalsOf(a), variant: n === 0 ? 'A' : 'B' };
    });
    const totals = totalsOf(sum(current));
    const conversionsByAction = actionResults(report.conversionActions, stored, totals.cost, today());
    return {
      source: adapter.provider === 'sandbox' ? 'sandbox' : 'google',
      ...(report.conversionActions ? { conversionsByAction } : {}),
      ...(report.bidding ? { bidding: report.bidding } : {}),
      range,
      fetchedAt: new Date(now).toISOString(),
      status: report.status,
      servingProblems: servingProblems(report),
      serving: { status: report.status, statusReasons: report.statusReasons, billingReady: report.billingReady },
      dailyBudget: report.dailyBudget,
      currency,
      conversionTracking: report.conversionTracking,
      totals,
      previousTotals: totalsOf(sum(previous)),
      daily: current.map(({ date, impressions, clicks, cost, conversions }) => ({ date, impressions, clicks, cost, conversions })),
      adGroups: report.adGroups.map((g) => ({ ...g, ...totalsOf(g) })),
      keywords,
      searchTerms,
      ads,
      suggestions: await buildSuggestions({
        report,
        keywords,
        searchTerms,
        rangeDays: RANGE_DAYS[range],
        rangeStart: p.start,
        history,
        language,
        currency,
        brief,
        headlines,
        owner,
        targetCostPerResult: Math.round(((report.dailyBudget * 7) / RESULTS_A_WEEK) * 100) / 100,
        abPlan,
        tracksCustomers: tracksCustomers(conversionsByAction, report.conversionTracking),
      }),
      // The sample the campaign's A/B plan asked for.
      abTest: compareAds(ads, abPlan?.clicksPerVariant),
      budgetResourceName: report.budgetResourceName,
    };
  }

  /** The cached results as answered: internals left out, words in the reader's language. */
  function answer(
    cached: CachedResults,
    fetchedAtMs: number,
    history: StoredChange[],
    language: InterfaceLanguage,
    status: GoogleAdsCampaignStatus,
    notice?: string,
  ): ResultsResponse {
    const { budgetResourceName: _internal, serving, suggestions, ...results } = cached;
    const currency = cached.currency ?? 'USD';
    // One status: the campaign's, which every view reads, not the one the figures were read under.
    const worded = suggestions.map(({ facts, ...s }) => (facts ? { ...s, ...suggestionText(facts, language, currency) } : s));
    const verdict = verdictText(
      verdictFacts({
        status,
        conversionTracking: tracksCustomers(results.conversionsByAction ?? [], results.conversionTracking),
        dailyBudget: results.dailyBudget,
        rangeDays: RANGE_DAYS[results.range],
        totals: results.totals,
        suggestions: worded.filter((s) => s.change).map((s) => ({ title: s.title, raisesBudget: raisesBudget(s.change) })),
        tracking: results.conversionsByAction ?? [],
      }),
      language,
      currency,
    );
    return {
      ...results,
      status,
      currency,
      verdict,
      servingProblems: serving ? servingText(servingNow(serving, status), language) : results.servingProblems,
      suggestions: worded,
      abTest: results.abTest
        ? { ...results.abTest, method: AB_METHOD[language], recommendation: abRecommendation(results.abTest, language) }
        : null,
      refreshAvailableAt: new Date(fetchedAtMs + MANUAL_REFRESH_MS).toISOString(),
      history: historyIn(history, language),
      ...(notice ? { notice } : {}),
    };
  }

  return {
    async results(
      uid: string,
      campaignId: string,
      range: ResultRange,
      refresh: boolean,
      language: InterfaceLanguage = 'en',
    ): Promise<ResultsResponse> {
      // The cached answer needs no Google request: its reads run alongside the checks.
      const [{ ref, language: campaignLanguage, brief, googleAds, keywords, abPlan, owned, conversionActions }, cached, history] =
        await Promise.all([campaignRef(uid, campaignId), store.readCache(uid, campaignId, range), store.history(uid, campaignId)]);
      const now = clock();
      if (cached) {
        const age = now - cached.fetchedAtMs;
        const refreshAllowed = refresh && age >= MANUAL_REFRESH_MS;
        if (age < RESULTS_CACHE_MS && !refreshAllowed)
          return answer(cached.results, cached.fetchedAtMs, history, language, googleAds.status);
      }
      const outcome = await store.reserveOperations(uid, today(), REPORT_OPERATIONS, limits);
      if (outcome !== 'ok') {
        if (cached)
          return answer(
            cached.results,
            cached.fetchedAtMs,
            history,
            language,
            googleAds.status,
            staleNotice(render(quotaMessage[outcome], language), new Date(cached.fetchedAtMs).toISOString(), language),
          );
        throw new HttpError('QUOTA_EXCEEDED', quotaMessage[outcome]);
      }
      const report = await guard(uid, () => adapter.report({ ...ref, range, today: today() }));
      const results = await build(
        report,
        range,
        history,
        campaignLanguage,
        brief,
        now,
        await ownerFacts(uid, keywords, owned),
        abPlan,
        conversionActions,
      );
      await store.writeCache(uid, campaignId, range, { fetchedAtMs: now, results });
      // What Google Ads says now is the campaign's status and problems, for every view.
      const problems = problemCodes(results.serving ?? { status: report.status, statusReasons: report.statusReasons });
      if (googleAds.status !== report.status || !sameProblems(googleAds.problems ?? [], problems)) {
        await campaigns.setGoogleAdsState(uid, campaignId, { status: report.status, problems });
      }
      return answer(results, now, history, language, report.status);
    },

    async setStatus(
      uid: string,
      campaignId: string,
      status: 'ENABLED' | 'PAUSED',
      language: InterfaceLanguage = 'en',
    ): Promise<StatusResponse> {
      const { ref } = await campaignRef(uid, campaignId);
      const record = await applyChange(uid, campaignId, ref, { kind: 'SET_STATUS', status });
      await campaigns.setGoogleAdsStatus(uid, campaignId, status);
      // Status and serving problems come with the figures: the next view reads them again.
      await store.dropCaches(uid, campaignId, RESULT_RANGES);
      return { status, change: changeIn(record, language), history: historyIn(await store.history(uid, campaignId), language) };
    },

    async apply(
      uid: string,
      campaignId: string,
      suggestionId: string,
      language: InterfaceLanguage = 'en',
      items?: string[],
    ): Promise<ApplyResponse> {
      const { ref } = await campaignRef(uid, campaignId);
      // Claim the suggestion: it must be in current (under an hour old) results, and leaves them at once,
      // so a double click or a second tab cannot apply it twice.
      const now = clock();
      const claimed = await store.editCaches(uid, campaignId, RESULT_RANGES, (entries) => {
        let found: { suggestion: Suggestion; budgetResourceName: string; currency: string; ranges: ResultRange[] } | undefined;
        entries.forEach((e, i) => {
          if (!e || now - e.fetchedAtMs >= RESULTS_CACHE_MS) return;
          const s = e.results.suggestions.find((x) => x.id === suggestionId);
          if (!s || !s.change) return;
          // The owner's ticks are checked before anything is claimed: a refusal changes nothing.
          if (items) narrow(s.change, items);
          found ??= { suggestion: s, budgetResourceName: e.results.budgetResourceName, currency: e.results.currency ?? 'USD', ranges: [] };
          found.ranges.push(RESULT_RANGES[i]!);
          e.results.suggestions = e.results.suggestions.filter((x) => x.id !== suggestionId);
        });
        return found;
      });
      if (!claimed?.suggestion.change) {
        throw new HttpError('CONFLICT', msg('results.suggestionStale'));
      }
      try {
        const change = items ? narrow(claimed.suggestion.change, items) : claimed.suggestion.change;
        const record = await applyChange(uid, campaignId, ref, change, claimed.budgetResourceName, claimed.currency);
        // Ads, keywords and search terms show the change at once.
        await store.editCaches(uid, campaignId, RESULT_RANGES, (entries) =>
          entries.forEach((e) => e && patchResults(e.results, record.change)),
        );
        return answered(uid, campaignId, record, language);
      } catch (error) {
        // Not applied: the suggestion is offered again.
        await store.editCaches(uid, campaignId, RESULT_RANGES, (entries) => {
          entries.forEach((e, i) => {
            if (e && claimed.ranges.includes(RESULT_RANGES[i]!) && !e.results.suggestions.some((x) => x.id === suggestionId))
              e.results.suggestions.push(claimed.suggestion);
          });
        });
        throw error;
      }
    },

    /**
     * Undoes an applied change: one Google Ads change that restores what it found,
     * recorded in the history as an undo of it; within UNDO_DAYS, once.
     */
    async undo(uid: string, campaignId: string, changeId: string, language: InterfaceLanguage = 'en'): Promise<ApplyResponse> {
      const [{ ref }, history] = await Promise.all([campaignRef(uid, campaignId), store.history(uid, campaignId)]);
      const record = history.find((h) => h.id === changeId);
      if (!record) throw new HttpError('NOT_FOUND', msg('results.changeNotFound'));
      const inverse = undoable(record, history, clock()) ? inverseOf(record.change) : null;
      if (!inverse) throw new HttpError('CONFLICT', msg('results.undoUnavailable'));
      // Claimed before Google Ads is asked: of parallel undos (a double click, two tabs) one runs,
      // the others are refused as an undo already done.
      if (!(await store.claimUndo(uid, campaignId, changeId, new Date(clock()).toISOString()))) {
        throw new HttpError('CONFLICT', msg('results.undoUnavailable'));
      }
      let done: StoredChange;
      try {
        let budgetResourceName = '';
        if (inverse.kind === 'SET_BUDGET') {
          for (const range of RESULT_RANGES)
            budgetResourceName ||= (await store.readCache(uid, campaignId, range))?.results.budgetResourceName ?? '';
          if (!budgetResourceName) {
            await reserve(uid, REPORT_OPERATIONS);
            budgetResourceName = (await guard(uid, () => adapter.report({ ...ref, range: 'LAST_7_DAYS', today: today() })))
              .budgetResourceName;
          }
        }
        done = await applyChange(uid, campaignId, ref, inverse, budgetResourceName, record.currency ?? 'USD', changeId);
      } catch (error) {
        // Not undone: the owner may try again.
        await store.releaseUndo(uid, campaignId, changeId);
        throw error;
      }
      if (inverse.kind === 'SET_STATUS') await campaigns.setGoogleAdsStatus(uid, campaignId, inverse.status);
      if (inverse.kind === 'SET_PLACES') await campaigns.update(uid, campaignId, () => placesFields(inverse.to));
      await store.editCaches(uid, campaignId, RESULT_RANGES, (entries) =>
        entries.forEach((e) => e && patchResults(e.results, done.change)),
      );
      return answered(uid, campaignId, done, language);
    },

    /**
     * The campaign's places changed in Google Ads (POST …/places): every location and radius
     * replaced by `places` in one change, recorded in the history with an undo, and stored on the
     * campaign. A place Google cannot match is a 400 naming `places`; nothing changes.
     */
    async setPlaces(uid: string, campaignId: string, places: TargetPlace[], language: InterfaceLanguage = 'en'): Promise<ApplyResponse> {
      const { ref } = await campaignRef(uid, campaignId);
      const campaign = await campaigns.get(uid, campaignId);
      if (!campaign) throw new HttpError('NOT_FOUND', msg('campaign.notFound'));
      if (!resolvePlaces) throw new HttpError('CONFLICT', msg('places.notInGoogleAds'));
      const adLanguage = findLanguage(campaign.language)?.code ?? 'en';
      const from = currentPlaces(campaign, adLanguage);
      if (samePlaces(from, places)) throw new HttpError('INVALID_REQUEST', msg('places.unchanged'), { field: 'places' });
      const resolve = (list: TargetPlace[]) =>
        guard(uid, () => resolvePlaces({ refreshToken: ref.refreshToken, places: list, language: adLanguage }));
      const next = await resolve(places);
      if (next.problem) throw new HttpError('INVALID_REQUEST', next.problem, { field: 'places' });
      // What an undo recreates; a place Google cannot match now leaves the change without an undo.
      const before = from.length ? await resolve(from).catch(() => undefined) : undefined;
      const record = await applyChange(uid, campaignId, ref, {
        kind: 'SET_PLACES',
        from,
        to: places,
        targets: next.locations.map(criterionOf),
        previous: before && !before.problem ? before.locations.map(criterionOf) : [],
      });
      await campaigns.update(uid, campaignId, () => placesFields(places));
      return answered(uid, campaignId, record, language);
    },

    /** The campaign's latest cached figures in a few lines, in both languages, for the assistant (no Google request). */
    async latestFigures(uid: string, campaignId: string): Promise<LatestFigures | null> {
      for (const range of RESULT_RANGES) {
        const cached = await store.readCache(uid, campaignId, range);
        if (!cached) continue;
        // The campaign's one status, with the figures last read.
        const status = (await campaigns.get(uid, campaignId))?.googleAds?.status ?? cached.results.status;
        const r = { ...cached.results, status, ...(cached.results.serving ? { serving: servingNow(cached.results.serving, status) } : {}) };
        const currency = r.currency ?? 'USD';
        const inLanguage = (language: InterfaceLanguage) =>
          figuresText(
            {
              ...r,
              servingProblems: r.serving ? servingText(r.serving, language) : r.servingProblems,
              suggestionTitles: r.suggestions.map((s) => (s.facts ? suggestionText(s.facts, language, currency).title : s.title)),
            },
            language,
            currency,
          );
        // The verdict (good / watch / act, three numbers, one next step) for the assistant's answer.
        const verdictIn = (language: InterfaceLanguage) => {
          return verdictText(
            verdictFacts({
              status,
              conversionTracking: tracksCustomers(r.conversionsByAction ?? [], r.conversionTracking),
              tracking: r.conversionsByAction ?? [],
              dailyBudget: r.dailyBudget,
              rangeDays: RANGE_DAYS[r.range],
              totals: r.totals,
              suggestions: r.suggestions
                .filter((x) => x.change)
                .map((x) => ({
                  title: x.facts ? suggestionText(x.facts, language, currency).title : x.title,
                  raisesBudget: raisesBudget(x.change),
                })),
            }),
            language,
            currency,
          );
        };
        return {
          ...inEachLanguage(inLanguage),
          currency,
          rangeDays: RANGE_DAYS[r.range],
          totals: { impressions: r.totals.impressions, clicks: r.totals.clicks, cost: r.totals.cost, conversions: r.totals.conversions },
          verdict: inEachLanguage(verdictIn),
        };
      }
      return null;
    },
  };

  async function applyChange(
    uid: string,
    campaignId: string,
    ref: Awaited<ReturnType<typeof campaignRef>>['ref'],
    change: ResultsChange,
    budgetResourceName = '',
    currency = 'USD',
    undoOf?: string,
  ): Promise<StoredChange> {
    await reserve(uid, changeOperations(change));
    const description = changeText(change, 'en', currency);
    try {
      const names = await guard(uid, () => adapter.apply(ref, change, { budgetResourceName }));
      return await store.record(uid, campaignId, {
        at: new Date(clock()).toISOString(),
        // What Google created, by name: what an undo removes.
        change: withResourceNames(change, names),
        ...(undoOf ? { undoOf } : {}),
        description,
        result: 'APPLIED',
        message: appliedText(names.length, 'en'),
        currency,
        operations: names.length,
      });
    } catch (error) {
      const message = error instanceof HttpError ? error.message : NOT_ACCEPTED.en;
      const failure = error instanceof HttpError ? error.text : undefined;
      await store.record(uid, campaignId, {
        at: new Date(clock()).toISOString(),
        change,
        description,
        result: 'FAILED',
        message,
        currency,
        ...(failure ? { failure } : {}),
      });
      throw error;
    }
  }

  /** A stored change as answered: its words in the reader's language, internals left out. */
  function changeIn(record: StoredChange, language: InterfaceLanguage): ChangeRecord {
    const { currency, operations, failure, ...rest } = record;
    const message =
      rest.result === 'APPLIED' && typeof operations === 'number'
        ? appliedText(operations, language)
        : failure
          ? render(failure, language)
          : rest.message === NOT_ACCEPTED.en
            ? NOT_ACCEPTED[language]
            : rest.message;
    return {
      ...rest,
      description: currency || language !== 'en' ? changeText(rest.change, language, currency ?? 'USD') : rest.description,
      message,
    };
  }

  /** A change just made, as the history words it (before, after, undo), with the whole history. */
  async function answered(uid: string, campaignId: string, record: StoredChange, language: InterfaceLanguage): Promise<ApplyResponse> {
    const history = historyIn(await store.history(uid, campaignId), language);
    return { change: history.find((h) => h.id === record.id) ?? changeIn(record, language), history };
  }

  function historyIn(records: StoredChange[], language: InterfaceLanguage): ChangeRecord[] {
    const now = clock();
    return records.map((r) => {
      const undoneBy = records.find((x) => x.undoOf === r.id && x.result === 'APPLIED');
      const words = changeBeforeAfter(r.change, language, r.currency ?? 'USD');
      const group = 'adGroupName' in r.change ? r.change.adGroupName : undefined;
      return {
        ...changeIn(r, language),
        ...(r.result === 'APPLIED' ? words : {}),
        ...(group ? { adGroupName: group } : {}),
        ...(undoneBy ? { undoneAt: undoneBy.at } : {}),
        undoable: undoable(r, records, now) && inverseOf(r.change) !== null,
      };
    });
  }
}

/** A change narrowed to the items the owner ticked; a 400 naming `items` when they do not fit. */
export function narrow<C extends Exclude<ResultsChange, UndoOnlyChange>>(change: C, items: string[]): C {
  const picked = new Set(items);
  if (change.kind === 'ADD_NEGATIVES') {
    if (items.some((i) => !change.terms.includes(i)))
      throw new HttpError('INVALID_REQUEST', msg('results.itemsUnknown'), { field: 'items' });
    const terms = change.terms.filter((t) => picked.has(t));
    if (terms.length === 0) throw new HttpError('INVALID_REQUEST', msg('results.itemsNone'), { field: 'items' });
    return { ...change, terms };
  }
  if (change.kind === 'REPLACE_HEADLINES') {
    if (items.some((i) => !change.remove.includes(i)))
      throw new HttpError('INVALID_REQUEST', msg('results.itemsUnknown'), { field: 'items' });
    // Each LOW headline goes with the new one proposed for it.
    const pairs = change.remove.map((r, i) => [r, change.add[i]] as const).filter(([r, a]) => picked.has(r) && a !== undefined);
    if (pairs.length === 0) throw new HttpError('INVALID_REQUEST', msg('results.itemsNone'), { field: 'items' });
    return { ...change, remove: pairs.map(([r]) => r), add: pairs.map(([, a]) => a!) };
  }
  throw new HttpError('INVALID_REQUEST', msg('results.itemsUnknown'), { field: 'items' });
}

/** The change that restores what `change` found, or null when it cannot be undone. */
export function inverseOf(change: ResultsChange): ResultsChange | null {
  switch (change.kind) {
    case 'SET_STATUS':
      return { kind: 'SET_STATUS', status: change.status === 'ENABLED' ? 'PAUSED' : 'ENABLED' };
    case 'SET_BUDGET':
      return { kind: 'SET_BUDGET', fromDaily: change.toDaily, toDaily: change.fromDaily };
    case 'ADD_NEGATIVES':
      return change.resourceNames?.length ? { kind: 'REMOVE_NEGATIVES', terms: change.terms, resourceNames: change.resourceNames } : null;
    case 'REPLACE_HEADLINES':
      return { ...change, remove: change.add, add: change.remove };
    case 'WIDEN_MATCH':
      return change.resourceName
        ? {
            kind: 'REMOVE_KEYWORD',
            resourceName: change.resourceName,
            adGroupId: change.adGroupId,
            text: change.text,
            ...(change.adGroupName ? { adGroupName: change.adGroupName } : {}),
          }
        : null;
    case 'PAUSE_KEYWORD':
      return { ...change, kind: 'ENABLE_KEYWORD' };
    case 'ADD_AD_VARIANT':
      return change.resourceName
        ? {
            kind: 'REMOVE_AD',
            resourceName: change.resourceName,
            adGroupId: change.adGroupId,
            headlines: change.headlines,
            ...(change.adGroupName ? { adGroupName: change.adGroupName } : {}),
          }
        : null;
    case 'SET_PLACES':
      return change.previous.length
        ? { kind: 'SET_PLACES', from: change.to, to: change.from, targets: change.previous, previous: change.targets }
        : null;
    case 'SET_BIDDING':
      return { kind: 'SET_BIDDING', from: change.to, to: change.from };
    default:
      return null;
  }
}

/** A location as the change records it: what Google targets, named. */
function criterionOf(l: ResolvedLocation): PlaceCriterion {
  return {
    name: l.place ?? l.name,
    ...(l.geoTargetConstant ? { geoTargetConstant: l.geoTargetConstant } : {}),
    ...(l.proximity ? { proximity: l.proximity } : {}),
  };
}

/** The stored fields a change of places sets: the places, their names for display, the first for older clients. */
function placesFields(places: TargetPlace[]): Partial<Campaign> {
  return { places, location: placesLabel(places), ...legacyPlace(places) };
}

/** Applied, not an undo, not undone, and at most UNDO_DAYS old. */
function undoable(record: StoredChange, history: StoredChange[], now: number): boolean {
  return (
    record.result === 'APPLIED' &&
    !record.undoOf &&
    !history.some((h) => h.undoOf === record.id && h.result === 'APPLIED') &&
    now - Date.parse(record.at) <= UNDO_DAYS * 86_400_000
  );
}

/** A change as recorded: with the names Google gave what it created. */
function withResourceNames(change: ResultsChange, names: string[]): ResultsChange {
  if (change.kind === 'ADD_NEGATIVES') return { ...change, resourceNames: names };
  if ((change.kind === 'WIDEN_MATCH' || change.kind === 'ADD_AD_VARIANT') && names[0]) return { ...change, resourceName: names[0] };
  return change;
}

/**
 * What the campaign's A/B plan needs to become ad B in Google Ads: its
 * lines, what it tries, the clicks each ad needs, and the landing page ad A uses; null when the
 * campaign has no plan (below Pro) or no landing page.
 */
function abPlanOf(plan: AbTest | undefined, finalUrl: string | undefined, ownerLines: AbPlan['ownerLines'] = {}): AbPlan | null {
  if (!plan || !finalUrl) return null;
  return {
    ownerLines,
    angle: plan.angle,
    headlines: plan.headlines,
    descriptions: plan.descriptions,
    clicksPerVariant: plan.clicksPerVariant,
    finalUrl,
  };
}

/** A change that spends more a day. */
function raisesBudget(change: ResultsChange | null): boolean {
  return change?.kind === 'SET_BUDGET' && change.toDaily > change.fromDaily;
}

function sameProblems(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((x) => b.includes(x));
}

export type ResultsService = ReturnType<typeof resultsService>;

/** A campaign's latest cached figures for the assistant: the text in both languages, and the verdict behind it. */
export type LatestFigures = Localized & {
  currency: string;
  rangeDays: number;
  totals: { impressions: number; clicks: number; cost: number; conversions: number };
  verdict: Readonly<Record<InterfaceLanguage, Verdict>>;
};

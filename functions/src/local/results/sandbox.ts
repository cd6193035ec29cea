import { randomInt } from 'node:crypto';
import type { ResultsChange } from '../../contract/results.js';
import { HttpError } from '../../errors.js';
import { buildChangeOperations, RESULTS_GADS, type ResultsOperation } from '../../adapters/ads-results/operations.js';
import { simulate, statusOn, type SimKeyword, type SimulatorState } from './simulator.js';
import type { AdsResultsAdapter, ReportTarget } from '../../adapters/ads-results/types.js';
import { msg } from '../../i18n/messages.js';

/**
 * The local Google Ads results stand-in. It reads the campaign from the operations the sandbox
 * recorded when it was created (`localGoogleAdsMutations`, through local/google-ads/store.ts), replays every change recorded since,
 * and answers the simulator's figures. Each change is recorded in the same collection, exactly as
 * every sandbox mutate is, and refused the way Google refuses it (unknown resources, a removed
 * campaign, a revoked grant is refused earlier by the connection check).
 */
const SPANISH = 'languageConstants/1003';

interface StoredMutation {
  uid: string;
  /** A remove operation's resource is the removed resource's name (an undo); others are objects. */
  operations: { entity: string; operation: string; resource: Record<string, unknown> | string }[];
  resourceNames: string[];
  campaignResourceName?: string;
  createdAt: number;
  /** Set on the creation: the test account's currency. */
  currency?: string;
}

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const lastId = (name: string) => name.split('/').pop()!.split('~').pop()!;
const MATCH: Record<number, SimKeyword['matchType']> = { 2: 'EXACT', 3: 'PHRASE', 4: 'BROAD' };

export function replay(
  campaignResourceName: string,
  mutations: StoredMutation[],
): (SimulatorState & { callActions?: string[] }) | undefined {
  const sorted = [...mutations].sort((a, b) => a.createdAt - b.createdAt);
  const creation = sorted.find((m) => m.resourceNames.includes(campaignResourceName));
  if (!creation) return undefined;
  const on = day(creation.createdAt);
  const real = new Map<string, string>();
  creation.operations.forEach((op, i) => {
    const temp = typeof op.resource === 'string' ? undefined : op.resource['resource_name'];
    if (typeof temp === 'string') real.set(temp, creation.resourceNames[i]!);
  });
  const state: SimulatorState & { callActions?: string[] } = {
    campaignResourceName,
    budgetResourceName: '',
    language: 'en',
    statusChanges: [],
    budgets: [],
    negatives: [],
    adGroups: [],
    keywords: [],
    ads: [],
  };
  const callActions: string[] = [];
  creation.operations.forEach((op, i) => {
    // A creation creates: every resource is an object (a removal names a string, never here).
    if (typeof op.resource === 'string') return;
    const r = op.resource;
    const name = creation.resourceNames[i]!;
    if (op.entity === 'campaign') {
      state.bidding = r['maximize_conversions'] ? 'MAXIMIZE_CONVERSIONS' : 'MAXIMIZE_CLICKS';
    } else if (op.entity === 'asset') {
      const call = r['call_asset'] as { call_conversion_action?: string } | undefined;
      if (call?.call_conversion_action) callActions.push(call.call_conversion_action);
    } else if (op.entity === 'campaign_budget') {
      state.budgetResourceName = name;
      state.budgets.push({ on: '0000-01-01', daily: Number(r['amount_micros']) / 1_000_000 });
    } else if (op.entity === 'campaign_criterion') {
      const kw = r['keyword'] as { text: string } | undefined;
      if (r['negative'] === true && kw) state.negatives.push({ text: kw.text.toLowerCase(), on: '0000-01-01', name });
      const lang = r['language'] as { language_constant?: string } | undefined;
      if (lang?.language_constant === SPANISH) state.language = 'es';
    } else if (op.entity === 'ad_group') {
      state.adGroups.push({ id: lastId(name), name: String(r['name']) });
    } else if (op.entity === 'ad_group_criterion') {
      const kw = r['keyword'] as { text: string; match_type: number };
      const adGroupId = lastId(real.get(String(r['ad_group'])) ?? '');
      state.keywords.push({
        id: lastId(name),
        adGroupId,
        text: kw.text,
        matchType: MATCH[kw.match_type] ?? 'PHRASE',
        since: '0000-01-01',
        pausedOn: null,
      });
    } else if (op.entity === 'ad_group_ad') {
      const ad = r['ad'] as {
        final_urls?: string[];
        responsive_search_ad: { headlines: { text: string }[]; descriptions: { text: string }[] };
      };
      state.ads.push({
        id: lastId(name),
        adGroupId: lastId(real.get(String(r['ad_group'])) ?? ''),
        headlines: ad.responsive_search_ad.headlines.map((h) => h.text),
        descriptions: ad.responsive_search_ad.descriptions.map((d) => d.text),
        replacedHeadlines: [],
        ...(ad.final_urls ? { finalUrls: ad.final_urls } : {}),
      });
    }
  });
  void on;
  if (callActions.length) state.callActions = callActions;
  for (const m of sorted) {
    if (m === creation || m.campaignResourceName !== campaignResourceName) continue;
    const date = day(m.createdAt);
    m.operations.forEach((op, i) => applyOperation(state, op as ResultsOperation, m.resourceNames[i] ?? '', date));
  }
  return state;
}

function applyOperation(state: SimulatorState, op: ResultsOperation, resourceName: string, date: string): void {
  switch (op.entity) {
    case 'campaign':
      if ('maximize_conversions' in op.resource) state.bidding = 'MAXIMIZE_CONVERSIONS';
      else if ('target_spend' in op.resource) state.bidding = 'MAXIMIZE_CLICKS';
      else
        state.statusChanges.push({ on: date, status: op.resource.status === RESULTS_GADS.CampaignStatus.ENABLED ? 'ENABLED' : 'PAUSED' });
      return;
    case 'campaign_budget':
      state.budgets.push({ on: date, daily: op.resource.amount_micros / 1_000_000 });
      return;
    case 'campaign_criterion':
      if (op.operation === 'remove') state.negatives = state.negatives.filter((n) => n.name !== op.resource);
      else state.negatives.push({ text: op.resource.keyword.text.toLowerCase(), on: date, name: resourceName });
      return;
    case 'ad_group_criterion':
      if (op.operation === 'remove') {
        state.keywords = state.keywords.filter((k) => k.id !== lastId(op.resource));
      } else if (op.operation === 'create') {
        state.keywords.push({
          id: lastId(resourceName),
          adGroupId: lastId(op.resource.ad_group),
          text: op.resource.keyword.text,
          matchType: MATCH[op.resource.keyword.match_type] ?? 'PHRASE',
          since: date,
          pausedOn: null,
        });
      } else {
        const kw = state.keywords.find((k) => k.id === lastId(op.resource.resource_name));
        if (kw) kw.pausedOn = op.resource.status === RESULTS_GADS.AdGroupCriterionStatus.PAUSED ? date : null;
      }
      return;
    case 'ad_group_ad':
      // The A/B plan's ad B, and its undo.
      if (op.operation === 'remove') state.ads = state.ads.filter((a) => a.id !== lastId(op.resource));
      else
        state.ads.push({
          id: lastId(resourceName),
          adGroupId: lastId(op.resource.ad_group),
          headlines: op.resource.ad.responsive_search_ad.headlines.map((h) => h.text),
          descriptions: op.resource.ad.responsive_search_ad.descriptions.map((d) => d.text),
          replacedHeadlines: [],
          finalUrls: op.resource.ad.final_urls,
          since: date,
        });
      return;
    case 'ad': {
      const ad = state.ads.find((a) => a.id === lastId(op.resource.resource_name));
      if (!ad) return;
      const next = op.resource.responsive_search_ad.headlines.map((h) => h.text);
      ad.replacedHeadlines.push(...next.filter((h) => !ad.headlines.includes(h)));
      ad.headlines = next;
      return;
    }
  }
}

/**
 * The conversion actions a campaign counts with in the sandbox account: every website action of
 * the account (their tags are the site's, whichever campaign brought the visit) and the call
 * actions its call asset names. An account without any plays one that already tracks (older campaigns).
 */
function conversionsOf(
  state: SimulatorState & { callActions?: string[] },
  actions: SandboxConversionRow[],
): Pick<SimulatorState, 'conversionActions'> {
  if (!actions.length) return {};
  const mine = actions.filter(
    (a) => a.status !== 'REMOVED' && (a.type === 'WEBPAGE' || (state.callActions ?? []).includes(a.resourceName)),
  );
  return {
    conversionActions: mine.map((a) => ({
      resourceName: a.resourceName,
      name: a.name,
      type: a.type,
      category: a.category,
      callSeconds: a.callSeconds ?? null,
      firingFrom: a.firingFrom ?? null,
      silentFrom: a.silentFrom ?? null,
    })),
  };
}

/** A sandbox conversion action as local/google-ads/store.ts keeps it. */
export interface SandboxConversionRow {
  resourceName: string;
  name: string;
  type: string;
  category: string;
  status: string;
  callSeconds?: number | null;
  firingFrom?: string | null;
  silentFrom?: string | null;
}

/** The sandbox's recorded mutates (local/google-ads/store.ts, given by local/index.ts). */
export interface SandboxMutationsStore {
  /** The sandbox account's conversion actions and their simulated tags. */
  conversionActions?(customerId: string): Promise<SandboxConversionRow[]>;
  mutationsOf(uid: string): Promise<StoredMutation[]>;
  recordMutation(mutation: {
    uid: string;
    customerId: string;
    campaignResourceName: string;
    operations: unknown[];
    resourceNames: string[];
    createdAt: number;
  }): Promise<void>;
}

export function createSandboxResultsAdapter(store: SandboxMutationsStore, clock: () => number = Date.now): AdsResultsAdapter {
  async function load(ref: ReportTarget): Promise<SimulatorState & { currency: string }> {
    const [mutations, actions] = await Promise.all([store.mutationsOf(ref.uid), store.conversionActions?.(ref.customerId) ?? []]);
    const state = replay(ref.campaignResourceName, mutations);
    if (!state) throw new HttpError('NOT_FOUND', msg('results.campaignGone'));
    // The test account's currency, as recorded when the campaign was created in it.
    const creation = mutations.find((m) => m.resourceNames.includes(ref.campaignResourceName));
    return { ...state, ...conversionsOf(state, actions), currency: typeof creation?.currency === 'string' ? creation.currency : 'USD' };
  }

  return {
    provider: 'sandbox',

    async report(request) {
      const state = await load(request);
      return { ...simulate(state, request.range, request.today), currency: state.currency };
    },

    async apply(ref: ReportTarget, change: ResultsChange, context) {
      const state = await load(ref);
      const ad = change.kind === 'REPLACE_HEADLINES' ? state.ads.find((a) => a.id === change.adId) : undefined;
      // Refused as Google refuses it: a resource that is not in the campaign.
      if (change.kind === 'REPLACE_HEADLINES' && !ad) throw notFound('ad');
      if (
        (change.kind === 'PAUSE_KEYWORD' || change.kind === 'WIDEN_MATCH' || change.kind === 'ENABLE_KEYWORD') &&
        !state.keywords.some((k) => k.id === change.keywordId)
      )
        throw notFound('keyword');
      if (change.kind === 'REMOVE_KEYWORD' && !state.keywords.some((k) => k.id === lastId(change.resourceName))) throw notFound('keyword');
      if (change.kind === 'ADD_AD_VARIANT' && !state.adGroups.some((g) => g.id === change.adGroupId)) throw notFound('ad');
      if (change.kind === 'REMOVE_AD' && !state.ads.some((a) => a.id === lastId(change.resourceName))) throw notFound('ad');
      // Google refuses to remove a criterion that is not there (already removed, or never created).
      if (change.kind === 'REMOVE_NEGATIVES' && change.resourceNames.some((n) => !state.negatives.some((x) => x.name === n)))
        throw new HttpError('CONFLICT', msg('results.undoUnavailable'));
      if (change.kind === 'SET_STATUS' && statusOn(state, day(clock())) === change.status) {
        throw new HttpError('CONFLICT', msg(change.status === 'ENABLED' ? 'results.alreadyEnabled' : 'results.alreadyPaused'));
      }
      const operations = buildChangeOperations(change, ref, { ...context, currentHeadlines: ad?.headlines });
      const resourceNames = operations.map((op) => resultName(ref.customerId, op));
      await store.recordMutation({
        uid: ref.uid,
        customerId: ref.customerId,
        campaignResourceName: ref.campaignResourceName,
        operations,
        resourceNames,
        createdAt: clock(),
      });
      return resourceNames;
    },
  };
}

function notFound(what: 'ad' | 'keyword'): HttpError {
  return new HttpError('CONFLICT', msg(what === 'ad' ? 'results.adGone' : 'results.keywordGone'));
}

const newId = () => String(randomInt(100_000_000, 281_474_976_710_655));

function resultName(customerId: string, op: ResultsOperation): string {
  const base = `customers/${customerId}`;
  if (op.operation === 'remove') return op.resource;
  if (op.operation === 'update') return op.resource.resource_name;
  if (op.entity === 'campaign_criterion') return `${base}/campaignCriteria/${lastId(op.resource.campaign)}~${newId()}`;
  if (op.entity === 'ad_group_ad') return `${base}/adGroupAds/${lastId(op.resource.ad_group)}~${newId()}`;
  return `${base}/adGroupCriteria/${lastId(op.resource.ad_group)}~${newId()}`;
}

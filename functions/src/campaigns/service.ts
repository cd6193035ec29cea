import { callWithDeadline, ClientGoneError } from '../strategy/deadline.js';
import { renderStrategyText } from '../strategy/render.js';
import { moneyView } from '../contract/owner-money.js';
import { enforceStrategyRules } from '../strategy/rules.js';
import type { AiProvider, MarketBids, StrategyInput } from '../strategy/ai-port.js';
import { generateStrategy } from '../strategy/generate.js';
import { campaignAd, type CampaignAnswers, type OwnerInput, type Strategy } from '../contract/campaigns.js';
import {
  STRATEGY_SECTIONS,
  type GenerationStep,
  type StrategySection,
  type StrategySectionValue,
  type StrategyStreamEvent,
} from '../contract/stream.js';
import type { Plan } from '../contract/plans.js';
import { HttpError } from '../errors.js';
import { log } from '../logs.js';
import { pageView, type CampaignsRepo } from '../repos/campaigns.js';
import { delivery } from '../usage/delivery.js';
import type { UsageService } from '../usage/usage.js';
import { campaignName, uniqueCampaignName } from '../copy/text.js';
import type { BusinessProfile } from '../contract/business-profile.js';
import { applyProfile } from '../business-profile/learn.js';

const AB_TEST_PLANS = new Set<Plan>(['PRO', 'PREMIUM']);

function withoutAbTest(strategy: Strategy): Strategy {
  const { abTest: _omitted, ...rest } = strategy;
  return rest;
}

export interface Timed<T> {
  body: T;
  /** Milliseconds spent in the AI provider (Server-Timing). */
  aiMs: number;
}

/**
 * How a streamed request follows the work. `open` is called once the allowance unit is
 * taken, before any `emit` (so what fails before, like 429, is still an ordinary error); `signal`
 * is the client going away, which cancels the work and gives the unit back while nothing of the
 * answer was delivered — after the first section or text piece the unit is spent.
 */
export interface Progress<E> {
  open: () => void;
  emit: (event: E) => void;
  signal: AbortSignal;
}

type StrategyProgressEvent = Exclude<StrategyStreamEvent, { event: 'done' | 'error' }>;

/**
 * Strategy generation: one campaign unit taken atomically, the campaign stored as a Draft, the
 * strategy generated within the deadline, then strategy, text and status written together. Any
 * failure after the unit was taken gives it back and leaves the Draft without a strategy.
 */
export function campaignService(deps: {
  ai: AiProvider;
  usage: UsageService;
  campaigns: CampaignsRepo;
  timeoutMs: number;
  /** Market CPCs for the payload's keywords (the keyword planner); undefined when unknown. */
  market?: (input: OwnerInput) => Promise<MarketBids | undefined>;
  /** The owner's saved business profile; undefined when none. */
  profile?: (uid: string) => Promise<BusinessProfile | undefined>;
  /** Keeps the facts the owner confirmed in the business profile (the next form starts from them). */
  rememberFacts?: (uid: string, input: OwnerInput) => Promise<boolean>;
}) {
  const { ai, usage, campaigns, timeoutMs } = deps;
  return {
    async create(uid: string, payload: OwnerInput, progress?: Progress<StrategyProgressEvent>): Promise<Timed<CampaignAnswers['created']>> {
      const reservation = await usage.reserve(uid, 'campaigns');
      let step = -1;
      const toStep = (next: GenerationStep) => {
        if (next > step) progress?.emit({ event: 'progress', data: { step: (step = next) } });
      };
      // A section that reached the client spends the unit; only a client gone before any is cancelled.
      const delivered = delivery(progress?.signal, () => void usage.markDelivered(reservation));
      const emitSection = progress
        ? (event: StrategyProgressEvent) => {
            progress.emit(event);
            if (event.event === 'section') delivered.markDelivered();
          }
        : undefined;
      let draftId: string | undefined;
      try {
        progress?.open();
        toStep(0);
        const existing = (await campaigns.list(uid)).map((c) => c.name);
        // The Draft carries the reservation's id, so a lease left by a dead process finds it.
        const draft = await campaigns.createDraft(uid, payload, uniqueCampaignName(campaignName(payload), existing), reservation.id);
        draftId = draft.id;
        toStep(1);
        const started = performance.now();
        // Bids, KPIs and clicks follow the market when the planner knows it; a planner failure only
        // means the strategy falls back to budget-based bids.
        const [market, profile] = await Promise.all([
          deps.market?.(payload).catch(() => undefined),
          deps.profile?.(uid).catch(() => undefined),
        ]);
        const input: StrategyInput = { ...payload, market, profile };
        const onSections = emitSection && sectionEmitter(input, emitSection, toStep);
        const generated = await callWithDeadline(
          timeoutMs,
          (options) => generateStrategy(ai, input, onSections ? { ...options, onSections } : options),
          delivered.cancel,
          { user: uid },
        );
        // Nothing is stored for a client that went away before any section: its unit is given
        // back below. One that left after a section has it spent, and the strategy is stored.
        if (delivered.cancel?.aborted) throw new ClientGoneError();
        // The last section is complete only when the answer is: send what was not sent yet.
        onSections?.(generated);
        // A/B testing recommendations are a PRO/Premium feature (docs/product.md P6.3).
        // The profile's lines never to propose (deleted before, banned claims, competitors).
        const profiled = applyProfile(generated, profile);
        const strategy = AB_TEST_PLANS.has(reservation.plan) ? profiled : withoutAbTest(profiled);
        const aiMs = performance.now() - started;
        const text = renderStrategyText(strategy, payload.language, moneyView(payload));
        const campaign = await campaigns.completeStrategy(uid, draft, strategy, text);
        if (payload.facts) await deps.rememberFacts?.(uid, payload);
        await usage.settle(reservation).catch((e: unknown) => log.settleFailed(uid, 'campaigns', e));
        log.strategyGenerated(uid, draft.id, ai.name, Math.round(aiMs));
        return { body: { response: text, campaign: pageView(campaign) }, aiMs };
      } catch (error) {
        log.aiFailed(uid, 'strategy', error);
        await usage.release(reservation).catch((e: unknown) => log.releaseFailed(uid, 'campaigns', e));
        if (draftId && error instanceof HttpError) {
          await campaigns
            .recordFailure(uid, draftId, error instanceof ClientGoneError ? 'CLIENT_CLOSED' : error.code)
            .catch(() => undefined);
        }
        throw error;
      }
    },

    async list(uid: string): Promise<CampaignAnswers['list']> {
      return { campaigns: await campaigns.list(uid) };
    },
  };
}

/**
 * Turns the provider's complete sections into `section` events, each checked by the rules every
 * stored strategy obeys (so a streamed headline is never one the final strategy would refuse), and
 * moves the loading card's steps: headlines are being written once the ad groups are done, the
 * rest once the descriptions are.
 */
function sectionEmitter(input: StrategyInput, emit: (event: StrategyProgressEvent) => void, toStep: (step: GenerationStep) => void) {
  const sent = new Set<string>();
  return (complete: Partial<Strategy>) => {
    // The campaign-level lines are the first group's ad, known once the descriptions are written too.
    const ready = (key: StrategySection) => complete[key] !== undefined && (key !== 'headlines' || complete.descriptions !== undefined);
    const fresh = STRATEGY_SECTIONS.filter((key) => ready(key) && !sent.has(key));
    if (!fresh.length) return;
    const checked = enforceStrategyRules({ ...EMPTY_STRATEGY, ...complete }, input);
    for (const key of fresh) {
      sent.add(key);
      const section = sectionValue(checked, key);
      if (section) emit({ event: 'section', data: section });
    }
    if (sent.has('adGroups')) toStep(2);
    if (sent.has('descriptions')) toStep(3);
  };
}

/** One section as the stream sends it (its structured value); `null` for an empty one, which is not sent. */
function sectionValue(strategy: Strategy, key: StrategySection): StrategySectionValue | null {
  // What is streamed is what is stored: the campaign-level lines as the stored campaign derives them.
  const derived = strategy.adGroups.length ? campaignAd(strategy) : strategy;
  const value = key === 'headlines' || key === 'descriptions' ? derived[key] : strategy[key];
  if (typeof value === 'string' ? !value.trim() : Array.isArray(value) && value.length === 0) return null;
  return { key, value } as StrategySectionValue;
}

const EMPTY_STRATEGY: Strategy = {
  summary: '',
  recommendedCampaignType: '',
  bidding: '',
  adGroups: [],
  headlines: [],
  descriptions: [],
  negativeKeywords: [],
  budget: { weekly: 0, daily: 0, split: [] },
  kpis: [],
  nextSteps: [],
};

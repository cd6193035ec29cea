import { callWithDeadline } from '../adapters/ai/deadline.js';
import { renderStrategyText } from '../adapters/ai/render.js';
import type { AiProvider, MarketBids } from '../adapters/ai/types.js';
import type { CampaignListResponse, CampaignPayload, CreateCampaignResponse, Strategy } from '../contract/campaigns.js';
import type { Plan } from '../contract/plans.js';
import { HttpError } from '../http/errors.js';
import { log } from '../logs.js';
import { toCampaignItem, type CampaignsRepo } from '../repos/campaigns.js';
import type { UsageService } from '../usage/usage.js';
import { campaignName, uniqueCampaignName } from './text.js';

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
  market?: (payload: CampaignPayload) => Promise<MarketBids | undefined>;
}) {
  const { ai, usage, campaigns, timeoutMs } = deps;
  return {
    async create(uid: string, payload: CampaignPayload): Promise<Timed<CreateCampaignResponse>> {
      const reservation = await usage.reserve(uid, 'campaigns');
      let draftId: string | undefined;
      try {
        const existing = (await campaigns.list(uid)).map((c) => c.name);
        const draft = await campaigns.createDraft(uid, payload, uniqueCampaignName(campaignName(payload), existing));
        draftId = draft.id;
        const started = performance.now();
        // Bids, KPIs and clicks follow the market when the planner knows it; a planner failure only
        // means the strategy falls back to budget-based bids.
        const market = await deps.market?.(payload).catch(() => undefined);
        const generated = await callWithDeadline(timeoutMs, (options) => ai.generateStrategy({ ...payload, market }, options));
        // A/B testing recommendations are a PRO/Premium feature (SPEC §9).
        const strategy = AB_TEST_PLANS.has(reservation.plan) ? generated : withoutAbTest(generated);
        const aiMs = performance.now() - started;
        const text = renderStrategyText(strategy, payload.language);
        const changes = await campaigns.completeStrategy(uid, draft.id, strategy, text);
        log.strategyGenerated(uid, draft.id, ai.name, Math.round(aiMs));
        return { body: { response: text, campaign: toCampaignItem(draft.id, { ...draft.doc, ...changes }) }, aiMs };
      } catch (error) {
        log.aiFailed(uid, 'strategy', error);
        await usage.release(reservation).catch((e: unknown) => log.releaseFailed(uid, 'campaigns', e));
        if (draftId && error instanceof HttpError) {
          await campaigns.recordFailure(uid, draftId, error.code).catch(() => undefined);
        }
        throw error;
      }
    },

    async list(uid: string): Promise<CampaignListResponse> {
      return { campaigns: await campaigns.list(uid) };
    },
  };
}

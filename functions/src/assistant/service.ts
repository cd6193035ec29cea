import { callWithDeadline, ClientGoneError } from '../strategy/deadline.js';
import type { AiProvider, AssistantBrief, ChatInput, ResultsDigest, MarketBids } from '../strategy/ai-port.js';
import type { ChatResponse, ChatSuggestion } from '../contract/api.js';
import { domainAnswer } from './domain-answer.js';
import type { OwnerInput } from '../contract/campaigns.js';
import { needsMarket, relevantCampaign } from './intents.js';
import { INTERFACE_LABELS } from './labels.js';
import { PLAN_LIMITS } from '../contract/plans.js';
import { log } from '../logs.js';
import type { CampaignsRepo } from '../repos/campaigns.js';
import type { chatRepo } from '../repos/chat.js';
import type { Progress, Timed } from '../campaigns/service.js';
import type { ChatStreamEvent } from '../contract/stream.js';
import type { BusinessProfile } from '../contract/business-profile.js';
import { delivery } from '../usage/delivery.js';
import type { RateLimiter } from '../usage/rate-limit.js';
import type { UsageService } from '../usage/usage.js';

/**
 * The assistant: one AI-query unit per question, the user's campaigns and (per plan) the last
 * exchanges as context. A failed answer gives the unit back and stores nothing.
 */
export function assistantService(deps: {
  ai: AiProvider;
  usage: UsageService;
  campaigns: CampaignsRepo;
  chats: ReturnType<typeof chatRepo>;
  /** Counts new conversations per user (429 RATE_LIMITED past the limit). */
  rateLimits: RateLimiter;
  timeoutMs: number;
  /** A campaign's latest cached results as text, in English and Spanish (no Google Ads operation); see results/service.ts. */
  latestFigures?: (uid: string, campaignId: string) => Promise<({ en: string; es: string } & Partial<ResultsDigest>) | null>;
  /** The keyword planner's estimate for a campaign's keywords, place and budget (asked only when a question needs it). */
  market?: (campaign: Pick<OwnerInput, 'budget' | 'location' | 'language'> & { keywords: string }) => Promise<MarketBids | undefined>;
  /** The owner's saved business profile; undefined when none. */
  profile?: (uid: string) => Promise<BusinessProfile | undefined>;
}) {
  const { ai, usage, campaigns, chats, timeoutMs } = deps;

  /** The newest campaigns created in Google Ads carry their latest cached figures. */
  async function withFigures(uid: string, briefs: AssistantBrief[]): Promise<AssistantBrief[]> {
    const { latestFigures } = deps;
    if (!latestFigures) return briefs;
    return Promise.all(
      briefs.map(async (b, i) => {
        if (i >= 3 || !b.inGoogleAds || !b.id) return b;
        const figures = await latestFigures(uid, b.id).catch(() => null);
        if (!figures) return b;
        const { en, es, currency, rangeDays, totals, verdict } = figures;
        const results = currency && rangeDays && totals && verdict ? { results: { currency, rangeDays, totals, verdict } } : {};
        return { ...b, latestResults: en, latestResultsEs: es, ...results };
      }),
    );
  }
  /** The campaign a budget or CPC question is about carries the keyword planner's estimate. */
  async function withMarket(message: string, briefs: AssistantBrief[]): Promise<AssistantBrief[]> {
    const { market } = deps;
    if (!market || !needsMarket(message)) return briefs;
    const target = relevantCampaign(message, briefs);
    if (!target?.budget) return briefs;
    const { keywords, budget, location, language } = target;
    const bids = await market({ keywords, budget, location, language }).catch(() => undefined);
    return bids ? briefs.map((b) => (b === target ? { ...b, market: bids } : b)) : briefs;
  }

  return {
    /** A new conversation: earlier exchanges stay stored but are neither shown nor remembered. */
    async startConversation(uid: string): Promise<void> {
      await deps.rateLimits.take(uid, 'conversations');
      await chats.startNew(uid);
    },

    /**
     * One answer. With `progress` (streaming), the answer's pieces are emitted as `delta` events as
     * the model writes them; the answer is stored only when whole. A client that goes away before
     * the first piece gets nothing stored and its unit back; after it, the answer is finished and
     * stored and the unit spent.
     */
    async ask(
      uid: string,
      message: string,
      progress?: Progress<Extract<ChatStreamEvent, { event: 'delta' }>>,
    ): Promise<Timed<ChatResponse>> {
      const reservation = await usage.reserve(uid, 'ai_queries');
      // A text piece that reached the client spends the query; only a client gone before any is cancelled.
      const delivered = delivery(progress?.signal, () => void usage.markDelivered(reservation));
      try {
        progress?.open();
        const [history, briefs, profile] = await Promise.all([
          chats.recent(uid, PLAN_LIMITS[reservation.plan].memory),
          campaigns.briefs(uid).then(async (b) => withMarket(message, await withFigures(uid, b))),
          deps.profile?.(uid).catch(() => undefined),
        ]);
        const started = performance.now();
        // Leading whitespace is not sent (the stored answer is trimmed), so what was shown is the answer.
        let shown = '';
        const onDelta = progress
          ? (text: string) => {
              const piece = shown ? text : text.trimStart();
              if (!piece) return;
              shown += piece;
              progress.emit({ event: 'delta', data: { text: piece } });
              delivered.markDelivered();
            }
          : undefined;
        const input: ChatInput = {
          message,
          history,
          campaigns: briefs,
          ...(briefs[0] ? { language: briefs[0].language } : {}),
          ...(profile ? { profile } : {}),
          interfaceLabels: INTERFACE_LABELS,
        };
        // Not understood, a copy request, how a campaign is doing: the domain's answer on every path.
        const domain = domainAnswer(input);
        let suggestion: ChatSuggestion | undefined;
        let response: string;
        if (domain) {
          response = domain.text.trim();
          suggestion = domain.suggestion;
          if (onDelta) for (const piece of response.match(/(?:\S+\s*){1,6}|\s+/g) ?? []) onDelta(piece);
        } else {
          response = await callWithDeadline(
            timeoutMs,
            (options) => ai.chat(input, onDelta ? { ...options, onDelta } : options),
            delivered.cancel,
            { user: uid },
          );
        }
        // Gone before any piece: nothing stored, the query given back. Gone after: answered and kept.
        if (delivered.cancel?.aborted) throw new ClientGoneError();
        const aiMs = performance.now() - started;
        // Stored under the reservation's id, so a lease left by a dead process finds it.
        await chats.add(uid, { message, response, suggestion }, reservation.id);
        await usage.settle(reservation).catch((e: unknown) => log.settleFailed(uid, 'ai_queries', e));
        log.chatAnswered(uid, domain ? 'domain' : ai.name, history.length, Math.round(aiMs));
        return { body: { response, ...(suggestion ? { suggestion } : {}) }, aiMs };
      } catch (error) {
        log.aiFailed(uid, 'chat', error);
        await usage.release(reservation).catch((e: unknown) => log.releaseFailed(uid, 'ai_queries', e));
        throw error;
      }
    },
  };
}

import { callWithDeadline } from '../adapters/ai/deadline.js';
import type { AiProvider, CampaignBrief } from '../adapters/ai/types.js';
import { PLAN_LIMITS } from '../contract/plans.js';
import { log } from '../logs.js';
import type { CampaignsRepo } from '../repos/campaigns.js';
import type { chatRepo } from '../repos/chat.js';
import type { Timed } from '../campaigns/service.js';
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
  timeoutMs: number;
  /** A campaign's latest cached results as text (no Google Ads operation); see results/service.ts. */
  latestFigures?: (uid: string, campaignId: string) => Promise<string | null>;
}) {
  const { ai, usage, campaigns, chats, timeoutMs } = deps;

  /** The newest campaigns created in Google Ads carry their latest cached figures. */
  async function withFigures(uid: string, briefs: CampaignBrief[]): Promise<CampaignBrief[]> {
    const { latestFigures } = deps;
    if (!latestFigures) return briefs;
    return Promise.all(
      briefs.map(async (b, i) => {
        if (i >= 3 || !b.inGoogleAds || !b.id) return b;
        const figures = await latestFigures(uid, b.id).catch(() => null);
        return figures ? { ...b, latestResults: figures } : b;
      }),
    );
  }
  return {
    async ask(uid: string, message: string): Promise<Timed<{ response: string }>> {
      const reservation = await usage.reserve(uid, 'ai_queries');
      try {
        const [history, briefs] = await Promise.all([chats.recent(uid, PLAN_LIMITS[reservation.plan].memory), campaigns.briefs(uid).then((b) => withFigures(uid, b))]);
        const started = performance.now();
        const response = await callWithDeadline(timeoutMs, (options) =>
          ai.chat({ message, history, campaigns: briefs, ...(briefs[0] ? { language: briefs[0].language } : {}) }, options),
        );
        const aiMs = performance.now() - started;
        await chats.add(uid, { message, response });
        log.chatAnswered(uid, ai.name, history.length, Math.round(aiMs));
        return { body: { response }, aiMs };
      } catch (error) {
        log.aiFailed(uid, 'chat', error);
        await usage.release(reservation).catch((e: unknown) => log.releaseFailed(uid, 'ai_queries', e));
        throw error;
      }
    },
  };
}

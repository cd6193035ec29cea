import type { CampaignPayload, CreateCampaignResponse } from '@contract/campaigns';
import { apiPaths } from '@/config/paths';
import type { ApiClient } from '@/lib/api-client';

/** SPEC §9: strategy generation gives up after 60 s. */
export const STRATEGY_TIMEOUT_MS = 60_000;

/** POST /campaign/user/{uid}: generates and stores the strategy; answers `{response, campaign}`. */
export function createCampaign(api: ApiClient, uid: string, payload: CampaignPayload) {
  return api<CreateCampaignResponse>(apiPaths.campaigns(uid), { method: 'POST', body: payload, timeoutMs: STRATEGY_TIMEOUT_MS });
}

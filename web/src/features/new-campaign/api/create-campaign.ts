import type { CampaignPayload, CreateCampaignResponse } from '@contract/campaigns';
import { STRATEGY_SECTIONS, type StrategySection, type StrategySectionValue, type StrategyStreamEvent } from '@contract/stream';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { useApiClient, type ApiClient, type StreamEvent } from '@/lib/api-client';
import { userKeys } from '@/lib/query-keys';

/** docs/product.md P3.3: strategy generation gives up after 60 s. */
export const STRATEGY_TIMEOUT_MS = 60_000;

/** What the strategy stream reports while it works (contract/stream.ts). */
export type StrategyProgress = Exclude<StrategyStreamEvent, { event: 'done' | 'error' }>;

/**
 * POST /campaign/user/{uid}: generates and stores the strategy; answers `{response, campaign}`.
 * Streamed: `onProgress` gets the loading steps and each finished section as they happen.
 */
export function createCampaign(api: ApiClient, uid: string, payload: CampaignPayload, onProgress?: (event: StrategyProgress) => void) {
  return api<CreateCampaignResponse>(apiPaths.campaigns(uid), {
    method: 'POST',
    body: payload,
    timeoutMs: STRATEGY_TIMEOUT_MS,
    ...(onProgress ? { onEvent: (event: StreamEvent) => readProgress(event, onProgress) } : {}),
  });
}

/**
 * The strategy as a mutation: the answer as it comes (the screen reads its status), and afterwards
 * the usage meter reads again (even a failed attempt may have counted) and, once a strategy is
 * stored, the campaign list too.
 */
export function useCreateCampaign() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ uid, payload, onProgress }: { uid: string; payload: CampaignPayload; onProgress?: (event: StrategyProgress) => void }) =>
      createCampaign(api, uid, payload, onProgress),
    onSettled: (result, _error, { uid }) => {
      void queryClient.invalidateQueries({ queryKey: userKeys.usage(uid) });
      if (result?.ok) void queryClient.invalidateQueries({ queryKey: userKeys.campaignList(uid) });
    },
  });
}

/** Passes on the events this screen knows, with the shape it expects; anything else is ignored. */
function readProgress({ event, data }: StreamEvent, onProgress: (event: StrategyProgress) => void) {
  const value = (data ?? {}) as Record<string, unknown>;
  if (event === 'progress' && typeof value['step'] === 'number' && [0, 1, 2, 3].includes(value['step'])) {
    onProgress({ event, data: { step: value['step'] as 0 | 1 | 2 | 3 } });
  } else if (event === 'section' && isSection(value['key']) && value['value'] !== undefined && value['value'] !== null) {
    // The section's value is the server's own (contract/stream.ts); the component reads only what it knows.
    onProgress({ event, data: { key: value['key'], value: value['value'] } as StrategySectionValue });
  }
}

function isSection(value: unknown): value is StrategySection {
  return (STRATEGY_SECTIONS as readonly unknown[]).includes(value);
}

import type { CampaignPayload, CreateCampaignResponse } from '@contract/campaigns';
import { STRATEGY_SECTIONS, type StrategySection, type StrategyStreamEvent } from '@contract/stream';
import { apiPaths } from '@/config/paths';
import type { ApiClient, StreamEvent } from '@/lib/api-client';

/** SPEC §9: strategy generation gives up after 60 s. */
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

/** Passes on the events this screen knows, with the shape it expects; anything else is ignored. */
function readProgress({ event, data }: StreamEvent, onProgress: (event: StrategyProgress) => void) {
  const value = (data ?? {}) as Record<string, unknown>;
  if (event === 'progress' && typeof value['step'] === 'number' && [0, 1, 2, 3].includes(value['step'])) {
    onProgress({ event, data: { step: value['step'] as 0 | 1 | 2 | 3 } });
  } else if (event === 'section' && isSection(value['key']) && typeof value['text'] === 'string') {
    onProgress({ event, data: { key: value['key'], text: value['text'] } });
  }
}

function isSection(value: unknown): value is StrategySection {
  return (STRATEGY_SECTIONS as readonly unknown[]).includes(value);
}

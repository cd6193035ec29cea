import { useCallback, useState } from 'react';
import type { CampaignItem, CampaignPayload } from '@contract/campaigns';
import { useApiClient } from '@/lib/api-client';
import { createCampaign } from '../api/create-campaign';
import { isLimitError } from '../utils/limit-error';

export const GENERATION_FAILED_MESSAGE = 'Ocurrió un error al generar la respuesta.';

export type GenerationState =
  | { phase: 'idle' }
  | { phase: 'generating' }
  | { phase: 'done'; strategy: string; campaign: CampaignItem | null };

/** Strategy generation (POST /campaign/user/{uid}) and its outcomes of SPEC §8. */
export function useStrategyGeneration(uid: string | null) {
  const api = useApiClient();
  const [state, setState] = useState<GenerationState>({ phase: 'idle' });
  const [error, setError] = useState<string | null>(null);
  const [limitReached, setLimitReached] = useState(false);

  const generate = useCallback(
    async (payload: CampaignPayload) => {
      setError(null);
      if (!uid) {
        setError(GENERATION_FAILED_MESSAGE);
        return 'error' as const;
      }
      setState({ phase: 'generating' });
      const result = await createCampaign(api, uid, payload);
      if (result.ok && typeof result.data?.response === 'string' && result.data.response.trim()) {
        const done = { phase: 'done', strategy: result.data.response, campaign: result.data.campaign ?? null } as const;
        setState(done);
        return done;
      }
      setState({ phase: 'idle' });
      if (!result.ok && isLimitError(result)) {
        setLimitReached(true);
        return 'limit' as const;
      }
      setError(GENERATION_FAILED_MESSAGE);
      return 'error' as const;
    },
    [api, uid],
  );

  const reset = useCallback(() => {
    setState({ phase: 'idle' });
    setError(null);
  }, []);
  const closeLimit = useCallback(() => setLimitReached(false), []);

  return { state, error, limitReached, generate, reset, closeLimit };
}

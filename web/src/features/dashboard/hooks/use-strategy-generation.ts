import { useCallback, useState } from 'react';
import type { CampaignItem, CampaignPayload } from '@contract/campaigns';
import type { MessageId } from '@/lib/i18n';
import { useCreateCampaign, type StrategyProgress } from '../api/create-campaign';
import { isLimitError } from '../utils/limit-error';

/** docs/product.md P3.3: 'Ocurrió un error al generar la respuesta.' (the Spanish interface's; translated in the English one). */
export const GENERATION_FAILED_MESSAGE: MessageId = 'dashboard.wizard.generationFailed';

/** A section of the strategy already written, as text (its heading and lines). */
export interface StrategySectionText {
  key: string;
  text: string;
}

export type GenerationState =
  | { phase: 'idle' }
  /** `step`: the loading card's current step (0–3), from the server's progress. */
  | { phase: 'generating'; step: number; sections: StrategySectionText[] }
  | { phase: 'done'; strategy: string; campaign: CampaignItem | null };

/**
 * Strategy generation (POST /campaign/user/{uid}, streamed) and its outcomes of docs/product.md P3.3. While it
 * works, the loading card follows the server's progress and the finished sections show as they
 * arrive; the final text then replaces them.
 */
export function useStrategyGeneration(uid: string | null) {
  const { mutateAsync: createCampaign } = useCreateCampaign();
  const [state, setState] = useState<GenerationState>({ phase: 'idle' });
  const [error, setError] = useState<MessageId | null>(null);
  const [limitReached, setLimitReached] = useState(false);

  const generate = useCallback(
    async (payload: CampaignPayload) => {
      setError(null);
      if (!uid) {
        setError(GENERATION_FAILED_MESSAGE);
        return 'error' as const;
      }
      setState({ phase: 'generating', step: 0, sections: [] });
      const onProgress = (event: StrategyProgress) =>
        setState((current) => {
          if (current.phase !== 'generating') return current;
          if (event.event === 'progress') return { ...current, step: Math.max(current.step, event.data.step) };
          if (current.sections.some((s) => s.key === event.data.key)) return current;
          return { ...current, sections: [...current.sections, event.data] };
        });
      const result = await createCampaign({ uid, payload, onProgress });
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
    [createCampaign, uid],
  );

  const reset = useCallback(() => {
    setState({ phase: 'idle' });
    setError(null);
  }, []);
  const closeLimit = useCallback(() => setLimitReached(false), []);

  return { state, error, limitReached, generate, reset, closeLimit };
}

import { useCallback, useState } from 'react';
import type { Campaign, CampaignPayload, Strategy } from '@contract/campaigns';
import type { MessageId } from '@/lib/i18n';
import { useCreateCampaign, type StrategyProgress } from '../api/create-campaign';
import { isLimitError } from '@/lib/limit-error';
import { ownerMoney, type OwnerMoney } from '@/components/strategy/owner-money';

/** docs/product.md P3.3: 'Ocurrió un error al generar la respuesta.' (the Spanish interface's; translated in the English one). */
export const GENERATION_FAILED_MESSAGE: MessageId = 'dashboard.wizard.generationFailed';

export type GenerationState =
  | { phase: 'idle' }
  /** `step`: the loading card's current step (0–3), from the server's progress; `sections`: the strategy written so far. */
  | { phase: 'generating'; step: number; language: string; sections: Partial<Strategy>; money: OwnerMoney }
  /**
   * `strategy`: the stored structure (the campaign's); `text`: the server's text, shown as written
   * only when the answer carries no structure.
   */
  | { phase: 'done'; strategy: Strategy | null; text: string; language: string; campaign: Campaign | null; money: OwnerMoney };

/**
 * Strategy generation (POST /campaign/user/{uid}, streamed) and its outcomes of docs/product.md P3.3. While it
 * works, the loading card follows the server's progress and the finished sections show as they
 * arrive; the stored strategy then replaces them.
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
      // The amounts read in the owner's money from the first section on (the form's place and local budget).
      const money = ownerMoney(payload);
      setState({ phase: 'generating', step: 0, language: payload.language, sections: {}, money });
      const onProgress = (event: StrategyProgress) =>
        setState((current) => {
          if (current.phase !== 'generating') return current;
          if (event.event === 'progress') return { ...current, step: Math.max(current.step, event.data.step) };
          if (current.sections[event.data.key] !== undefined) return current;
          return { ...current, sections: { ...current.sections, [event.data.key]: event.data.value } };
        });
      const result = await createCampaign({ uid, payload, onProgress });
      if (result.ok && typeof result.data?.response === 'string' && result.data.response.trim()) {
        const campaign = result.data.campaign ?? null;
        const done = {
          phase: 'done',
          strategy: campaign?.strategy ?? null,
          text: result.data.response,
          language: campaign?.language ?? payload.language,
          campaign,
          money: campaign ? ownerMoney(campaign) : money,
        } as const;
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

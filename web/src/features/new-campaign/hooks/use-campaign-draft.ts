import { useCallback, useEffect, useState } from 'react';
import { EMPTY_FORM, type CampaignFormValues } from '../utils/campaign-form';
import { loadDraft, saveDraft, type CampaignDraft } from '../utils/campaign-draft';

/** The form's values, step and generated campaign id, persisted for this tab (see campaign-draft.ts). */
export function useCampaignDraft(uid: string) {
  const [draft, setDraft] = useState<CampaignDraft>(() => loadDraft(uid));
  useEffect(() => saveDraft(draft), [draft]);

  const setField = useCallback(<K extends keyof CampaignFormValues>(name: K, value: CampaignFormValues[K]) => {
    // Any edit means the stored strategy no longer matches these values.
    setDraft((d) => ({ ...d, values: { ...d.values, [name]: value }, campaignId: null }));
  }, []);
  const setStep = useCallback((step: number) => setDraft((d) => ({ ...d, step })), []);
  const markGenerated = useCallback((campaignId: string | null) => setDraft((d) => ({ ...d, campaignId })), []);
  const reset = useCallback(() => setDraft({ uid, values: { ...EMPTY_FORM }, step: 0, campaignId: null }), [uid]);

  return { ...draft, setField, setStep, markGenerated, reset };
}

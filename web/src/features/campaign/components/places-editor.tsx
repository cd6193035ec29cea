import { useEffect, useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Campaign, TargetPlace } from '@contract/campaigns';
import type { ChangeRecord } from '@contract/results';
import type { CampaignEdit } from '@contract/campaign-page';
import { languageFromField } from '@contract/content-language';
import { PlacePicker } from '@/components/places';
import { useApiClient } from '@/lib/api-client';
import { useI18n } from '@/lib/i18n';
import { userKeys } from '@/lib/query-keys';
import { useUpdateCampaign } from '../api/update-campaign';
import { changePlaces, undoChange } from '../api/change-places';

/** The places a stored campaign targets, as the owner picked them (a campaign stored before `places` has one `place`). */
function placesOf(campaign: Campaign): TargetPlace[] {
  return campaign.places?.length ? campaign.places : campaign.place ? [campaign.place] : [];
}

const key = (list: TargetPlace[]) => list.map((p) => `${p.id}|${p.radiusKm ?? ''}`).join(',');

type Notice = { kind: 'success' | 'error'; text: string };

/**
 * The campaign page's places: edited before creation (PATCH), changed in Google Ads after it (one
 * change, with an undo, recorded in the history). A place saved as text that Google cannot target
 * ("Guadalajara, Jalisco") opens here with the search already typed: the owner picks it in place.
 */
export function PlacesEditor({ uid, campaign }: { uid: string; campaign: Campaign }) {
  const { t } = useI18n();
  const api = useApiClient();
  const queryClient = useQueryClient();
  const ids = useId();
  const { mutateAsync: updateCampaign } = useUpdateCampaign();
  const stored = placesOf(campaign);
  const [draft, setDraft] = useState<TargetPlace[]>(stored);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [applied, setApplied] = useState<ChangeRecord | null>(null);
  const storedKey = key(stored);
  // A new stored campaign (saved here, or read again) is the new starting point.
  useEffect(() => setDraft(placesOf(campaign)), [storedKey]); // eslint-disable-line react-hooks/exhaustive-deps
  const inGoogleAds = !!campaign.googleAds;
  const unresolved = stored.length === 0;
  const changed = key(draft) !== storedKey;
  const language = languageFromField(campaign.language) ?? 'en';

  const refresh = () => queryClient.invalidateQueries({ queryKey: userKeys.campaign(uid, campaign.id) });

  async function save() {
    if (busy || !changed) return;
    if (draft.length === 0) {
      setNotice({ kind: 'error', text: t('places.editor.none') });
      return;
    }
    setBusy(true);
    setNotice(null);
    try {
      if (inGoogleAds) {
        const res = await changePlaces(api, uid, campaign.id, draft);
        if (!res.ok) throw new Error(res.error?.message ?? '');
        setApplied(res.data.change);
        setNotice({ kind: 'success', text: t('places.editor.sent') });
        await refresh();
      } else {
        const res = await updateCampaign({ uid, id: campaign.id, edit: { places: draft as NonNullable<CampaignEdit['places']> } });
        if (!res.ok) throw new Error(res.error?.message ?? '');
        setNotice({ kind: 'success', text: t('places.editor.saved') });
      }
    } catch (e) {
      setNotice({ kind: 'error', text: (e instanceof Error && e.message) || t('places.editor.error') });
    } finally {
      setBusy(false);
    }
  }

  async function undo() {
    if (busy || !applied) return;
    setBusy(true);
    setNotice(null);
    const res = await undoChange(api, uid, campaign.id, applied.id);
    setBusy(false);
    if (!res.ok) {
      setNotice({ kind: 'error', text: res.error?.message ?? t('places.editor.error') });
      return;
    }
    setApplied(null);
    setNotice({ kind: 'success', text: t('places.editor.undone') });
    await refresh();
  }

  return (
    <section className="card places-editor no-print" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>{t('places.editor.title')}</h2>
      <p className="muted">{t('places.editor.lead')}</p>
      {unresolved && campaign.location && (
        <p className="alert alert-warning" role="note">
          {t('places.editor.unresolved', { location: campaign.location })}
        </p>
      )}
      <PlacePicker
        id={`${ids}-search`}
        label={t('places.editor.add')}
        places={draft}
        onChange={setDraft}
        language={language}
        initialQuery={unresolved ? campaign.location : ''}
      />
      <div className="wizard-actions">
        <button type="button" className="btn btn-primary" aria-disabled={busy || !changed} onClick={() => void save()}>
          {busy ? t('places.editor.saving') : inGoogleAds ? t('places.editor.send') : t('places.editor.save')}
        </button>
        {applied?.undoable && (
          <button type="button" className="btn btn-secondary" aria-disabled={busy} onClick={() => void undo()}>
            {t('places.editor.undo')}
          </button>
        )}
      </div>
      {notice && (
        <p className={`alert alert-${notice.kind}`} role={notice.kind === 'error' ? 'alert' : 'status'}>
          {notice.text}
        </p>
      )}
      {applied?.before && applied.after && (
        <p className="muted">
          {applied.before} → {applied.after}
        </p>
      )}
    </section>
  );
}

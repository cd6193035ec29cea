import type { BusinessProfile, BusinessProfileFields, BusinessProfileResponse } from '../contract/business-profile.js';
import { emptyProfile } from '../contract/business-profile.js';
import { PLAN_LIMITS, type Plan } from '../contract/plans.js';
import { campaignCountry } from '../copy/variety.js';
import type { BusinessProfileRepo } from '../repos/business-profile.js';
import type { CampaignsRepo } from '../repos/campaigns.js';
import { draftFromBrief } from './draft.js';
import { learnFromEdit, mergeProfile } from './learn.js';

/**
 * The business profile. Read: the stored one, else a draft from the user's first
 * brief for the owner to confirm (nothing is stored until they save). Strategies and the assistant
 * get only a stored profile.
 */
export function businessProfileService(deps: { profiles: BusinessProfileRepo; campaigns: CampaignsRepo }) {
  const { profiles, campaigns } = deps;
  /** The answer with the country its first place is in ("Guadalajara, Jalisco" → MX), when one is known. */
  const withCountry = (answer: BusinessProfileResponse, place: Parameters<typeof campaignCountry>[0]): BusinessProfileResponse => {
    const country = campaignCountry(place);
    return country ? { ...answer, country } : answer;
  };
  const firstPlace = (profile: BusinessProfile) => ({ location: profile.places[0] ?? '' });
  return {
    async get(uid: string): Promise<BusinessProfileResponse> {
      const stored = await profiles.get(uid);
      if (stored) return withCountry({ profile: stored, stored: true }, firstPlace(stored));
      // The first brief: the oldest campaign (the list is newest first).
      const first = (await campaigns.list(uid)).at(-1);
      const detail = first ? await campaigns.get(uid, first.id) : undefined;
      if (!first || !detail?.description) return { profile: emptyProfile(), stored: false };
      return withCountry(
        {
          profile: draftFromBrief({ ...detail, description: detail.description }),
          stored: false,
          draftedFrom: { campaignId: first.id, name: first.name },
        },
        detail,
      );
    },

    async put(uid: string, fields: BusinessProfileFields): Promise<BusinessProfileResponse> {
      const stored = await profiles.get(uid);
      const profile = await profiles.put(uid, mergeProfile(stored, fields));
      return withCountry({ profile, stored: true }, firstPlace(profile));
    },

    /** The profile strategies and chat answers use: only one the owner saved. */
    async forAnswers(uid: string): Promise<BusinessProfile | undefined> {
      return profiles.get(uid);
    },

    /**
     * Premium: an edit of a campaign's headlines or descriptions teaches the profile (deleted lines
     * are not proposed again, written ones are voice examples). Other plans, or no saved profile: nothing.
     */
    async learn(uid: string, plan: Plan, before: string[], after: string[]): Promise<void> {
      if (!PLAN_LIMITS[plan].learnsFromEdits) return;
      await profiles.update(uid, (current) => learnFromEdit(current, before, after));
    },
  };
}

export type BusinessProfileService = ReturnType<typeof businessProfileService>;

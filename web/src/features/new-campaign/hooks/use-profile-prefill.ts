import { useEffect, useRef, useState } from 'react';
import type { BusinessProfile } from '@contract/business-profile';
import { useBusinessProfileForForm } from '../api/business-profile';
import { EMPTY_FORM, type CampaignFormValues } from '../utils/campaign-form';

/** A brief in the owner's words from their saved profile: name and offer, proof, offers, hours. */
export function briefFromProfile(profile: BusinessProfile): string {
  const sentence = (text: string) => (text && !/[.!?]$/.test(text) ? `${text}.` : text);
  const head =
    profile.businessName && profile.offering ? `${profile.businessName}: ${profile.offering}` : profile.businessName || profile.offering;
  return [head, ...profile.sellingPoints, ...profile.offers, profile.hours]
    .map((part) => sentence(part.trim()))
    .filter(Boolean)
    .join(' ')
    .slice(0, 5000);
}

/** The form's fields the profile fills (only those it has). */
export function prefillFromProfile(profile: BusinessProfile): Partial<CampaignFormValues> {
  const links = [profile.bookingUrl, ...profile.sitePages].filter(Boolean);
  const values: Partial<CampaignFormValues> = {
    about: briefFromProfile(profile),
    location: profile.places[0] ?? '',
    negativeKeywords: profile.competitors.map((c) => c.toLowerCase()).join(', '),
    link1: links[0] ?? '',
    link2: links[1] ?? '',
    link3: links[2] ?? '',
    link4: links[3] ?? '',
  };
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v)) as Partial<CampaignFormValues>;
}

const isUntouched = (values: CampaignFormValues) =>
  (Object.keys(EMPTY_FORM) as (keyof CampaignFormValues)[]).every((key) => values[key] === EMPTY_FORM[key]);

/**
 * Issue 28: a new campaign form starts from the saved business profile (a form the owner has
 * already typed into is left alone). Answers whether it was pre-filled, for the note the form shows.
 */
export function useProfilePrefill(
  uid: string,
  values: CampaignFormValues,
  setField: <K extends keyof CampaignFormValues>(name: K, value: CampaignFormValues[K]) => void,
): boolean {
  const { data } = useBusinessProfileForForm(uid);
  const [prefilled, setPrefilled] = useState(false);
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !data) return;
    done.current = true;
    if (!data.stored || !isUntouched(values)) return;
    const fields = prefillFromProfile(data.profile);
    for (const [key, value] of Object.entries(fields) as [keyof CampaignFormValues, string][]) setField(key, value);
    if (Object.keys(fields).length) setPrefilled(true);
  }, [data, values, setField]);
  return prefilled;
}

import { useEffect, useRef, useState } from 'react';
import type { BusinessProfile } from '@contract/business-profile';
import { useBusinessProfileForForm } from '../api/business-profile';
import { pageKind } from '@contract/facts-pages';
import { EMPTY_FORM, type FormValues } from '../utils/campaign-form';

/** A brief in the owner's words from their saved profile: name and offer, proof, offers, hours. */
export function briefFromProfile(profile: BusinessProfile): string {
  const sentence = (text: string) => (text && !/[.!?]$/.test(text) ? `${text}.` : text);
  const fold = (text: string) => text.trim().toLocaleLowerCase();
  // An offering that already opens with the name ("Lupita Nails, salón de uñas…") is not prefixed with it again.
  const named = profile.businessName && fold(profile.offering).startsWith(fold(profile.businessName));
  const head =
    profile.businessName && profile.offering && !named
      ? `${profile.businessName}: ${profile.offering}`
      : profile.offering || profile.businessName;
  return [head, ...profile.sellingPoints, ...profile.offers, profile.hours]
    .map((part) => sentence(part.trim()))
    .filter(Boolean)
    .join(' ')
    .slice(0, 5000);
}

/**
 * The site's pages in the form's boxes by what their URL says: a contact page in the contact box, a
 * prices or services page in the services box, an about page in the about box, the home page as the
 * landing page; a booking page goes to the booking field, never to a link box. A page that says
 * nothing of its role only takes the landing box when it is free.
 */
export function linksFromPages(pages: readonly string[]): Pick<FormValues, 'link1' | 'link2' | 'link3' | 'link4'> & { bookingUrl: string } {
  const out = { link1: '', link2: '', link3: '', link4: '', bookingUrl: '' };
  const box = { contact: 'link3', prices: 'link2', about: 'link4', booking: 'bookingUrl' } as const;
  const unplaced: string[] = [];
  for (const url of pages) {
    const kind = pageKind(url);
    const slot = kind ? box[kind] : undefined;
    if (slot && !out[slot]) out[slot] = url;
    else if (!kind) unplaced.push(url);
  }
  // The landing page: the site's root first, else the first page without a role.
  const root = unplaced.find((u) => /^https?:\/\/[^/]+\/?$/.test(u));
  out.link1 = root ?? unplaced[0] ?? '';
  return out;
}

/** The form's fields the profile fills (only those it has), each in its own box. */
export function prefillFromProfile(profile: BusinessProfile): Partial<FormValues> {
  const links = linksFromPages(profile.sitePages);
  const values: Partial<FormValues> = {
    about: briefFromProfile(profile),
    location: profile.places[0] ?? '',
    negativeKeywords: profile.competitors.map((c) => c.toLowerCase()).join(', '),
    ...links,
    bookingUrl: profile.bookingUrl || links.bookingUrl,
    phone: profile.phone,
    whatsapp: profile.whatsapp,
  };
  const filled = Object.fromEntries(Object.entries(values).filter(([, v]) => v)) as Partial<FormValues>;
  // The facts the owner confirmed last time: the next form starts from them, confirmed.
  return profile.facts ? { ...filled, facts: profile.facts, factsConfirmed: true } : filled;
}

const isUntouched = (values: FormValues) =>
  (Object.keys(EMPTY_FORM) as (keyof FormValues)[]).every((key) => values[key] === EMPTY_FORM[key]);

/**
 * A new campaign form starts from the saved business profile (a form the owner has
 * already typed into is left alone). Answers whether it was pre-filled, for the note the form shows.
 */
export function useProfilePrefill(
  uid: string,
  values: FormValues,
  setField: <K extends keyof FormValues>(name: K, value: FormValues[K]) => void,
): boolean {
  const { data } = useBusinessProfileForForm(uid);
  const [prefilled, setPrefilled] = useState(false);
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !data) return;
    done.current = true;
    if (!data.stored || !isUntouched(values)) return;
    const fields = prefillFromProfile(data.profile);
    for (const [key, value] of Object.entries(fields) as [keyof FormValues, FormValues[keyof FormValues]][]) setField(key, value);
    if (Object.keys(fields).length) setPrefilled(true);
  }, [data, values, setField]);
  return prefilled;
}

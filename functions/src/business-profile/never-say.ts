import type { BusinessProfileFields } from '../contract/business-profile.js';
import { holdsNeverSay, withoutNeverSay } from '../copy/facts-ads.js';

/** The profile's texts the owner reads as Pautia's proposal (names, pages, phones and the words to avoid themselves aside). */
type Scrubbed = Pick<BusinessProfileFields, 'offering' | 'sellingPoints' | 'offers' | 'hours' | 'places'>;

/**
 * A profile without a word or claim the owner asked never to use: a sentence of the description
 * holding one is left out, as is a selling point, offer or place that holds one. The words
 * themselves stay in `avoid`, where the owner keeps them.
 */
export function profileWithoutNeverSay<P extends Scrubbed>(profile: P, neverSay: readonly string[] | undefined): P {
  const words = (neverSay ?? []).filter((w) => w.trim());
  if (!words.length) return profile;
  const keep = (items: string[]) => items.filter((item) => !holdsNeverSay(item, words));
  return {
    ...profile,
    offering: withoutNeverSay(profile.offering, words),
    sellingPoints: keep(profile.sellingPoints),
    offers: keep(profile.offers),
    places: keep(profile.places),
    hours: withoutNeverSay(profile.hours, words),
  };
}

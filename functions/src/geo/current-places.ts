import type { Campaign, TargetPlace } from '../contract/campaigns.js';
import { suggestOffline } from '../geo-catalog/places.js';

/**
 * The places a stored campaign targets, as the owner picked them: its `places`, else (a campaign
 * stored before them) its one picked place, else its free text as the offline suggestions read it;
 * empty when none of these names a place.
 */
export function currentPlaces(campaign: Pick<Campaign, 'places' | 'place' | 'location'>, language: string): TargetPlace[] {
  if (campaign.places?.length) return campaign.places;
  if (campaign.place) return [campaign.place];
  const [suggested] = suggestOffline(campaign.location, language, 1);
  return suggested ? [suggested] : [];
}

/** Two lists of places target the same: the same places, with the same radii, in any order. */
export function samePlaces(a: readonly TargetPlace[], b: readonly TargetPlace[]): boolean {
  const key = (p: TargetPlace) => `${p.id}|${p.radiusKm ?? ''}`;
  const keys = new Set(a.map(key));
  return a.length === b.length && b.every((p) => keys.has(key(p)));
}

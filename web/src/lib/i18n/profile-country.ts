import type { QueryClient } from '@tanstack/react-query';
import type { BusinessProfileResponse } from '@contract/business-profile';
import { varietyOfCountry } from '@contract/languages';
import { SPANISH_VARIETY_KEY } from '@/lib/browser-data';
import { changeVariety } from './i18n-provider';

/**
 * The signed-in owner's country decides the Spanish shown (DESIGN §11): once their business profile
 * names one (the server reads it from the profile's first place), Spanish is voseo for Argentina and
 * Uruguay and tuteo elsewhere, whatever the browser says. Kept in this browser so the next visit
 * starts in it (forgotten at sign-out, lib/browser-data.ts).
 */
/** Shows Spanish in the variety of `country` (ISO 3166-1 alpha-2) from now on; no country: as it is. */
export async function followCountry(country: string | undefined): Promise<void> {
  if (!country) return;
  const variety = varietyOfCountry(country);
  try {
    localStorage.setItem(SPANISH_VARIETY_KEY, variety);
  } catch {
    // Storage refused: the variety holds for this page only.
  }
  await changeVariety(variety);
}

/** The business profile's answer, wherever it is read or saved (the Business page, the campaign form). */
const isProfileKey = (key: readonly unknown[]) => key.at(-1) === 'business-profile';

/** Follows the country of every business profile the app reads or saves. */
export function watchProfileCountry(client: QueryClient): () => void {
  return client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || !isProfileKey(event.query.queryKey)) return;
    const answer = event.query.state.data as BusinessProfileResponse | undefined;
    void followCountry(answer?.country);
  });
}

import { BUNDLED_RATES, bundledRateFor } from '@contract/currency-rates';

/** The money a campaign's amounts are read in, with its reference rate (units per US dollar). */
export interface OwnerMoney {
  currency: string;
  rate: number;
}

/**
 * The Google Ads account's currency once the campaign is created there, else the currency of the
 * place picked in the form; undefined where that is the US dollar or unknown (the SPEC's USD stays).
 */
export function ownerMoney(campaign: {
  place?: { countryCode: string } | undefined;
  googleAds?: { currency?: string | undefined } | undefined;
}): OwnerMoney | undefined {
  const currency = campaign.googleAds?.currency ?? (campaign.place ? bundledRateFor(campaign.place.countryCode)?.currency : undefined);
  const rate = currency ? BUNDLED_RATES.rates[currency] : undefined;
  return currency && currency !== 'USD' && rate ? { currency, rate } : undefined;
}

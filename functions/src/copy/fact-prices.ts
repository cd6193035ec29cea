import type { CampaignPayload, LineSource } from '../contract/campaigns.js';
import { isHttpUrl } from '../contract/campaign-fields.js';
import { capitalize } from './text.js';

/** A price the price asset may show: read from a text (currency/prices.ts) or confirmed in the facts. */
export interface PriceEntry {
  header: string;
  /** What the owner wrote after the price ("por persona"); '' for a service's confirmed price. */
  rest: string;
  amount: number;
  /** ISO 4217; null while an ambiguous "$" waits for the owner's answer. */
  currency: string | null;
  /** The service's own page, when the owner gave one: the offering links there. */
  url?: string;
  /** Where it came from: the confirmed service, or the owner's own priced text. */
  source?: LineSource;
}

/**
 * The services' prices the owner confirmed, each as a price entry headed by the service's own name.
 * A price of 0 is an offer ("free first visit"), not a price: Google's price list leaves it out.
 */
export function factPriceEntries(facts: CampaignPayload['facts']): PriceEntry[] {
  return (facts?.services ?? []).flatMap((service) => {
    const price = service.price;
    if (!price || !(price.amount > 0)) return [];
    const url = service.url && isHttpUrl(service.url) ? service.url : undefined;
    const name = service.name.trim();
    const source: LineSource = { kind: 'fact', fact: name };
    return [{ header: capitalize(name), rest: '', amount: price.amount, currency: price.currency, ...(url ? { url } : {}), source }];
  });
}

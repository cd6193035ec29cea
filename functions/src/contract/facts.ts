import { z } from 'zod';
import { campaignPayloadSchema, type Facts } from './campaigns.js';
import { safeText } from './safe-text.js';

/** A field the owner may not have filled yet: empty is "not said". */
const optionalText = (max: number) => safeText(z.string().trim().max(max, `must be at most ${max} characters`)).optional();

/**
 * POST /campaign/user/{uid}/facts: the campaign form's fields, as far as the owner has filled them
 * (only the description is required), read into the facts Pautia proposes for the owner to confirm.
 */
export const factsRequestSchema = campaignPayloadSchema
  .pick({
    description: true,
    keywords: true,
    location: true,
    language: true,
    link1: true,
    link2: true,
    link3: true,
    link4: true,
    place: true,
    phone: true,
    whatsapp: true,
    bookingUrl: true,
  })
  // Only the description is required: the other steps may still be empty (and the language is only a hint).
  .extend({ keywords: optionalText(2000), location: optionalText(200), language: optionalText(100) });

export type FactsRequest = z.input<typeof factsRequestSchema>;

/** The proposal: what the form's fields say, for the owner to fix, remove and add to. Spends no unit. */
export interface FactsAnswer {
  facts: Facts;
}

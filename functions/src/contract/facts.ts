import { z } from 'zod';
import { campaignPayloadSchema, type Facts } from './campaigns.js';

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
  .partial({ keywords: true, location: true, language: true })
  // The language is only a hint here: an empty or unknown one reads as "not said yet".
  .extend({ language: z.string().max(100).optional() });

export type FactsRequest = z.input<typeof factsRequestSchema>;

/** The proposal: what the form's fields say, for the owner to fix, remove and add to. Spends no unit. */
export interface FactsAnswer {
  facts: Facts;
}

import { z } from 'zod';

/**
 * A campaign id in a path or body: Firestore auto-ids are 20 letters and digits. Firestore refuses
 * ids of the form `__x__` (reserved), so they are bad input (400), not a server error.
 */
export const campaignIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,128}$/, 'must be a campaign id')
  .refine((id) => !/^__.*__$/.test(id), 'must be a campaign id');

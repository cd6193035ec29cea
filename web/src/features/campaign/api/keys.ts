import { userKeys } from '@/lib/query-keys';

/** The campaign page's query keys (under lib/query-keys.ts's roots). */
export const campaignKeys = {
  /** GET /campaign/user/{uid}/{campaignId}. */
  detail: (uid: string, id: string) => userKeys.campaign(uid, id),
  /** GET …/preflight, for the choices it was asked with. */
  preflights: (uid: string, id: string) => [...userKeys.campaign(uid, id), 'preflight'] as const,
  preflight: (uid: string, id: string, choices: object) => [...userKeys.campaign(uid, id), 'preflight', choices] as const,
};

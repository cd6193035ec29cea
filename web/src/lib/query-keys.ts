/**
 * The roots of every query key: the signed-in user's data, by uid. Each feature keeps its own keys in
 * `features/<x>/api/keys.ts` under these roots, so a change in one feature can invalidate what another
 * shows (a new strategy → the campaign list and the usage meter) without importing it.
 */
export const userKeys = {
  /** Every user's data (another tab's change invalidates it all: app/query-provider.tsx). */
  any: ['user'] as const,
  all: (uid: string) => ['user', uid] as const,
  /** GET /api/suscripciones/estado/{uid} (lib/subscription-status.ts). */
  subscription: (uid: string) => ['user', uid, 'subscription'] as const,
  /** GET /usage/{uid}: what the plan has left (strategies, questions). */
  usage: (uid: string) => ['user', uid, 'usage'] as const,
  /** Everything about the user's campaigns: the list, each campaign, its pre-flight and results. */
  campaigns: (uid: string) => ['user', uid, 'campaigns'] as const,
  /** GET /campaign/user/{uid}: the dashboard's list (a new strategy adds to it). */
  campaignList: (uid: string) => ['user', uid, 'campaigns', 'list'] as const,
  campaign: (uid: string, id: string) => ['user', uid, 'campaigns', 'detail', id] as const,
};

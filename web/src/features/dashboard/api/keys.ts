import { userKeys } from '@/lib/query-keys';

/** The dashboard's query keys (under lib/query-keys.ts's roots). */
export const dashboardKeys = {
  /** GET /campaign/user/{uid}: the sidebar's list. */
  campaignList: userKeys.campaignList,
};

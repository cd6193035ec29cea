import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { readUserData, writeUserData, type StoredUserData } from './user-data';

/**
 * The sign-in record in the query cache: where the app reads it (app/current-user-provider.tsx).
 * The SPEC keeps it in browser storage as `userData` too, so a reload starts from it; that copy is
 * written with the cache (storeAccount) and read only to fill the cache.
 */
export const accountQuery = queryOptions({
  queryKey: ['user', 'account'] as const,
  queryFn: (): StoredUserData | null => readUserData(),
  initialData: readUserData,
  // It changes only through storeAccount (or another tab, which invalidates every 'user' key).
  staleTime: Infinity,
});

/** Sign-in's answer (or its limited fallback): into the cache, and into `userData` as the SPEC stores it. */
export function storeAccount(queryClient: QueryClient, record: StoredUserData): void {
  writeUserData(record);
  queryClient.setQueryData(accountQuery.queryKey, record);
}

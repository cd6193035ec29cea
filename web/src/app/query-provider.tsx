import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { userKeys } from '@/lib/query-keys';
import { onChangeInAnotherTab } from '@/lib/recent-change';

/**
 * The app's server data (TanStack Query). A change made in another tab may concern any of the user's
 * data, so it marks all of it stale and what is on screen reads again (fresh, by ADR 19's rule).
 */
export function QueryProvider({ client, children }: { client: QueryClient; children: ReactNode }) {
  useEffect(() => onChangeInAnotherTab(() => void client.invalidateQueries({ queryKey: userKeys.any })), [client]);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

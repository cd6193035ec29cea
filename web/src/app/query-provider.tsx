import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { useLanguage } from '@/lib/i18n';
import { userKeys } from '@/lib/query-keys';
import { onChangeInAnotherTab } from '@/lib/recent-change';

/**
 * The app's server data (TanStack Query). A change made in another tab may concern any of the user's
 * data, so it marks all of it stale and what is on screen reads again (fresh, by ADR 19's rule).
 */
export function QueryProvider({ client, children }: { client: QueryClient; children: ReactNode }) {
  useEffect(() => onChangeInAnotherTab(() => void client.invalidateQueries({ queryKey: userKeys.any })), [client]);
  // The server writes some text in the reader's language (the review's problems, results' advice,
  // plan messages): after a switch, what is on screen reads again in the new language.
  const { language } = useLanguage();
  const shownIn = useRef(language);
  useEffect(() => {
    if (shownIn.current === language) return;
    shownIn.current = language;
    void client.invalidateQueries({ queryKey: userKeys.any });
  }, [client, language]);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

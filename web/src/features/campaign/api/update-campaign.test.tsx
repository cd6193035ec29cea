import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { useApiClient } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import { SessionContext } from '@/lib/session';
import { server } from '@/testing/server';
import { fakeSession, fakeUser } from '@/testing/session';
import { preflightQuery, usePreflight } from '../preflight/api/get-preflight';
import { useUpdateCampaign } from './update-campaign';

const PREFLIGHT = '*/campaign/user/user-1/c1/preflight';

describe('saving an edit of the campaign', () => {
  it('reads the review again even when a review read started before the save answers after it', async () => {
    // The server's review: as the campaign was when each read started.
    let edited = false;
    let releaseFirst!: () => void;
    const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve));
    let reads = 0;
    server.use(
      http.get(PREFLIGHT, async () => {
        reads += 1;
        const answer = { headline: edited ? 'Whitening in One Visit' : 'Family Dentist' };
        if (reads === 1) await firstHeld;
        return HttpResponse.json(answer);
      }),
      http.patch('*/campaign/user/user-1/c1', () => {
        edited = true;
        return HttpResponse.json({ campaign: { id: 'c1' } });
      }),
    );
    const queryClient = createQueryClient({ test: true });
    const wrapper = ({ children }: { children: React.ReactNode }) => (
      <QueryClientProvider client={queryClient}>
        <SessionContext value={fakeSession({ user: fakeUser() })}>{children}</SessionContext>
      </QueryClientProvider>
    );
    const { result } = renderHook(() => ({ api: useApiClient(), update: useUpdateCampaign() }), { wrapper });

    // A review read under way (the page opened it; nothing shows it right now).
    void queryClient.fetchQuery(preflightQuery(result.current.api, 'user-1', 'c1', {})).catch(() => undefined);
    await waitFor(() => expect(reads).toBe(1));

    await act(async () => {
      await result.current.update.mutateAsync({ uid: 'user-1', id: 'c1', edit: { name: 'Bright Smile' } });
    });
    // The review shows again after the save; the read from before it answers only now.
    const review = renderHook(() => usePreflight('user-1', 'c1', {}), { wrapper });
    releaseFirst();

    await waitFor(() => expect(review.result.current.data).toEqual({ headline: 'Whitening in One Visit' }));
  });
});

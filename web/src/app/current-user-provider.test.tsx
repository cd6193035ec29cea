import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import type { Plan } from '@contract/plans';
import { server } from '@/testing/server';
import { fakeSession, fakeUser, storeUser } from '@/testing/session';
import { planAllows, useCurrentUser } from '@/lib/current-user';
import { createQueryClient } from '@/lib/query-client';
import { userKeys } from '@/lib/query-keys';
import { SessionContext } from '@/lib/session';
import { useSubscriptionStatus } from '@/lib/subscription-status';
import { CurrentUserProvider } from './current-user-provider';

function renderCurrentUser({ session = fakeSession({ user: fakeUser() }) } = {}) {
  const queryClient = createQueryClient({ test: true });
  const wrapper = ({ children }: { children: React.ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <SessionContext value={session}>
        <CurrentUserProvider>{children}</CurrentUserProvider>
      </SessionContext>
    </QueryClientProvider>
  );
  return { queryClient, ...renderHook(() => useCurrentUser(), { wrapper }) };
}

describe('planAllows', () => {
  it('follows PLAN_LIMITS: Google Ads only on Premium, keyword figures from Trial up, chat history from Pro up', () => {
    const plans: Plan[] = ['BASIC', 'TRIAL', 'PRO', 'PREMIUM'];
    expect(plans.map((p) => planAllows(p, 'googleAds'))).toEqual([false, false, false, true]);
    expect(plans.map((p) => planAllows(p, 'keywordResearch'))).toEqual([false, true, true, true]);
    expect(plans.map((p) => planAllows(p, 'memory'))).toEqual([false, false, true, true]);
    expect(plans.map((p) => planAllows(p, 'campaigns'))).toEqual([true, true, true, true]);
  });
});

describe('useCurrentUser', () => {
  it('takes the uid and the plan stored at sign-in (normalised), and the name from the session', () => {
    storeUser({ plan: ' premium ' });
    const { result } = renderCurrentUser();
    expect(result.current).toMatchObject({ uid: 'user-1', plan: 'PREMIUM', name: 'Ana García', email: 'ana@example.com' });
    expect(result.current.can('googleAds')).toBe(true);
  });

  it('asks the server nothing itself (unhandled requests fail the test)', () => {
    storeUser({ plan: 'PRO' });
    const { result } = renderCurrentUser();
    expect(result.current.plan).toBe('PRO');
    expect(result.current.can('googleAds')).toBe(false);
    expect(result.current.can('memory')).toBe(true);
  });

  it('follows the subscription status once a screen has read it: an upgrade shows without signing in again', async () => {
    storeUser({ plan: 'BASIC' });
    const { result, queryClient } = renderCurrentUser();
    expect(result.current.can('googleAds')).toBe(false);
    await act(async () => {
      queryClient.setQueryData(userKeys.subscription('user-1'), {
        plan: 'premium',
        status: 'active',
        cancel_at_period_end: false,
        current_period_end: 1,
        message: '',
      });
    });
    expect(result.current.plan).toBe('PREMIUM');
    expect(result.current.can('googleAds')).toBe(true);
  });

  it('writes a plan the status names into the sign-in record: a reload right after checkout starts on the new plan', async () => {
    storeUser({ plan: 'BASIC' });
    const first = renderCurrentUser();
    await act(async () => {
      first.queryClient.setQueryData(userKeys.subscription('user-1'), {
        plan: 'PREMIUM',
        status: 'active',
        cancel_at_period_end: false,
        current_period_end: 1,
        message: '',
      });
    });
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('userData') ?? '{}')).toMatchObject({ uid: 'user-1', plan: 'PREMIUM', name: 'Ana García' }),
    );
    first.unmount();

    // A new page load: a new cache, no status read yet, and no request made.
    const reloaded = renderCurrentUser();
    expect(reloaded.result.current.plan).toBe('PREMIUM');
    expect(reloaded.result.current.can('googleAds')).toBe(true);
  });

  it("reads a 'trialing' status as TRIAL, and the status a screen fetched (My Plan, Pricing)", async () => {
    storeUser({ plan: 'BASIC' });
    server.use(
      http.get('*/api/suscripciones/estado/user-1', () =>
        HttpResponse.json({ plan: 'PRO', status: 'trialing', cancel_at_period_end: false, current_period_end: 1, message: '' }),
      ),
    );
    const queryClient = createQueryClient({ test: true });
    const wrapper = ({ children }: { children: React.ReactNode }) => (
      <QueryClientProvider client={queryClient}>
        <SessionContext value={fakeSession({ user: fakeUser() })}>
          <CurrentUserProvider>{children}</CurrentUserProvider>
        </SessionContext>
      </QueryClientProvider>
    );
    const { result } = renderHook(() => ({ status: useSubscriptionStatus(), user: useCurrentUser() }), { wrapper });
    await waitFor(() => expect(result.current.status.status).toBe('ready'));
    expect(result.current.user.plan).toBe('TRIAL');
    expect(result.current.user.can('keywordResearch')).toBe(true);
  });

  it('has no uid without stored user data (no stored uid), even when signed in', () => {
    const { result } = renderCurrentUser();
    expect(result.current).toMatchObject({ uid: null, plan: 'BASIC', name: 'Ana García' });
    expect(result.current.can('googleAds')).toBe(false);
  });
});

import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { CampaignPayload } from '@contract/campaigns';
import { useApiClient } from '@/lib/api-client';
import { dataOf } from '@/lib/query-client';
import { userKeys } from '@/lib/query-keys';
import { SessionContext } from '@/lib/session';
import { renderWithProviders } from '@/testing/render';
import { server } from '@/testing/server';
import { fakeSession, fakeUser, storeUser } from '@/testing/session';
import { useCreateCampaign } from './create-campaign';

const PAYLOAD: CampaignPayload = {
  objective: 'Sales',
  description: 'Family bakery in Palermo, Buenos Aires.',
  type: 'Search',
  location: 'Palermo, Buenos Aires',
  language: 'Spanish',
  keywords: 'pan de masa madre',
  negativeKeywords: '',
  link1: '',
  link2: '',
  link3: '',
  link4: '',
  budget: 150,
};

/** A reader of the campaign list's key (the sidebar's, in another feature), one of the usage key (the usage meter's, in another feature) and the strategy mutation. */
function Probe() {
  const api = useApiClient();
  const list = useQuery({
    queryKey: userKeys.campaignList('user-1'),
    queryFn: async () => dataOf(await api<{ campaigns: unknown[] }>('/campaign/user/user-1')),
  });
  useQuery({ queryKey: userKeys.usage('user-1'), queryFn: () => api('/usage/user-1') });
  const { mutate, data } = useCreateCampaign();
  return (
    <>
      {/* i18n-ignore: test markup */}
      <p>{list.data ? `${list.data.campaigns.length} campaigns` : list.status}</p>
      {/* i18n-ignore: test markup */}
      {data && <p>{`answered ${data.status}`}</p>}
      {/* i18n-ignore: test markup */}
      <button onClick={() => mutate({ uid: 'user-1', payload: PAYLOAD })}>Generate</button>
    </>
  );
}

/** The backend at its HTTP edge: the list grows once the strategy is stored; reads record Pautia-Read. */
function backend({ strategyStatus = 200 } = {}) {
  const reads = { campaigns: [] as (string | null)[], usage: [] as (string | null)[] };
  let stored = 0;
  server.use(
    http.get('*/campaign/user/user-1', ({ request }) => {
      reads.campaigns.push(request.headers.get('pautia-read'));
      return HttpResponse.json({ campaigns: Array.from({ length: stored }, (_, i) => ({ id: `c${i}`, name: `Campaign ${i}` })) });
    }),
    http.get('*/usage/user-1', ({ request }) => {
      reads.usage.push(request.headers.get('pautia-read'));
      return HttpResponse.json({});
    }),
    http.post('*/campaign/user/user-1', () => {
      if (strategyStatus !== 200)
        return HttpResponse.json({ error: 'LIMIT_REACHED', message: 'x', feature: 'campaigns' }, { status: strategyStatus });
      stored += 1;
      return HttpResponse.json({ response: 'Strategy', campaign: { id: 'c0', name: 'Campaign 0' } });
    }),
  );
  return reads;
}

function renderProbe() {
  storeUser();
  return renderWithProviders(
    <SessionContext value={fakeSession({ user: fakeUser() })}>
      <Probe />
    </SessionContext>,
  );
}

describe('useCreateCampaign', () => {
  it('has the campaign list and the usage read again, fresh (ADR 19), once a strategy is stored', async () => {
    const reads = backend();
    const { user } = renderProbe();
    expect(await screen.findByText('0 campaigns')).toBeInTheDocument();
    await waitFor(() => expect(reads.usage).toEqual([null]));
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('1 campaigns')).toBeInTheDocument();
    expect(reads.campaigns).toEqual([null, 'fresh']);
    await waitFor(() => expect(reads.usage).toEqual([null, 'fresh']));
  });

  it('after a refused strategy reads the usage again but not the list (nothing was stored)', async () => {
    const reads = backend({ strategyStatus: 429 });
    const { user } = renderProbe();
    expect(await screen.findByText('0 campaigns')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('answered 429')).toBeInTheDocument();
    await waitFor(() => expect(reads.usage).toEqual([null, 'fresh']));
    expect(reads.campaigns).toEqual([null]);
  });
});

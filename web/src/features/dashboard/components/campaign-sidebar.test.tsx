import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ApiClient, ApiRequest } from '@/lib/api-client';
import { server } from '@/testing/server';
import { CAMPAIGN_LIST_TIMEOUT_MS, fetchCampaigns } from '../api/get-campaigns';
import { campaignsEndpoint, findSidebar, renderDashboard, sidebar, storeUser } from '@/testing/dashboard';

const names = () =>
  within(sidebar())
    .getAllByRole('button', { name: /./ })
    .filter((b) => b.classList.contains('campaign-item'))
    .map((b) => b.querySelector('.campaign-name')?.textContent);

describe('sidebar campaign list', () => {
  beforeEach(() => storeUser());

  it("shows 'No campaigns yet.' for an empty list", async () => {
    campaignsEndpoint([]);
    renderDashboard();
    expect(await (await findSidebar()).findByText('No campaigns yet.')).toBeInTheDocument();
  });

  it('lists campaigns newest first by createdAt, with the defaults name Campaign and status Draft', async () => {
    campaignsEndpoint([
      { id: 'a', name: 'Old one', status: 'Strategy ready', createdAt: '2025-01-02T10:00:00Z' },
      { id: 'b', createdAt: '2025-03-01T10:00:00Z' },
      { id: 'c', name: 'Middle', status: 'Strategy ready', createdAt: { _seconds: Date.parse('2025-02-01T00:00:00Z') / 1000 } },
    ]);
    renderDashboard();
    await (await findSidebar()).findByText('Old one');
    expect(names()).toEqual(['Campaign', 'Middle', 'Old one']);
    expect((await findSidebar()).getByText('Draft')).toBeInTheDocument();
  });

  it('says the one Google Ads status the server answers, and what keeps the campaign from serving (issue 27 item 4)', async () => {
    campaignsEndpoint([
      {
        id: 'g',
        name: 'Live one',
        status: 'In Google Ads (enabled)',
        createdAt: '2025-01-02T10:00:00Z',
        googleAds: {
          customerId: '1',
          campaignResourceName: 'customers/1/campaigns/2',
          status: 'ENABLED',
          problems: ['ADS_DISAPPROVED', 'x'],
        },
      },
    ]);
    renderDashboard();
    const list = await findSidebar();
    expect(await list.findByText('In Google Ads (enabled)')).toHaveClass('badge');
    expect(list.getByText('Ads disapproved')).toHaveClass('badge-warning');
  });

  it('accepts a bare array as the answer too (docs/product.md P4.2)', async () => {
    server.use(http.get('*/campaign/user/user-1', () => HttpResponse.json([{ id: 'x', name: 'From an array', createdAt: 1 }])));
    renderDashboard();
    expect(await (await findSidebar()).findByText('From an array')).toBeInTheDocument();
  });

  it("shows 'We couldn't load your campaigns.' when loading fails, and can try again", async () => {
    let fail = true;
    campaignsEndpoint(() =>
      fail
        ? HttpResponse.json({ error: 'INTERNAL', message: 'x' }, { status: 500 })
        : HttpResponse.json({ campaigns: [{ id: '1', name: 'Back again' }] }),
    );
    const { user } = renderDashboard();
    expect(await (await findSidebar()).findByRole('alert')).toHaveTextContent("We couldn't load your campaigns.");
    fail = false;
    await user.click((await findSidebar()).getByRole('button', { name: 'Try again' }));
    expect(await (await findSidebar()).findByText('Back again')).toBeInTheDocument();
  });

  it("also for a network failure or an answer that isn't a list", async () => {
    campaignsEndpoint(() => HttpResponse.json({ nope: true }));
    renderDashboard();
    expect(await (await findSidebar()).findByRole('alert')).toHaveTextContent("We couldn't load your campaigns.");
  });

  it("shows 'User not found.' without a stored uid, and asks the backend nothing", async () => {
    localStorage.removeItem('userData');
    // No handler for /campaign: a request would fail the test (unhandled requests are errors).
    renderDashboard();
    expect(await (await findSidebar()).findByRole('alert')).toHaveTextContent('User not found.');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('asks with the 20 s timeout of docs/product.md P4.2', async () => {
    const requests: { path: string; request: ApiRequest | undefined }[] = [];
    const api = (async (path: string, request?: ApiRequest) => {
      requests.push({ path, request });
      return { ok: true, status: 200, data: { campaigns: [] } };
    }) as ApiClient;
    await fetchCampaigns(api, 'user/1');
    expect(requests).toEqual([{ path: '/campaign/user/user%2F1', request: { timeoutMs: 20_000 } }]);
    expect(CAMPAIGN_LIST_TIMEOUT_MS).toBe(20_000);
  });

  it('sends the ID token', async () => {
    let auth: string | null = null;
    server.use(
      http.get('*/campaign/user/user-1', ({ request }) => {
        auth = request.headers.get('authorization');
        return HttpResponse.json({ campaigns: [] });
      }),
    );
    renderDashboard();
    await (await findSidebar()).findByText('No campaigns yet.');
    await waitFor(() => expect(auth).toBe('Bearer test-id-token'));
  });
});

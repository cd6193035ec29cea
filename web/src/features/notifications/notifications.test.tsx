import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { NotificationItem, NotificationPreferences } from '@contract/notifications';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { fakeSession, fakeUser, storeUser } from '@/testing/session';

/** The backend's notifications at the HTTP edge: two alerts, one unread; reads and switches recorded. */
function notificationsEndpoint() {
  const items: NotificationItem[] = [
    {
      id: 'c1_SPEND_PACING_2026-W48',
      kind: 'SPEND_PACING',
      campaignId: 'c1',
      createdAt: '2026-11-26T08:00:00.000Z',
      read: false,
      title: 'Spending faster than the budget — Bright Smile',
      body: 'In the last 7 days the campaign spent USD 98.00, 140% of its weekly budget of USD 70.00.',
      link: '/campaigns/c1#results',
    },
    {
      id: 'c1_ADS_POLICY_2026-W47',
      kind: 'ADS_POLICY',
      campaignId: 'c1',
      createdAt: '2026-11-19T08:00:00.000Z',
      read: true,
      title: 'Ads disapproved or limited by Google — Bright Smile',
      body: 'Google disapproved some of the ads.',
      link: '/campaigns/c1#results',
    },
  ];
  const reads: string[] = [];
  const puts: unknown[] = [];
  let preferences: NotificationPreferences = {
    weeklyReport: false,
    alertEmails: true,
    alerts: { SPEND_PACING: true, NO_CONVERSIONS: true, TRACKING_SILENT: true, ADS_POLICY: true, LIMITED_BY_BUDGET: true },
  };
  server.use(
    http.get('*/notifications/user-1', () => HttpResponse.json({ notifications: items, unread: items.filter((n) => !n.read).length })),
    http.post('*/notifications/user-1/:id/read', ({ params }) => {
      reads.push(String(params['id']));
      const item = items.find((n) => n.id === params['id']);
      if (item) item.read = true;
      return new HttpResponse(null, { status: 204 });
    }),
    http.get('*/notifications/user-1/preferences', () => HttpResponse.json(preferences)),
    http.put('*/notifications/user-1/preferences', async ({ request }) => {
      const patch = (await request.json()) as Partial<NotificationPreferences>;
      puts.push(patch);
      preferences = { ...preferences, ...patch, alerts: { ...preferences.alerts, ...patch.alerts } };
      return HttpResponse.json(preferences);
    }),
  );
  return { reads, puts };
}

describe('notifications in the navigation bar', () => {
  it('shows the unread count, lists the alerts with their numbers and link, and marks one read', async () => {
    const { reads } = notificationsEndpoint();
    storeUser({ plan: 'PREMIUM' });
    renderApp('/profile', { session: fakeSession({ user: fakeUser() }) });
    const user = userEvent.setup();
    const bell = await screen.findByRole('button', { name: 'Notifications (1 unread)' }, { timeout: 15_000 });
    await user.click(bell);
    const panel = screen.getByRole('region', { name: 'Notifications' });
    const items = within(panel).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Unread: Spending faster than the budget');
    expect(items[0]).toHaveTextContent('USD 98.00');
    expect(within(items[0]!).getByRole('link', { name: 'See how to fix it' })).toHaveAttribute('href', '/campaigns/c1#results');
    expect(items[1]).not.toHaveTextContent('Unread:');
    await user.click(within(items[0]!).getByRole('button', { name: 'Mark as read' }));
    await waitFor(() => expect(reads).toEqual(['c1_SPEND_PACING_2026-W48']));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });
});

describe('e-mail and alert switches in the profile', () => {
  it('turns the weekly report on and one kind of alert off, in Spanish too', async () => {
    const { puts } = notificationsEndpoint();
    storeUser({ plan: 'PREMIUM' });
    renderApp('/profile', { session: fakeSession({ user: fakeUser() }), language: 'es' });
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Correo y avisos' }, { timeout: 15_000 });
    const weekly = await within(section).findByRole('checkbox', { name: /Informe semanal/ });
    expect(weekly).not.toBeChecked();
    await user.click(weekly);
    await waitFor(() => expect(weekly).toBeChecked());
    await user.click(within(section).getByRole('checkbox', { name: 'Limitada por el presupuesto' }));
    await waitFor(() => expect(puts).toEqual([{ weeklyReport: true }, { alerts: { LIMITED_BY_BUDGET: false } }]));
    expect(within(section).getByRole('checkbox', { name: 'Limitada por el presupuesto' })).not.toBeChecked();
  });
});

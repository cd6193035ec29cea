import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@/testing/server';
import { campaignsEndpoint, renderDashboard, storeUser } from '@/testing/dashboard';

async function enter(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

/** Opens the form and fills all five steps validly. */
async function fillForm(user: UserEvent) {
  await screen.findByRole('heading', { level: 3, name: 'Business Info' }, { timeout: 5000 });
  await enter(user, screen.getByLabelText('Describe your business'), 'Family bakery in Palermo: sourdough bread and custom cakes.');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.click(await screen.findByRole('radio', { name: /^Leads/ }));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await enter(user, await screen.findByLabelText('Location'), 'Palermo');
  await enter(user, screen.getByLabelText('Language', { selector: 'input' }), 'Spanish');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await enter(user, await screen.findByRole('textbox', { name: 'Keywords' }), 'panadería, tortas');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await enter(user, await screen.findByLabelText('Weekly budget (USD)'), '140');
  await enter(user, screen.getByLabelText('Landing page'), 'https://panaderiasol.com');
}

/**
 * POST …/real answering `reply`. Answers not generated yet are stored first (POST /campaign/user/{uid},
 * answered here as campaign 'stored-1'); `generated` keeps what that request sent.
 */
function realEndpoint(reply: () => Response | Promise<Response>) {
  const bodies: unknown[] = [];
  const generated: unknown[] = [];
  server.use(
    http.post('*/campaign/user/user-1/real', async ({ request }) => {
      bodies.push(await request.json());
      return reply();
    }),
    http.post('*/campaign/user/user-1', async ({ request }) => {
      generated.push(await request.json());
      return HttpResponse.json({ response: '## Plan', campaign: { id: 'stored-1', name: 'Sol' } }, { status: 201 });
    }),
  );
  return Object.assign(bodies, { generated });
}

const createButton = () => screen.getByRole('button', { name: 'Create in Google Ads' });

describe("'Create in Google Ads' (Premium only)", { timeout: 15_000 }, () => {
  beforeEach(() => campaignsEndpoint([]));

  it.each(['BASIC', 'TRIAL', 'PRO', undefined])('is not offered on the %s plan', async (plan) => {
    storeUser(plan ? { plan } : { plan: '' });
    const { user } = renderDashboard('/dashboard#new');
    await fillForm(user);
    expect(screen.getByRole('button', { name: 'Generate Strategy' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create in Google Ads' })).not.toBeInTheDocument();
  });

  it('is offered on the last step to PREMIUM (plan normalised), and only there', async () => {
    storeUser({ plan: ' premium ' });
    const { user } = renderDashboard('/dashboard#new');
    await screen.findByRole('heading', { level: 3, name: 'Business Info' }, { timeout: 5000 });
    expect(screen.queryByRole('button', { name: 'Create in Google Ads' })).not.toBeInTheDocument();
    await fillForm(user);
    expect(createButton()).toBeInTheDocument();
  });

  it('creates the campaign: stores the trimmed answers first, creates that campaign by id, shows the success alert and refreshes the list', async () => {
    storeUser({ plan: 'PREMIUM' });
    const list = campaignsEndpoint([]);
    const bodies = realEndpoint(() =>
      HttpResponse.json({
        message: 'Campaign created in your Google Ads account. It is paused: review it there before enabling it.',
        campaign: { id: 'c1' },
        googleAds: { customerId: '123-456-7890', campaignResourceName: 'customers/1234567890/campaigns/987', status: 'PAUSED' },
      }),
    );
    const { user } = renderDashboard('/dashboard#new');
    await fillForm(user);
    const before = list.count;
    await user.click(createButton());
    const alert = await screen.findByRole('alertdialog', { name: 'Created in Google Ads' });
    expect(alert).toHaveTextContent('Campaign created in your Google Ads account.');
    // The server's whole message, the ids, and links to the campaign in Google Ads and in Pautia.
    // The spec's line once, then the rest of the server's message and the ids.
    expect(screen.getAllByText('Campaign created in your Google Ads account.', { exact: false })).toHaveLength(1);
    expect(alert).toHaveTextContent('It is paused: review it there before enabling it. Google Ads customer 123-456-7890, campaign 987.');
    expect(within(alert).getByRole('link', { name: /Open in Google Ads/ })).toHaveAttribute(
      'href',
      'https://ads.google.com/aw/campaigns?campaignId=987&__e=1234567890',
    );
    expect(within(alert).getByRole('link', { name: 'Open campaign page' })).toHaveAttribute('href', '/campaigns/c1');
    expect(bodies.generated).toEqual([
      expect.objectContaining({
        objective: 'Leads',
        type: 'Search',
        description: 'Family bakery in Palermo: sourdough bread and custom cakes.',
        budget: 140,
        link1: 'https://panaderiasol.com',
      }),
    ]);
    // Creation names the stored campaign; nothing of the form is posted back (ADR 26).
    expect([...bodies]).toEqual([{ campaignId: 'stored-1' }]);
    await waitFor(() => expect(list.count).toBe(before + 1));
    // Done with these answers: the form starts over.
    expect(screen.getByLabelText('Describe your business')).toHaveValue('');
  });

  it('after generating a strategy, offers it again and points the server at that campaign', async () => {
    storeUser({ plan: 'PREMIUM' });
    const bodies = realEndpoint(() =>
      HttpResponse.json({
        message: 'ok',
        campaign: { id: 'gen-7' },
        googleAds: { customerId: '1', campaignResourceName: 'x', status: 'PAUSED' },
      }),
    );
    server.use(
      http.post('*/campaign/user/user-1', () => HttpResponse.json({ response: '## Plan\n- Go', campaign: { id: 'gen-7', name: 'Sol' } })),
    );
    const { user } = renderDashboard('/dashboard#new');
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Generate Strategy' }));
    await screen.findByRole('heading', { name: 'Your strategy for Sol' });
    await user.click(createButton());
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Campaign created in your Google Ads account.');
    expect([...bodies]).toEqual([{ campaignId: 'gen-7' }]);
    expect(bodies.generated).toEqual([]);
  });

  it.each([
    ['401', () => HttpResponse.json({ error: 'GOOGLE_ADS_TOKEN_INVALID', message: 'Reconnect' }, { status: 401 })],
    ['403', () => HttpResponse.json({ error: 'GOOGLE_ADS_NOT_CONNECTED', message: 'Connect first' }, { status: 403 })],
    [
      'a 500 whose body mentions a token',
      () => HttpResponse.json({ error: 'UPSTREAM_FAILED', message: 'invalid_grant: Token has been expired or revoked.' }, { status: 500 }),
    ],
    ['a 404 whose body says not found', () => new HttpResponse('Customer Not Found', { status: 404 })],
  ])('opens the connect modal on %s', async (_label, reply) => {
    storeUser({ plan: 'PREMIUM' });
    realEndpoint(reply);
    const { user } = renderDashboard('/dashboard#new');
    await fillForm(user);
    await user.click(createButton());
    const dialog = await screen.findByRole('dialog', { name: 'Connect Google Ads to continue' });
    expect(dialog).toHaveTextContent('To create campaigns from Pautia, you need to authorize access to your Google Ads account.');
    expect(dialog).toHaveTextContent(/revoke this access at any time in your Google Account's security settings/);
    expect(within(dialog).getByRole('button', { name: 'Connect' })).toBeInTheDocument();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(createButton()).toHaveFocus();
  });

  it('Connect starts the authorisation with returnTo /integrations/google-ads and follows the consent URL', async () => {
    storeUser({ plan: 'PREMIUM' });
    realEndpoint(() => HttpResponse.json({ error: 'GOOGLE_ADS_NOT_CONNECTED', message: 'x' }, { status: 403 }));
    let query: URLSearchParams | null = null;
    // A same-document consent URL: jsdom can follow a hash change, not a real navigation.
    const consentUrl = `${window.location.origin}${window.location.pathname}#google-consent`;
    server.use(
      http.get('*/oauth2callback/start', ({ request }) => {
        query = new URL(request.url).searchParams;
        return HttpResponse.json({ url: consentUrl });
      }),
    );
    const { user } = renderDashboard('/dashboard#new');
    await fillForm(user);
    await user.click(createButton());
    const dialog = await screen.findByRole('dialog', { name: 'Connect Google Ads to continue' });
    await user.click(within(dialog).getByRole('button', { name: 'Connect' }));
    await waitFor(() => expect(window.location.hash).toBe('#google-consent'));
    expect(Object.fromEntries(query ?? [])).toEqual({ uid: 'user-1', returnTo: '/integrations/google-ads' });
    expect(within(dialog).getByRole('button', { name: 'Connecting…' })).toBeDisabled();
    // The answers wait in this tab for the return from Google.
    expect(JSON.parse(sessionStorage.getItem('campaignDraft') ?? '{}')).toMatchObject({
      uid: 'user-1',
      step: 4,
      values: { budget: '140' },
    });
    window.location.hash = '';
  });

  it.each([
    ['a failed start', () => HttpResponse.json({ error: 'INTERNAL', message: 'x' }, { status: 500 })],
    ['an answer without url', () => HttpResponse.json({})],
  ])('shows the connection error in the modal on %s', async (_label, reply) => {
    storeUser({ plan: 'PREMIUM' });
    realEndpoint(() => HttpResponse.json({ error: 'GOOGLE_ADS_TOKEN_INVALID', message: 'x' }, { status: 401 }));
    server.use(http.get('*/oauth2callback/start', reply));
    const { user } = renderDashboard('/dashboard#new');
    await fillForm(user);
    await user.click(createButton());
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Connect' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent("We couldn't start the Google Ads connection. Please try again.");
    expect(within(dialog).getByRole('button', { name: 'Connect' })).toBeEnabled();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("alerts 'Request failed (HTTP {status}).' plus the body on other failures", async () => {
    storeUser({ plan: 'PREMIUM' });
    realEndpoint(() => HttpResponse.json({ error: 'UPSTREAM_FAILED', message: 'Google Ads rejected the budget.' }, { status: 502 }));
    const { user } = renderDashboard('/dashboard#new');
    await fillForm(user);
    await user.click(createButton());
    const alert = await screen.findByRole('alertdialog', { name: "Couldn't create the campaign" });
    expect(alert).toHaveTextContent('Request failed (HTTP 502).');
    expect(alert).toHaveTextContent('Google Ads rejected the budget.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Acknowledged with OK, focus goes back to the button that caused it.
    await user.click(within(alert).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(createButton()).toHaveFocus();
  });

  it('shows a plain-text body as it is', async () => {
    storeUser({ plan: 'PREMIUM' });
    realEndpoint(() => new HttpResponse('Service Unavailable', { status: 503 }));
    const { user } = renderDashboard('/dashboard#new');
    await fillForm(user);
    await user.click(createButton());
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Request failed (HTTP 503).Service Unavailable');
  });

  it("alerts 'We couldn't create the campaign in Google Ads. Please try again.' when there is no answer", async () => {
    storeUser({ plan: 'PREMIUM' });
    realEndpoint(() => HttpResponse.error());
    const { user } = renderDashboard('/dashboard#new');
    await fillForm(user);
    await user.click(createButton());
    expect(await screen.findByRole('alertdialog')).toHaveTextContent("We couldn't create the campaign in Google Ads. Please try again.");
  });

  it("needs the stored uid: 'We couldn't find your account info. Please sign in and try again.'", async () => {
    storeUser({ plan: 'PREMIUM' });
    // No handler for /real: a request would fail the test.
    const { user } = renderDashboard('/dashboard#new');
    await fillForm(user);
    const button = createButton();
    localStorage.removeItem('userData'); // e.g. signed out in another tab
    await user.click(button);
    expect(await screen.findByRole('alertdialog')).toHaveTextContent("We couldn't find your account info. Please sign in and try again.");
  });

  it('does not send twice while a creation is in flight', async () => {
    storeUser({ plan: 'PREMIUM' });
    let release: () => void = () => {};
    const bodies = realEndpoint(async () => {
      await new Promise<void>((r) => (release = r));
      return HttpResponse.json({
        message: 'ok',
        campaign: { id: 'c' },
        googleAds: { customerId: '1', campaignResourceName: 'x', status: 'PAUSED' },
      });
    });
    const { user } = renderDashboard('/dashboard#new');
    await fillForm(user);
    await user.click(createButton());
    const busy = await screen.findByRole('button', { name: 'Creating in Google Ads…' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Generate Strategy' })).toBeDisabled();
    await user.click(busy);
    release();
    await screen.findByRole('alertdialog');
    expect(bodies).toHaveLength(1);
  });
});

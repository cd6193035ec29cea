import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { fakeSession, fakeUser } from '@/testing/session';
import { POLL_ATTEMPTS, POLL_INTERVAL_MS } from './checkout-success-page';
import { answerStatus, statusOf, storeUser } from './test-support';

const PATH = '/checkout/success?session_id=cs_test_abc123';
const DETECTING = 'Detecting your plan… this may take a few seconds.';
const main = () => within(screen.getByRole('main'));
const detection = () => main().getByRole('status');
/** A real 10 ms tick: the lazy route needs real time to load, and only setTimeout is faked. */
const realTick = () =>
  new Promise<void>((resolve) => {
    const id = setInterval(() => {
      clearInterval(id);
      resolve();
    }, 10);
  });

async function settle(until: () => boolean) {
  for (let i = 0; i < 300 && !until(); i++) await act(realTick);
}

afterEach(() => {
  window.location.hash = '';
});

describe('Checkout success', () => {
  beforeEach(() => storeUser());

  it('shows the confirmation, the session id, the notes and the two buttons', async () => {
    answerStatus(statusOf({ plan: 'PRO', status: 'active' }));
    renderApp(PATH, { session: fakeSession({ user: fakeUser() }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment received' })).toBeInTheDocument();
    expect(main().getByRole('heading', { name: 'Next step' })).toBeInTheDocument();
    expect(main().getByText('cs_test_abc123')).toBeInTheDocument();
    expect(main().getByText('Done! If your payment was confirmed, your plan will activate shortly.')).toBeInTheDocument();
    expect(main().getByText('Activation usually takes a few minutes.')).toBeInTheDocument();
    expect(main().getByText("Please keep this tab open if you're still returning from the payment provider.")).toBeInTheDocument();
    expect(main().getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(main().getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
    await waitFor(() => expect(detection()).toHaveTextContent('Your plan is Pro. If you activated Premium, it will update shortly.'));
  });

  it(`polls every ${POLL_INTERVAL_MS} ms until the plan is not BASIC; a non-OK answer counts as a failed attempt`, async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const calls = answerStatus(statusOf(), 503, statusOf(), statusOf({ plan: 'PRO', status: 'active' }));
    renderApp(PATH, { session: fakeSession({ user: fakeUser() }) });
    await settle(() => calls.length === 1 && screen.queryByText(DETECTING) !== null);
    expect(calls).toEqual(['user-1']);
    expect(detection()).toHaveTextContent(DETECTING);

    await act(() => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS - 1));
    expect(calls).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await settle(() => calls.length === 2);
    expect(calls).toHaveLength(2); // the 503
    await act(() => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS));
    await settle(() => calls.length === 3);
    expect(detection()).toHaveTextContent(DETECTING);
    await act(() => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS));
    await settle(() => !screen.queryByText(DETECTING));
    expect(detection()).toHaveTextContent('Your plan is Pro. If you activated Premium, it will update shortly.');
    expect(calls).toHaveLength(4);

    // Detected: no more polling.
    await act(() => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 5));
    expect(calls).toHaveLength(4);
  });

  it('asks for a fresh read each time: the change comes from the Stripe webhook, not from this browser', async () => {
    const freshReads: (string | null)[] = [];
    server.use(
      http.get('*/api/suscripciones/estado/:uid', ({ request }) => {
        freshReads.push(request.headers.get('pautia-read'));
        return HttpResponse.json(statusOf({ plan: 'PRO', status: 'active' }));
      }),
    );
    renderApp(PATH, { session: fakeSession({ user: fakeUser() }) });
    await waitFor(() => expect(detection()).toHaveTextContent('Your plan is Pro.'));
    expect(freshReads).toEqual(['fresh']);
  });

  it(`gives up after ${POLL_ATTEMPTS} attempts and reports the plan it has`, async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const calls = answerStatus(statusOf());
    renderApp(PATH, { session: fakeSession({ user: fakeUser() }) });
    await settle(() => calls.length === 1);
    for (let attempt = 2; attempt <= POLL_ATTEMPTS; attempt++) {
      await act(() => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS));
      await settle(() => calls.length === attempt);
    }
    await settle(() => !screen.queryByText(DETECTING));
    expect(detection()).toHaveTextContent('Your plan is Free. If you activated Premium, it will update shortly.');
    await act(() => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 3));
    expect(calls).toHaveLength(POLL_ATTEMPTS);
    expect(POLL_ATTEMPTS).toBe(20);
    expect(POLL_INTERVAL_MS).toBe(3000);
  });

  it('without a stored uid says so and does not poll', async () => {
    localStorage.removeItem('userData');
    const calls = answerStatus(statusOf());
    renderApp(PATH);
    expect(await screen.findByText("We couldn't identify your account. Please go back to the dashboard.")).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('offers Connect Google Ads once PREMIUM is detected, and starts the authorization', async () => {
    answerStatus(statusOf({ plan: 'PREMIUM', status: 'active' }));
    const starts: string[] = [];
    const consentUrl = `${window.location.href.split('#')[0]}#google-consent`;
    server.use(
      http.get('*/oauth2callback/start', ({ request }) => {
        starts.push(new URL(request.url).search);
        return HttpResponse.json({ url: consentUrl });
      }),
    );
    const { user } = renderApp(PATH, { session: fakeSession({ user: fakeUser() }) });
    const block = await screen.findByRole('region', { name: 'Connect Google Ads' });
    expect(block).toHaveTextContent("After authorizing, you'll come back to /integrations/google-ads.");
    await user.click(within(block).getByRole('button', { name: 'Authorize Google Ads' }));
    await waitFor(() => expect(window.location.hash).toBe('#google-consent'));
    expect(new URLSearchParams(starts[0])).toEqual(new URLSearchParams({ uid: 'user-1', returnTo: '/integrations/google-ads' }));
  });

  it('shows no Google Ads block for other plans', async () => {
    answerStatus(statusOf({ plan: 'TRIAL', status: 'trialing' }));
    renderApp(PATH, { session: fakeSession({ user: fakeUser() }) });
    await waitFor(() => expect(detection()).toHaveTextContent('Your plan is Trial.'));
    expect(screen.queryByRole('region', { name: 'Connect Google Ads' })).toBeNull();
  });
});

describe('Checkout success in Spanish', () => {
  beforeEach(() => storeUser());

  it('confirms the payment in rioplatense Spanish and names the plan found', async () => {
    answerStatus(statusOf({ plan: 'PREMIUM', status: 'active' }));
    renderApp(PATH, { session: fakeSession({ user: fakeUser() }), language: 'es' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pago recibido' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Pago recibido · Pautia'));
    expect(main().getByText('¡Listo! Si tu pago se confirmó, tu plan se activa en breve.')).toBeInTheDocument();
    expect(main().getByRole('heading', { name: 'Próximo paso' })).toBeInTheDocument();
    expect(main().getByText('La activación suele tardar unos minutos.')).toBeInTheDocument();
    expect(main().getByRole('link', { name: 'Ir al panel' })).toHaveAttribute('href', '/dashboard');
    expect(main().getByRole('link', { name: 'Ver planes' })).toHaveAttribute('href', '/pricing');
    await waitFor(() => expect(detection()).toHaveTextContent('Tu plan es Premium. Si activaste Premium, se va a actualizar en breve.'));
    const block = screen.getByRole('region', { name: 'Conectá Google Ads' });
    expect(within(block).getByRole('button', { name: 'Autorizar Google Ads' })).toBeEnabled();
    expect(block).toHaveTextContent('Después de autorizar, volvés a /integrations/google-ads.');
  });

  it('says it is detecting the plan, in Spanish', async () => {
    server.use(http.get('*/api/suscripciones/estado/:uid', () => new Promise<never>(() => {})));
    renderApp(PATH, { session: fakeSession({ user: fakeUser() }), language: 'es' });
    await waitFor(() => expect(detection()).toHaveTextContent('Detectando tu plan… puede tardar unos segundos.'));
  });
});

describe('Checkout cancel', () => {
  it("says 'Compra cancelada' in the Spanish interface, with a button back to /pricing", async () => {
    renderApp('/checkout/cancel', { language: 'es' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Compra cancelada' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Compra cancelada · Pautia'));
    expect(main().getByText('No se realizó ningún cargo. Podés elegir otro plan cuando quieras.')).toBeInTheDocument();
    expect(main().getByRole('link', { name: 'Ver planes' })).toHaveAttribute('href', '/pricing');
  });

  it("says 'Purchase cancelled' in the English interface, with a button back to /pricing", async () => {
    renderApp('/checkout/cancel');
    expect(await screen.findByRole('heading', { level: 1, name: 'Purchase cancelled' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Purchase cancelled · Pautia'));
    expect(main().getByText('No charge was made. You can choose another plan whenever you like.')).toBeInTheDocument();
    expect(main().getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
    expect(screen.queryByText('Compra cancelada')).toBeNull();
  });
});

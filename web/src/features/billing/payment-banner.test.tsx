import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { fakeSession, fakeUser } from '@/testing/session';
import { PORTAL_RECHECK_ATTEMPTS, PORTAL_RECHECK_INTERVAL_MS } from './api/portal-return';
import { answerStatus, statusOf, storeUser } from './test-support';

/** A failed payment is said on every signed-in page, with the portal as the way out. */
const signedIn = () => fakeSession({ user: fakeUser() });
const pastDue = statusOf({
  plan: 'PRO',
  status: 'past_due',
  payment_state: 'past_due',
  subscription_plan: 'PRO',
  subscription_id: 'sub_1',
});
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
const onHold = statusOf({ plan: 'BASIC', status: 'unpaid', payment_state: 'on_hold', subscription_plan: 'PRO', subscription_id: 'sub_1' });

describe('payment banner', () => {
  beforeEach(() => storeUser());

  it('past_due: says the payment failed and the plan is kept, on another page than My Plan', async () => {
    answerStatus(pastDue);
    renderApp('/profile', { session: signedIn() });
    expect(await screen.findByText('Your last payment failed')).toBeInTheDocument();
    expect(
      screen.getByText(
        "We'll try your card again over the next days and you keep your Pro plan meanwhile. Update your payment method so it doesn't lapse.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update payment method' })).toBeEnabled();
  });

  it('on hold: "Payment failed — your {plan} is on hold", Free features meanwhile', async () => {
    answerStatus(onHold);
    renderApp('/dashboard', { session: signedIn() });
    // The dashboard's code loads lazily: on a busy machine that alone can take over a second.
    expect(await screen.findByText('Payment failed — your Pro plan is on hold', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(
      screen.getByText("You have the Free plan's features until the payment goes through. Update your payment method to pay it."),
    ).toBeInTheDocument();
  });

  it('in Spanish, word for word', async () => {
    answerStatus(onHold);
    renderApp('/profile', { session: signedIn(), language: 'es' });
    expect(await screen.findByText('El pago falló — tu plan Pro está en pausa')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Actualizar medio de pago' })).toBeInTheDocument();
  });

  it('Update payment method opens the portal the backend answers (busy while it does); a failure says so and re-enables it', async () => {
    answerStatus(pastDue);
    let calls = 0;
    server.use(
      http.post('*/api/suscripciones/:uid/portal', () => {
        calls++;
        return calls === 1
          ? HttpResponse.json({ error: 'UPSTREAM_FAILED', message: 'x' }, { status: 502 })
          : HttpResponse.json({ portalUrl: `${window.location.href.split('#')[0]}#portal-bps_1` });
      }),
    );
    const { user } = renderApp('/profile', { session: signedIn() });
    await user.click(await screen.findByRole('button', { name: 'Update payment method' }));
    expect(await screen.findByText("We couldn't open the billing portal. Please try again in a few minutes.")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Update payment method' }));
    await waitFor(() => expect(window.location.hash).toBe('#portal-bps_1'));
    expect(calls).toBe(2);
  });

  it('back from the portal, reads the status again (fresh) until the webhook reported the payment: the banner goes', async () => {
    server.use(
      http.post('*/api/suscripciones/:uid/portal', () =>
        HttpResponse.json({ portalUrl: `${window.location.href.split('#')[0]}#portal-bps_2` }),
      ),
    );
    answerStatus(onHold);
    const first = renderApp('/profile', { session: signedIn() });
    await first.user.click(await screen.findByRole('button', { name: 'Update payment method' }));
    await waitFor(() => expect(window.location.hash).toBe('#portal-bps_2'));
    first.unmount();

    // The portal sends the browser back before Stripe's invoice.paid reached the webhook.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const fresh: Array<string | null> = [];
      const answers = [onHold, onHold, statusOf({ plan: 'PRO', status: 'active', payment_state: 'ok', subscription_id: 'sub_1' })];
      server.use(
        http.get('*/api/suscripciones/estado/:uid', ({ request }) => {
          fresh.push(request.headers.get('pautia-read'));
          return HttpResponse.json(answers[Math.min(fresh.length - 1, answers.length - 1)]);
        }),
      );
      renderApp('/plan', { session: signedIn() });
      await settle(() => screen.queryByText('Payment failed — your Pro plan is on hold') !== null);
      expect(fresh).toHaveLength(1);
      await act(() => vi.advanceTimersByTimeAsync(PORTAL_RECHECK_INTERVAL_MS));
      await settle(() => fresh.length === 2);
      expect(screen.getByText('Payment failed — your Pro plan is on hold')).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(PORTAL_RECHECK_INTERVAL_MS));
      await settle(() => screen.queryByText('Payment failed — your Pro plan is on hold') === null);
      expect(screen.queryByRole('button', { name: 'Update payment method' })).toBeNull();
      // The re-reads skip the backend's memory of recent answers (ADR 19), and stop once paid.
      expect(fresh.slice(1)).toEqual(['fresh', 'fresh']);
      await act(() => vi.advanceTimersByTimeAsync(PORTAL_RECHECK_INTERVAL_MS * PORTAL_RECHECK_ATTEMPTS));
      expect(fresh).toHaveLength(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('without a visit to the portal, a payment owed is read once, not polled', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const calls = answerStatus(pastDue);
      renderApp('/profile', { session: signedIn() });
      await settle(() => screen.queryByText('Your last payment failed') !== null);
      await act(() => vi.advanceTimersByTimeAsync(PORTAL_RECHECK_INTERVAL_MS * 3));
      expect(calls).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('says nothing when payments are fine, or to a visitor', async () => {
    answerStatus(statusOf({ plan: 'PRO', status: 'active', payment_state: 'ok', subscription_id: 'sub_1' }));
    renderApp('/profile', { session: signedIn() });
    await screen.findByRole('main');
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('button', { name: 'Update payment method' })).toBeNull();
    expect(within(document.body).queryByText(/payment failed/i)).toBeNull();
  });
});

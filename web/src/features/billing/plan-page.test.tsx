import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { fakeSession, fakeUser } from '@/testing/session';
import { PLAN_PAGE_DELAY_MS } from './plan-page';
import { answerStatus, statusOf, storeUser } from './test-support';

const signedIn = () => fakeSession({ user: fakeUser() });
const periodEnd = Math.floor(Date.UTC(2031, 2, 14, 12) / 1000);
/** The period end in the reader's format (en-US in these tests). */
const localDate = 'Mar 14, 2031';
const CANCEL_CONFIRM_TEXT =
  "Your subscription will be canceled at the end of the current period. You won't be charged on the next renewal. Do you confirm?";
const RESUME_CONFIRM_TEXT = 'Your subscription will renew at the end of the current period as usual. Do you confirm?';
type User = ReturnType<typeof renderApp>['user'];
/** Answers the confirmation dialog `title` with its button `button`; answers the dialog's text. */
async function answerDialog(user: User, title: string, button: string) {
  const dialog = await screen.findByRole('alertdialog', { name: title });
  const text = dialog.textContent;
  await user.click(within(dialog).getByRole('button', { name: button }));
  return text;
}
const record = () => JSON.parse(localStorage.getItem('subscriptionCancel:user-1') ?? 'null') as Record<string, unknown> | null;
const main = () => within(screen.getByRole('main'));
const realTick = () =>
  new Promise<void>((resolve) => {
    const id = setInterval(() => {
      clearInterval(id);
      resolve();
    }, 10);
  });

async function openPlan(status: Parameters<typeof answerStatus>[0]) {
  answerStatus(status);
  const rendered = renderApp('/plan', { session: signedIn() });
  await screen.findByRole('heading', { level: 1, name: 'My Plan' });
  return rendered;
}

describe('My Plan', () => {
  beforeEach(() => storeUser());

  it(`appears after ${PLAN_PAGE_DELAY_MS} ms with 'Loading your plan...' while the status loads`, async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let requested = false;
    let release: () => void = () => {};
    server.use(
      http.get('*/api/suscripciones/estado/:uid', async () => {
        requested = true;
        await new Promise<void>((r) => (release = r));
        return HttpResponse.json(statusOf({ plan: 'PRO', status: 'active' }));
      }),
    );
    renderApp('/plan', { session: signedIn() });
    // The page has mounted (and started its 120 ms timer) once it asks for the status. The lazy
    // route needs real ticks to load: setInterval is not faked here.
    for (let i = 0; i < 250 && !requested; i++) await act(realTick);
    expect(requested).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(PLAN_PAGE_DELAY_MS - 1));
    expect(main().queryByText('Loading your plan...')).toBeNull();
    expect(main().queryByRole('heading')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(main().getByRole('status')).toHaveTextContent('Loading your plan...');
    vi.useRealTimers();
    release();
    expect(await screen.findByRole('heading', { level: 1, name: 'My Plan' })).toBeInTheDocument();
    expect(screen.queryByText('Loading your plan...')).toBeNull();
  });

  it.each([
    {
      tier: 'BASIC',
      status: statusOf(),
      badge: 'Free',
      headline: "You're on the Free plan",
      features: ['AI campaign builder', 'Basic keyword suggestions', 'Standard copy templates'],
      upgrade: 'See Premium Plans',
      canCancel: false,
      line: 'Subscription status: active',
    },
    {
      tier: 'TRIAL',
      status: statusOf({ plan: 'TRIAL', status: 'trialing', current_period_end: periodEnd }),
      badge: 'Trial',
      headline: 'Your free trial is running',
      features: ['Limited chat and campaign creation', 'Priority generation'],
      upgrade: 'Unlock Full Access',
      canCancel: true,
      line: 'Subscription status: trialing',
    },
    {
      tier: 'PRO',
      status: statusOf({ plan: 'PRO', status: 'active', current_period_end: periodEnd }),
      badge: 'Pro',
      headline: "You're on Pro",
      features: ['Everything in Free', 'Advanced keywords', 'A/B testing recommendations', 'Priority generation'],
      upgrade: 'Go Premium',
      canCancel: true,
      line: 'Subscription status: active',
    },
    {
      tier: 'PREMIUM',
      status: statusOf({ plan: 'PREMIUM', status: '', current_period_end: periodEnd }),
      badge: 'Premium',
      headline: "You're on Premium",
      features: ['Everything in Pro', 'Analytics', 'Export tools', 'Custom AI model training', 'A dedicated account manager'],
      upgrade: null,
      canCancel: true,
      line: 'Subscription status: active',
    },
  ])(
    '$tier: badge, headline, features, subscription line, buttons and footer',
    async ({ status, badge, headline, features, upgrade, canCancel, line }) => {
      await openPlan(status);
      const card = main();
      expect(card.getByText(badge, { selector: '.badge' })).toBeInTheDocument();
      expect(card.getByText(headline)).toBeInTheDocument();
      expect(card.getByRole('heading', { level: 2, name: "What's included" })).toBeInTheDocument();
      expect(card.getAllByRole('listitem').map((li) => li.textContent)).toEqual(features);
      expect(card.getByText(line)).toBeInTheDocument();
      if (upgrade) expect(card.getByRole('link', { name: upgrade })).toHaveAttribute('href', '/pricing');
      else expect(card.queryByRole('link', { name: /Premium Plans|Full Access|Go Premium/ })).toBeNull();
      const cancel = card.queryByRole('button', { name: 'Cancel at period end' });
      if (canCancel) expect(cancel).toHaveAttribute('title', 'Schedule cancelation at the end of the current period');
      else expect(cancel).toBeNull();
      expect(card.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
      expect(card.getByText(`Plan detected from your account: ${badge}`)).toBeInTheDocument();
    },
  );

  it('shows a pending cancelation from the server with its date, remembers it, and offers no cancel', async () => {
    await openPlan(
      statusOf({ plan: 'PRO', status: 'active', cancel_at_period_end: true, current_period_end: periodEnd, subscription_id: 'sub_pro' }),
    );
    expect(main().getByText(`Your subscription is set to cancel at period end. Next charge stops on: ${localDate}`)).toBeInTheDocument();
    expect(main().queryByRole('button', { name: 'Cancel at period end' })).toBeNull();
    expect(record()).toEqual({
      cancel_at_period_end: true,
      current_period_end: periodEnd,
      subscription_id: 'sub_pro',
      savedAt: expect.any(Number),
    });
  });

  it("shows '-' when a pending cancelation has no date", async () => {
    await openPlan(statusOf({ plan: 'PRO', status: 'active', cancel_at_period_end: true, current_period_end: null }));
    expect(main().getByText('Your subscription is set to cancel at period end. Next charge stops on: -')).toBeInTheDocument();
  });

  it('reuses a stored pending record while the server does not report it yet for the same subscription', async () => {
    localStorage.setItem(
      'subscriptionCancel:user-1',
      JSON.stringify({
        cancel_at_period_end: true,
        current_period_end: periodEnd,
        subscription_id: 'sub_premium',
        savedAt: Date.now() - 1000,
      }),
    );
    await openPlan(statusOf({ plan: 'PREMIUM', status: 'active', current_period_end: periodEnd, subscription_id: 'sub_premium' }));
    expect(main().getByText(`Your subscription is set to cancel at period end. Next charge stops on: ${localDate}`)).toBeInTheDocument();
    expect(main().queryByRole('button', { name: 'Cancel at period end' })).toBeNull();
  });

  it('forgets the cancelation of a replaced subscription: a new Premium after a canceled Pro is active and can be canceled', async () => {
    // The Pro subscription's cancelation was remembered; the user then upgraded to Premium.
    localStorage.setItem(
      'subscriptionCancel:user-1',
      JSON.stringify({ cancel_at_period_end: true, current_period_end: periodEnd, subscription_id: 'sub_pro', savedAt: Date.now() - 1000 }),
    );
    await openPlan(
      statusOf({
        plan: 'PREMIUM',
        status: 'active',
        cancel_at_period_end: false,
        current_period_end: periodEnd,
        subscription_id: 'sub_premium',
      }),
    );
    expect(main().getByText('Subscription status: active')).toBeInTheDocument();
    expect(main().queryByText(/set to cancel at period end/)).toBeNull();
    expect(main().getByRole('button', { name: 'Cancel at period end' })).toBeEnabled();
    expect(record()).toBeNull();
  });

  it('ignores a stored record that names no subscription (saved before records had one)', async () => {
    localStorage.setItem(
      'subscriptionCancel:user-1',
      JSON.stringify({ cancel_at_period_end: true, current_period_end: periodEnd, savedAt: Date.now() - 1000 }),
    );
    await openPlan(statusOf({ plan: 'PREMIUM', status: 'active', current_period_end: periodEnd, subscription_id: 'sub_premium' }));
    expect(main().getByRole('button', { name: 'Cancel at period end' })).toBeEnabled();
    expect(record()).toBeNull();
  });

  it("shows a Free user 'Subscription status: active'", async () => {
    await openPlan(statusOf());
    expect(main().getByText('Subscription status: active')).toBeInTheDocument();
    expect(main().queryByRole('button', { name: /Cancel at period end|Resume subscription/ })).toBeNull();
  });

  it('resumes a scheduled cancelation after confirmation, showing Processing... then the renewing subscription', async () => {
    let release: () => void = () => {};
    let calls = 0;
    server.use(
      http.post('*/api/suscripciones/:uid/resume', async ({ params }) => {
        calls += 1;
        expect(params['uid']).toBe('user-1');
        await new Promise<void>((r) => (release = r));
        return HttpResponse.json(
          statusOf({
            plan: 'PRO',
            status: 'active',
            current_period_end: periodEnd,
            subscription_id: 'sub_pro',
            message: 'Your Pro subscription will renew as usual.',
          }),
        );
      }),
    );
    const { user } = await openPlan(
      statusOf({ plan: 'PRO', status: 'active', cancel_at_period_end: true, current_period_end: periodEnd, subscription_id: 'sub_pro' }),
    );
    expect(record()).toMatchObject({ subscription_id: 'sub_pro' });
    await user.click(main().getByRole('button', { name: 'Resume subscription' }));
    expect(await answerDialog(user, 'Resume your subscription?', 'Resume subscription')).toContain(RESUME_CONFIRM_TEXT);
    expect(await main().findByRole('button', { name: 'Processing...' })).toBeDisabled();
    release();
    expect(await main().findByText('Subscription resumed. Your Pro subscription will renew as usual.')).toBeInTheDocument();
    expect(main().getByText('Subscription status: active')).toBeInTheDocument();
    expect(main().queryByRole('button', { name: 'Resume subscription' })).toBeNull();
    expect(main().getByRole('button', { name: 'Cancel at period end' })).toBeEnabled();
    expect(record()).toBeNull();
    expect(calls).toBe(1);
  });

  it('keeps the scheduled cancelation when Resume is declined or fails', async () => {
    let calls = 0;
    server.use(
      http.post(
        '*/api/suscripciones/:uid/resume',
        () => ((calls += 1), HttpResponse.json({ error: 'CONFLICT', message: 'x' }, { status: 409 })),
      ),
    );
    const { user } = await openPlan(
      statusOf({ plan: 'PRO', status: 'active', cancel_at_period_end: true, current_period_end: periodEnd, subscription_id: 'sub_pro' }),
    );
    await user.click(main().getByRole('button', { name: 'Resume subscription' }));
    await answerDialog(user, 'Resume your subscription?', 'Not now');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls).toBe(0);
    await user.click(main().getByRole('button', { name: 'Resume subscription' }));
    await answerDialog(user, 'Resume your subscription?', 'Resume subscription');
    expect(await screen.findByRole('alert')).toHaveTextContent('Request failed (HTTP 409). Try again later.');
    expect(main().getByText(`Your subscription is set to cancel at period end. Next charge stops on: ${localDate}`)).toBeInTheDocument();
    expect(record()).toMatchObject({ subscription_id: 'sub_pro' });
  });

  it('clears the stored record when neither the server nor a current record says pending', async () => {
    localStorage.setItem(
      'subscriptionCancel:user-1',
      JSON.stringify({ cancel_at_period_end: true, current_period_end: 1_000_000, savedAt: 1 }),
    );
    await openPlan(statusOf({ plan: 'PRO', status: 'active', current_period_end: periodEnd }));
    expect(main().getByText('Subscription status: active')).toBeInTheDocument();
    expect(record()).toBeNull();
  });

  it.each([
    ['a server error', 500],
    ['a network failure', 'network'],
  ] as const)('on %s shows Free and says the subscription could not be verified', async (_label, failure) => {
    if (failure === 'network') server.use(http.get('*/api/suscripciones/estado/:uid', () => HttpResponse.error()));
    else answerStatus(failure);
    renderApp('/plan', { session: signedIn() });
    expect(await screen.findByText("We couldn't verify your subscription. Showing Free plan.")).toBeInTheDocument();
    expect(main().getByText('Plan detected from your account: Free')).toBeInTheDocument();
    expect(main().queryByRole('button', { name: 'Cancel at period end' })).toBeNull();
  });

  it('schedules the cancelation after the exact confirmation, showing Processing... then the result', async () => {
    let release: () => void = () => {};
    let calls = 0;
    server.use(
      http.post('*/api/suscripciones/:uid/cancel-at-period-end', async ({ params }) => {
        calls += 1;
        expect(params['uid']).toBe('user-1');
        await new Promise<void>((r) => (release = r));
        return HttpResponse.json(
          statusOf({
            plan: 'PRO',
            status: 'active',
            cancel_at_period_end: true,
            current_period_end: periodEnd,
            message: 'You keep Pro until the end of the current period.',
          }),
        );
      }),
    );
    const { user } = await openPlan(statusOf({ plan: 'PRO', status: 'active', current_period_end: periodEnd }));
    await user.click(main().getByRole('button', { name: 'Cancel at period end' }));
    expect(await answerDialog(user, 'Cancel at period end?', 'Yes, cancel')).toContain(CANCEL_CONFIRM_TEXT);
    expect(await main().findByRole('button', { name: 'Processing...' })).toBeDisabled();
    release();
    expect(await main().findByText('Cancelation scheduled. You keep Pro until the end of the current period.')).toBeInTheDocument();
    expect(main().getByText(`Your subscription is set to cancel at period end. Next charge stops on: ${localDate}`)).toBeInTheDocument();
    expect(main().queryByRole('button', { name: /Cancel at period end|Processing/ })).toBeNull();
    expect(record()).toMatchObject({ cancel_at_period_end: true, current_period_end: periodEnd });
    expect(calls).toBe(1);
  });

  it('does nothing when the confirmation is declined', async () => {
    let called = false;
    server.use(http.post('*/api/suscripciones/:uid/cancel-at-period-end', () => ((called = true), HttpResponse.json({}))));
    const { user } = await openPlan(statusOf({ plan: 'TRIAL', status: 'trialing' }));
    await user.click(main().getByRole('button', { name: 'Cancel at period end' }));
    await answerDialog(user, 'Cancel at period end?', 'Keep my plan');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(called).toBe(false);
    expect(main().getByRole('button', { name: 'Cancel at period end' })).toBeEnabled();
  });

  it.each([
    [
      'an HTTP error',
      () => HttpResponse.json({ error: 'CONFLICT', message: 'x' }, { status: 409 }),
      'Request failed (HTTP 409). Try again later.',
    ],
    ['no answer', () => HttpResponse.error(), "We couldn't schedule the cancelation. Please try again later."],
  ])('reports %s and keeps the button', async (_label, reply, message) => {
    server.use(http.post('*/api/suscripciones/:uid/cancel-at-period-end', reply));
    const { user } = await openPlan(statusOf({ plan: 'PRO', status: 'active' }));
    await user.click(main().getByRole('button', { name: 'Cancel at period end' }));
    await answerDialog(user, 'Cancel at period end?', 'Yes, cancel');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(main().getByRole('button', { name: 'Cancel at period end' })).toBeEnabled();
    expect(record()).toBeNull();
  });

  it("says 'Missing configuration or user.' when the stored user is gone", async () => {
    const { user } = await openPlan(statusOf({ plan: 'PRO', status: 'active' }));
    localStorage.removeItem('userData');
    await user.click(main().getByRole('button', { name: 'Cancel at period end' }));
    await answerDialog(user, 'Cancel at period end?', 'Yes, cancel');
    expect(await screen.findByRole('alert')).toHaveTextContent('Missing configuration or user.');
  });

  it('shows the server message as a note when a payment failed', async () => {
    await openPlan(statusOf({ plan: 'PRO', status: 'past_due', message: 'Your last payment failed. Please update your payment method.' }));
    expect(main().getByText('Your last payment failed. Please update your payment method.')).toBeInTheDocument();
  });

  it('without stored user data shows Free and the verification message', async () => {
    localStorage.removeItem('userData');
    renderApp('/plan', { session: signedIn() });
    expect(await screen.findByText("We couldn't verify your subscription. Showing Free plan.")).toBeInTheDocument();
    await waitFor(() => expect(main().getByText('Plan detected from your account: Free')).toBeInTheDocument());
  });

  it('has its own page title', async () => {
    await openPlan(statusOf());
    await waitFor(() => expect(document.title).toBe('My Plan · Pautia'));
  });
});

describe('My Plan in Spanish', () => {
  beforeEach(() => storeUser());

  async function openPlanEs(status: Parameters<typeof answerStatus>[0]) {
    answerStatus(status);
    const rendered = renderApp('/plan', { session: signedIn(), language: 'es' });
    await screen.findByRole('heading', { level: 1, name: 'Mi plan' });
    return rendered;
  }

  it('shows the Pro plan in rioplatense Spanish, with the status and the footer translated', async () => {
    await openPlanEs(statusOf({ plan: 'PRO', status: 'active', current_period_end: periodEnd }));
    await waitFor(() => expect(document.title).toBe('Mi plan · Pautia'));
    const card = main();
    expect(card.getByText('Pro', { selector: '.badge' })).toBeInTheDocument();
    expect(card.getByText('Estás en Pro')).toBeInTheDocument();
    expect(card.getByRole('heading', { level: 2, name: 'Qué incluye' })).toBeInTheDocument();
    expect(card.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Todo lo del plan Gratis',
      'Palabras clave avanzadas',
      'Recomendaciones de pruebas A/B',
      'Generación prioritaria',
    ]);
    expect(card.getByText('Estado de la suscripción: activa')).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Pasate a Premium' })).toHaveAttribute('href', '/pricing');
    expect(card.getByRole('button', { name: 'Cancelar al final del período' })).toHaveAttribute(
      'title',
      'Programá la cancelación para el final del período actual',
    );
    expect(card.getByRole('link', { name: 'Volver al panel' })).toHaveAttribute('href', '/dashboard');
    expect(card.getByText('Plan detectado en tu cuenta: Pro')).toBeInTheDocument();
  });

  it('asks in Spanish before canceling, and shows the date in the Spanish format', async () => {
    server.use(
      http.post('*/api/suscripciones/:uid/cancel-at-period-end', () =>
        HttpResponse.json(
          statusOf({
            plan: 'PRO',
            status: 'active',
            cancel_at_period_end: true,
            current_period_end: periodEnd,
            message: 'Conservás Pro hasta el final del período.',
          }),
        ),
      ),
    );
    const { user } = await openPlanEs(statusOf({ plan: 'PRO', status: 'active', current_period_end: periodEnd }));
    await user.click(main().getByRole('button', { name: 'Cancelar al final del período' }));
    expect(await answerDialog(user, '¿Cancelar al final del período?', 'Sí, cancelar')).toContain(
      'Tu suscripción se va a cancelar al final del período actual. No se te va a cobrar la próxima renovación. ¿Confirmás?',
    );
    expect(await main().findByText('Cancelación programada. Conservás Pro hasta el final del período.')).toBeInTheDocument();
    expect(
      main().getByText('Tu suscripción se va a cancelar al final del período. Los cobros se detienen el: 14 mar 2031'),
    ).toBeInTheDocument();
    expect(main().getByRole('button', { name: 'Reanudar la suscripción' })).toBeEnabled();
  });

  it('shows Free with the Spanish upgrade label, and the verification message when the status fails', async () => {
    answerStatus(500);
    renderApp('/plan', { session: signedIn(), language: 'es' });
    expect(await screen.findByText('No pudimos verificar tu suscripción. Te mostramos el plan Gratis.')).toBeInTheDocument();
    expect(main().getByText('Estás en el plan Gratis')).toBeInTheDocument();
    expect(main().getByRole('link', { name: 'Ver planes Premium' })).toHaveAttribute('href', '/pricing');
    expect(main().getByText('Plan detectado en tu cuenta: Gratis')).toBeInTheDocument();
  });

  it('says "Cargando tu plan..." while the status loads', async () => {
    server.use(http.get('*/api/suscripciones/estado/:uid', () => new Promise<never>(() => {})));
    renderApp('/plan', { session: signedIn(), language: 'es' });
    expect(await screen.findByText('Cargando tu plan...')).toBeInTheDocument();
  });
});

describe('My Plan: price, next charge, end date and card', () => {
  beforeEach(() => storeUser());
  const paid = statusOf({
    plan: 'PRO',
    status: 'active',
    current_period_end: periodEnd,
    subscription_id: 'sub_1',
    payment_state: 'ok',
    subscription_plan: 'PRO',
    ends_at: null,
    next_charge: { date: periodEnd, amount: { amount: 20, currency: 'USD' } },
    price: { amount: { amount: 20, currency: 'USD' }, interval: 'month' },
    card: { brand: 'visa', last4: '4242' },
  });

  it('shows the price and period, the next charge date and amount, the card, and opens the portal', async () => {
    server.use(
      http.post('*/api/suscripciones/:uid/portal', () => HttpResponse.json({ portalUrl: `${window.location.href.split('#')[0]}#portal` })),
    );
    const { user } = await openPlan(paid);
    expect(main().getByText('Price').nextSibling).toHaveTextContent('$20.00 per month');
    expect(main().getByText('Next charge').nextSibling).toHaveTextContent(`$20.00 on ${localDate}`);
    expect(main().getByText('Payment method').nextSibling).toHaveTextContent('Visa ending in 4242');
    await user.click(main().getByRole('button', { name: 'Manage billing and invoices' }));
    await waitFor(() => expect(window.location.hash).toBe('#portal'));
  });

  it('a subscription that ends shows its real end date instead of a next charge', async () => {
    await openPlan({ ...paid, cancel_at_period_end: true, next_charge: null, ends_at: periodEnd });
    expect(main().getByText('Ends on').nextSibling).toHaveTextContent(localDate);
    expect(main().queryByText('Next charge')).toBeNull();
    expect(main().getByText(`Your subscription is set to cancel at period end. Next charge stops on: ${localDate}`)).toBeInTheDocument();
  });

  it('in Spanish', async () => {
    answerStatus(paid);
    renderApp('/plan', { session: signedIn(), language: 'es' });
    await screen.findByRole('heading', { level: 1, name: 'Mi plan' });
    expect(main().getByText('Próximo cobro')).toBeInTheDocument();
    expect(main().getByText('Visa terminada en 4242')).toBeInTheDocument();
    expect(main().getByRole('button', { name: 'Administrar facturación y facturas' })).toBeInTheDocument();
  });

  it('a payment owed (on hold): the held plan, its price and card, the portal, and no upgrade that Checkout would refuse', async () => {
    const onHold = {
      ...paid,
      plan: 'BASIC' as const,
      status: 'unpaid',
      payment_state: 'on_hold' as const,
      next_charge: null,
      message: 'Payment failed — your Pro plan is on hold. Update your payment method to pay it.',
    };
    const { unmount } = await openPlan(onHold);
    expect(main().getByText(onHold.message)).toBeInTheDocument();
    expect(main().getByText('Subscription status: unpaid')).toBeInTheDocument();
    expect(main().getByText('Price').nextSibling).toHaveTextContent('$20.00 per month');
    expect(main().getByText('Payment method').nextSibling).toHaveTextContent('Visa ending in 4242');
    expect(main().getByRole('button', { name: 'Manage billing and invoices' })).toBeEnabled();
    expect(main().queryByRole('link', { name: 'See Premium Plans' })).toBeNull();
    unmount();

    answerStatus({ ...onHold, status: 'past_due', plan: 'PRO', payment_state: 'past_due', message: 'El último pago falló.' });
    renderApp('/plan', { session: signedIn(), language: 'es' });
    await screen.findByRole('heading', { level: 1, name: 'Mi plan' });
    expect(main().getByText('Estado de la suscripción: pago vencido')).toBeInTheDocument();
    expect(main().getByRole('button', { name: 'Administrar facturación y facturas' })).toBeEnabled();
    expect(main().queryByRole('link', { name: 'Pasate a Premium' })).toBeNull();
  });

  it('Free without a subscription offers no portal', async () => {
    await openPlan(statusOf());
    expect(main().queryByRole('button', { name: 'Manage billing and invoices' })).toBeNull();
  });
});

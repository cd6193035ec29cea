import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { env } from '@/config/env';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { fakeSession, fakeUser } from '@/testing/session';
import { answerStatus, statusOf, storeUser } from './test-support';

const signedIn = () => fakeSession({ user: fakeUser() });
const planSections = () =>
  within(screen.getByRole('main'))
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);

describe('Pricing', () => {
  beforeEach(() => storeUser());

  it('renders nothing while the plan is loading', async () => {
    let release: () => void = () => {};
    server.use(
      http.get('*/api/suscripciones/estado/:uid', async () => {
        await new Promise<void>((r) => (release = r));
        return HttpResponse.json(statusOf());
      }),
    );
    renderApp('/pricing', { session: signedIn() });
    // The first render loads the page's code (cold in a fresh test file): the limit is for hangs.
    await waitFor(() => expect(screen.getByRole('main')).toBeInTheDocument(), { timeout: 5000 });
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(within(screen.getByRole('main')).queryByRole('heading')).toBeNull();
    expect(screen.queryByText('Prices in USD.')).toBeNull();
    release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Pick your plan and roll' })).toBeInTheDocument();
  });

  it('tells a Pro subscriber what happens to the Pro subscription when upgrading; says nothing on Free', async () => {
    answerStatus(statusOf({ plan: 'PRO', status: 'active', subscription_id: 'sub_pro' }));
    const { unmount } = renderApp('/pricing', { session: signedIn() });
    expect(await screen.findByRole('note')).toHaveTextContent(
      'Upgrading replaces your Pro subscription: it ends as soon as the new plan starts, and the unused part of its current period is credited to your account, so you never pay twice for the same days.',
    );
    unmount();
    answerStatus(statusOf());
    renderApp('/pricing', { session: signedIn() });
    await screen.findByRole('heading', { level: 1, name: 'Pick your plan and roll' });
    expect(screen.queryByRole('note')).toBeNull();
  });

  it("shows a plan's limitations without the green tick used for what it includes", async () => {
    answerStatus(statusOf());
    renderApp('/pricing', { session: signedIn() });
    const trial = within(await screen.findByRole('list', { name: 'Trial includes' }));
    const tick = (text: string) => trial.getByText(text).closest('li')!.querySelector('svg path')!.getAttribute('d');
    const TICK = 'M20 6 9 17l-5-5';
    expect(tick('1 guided campaign')).toBe(TICK);
    expect(tick('Up to 3 AI queries')).toBe(TICK);
    expect(tick('No chat history')).not.toBe(TICK);
    expect(tick('No support')).not.toBe(TICK);
  });

  it('says what support means on each paid plan, with its reply time, in both languages', async () => {
    answerStatus(statusOf());
    const { unmount } = renderApp('/pricing', { session: signedIn() });
    const trial = within(await screen.findByRole('list', { name: 'Trial includes' }));
    expect(trial.getByText('No support')).toBeInTheDocument();
    expect(trial.getByText('The assistant answers product and billing questions 24/7')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Pro includes' })).getByText('A person replies within 1 business day'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Premium includes' })).getByText('Your account manager replies within 4 business hours'),
    ).toBeInTheDocument();
    unmount();
    answerStatus(statusOf());
    renderApp('/pricing', { session: signedIn(), language: 'es' });
    expect(await screen.findByText('Tu ejecutivo de cuenta te responde en 4 horas hábiles')).toBeInTheDocument();
    expect(screen.getByText('Sin soporte')).toBeInTheDocument();
  });

  it('for Free shows Trial, Pro and Premium with anchors, cards, ribbons, badge and trust strip', async () => {
    answerStatus(statusOf());
    renderApp('/pricing', { session: signedIn() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pick your plan and roll' })).toBeInTheDocument();
    expect(screen.getByText('Scroll to compare: Trial → Pro → Premium.')).toBeInTheDocument();
    expect(planSections()).toEqual(['Free', 'Trial', 'Pro', 'Premium']);
    // Free is listed for comparison (nothing to buy), with its lifetime allowance.
    const free = within(screen.getByRole('region', { name: 'Free' }));
    expect(free.getByText('1 guided campaign in total')).toBeInTheDocument();
    expect(free.getByText('3 AI queries in total')).toBeInTheDocument();
    expect(free.getByText('No card needed.')).toBeInTheDocument();
    expect(free.queryByRole('button')).toBeNull();
    // The Trial card says what happens after 7 days, and when a card is needed.
    const trial = within(screen.getByRole('article', { name: '7-day free trial' }));
    expect(trial.getByText('Becomes Pro after 7 days unless you cancel before.')).toBeInTheDocument();
    expect(trial.getByText('A card is needed to start the trial; nothing is charged during it.')).toBeInTheDocument();

    const jump = screen.getByRole('navigation', { name: 'Plans on this page' });
    expect(
      within(jump)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['#trial', '#pro', '#premium']);
    expect(document.getElementById('trial')).toContainElement(screen.getByRole('heading', { name: 'Trial' }));
    expect(document.getElementById('pro')).toContainElement(screen.getByRole('heading', { name: 'Pro' }));
    expect(document.getElementById('premium')).toContainElement(screen.getByRole('heading', { name: 'Premium' }));

    // Monthly card for each plan, plus annual "Save with annual" cards for Pro and Premium.
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(5);
    for (const card of cards) expect(card).toHaveTextContent('Prices in USD.');
    const pro = within(document.getElementById('pro')!);
    expect(pro.getByText('Most popular')).toBeInTheDocument();
    expect(pro.getByRole('article', { name: 'Save with annual' })).toHaveTextContent('Best value');
    expect(pro.getByRole('article', { name: 'Save with annual' })).toHaveTextContent('$16/moBilled $192 per year — save 20%.');
    expect(pro.getByRole('article', { name: 'Monthly' })).toHaveTextContent('$20/mo');
    const premium = within(document.getElementById('premium')!);
    expect(premium.getByRole('article', { name: 'Save with annual' })).toHaveTextContent('Best value');
    expect(premium.getByRole('article', { name: 'Save with annual' })).toHaveTextContent('$40/mo');
    expect(premium.getByRole('article', { name: 'Monthly' })).toHaveTextContent('$50/mo');
    expect(premium.queryByText('Most popular')).toBeNull();
    expect(within(document.getElementById('trial')!).getByRole('article')).toHaveTextContent('$0for 7 daysThen $20/mo unless cancelled.');
    expect(screen.getAllByText('Best value')).toHaveLength(2);

    const trust = screen.getByRole('list', { name: 'Why subscribe with confidence' });
    expect(trust).toHaveTextContent('Support in English and Spanish');
    expect(trust).toHaveTextContent('Secure card payments with Stripe');
  });

  it.each([
    ['TRIAL', statusOf({ plan: 'TRIAL', status: 'trialing' }), ['Free', 'Pro', 'Premium'], ['#pro', '#premium']],
    ['TRIAL (from status trialing)', statusOf({ plan: 'PRO', status: 'trialing' }), ['Free', 'Pro', 'Premium'], ['#pro', '#premium']],
    ['PRO', statusOf({ plan: 'PRO', status: 'active' }), ['Free', 'Premium'], ['#premium']],
  ])('for %s lists only the plans above it', async (_label, status, sections, anchors) => {
    answerStatus(status);
    renderApp('/pricing', { session: signedIn() });
    await screen.findByRole('heading', { level: 1, name: 'Pick your plan and roll' });
    expect(planSections()).toEqual(sections);
    expect(
      within(screen.getByRole('navigation', { name: 'Plans on this page' }))
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(anchors);
  });

  it('for PREMIUM says there is nothing to upgrade and offers no plan', async () => {
    answerStatus(statusOf({ plan: 'PREMIUM', status: 'active' }));
    renderApp('/pricing', { session: signedIn() });
    expect(await screen.findByRole('heading', { level: 1, name: "You're on the top plan" })).toBeInTheDocument();
    expect(screen.getByText('No higher tiers available.')).toBeInTheDocument();
    expect(screen.getByText("Nothing to upgrade — you're already on Premium.")).toBeInTheDocument();
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.queryByRole('button', { name: /Choose|trial/ })).toBeNull();
  });

  it('logs a failed status fetch and shows the plans for Free', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    answerStatus(500);
    renderApp('/pricing', { session: signedIn() });
    await screen.findByRole('heading', { level: 1, name: 'Pick your plan and roll' });
    expect(planSections()).toEqual(['Free', 'Trial', 'Pro', 'Premium']);
    expect(warn).toHaveBeenCalled();
  });

  it('starts Checkout: the clicked button shows "Redirecting…" and is disabled, then the browser goes to checkoutUrl', async () => {
    answerStatus(statusOf());
    let body: unknown;
    let release: () => void = () => {};
    const checkoutUrl = `${window.location.href.split('#')[0]}#checkout-cs_test_1`;
    server.use(
      http.post('*/api/suscripciones/crear-session', async ({ request }) => {
        body = await request.json();
        await new Promise<void>((r) => (release = r));
        return HttpResponse.json({ checkoutUrl });
      }),
    );
    const { user } = renderApp('/pricing', { session: signedIn() });
    await user.click(await screen.findByRole('button', { name: 'Choose Pro monthly' }));
    const busy = await screen.findByRole('button', { name: 'Redirecting…' });
    expect(busy).toBeDisabled();
    expect(screen.getAllByRole('button', { name: 'Redirecting…' })).toHaveLength(1);
    expect(body).toEqual({ email: 'ana@example.com', priceId: env.prices['PRO:monthly'] });
    release();
    await waitFor(() => expect(window.location.hash).toBe('#checkout-cs_test_1'));
  });

  it("alerts 'We couldn't start Checkout…' in a dialog and re-enables the button when Checkout cannot start", async () => {
    answerStatus(statusOf());
    server.use(
      http.post('*/api/suscripciones/crear-session', () => HttpResponse.json({ error: 'UPSTREAM_FAILED', message: 'x' }, { status: 502 })),
    );
    const { user } = renderApp('/pricing', { session: signedIn() });
    await user.click(await screen.findByRole('button', { name: 'Choose Premium annual' }));
    const alert = await screen.findByRole('alertdialog', { name: "Checkout didn't start" });
    expect(alert).toHaveTextContent("We couldn't start Checkout. Please try again in a few minutes.");
    expect(screen.getByRole('button', { name: 'Choose Premium annual' })).toBeEnabled();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Choose Premium annual' })).toHaveFocus();
  });

  it('a refused Checkout (409) says the server’s reason instead of "try again": a used trial, a payment owed', async () => {
    answerStatus(statusOf());
    const reasons = [
      'You have already had your free trial. Pick Pro or Premium to subscribe.',
      'Your last payment failed. Update your payment method from My Plan (Manage billing) before changing plans.',
    ];
    let call = 0;
    server.use(
      http.post('*/api/suscripciones/crear-session', () =>
        HttpResponse.json({ error: 'CONFLICT', message: reasons[Math.min(call++, reasons.length - 1)] }, { status: 409 }),
      ),
    );
    const { user } = renderApp('/pricing', { session: signedIn() });
    await user.click(await screen.findByRole('button', { name: 'Start free trial' }));
    const first = await screen.findByRole('alertdialog', { name: "Checkout didn't start" });
    expect(first).toHaveTextContent(reasons[0]!);
    expect(first).not.toHaveTextContent('try again');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Start free trial' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Choose Pro monthly' }));
    expect(await screen.findByRole('alertdialog', { name: "Checkout didn't start" })).toHaveTextContent(reasons[1]!);
  });

  it("alerts 'PriceId not configured for {plan}/{period}' and calls nothing when the price is missing", async () => {
    answerStatus(statusOf());
    const configured = env.prices['PREMIUM:annual'];
    env.prices['PREMIUM:annual'] = undefined;
    let called = false;
    server.use(http.post('*/api/suscripciones/crear-session', () => ((called = true), HttpResponse.json({}))));
    try {
      const { user } = renderApp('/pricing', { session: signedIn() });
      await user.click(await screen.findByRole('button', { name: 'Choose Premium annual' }));
      expect(await screen.findByRole('alertdialog')).toHaveTextContent('PriceId not configured for PREMIUM/annual');
      expect(called).toBe(false);
      expect(screen.getByRole('button', { name: 'Choose Premium annual' })).toBeEnabled();
    } finally {
      env.prices['PREMIUM:annual'] = configured;
    }
  });

  it('sends a user without an e-mail in stored user data to /login', async () => {
    answerStatus(statusOf());
    storeUser({ email: '' });
    const { user, router } = renderApp('/pricing', { session: signedIn() });
    await user.click(await screen.findByRole('button', { name: 'Start free trial' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('has its own page title', async () => {
    answerStatus(statusOf());
    renderApp('/pricing', { session: signedIn() });
    await screen.findByRole('heading', { level: 1, name: 'Pick your plan and roll' });
    await waitFor(() => expect(document.title).toBe('Pricing · Pautia'));
  });
});

describe('Pricing in Spanish', () => {
  beforeEach(() => storeUser());

  it('speaks rioplatense Spanish, prices still in USD', async () => {
    answerStatus(statusOf());
    renderApp('/pricing', { session: signedIn(), language: 'es' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Elegí tu plan y arrancá' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Precios · Pautia'));
    expect(screen.getByText('Deslizá para comparar: Prueba → Pro → Premium.')).toBeInTheDocument();
    expect(planSections()).toEqual(['Gratis', 'Prueba', 'Pro', 'Premium']);
    expect(
      within(screen.getByRole('navigation', { name: 'Planes en esta página' }))
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['#trial', '#pro', '#premium']);
    const trial = within(screen.getByRole('list', { name: 'Qué incluye Prueba' }));
    expect(trial.getByText('1 campaña guiada')).toBeInTheDocument();
    expect(trial.getByText('Hasta 3 consultas a la IA')).toBeInTheDocument();
    expect(trial.getByText('Sin historial de chat')).toBeInTheDocument();
    for (const card of screen.getAllByRole('article')) expect(card).toHaveTextContent('Precios en USD.');
    const pro = within(document.getElementById('pro')!);
    expect(pro.getByText('El más elegido')).toBeInTheDocument();
    const annual = pro.getByRole('article', { name: 'Ahorrá con el plan anual' });
    expect(annual).toHaveTextContent('Más ahorro');
    expect(annual).toHaveTextContent(/US\$\s16\/mesSe cobra US\$\s192 por año: ahorrás 20\s?%\./);
    expect(pro.getByText('Hasta 5 campañas guiadas por mes')).toBeInTheDocument();
    expect(pro.getByText('Historial de chat de hasta 20 consultas por mes')).toBeInTheDocument();
    expect(within(document.getElementById('trial')!).getByRole('article', { name: 'Prueba gratis de 7 días' })).toHaveTextContent(
      /US\$\s0por 7 díasDespués, US\$\s20\/mes, salvo que la canceles\./,
    );
    // Free for comparison, and when a card is needed, in Spanish too.
    const free = within(screen.getByRole('region', { name: 'Gratis' }));
    expect(free.getByText('1 campaña guiada en total')).toBeInTheDocument();
    expect(free.getByText('3 consultas a la IA en total')).toBeInTheDocument();
    expect(free.getByText('No necesitás tarjeta.')).toBeInTheDocument();
    const trialCard = within(screen.getByRole('article', { name: 'Prueba gratis de 7 días' }));
    expect(trialCard.getByText('Pasa a Pro después de 7 días, salvo que la canceles antes.')).toBeInTheDocument();
    expect(trialCard.getByText('Necesitás una tarjeta para empezar la prueba; no se cobra nada durante la prueba.')).toBeInTheDocument();
    expect(
      within(within(document.getElementById('pro')!).getByRole('article', { name: 'Mensual' })).getByText(
        'Se paga con tarjeta y se cobra al suscribirte.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Elegir Premium anual' })).toBeEnabled();
    expect(screen.getByRole('list', { name: 'Por qué suscribirte con confianza' })).toHaveTextContent('Soporte en español e inglés');
  });

  it('alerts the Checkout failure in Spanish', async () => {
    answerStatus(statusOf());
    server.use(
      http.post('*/api/suscripciones/crear-session', () => HttpResponse.json({ error: 'UPSTREAM_FAILED', message: 'x' }, { status: 502 })),
    );
    const { user } = renderApp('/pricing', { session: signedIn(), language: 'es' });
    await user.click(await screen.findByRole('button', { name: 'Elegir Pro mensual' }));
    expect(await screen.findByRole('alertdialog', { name: 'No pudimos abrir el pago' })).toHaveTextContent(
      'No pudimos iniciar el pago. Probá de nuevo en unos minutos.',
    );
  });

  it('a refused Checkout says the reason the server wrote in Spanish', async () => {
    answerStatus(statusOf());
    let language: string | null = null;
    server.use(
      http.post('*/api/suscripciones/crear-session', ({ request }) => {
        language = request.headers.get('accept-language');
        return HttpResponse.json(
          { error: 'CONFLICT', message: 'Ya usaste tu prueba gratis. Elegí Pro o Premium para suscribirte.' },
          { status: 409 },
        );
      }),
    );
    const { user } = renderApp('/pricing', { session: signedIn(), language: 'es' });
    await user.click(await screen.findByRole('button', { name: 'Empezar la prueba gratis' }));
    expect(await screen.findByRole('alertdialog', { name: 'No pudimos abrir el pago' })).toHaveTextContent(
      'Ya usaste tu prueba gratis. Elegí Pro o Premium para suscribirte.',
    );
    expect(language).toBe('es-AR');
  });

  it('tells a Pro subscriber in Spanish that the upgrade replaces the subscription, and Premium that there is nothing above', async () => {
    answerStatus(statusOf({ plan: 'PRO', status: 'active' }));
    const { unmount } = renderApp('/pricing', { session: signedIn(), language: 'es' });
    expect(await screen.findByRole('note')).toHaveTextContent(/^Al cambiar de plan, tu suscripción Pro se reemplaza/);
    unmount();
    answerStatus(statusOf({ plan: 'PREMIUM', status: 'active' }));
    renderApp('/pricing', { session: signedIn(), language: 'es' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ya tenés el plan más completo' })).toBeInTheDocument();
    expect(screen.getByText('No hay planes superiores.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al panel' })).toHaveAttribute('href', '/dashboard');
  });
});

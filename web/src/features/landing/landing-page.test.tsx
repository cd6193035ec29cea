import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '@/testing/render';
import { fakeSession, fakeUser } from '@/testing/session';

const CTAS = ['Start Now - Free Consultation', 'Get Started Today'];

async function openLanding(session = fakeSession()) {
  const rendered = renderApp('/', { session });
  await screen.findByRole('heading', { level: 1 });
  return rendered;
}

describe('landing page', () => {
  it.each([
    ['a visitor', fakeSession(), '/login'],
    ['a signed-in user', fakeSession({ user: fakeUser() }), '/dashboard'],
  ])('sends %s from every call to action to %s', async (_who, session, target) => {
    await openLanding(session);
    for (const label of CTAS) {
      const links = screen.getAllByRole('link', { name: label });
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) expect(link).toHaveAttribute('href', target);
    }
  });

  it('takes a visitor who clicks the hero call to action to /login', async () => {
    const { user, router } = await openLanding();
    await user.click(screen.getAllByRole('link', { name: 'Start Now - Free Consultation' })[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('takes a signed-in user who clicks the final call to action to /dashboard', async () => {
    const { user, router } = await openLanding(fakeSession({ user: fakeUser() }));
    await user.click(screen.getByRole('link', { name: 'Get Started Today' }));
    // The navigation ends once the dashboard's code is in (cold in a test file): the limit is for hangs.
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), { timeout: 5000 });
  });

  it("makes the spec's promises", async () => {
    await openLanding();
    for (const promise of ['Free consultation', 'Expert guidance', 'Clear ROI', '24/7 support', 'Satisfaction guarantee']) {
      expect(screen.getByRole('heading', { name: promise })).toBeInTheDocument();
    }
  });

  it('has the sections of the spec: hero, call to action, features, steps, return on investment, trust, final call to action', async () => {
    await openLanding();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Turn ad spend into customers');
    for (const name of [
      'Everything an agency promises, without the agency fees',
      'From a blank page to a live campaign',
      'Four steps, about five minutes',
      'Know what every dollar brings back',
      'Built to be trusted with your business',
      'Your next customers are searching right now',
    ]) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('img', { name: /return on ad spend of 3\.8 times/ })).toBeInTheDocument();
  });

  it('sizes every image (no layout shift) and loads those below the fold lazily', async () => {
    await openLanding();
    const images = screen.getAllByRole('img').filter((img) => img.tagName === 'IMG');
    expect(images.length).toBeGreaterThanOrEqual(5);
    for (const img of images) {
      expect(img).toHaveAttribute('width');
      expect(img).toHaveAttribute('height');
      expect(img.getAttribute('alt')).not.toBe('');
    }
    const [hero, ...below] = images;
    expect(hero).not.toHaveAttribute('loading', 'lazy');
    for (const img of below) expect(img).toHaveAttribute('loading', 'lazy');
  });
});

describe('landing page in both languages', () => {
  it('speaks Spanish in the Spanish interface, with the calls to action translated', async () => {
    renderApp('/', { language: 'es' });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Convertí tu inversión en publicidad en clientes');
    expect(screen.getAllByRole('link', { name: 'Empezá ahora - Consulta gratis' })[0]).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Empezá hoy' })).toHaveAttribute('href', '/login');
    for (const promise of ['Consulta gratis', 'Guía experta', 'Retorno claro', 'Soporte 24/7', 'Garantía de satisfacción']) {
      expect(screen.getByRole('heading', { name: promise })).toBeInTheDocument();
    }
    const main = screen.getByRole('main');
    expect(main).not.toHaveTextContent('Start Now - Free Consultation');
    expect(main).not.toHaveTextContent('Get Started Today');
    // The illustrations carry Spanish words too.
    expect(screen.getByRole('img', { name: /retorno de la inversión publicitaria de 3,8 veces/ })).toHaveAttribute(
      'src',
      '/images/landing/roi.es.svg',
    );
    expect(document.title).toBe('Campañas de Google Ads planificadas con IA · Pautia');
  });

  it('keeps the English interface in English, with its own title', async () => {
    await openLanding();
    const main = screen.getByRole('main');
    expect(main).not.toHaveTextContent(/Empezá|Consulta gratis|Precios en USD/);
    expect(screen.getByRole('img', { name: /return on ad spend of 3\.8 times/ })).toHaveAttribute('src', '/images/landing/roi.svg');
    expect(document.title).toBe('Google Ads campaigns planned with AI · Pautia');
  });

  it('promises only what it does: plans any campaign type, creates Search campaigns in Google Ads', async () => {
    await openLanding();
    const main = screen.getByRole('main');
    expect(main).not.toHaveTextContent('Search, Display, Shopping, Video, Performance or App');
    expect(main).toHaveTextContent('Plans any campaign type: Search, Display, Shopping, Video, Performance Max or App');
    expect(main).toHaveTextContent('creates Search campaigns directly in your account');
  });
});

describe('plans and prices on the landing page', () => {
  const plans = () => within(screen.getByRole('region', { name: 'Start free, upgrade when it pays off' }));
  const card = (name: string) => within(plans().getByRole('article', { name }));

  it('shows visitors Free, Trial, Pro and Premium with their USD prices, monthly and annual, and their main limits', async () => {
    await openLanding();
    expect(screen.getByRole('region', { name: 'Start free, upgrade when it pays off' })).toHaveAttribute('id', 'pricing');
    expect(
      plans()
        .getAllByRole('article')
        .map((article) => article.querySelector('h3')?.textContent),
    ).toEqual(['Free', 'Trial', 'Pro', 'Premium']);
    expect(plans().getByText('Prices in USD.', { exact: false })).toBeInTheDocument();

    expect(card('Free').getByText('$0')).toBeInTheDocument();
    expect(card('Free').getByText('1 guided campaign in total')).toBeInTheDocument();
    expect(card('Free').getByText('3 questions to the AI assistant in total')).toBeInTheDocument();
    expect(card('Free').getByText('No campaign creation in Google Ads')).toBeInTheDocument();

    expect(card('Trial').getByText('for 7 days')).toBeInTheDocument();
    expect(card('Trial').getByText('Then $20/mo unless cancelled.')).toBeInTheDocument();
    expect(card('Trial').getByText('3 questions to the AI assistant during the trial')).toBeInTheDocument();

    expect(card('Pro').getByText('Most popular')).toBeInTheDocument();
    expect(card('Pro').getByText('$20')).toBeInTheDocument();
    expect(card('Pro').getByText('Or $16/mo billed $192 per year — save 20%.')).toBeInTheDocument();
    expect(card('Pro').getByText('5 guided campaigns a month')).toBeInTheDocument();
    expect(card('Pro').getByText('The assistant remembers your last 20 questions')).toBeInTheDocument();

    expect(card('Premium').getByText('$50')).toBeInTheDocument();
    expect(card('Premium').getByText('Or $40/mo billed $480 per year — save 20%.')).toBeInTheDocument();
    expect(card('Premium').getByText('Unlimited campaigns')).toBeInTheDocument();
    expect(card('Premium').getByText('Creates your Search campaigns in Google Ads')).toBeInTheDocument();
  });

  it('sends visitors from every plan to /login', async () => {
    await openLanding();
    for (const [name, label] of [
      ['Free', 'Start free'],
      ['Trial', 'Start free trial'],
      ['Pro', 'Choose Pro'],
      ['Premium', 'Choose Premium'],
    ] as const) {
      expect(card(name).getByRole('link', { name: label })).toHaveAttribute('href', '/login');
    }
  });

  it('sends a signed-in user to the plan on Pricing (and from Free to the dashboard)', async () => {
    await openLanding(fakeSession({ user: fakeUser() }));
    expect(card('Free').getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(card('Trial').getByRole('link', { name: 'Start free trial' })).toHaveAttribute('href', '/pricing#trial');
    expect(card('Pro').getByRole('link', { name: 'Choose Pro' })).toHaveAttribute('href', '/pricing#pro');
    expect(card('Premium').getByRole('link', { name: 'Choose Premium' })).toHaveAttribute('href', '/pricing#premium');
  });

  it('shows the plans in Spanish, prices still in USD', async () => {
    renderApp('/', { language: 'es' });
    const region = await screen.findByRole('region', { name: 'Empezá gratis y pasate a un plan pago cuando te convenga' });
    expect(region).toHaveTextContent('Precios en USD.');
    const pro = within(within(region).getByRole('article', { name: 'Pro' }));
    expect(pro.getByText('US$ 20')).toBeInTheDocument();
    expect(pro.getByText('O US$ 16/mes con pago anual de US$ 192: ahorrás 20%.')).toBeInTheDocument();
    expect(pro.getByText('5 campañas guiadas por mes')).toBeInTheDocument();
    expect(within(region).getByRole('article', { name: 'Gratis' })).toHaveTextContent('1 campaña guiada en total');
    expect(within(region).getByRole('link', { name: 'Elegí Premium' })).toHaveAttribute('href', '/login');
  });

  it('opens at the plans when the address is /#pricing', async () => {
    const scrolled: Element[] = [];
    Object.defineProperty(Element.prototype, 'scrollIntoView', {
      configurable: true,
      value(this: Element) {
        scrolled.push(this);
      },
    });
    try {
      renderApp('/#pricing');
      await screen.findByRole('heading', { level: 1 });
      await waitFor(() => expect(scrolled.map((element) => element.id)).toContain('pricing'));
    } finally {
      delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
    }
  });
});

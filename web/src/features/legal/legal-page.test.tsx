import { screen, within } from '@testing-library/react';
import { renderApp } from '@/testing/render';

const pages: [path: string, title: string, mustSay: (string | RegExp)[]][] = [
  [
    '/legal/terms-and-conditions',
    'Terms and Conditions',
    [/Trials may convert to a paid subscription .* unless you cancel/, /amounts you paid us in the 12 months preceding/],
  ],
  ['/legal/privacy-policy', 'Privacy Policy', ['We never receive your full card number.']],
  [
    '/legal/cancellation-and-refund',
    'Cancellation and Refund Policy',
    [
      'Cancellation takes effect at the end of the billing period',
      'Fees for the current billing period are non-refundable unless stated otherwise or required by law.',
    ],
  ],
  ['/legal/acceptable-use', 'Acceptable Use Policy', [/Google’s advertising policies/]],
  ['/legal/anti-spam', 'Anti-Spam Policy', [/unsolicited bulk messages/]],
  ['/security/vulnerability-disclosure', 'Vulnerability Disclosure Policy', ['There is no paid bug bounty']],
  ['/privacy/do-not-sell', 'Do Not Sell or Share My Personal Information', ['Pautia does not sell personal information']],
  [
    '/privacy/cookie-settings',
    'Cookie Settings',
    ['Strictly necessary', 'Performance and analytics', 'Functional', 'Advertising and targeting'],
  ],
  ['/company/about', 'About Pautia', [/small-business owners/]],
  ['/press', 'Press', ['hola@pautia.app']],
  [
    '/resources/glossary',
    'Google Ads Glossary',
    ['CPC', 'Cost per click', 'Quality Score', 'Match type', 'ROAS', 'Return on ad spend', 'Impression share'],
  ],
];

describe('legal and info pages', () => {
  it.each(pages)('%s: %s, provisional and generic, last updated October 15, 2025', async (path, title, mustSay) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    const article = screen.getByRole('article');
    expect(article).toHaveTextContent('Last updated October 15, 2025');
    expect(article).toHaveTextContent('Provisional and generic.');
    // The page's own text arrives in its own chunk.
    await within(article).findByText('Questions? Write to', { exact: false });
    for (const text of mustSay) expect(article).toHaveTextContent(text);
    expect(document.title).toBe(`${title} · Pautia`);
    const side = screen.getByRole('navigation', { name: 'Legal and company pages' });
    expect(within(side).getByRole('link', { current: 'page' })).toHaveAttribute('href', path);
  });

  it('glossary explains the everyday ad terms, with the sentences of the toggletips, A to Z', async () => {
    renderApp('/resources/glossary');
    const article = await screen.findByRole('article');
    await within(article).findByText('Quality Score');
    for (const term of ['CTR', 'Negative keyword', 'Responsive search ad', 'Conversions', 'Ad group', 'Landing page', 'Search partners']) {
      expect(within(article).getByText(term, { selector: 'dt' })).toBeInTheDocument();
    }
    // The same sentence as the CPC toggletip, then the glossary's longer explanation.
    const cpc = within(article).getByText('CPC', { selector: 'dt' }).parentElement!;
    expect(cpc).toHaveTextContent('Cost per click: what you pay, on average, each time someone clicks your ad.');
    expect(cpc).toHaveTextContent('You never pay more than your maximum bid');
    expect(within(article).getByText('ROAS', { selector: 'dt' }).parentElement).toHaveTextContent(
      '$400 of sales from $100 of ads is a ROAS of 4, or 400%.',
    );
    const names = within(article)
      .getAllByRole('term')
      .map((term) => term.textContent ?? '');
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
  });

  it('glossary is in Spanish for the Spanish interface', async () => {
    renderApp('/resources/glossary', { language: 'es' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Glosario de Google Ads' })).toBeInTheDocument();
    const article = screen.getByRole('article');
    await within(article).findByText('Nivel de calidad', { selector: 'dt' });
    for (const term of ['Concordancia', 'Palabra clave negativa', 'Cuota de impresiones', 'Grupo de anuncios', 'Página de destino']) {
      expect(within(article).getByText(term, { selector: 'dt' })).toBeInTheDocument();
    }
    expect(within(article).getByText('CPC', { selector: 'dt' }).parentElement).toHaveTextContent('Costo por clic: lo que pagás');
    expect(article).not.toHaveTextContent('Cost per click');
  });

  it.each([
    [
      '/legal/terms-and-conditions',
      'Términos y condiciones',
      [/Las pruebas pueden convertirse en una suscripción paga/, /los montos que nos pagaste en los 12 meses anteriores/],
    ],
    [
      '/legal/cancellation-and-refund',
      'Política de cancelación y reembolsos',
      [
        'La cancelación rige al final del período de facturación',
        'no son reembolsables, salvo que se indique lo contrario o que la ley lo exija',
      ],
    ],
    ['/security/vulnerability-disclosure', 'Política de divulgación de vulnerabilidades', ['No hay un programa de recompensas pagas']],
    [
      '/privacy/cookie-settings',
      'Configuración de cookies',
      ['Estrictamente necesarias', 'Rendimiento y análisis', 'Funcionales', 'Publicidad y segmentación'],
    ],
    ['/company/about', 'Sobre Pautia', ['dueños de pequeños negocios']],
  ] as const)('%s in Spanish: %s, provisional and generic, last updated 15 de octubre de 2025', async (path, title, mustSay) => {
    renderApp(path, { language: 'es' });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    const article = screen.getByRole('article');
    expect(article).toHaveTextContent('Última actualización: 15 de octubre de 2025');
    expect(article).toHaveTextContent('Provisional y genérico.');
    await within(article).findByText('¿Tenés dudas? Escribinos a', { exact: false });
    for (const text of mustSay) expect(article).toHaveTextContent(text);
    expect(article).not.toHaveTextContent('Last updated');
    expect(document.title).toBe(`${title} · Pautia`);
    const side = screen.getByRole('navigation', { name: 'Páginas legales y de la empresa' });
    expect(within(side).getByRole('link', { current: 'page' })).toHaveAttribute('href', path);
  });

  it('press lists the plan prices from the plan catalog, in USD', async () => {
    renderApp('/press');
    const article = await screen.findByRole('article');
    await within(article).findByText('Plans');
    expect(article).toHaveTextContent(
      'Trial ($0 for 7 days, then $20 a month unless cancelled); Pro ($20 a month, or $192 a year); Premium ($50 a month, or $480 a year). Prices in USD.',
    );
  });

  it('gives every page its own title', async () => {
    const titles = new Set<string>();
    for (const [path, title] of pages) {
      const { unmount } = renderApp(path);
      await screen.findByRole('heading', { level: 1, name: title });
      titles.add(document.title);
      unmount();
    }
    expect(titles.size).toBe(pages.length);
    expect(titles).toContain('Terms and Conditions · Pautia');
  });

  it('cookie settings keeps strictly necessary on and saves the optional choices in this browser', async () => {
    const { user } = renderApp('/privacy/cookie-settings');
    const necessary = await screen.findByRole('checkbox', { name: /Strictly necessary/ });
    expect(necessary).toBeChecked();
    expect(necessary).toBeDisabled();
    const analytics = screen.getByRole('checkbox', { name: 'Performance and analytics' });
    expect(analytics).not.toBeChecked();
    await user.click(analytics);
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(screen.getByText('Preferences saved.')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('cookiePreferences') ?? '{}')).toMatchObject({
      analytics: true,
      functional: false,
      advertising: false,
    });
  });

  it('cookie settings speaks Spanish in the Spanish interface', async () => {
    const { user } = renderApp('/privacy/cookie-settings', { language: 'es' });
    expect(await screen.findByRole('checkbox', { name: /Estrictamente necesarias/ })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Funcionales' }));
    await user.click(screen.getByRole('button', { name: 'Guardar preferencias' }));
    expect(screen.getByText('Preferencias guardadas.')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('cookiePreferences') ?? '{}')).toMatchObject({
      analytics: false,
      functional: true,
      advertising: false,
    });
  });
});

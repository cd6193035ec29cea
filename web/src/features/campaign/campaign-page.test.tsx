import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Campaign } from '@contract/campaigns';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { fakeSession, fakeUser } from '@/testing/session';

const campaign: Campaign = {
  id: 'c1',
  name: 'Panadería La Espiga · Pan de masa madre',
  status: 'Strategy ready',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  objective: 'Sales',
  type: 'Search',
  location: 'Madrid',
  language: 'Español',
  budget: 140,
  description: 'Panadería La Espiga: pan de masa madre en Madrid.',
  keywords: ['pan de masa madre'],
  negativeKeywords: [],
  pages: { landing: 'https://laespiga.example' },
  generationError: null,
  googleAdsPending: null,
  strategyText: 'ESTRATEGIA',
  strategy: {
    summary: 'Campaña de búsqueda para la panadería.',
    recommendedCampaignType: 'Search',
    bidding: 'Maximizar clics',
    adGroups: [{ name: 'Pan', keywords: [{ text: 'pan de masa madre', matchType: 'PHRASE' }] }],
    headlines: ['Pan de masa madre', 'Panadería en Madrid', 'Recién horneado'],
    descriptions: ['Pan artesanal cada mañana en Madrid.', 'Encarga tu pan y bollería hoy.'],
    negativeKeywords: ['gratis'],
    budget: { weekly: 140, daily: 20, split: [{ label: 'Pan', amount: 140 }] },
    kpis: ['CTR > 5%'],
    nextSteps: ['Revisar términos de búsqueda'],
  },
};

function storeUser(plan = 'BASIC') {
  localStorage.setItem(
    'userData',
    JSON.stringify({ uid: 'user-1', name: 'Ana', email: 'ana@example.com', picture: '', plan, canChat: true, canCreateCampaign: true }),
  );
}

/** The campaign as the server stores an edit: each group sent gets its ad and keywords; the others stay. */
function patched(body: Record<string, unknown>): NonNullable<Campaign['strategy']> {
  const s = campaign.strategy!;
  const sent = (body['adGroups'] ?? []) as { name: string; keywords?: unknown; ad?: unknown }[];
  const adGroups = s.adGroups.map((g) => {
    const e = sent.find((x) => x.name === g.name);
    return { ...g, ...(e?.keywords ? { keywords: e.keywords } : {}), ...(e?.ad ? { ad: e.ad } : {}) } as (typeof s.adGroups)[number];
  });
  return { ...s, adGroups };
}

function backend(
  onPatch: (body: Record<string, unknown>) => Response = (body) =>
    HttpResponse.json({
      campaign: {
        ...campaign,
        name: String(body['name'] ?? campaign.name),
        strategy: patched(body),
      },
    }),
) {
  const patches: Record<string, unknown>[] = [];
  server.use(
    http.get('*/campaign/user/user-1/c1', () => HttpResponse.json({ campaign })),
    http.get('*/campaign/user/user-1/missing', () =>
      HttpResponse.json({ error: 'NOT_FOUND', message: 'No campaign with this id in your account.' }, { status: 404 }),
    ),
    http.patch('*/campaign/user/user-1/c1', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      patches.push(body);
      return onPatch(body);
    }),
  );
  return patches;
}

const render = (path = '/campaigns/c1', language: 'en' | 'es' = 'en') =>
  renderApp(path, { session: fakeSession({ user: fakeUser() }), language });

describe('/campaigns/:id', { timeout: 15_000 }, () => {
  it("shows the strategy with an ad preview, its headings in the reader's language and the text in the campaign's", async () => {
    storeUser();
    backend();
    render();
    expect(await screen.findByRole('heading', { level: 1, name: campaign.name }, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Ads' })).toBeInTheDocument();
    const preview = screen.getByRole('figure', { name: 'Ad preview' });
    expect(preview).toHaveTextContent('Sponsored');
    expect(preview).toHaveTextContent('Pan de masa madre | Panadería en Madrid | Recién horneado');
    expect(screen.getByText('Pan de masa madre | Panadería en Madrid | Recién horneado')).toHaveAttribute('lang', 'es');
    expect(screen.getByText(/laespiga\.example/)).toBeInTheDocument();
    // The form's weekly budget is US dollars, and says so.
    expect(screen.getByText('Weekly budget').nextElementSibling).toHaveTextContent('$140.00 a week');
    expect(screen.getByText('Strategy ready')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`Campaign: ${campaign.name} · Pautia`));
  });

  it('reads in Spanish: headings, buttons, statuses, the budget in US dollars and the explanations of the jargon', async () => {
    storeUser('PRO');
    backend();
    const { user } = render('/campaigns/c1', 'es');
    expect(await screen.findByRole('heading', { level: 1, name: campaign.name }, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Resumen' })).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Vista previa del anuncio' })).toHaveTextContent('Patrocinado');
    expect(screen.getByText('Estrategia lista')).toBeInTheDocument();
    expect(screen.getByText('Presupuesto semanal').nextElementSibling).toHaveTextContent('US$ 140,00 por semana');
    expect(screen.getByText('Presupuesto diario').nextElementSibling).toHaveTextContent('US$ 20,00 por día');
    expect(screen.getByText(/Ventas · Búsqueda · Madrid/)).toBeInTheDocument();
    const tools = screen.getByRole('region', { name: 'Herramientas de exportación' });
    expect(within(tools).getByRole('link', { name: 'Pasate a Premium' })).toHaveAttribute('href', '/pricing');
    await waitFor(() => expect(document.title).toBe(`Campaña: ${campaign.name} · Pautia`));

    // Jargon is explained where it stands.
    await user.click(screen.getByRole('button', { name: '¿Qué es Estrategia de oferta?' }));
    expect(screen.getByText(/^La regla que sigue Google/)).toBeInTheDocument();
    expect(screen.getByText('De frase', { selector: '.badge' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Editar' }));
    const headline = screen.getByRole('textbox', { name: 'Título 1 de Pan' });
    expect(headline).toHaveAccessibleDescription('17 de 30 caracteres');
    await user.clear(headline);
    await user.type(headline, 'PAN FRESCO');
    expect(headline).toHaveAccessibleDescription(/Usa mayúsculas llamativas/);
    await user.clear(headline);
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Completá este campo.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Algunos campos necesitan un cambio antes de guardar. No se guardó nada.');
  });

  it("says each amount in its own currency: the form's weekly budget in US dollars, the results in the account's", async () => {
    storeUser('PREMIUM');
    const live: Campaign = {
      ...campaign,
      budget: 60,
      strategy: { ...campaign.strategy!, budget: { weekly: 60, daily: 8.57, split: [{ label: 'Pan', amount: 60 }] } },
      googleAds: { customerId: '1112223333', campaignResourceName: 'customers/1112223333/campaigns/77', status: 'ENABLED' },
    };
    const zero = { impressions: 0, clicks: 0, cost: 0, conversions: 0, ctr: 0, averageCpc: 0, costPerConversion: null, conversionRate: 0 };
    const figures = {
      impressions: 1000,
      clicks: 50,
      cost: 474.83,
      conversions: 5,
      ctr: 0.05,
      averageCpc: 9.4966,
      costPerConversion: 94.966,
      conversionRate: 0.1,
    };
    server.use(
      http.get('*/campaign/user/user-1/c1', () => HttpResponse.json({ campaign: live })),
      http.get('*/campaign/user/user-1/c1/results', () =>
        HttpResponse.json({
          source: 'sandbox',
          range: 'LAST_7_DAYS',
          fetchedAt: new Date().toISOString(),
          refreshAvailableAt: new Date(Date.now() + 900_000).toISOString(),
          status: 'ENABLED',
          servingProblems: [],
          currency: 'ARS',
          dailyBudget: 12428.57,
          conversionTracking: true,
          totals: figures,
          previousTotals: zero,
          daily: [],
          adGroups: [],
          keywords: [],
          searchTerms: [],
          ads: [],
          suggestions: [],
          abTest: null,
          history: [],
        }),
      ),
    );
    const { user } = render('/campaigns/c1', 'es');
    expect(await screen.findByRole('heading', { name: 'Resultados' }, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText('Presupuesto semanal').nextElementSibling).toHaveTextContent('US$ 60,00 por semana');
    const cost = await screen.findByText('Costo', { selector: '.results-total .term' });
    expect(cost.closest('div')!.querySelector('.results-total-value')).toHaveTextContent('ARS 474,83');
    // A campaign running in Google Ads opens on its results; its one status is the header's too.
    expect(screen.getByRole('link', { name: 'Resultados' })).toHaveAttribute('aria-current', 'true');
    expect(screen.queryByRole('region', { name: 'Google Ads' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Resumen' }));
    expect(screen.getByRole('region', { name: 'Google Ads' })).toHaveTextContent('En tu cuenta de Google Ads, activa.');
    expect(screen.queryByRole('heading', { name: 'Resultados' })).not.toBeInTheDocument();
  });

  it('shows the one Google Ads status and its problems in the header, and sections you can jump between', async () => {
    storeUser('PREMIUM');
    const live: Campaign = {
      ...campaign,
      status: 'In Google Ads (enabled)',
      googleAds: {
        customerId: '1112223333',
        campaignResourceName: 'customers/1112223333/campaigns/77',
        status: 'ENABLED',
        problems: ['LIMITED_BY_BUDGET'],
      },
    };
    server.use(
      http.get('*/campaign/user/user-1/c1', () => HttpResponse.json({ campaign: live })),
      http.get('*/campaign/user/user-1/c1/results', () =>
        HttpResponse.json({ error: 'QUOTA_EXCEEDED', message: 'Spent.' }, { status: 429 }),
      ),
    );
    const { user } = render();
    expect(await screen.findByRole('heading', { level: 1, name: campaign.name }, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText('In Google Ads (enabled)')).toHaveClass('badge');
    expect(screen.getByText('Limited by budget')).toHaveClass('badge');
    const nav = screen.getByRole('navigation', { name: 'Campaign sections' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Overview', 'Ads', 'Keywords', 'Budget', 'Results', 'History']);
    expect(within(nav).getByRole('link', { name: 'Results' })).toHaveAttribute('aria-current', 'true');
    await user.click(within(nav).getByRole('link', { name: 'Keywords' }));
    expect(within(nav).getByRole('link', { name: 'Keywords' })).toHaveAttribute('aria-current', 'true');
    expect(screen.queryByRole('region', { name: 'Results' })).not.toBeInTheDocument();
    await user.click(within(nav).getByRole('link', { name: 'History' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'History' })).toBeInTheDocument();
  });

  it('shows not-found for a campaign that is not yours', async () => {
    storeUser();
    backend();
    render('/campaigns/missing');
    expect(await screen.findByRole('heading', { name: 'Campaign not found' }, { timeout: 8000 })).toBeInTheDocument();
  });

  it('counts characters live, refuses an overlong headline without saving, then saves a valid edit', async () => {
    storeUser();
    const patches = backend();
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Edit' }, { timeout: 8000 }));
    const headline = screen.getByRole('textbox', { name: 'Headline 1 of Pan' });
    expect(headline).toHaveAccessibleDescription('17 of 30 characters');
    await user.clear(headline);
    await user.type(headline, 'x'.repeat(31));
    expect(headline).toHaveAttribute('aria-invalid', 'true');
    // The live copy linter says why beside the counter, before any save.
    expect(headline).toHaveAccessibleDescription(/^31 of 30 characters .*the limit is 30/);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Use at most 30 characters.')).toBeInTheDocument();
    expect(patches).toHaveLength(0);

    await user.clear(headline);
    await user.type(headline, 'Pan recién hecho');
    expect(headline).toHaveAccessibleDescription('16 of 30 characters');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(patches).toHaveLength(1));
    // Only what changed: the one group's whole ad, nothing else.
    expect(patches[0]).toEqual({
      adGroups: [
        {
          name: 'Pan',
          ad: {
            headlines: ['Pan recién hecho', 'Panadería en Madrid', 'Recién horneado'],
            descriptions: campaign.strategy!.descriptions,
            path1: 'pan-de-masa',
            path2: '',
          },
        },
      ],
    });
    expect(await screen.findByText(/^Changes saved./)).toHaveAttribute('role', 'status');
    expect(screen.getByRole('figure')).toHaveTextContent('Pan recién hecho |');
  });

  it('runs the copy linter live: Google editorial rules beside the line, and nothing saved while one fails', async () => {
    storeUser();
    const patches = backend();
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Edit' }, { timeout: 8000 }));
    const headline = screen.getByRole('textbox', { name: 'Headline 1 of Pan' });
    await user.clear(headline);
    await user.type(headline, 'Pan recién hecho!');
    expect(headline).toHaveAttribute('aria-invalid', 'true');
    expect(headline).toHaveAccessibleDescription(/!/);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(patches).toHaveLength(0);
    await user.clear(headline);
    await user.type(headline, 'Pan recién hecho');
    expect(headline).toHaveAttribute('aria-invalid', 'false');
  });

  it("shows the server's field error beside the field and keeps the edit open", async () => {
    storeUser();
    backend(() =>
      HttpResponse.json(
        {
          error: 'INVALID_REQUEST',
          message: 'adGroups.0.ad.descriptions.1: must be at most 90 characters.',
          field: 'adGroups.0.ad.descriptions.1',
        },
        { status: 400 },
      ),
    );
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Edit' }, { timeout: 8000 }));
    const description = await screen.findByRole('textbox', { name: 'Description 2 of Pan' });
    await user.type(description, ' Y facturas.');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(description).toHaveAccessibleDescription(/descriptions\.1: must be at most 90 characters/));
  });

  it("edits one group's ad where the group is shown and sends only that group; every group's lines only after a confirmation naming them", async () => {
    storeUser();
    const ad = (headline: string) => ({
      headlines: [headline, 'Panadería en Madrid', 'Recién horneado'],
      descriptions: ['Pan artesanal cada mañana en Madrid.', 'Encarga tu pan y bollería hoy.'],
      path1: '',
      path2: '',
    });
    const two: Campaign = {
      ...campaign,
      strategy: {
        ...campaign.strategy!,
        adGroups: [
          { name: 'Pan', keywords: [{ text: 'pan de masa madre', matchType: 'PHRASE' }], ad: ad('Pan de masa madre') },
          { name: 'Facturas', keywords: [{ text: 'facturas', matchType: 'PHRASE' }], ad: ad('Facturas del día') },
        ],
      },
    };
    const patches: Record<string, unknown>[] = [];
    server.use(
      http.get('*/campaign/user/user-1/c1', () => HttpResponse.json({ campaign: two })),
      http.patch('*/campaign/user/user-1/c1', async ({ request }) => {
        patches.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json({ campaign: two });
      }),
    );
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Edit' }, { timeout: 8000 }));
    const facturas = screen.getByRole('group', { name: 'Ad group: Facturas' });
    const headline = within(facturas).getByRole('textbox', { name: 'Headline 1 of Facturas' });
    await user.clear(headline);
    await user.type(headline, 'Facturas recién hechas');
    const path1 = within(facturas).getByRole('textbox', { name: 'Display path 1 of Facturas' });
    // Shown as the ad will show it: from the group's first keyword until the owner writes one.
    expect(path1).toHaveValue('facturas');
    await user.clear(path1);
    await user.type(path1, 'Facturas ñandú');
    // The path is shown the way the ad will show it (contract/display-path.ts).
    expect(within(facturas).getByText('laespiga.example/facturas-nandu')).toBeInTheDocument();

    await user.click(within(facturas).getByRole('button', { name: 'Use these headlines and descriptions in every group' }));
    const confirm = within(facturas).getByRole('alertdialog');
    expect(within(confirm).getByRole('listitem')).toHaveTextContent('Pan');
    await user.click(within(confirm).getByRole('button', { name: "Keep each group's own ad" }));
    expect(patches).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]).toEqual({
      adGroups: [{ name: 'Facturas', ad: { ...ad('Facturas recién hechas'), path1: 'Facturas ñandú', path2: '' } }],
    });

    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.click(
      within(screen.getByRole('group', { name: 'Ad group: Pan' })).getByRole('button', {
        name: 'Use these headlines and descriptions in every group',
      }),
    );
    await user.click(screen.getByRole('button', { name: "Replace 1 group's ad" }));
    await waitFor(() => expect(patches).toHaveLength(2));
    expect(patches[1]).toEqual({ headlines: ad('Pan de masa madre').headlines, descriptions: ad('').descriptions, applyToAllGroups: true });
  });

  it('offers the export tools below Premium with the upgrade prompt', async () => {
    storeUser('PRO');
    backend();
    const { user } = render();
    const tools = await screen.findByRole('region', { name: 'Export tools' }, { timeout: 8000 });
    expect(within(tools).getByRole('link', { name: 'Go Premium' })).toHaveAttribute('href', '/pricing');
    await user.click(within(tools).getByRole('button', { name: 'Google Ads Editor CSV' }));
    expect(within(tools).getByRole('alert')).toHaveTextContent('Exports are part of the Premium plan.');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { PreflightResponse } from '@contract/preflight';
import { server } from '@/testing/server';
import { renderReview, review } from './preflight.fixture';

describe('PreflightReview', () => {
  it('lists every asset creation sends: sitelinks with both descriptions, snippets, call, WhatsApp, prices in their currency, promotion and the notes', async () => {
    server.use(
      http.get('*/campaign/user/user-1/c1/preflight', () =>
        HttpResponse.json(
          review({
            assets: {
              sitelinks: [
                {
                  text: 'Tortas de cumpleaños',
                  description1: 'Todo sobre tortas',
                  description2: 'Masa madre',
                  url: 'https://pan.example/tortas',
                },
              ],
              callouts: ['Masa madre'],
              snippets: [{ header: 'Types', values: ['Tortas de cumpleaños', 'Facturas', 'Pan de masa madre'] }],
              call: { countryCode: 'AR', phoneNumber: '3515551234' },
              message: {
                provider: 'WHATSAPP',
                countryCode: 'AR',
                phoneNumber: '93515551234',
                starterMessage: 'Hola, quiero hacer un pedido.',
              },
              price: {
                type: 'PRODUCT_CATEGORIES',
                languageCode: 'es',
                offerings: [
                  { header: 'Docena de facturas', description: 'Ver detalles', amount: 4500, currency: 'ARS', url: 'https://pan.example/' },
                ],
              },
              promotion: { target: 'Primera torta', percentOff: 10, languageCode: 'es', url: 'https://pan.example/' },
              notes: ['Solo 1 vínculo a sitio: Google los muestra mejor con 4 o más.'],
            },
          }),
        ),
      ),
    );
    renderReview(vi.fn(), 'es');
    expect(await screen.findByText('Tortas de cumpleaños', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByText(/Todo sobre tortas · Masa madre/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Fragmento estructurado — Tipos:' })).toBeInTheDocument();
    expect(screen.getByText('Tortas de cumpleaños · Facturas · Pan de masa madre')).toBeInTheDocument();
    // Phones as people in Argentina write them (libphonenumber's national format).
    expect(screen.getByText(/^\s*0351 555-1234 \(AR\)$/)).toBeInTheDocument();
    expect(screen.getByText(/0351 15-555-1234 \(AR\)/)).toBeInTheDocument();
    expect(screen.getByText(/primer mensaje: “Hola, quiero hacer un pedido\.”/)).toBeInTheDocument();
    expect(screen.getByText(/ARS\s?4\.500/)).toBeInTheDocument();
    expect(screen.getByText('10% de descuento en Primera torta')).toBeInTheDocument();
    expect(screen.getByText(/Solo 1 vínculo a sitio/)).toBeInTheDocument();
  });

  it("keeps the lines creation would add as the campaign's own through the campaign edit, then reads the review again", async () => {
    const edits: unknown[] = [];
    let kept = false;
    server.use(
      http.get('*/campaign/user/user-1/c1/preflight', () =>
        HttpResponse.json(kept ? review({ ads: [{ ...review().ads[0]!, added: { headlines: [], descriptions: [] } }] }) : review()),
      ),
      http.patch('*/campaign/user/user-1/c1', async ({ request }) => {
        edits.push(await request.json());
        kept = true;
        return HttpResponse.json({ campaign: { id: 'c1' } });
      }),
    );
    const { user } = renderReview();
    await user.click(await screen.findByRole('button', { name: 'Keep these lines' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Keep these lines' })).not.toBeInTheDocument());
    expect(edits).toEqual([
      {
        headlines: ['Teeth Whitening', 'Get a Free Quote', 'Serving Austin'],
        descriptions: ['Tell us what you need.', 'Quality service.'],
      },
    ]);
    expect(screen.queryByText(/\(added\)/)).not.toBeInTheDocument();
  });

  it('shows what will be created, blocks Create while a problem remains, and creates with the reviewed choices', async () => {
    const queries: string[] = [];
    const bodies: unknown[] = [];
    server.use(
      http.get('*/campaign/user/user-1/c1/preflight', ({ request }) => {
        const url = new URL(request.url);
        queries.push(url.search);
        const fixed = url.searchParams.get('landingPage');
        return HttpResponse.json(
          fixed
            ? review({
                finalUrl: fixed,
                problems: [],
                budget: { ...review().budget, rate: 0.9, dailyAmount: 18, rateSource: 'entered by you' },
              })
            : review(),
        );
      }),
      http.post('*/campaign/user/user-1/real', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(
          {
            message: 'Campaign created in your Google Ads account. It is paused.',
            campaign: { id: 'c1' },
            googleAds: { customerId: '1112223333', campaignResourceName: 'customers/1112223333/campaigns/1', status: 'PAUSED' },
          },
          { status: 201 },
        );
      }),
    );
    const { user, onCreated } = renderReview();

    expect(await screen.findByRole('heading', { name: 'Review before creating' })).toBeInTheDocument();
    expect(await screen.findByText(/billed in EUR/)).toBeInTheDocument();
    expect(screen.getByText('15 km around Austin, Texas, United States')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Your ads need a landing page.');
    // Everything creation sends, per ad group: every line, the display path, the
    // line creation adds below Google's minimum named as added, the negatives; editing one click away.
    const group = screen.getByRole('region', { name: 'Teeth Whitening' });
    expect(
      within(group)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Teeth Whitening', 'Get a Free Quote', 'Serving Austin (added)', 'Tell us what you need.', 'Quality service.']);
    expect(group).toHaveTextContent('Display path: /whitening');
    expect(group).toHaveTextContent('the 1 lines marked “added” will be created with it');
    expect(within(group).getByRole('link', { name: "Edit this ad's lines" })).toHaveAttribute('href', '/#ads');
    expect(within(group).getByRole('link', { name: 'Edit keywords' })).toHaveAttribute('href', '/#keywords');
    expect(screen.getByText('"free", "jobs"')).toBeInTheDocument();
    const create = screen.getByRole('button', { name: 'Create in Google Ads (paused)' });
    expect(create).toBeDisabled();

    await user.clear(screen.getByLabelText('EUR per US dollar'));
    await user.type(screen.getByLabelText('EUR per US dollar'), '0.9');
    await user.type(screen.getByLabelText('Landing page'), 'https://brightsmile.example/');
    await user.clear(screen.getByLabelText('Radius around the place (km)'));
    await user.type(screen.getByLabelText('Radius around the place (km)'), '25');
    await user.click(screen.getByRole('button', { name: 'Update review' }));

    await waitFor(() => expect(screen.getByRole('button', { name: 'Create in Google Ads (paused)' })).toBeEnabled());
    expect(queries.at(-1)).toBe('?rate=0.9&landingPage=https%3A%2F%2Fbrightsmile.example%2F&radiusKm=25');
    // The daily budget in the account's currency; the weekly one is the form's, in US dollars, beside the stated rate.
    expect(screen.getByText('Daily budget').nextElementSibling).toHaveTextContent(
      '€18.00 a day ($140 a week, at 0.9 EUR per US dollar — entered by you, Nov 1, 2026)',
    );

    await user.click(screen.getByRole('button', { name: 'Create in Google Ads (paused)' }));
    expect(await screen.findByText('Campaign created in your Google Ads account. It is paused.')).toBeInTheDocument();
    // The reviewed campaign by id and the choices; nothing of the campaign is posted back (ADR 26).
    expect(bodies).toEqual([{ campaignId: 'c1', rate: 0.9, landingPage: 'https://brightsmile.example/', radiusKm: 25 }]);
    expect(onCreated).toHaveBeenCalledTimes(1);
  });

  it('lists the conversion actions creation makes before creating, with the call length editable, and creates with it', async () => {
    const queries: string[] = [];
    const bodies: unknown[] = [];
    const actions = (seconds: number): NonNullable<PreflightResponse['conversionActions']> => [
      {
        kind: 'CALL_FROM_ADS',
        name: `Pautia - Calls from ads (${seconds} s or more)`,
        counts: `Calls from your ads that last ${seconds} seconds or more.`,
        callSeconds: seconds,
        reused: false,
      },
      { kind: 'FORM_OR_ORDER', name: 'Pautia - Form sent', counts: 'Forms sent on your website.', callSeconds: null, reused: true },
    ];
    server.use(
      http.get('*/campaign/user/user-1/c1/preflight', ({ request }) => {
        const url = new URL(request.url);
        queries.push(url.search);
        return HttpResponse.json(
          review({
            problems: [],
            finalUrl: 'https://brightsmile.example/',
            conversionActions: actions(Number(url.searchParams.get('callSeconds') ?? 60)),
          }),
        );
      }),
      http.post('*/campaign/user/user-1/real', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(
          {
            message: 'Created.',
            campaign: { id: 'c1' },
            googleAds: { customerId: '1', campaignResourceName: 'customers/1/campaigns/1', status: 'PAUSED' },
          },
          { status: 201 },
        );
      }),
    );
    const { user } = renderReview();
    const tracking = await screen.findByRole('region', { name: 'Conversion tracking' });
    expect(
      within(tracking)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Pautia - Calls from ads (60 s or more) — Calls from your ads that last 60 seconds or more.',
      'Pautia - Form sent — Forms sent on your website. (already in the account: reused)',
    ]);
    const seconds = screen.getByLabelText('A call counts from (seconds)');
    expect(seconds).toHaveValue(60);
    await user.clear(seconds);
    await user.type(seconds, '120');
    await user.click(screen.getByRole('button', { name: 'Update review' }));
    expect(await within(tracking).findByText('Pautia - Calls from ads (120 s or more)')).toBeInTheDocument();
    expect(queries.at(-1)).toContain('callSeconds=120');
    await user.click(screen.getByRole('button', { name: 'Create in Google Ads (paused)' }));
    await waitFor(() => expect(bodies).toEqual([expect.objectContaining({ campaignId: 'c1', callSeconds: 120 })]));
  });

  it('reads in Spanish, with every amount in its currency and the bidding strategy explained', async () => {
    server.use(http.get('*/campaign/user/user-1/c1/preflight', () => HttpResponse.json(review({ problems: [] }))));
    const { user } = renderReview(vi.fn(), 'es');
    expect(await screen.findByRole('heading', { name: 'Revisá antes de crear' })).toBeInTheDocument();
    expect(screen.getByText(/factura en EUR/)).toBeInTheDocument();
    expect(screen.getByText('Presupuesto diario').nextElementSibling).toHaveTextContent(
      /EUR 17,20 por día \(US\$ 140 por semana, a 0,86 EUR por dólar estadounidense — cotización de referencia aproximada, 1 nov 2026\)/,
    );
    expect(screen.getByText('15 km around Austin, Texas, United States').textContent).toContain('(radio)');
    expect(screen.getByLabelText('EUR por dólar estadounidense')).toHaveValue(0.86);
    await user.click(screen.getByRole('button', { name: '¿Qué es Maximizar clics?' }));
    expect(screen.getByText(/^Google ajusta tus ofertas/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Crear en Google Ads (en pausa)' })).toBeEnabled();
  });

  it('shows the owner’s own weekly figure in a peso account they budgeted in pesos, with no dollars or rate beside it', async () => {
    const base = review({ problems: [] });
    const pesos: PreflightResponse = {
      ...base,
      account: { ...base.account, currency: 'MXN' },
      budget: {
        ...base.budget,
        weeklyUsd: 110,
        currency: 'MXN',
        rate: 18.4,
        dailyAmount: 285.71,
        dailyMicros: 285_710_000,
        ownerWeekly: { amount: 2000, currency: 'MXN' },
      },
    };
    server.use(http.get('*/campaign/user/user-1/c1/preflight', () => HttpResponse.json(pesos)));
    renderReview(vi.fn(), 'es');
    expect(await screen.findByText('Presupuesto diario')).toBeInTheDocument();
    expect(screen.getByText('Presupuesto diario').nextElementSibling).toHaveTextContent(
      /^MXN 285,71 por día \(MXN 2\.000,00 por semana\)$/,
    );
    expect(screen.queryByLabelText(/MXN por/)).not.toBeInTheDocument();
  });

  it('says why when the review cannot be prepared, and offers to try again', async () => {
    server.use(
      http.get('*/campaign/user/user-1/c1/preflight', () =>
        HttpResponse.json(
          { error: 'GOOGLE_ADS_NOT_CONNECTED', message: 'Connect your Google Ads account to create campaigns in it.' },
          { status: 403 },
        ),
      ),
    );
    renderReview();
    expect(await screen.findByRole('alert')).toHaveTextContent('Connect your Google Ads account to create campaigns in it.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('offers to connect when the creation answers a connection code in Spanish (the words do not matter)', async () => {
    server.use(
      http.get('*/campaign/user/user-1/c1/preflight', () => HttpResponse.json(review({ problems: [] }))),
      http.post('*/campaign/user/user-1/real', () =>
        HttpResponse.json(
          {
            error: 'GOOGLE_ADS_TOKEN_INVALID',
            message: 'Tu autorización de Google Ads ya no es válida. Volvé a conectar Google Ads para continuar.',
          },
          { status: 401 },
        ),
      ),
    );
    const { user } = renderReview(vi.fn(), 'es');
    await user.click(await screen.findByRole('button', { name: 'Crear en Google Ads (en pausa)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Tu autorización de Google Ads ya no es válida. Volvé a conectar Google Ads para continuar.',
    );
    expect(screen.getByRole('button', { name: 'Conectar Google Ads' })).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { ChangeRecord, ResultsResponse } from '@contract/results';
import { SessionContext } from '@/lib/session';
import { renderWithProviders } from '@/testing/render';
import { server } from '@/testing/server';
import { fakeSession, fakeUser } from '@/testing/session';
import { ResultsPanel } from './results-panel';

const totals = (impressions: number, clicks: number, cost: number, conversions: number) => ({
  impressions,
  clicks,
  cost,
  conversions,
  ctr: clicks / impressions,
  averageCpc: cost / clicks,
  costPerConversion: conversions ? cost / conversions : null,
  conversionRate: conversions / clicks,
});

function results(overrides: Partial<ResultsResponse> = {}): ResultsResponse {
  return {
    source: 'sandbox',
    range: 'LAST_7_DAYS',
    fetchedAt: new Date().toISOString(),
    refreshAvailableAt: new Date(Date.now() + 15 * 60 * 1000).toISOString(),
    status: 'PAUSED',
    servingProblems: ['The campaign is paused, so its ads do not show. Enable it to start.'],
    dailyBudget: 10,
    conversionTracking: true,
    totals: totals(1000, 50, 60, 5),
    previousTotals: totals(800, 40, 50, 5),
    daily: [{ date: '2026-11-21', impressions: 1000, clicks: 50, cost: 60, conversions: 5 }],
    adGroups: [{ id: '10', name: 'Teeth whitening', status: 'ENABLED', ...totals(1000, 50, 60, 5) }],
    keywords: [
      {
        id: '101',
        adGroupId: '10',
        adGroupName: 'Teeth whitening',
        text: 'teeth whitening',
        matchType: 'PHRASE',
        status: 'ENABLED',
        ...totals(1000, 50, 60, 5),
      },
    ],
    searchTerms: [{ term: 'free teeth whitening', adGroupName: 'Teeth whitening', status: 'NONE', ...totals(100, 5, 6, 0) }],
    ads: [
      {
        id: '900',
        adGroupId: '10',
        adGroupName: 'Teeth whitening',
        variant: 'A',
        status: 'ENABLED',
        headlines: [{ text: 'Cheap Smiles', performanceLabel: 'LOW' }],
        descriptions: [{ text: 'Book online.', performanceLabel: 'GOOD' }],
        ...totals(1000, 50, 60, 5),
      },
    ],
    suggestions: [
      {
        id: 'sg_0123456789abcdef',
        kind: 'NEGATIVES',
        title: 'Exclude 1 search term that wastes money',
        detail: 'These searches cost $6.00: "free teeth whitening".',
        change: { kind: 'ADD_NEGATIVES', terms: ['free teeth whitening'] },
      },
      {
        id: 'sg_1111111111111111',
        kind: 'CONVERSION_TRACKING',
        title: 'Set up conversion tracking',
        detail: 'In Google Ads open Goals.',
        change: null,
      },
    ],
    abTest: null,
    history: [],
    ...overrides,
  };
}

const campaign = { id: 'c1', name: 'Bright Smile', googleAds: { campaignResourceName: 'customers/1/campaigns/2' } };
const RESULTS_URL = '*/campaign/user/user-1/c1/results';

function renderPanel(c = campaign, language: 'en' | 'es' = 'en', withHistory = false) {
  const { user } = renderWithProviders(
    <SessionContext value={fakeSession({ user: fakeUser() })}>
      <MemoryRouter>
        <ResultsPanel uid="user-1" campaign={c} />
        {withHistory && <ResultsPanel uid="user-1" campaign={c} view="history" />}
      </MemoryRouter>
    </SessionContext>,
    { language },
  );
  return user;
}

describe('ResultsPanel', () => {
  it('shows the status as Google reports it, why it does not serve, the totals against the previous period, labels and the Sandbox data tag', async () => {
    const ranges: string[] = [];
    server.use(
      http.get(RESULTS_URL, ({ request }) => {
        const range = new URL(request.url).searchParams.get('range')!;
        ranges.push(range);
        return HttpResponse.json(results({ range: range as ResultsResponse['range'] }));
      }),
    );
    const user = renderPanel();
    expect(await screen.findByText('Sandbox data')).toBeInTheDocument();
    expect(screen.getByText('Paused')).toBeInTheDocument();
    expect(screen.getByText(/The campaign is paused/)).toBeInTheDocument();
    expect(screen.getByText('Impressions').closest('div')).toHaveTextContent('1,000+25% vs previous 7 days (800)');
    expect(screen.getByRole('region', { name: 'Search terms' })).toHaveTextContent('free teeth whitening');
    expect(screen.getByRole('list', { name: 'Headlines and Google’s rating' })).toHaveTextContent('Cheap Smiles Low');
    // The daily figures are also a table, for screen readers.
    expect(await screen.findByRole('table', { name: 'Daily impressions, clicks, cost and conversions' })).toHaveTextContent('Nov 21, 2026');
    // Advice without a change has no Apply button.
    expect(screen.getAllByRole('button', { name: /^Apply/ })).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Last 30 days' }));
    await waitFor(() => expect(ranges).toEqual(['LAST_7_DAYS', 'LAST_30_DAYS']));
    expect(screen.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
    expect((await screen.findAllByText(/vs previous 30 days/)).length).toBe(8);
  });

  it('opens with a plain verdict: its level, three numbers against their target or the typical figure, and one next step', async () => {
    server.use(
      http.get(RESULTS_URL, () =>
        HttpResponse.json(
          results({
            status: 'ENABLED',
            servingProblems: [],
            currency: 'GBP',
            verdict: {
              level: 'WATCH',
              title: 'Keep an eye on it: each result costs GBP 15.65',
              detail: 'That is somewhat above your target of GBP 14.00 (6 results in 7 days).',
              figures: [
                { key: 'COST_PER_RESULT', value: 15.65, compare: 14, basis: 'TARGET' },
                { key: 'RESULTS', value: 6, compare: null, basis: null },
                { key: 'CONVERSION_RATE', value: 0.1, compare: 0.0696, basis: 'TYPICAL' },
              ],
              nextStep: 'Exclude 1 search term that wastes money',
              targetCostPerResult: 14,
              basis: 'CUSTOMERS',
              trackingNote: '"Pautia - Form sent" has sent nothing for 9 days: check that its tag is still on your site.',
            },
          }),
        ),
      ),
    );
    renderPanel();
    const verdict = await screen.findByRole('region', { name: 'Keep an eye on it: each result costs GBP 15.65' });
    expect(verdict).toHaveTextContent(/^Watch/);
    // Amounts with the currency code, as the server's title writes them: one way of writing money on the page.
    expect(within(verdict).getByText('Cost per result').nextElementSibling).toHaveTextContent('GBP 15.65target GBP 14.00');
    expect(within(verdict).getByText('Conversion rate').nextElementSibling).toHaveTextContent('10.00%typical 6.96%');
    expect(within(verdict).getByText('Next step:').parentElement).toHaveTextContent('Next step: Exclude 1 search term that wastes money');
    // A tag gone silent is named in the verdict.
    expect(within(verdict).getByRole('note')).toHaveTextContent('"Pautia - Form sent" has sent nothing for 9 days');
    // It comes before the figures.
    const totalsHeading = screen.getAllByText('Impressions')[0]!;
    expect(verdict.compareDocumentPosition(totalsHeading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('applies a suggestion after confirmation, then lists it in the history', async () => {
    let applied = 0;
    const record: ChangeRecord = {
      id: 'h1',
      at: '2026-11-22T10:00:00Z',
      change: { kind: 'ADD_NEGATIVES', terms: ['free teeth whitening'] },
      description: 'Added 1 negative keyword: "free teeth whitening"',
      result: 'APPLIED',
      message: 'Google Ads accepted the change (1 operation).',
    };
    server.use(
      http.get(RESULTS_URL, () => HttpResponse.json(results(applied ? { suggestions: [], history: [record] } : {}))),
      http.post('*/campaign/user/user-1/c1/suggestions/sg_0123456789abcdef/apply', () => {
        applied += 1;
        return HttpResponse.json({ change: record, history: [record] });
      }),
    );
    // The campaign page shows the history in its own section: the same kept results.
    const user = renderPanel(campaign, 'en', true);
    expect(await screen.findByText('No changes yet.')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Apply: Exclude 1 search term that wastes money' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Apply this change in Google Ads?' });
    // Focus moves into the dialog (on its confirm button); Escape cancels and gives focus back.
    expect(within(dialog).getByRole('button', { name: 'Apply' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply: Exclude 1 search term that wastes money' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Apply: Exclude 1 search term that wastes money' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(applied).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Apply: Exclude 1 search term that wastes money' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Done: Added 1 negative keyword: "free teeth whitening".')).toBeInTheDocument();
    expect(applied).toBe(1);
    expect(screen.queryByRole('button', { name: /Exclude 1 search term/ })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Changes made from Pautia' }).parentElement).toHaveTextContent(
      'Added 1 negative keyword: "free teeth whitening"',
    );
  });

  it('starts the A/B test with one click: the confirmation shows ad B as it will be created, and sends it as it is', async () => {
    const variant = {
      kind: 'ADD_AD_VARIANT' as const,
      adGroupId: '10',
      adGroupName: 'Whitening',
      finalUrl: 'https://brightsmile.example/',
      headlines: ['Whitening In One Visit', 'Book Online Today', 'Family Dentist Austin'],
      descriptions: ['Whiter teeth in one visit. Book online.', 'Family check-ups six days a week.'],
    };
    const suggestion = {
      id: 'sg_abab0123456789ab',
      kind: 'AB_TEST' as const,
      title: 'Start the A/B test in "Whitening": add ad B',
      detail: 'Your A/B plan tries an ad B (Offer and proof first) beside the ad you have.',
      change: variant,
    };
    const record: ChangeRecord = {
      id: 'h2',
      at: '2026-11-22T10:00:00Z',
      change: { ...variant, resourceName: 'customers/1/adGroupAds/10~901' },
      description: 'Added ad B of the A/B test in "Whitening": "Whitening In One Visit", "Book Online Today", "Family Dentist Austin"',
      result: 'APPLIED',
      message: 'Google Ads accepted the change (1 operation).',
      adGroupName: 'Whitening',
      before: 'Ad A only',
      after: 'Ad A and ad B, shown in turn',
      undoable: true,
    };
    let body: unknown = 'not sent';
    server.use(
      http.get(RESULTS_URL, () => HttpResponse.json(results({ suggestions: [suggestion] }))),
      http.post('*/campaign/user/user-1/c1/suggestions/sg_abab0123456789ab/apply', async ({ request }) => {
        body = await request.text();
        return HttpResponse.json({ change: record, history: [record] });
      }),
    );
    const user = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Apply: Start the A/B test in "Whitening": add ad B' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Apply this change in Google Ads?' });
    const adB = within(dialog).getByRole('group', { name: 'Ad B, as Google Ads will show it in turn with your ad' });
    for (const line of [...variant.headlines, ...variant.descriptions]) expect(adB).toHaveTextContent(line);
    // Not a list to tick: ad B is created whole.
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(`Done: ${record.description}.`)).toBeInTheDocument();
    expect(body).toBe('');
  });

  it('applies only the ticked items of a list suggestion, and never with none ticked', async () => {
    const bodies: unknown[] = [];
    const two = results({
      suggestions: [
        {
          id: 'sg_0123456789abcdef',
          kind: 'NEGATIVES',
          title: 'Exclude 2 search terms that waste money',
          detail: 'These searches cost $12.00 in the last 7 days.',
          change: { kind: 'ADD_NEGATIVES', terms: ['free teeth whitening', 'dentist jobs'] },
        },
      ],
    });
    server.use(
      http.get(RESULTS_URL, () => HttpResponse.json(two)),
      http.post('*/campaign/user/user-1/c1/suggestions/sg_0123456789abcdef/apply', async ({ request }) => {
        bodies.push(await request.json());
        const record: ChangeRecord = {
          id: 'h2',
          at: '2026-11-22T10:00:00Z',
          change: { kind: 'ADD_NEGATIVES', terms: ['dentist jobs'] },
          description: 'Added 1 negative keyword: "dentist jobs"',
          result: 'APPLIED',
          message: 'Google Ads accepted the change (1 operation).',
        };
        return HttpResponse.json({ change: record, history: [record] });
      }),
    );
    const user = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Apply: Exclude 2 search terms that waste money' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Apply this change in Google Ads?' });
    const group = within(dialog).getByRole('group', { name: 'Choose what to apply' });
    const free = within(group).getByRole('checkbox', { name: '"free teeth whitening"' });
    const jobs = within(group).getByRole('checkbox', { name: '"dentist jobs"' });
    expect(free).toBeChecked();
    expect(jobs).toBeChecked();
    await user.click(free);
    await user.click(jobs);
    expect(within(dialog).getByText('Tick at least one item to apply.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(bodies).toEqual([]);
    await user.click(jobs);
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Done: Added 1 negative keyword: "dentist jobs".')).toBeInTheDocument();
    expect(bodies).toEqual([{ items: ['dentist jobs'] }]);
  });

  it('undoes a change from the history after confirmation: ad group, before and after, when', async () => {
    let undone = 0;
    const change: ChangeRecord = {
      id: 'h1',
      at: '2026-11-22T10:00:00Z',
      change: { kind: 'REPLACE_HEADLINES', adId: '900', adGroupId: '10', remove: ['Cheap Smiles'], add: ['Whitening Near You'] },
      description: 'Replaced 1 headline in "Teeth whitening": "Cheap Smiles" → "Whitening Near You"',
      result: 'APPLIED',
      message: 'Google Ads accepted the change (1 operation).',
      adGroupName: 'Teeth whitening',
      before: '"Cheap Smiles"',
      after: '"Whitening Near You"',
      undoable: true,
    };
    const undo: ChangeRecord = {
      ...change,
      id: 'h2',
      at: '2026-11-22T11:00:00Z',
      description: 'Replaced 1 headline in "Teeth whitening": "Whitening Near You" → "Cheap Smiles"',
      undoOf: 'h1',
      undoable: false,
      before: '"Whitening Near You"',
      after: '"Cheap Smiles"',
    };
    server.use(
      http.get(RESULTS_URL, () =>
        HttpResponse.json(results({ history: undone ? [undo, { ...change, undoable: false, undoneAt: undo.at }] : [change] })),
      ),
      http.post('*/campaign/user/user-1/c1/history/h1/undo', () => {
        undone += 1;
        return HttpResponse.json({ change: undo, history: [undo, { ...change, undoable: false, undoneAt: undo.at }] });
      }),
    );
    const { user } = renderWithProviders(
      <SessionContext value={fakeSession({ user: fakeUser() })}>
        <MemoryRouter>
          <ResultsPanel uid="user-1" campaign={campaign} view="history" />
        </MemoryRouter>
      </SessionContext>,
    );
    const item = (await screen.findByText(change.description)).closest('li')!;
    expect(item).toHaveTextContent('Ad group: Teeth whitening');
    expect(within(item).getByText('Before').nextElementSibling).toHaveTextContent('"Cheap Smiles"');
    expect(within(item).getByText('After').nextElementSibling).toHaveTextContent('"Whitening Near You"');
    await user.click(within(item).getByRole('button', { name: `Undo: ${change.description}` }));
    const dialog = screen.getByRole('alertdialog', { name: 'Undo this change in Google Ads?' });
    expect(dialog).toHaveTextContent('It goes back to: "Cheap Smiles".');
    await user.click(within(dialog).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText(`Undone: ${change.description}.`)).toBeInTheDocument();
    expect(undone).toBe(1);
    const original = (await screen.findAllByText(change.description))[0]!.closest('li')!;
    await waitFor(() => expect(original).toHaveTextContent('Undone'));
    expect(within(original).queryByRole('button', { name: /^Undo/ })).not.toBeInTheDocument();
  });

  it('enables the campaign after confirmation, and says a stale suggestion in plain words', async () => {
    const bodies: unknown[] = [];
    let status: 'PAUSED' | 'ENABLED' = 'PAUSED';
    server.use(
      http.get(RESULTS_URL, () =>
        HttpResponse.json(
          results({
            status,
            servingProblems: status === 'PAUSED' ? ['The campaign is paused, so its ads do not show. Enable it to start.'] : [],
          }),
        ),
      ),
      http.post('*/campaign/user/user-1/c1/status', async ({ request }) => {
        bodies.push(await request.json());
        status = 'ENABLED';
        return HttpResponse.json({
          status: 'ENABLED',
          change: {
            id: 'h',
            at: '2026-11-22T10:00:00Z',
            change: { kind: 'SET_STATUS', status: 'ENABLED' },
            description: 'Enabled the campaign',
            result: 'APPLIED',
            message: 'ok',
          },
          history: [],
        });
      }),
      http.post('*/apply', () =>
        HttpResponse.json(
          {
            error: 'CONFLICT',
            message: 'This suggestion is out of date: it was already applied, or the figures changed. Refresh the results and try again.',
          },
          { status: 409 },
        ),
      ),
    );
    const user = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Enable campaign' }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Enable this campaign?' })).getByRole('button', { name: 'Enable' }));
    expect(await screen.findByText('Campaign enabled in Google Ads.')).toBeInTheDocument();
    expect(bodies).toEqual([{ status: 'ENABLED' }]);
    expect(await screen.findByRole('button', { name: 'Pause campaign' })).toBeInTheDocument();
    expect(screen.getByText('Enabled')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /^Apply: / }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(/This suggestion is out of date/)).toBeInTheDocument();
  });

  it('keeps Refresh disabled until 15 minutes after the figures were read, then asks for fresh ones', async () => {
    const urls: string[] = [];
    let readyNow = false;
    server.use(
      http.get(RESULTS_URL, ({ request }) => {
        urls.push(request.url);
        return HttpResponse.json(results(readyNow ? { refreshAvailableAt: new Date(Date.now() - 1000).toISOString() } : {}));
      }),
    );
    const user = renderPanel();
    expect(await screen.findByRole('button', { name: 'Refresh' })).toBeDisabled();
    expect(screen.getByText(/Refresh available at/)).toBeInTheDocument();
    readyNow = true;
    await user.click(screen.getByRole('button', { name: 'Last 30 days' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Refresh' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(urls.at(-1)).toContain('refresh=true'));
  });

  it('says Premium is needed with a way to upgrade, and quota errors in plain words', async () => {
    server.use(
      http.get(RESULTS_URL, () =>
        HttpResponse.json(
          { error: 'PREMIUM_REQUIRED', message: 'Campaign results and one-click fixes are part of the Premium plan.' },
          { status: 403 },
        ),
      ),
    );
    renderPanel();
    expect(await screen.findByRole('alert')).toHaveTextContent('Campaign results and one-click fixes are part of the Premium plan.');
    expect(screen.getByRole('link', { name: 'See Premium plans' })).toHaveAttribute('href', '/pricing');
  });

  it('shows quota exhaustion without a retry button', async () => {
    server.use(
      http.get(RESULTS_URL, () =>
        HttpResponse.json(
          { error: 'QUOTA_EXCEEDED', message: "You have used today's Google Ads requests for your account." },
          { status: 429 },
        ),
      ),
    );
    renderPanel();
    expect(await screen.findByRole('alert')).toHaveTextContent("You have used today's Google Ads requests for your account.");
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it("reads in Spanish, every amount in the Google Ads account's currency and the metrics explained", async () => {
    server.use(http.get(RESULTS_URL, () => HttpResponse.json(results({ currency: 'ARS', totals: totals(1000, 50, 474.83, 5) }))));
    const user = renderPanel(campaign, 'es');
    expect(await screen.findByText('Datos de prueba')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Resultados' })).toBeInTheDocument();
    expect(screen.getByText('En pausa')).toBeInTheDocument();
    expect(screen.getByText('Costo', { selector: '.results-total .term' }).closest('div')).toHaveTextContent('ARS 474,83');
    expect(screen.getByText('Costo', { selector: '.results-total .term' }).closest('div')).toHaveTextContent(
      'vs. los 7 días anteriores (ARS 50,00)',
    );
    expect(screen.getByText('CPC prom.', { selector: '.results-total .term' }).closest('div')).toHaveTextContent('ARS 9,50');
    expect(screen.getByText(/Montos en ARS, la moneda de tu cuenta de Google Ads\./)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Términos de búsqueda' })).toHaveTextContent('ARS 6,00');
    expect(screen.getByRole('list', { name: 'Títulos y su calificación de Google' })).toHaveTextContent('Cheap Smiles Baja');
    expect(await screen.findByRole('table', { name: 'Impresiones, clics, costo y conversiones por día' })).toHaveTextContent('21 nov 2026');
    expect(screen.getByRole('button', { name: 'Últimos 30 días' })).toBeInTheDocument();

    // The jargon at its point of use, in Spanish.
    await user.click(screen.getAllByRole('button', { name: '¿Qué es CPC?' })[0]!);
    expect(screen.getByText(/^Costo por clic/)).toBeInTheDocument();

    // The confirmation is the app's dialog, in Spanish.
    await user.click(screen.getByRole('button', { name: 'Activar la campaña' }));
    const dialog = screen.getByRole('alertdialog', { name: '¿Activar esta campaña?' });
    expect(dialog).toHaveTextContent('Tus anuncios empiezan a mostrarse y a gastar tu presupuesto en Google Ads.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('shows amounts with their currency code in English too', async () => {
    server.use(http.get(RESULTS_URL, () => HttpResponse.json(results({ currency: 'ARS', totals: totals(1000, 50, 474.83, 5) }))));
    renderPanel();
    expect(await screen.findByText('Sandbox data')).toBeInTheDocument();
    expect(screen.getByText('Cost', { selector: '.results-total .term' }).closest('div')).toHaveTextContent('ARS 474.83');
    expect(screen.getByText(/Amounts in ARS, your Google Ads account’s currency\./)).toBeInTheDocument();
  });

  it('asks nothing of the server for a campaign not created in Google Ads', () => {
    renderPanel({ id: 'c2', name: 'Draft', googleAds: null } as never);
    expect(screen.getByText('Create this campaign in Google Ads to see its results and suggestions here.')).toBeInTheDocument();
  });

  it('A/B: says "not enough data yet" with each ad\'s clicks against the sample the test needs', async () => {
    const rate = (successes: number, trials: number) => ({ successes, trials, rate: successes / trials });
    const ab = (clicksA: number, clicksB: number, verdict: boolean) => ({
      adGroupName: 'Whitening',
      adA: '1',
      adB: '2',
      method: 'two-proportion z-test (two-sided, 95% confidence)',
      ctr: { a: rate(clicksA, 4000), b: rate(clicksB, 4000), z: 4, pValue: 0.001, significant: verdict },
      conversionRate: { a: rate(10, clicksA), b: rate(40, clicksB), z: 4, pValue: 0.001, significant: verdict },
      winner: verdict ? ('B' as const) : null,
      recommendation: verdict
        ? 'Ad B wins on conversion rate (p = 0.001). Keep ad B and pause ad A.'
        : `Not enough data yet: each ad needs 100 clicks (A has ${clicksA}, B has ${clicksB}). Keep both ads running.`,
      sample: { neededClicks: 100, a: clicksA, b: clicksB, enough: verdict },
      confidence: verdict ? 0.999 : null,
    });
    const answer = ab(40, 55, false);
    server.use(http.get(RESULTS_URL, () => HttpResponse.json(results({ abTest: answer }))));
    renderPanel();
    const section = await screen.findByRole('region', { name: 'A/B test: Whitening' });
    expect(section).toHaveTextContent('Not enough data yet: each ad needs 100 clicks (A has 40, B has 55).');
    expect(section).toHaveTextContent('Clicks so far: ad A 40, ad B 55; the test decides from 100 clicks per ad.');
    expect(section).not.toHaveTextContent('Confidence');
  });

  it('A/B: once each ad has the sample, the verdict with the test used and its confidence', async () => {
    const rate = (successes: number, trials: number) => ({ successes, trials, rate: successes / trials });
    const decidedAnswer = {
      adGroupName: 'Whitening',
      adA: '1',
      adB: '2',
      method: 'two-proportion z-test (two-sided, 95% confidence)',
      ctr: { a: rate(200, 4000), b: rate(320, 4000), z: 5.4, pValue: 0.001, significant: true },
      conversionRate: { a: rate(10, 200), b: rate(40, 320), z: 3.1, pValue: 0.001, significant: true },
      winner: 'B' as const,
      recommendation: 'Ad B wins on conversion rate (p = 0.001). Keep ad B and pause ad A.',
      sample: { neededClicks: 100, a: 200, b: 320, enough: true },
      confidence: 0.999,
    };
    server.use(http.get(RESULTS_URL, () => HttpResponse.json(results({ abTest: decidedAnswer }))));
    renderPanel();
    const decided = await screen.findByRole('region', { name: 'A/B test: Whitening' });
    expect(decided).toHaveTextContent('Ad B wins on conversion rate');
    expect(decided).toHaveTextContent('Test: two-proportion z-test (two-sided, 95% confidence).');
    expect(decided).toHaveTextContent(/Confidence in the verdict: 99\.90?\s?%\./);
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InterfaceLanguage } from '@contract/languages';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { KeywordForecastResponse, KeywordIdeasResponse } from '@contract/keywords';
import { SessionContext } from '@/lib/session';
import { renderWithProviders } from '@/testing/render';
import { server } from '@/testing/server';
import { fakeSession, fakeUser } from '@/testing/session';
import { BudgetForecast } from './budget-forecast';
import { KeywordIdeasPanel } from './keyword-ideas-panel';

const ideasAnswer: KeywordIdeasResponse = {
  source: 'sample',
  currency: 'USD',
  ideas: [
    { text: 'emergency plumber', avgMonthlySearches: 1900, competition: 'HIGH', lowTopOfPageBid: 9.12, highTopOfPageBid: 38.45 },
    { text: 'plumber near me', avgMonthlySearches: 33100, competition: 'MEDIUM', lowTopOfPageBid: 7.01, highTopOfPageBid: 29.87 },
    { text: 'leak repair', avgMonthlySearches: null, competition: null, lowTopOfPageBid: null, highTopOfPageBid: null },
  ],
};

function wrap(ui: React.ReactElement, language: InterfaceLanguage = 'en') {
  return renderWithProviders(
    <SessionContext value={fakeSession({ user: fakeUser() })}>
      <MemoryRouter>{ui}</MemoryRouter>
    </SessionContext>,
    { language },
  );
}

function IdeasHarness() {
  const [keywords, setKeywords] = useState('plumber');
  return (
    <>
      <output aria-label="Keywords field">{keywords}</output>
      <KeywordIdeasPanel
        idPrefix="t"
        keywords={keywords}
        location="Austin, Texas, United States"
        language="English"
        url=""
        onAdd={(k) => setKeywords((v) => `${v}, ${k}`)}
      />
    </>
  );
}

const bodyText = (rows: HTMLElement[]) => rows.slice(1).map((r) => within(r).getAllByRole('rowheader')[0]?.textContent);

describe('keyword ideas panel', () => {
  it('suggests ideas in a sortable table, shows the source, and Add appends to the keywords', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/keywords/ideas', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(ideasAnswer);
      }),
    );
    const user = userEvent.setup();
    wrap(<IdeasHarness />);
    await user.click(screen.getByRole('button', { name: 'Suggest keywords' }));
    const table = await screen.findByRole('table');
    expect(bodies).toEqual([{ userId: 'user-1', seeds: ['plumber'], location: 'Austin, Texas, United States', language: 'English' }]);
    expect(screen.getByText('Sample data — not from Google')).toBeVisible();

    const row = within(table).getByRole('row', { name: /emergency plumber/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1,900', 'High', '$9.12 – $38.45', 'Add']);

    const searches = within(table).getByRole('columnheader', { name: /Monthly searches/ });
    expect(searches).toHaveAttribute('aria-sort', 'none');
    // The sort button, beside the explanation of the term.
    await user.click(within(searches).getByRole('button', { name: 'Monthly searches' }));
    expect(searches).toHaveAttribute('aria-sort', 'descending');
    expect(bodyText(within(table).getAllByRole('row'))).toEqual(['plumber near me', 'emergency plumber', 'leak repair']);
    await user.click(within(searches).getByRole('button', { name: 'Monthly searches' }));
    expect(searches).toHaveAttribute('aria-sort', 'ascending');
    // Missing figures sort last either way.
    expect(bodyText(within(table).getAllByRole('row'))).toEqual(['emergency plumber', 'plumber near me', 'leak repair']);

    await user.click(screen.getByRole('button', { name: 'Add emergency plumber' }));
    await user.click(screen.getByRole('button', { name: 'Add plumber near me' }));
    expect(screen.getByLabelText('Keywords field')).toHaveTextContent('plumber, emergency plumber, plumber near me');
    expect(screen.getByRole('button', { name: 'emergency plumber added' })).toBeDisabled();
  });

  it('opens the upgrade prompt on 429 LIMIT_REACHED', async () => {
    server.use(
      http.post('*/keywords/ideas', () =>
        HttpResponse.json(
          { error: 'LIMIT_REACHED', feature: 'keyword_research', message: 'You have used all the keyword lookups your plan includes.' },
          { status: 429 },
        ),
      ),
    );
    const user = userEvent.setup();
    wrap(<IdeasHarness />);
    await user.click(screen.getByRole('button', { name: 'Suggest keywords' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You have used all the keyword lookups your plan includes.');
    expect(within(alert).getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/pricing');
  });
});

describe('budget forecast', () => {
  const forecast = (weekly: KeywordForecastResponse['weekly'], source: KeywordForecastResponse['source'] = 'estimate') => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/keywords/forecast', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ source, currency: 'USD', weekly } satisfies KeywordForecastResponse);
      }),
    );
    return bodies;
  };

  it('shows about N clicks a week, the figures and the source', async () => {
    const bodies = forecast({ clicks: 31, impressions: 480, cost: 148.8, averageCpc: 4.8 });
    const user = userEvent.setup();
    wrap(
      <BudgetForecast
        idPrefix="f"
        keywords="emergency plumber, leak repair"
        budget="150"
        location="Austin, United States"
        language="English"
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Forecast clicks' }));
    expect(await screen.findByText(/clicks a week at this budget/)).toHaveTextContent('About 31 clicks a week at this budget.');
    const figures = screen.getByTestId('forecast-figures');
    expect(figures).toHaveTextContent(/^Average CPC\?? \$4\.80 · cost \$148\.80 · 480 impressions\?? · Estimate$/);
    // CPC and the match type are explained where they stand.
    await user.click(within(figures).getByRole('button', { name: 'What is CPC?' }));
    expect(within(figures).getByRole('status')).toHaveTextContent('Cost per click');
    expect(screen.getByRole('button', { name: 'What is Phrase match?' })).toBeInTheDocument();
    expect(screen.queryByRole('note')).toBeNull();
    expect(bodies).toEqual([
      {
        userId: 'user-1',
        keywords: [
          { text: 'emergency plumber', matchType: 'PHRASE' },
          { text: 'leak repair', matchType: 'PHRASE' },
        ],
        weeklyBudget: 150,
        location: 'Austin, United States',
        language: 'English',
      },
    ]);
  });

  it('shows the planner’s dollars in the place’s money when the form shows pesos beside the dollars', async () => {
    forecast({ clicks: 31, impressions: 480, cost: 148.8, averageCpc: 4.8 });
    const user = userEvent.setup();
    wrap(
      <BudgetForecast
        idPrefix="f"
        keywords="uñas acrílicas"
        budget="150"
        location="Guadalajara, México"
        language="Español"
        money={{ currency: 'MXN', rate: 18.4 }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Forecast clicks' }));
    const figures = await screen.findByTestId('forecast-figures');
    expect(figures).toHaveTextContent(/^Average CPC\?? MX\$88\.32 · cost MX\$2,737\.92 · 480 impressions/);
    expect(figures).not.toHaveTextContent('$4.80');
  });

  it('warns when the budget buys fewer than 20 clicks a week; Google answers are labelled', async () => {
    forecast({ clicks: 4, impressions: null, cost: 51.28, averageCpc: 12.82 }, 'google');
    const user = userEvent.setup();
    wrap(<BudgetForecast idPrefix="f" keywords="emergency plumber" budget="60" location="Austin, United States" language="English" />);
    await user.click(screen.getByRole('button', { name: 'Forecast clicks' }));
    expect(await screen.findByRole('note')).toHaveTextContent('Fewer than 20 clicks a week is too few to learn');
    expect(screen.getByText('Google Ads')).toBeVisible();
  });

  it('waits for keywords and a budget of at least $50', () => {
    wrap(<BudgetForecast idPrefix="f" keywords="" budget="40" location="Austin" language="English" />);
    expect(screen.getByRole('button', { name: 'Forecast clicks' })).toBeDisabled();
  });
});

describe('keyword research in both languages', () => {
  const arsIdeas: KeywordIdeasResponse = {
    source: 'sample',
    currency: 'ARS',
    ideas: [{ text: 'panadería córdoba', avgMonthlySearches: 1900, competition: 'HIGH', lowTopOfPageBid: 120.5, highTopOfPageBid: 480 }],
  };

  it('Spanish: volumes, competition and bids in the account currency, with the terms explained', async () => {
    server.use(http.post('*/keywords/ideas', () => HttpResponse.json(arsIdeas)));
    const user = userEvent.setup();
    wrap(<KeywordIdeasPanel idPrefix="t" keywords="panadería" location="Córdoba" language="Español" url="" onAdd={() => {}} />, 'es');
    await user.click(screen.getByRole('button', { name: 'Sugerir palabras clave' }));
    const table = await screen.findByRole('table');
    expect(screen.getByText('Datos de ejemplo, no de Google')).toBeVisible();
    expect(screen.getByText(/^1 idea/)).toBeInTheDocument();
    const row = within(table).getByRole('row', { name: /panadería córdoba/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1.900', 'Alta', 'ARS\u00a0120,50 – ARS\u00a0480,00', 'Agregar']);
    expect(within(row).getByRole('cell', { name: '1.900' })).toHaveAttribute('data-label', 'Búsquedas mensuales');
    await user.click(within(table).getByRole('button', { name: '¿Qué es Competencia?' }));
    expect(within(table).getByRole('status')).toHaveTextContent('Cuántos otros anunciantes ofertan por la palabra clave');
    expect(within(table).getByRole('button', { name: '¿Qué es Oferta para la parte superior de la página?' })).toBeInTheDocument();
  });

  it('English: the same in English, bids in the account currency', async () => {
    server.use(http.post('*/keywords/ideas', () => HttpResponse.json(arsIdeas)));
    const user = userEvent.setup();
    wrap(<KeywordIdeasPanel idPrefix="t" keywords="bakery" location="Córdoba" language="Spanish" url="" onAdd={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Suggest keywords' }));
    const row = within(await screen.findByRole('table')).getByRole('row', { name: /panadería córdoba/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1,900', 'High', 'ARS\u00a0120.50 – ARS\u00a0480.00', 'Add']);
    expect(screen.getByRole('button', { name: 'What is Top-of-page bid?' })).toBeInTheDocument();
  });

  it('Spanish forecast: clicks, CPC and cost in the answer currency, the budget in US dollars', async () => {
    server.use(
      http.post('*/keywords/forecast', () =>
        HttpResponse.json({
          source: 'estimate',
          currency: 'ARS',
          weekly: { clicks: 12, impressions: 1480, cost: 217500, averageCpc: 18125 },
        } satisfies KeywordForecastResponse),
      ),
    );
    const user = userEvent.setup();
    wrap(<BudgetForecast idPrefix="f" keywords="panadería" budget="150" location="Córdoba" language="Español" />, 'es');
    await user.click(screen.getByRole('button', { name: 'Pronosticar clics' }));
    expect(await screen.findByText(/por semana con este presupuesto/)).toHaveTextContent(
      'Alrededor de 12 clics por semana con este presupuesto.',
    );
    expect(screen.getByTestId('forecast-figures')).toHaveTextContent(
      /^CPC promedio\?? ARS\s18\.125,00 · costo ARS\s217\.500,00 · 1\.480 impresiones\?? · Estimación$/,
    );
    expect(screen.getByRole('button', { name: '¿Qué es CPC?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '¿Qué es Concordancia de frase?' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Menos de 20 clics por semana es muy poco');
  });

  it('Spanish: waits for keywords and a budget of at least US$ 50', () => {
    wrap(<BudgetForecast idPrefix="f" keywords="" budget="40" location="Córdoba" language="Español" />, 'es');
    expect(screen.getByRole('button', { name: 'Pronosticar clics' })).toBeDisabled();
    expect(screen.getByText(/presupuesto semanal de al menos US\$\s50\./)).toBeInTheDocument();
  });
});

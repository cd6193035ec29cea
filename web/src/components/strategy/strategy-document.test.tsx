import type { Strategy } from '@contract/campaigns';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { ownerMoney } from './owner-money';
import { StrategyDocument, StrategyPlainText } from './strategy-document';

const STRATEGY: Strategy = {
  summary: 'Una campaña de Búsqueda para una panadería de Palermo. <b>no</b>',
  recommendedCampaignType: 'Search',
  bidding: 'Maximizar clics',
  adGroups: [
    {
      name: 'Pan de masa madre',
      keywords: [
        { text: 'pan de masa madre', matchType: 'EXACT' },
        { text: 'panadería palermo', matchType: 'PHRASE' },
      ],
    },
  ],
  headlines: ['Pan de masa madre', 'Tortas a pedido'],
  descriptions: ['Pan horneado cada mañana en Palermo.'],
  negativeKeywords: ['receta'],
  budget: { weekly: 140, daily: 20, split: [{ label: 'Semana 1', amount: 35 }] },
  kpis: ['Clics'],
  nextSteps: ['Revisar los términos de búsqueda'],
};

/** Heading texts (a glossary term adds its "?" button). */
const headings = () => screen.getAllByRole('heading').map((h) => h.textContent);

describe('StrategyDocument', () => {
  it("shows each ad group's own ad under the group", () => {
    const perGroup: Strategy = {
      ...STRATEGY,
      adGroups: [
        {
          ...STRATEGY.adGroups[0]!,
          ad: {
            headlines: ['Pan de masa madre en Córdoba', 'Masa madre de 48 horas', 'Pedí por WhatsApp'],
            descriptions: ['Masa madre.', 'Pedí.'],
            path1: 'masa-madre',
            path2: '',
          },
        },
      ],
    };
    renderWithProviders(<StrategyDocument strategy={perGroup} language="Spanish" />);
    expect(screen.getByText('This group’s ad: 3 headlines, 2 descriptions')).toBeInTheDocument();
    const own = screen.getByRole('list', { name: 'Headlines' });
    expect(own).toHaveAttribute('lang', 'es');
    expect(own.textContent).toContain('Pedí por WhatsApp');
    expect(screen.getByText(/Each ad group has its own ad/)).toBeInTheDocument();
  });

  it("renders the structure with the reader's headings (English) and the campaign's language on its text", () => {
    renderWithProviders(<StrategyDocument strategy={STRATEGY} language="Spanish" />);
    expect(headings()).toEqual([
      'Summary',
      'Ads',
      'Headlines',
      'Descriptions',
      'Ad groups and keywords',
      'Pan de masa madre',
      'Negative keywords?',
      'Budget',
      'What to measure (KPIs)',
      'Next steps',
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Summary' })).toBeInTheDocument();
    expect(screen.getByText(/Una campaña de Búsqueda/)).toHaveAttribute('lang', 'es');
    // Markup in the strategy stays text.
    expect(screen.getByText(/<b>no<\/b>/)).toBeInTheDocument();
    expect(screen.getByText('pan de masa madre').nextElementSibling).toHaveTextContent('Exact');
    expect(screen.getByText('Weekly budget').nextElementSibling).toHaveTextContent('$140.00 a week');
    expect(screen.getByText('Semana 1')).toHaveAttribute('lang', 'es');
  });

  it('shows the budget in the place’s money before a connection and the account’s after, the owner’s own figure beside it', () => {
    const place = { countryCode: 'MX' };
    const { unmount } = renderWithProviders(<StrategyDocument strategy={STRATEGY} language="Spanish" ownerMoney={ownerMoney({ place })} />);
    expect(screen.getByText('Weekly budget').nextElementSibling).toHaveTextContent(/^MX\$2,576\.00 \(\$140\.00\) a week$/);
    unmount();
    // Connected to an account in euros: the account's money wins over the place's.
    const { unmount: unmount2 } = renderWithProviders(
      <StrategyDocument strategy={STRATEGY} language="Spanish" ownerMoney={ownerMoney({ place, googleAds: { currency: 'EUR' } })} />,
    );
    expect(screen.getByText('Weekly budget').nextElementSibling).toHaveTextContent(/^€120\.40 \(\$140\.00\) a week$/);
    unmount2();
    // Budgeted in pesos: the owner's own figure, with nothing beside it while the campaign reads in pesos.
    renderWithProviders(
      <StrategyDocument
        strategy={{ ...STRATEGY, budget: { weekly: 54.35, daily: 7.76, split: [] } }}
        language="Spanish"
        ownerMoney={ownerMoney({ budget: 54.35, localBudget: { amount: 1000, currency: 'MXN' }, place })}
      />,
    );
    expect(screen.getByText('Weekly budget').nextElementSibling).toHaveTextContent(/^MX\$1,000\.00 a week$/);
    expect(ownerMoney({ place: { countryCode: 'US' } })).toEqual({ currency: 'USD', rate: 1 });
  });

  it('reads in Spanish: headings and labels from the catalog, the English text marked English', () => {
    renderWithProviders(
      <StrategyDocument strategy={{ ...STRATEGY, summary: 'A Search campaign for a bakery.' }} language="English" level={3} />,
      { language: 'es' },
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Resumen' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: 'Títulos' })).toBeInTheDocument();
    expect(screen.getByText('A Search campaign for a bakery.')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('pan de masa madre').nextElementSibling).toHaveTextContent('Exacta');
    expect(screen.getByText('Presupuesto semanal').nextElementSibling).toHaveTextContent(/140.*por semana/);
  });

  it('shows only the sections written so far (a strategy being streamed)', () => {
    renderWithProviders(<StrategyDocument strategy={{ summary: 'Resumen breve.', headlines: ['Pan'] }} language="es-AR" />);
    expect(headings()).toEqual(['Summary', 'Ads', 'Headlines']);
    expect(screen.getByText('Resumen breve.')).toHaveAttribute('lang', 'es');
  });

  it('leaves lang unset for a language it cannot name', () => {
    renderWithProviders(<StrategyDocument strategy={{ summary: 'Texte.' }} language="French" />);
    expect(screen.getByText('Texte.')).not.toHaveAttribute('lang');
  });
});

describe('StrategyPlainText (a strategy stored as text only)', () => {
  it('shows the text as written, paragraph by paragraph, guessing no headings', () => {
    renderWithProviders(<StrategyPlainText text={'ESTRATEGIA\n\nResumen\nUna campaña.'} language="Spanish" />);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByText('ESTRATEGIA').closest('[lang]')).toHaveAttribute('lang', 'es');
    expect(screen.getByText(/Una campaña\./)).toBeInTheDocument();
  });
});

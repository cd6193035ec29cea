import type { Strategy } from '@contract/campaigns';
import { screen, within } from '@testing-library/react';
import { StrategyDocument } from '@/components/strategy/strategy-document';
import { renderWithProviders } from '@/testing/render';

const strategy = (): Strategy => ({
  summary: 'Una campaña de Búsqueda para un salón de uñas en Zapopan.',
  recommendedCampaignType: 'Search',
  bidding: 'Maximizar clics',
  adGroups: [
    {
      name: 'Uñas acrílicas',
      keywords: [{ text: 'uñas acrílicas zapopan', matchType: 'PHRASE' }],
      ad: {
        headlines: ['Uñas Acrílicas en Zapopan', 'Lupita Nails', 'Más de 8 Años de Experiencia', 'Agenda tu Cita'],
        descriptions: ['Uñas acrílicas con productos libres de tóxicos.', 'Texto propio de la dueña.'],
        sources: {
          headlines: [
            { kind: 'place' },
            { kind: 'brand' },
            { kind: 'fact', fact: 'más de 8 años de experiencia' },
            { kind: 'call-to-action' },
          ],
          descriptions: [{ kind: 'fact', fact: 'productos libres de tóxicos' }, { kind: 'owner' }],
        },
        missingFacts: ['sellingPoints', 'hours'],
        finalUrl: 'https://lupita.example/acrilicas',
      },
    },
  ],
  headlines: [],
  descriptions: [],
  negativeKeywords: ['gratis'],
  droppedNegatives: [
    { text: 'curso', reason: 'Se deja fuera: «curso» bloquearía las búsquedas de «curso de uñas».', blocks: 'curso de uñas' },
    { text: 'empleo', reason: 'Se deja fuera: «empleo» bloquearía las búsquedas del negocio.' },
  ],
  callouts: ['Citas el mismo día'],
  calloutSources: [{ kind: 'fact', fact: 'citas el mismo día' }],
  budget: { weekly: 100, daily: 14.29, split: [] },
  kpis: [],
  nextSteps: [],
});

/** A line's source as the reader reads it (the owner's words sit in a span of their own). */
const source = (text: string) => (_: string, el: Element | null) => !!el?.classList.contains('line-source') && el.textContent === text;

/** The group's own ad (a disclosure of its own). */
const groupAd = () => screen.getByText(/^This group’s ad/).closest('details') as HTMLElement;

describe('where each line comes from, on the campaign page', () => {
  it('shows no source until asked, then one under each line, in the reader’s words around the owner’s', async () => {
    const { user } = renderWithProviders(<StrategyDocument strategy={strategy()} language="Spanish" />);
    await user.click(screen.getByText('This group’s ad: 4 headlines, 2 descriptions'));
    const toggle = within(groupAd()).getByRole('button', { name: 'Show where each line comes from' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(/From your facts/)).not.toBeInTheDocument();
    // The button names the lists it opens.
    const headlines = screen.getByRole('list', { name: 'Headlines' });
    expect(toggle.getAttribute('aria-controls')?.split(' ')).toContain(headlines.id);

    await user.click(toggle);
    expect(within(groupAd()).getByRole('button', { name: 'Hide where the lines come from' })).toHaveAttribute('aria-expanded', 'true');
    const items = within(headlines).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('.line-source')?.textContent)).toEqual([
      'From your facts: where you work',
      'From your facts: your business name',
      'From your facts: más de 8 años de experiencia',
      'A call to action for how customers reach you',
    ]);
    // The note is in the reader's language; the fact quoted in the campaign's.
    const note = items[2]!.querySelector('.line-source')!;
    expect(note).toHaveAttribute('lang', 'en');
    expect(within(note as HTMLElement).getByText('más de 8 años de experiencia')).toHaveAttribute('lang', 'es');
    const descriptions = screen.getByRole('list', { name: 'Descriptions' });
    expect(within(descriptions).getByText('Your own edit')).toBeInTheDocument();
  });

  it('opens and closes from the keyboard', async () => {
    const { user } = renderWithProviders(<StrategyDocument strategy={strategy()} language="Spanish" />);
    await user.click(screen.getByText('This group’s ad: 4 headlines, 2 descriptions'));
    within(groupAd()).getByRole('button', { name: 'Show where each line comes from' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByText(source('From your facts: más de 8 años de experiencia'))).toBeInTheDocument();
    await user.keyboard(' ');
    expect(screen.queryByText(source('From your facts: más de 8 años de experiencia'))).not.toBeInTheDocument();
  });

  it('says which facts would fill a short ad, and which negatives were left out and why', () => {
    renderWithProviders(<StrategyDocument strategy={strategy()} language="Spanish" />);
    // The group's own page, where creation sends its ad.
    expect(screen.getByText('This ad’s page: https://lupita.example/acrilicas')).toBeInTheDocument();
    expect(
      screen.getByText(
        'This ad has 4 of 15 headlines and 2 of 4 descriptions. To fill it: add a selling point and add your opening hours.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Negatives left out' })).toBeInTheDocument();
    expect(screen.getByText('“curso”: it would block searches for “curso de uñas”')).toBeInTheDocument();
    // Without the search it blocks: the reason as generation wrote it, in the campaign's language.
    expect(screen.getByText('Se deja fuera: «empleo» bloquearía las búsquedas del negocio.')).toHaveAttribute('lang', 'es');
  });

  it('names each callout’s source on request', async () => {
    const { user } = renderWithProviders(<StrategyDocument strategy={strategy()} language="Spanish" />);
    await user.click(
      within(screen.getByRole('region', { name: 'Callouts' })).getByRole('button', { name: 'Show where each line comes from' }),
    );
    expect(screen.getByText(source('From your facts: citas el mismo día'))).toBeInTheDocument();
  });

  it('reads in Spanish for a Spanish reader', async () => {
    const { user } = renderWithProviders(<StrategyDocument strategy={strategy()} language="Spanish" />, { language: 'es' });
    expect(screen.getByText(/Para completarlo: agregar un punto fuerte y agregar tu horario\./)).toBeInTheDocument();
    expect(screen.getByText('«curso»: bloquearía las búsquedas de «curso de uñas»')).toBeInTheDocument();
    await user.click(
      within(screen.getByRole('region', { name: 'Textos destacados' })).getByRole('button', { name: 'Ver de dónde sale cada texto' }),
    );
    expect(screen.getByText(source('De tus datos: citas el mismo día'))).toBeInTheDocument();
  });

  it('shows no toggle for a strategy stored before sources were kept', () => {
    const s = strategy();
    delete s.adGroups[0]!.ad!.sources;
    delete s.calloutSources;
    renderWithProviders(<StrategyDocument strategy={s} language="Spanish" />);
    expect(screen.queryByRole('button', { name: 'Show where each line comes from' })).not.toBeInTheDocument();
  });
});

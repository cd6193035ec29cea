import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { PreflightResponse } from '@contract/preflight';
import { server } from '@/testing/server';
import { renderReview, review } from './preflight.fixture';

/** A line's source as the reader reads it (the owner's words sit in a span of their own). */
const source = (text: string) => (_: string, el: Element | null) => !!el?.classList.contains('line-source') && el.textContent === text;

const sourced = (): Partial<PreflightResponse> => ({
  ads: [
    {
      ...review().ads[0]!,
      headlines: ['Teeth Whitening', 'Bright Smile Dental', 'Serving Austin'],
      finalUrl: 'https://brightsmile.example/whitening',
      added: { headlines: ['Serving Austin'], descriptions: [] },
      sources: {
        headlines: [{ kind: 'fact', fact: 'teeth whitening' }, { kind: 'brand' }, null],
        descriptions: [{ kind: 'call-to-action' }, { kind: 'owner' }],
      },
      missingFacts: ['sellingPoints'],
    },
  ],
  droppedNegatives: [
    { text: 'free', reason: 'Left out: "free" would block searches for "free consultation".', blocks: 'free consultation' },
  ],
  calloutSources: [{ kind: 'fact', fact: 'free parking' }, null, null, null],
});

describe('the review says where each line comes from', () => {
  it('on request, under each line, with the lines creation adds named as added', async () => {
    server.use(http.get('*/campaign/user/user-1/c1/preflight', () => HttpResponse.json(review(sourced()))));
    const { user } = renderReview();
    const group = await screen.findByRole('region', { name: 'Teeth Whitening' });
    expect(within(group).getByText('Final URL: https://brightsmile.example/whitening')).toBeInTheDocument();
    expect(screen.queryByText(source('From your facts: teeth whitening'))).not.toBeInTheDocument();
    const toggle = within(group).getByRole('button', { name: 'Show where each line comes from' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const [headlines, descriptions] = within(group).getAllByRole('list');
    expect(toggle.getAttribute('aria-controls')).toBe(`${headlines!.id} ${descriptions!.id}`);
    expect(
      within(headlines!)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('.line-source')?.textContent),
    ).toEqual(['From your facts: teeth whitening', 'From your facts: your business name', "Added by Pautia to reach Google's minimum"]);
    expect(within(descriptions!).getByText('Your own edit')).toBeInTheDocument();
    await user.click(toggle);
    expect(screen.queryByText(source('From your facts: teeth whitening'))).not.toBeInTheDocument();
  });

  it('names the facts that would fill a short ad, the negatives left out and why, and each callout’s source', async () => {
    server.use(http.get('*/campaign/user/user-1/c1/preflight', () => HttpResponse.json(review(sourced()))));
    const { user } = renderReview();
    expect(
      await screen.findByText('This ad has 3 of 15 headlines and 2 of 4 descriptions. To fill it: add a selling point.'),
    ).toBeInTheDocument();
    expect(screen.getByText('“free”: it would block searches for “free consultation”')).toBeInTheDocument();
    const callouts = screen.getAllByRole('button', { name: 'Show where each line comes from' }).at(-1)!;
    await user.click(callouts);
    expect(screen.getByText(source('From your facts: free parking'))).toBeInTheDocument();
    expect(screen.getAllByText('No source kept for this line')).toHaveLength(3);
  });

  it('in Spanish for a Spanish reader', async () => {
    server.use(http.get('*/campaign/user/user-1/c1/preflight', () => HttpResponse.json(review(sourced()))));
    const { user } = renderReview(vi.fn(), 'es');
    const group = await screen.findByRole('region', { name: 'Teeth Whitening' });
    await user.click(within(group).getByRole('button', { name: 'Ver de dónde sale cada texto' }));
    expect(within(group).getByText(source('De tus datos: teeth whitening'))).toBeInTheDocument();
    expect(within(group).getByText('Agregado por Pautia para llegar al mínimo de Google')).toBeInTheDocument();
  });

  it('shows no toggle when the review has no sources (a campaign written before they were kept)', async () => {
    server.use(http.get('*/campaign/user/user-1/c1/preflight', () => HttpResponse.json(review())));
    renderReview();
    await screen.findByRole('region', { name: 'Teeth Whitening' });
    expect(screen.queryByRole('button', { name: 'Show where each line comes from' })).not.toBeInTheDocument();
  });
});

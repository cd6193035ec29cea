import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { PreflightResponse } from '@contract/preflight';
import { server } from '@/testing/server';
import { renderReview, review } from './preflight.fixture';

/** A line's source as the reader reads it (the owner's words sit in a span of their own). */
const source = (text: string) => (_: string, el: Element | null) => !!el?.classList.contains('line-source') && el.textContent === text;
/** Every source note shown inside an element, in order. */
const notes = (el: HTMLElement) => [...el.querySelectorAll('.line-source')].map((n) => n.textContent);

const assets = (): PreflightResponse['assets'] => ({
  sitelinks: [
    {
      text: 'Teeth whitening',
      description1: 'All about teeth whitening',
      description2: 'Evening appointments',
      url: 'https://brightsmile.example/whitening',
      source: { kind: 'fact', fact: 'teeth whitening' },
    },
    {
      text: 'Book Online',
      description1: '',
      description2: '',
      url: 'https://brightsmile.example/book',
      source: { kind: 'call-to-action' },
    },
    { text: 'Contact Us', description1: '', description2: '', url: 'https://brightsmile.example/contact', source: null },
  ],
  callouts: ['Evening appointments'],
  snippets: [
    {
      header: 'Service catalog',
      values: ['Teeth whitening', 'Dental implants', 'Check-ups'],
      sources: [{ kind: 'fact', fact: 'teeth whitening' }, { kind: 'fact', fact: 'dental implants' }, null],
    },
  ],
  call: { countryCode: 'US', phoneNumber: '5125550123', source: { kind: 'fact', fact: '(512) 555-0123' } },
  message: null,
  price: {
    type: 'SERVICES',
    languageCode: 'en',
    offerings: [
      {
        header: 'Teeth whitening',
        description: 'See details',
        amount: 199,
        currency: 'USD',
        url: 'https://brightsmile.example/whitening',
        source: { kind: 'fact', fact: 'teeth whitening' },
      },
      {
        header: 'Check-ups',
        description: 'See details',
        amount: 95,
        currency: 'USD',
        url: 'https://brightsmile.example/',
        source: { kind: 'fact', fact: 'check-ups $95' },
      },
    ],
  },
  promotion: { target: 'First check-up', percentOff: 20, languageCode: 'en', url: 'https://brightsmile.example/', source: null },
  notes: [],
});

const answer = (overrides: Partial<PreflightResponse> = {}) =>
  server.use(http.get('*/campaign/user/user-1/c1/preflight', () => HttpResponse.json(review({ assets: assets(), ...overrides }))));

describe('the review says where each asset comes from', () => {
  it('on request: each sitelink, snippet value, price and the call button, with one toggle naming every list it opens', async () => {
    answer();
    const { user } = renderReview();
    const toggle = await screen.findByRole('button', { name: 'Show where each line comes from' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(source('From your facts: teeth whitening'))).not.toBeInTheDocument();
    // Until asked, a snippet's values read on one line.
    expect(screen.getByText('Teeth whitening · Dental implants · Check-ups')).toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const sitelinks = screen.getByText('Book Online').closest('ul')!;
    expect(notes(sitelinks)).toEqual([
      'From your facts: teeth whitening',
      'A call to action for how customers reach you',
      'No source kept for this line',
    ]);
    const snippet = screen.getByText('Dental implants').closest('ul')!;
    expect(notes(snippet)).toEqual([
      'From your facts: teeth whitening',
      'From your facts: dental implants',
      'No source kept for this line',
    ]);
    const prices = screen.getByText('Check-ups', { selector: 'strong' }).closest('ul')!;
    expect(notes(prices)).toEqual(['From your facts: teeth whitening', 'From your facts: check-ups $95']);
    expect(screen.getByText(source('From your facts: (512) 555-0123'))).toBeInTheDocument();
    // The owner's words are marked in the campaign's language, the note in the reader's.
    expect(within(prices).getByText('check-ups $95')).toHaveAttribute('lang', 'en');
    // The toggle names each list it opened, for a screen reader.
    const controls = toggle.getAttribute('aria-controls')!.split(' ');
    for (const list of [sitelinks, snippet, prices]) expect(controls).toContain(list.id);
    expect(controls.every((id) => document.getElementById(id))).toBe(true);

    await user.click(toggle);
    expect(screen.queryByText(source('From your facts: (512) 555-0123'))).not.toBeInTheDocument();
  });

  it('opens and closes from the keyboard', async () => {
    answer();
    const { user } = renderReview();
    (await screen.findByRole('button', { name: 'Show where each line comes from' })).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByText(source('From your facts: dental implants'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide where the lines come from' })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.queryByText(source('From your facts: dental implants'))).not.toBeInTheDocument();
  });

  it('in Spanish for a Spanish reader', async () => {
    answer();
    const { user } = renderReview(vi.fn(), 'es');
    await user.click(await screen.findByRole('button', { name: 'Ver de dónde sale cada texto' }));
    expect(screen.getByText(source('De tus datos: check-ups $95'))).toBeInTheDocument();
    expect(screen.getAllByText('Llamada a la acción según cómo te contactan')).toHaveLength(1);
  });

  it('shows no toggle when no asset knows its source (a review from before sources were kept)', async () => {
    const plain = assets();
    const bare: PreflightResponse['assets'] = {
      ...plain,
      sitelinks: plain.sitelinks.map(({ source: _s, ...s }) => s),
      snippets: plain.snippets.map(({ sources: _s, ...s }) => s),
      call: { countryCode: 'US', phoneNumber: '5125550123' },
      price: { ...plain.price!, offerings: plain.price!.offerings.map(({ source: _s, ...o }) => o) },
    };
    answer({ assets: bare });
    renderReview();
    expect(await screen.findByText('Book Online')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show where each line comes from' })).not.toBeInTheDocument();
  });
});

import { act, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@/testing/server';
import { campaignsEndpoint, findSidebar, gate, renderDashboard, storeUser } from '@/testing/dashboard';

const GENERATING_STEPS = [
  'Understanding your business',
  'Researching keywords and audiences',
  'Writing headlines and descriptions',
  'Planning your budget and next steps',
];
const ABOUT = 'Family bakery in Palermo, Buenos Aires: sourdough bread, medialunas and custom cakes.';
const next = () => screen.getByRole('button', { name: 'Next' });
const stepHeading = (name: string) => screen.findByRole('heading', { level: 3, name });

async function openForm(path = '/dashboard#new') {
  const rendered = renderDashboard(path);
  // The page is a lazily loaded route: give the first render time on a busy machine.
  await screen.findByRole('heading', { level: 3, name: 'Business Info' }, { timeout: 5000 });
  return rendered;
}

/** Types into a field the way a paste does: one input event, so long texts stay fast. */
async function enter(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

/** Fills steps 1–4 validly and lands on Budget & Links. */
async function fillToLastStep(user: UserEvent) {
  await enter(user, screen.getByLabelText('Describe your business'), `  ${ABOUT}  `);
  await user.click(next());
  await stepHeading('Objectives');
  await user.click(screen.getByRole('radio', { name: /^Sales/ }));
  await user.click(next());
  await stepHeading('Targeting');
  await enter(user, screen.getByLabelText('Location'), ' Palermo, Buenos Aires ');
  await enter(user, screen.getByLabelText('Language', { selector: 'input' }), 'Spanish ');
  await user.click(next());
  await stepHeading('Keywords');
  await enter(user, screen.getByRole('textbox', { name: 'Keywords' }), 'pan de masa madre, tortas a pedido ');
  await enter(user, screen.getByLabelText('Negative keywords (optional)'), ' receta ');
  await user.click(next());
  await stepHeading('Budget & Links');
}

function strategyEndpoint(reply: () => Response | Promise<Response>) {
  const bodies: unknown[] = [];
  server.use(
    http.post('*/campaign/user/user-1', async ({ request }) => {
      bodies.push(await request.json());
      return reply();
    }),
  );
  return bodies;
}

const STRATEGY = 'CAMPAIGN STRATEGY\n\nSummary\nUna campaña de Búsqueda para Palermo.';
/** The stored structure the answer carries (campaign.strategy): what the screen renders. */
const STRUCTURE = {
  summary: 'Una campaña de Búsqueda para Palermo. <img src=x onerror=alert(1)>',
  recommendedCampaignType: 'Search',
  bidding: 'Maximizar clics',
  adGroups: [{ name: 'Pan', keywords: [{ text: 'pan de masa madre', matchType: 'PHRASE' }] }],
  headlines: ['Pan de masa madre', 'Tortas a pedido'],
  descriptions: ['Pan de masa madre horneado cada mañana en Palermo.'],
  negativeKeywords: ['receta'],
  budget: { weekly: 150, daily: 21.43, split: [] },
  kpis: ['Clics'],
  nextSteps: ['Revisar los términos de búsqueda'],
};

describe('campaign form: opening and leaving', { timeout: 15_000 }, () => {
  beforeEach(() => {
    storeUser();
    campaignsEndpoint([]);
  });

  it("'#new' opens the form directly; 'Back to chat' returns to the chat", async () => {
    const { user, router } = await openForm();
    expect(screen.queryByRole('heading', { name: 'Campaign assistant' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to chat' }));
    expect(await screen.findByRole('heading', { name: 'Campaign assistant' })).toBeInTheDocument();
    expect(router.state.location.hash).toBe('');
  });

  it("opens when the hash changes on the page, e.g. from the navbar's '+ Create campaign'", async () => {
    const { user } = renderDashboard('/dashboard');
    await screen.findByRole('heading', { name: 'Campaign assistant' }, { timeout: 5000 });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('link', { name: '+ Create campaign' }));
    expect(await stepHeading('Business Info')).toBeInTheDocument();
  });

  it('keeps what was typed when the user goes to the chat and comes back', async () => {
    const { user, router } = await openForm();
    await enter(user, screen.getByLabelText('Describe your business'), ABOUT);
    await user.click(next());
    await stepHeading('Objectives');
    await user.click(screen.getByRole('button', { name: 'Back to chat' }));
    await screen.findByRole('heading', { name: 'Campaign assistant' });
    await act(() => router.navigate('/dashboard#new'));
    await stepHeading('Objectives');
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByLabelText('Describe your business')).toHaveValue(ABOUT);
  });
});

describe('campaign form: steps and validation (docs/product.md P3.2)', { timeout: 15_000 }, () => {
  beforeEach(() => {
    storeUser();
    campaignsEndpoint([]);
  });

  it('step 1 needs a description longer than 20 trimmed characters and counts towards 300', async () => {
    const { user } = await openForm();
    expect(screen.queryByRole('button', { name: 'Previous' })).not.toBeInTheDocument();
    const about = screen.getByLabelText('Describe your business');
    expect(screen.getByTestId('description-counter')).toHaveTextContent('0 / 300 characters');

    await user.type(about, `   ${'a'.repeat(20)}   `);
    expect(screen.getByTestId('description-counter')).toHaveTextContent('20 / 300 characters');
    await user.click(next());
    expect(screen.getByRole('heading', { level: 3, name: 'Business Info' })).toBeInTheDocument();
    expect(about).toHaveAccessibleDescription(expect.stringContaining('Describe your business in more than 20 characters.'));
    expect(about).toHaveAttribute('aria-invalid', 'true');
    expect(about).toHaveFocus();

    await user.type(about, 'b');
    expect(screen.queryByText('Describe your business in more than 20 characters.')).not.toBeInTheDocument();
    await user.clear(about);
    await enter(user, about, 'x'.repeat(300));
    expect(screen.getByTestId('description-counter')).toHaveTextContent('300 / 300 characters ✓');
    await user.click(next());
    expect(await stepHeading('Objectives')).toHaveFocus();
  });

  it('step 2 needs an objective; the type choice appears only after one is picked', async () => {
    const { user } = await openForm();
    await enter(user, screen.getByLabelText('Describe your business'), ABOUT);
    await user.click(next());
    await stepHeading('Objectives');
    expect(screen.getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual(['Sales', 'Leads', 'Website traffic']);
    expect(screen.queryByRole('group', { name: 'Campaign type' })).not.toBeInTheDocument();

    await user.click(next());
    expect(screen.getByText('Choose an objective for your campaign.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Objectives' })).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /^Leads/ }));
    const types = within(screen.getByRole('group', { name: 'Campaign type' })).getAllByRole('radio');
    expect(types.map((r) => (r as HTMLInputElement).value)).toEqual(['Search', 'Display', 'Shopping', 'Video', 'Performance', 'App']);
    expect(screen.getByRole('radio', { name: /^Search/ })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: /^Video/ }));
    expect(screen.getByRole('radio', { name: /^Video/ })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await stepHeading('Business Info');
    await user.click(next());
    await stepHeading('Objectives');
    expect(screen.getByRole('radio', { name: /^Leads/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /^Video/ })).toBeChecked();
  });

  it('step 3 needs location and language; step 4 needs keywords but not negative keywords', async () => {
    const { user } = await openForm();
    await enter(user, screen.getByLabelText('Describe your business'), ABOUT);
    await user.click(next());
    await stepHeading('Objectives');
    await user.click(screen.getByRole('radio', { name: /^Website traffic/ }));
    await user.click(next());
    await stepHeading('Targeting');

    await user.click(next());
    expect(screen.getByText('Enter the location you want to reach.')).toBeInTheDocument();
    expect(screen.getByText('Enter the language of your ads.')).toBeInTheDocument();
    expect(screen.getByLabelText('Location')).toHaveFocus();
    await user.type(screen.getByLabelText('Location'), 'Rosario');
    await user.click(next());
    expect(screen.queryByText('Enter the location you want to reach.')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Language', { selector: 'input' })).toHaveFocus();
    await user.type(screen.getByLabelText('Language', { selector: 'input' }), 'Spanish');
    await user.click(next());
    await stepHeading('Keywords');

    await user.type(screen.getByRole('textbox', { name: 'Keywords' }), ' , ');
    await user.click(next());
    expect(screen.getByText('Enter at least one keyword.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Keywords' }), 'florería rosario');
    await user.click(next());
    expect(await stepHeading('Budget & Links')).toBeInTheDocument();
  });

  it('step 5 needs a budget of at least 50 and proper links, with the hint', async () => {
    const { user } = await openForm();
    await fillToLastStep(user);
    const budget = screen.getByLabelText('Weekly budget (USD)');
    expect(budget).toHaveAttribute('type', 'number');
    expect(budget).toHaveAttribute('min', '50');
    expect(budget).toHaveAccessibleDescription('Minimum $50/week recommended');
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Generate Strategy' }));
    expect(screen.getByText('Enter your weekly budget.')).toBeInTheDocument();
    await user.type(budget, '49');
    expect(screen.getByText('The minimum weekly budget is $50.')).toBeInTheDocument();
    await user.clear(budget);
    await user.type(budget, '150');
    await user.type(screen.getByLabelText('Landing page'), 'panaderiasol.com');
    await user.click(screen.getByRole('button', { name: 'Generate Strategy' }));
    expect(screen.getByLabelText('Landing page')).toHaveAccessibleDescription('Enter a full address starting with http:// or https://.');
    expect(screen.getByLabelText('Landing page')).toHaveFocus();
    for (const label of ['Services page', 'Contact page', 'About page'])
      expect(screen.getByLabelText(label)).toHaveAttribute('type', 'url');
  });
});

describe('campaign form: generating the strategy', { timeout: 15_000 }, () => {
  beforeEach(() => storeUser());

  it('sends the trimmed payload, shows the loading card, then the strategy and the new campaign in the sidebar', async () => {
    let created = false;
    campaignsEndpoint(() =>
      HttpResponse.json({
        campaigns: created ? [{ id: 'new-1', name: 'Panadería Sol', status: 'Strategy ready', createdAt: new Date().toISOString() }] : [],
      }),
    );
    const answer = gate();
    const bodies = strategyEndpoint(async () => {
      await answer.opened;
      created = true;
      return HttpResponse.json({
        response: STRATEGY,
        campaign: { id: 'new-1', name: 'Panadería Sol', status: 'Strategy ready', language: 'Spanish', strategy: STRUCTURE },
      });
    });
    const { user } = await openForm();
    await fillToLastStep(user);
    await user.type(screen.getByLabelText('Weekly budget (USD)'), ' 150');
    await enter(user, screen.getByLabelText('Landing page'), ' https://panaderiasol.com ');
    await user.click(screen.getByRole('button', { name: 'Generate Strategy' }));

    const loading = (await screen.findByText('Generating Campaign Strategy')).closest<HTMLElement>('[role="status"]');
    expect(loading).not.toBeNull();
    expect(
      within(loading as HTMLElement)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1Understanding your business', ...GENERATING_STEPS.slice(1).map((s, i) => `${i + 2}${s}`)]);

    expect(bodies).toEqual([
      {
        objective: 'Sales',
        description: ABOUT,
        type: 'Search',
        location: 'Palermo, Buenos Aires',
        language: 'Spanish',
        keywords: 'pan de masa madre, tortas a pedido',
        negativeKeywords: 'receta',
        link1: 'https://panaderiasol.com',
        link2: '',
        link3: '',
        link4: '',
        budget: 150,
      },
    ]);
    answer.release();

    expect(await screen.findByRole('heading', { name: 'Your strategy for Panadería Sol' })).toHaveFocus();
    // The structure, with the reader's headings and the campaign's language on its text.
    expect(screen.getByRole('heading', { name: 'Summary' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Headlines' })).toBeInTheDocument();
    expect(screen.getAllByText(/Pan de masa madre/, { selector: 'li' })[0]?.closest('[lang]')).toHaveAttribute('lang', 'es');
    // Markup in the text stays text.
    expect(screen.getByText(/<img src=x onerror=alert\(1\)>/)).toBeInTheDocument();
    expect(document.querySelector('.strategy img')).toBeNull();

    expect(await (await findSidebar()).findByRole('button', { name: /Panadería Sol/ })).toBeInTheDocument();
    // Free plan: nothing more to do with these answers, so the next form starts empty.
    await user.click(screen.getByRole('button', { name: 'Create another campaign' }));
    expect(await screen.findByLabelText('Describe your business')).toHaveValue('');
  });

  it("'+ Create campaign' over a strategy starts a new form", async () => {
    campaignsEndpoint([]);
    strategyEndpoint(() => HttpResponse.json({ response: STRATEGY, campaign: { id: 'n', name: 'Sol' } }));
    const { user } = await openForm();
    await fillToLastStep(user);
    await user.type(screen.getByLabelText('Weekly budget (USD)'), '150');
    await user.click(screen.getByRole('button', { name: 'Generate Strategy' }));
    await screen.findByRole('heading', { name: 'Your strategy for Sol' });
    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: '+ Create campaign' }));
    expect(await screen.findByLabelText('Describe your business')).toHaveValue('');
    expect(screen.getByRole('heading', { level: 3, name: 'Business Info' })).toBeInTheDocument();
  });

  it.each([
    ['a 429', () => HttpResponse.json({ error: 'LIMIT_REACHED', message: 'x', feature: 'campaigns' }, { status: 429 })],
    ['a body error LIMIT_REACHED', () => HttpResponse.json({ error: 'LIMIT_REACHED', message: 'x' }, { status: 403 })],
    ['a body feature ai_queries', () => HttpResponse.json({ error: 'FORBIDDEN', message: 'x', feature: 'ai_queries' }, { status: 403 })],
  ])('opens the campaign-limit modal on %s', async (_label, reply) => {
    campaignsEndpoint([]);
    strategyEndpoint(reply);
    const { user } = await openForm();
    await fillToLastStep(user);
    await user.type(screen.getByLabelText('Weekly budget (USD)'), '80');
    await user.click(screen.getByRole('button', { name: 'Generate Strategy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade your plan to create more campaigns' });
    expect(within(dialog).getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/pricing');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The form is still there, as it was.
    expect(screen.getByLabelText('Weekly budget (USD)')).toHaveValue(80);
    await user.click(screen.getByRole('button', { name: 'Generate Strategy' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate Strategy' })).toHaveFocus();
  });

  it.each([
    ['a server error', () => HttpResponse.json({ error: 'UPSTREAM_TIMEOUT', message: 'x' }, { status: 504 })],
    ['a network failure', () => HttpResponse.error()],
    ['an answer without a strategy', () => HttpResponse.json({ campaign: { id: 'x' } })],
  ])('shows the generation error on %s and keeps the form', async (_label, reply) => {
    campaignsEndpoint([]);
    strategyEndpoint(reply);
    const { user } = await openForm();
    await fillToLastStep(user);
    await user.type(screen.getByLabelText('Weekly budget (USD)'), '80');
    await user.click(screen.getByRole('button', { name: 'Generate Strategy' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong while generating the answer.');
    expect(screen.getByRole('heading', { level: 3, name: 'Budget & Links' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Facts } from '@contract/campaigns';
import { server } from '@/testing/server';
import { campaignsEndpoint, renderDashboard, storeUser } from '@/testing/dashboard';
import { CAMPAIGN_DRAFT_KEY } from '@/lib/browser-data';

const ABOUT =
  'Lupita Nails es un salón de uñas en Zapopan. Ofrecemos uñas de gel, acrílicas y pestañas. Productos libres de tóxicos y citas el mismo día. Manicura desde $250. WhatsApp 33 1234 5678.';

/** What the server's facts reader answers for ABOUT (a "$" whose currency the place does not say). */
const PROPOSAL: Facts = {
  brand: 'Lupita Nails',
  services: [
    { name: 'Uñas de gel' },
    { name: 'Acrílicas' },
    { name: 'Pestañas' },
    { name: 'Manicura', price: { amount: 250, currency: null } },
  ],
  sellingPoints: ['Productos libres de tóxicos', 'Citas el mismo día'],
  whatsapp: '33 1234 5678',
  notOffered: [],
  neverSay: [],
};

function factsEndpoint(reply: () => Response = () => HttpResponse.json({ facts: PROPOSAL })) {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.post('*/campaign/user/user-1/facts', async ({ request }) => {
      bodies.push((await request.json()) as Record<string, unknown>);
      return reply();
    }),
  );
  return bodies;
}

async function openWithDescription() {
  const rendered = renderDashboard('/dashboard#new');
  await screen.findByRole('heading', { level: 3, name: 'Business Info' }, { timeout: 5000 });
  await rendered.user.click(screen.getByLabelText('Describe your business'));
  await rendered.user.paste(ABOUT);
  return rendered;
}

const group = (name: string) => within(screen.getByRole('group', { name }));

async function readFacts(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Read the facts' }));
  await screen.findByRole('button', { name: 'Edit “Uñas de gel”' });
}

describe('the facts read from the description, on step 1', { timeout: 40_000 }, () => {
  beforeEach(() => {
    storeUser();
    campaignsEndpoint([]);
  });

  it('shows them as chips the owner fixes, removes and adds to, by keyboard', async () => {
    const bodies = factsEndpoint();
    const { user } = await openWithDescription();
    await readFacts(user);
    // Only what is filled in so far: the steps not reached yet are not sent empty.
    expect(bodies[0]).toEqual({ description: ABOUT });

    const services = group('Services');
    expect(services.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Uñas de gel×', 'Acrílicas×', 'Pestañas×', 'Manicura×']);
    expect(group('Selling points').getByRole('button', { name: 'Edit “Citas el mismo día”' })).toBeInTheDocument();
    expect(screen.getByLabelText('WhatsApp')).toHaveValue('33 1234 5678');

    // Fix a service in place: Enter opens it, Enter saves, the focus comes back to the chip.
    services.getByRole('button', { name: 'Edit “Acrílicas”' }).focus();
    await user.keyboard('{Enter}');
    const editing = screen.getByLabelText('New text for “Acrílicas”');
    expect(editing).toHaveFocus();
    await user.clear(editing);
    await user.paste('Uñas acrílicas');
    await user.keyboard('{Enter}');
    expect(await services.findByRole('button', { name: 'Edit “Uñas acrílicas”' })).toHaveFocus();

    // Escape leaves a chip as it was.
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('New text for “Uñas acrílicas”')).toHaveFocus();
    await user.paste(' XL');
    await user.keyboard('{Escape}');
    expect(services.getByRole('button', { name: 'Edit “Uñas acrílicas”' })).toBeInTheDocument();

    // Remove one, add another (Enter in the box adds; the step stays on screen).
    await user.click(services.getByRole('button', { name: 'Remove “Pestañas”' }));
    expect(services.queryByText('Pestañas')).not.toBeInTheDocument();
    await user.click(group('Selling points').getByLabelText('Add a selling point'));
    await user.paste('Estacionamiento gratis');
    await user.keyboard('{Enter}');
    expect(group('Selling points').getByRole('button', { name: 'Edit “Estacionamiento gratis”' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Business Info' })).toBeInTheDocument();

    // A point longer than 80 characters is refused with a reason.
    await user.click(group('Selling points').getByLabelText('Add a selling point'));
    await user.paste('x'.repeat(81));
    await user.keyboard('{Enter}');
    expect(group('Selling points').getByRole('alert')).toHaveTextContent('At most 80 characters.');
  });

  it('asks which currency an ambiguous "$" is before the facts can be confirmed', async () => {
    factsEndpoint();
    const { user } = await openWithDescription();
    await readFacts(user);
    const confirm = screen.getByRole('checkbox', { name: 'Use these facts for this campaign' });
    expect(confirm).toBeDisabled();
    expect(confirm).toHaveAccessibleDescription(expect.stringContaining('Choose the currency of each price written with “$”'));
    const currency = group('Prices').getByLabelText('Currency of the price of Manicura');
    expect(currency).toHaveValue('');
    expect(currency).toHaveAttribute('aria-invalid', 'true');
    await user.selectOptions(currency, 'MXN');
    expect(confirm).toBeEnabled();
    expect(confirm).not.toBeChecked();
    expect(screen.getByText('Not confirmed yet: the strategy reads your description.')).toBeInTheDocument();
    await user.click(confirm);
    expect(
      await screen.findByText(/Confirmed\. The strategy uses these facts, and they are kept in your business profile/),
    ).toBeInTheDocument();
  });

  it('says when the facts could not be read, with the server’s reason, and tries again', async () => {
    let calls = 0;
    factsEndpoint(() => {
      calls += 1;
      return calls === 1
        ? HttpResponse.json(
            {
              error: 'RATE_LIMITED',
              message: 'Too many readings of the business’s facts in a short time. Another one is possible in 12 minutes.',
            },
            { status: 429 },
          )
        : HttpResponse.json({ facts: PROPOSAL });
    });
    const { user } = await openWithDescription();
    await user.click(screen.getByRole('button', { name: 'Read the facts' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Another one is possible in 12 minutes.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Edit “Uñas de gel”' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('cannot read before the description is long enough, and says why', async () => {
    renderDashboard('/dashboard#new');
    await screen.findByRole('heading', { level: 3, name: 'Business Info' }, { timeout: 5000 });
    const read = screen.getByRole('button', { name: 'Read the facts' });
    expect(read).toBeDisabled();
    expect(read).toHaveAccessibleDescription('Write a description of more than 20 characters first.');
  });
});

describe('the pages matched to services, on step 5', { timeout: 40_000 }, () => {
  beforeEach(() => {
    storeUser();
    campaignsEndpoint([]);
  });

  it('once links are entered, each service gets the page its URL names; the owner can change it, and the confirmed facts carry it', async () => {
    const values = {
      about: ABOUT,
      objective: 'Leads',
      type: 'Search',
      location: 'Zapopan, Jalisco',
      language: 'Spanish',
      keywords: 'uñas de gel',
      negativeKeywords: '',
      link1: '',
      link2: '',
      link3: '',
      link4: '',
      budget: '60',
      facts: { ...PROPOSAL, services: [{ name: 'Uñas de gel' }, { name: 'Pestañas' }] },
      factsConfirmed: true,
    };
    sessionStorage.setItem(CAMPAIGN_DRAFT_KEY, JSON.stringify({ uid: 'user-1', values, step: 4, campaignId: null }));
    const posted: Record<string, unknown>[] = [];
    server.use(
      http.post('*/campaign/user/user-1', async ({ request }) => {
        posted.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json({ error: 'UPSTREAM_FAILED', message: 'stop here' }, { status: 502 });
      }),
    );
    const { user } = renderDashboard('/dashboard#new');
    await screen.findByRole('heading', { level: 3, name: 'Budget & Links' }, { timeout: 5000 });
    expect(screen.queryByRole('heading', { name: 'Pages for your services' })).not.toBeInTheDocument();

    await user.click(screen.getByLabelText('Services page'));
    await user.paste('https://lupita.example/unas-de-gel');
    await user.click(screen.getByLabelText('About page'));
    await user.paste('https://lupita.example/pestanas');
    expect(await screen.findByRole('heading', { name: 'Pages for your services' })).toBeInTheDocument();
    expect(screen.getByLabelText('Page for Uñas de gel')).toHaveValue('https://lupita.example/unas-de-gel');
    expect(screen.getByLabelText('Page for Pestañas')).toHaveValue('https://lupita.example/pestanas');
    await user.selectOptions(screen.getByLabelText('Page for Pestañas'), '');

    await user.click(screen.getByRole('button', { name: /Generate/ }));
    await screen.findByRole('alert');
    expect(posted[0]?.['facts']).toMatchObject({
      services: [{ name: 'Uñas de gel', url: 'https://lupita.example/unas-de-gel' }, { name: 'Pestañas' }],
    });
    expect((posted[0]?.['facts'] as Facts).services[1]).not.toHaveProperty('url');
  });
});

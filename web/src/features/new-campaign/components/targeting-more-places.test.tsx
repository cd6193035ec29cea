import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/testing/server';
import { campaignsEndpoint, renderDashboard, storeUser } from '@/testing/dashboard';

const guadalajara = {
  id: 'geonames:4005539',
  kind: 'city',
  name: 'Guadalajara, México',
  countryCode: 'MX',
  latitude: 20.67,
  longitude: -103.39,
};
const zapopan = { id: 'geonames:3979770', kind: 'city', name: 'Zapopan, México', countryCode: 'MX', latitude: 20.72, longitude: -103.38 };
const next = () => screen.getByRole('button', { name: 'Next' });

describe('Targeting step: more places and a radius', { timeout: 30_000 }, () => {
  it('adds a second place by keyboard, sets a radius on it, says what is targeted, and sends exactly that', async () => {
    storeUser({ plan: 'PREMIUM' });
    campaignsEndpoint([]);
    server.use(
      http.get('*/geo/suggest', ({ request }) => {
        const q = new URL(request.url).searchParams.get('q') ?? '';
        const places = [guadalajara, zapopan].filter((p) => p.name.toLowerCase().startsWith(q.toLowerCase().slice(0, 4)));
        return HttpResponse.json({ places, source: 'offline' });
      }),
    );
    const bodies: unknown[] = [];
    server.use(
      http.post('*/campaign/user/user-1', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ error: 'UPSTREAM_FAILED', message: 'stop here' }, { status: 502 });
      }),
    );
    const { user } = renderDashboard('/dashboard#new');
    await screen.findByRole('heading', { level: 3, name: 'Business Info' }, { timeout: 5000 });
    await user.click(screen.getByLabelText('Describe your business'));
    await user.paste('Uñas Lupita: acrylic nails, gel and spa pedicure in Guadalajara, booked by WhatsApp.');
    await user.click(next());
    await user.click(await screen.findByRole('radio', { name: /^Leads/ }));
    await user.click(next());
    await user.type(await screen.findByLabelText('Language', { selector: 'input' }), 'English');
    const location = screen.getByRole('combobox', { name: 'Location' });
    await user.type(location, 'Guad');
    await screen.findByRole('option', { name: /Guadalajara, México/ });
    await user.keyboard('{ArrowDown}{Enter}');
    expect(location).toHaveValue('Guadalajara, México');

    // More places: an accessible combobox of its own; each pick a chip with its own radius.
    const more = screen.getByRole('combobox', { name: 'More places' });
    await user.type(more, 'Zapo');
    const option = await screen.findByRole('option', { name: /Zapopan, México/ });
    await user.keyboard('{ArrowDown}');
    expect(more).toHaveAttribute('aria-activedescendant', option.id);
    await user.keyboard('{Enter}');
    const chips = screen.getByRole('list', { name: 'Places targeted' });
    expect(within(chips).getAllByRole('listitem')).toHaveLength(2);
    // The first place is the Location field's: only the added one has a remove button.
    expect(
      within(chips)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Remove Zapopan, México']);
    expect(screen.getByText('Ads will target people in or regularly in: Guadalajara, México; Zapopan, México.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Radius around Zapopan, México (km, optional)'), '10');
    await waitFor(() =>
      expect(
        screen.getByText('Ads will target people in or regularly in: Guadalajara, México; 10 km around Zapopan, México.'),
      ).toBeInTheDocument(),
    );

    await user.click(next());
    await user.click(await screen.findByRole('textbox', { name: 'Keywords' }));
    await user.paste('acrylic nails, gel nails');
    await user.click(next());
    await user.type(await screen.findByLabelText('Weekly budget (USD)'), '100');
    await user.click(screen.getByRole('button', { name: 'Generate Strategy' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      location: 'Guadalajara, México; Zapopan, México',
      place: guadalajara,
      places: [guadalajara, { ...zapopan, radiusKm: 10 }],
    });
  });

  it('editing the Location text drops the picked places: free text stays possible', async () => {
    storeUser({ plan: 'PREMIUM' });
    campaignsEndpoint([]);
    server.use(http.get('*/geo/suggest', () => HttpResponse.json({ places: [guadalajara], source: 'offline' })));
    const { user } = renderDashboard('/dashboard#new');
    await screen.findByRole('heading', { level: 3, name: 'Business Info' }, { timeout: 5000 });
    await user.click(screen.getByLabelText('Describe your business'));
    await user.paste('Uñas Lupita: acrylic nails, gel and spa pedicure in Guadalajara, booked by WhatsApp.');
    await user.click(next());
    await user.click(await screen.findByRole('radio', { name: /^Leads/ }));
    await user.click(next());
    const location = await screen.findByRole('combobox', { name: 'Location' });
    await user.type(location, 'Guad');
    await screen.findByRole('option', { name: /Guadalajara/ });
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByRole('combobox', { name: 'More places' })).toBeInTheDocument();
    await user.type(location, ' centro');
    await waitFor(() => expect(screen.queryByRole('combobox', { name: 'More places' })).not.toBeInTheDocument());
  });
});

import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/testing/server';
import { campaignsEndpoint, renderDashboard, storeUser } from '@/testing/dashboard';

const austin = {
  id: 'geonames:4671654',
  kind: 'city',
  name: 'Austin, Texas, United States',
  countryCode: 'US',
  latitude: 30.27,
  longitude: -97.74,
};

describe('Targeting step: place suggestions', { timeout: 15_000 }, () => {
  it('suggests places as the user types (a combobox), picks one by keyboard, and sends it with the campaign', async () => {
    storeUser({ plan: 'PREMIUM' });
    campaignsEndpoint([]);
    const asked: string[] = [];
    server.use(
      http.get('*/geo/suggest', ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json({ places: [austin], source: 'offline' });
      }),
    );
    const { user } = renderDashboard('/dashboard#new');
    await screen.findByRole('heading', { level: 3, name: 'Business Info' }, { timeout: 5000 });
    await user.click(screen.getByLabelText('Describe your business'));
    await user.paste('Bright Smile Dental: teeth whitening and family check-ups in Austin.');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('radio', { name: /^Leads/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(await screen.findByLabelText('Language', { selector: 'input' }), 'English');
    const location = screen.getByRole('combobox', { name: 'Location' });
    await user.type(location, 'Austin, Tex');

    const option = await screen.findByRole('option', { name: /Austin, Texas, United States/ });
    expect(option).toBeInTheDocument();
    expect(location).toHaveAttribute('aria-expanded', 'true');
    expect(asked.at(-1)).toBe('?uid=user-1&q=Austin%2C+Tex&language=en');
    expect(screen.getByText('Suggestions from an offline list of places')).toBeInTheDocument();

    await user.keyboard('{ArrowDown}');
    expect(location).toHaveAttribute('aria-activedescendant', option.id);
    await user.keyboard('{Enter}');
    expect(location).toHaveValue('Austin, Texas, United States');
    expect(screen.getByText('Ads will target the city of Austin, Texas, United States.')).toBeInTheDocument();

    // Free text stays possible: editing drops the picked place.
    await user.type(location, ' area');
    await waitFor(() => expect(screen.queryByText(/Ads will target the city/)).not.toBeInTheDocument());
  });
});

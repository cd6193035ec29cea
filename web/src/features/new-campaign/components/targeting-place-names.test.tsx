import { screen } from '@testing-library/react';
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

describe('Targeting step: place names in the owner’s language', { timeout: 15_000 }, () => {
  it('asks for Spanish names ("México") while the ads’ language is not given yet, on a Spanish interface', async () => {
    storeUser({ plan: 'PREMIUM' });
    campaignsEndpoint([]);
    const asked: string[] = [];
    server.use(
      http.get('*/geo/suggest', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('language') ?? '');
        return HttpResponse.json({ places: [guadalajara], source: 'offline' });
      }),
    );
    const { user } = renderDashboard('/dashboard#new', { language: 'es' });
    await screen.findByRole('heading', { level: 3, name: 'Datos del negocio' }, { timeout: 5000 });
    await user.click(screen.getByLabelText(/^Describ/));
    await user.paste('Uñas Lupita: uñas acrílicas, manicura y pedicura con cita en Guadalajara.');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await user.click(await screen.findByRole('radio', { name: /^Clientes potenciales/ }));
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await user.type(await screen.findByRole('combobox', { name: 'Ubicación' }), 'Guadalajara');

    expect(await screen.findByRole('option', { name: /Guadalajara, México/ })).toBeInTheDocument();
    expect(asked.at(-1)).toBe('es');
  });
});

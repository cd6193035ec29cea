import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { emptyProfile } from '@contract/business-profile';
import { server } from '@/testing/server';
import { campaignsEndpoint, renderDashboard, storeUser } from '@/testing/dashboard';

/** Issue 28: the campaign form starts from the saved business profile. */
describe('campaign form pre-filled from the business profile', { timeout: 15_000 }, () => {
  beforeEach(() => {
    storeUser();
    campaignsEndpoint([]);
  });

  it('fills the brief, the place, the links and the competitors as negative keywords, and says so', async () => {
    server.use(
      http.get('*/profile/user-1/business', () =>
        HttpResponse.json({
          stored: true,
          profile: {
            ...emptyProfile(),
            status: 'confirmed',
            businessName: 'Panadería La Espiga',
            offering: 'Masa madre y tortas por encargo',
            sellingPoints: ['30 años de oficio'],
            hours: 'Lun a sáb de 8 a 20',
            places: ['Córdoba, Argentina'],
            bookingUrl: 'https://laespiga.example/encargos',
            competitors: ['Panificadora Sol'],
          },
        }),
      ),
    );
    renderDashboard('/dashboard#new');
    await screen.findByRole('heading', { level: 3, name: 'Business Info' }, { timeout: 5000 });
    expect(await screen.findByText('Filled in from your business profile. Change anything for this campaign.')).toBeInTheDocument();
    expect(screen.getByLabelText('Describe your business')).toHaveValue(
      'Panadería La Espiga: Masa madre y tortas por encargo. 30 años de oficio. Lun a sáb de 8 a 20.',
    );
  });

  it('leaves the form empty without a saved profile (a draft is never used silently)', async () => {
    renderDashboard('/dashboard#new');
    await screen.findByRole('heading', { level: 3, name: 'Business Info' }, { timeout: 5000 });
    expect(screen.getByLabelText('Describe your business')).toHaveValue('');
    expect(screen.queryByText(/Filled in from your business profile/)).not.toBeInTheDocument();
  });
});

import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { emptyProfile, type BusinessProfile } from '@contract/business-profile';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { fakeSession, fakeUser, storeUser } from '@/testing/session';

const draft: BusinessProfile = {
  ...emptyProfile(),
  businessName: 'Panadería La Espiga',
  offering: 'Masa madre y tortas por encargo',
  places: ['Córdoba, Argentina'],
  phone: '+54 351 555 1234',
};

function profileEndpoint(answer: { profile: BusinessProfile; stored: boolean; draftedFrom?: { campaignId: string; name: string } }) {
  const puts: unknown[] = [];
  server.use(
    http.get('*/profile/user-1/business', () => HttpResponse.json(answer)),
    http.put('*/profile/user-1/business', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      puts.push(body);
      if (body['phone'] === 'call me') {
        return HttpResponse.json({ error: 'INVALID_REQUEST', message: 'phone: must be a phone number' }, { status: 400 });
      }
      return HttpResponse.json({ profile: { ...emptyProfile(), ...body, status: 'confirmed' }, stored: true });
    }),
  );
  return puts;
}

const open = async (language: 'en' | 'es' = 'en') => {
  const rendered = renderApp('/business', { session: fakeSession({ user: fakeUser() }), language });
  await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
  return rendered;
};

describe('Business page', { timeout: 15_000 }, () => {
  beforeEach(() => storeUser({ plan: 'PREMIUM' }));

  it('shows the draft from the first brief for confirmation, and saves the corrected profile', async () => {
    const puts = profileEndpoint({ profile: draft, stored: false, draftedFrom: { campaignId: 'c1', name: 'La Espiga – Córdoba' } });
    const { user } = await open();
    expect(await screen.findByText(/We drafted this from your first brief \(“La Espiga – Córdoba”\)/)).toBeInTheDocument();
    const name = screen.getByLabelText('Business name');
    expect(name).toHaveValue('Panadería La Espiga');
    // The stored number as people in Córdoba write it.
    expect(screen.getByLabelText('Phone')).toHaveValue('0351 555-1234');
    await user.clear(name);
    await user.type(name, 'La Espiga');
    await user.type(screen.getByLabelText('Competitor names to exclude'), 'Panificadora Sol{Enter}Pan del Sur');
    await user.click(screen.getByRole('button', { name: 'Confirm and save' }));
    expect(await screen.findByText('Saved. Your next strategies and answers use it.')).toBeInTheDocument();
    expect(puts[0]).toMatchObject({
      businessName: 'La Espiga',
      places: ['Córdoba, Argentina'],
      competitors: ['Panificadora Sol', 'Pan del Sur'],
      // Left as shown: it goes back as stored, its country with it.
      phone: '+54 351 555 1234',
    });
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('shows the server’s refusal, naming the field', async () => {
    profileEndpoint({ profile: { ...draft, status: 'confirmed' }, stored: true });
    const { user } = await open();
    const phone = await screen.findByLabelText('Phone');
    await user.clear(phone);
    await user.type(phone, 'call me');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('phone: must be a phone number');
  });

  it('shows what Premium learned from edits, in Spanish', async () => {
    profileEndpoint({
      profile: { ...draft, status: 'confirmed', rejectedLines: ['La Mejor De Córdoba'], voiceExamples: ['Horneamos Desde 1994'] },
      stored: true,
    });
    await open('es');
    expect(await screen.findByText('Lo que Pautia aprendió de tus ediciones')).toBeInTheDocument();
    expect(screen.getByText('La Mejor De Córdoba')).toBeInTheDocument();
    expect(screen.getByText('Horneamos Desde 1994')).toBeInTheDocument();
  });

  it('offers a retry when the profile cannot be read', async () => {
    server.use(http.get('*/profile/user-1/business', () => HttpResponse.json({ error: 'INTERNAL' }, { status: 500 })));
    await open();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent("We couldn't load your business profile."));
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

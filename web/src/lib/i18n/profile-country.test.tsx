import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { emptyProfile, type BusinessProfile } from '@contract/business-profile';
import { SPANISH_VARIETY_KEY, forgetSignedInData } from '@/lib/browser-data';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { fakeSession, fakeUser, storeUser } from '@/testing/session';
import { currentVariety } from './language';

/** A signed-in owner's Spanish follows their business's country, as the server reads it from the profile's first place. */
const profile = (places: string[]): BusinessProfile => ({ ...emptyProfile(), businessName: 'Uñas Lupita', places, status: 'confirmed' });

function profileAnswers(country: string | undefined, places: string[]) {
  server.use(
    http.get('*/profile/user-1/business', () =>
      HttpResponse.json({ profile: profile(places), stored: true, ...(country ? { country } : {}) }),
    ),
  );
}

describe('the Spanish of a signed-in owner', { timeout: 15_000 }, () => {
  beforeEach(() => {
    storeUser({ plan: 'PREMIUM' });
    localStorage.removeItem(SPANISH_VARIETY_KEY);
  });

  it('is tuteo once the profile says the business is in Mexico, though the browser reads voseo', async () => {
    profileAnswers('MX', ['Guadalajara, Jalisco']);
    renderApp('/business', { session: fakeSession({ user: fakeUser() }), language: 'es', variety: 'voseo' });
    expect(await screen.findByLabelText('Qué vendes', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(currentVariety()).toBe('tuteo');
    expect(screen.queryByLabelText('Qué vendés')).not.toBeInTheDocument();
    // The next visit on this browser starts in it; sign-out forgets it.
    expect(localStorage.getItem(SPANISH_VARIETY_KEY)).toBe('tuteo');
    forgetSignedInData();
    expect(localStorage.getItem(SPANISH_VARIETY_KEY)).toBeNull();
  });

  it('is voseo for a business in Argentina, though the browser reads tuteo', async () => {
    profileAnswers('AR', ['Córdoba, Argentina']);
    renderApp('/business', { session: fakeSession({ user: fakeUser() }), language: 'es', variety: 'tuteo' });
    await waitFor(() => expect(screen.getByLabelText('Qué vendés')).toBeInTheDocument(), { timeout: 5000 });
    expect(currentVariety()).toBe('voseo');
  });

  it('stays the browser’s when the profile names no country', async () => {
    profileAnswers(undefined, []);
    renderApp('/business', { session: fakeSession({ user: fakeUser() }), language: 'es', variety: 'voseo' });
    expect(await screen.findByLabelText('Qué vendés', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(currentVariety()).toBe('voseo');
    expect(localStorage.getItem(SPANISH_VARIETY_KEY)).toBeNull();
  });
});

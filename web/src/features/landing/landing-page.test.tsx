import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '@/testing/render';
import { fakeSession, fakeUser } from '@/testing/session';

const CTAS = ['Start Now - Free Consultation', 'Get Started Today'];

async function openLanding(session = fakeSession()) {
  const rendered = renderApp('/', { session });
  await screen.findByRole('heading', { level: 1 });
  return rendered;
}

describe('landing page', () => {
  it.each([
    ['a visitor', fakeSession(), '/login'],
    ['a signed-in user', fakeSession({ user: fakeUser() }), '/dashboard'],
  ])('sends %s from every call to action to %s', async (_who, session, target) => {
    await openLanding(session);
    for (const label of CTAS) {
      const links = screen.getAllByRole('link', { name: label });
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) expect(link).toHaveAttribute('href', target);
    }
  });

  it('takes a visitor who clicks the hero call to action to /login', async () => {
    const { user, router } = await openLanding();
    await user.click(screen.getAllByRole('link', { name: 'Start Now - Free Consultation' })[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('takes a signed-in user who clicks the final call to action to /dashboard', async () => {
    const { user, router } = await openLanding(fakeSession({ user: fakeUser() }));
    await user.click(screen.getByRole('link', { name: 'Get Started Today' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it("makes the spec's promises", async () => {
    await openLanding();
    for (const promise of ['Free consultation', 'Expert guidance', 'Clear ROI', '24/7 support', 'Satisfaction guarantee']) {
      expect(screen.getByRole('heading', { name: promise })).toBeInTheDocument();
    }
  });

  it('has the sections of the spec: hero, call to action, features, steps, return on investment, trust, final call to action', async () => {
    await openLanding();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Turn ad spend into customers');
    for (const name of [
      'Everything an agency promises, without the agency fees',
      'From a blank page to a live campaign',
      'Four steps, about five minutes',
      'Know what every dollar brings back',
      'Built to be trusted with your business',
      'Your next customers are searching right now',
    ]) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('img', { name: /return on ad spend of 3\.8 times/ })).toBeInTheDocument();
  });

  it('sizes every image (no layout shift) and loads those below the fold lazily', async () => {
    await openLanding();
    const images = screen.getAllByRole('img').filter((img) => img.tagName === 'IMG');
    expect(images.length).toBeGreaterThanOrEqual(5);
    for (const img of images) {
      expect(img).toHaveAttribute('width');
      expect(img).toHaveAttribute('height');
      expect(img.getAttribute('alt')).not.toBe('');
    }
    const [hero, ...below] = images;
    expect(hero).not.toHaveAttribute('loading', 'lazy');
    for (const img of below) expect(img).toHaveAttribute('loading', 'lazy');
  });
});

import { screen, within } from '@testing-library/react';
import { renderApp } from '@/testing/render';
import { fakeSession, fakeUser } from '@/testing/session';

describe('profile page', () => {
  it("shows the signed-in user's photo, name and e-mail", async () => {
    renderApp('/profile', {
      session: fakeSession({
        user: fakeUser({ displayName: 'Ana García', email: 'ana@example.com', photoURL: 'https://lh3.googleusercontent.com/a/ana' }),
      }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'My Profile' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ana García' })).toBeInTheDocument();
    expect(screen.getByText('ana@example.com')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Profile photo of Ana García' })).toHaveAttribute(
      'src',
      'https://lh3.googleusercontent.com/a/ana',
    );
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('uses the stored userData when the session lacks the details', async () => {
    localStorage.setItem('userData', JSON.stringify({ uid: 'user-1', name: 'Lucía Fernández', email: 'lucia@example.com', picture: '' }));
    renderApp('/profile', { session: fakeSession({ user: fakeUser({ displayName: null, email: null }) }) });
    expect(await screen.findByRole('heading', { name: 'Lucía Fernández' })).toBeInTheDocument();
    expect(screen.getByText('lucia@example.com')).toBeInTheDocument();
    // No photo: the initial stands in, still named for screen readers.
    expect(screen.getByRole('img', { name: 'Profile photo of Lucía Fernández' })).toHaveTextContent('L');
  });

  it("shows 'Loading...' while nothing is known about the user yet", async () => {
    renderApp('/profile', { session: fakeSession({ user: fakeUser({ displayName: null, email: null }) }) });
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('status')).toHaveTextContent('Loading...');
    expect(within(main).queryByRole('img')).not.toBeInTheDocument();
  });
});

describe('profile page in both languages', () => {
  it("shows 'Cargando...' in the Spanish interface while nothing is known yet", async () => {
    renderApp('/profile', { session: fakeSession({ user: fakeUser({ displayName: null, email: null }) }), language: 'es' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mi perfil' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent('Cargando...');
    expect(document.title).toBe('Mi perfil · Pautia');
  });

  it('speaks Spanish to a Spanish reader: photo label, Google note, links', async () => {
    renderApp('/profile', {
      session: fakeSession({ user: fakeUser({ displayName: 'Ana García', email: 'ana@example.com', photoURL: '' }) }),
      language: 'es',
    });
    expect(await screen.findByRole('img', { name: 'Foto de perfil de Ana García' })).toHaveTextContent('A');
    expect(screen.getByText('Sesión iniciada con Google')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mi plan' })).toHaveAttribute('href', '/plan');
    expect(screen.getByRole('main')).not.toHaveTextContent(/Signed in with Google|My Profile/);
  });

  it('has the English title and a language choice', async () => {
    renderApp('/profile', { session: fakeSession({ user: fakeUser({ displayName: 'Ana García', email: 'ana@example.com' }) }) });
    const section = await screen.findByRole('region', { name: 'Language' });
    expect(within(section).getByRole('button', { name: 'EN English' })).toHaveAttribute('aria-pressed', 'true');
    expect(document.title).toBe('My Profile · Pautia');
  });
});

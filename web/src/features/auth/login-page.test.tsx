import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { fakeSession, fakeUser } from '@/testing/session';

const stored = () => JSON.parse(localStorage.getItem('userData') ?? 'null') as Record<string, unknown> | null;

describe('login screen', () => {
  it('shows the Spanish welcome, the benefits and the Google button in the Spanish interface', async () => {
    renderApp('/login', { language: 'es' });
    expect(await screen.findByRole('button', { name: 'Iniciar sesión con Google' })).toBeEnabled();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Bienvenido a Pautia');
    expect(screen.getByText(/Planificá y lanzá campañas de Google Ads/)).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
    expect(screen.getByRole('link', { name: 'Términos y condiciones' })).toHaveAttribute('href', '/legal/terms-and-conditions');
    expect(document.title).toBe('Iniciar sesión · Pautia');
  });

  it('shows the English welcome, the benefits and the Google button in the English interface', async () => {
    renderApp('/login');
    expect(await screen.findByRole('button', { name: 'Sign in with Google' })).toBeEnabled();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome to Pautia');
    expect(screen.getByText('AI-written campaign strategies in minutes')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/legal/privacy-policy');
    expect(screen.queryByText(/Iniciar sesión|Bienvenido/)).not.toBeInTheDocument();
    expect(document.title).toBe('Sign in · Pautia');
  });

  it('has the language switch, which turns the page to Spanish at once and remembers it', async () => {
    const { user } = renderApp('/login');
    const language = await screen.findByRole('group', { name: 'Language' });
    await user.click(within(language).getByRole('button', { name: 'ES Español' }));
    expect(await screen.findByRole('button', { name: 'Iniciar sesión con Google' })).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Idioma' })).getByRole('button', { name: 'ES Español' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(localStorage.getItem('pautia.language')).toBe('es');
  });

  it('on success stores the server user record and goes to /', async () => {
    let body: unknown;
    let auth: string | null = null;
    server.use(
      http.post('*/auth/google', async ({ request }) => {
        body = await request.json();
        auth = request.headers.get('authorization');
        return HttpResponse.json({
          uid: 'user-1',
          name: 'Ana García',
          email: 'ana@example.com',
          picture: '',
          plan: 'PRO',
          canChat: true,
          canCreateCampaign: true,
        });
      }),
    );
    const { user, router } = renderApp('/login', { session: fakeSession() });
    await user.click(await screen.findByRole('button', { name: 'Sign in with Google' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(body).toMatchObject({ uid: 'user-1', email: 'ana@example.com' });
    expect(auth).toBe('Bearer test-id-token');
    expect(stored()).toMatchObject({ uid: 'user-1', plan: 'PRO', canChat: true });
  });

  it.each([
    ['en', 'Sign in with Google', 'Signing in...'],
    ['es', 'Iniciar sesión con Google', 'Iniciando sesión...'],
  ] as const)('(%s) shows "%s" → "%s" and disables the button while busy', async (language, idle, busyLabel) => {
    let release: () => void = () => {};
    server.use(
      http.post('*/auth/google', async () => {
        await new Promise<void>((r) => (release = r));
        return HttpResponse.json({
          uid: 'user-1',
          name: 'A',
          email: 'a@example.com',
          picture: '',
          plan: 'BASIC',
          canChat: true,
          canCreateCampaign: true,
        });
      }),
    );
    const { user } = renderApp('/login', { language });
    await user.click(await screen.findByRole('button', { name: idle }));
    const busy = await screen.findByRole('button', { name: busyLabel });
    expect(busy).toBeDisabled();
    release();
  });

  it('on 403 stores a limited free_limit_reached record and goes to /pricing', async () => {
    server.use(http.post('*/auth/google', () => HttpResponse.json({ error: 'free_limit_reached', message: 'x' }, { status: 403 })));
    const { user, router } = renderApp('/login', { session: fakeSession() });
    await user.click(await screen.findByRole('button', { name: 'Sign in with Google' }));
    // The navigation ends once the page's code is in (cold in a test file): the limit is for hangs.
    await waitFor(() => expect(router.state.location.pathname).toBe('/pricing'), { timeout: 5000 });
    expect(stored()).toMatchObject({
      uid: 'user-1',
      userId: 'user-1',
      isLimited: true,
      statusCode: 403,
      reason: 'free_limit_reached',
      canCreateCampaign: false,
      canChat: false,
      createdFrom: 'firebase-only',
      ts: expect.any(Number),
    });
  });

  it.each([
    ['a 500', () => HttpResponse.json({ error: 'INTERNAL', message: 'x' }, { status: 500 }), 500],
    ['a network failure', () => HttpResponse.error(), 0],
  ])('on %s stores the backend_unavailable fallback and goes to /', async (_label, reply, statusCode) => {
    server.use(http.post('*/auth/google', reply));
    const { user, router } = renderApp('/login', { session: fakeSession() });
    await user.click(await screen.findByRole('button', { name: 'Sign in with Google' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(stored()).toMatchObject({ uid: 'user-1', isLimited: true, reason: 'backend_unavailable', statusCode, canChat: false });
  });

  it('in local mode asks which emulator account to use before signing in', async () => {
    server.use(
      http.post('*/auth/google', () =>
        HttpResponse.json({
          uid: 'user-1',
          name: 'Luis',
          email: 'luis@example.com',
          picture: '',
          plan: 'BASIC',
          canChat: true,
          canCreateCampaign: true,
        }),
      ),
    );
    const session = fakeSession({ localSignIn: true });
    const { user, router } = renderApp('/login', { session });
    await user.click(await screen.findByRole('button', { name: 'Sign in with Google' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a test Google account' });
    expect(dialog).toHaveTextContent('Local sign-in · Auth emulator · no real Google account');
    expect(dialog).toHaveTextContent('local stand-in');
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Luis');
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'Luis@Example.com');
    await user.click(screen.getByRole('button', { name: /Continue as Luis/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(session.signInWithGoogle).toHaveBeenCalledWith(expect.objectContaining({ name: 'Luis', email: 'luis@example.com' }));
  });

  it('shows an error and re-enables the button when Google sign-in fails', async () => {
    const { user } = renderApp('/login', { session: fakeSession({ signInError: new Error('network') }) });
    await user.click(await screen.findByRole('button', { name: 'Sign in with Google' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't sign you in with Google. Please try again.");
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeEnabled();
  });
});

describe('route guard', () => {
  it.each(['/dashboard', '/profile', '/plan', '/pricing'])('sends a visitor from %s to /login, replacing the entry', async (path) => {
    const { router } = renderApp(path, { session: fakeSession({ user: null }) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('lets a signed-in user through', async () => {
    const { router } = renderApp('/profile', { session: fakeSession({ user: fakeUser() }) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });
});

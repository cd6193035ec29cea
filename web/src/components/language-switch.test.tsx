import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { fakeSession, fakeUser } from '@/testing/session';

const mainNav = () => screen.getByRole('navigation', { name: /^(Main|Principal)$/ });

describe('language switch', () => {
  it('turns the whole page Spanish at once, sets <html lang> and remembers the choice in this browser', async () => {
    const { user } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    expect(within(mainNav()).getByRole('link', { name: 'Get Started' })).toBeInTheDocument();

    await user.click(within(mainNav()).getByRole('button', { name: 'ES Español' }));

    expect(await within(mainNav()).findByRole('link', { name: 'Empezar' })).toBeInTheDocument();
    expect(within(mainNav()).getByRole('button', { name: 'ES Español' })).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement.lang).toBe('es');
    expect(localStorage.getItem('pautia.language')).toBe('es');
    // The footer follows too.
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Todos los derechos reservados.');
  });

  it('saves the choice on the signed-in user’s record, so it follows them to another device', async () => {
    const saved: unknown[] = [];
    server.use(
      http.put('*/users/:uid/language', async ({ request, params }) => {
        saved.push({ uid: params['uid'], body: await request.json(), acceptLanguage: request.headers.get('accept-language') });
        return HttpResponse.json({ language: 'es' });
      }),
    );
    const { user } = renderApp('/', { session: fakeSession({ user: fakeUser({ uid: 'user-1' }) }) });
    await screen.findByRole('heading', { level: 1 });

    await user.click(within(mainNav()).getByRole('button', { name: 'ES Español' }));

    await waitFor(() => expect(saved).toEqual([{ uid: 'user-1', body: { language: 'es' }, acceptLanguage: 'es-AR' }]));
    expect(within(mainNav()).getByRole('link', { name: 'Panel' })).toBeInTheDocument();
  });

  it('does not save anything for a visitor', async () => {
    let calls = 0;
    server.use(
      http.put('*/users/:uid/language', () => {
        calls += 1;
        return HttpResponse.json({ language: 'es' });
      }),
    );
    const { user } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    await user.click(within(mainNav()).getByRole('button', { name: 'ES Español' }));
    await within(mainNav()).findByRole('link', { name: 'Empezar' });
    expect(calls).toBe(0);
  });
});

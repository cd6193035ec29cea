import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { fakeSession, fakeUser } from '@/testing/session';
import { AUTO_START_DELAY_MS } from './google-ads-return-page';

const PATH = '/integrations/google-ads';

function storeUser(uid = 'user-1') {
  localStorage.setItem('userData', JSON.stringify({ uid, name: 'Ana García', email: 'ana@example.com', picture: '', plan: 'PREMIUM' }));
}

/** GET /oauth2callback/start at the HTTP edge; records each query. */
function startEndpoint(reply: () => Response = () => HttpResponse.json({ url: consentUrl() })) {
  const queries: Record<string, string>[] = [];
  server.use(
    http.get('*/oauth2callback/start', ({ request }) => {
      queries.push(Object.fromEntries(new URL(request.url).searchParams));
      return reply();
    }),
  );
  return queries;
}

/** A same-document URL: jsdom can follow a hash change, not a real navigation to Google. */
const consentUrl = () => `${window.location.origin}${window.location.pathname}#google-consent`;

/** The page's own card (the layout has its own live regions, e.g. the preview banner). */
const card = () => within(screen.getByRole('region', { name: 'Google Ads connection' }));
const heading = () => screen.findByRole('heading', { name: 'Google Ads connection' });

/**
 * Waits for the lazily loaded page while setTimeout is faked (Testing Library's findBy* awaits a
 * setTimeout internally, so it cannot be used then): polls on a real interval, which is not faked.
 */
async function pageShown() {
  const realTick = () =>
    new Promise<void>((resolve) => {
      const id = setInterval(() => {
        clearInterval(id);
        resolve();
      }, 20);
    });
  for (let i = 0; i < 250 && !screen.queryByRole('heading', { name: 'Google Ads connection' }); i++) await act(realTick);
  expect(screen.getByRole('heading', { name: 'Google Ads connection' })).toBeInTheDocument();
}

afterEach(() => {
  window.location.hash = '';
});

describe('the Google Ads return page', () => {
  it('shows the success on status=ok, and a link back to the dashboard', async () => {
    renderApp(`${PATH}?status=ok`);
    await heading();
    expect(card().getByRole('status')).toHaveTextContent('Connection authorized successfully.');
    expect(card().queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it.each([
    [
      'reason',
      '?status=error&reason=Access+to+Google+Ads+was+denied.&error_description=second&error=third',
      'Access to Google Ads was denied.',
    ],
    ['error_description', '?status=error&error_description=The+user+cancelled&error=access_denied', 'The user cancelled'],
    ['error', '?status=error&error=access_denied', 'access_denied'],
  ])('shows the failure as a warning with %s as the Detail', async (_param, query, detail) => {
    renderApp(`${PATH}${query}`);
    await heading();
    const alert = card().getByRole('alert');
    expect(alert).toHaveClass('alert-warning');
    expect(alert).toHaveTextContent("We couldn't complete the authorization.");
    expect(alert).toHaveTextContent(`Detail: ${detail}`);
    expect(screen.queryByText('Connection authorized successfully.')).not.toBeInTheDocument();
  });

  it('shows the failure without a Detail line when the query has none', async () => {
    renderApp(`${PATH}?status=error`);
    await heading();
    expect(card().getByRole('alert')).toHaveTextContent("We couldn't complete the authorization.");
    expect(screen.queryByText(/Detail:/)).not.toBeInTheDocument();
  });

  it('renders the Detail as text, never as markup', async () => {
    renderApp(`${PATH}?status=error&reason=${encodeURIComponent('<img src=x onerror=alert(1)>')}`);
    await heading();
    expect(card().getByRole('alert')).toHaveTextContent('Detail: <img src=x onerror=alert(1)>');
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it('without a result, says so and does not start anything', async () => {
    const queries = startEndpoint();
    renderApp(PATH);
    await heading();
    expect(screen.getByText(/There is no authorization result to show here/)).toBeInTheDocument();
    expect(queries).toHaveLength(0);
  });
});

describe('the Google Ads return page in both languages', () => {
  it('says the SPEC sentences in Spanish for a Spanish reader', async () => {
    renderApp(`${PATH}?status=ok`, { language: 'es' });
    expect(await screen.findByRole('heading', { name: 'Conexión con Google Ads' })).toBeInTheDocument();
    const region = within(screen.getByRole('region', { name: 'Conexión con Google Ads' }));
    expect(region.getByRole('status')).toHaveTextContent('La conexión se autorizó correctamente.');
    expect(screen.getByRole('link', { name: 'Volver al panel' })).toHaveAttribute('href', '/dashboard');
    expect(document.title).toBe('Conexión con Google Ads · Pautia');
  });

  it('shows the failure with its Detail in Spanish', async () => {
    renderApp(`${PATH}?status=error&error=access_denied`, { language: 'es' });
    await screen.findByRole('heading', { name: 'Conexión con Google Ads' });
    const alert = within(screen.getByRole('region', { name: 'Conexión con Google Ads' })).getByRole('alert');
    expect(alert).toHaveTextContent('No pudimos completar la autorización.');
    expect(alert).toHaveTextContent('Detalle: access_denied');
    expect(alert).not.toHaveTextContent("We couldn't complete the authorization.");
  });

  it('has its own English title', async () => {
    renderApp(`${PATH}?status=ok`);
    await heading();
    expect(document.title).toBe('Google Ads connection · Pautia');
  });
});

describe('auto-start (?autostart=1)', () => {
  it('starts the connection after 1.2 s and follows the consent URL', async () => {
    storeUser();
    const queries = startEndpoint();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderApp(`${PATH}?autostart=1`, { session: fakeSession({ user: fakeUser() }) });
    await pageShown();
    expect(card().getByRole('status')).toHaveTextContent('Taking you to Google');

    await act(() => vi.advanceTimersByTimeAsync(AUTO_START_DELAY_MS - 1));
    expect(queries).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    vi.useRealTimers();

    await waitFor(() => expect(window.location.hash).toBe('#google-consent'));
    expect(queries).toEqual([{ uid: 'user-1', returnTo: '/integrations/google-ads' }]);
    expect(AUTO_START_DELAY_MS).toBe(1200);
  });

  it("shows the start's error when the backend refuses", async () => {
    storeUser();
    const queries = startEndpoint(() => HttpResponse.json({ error: 'NOT_CONFIGURED', message: 'x' }, { status: 503 }));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderApp(`${PATH}?autostart=1`, { session: fakeSession({ user: fakeUser() }) });
    await pageShown();
    await act(() => vi.advanceTimersByTimeAsync(AUTO_START_DELAY_MS));
    vi.useRealTimers();
    expect(await within(await screen.findByRole('region', { name: 'Google Ads connection' })).findByRole('alert')).toHaveTextContent(
      "We couldn't start the Google Ads connection. Please try again.",
    );
    expect(queries).toHaveLength(1);
    expect(window.location.hash).toBe('');
  });

  it('asks to sign in when there is no stored account', async () => {
    const queries = startEndpoint();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderApp(`${PATH}?autostart=1`);
    await pageShown();
    await act(() => vi.advanceTimersByTimeAsync(AUTO_START_DELAY_MS));
    vi.useRealTimers();
    expect(await within(await screen.findByRole('region', { name: 'Google Ads connection' })).findByRole('alert')).toHaveTextContent(
      "We couldn't find your account info. Please sign in and try again.",
    );
    expect(queries).toHaveLength(0);
  });

  it('does not start again when coming back with a result', async () => {
    storeUser();
    const queries = startEndpoint();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderApp(`${PATH}?status=ok&autostart=1`, { session: fakeSession({ user: fakeUser() }) });
    await pageShown();
    await act(() => vi.advanceTimersByTimeAsync(AUTO_START_DELAY_MS * 2));
    vi.useRealTimers();
    expect(card().getByRole('status')).toHaveTextContent('Connection authorized successfully.');
    expect(queries).toHaveLength(0);
  });
});

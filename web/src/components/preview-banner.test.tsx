import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/testing/server';
import { renderApp, renderWithProviders as render } from '@/testing/render';
import { PreviewBanner } from './preview-banner';

const CONNECTED = 'Preview backend running in this workspace.';
const DISCONNECTED = 'Preview backend disconnected.';

describe('preview banner', () => {
  it('says the preview backend is running, with an info icon, while /health answers', async () => {
    render(<PreviewBanner enabled />);
    const banner = await screen.findByRole('status');
    expect(banner).toHaveTextContent(CONNECTED);
    expect(screen.getByRole('img', { name: 'Info' })).toBeInTheDocument();
  });

  it.each([
    ['the network fails', () => HttpResponse.error()],
    ['it answers 503', () => HttpResponse.json({ error: 'UNAVAILABLE' }, { status: 503 })],
    ['something else answers', () => new HttpResponse('<html>proxy error</html>', { headers: { 'Content-Type': 'text/html' } })],
  ])('says it is disconnected, with a warning icon, when %s', async (_label, reply) => {
    server.use(http.get('*/health', reply));
    render(<PreviewBanner enabled />);
    expect(await screen.findByText(DISCONNECTED)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Warning' })).toBeInTheDocument();
    expect(screen.queryByText(CONNECTED)).not.toBeInTheDocument();
  });

  it('follows the backend as it goes away and comes back', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(<PreviewBanner enabled />);
    expect(await screen.findByText(CONNECTED)).toBeInTheDocument();
    server.use(http.get('*/health', () => HttpResponse.error()));
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(await screen.findByText(DISCONNECTED)).toBeInTheDocument();
    server.resetHandlers();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(await screen.findByText(CONNECTED)).toBeInTheDocument();
  });

  it('is absent, and asks nothing, when not in local mode', async () => {
    let asked = 0;
    server.use(
      http.get('*/health', () => {
        asked += 1;
        return HttpResponse.json({ ok: true });
      }),
    );
    const { container } = render(<PreviewBanner enabled={false} />);
    // Give a request the chance to happen if the banner were (wrongly) polling.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container).toBeEmptyDOMElement();
    expect(asked).toBe(0);
  });

  it('is appended to every page of the layout in local mode', async () => {
    renderApp('/company/about');
    expect(await screen.findByText(CONNECTED)).toBeInTheDocument();
  });
});

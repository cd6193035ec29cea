import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { InterfaceLanguage } from '@contract/languages';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { fakeSession, fakeUser } from '@/testing/session';

/** Test helpers for the dashboard: the stored user, the page, and the backend at the HTTP edge. */
export { storeUser } from '@/testing/session';

export function renderDashboard(path = '/dashboard', { language = 'en' }: { language?: InterfaceLanguage } = {}) {
  return renderApp(path, { session: fakeSession({ user: fakeUser() }), language });
}

export interface RawCampaign {
  id?: string;
  name?: string;
  status?: string;
  createdAt?: unknown;
  objective?: string;
  type?: string;
  location?: string;
  language?: string;
  budget?: number | string | null;
  googleAds?: unknown;
}

/** GET /campaign/user/user-1 answering `campaigns` (or what `reply` returns), counting calls. */
export function campaignsEndpoint(campaigns: RawCampaign[] | (() => Response | Promise<Response>) = []) {
  const calls = { count: 0 };
  server.use(
    http.get('*/campaign/user/user-1', () => {
      calls.count += 1;
      return typeof campaigns === 'function' ? campaigns() : HttpResponse.json({ campaigns });
    }),
  );
  return calls;
}

// i18n-ignore: the English interface, as tests render it by default
export const sidebar = () => screen.getByRole('complementary', { name: 'Your campaigns' });
/** The sidebar, once the lazily loaded page has rendered it. */
// i18n-ignore: the English interface, as tests render it by default
export const findSidebar = async () => within(await screen.findByRole('complementary', { name: 'Your campaigns' }, { timeout: 5000 }));

/** A promise to hold an msw answer until the test releases it. */
export function gate() {
  let release: () => void = () => {};
  const opened = new Promise<void>((resolve) => (release = resolve));
  return { opened, release };
}

/**
 * A Server-Sent Events answer the test writes as it goes (the HTTP edge of a streamed request):
 * `send` writes one event, `end` closes the stream.
 */
export function eventStream() {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  return {
    response: () => new HttpResponse(body, { headers: { 'content-type': 'text/event-stream; charset=utf-8' } }),
    send(event: string, data: unknown) {
      controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
    },
    /** Raw text, e.g. half an event. */
    write(chunk: string) {
      controller.enqueue(encoder.encode(chunk));
    },
    close() {
      controller.close();
    },
  };
}

import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/**
 * The local backend's health check, answered by default: the preview banner in the shared layout
 * polls it on every screen. Tests about the banner override it with `server.use(...)`.
 */
export const healthHandler = http.get('*/health', () =>
  HttpResponse.json({ ok: true, mode: 'local', providers: { ai: 'local', billing: 'local', ads: 'local' } }),
);

/** Place suggestions (issue 15): the Targeting step asks as the user types; none unless a test says so. */
export const geoSuggestHandler = http.get('*/geo/suggest', () => HttpResponse.json({ places: [], source: 'offline' }));

/** Issue 28: the business profile the campaign form starts from (none saved unless a test says so). */
export const businessProfileHandler = http.get('*/profile/:uid/business', () =>
  HttpResponse.json({
    profile: {
      businessName: '',
      offering: '',
      places: [],
      sellingPoints: [],
      offers: [],
      hours: '',
      phone: '',
      whatsapp: '',
      bookingUrl: '',
      sitePages: [],
      tone: '',
      avoid: [],
      competitors: [],
      rejectedLines: [],
      voiceExamples: [],
      status: 'draft',
    },
    stored: false,
  }),
);

/** Issue 28: the conversation Pro and Premium keep on the server (empty unless a test says so). */
export const chatHistoryHandler = http.get('*/chat/:uid/history', () => HttpResponse.json({ exchanges: [], memory: 0 }));

/** The HTTP edge for web tests: add handlers per test with `server.use(...)`. */
export const server = setupServer(healthHandler, geoSuggestHandler, businessProfileHandler, chatHistoryHandler);

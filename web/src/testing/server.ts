import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { emptyProfile } from '@contract/business-profile';
import { normalizePlan } from '@contract/plans';
import { readUserData } from '@/lib/user-data';

/**
 * The local backend's health check, answered by default: the preview banner in the shared layout
 * polls it on every screen. Tests about the banner override it with `server.use(...)`.
 */
export const healthHandler = http.get('*/health', () =>
  HttpResponse.json({ ok: true, mode: 'local', providers: { ai: 'local', billing: 'local', ads: 'local' } }),
);

/** Place suggestions: the Targeting step asks as the user types; none unless a test says so. */
export const geoSuggestHandler = http.get('*/geo/suggest', () => HttpResponse.json({ places: [], source: 'offline' }));

/** The business profile the campaign form starts from (none saved unless a test says so). */
export const businessProfileHandler = http.get('*/profile/:uid/business', () =>
  HttpResponse.json({
    profile: emptyProfile(),
    stored: false,
  }),
);

/** The conversation Pro and Premium keep on the server (empty unless a test says so). */
export const chatHistoryHandler = http.get('*/chat/:uid/history', () => HttpResponse.json({ exchanges: [], memory: 0 }));

/**
 * The payment banner in the shared layout reads the subscription status on every signed-in
 * screen. By default it answers the plan stored at sign-in, paid up (no banner); billing tests
 * override it (`answerStatus`).
 */
export const subscriptionStatusHandler = http.get('*/api/suscripciones/estado/:uid', () => {
  const plan = normalizePlan(readUserData()?.plan);
  // i18n-ignore: the server's message, test data
  return HttpResponse.json({
    plan,
    status: plan === 'BASIC' ? 'none' : 'active',
    cancel_at_period_end: false,
    current_period_end: null,
    message: '',
    subscription_id: plan === 'BASIC' ? null : 'sub_test',
    payment_state: 'ok',
  });
});

/** The HTTP edge for web tests: add handlers per test with `server.use(...)`. */
/** The navigation bar's notifications on every signed-in screen: none unless a test says so. */
export const notificationsHandler = http.get('*/notifications/:uid', () => HttpResponse.json({ notifications: [], unread: 0 }));
/** The profile's e-mail and alert switches, at their defaults. */
export const notificationPreferencesHandler = http.get('*/notifications/:uid/preferences', () =>
  HttpResponse.json({
    weeklyReport: false,
    alertEmails: true,
    alerts: { SPEND_PACING: true, NO_CONVERSIONS: true, TRACKING_SILENT: true, ADS_POLICY: true, LIMITED_BY_BUDGET: true },
  }),
);

export const server = setupServer(
  healthHandler,
  geoSuggestHandler,
  businessProfileHandler,
  chatHistoryHandler,
  subscriptionStatusHandler,
  notificationsHandler,
  notificationPreferencesHandler,
);

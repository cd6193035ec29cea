import * as logger from 'firebase-functions/logger';

/**
 * An ERROR event, written as one structured entry: `logger.error` would replace the message with a
 * stack trace of the logging call itself (meant for Error Reporting), which only points at this file.
 */
function errorEvent(message: string, fields: Record<string, unknown>) {
  logger.write({ severity: 'ERROR', message, ...fields });
}

/**
 * Every log line is a named event with structured fields. Never pass tokens, secrets or request
 * bodies here.
 */
export const log = {
  requestFailed: (fields: { method: string; path: string; status: number; code: string; error?: unknown }) =>
    errorEvent('request_failed', { ...fields, error: describe(fields.error) }),
  userSignedIn: (uid: string, created: boolean) => logger.info('user_signed_in', { uid, created }),
  limitReached: (uid: string, feature: string) => logger.info('limit_reached', { uid, feature }),
  rateLimited: (uid: string, action: string) => logger.info('rate_limited', { uid, action }),
  aiFailed: (uid: string, what: string, error: unknown) => logger.warn('ai_failed', { uid, what, error: describe(error) }),
  strategyGenerated: (uid: string, campaignId: string, provider: string, ms: number) =>
    logger.info('strategy_generated', { uid, campaignId, provider, ms }),
  chatAnswered: (uid: string, provider: string, remembered: number, ms: number) =>
    logger.info('chat_answered', { uid, provider, remembered, ms }),
  releaseFailed: (uid: string, feature: string, error: unknown) =>
    errorEvent('usage_release_failed', { uid, feature, error: describe(error) }),
  settleFailed: (uid: string, feature: string, error: unknown) =>
    errorEvent('usage_settle_failed', { uid, feature, error: describe(error) }),
  checkoutExpireFailed: (uid: string, sessionId: string, error: unknown) =>
    errorEvent('checkout_expire_failed', { uid, sessionId, error: describe(error) }),
  /** A paid subscription that checkout's rules refuse (lower plan, second trial): cancelled, not applied. */
  subscriptionRefused: (uid: string, subscriptionId: string, reason: string) =>
    logger.warn('subscription_refused', { uid, subscriptionId, reason }),
  /** A reservation whose lease expired (its process died) was settled by a later request of the user. */
  leaseSettled: (uid: string, feature: string, id: string, outcome: 'spent' | 'given back') =>
    logger.warn('usage_lease_settled', { uid, feature, id, outcome }),
  webhookReceived: (id: string, type: string) => logger.info('webhook_received', { id, type }),
  webhookDuplicate: (id: string) => logger.info('webhook_duplicate', { id }),
  webhookFailed: (id: string, error: unknown) => errorEvent('webhook_failed', { id, error: describe(error) }),
  subscriptionSynced: (uid: string, plan: string, status: string) => logger.info('subscription_synced', { uid, plan, status }),
  webhookIgnored: (id: string, type: string, reason: string) => logger.info('webhook_ignored', { id, type, reason }),
  webhookSignatureRejected: (reason: string) => logger.warn('webhook_signature_rejected', { reason }),
  /** A signed event without what its handler needs (answered 400, so Stripe stops retrying it). */
  webhookMalformed: (id: string, reason: string) => logger.warn('webhook_malformed', { id, reason }),
  subscriptionSkipped: (uid: string, subscriptionId: string, reason: string) =>
    logger.info('subscription_skipped', { uid, subscriptionId, reason }),
  subscriptionReplaced: (uid: string, replaced: string, by: string) => logger.info('subscription_replaced', { uid, replaced, by }),
  /** Two live subscriptions for one user: the older was cancelled. */
  subscriptionReconciled: (uid: string, cancelled: string, kept: string) =>
    logger.warn('subscription_reconciled', { uid, cancelled, kept }),
  /** An event written in another API version than the pinned one: handled, but worth fixing the endpoint. */
  webhookVersionMismatch: (id: string, eventVersion: string, pinned: string) =>
    logger.warn('webhook_api_version_mismatch', { id, eventVersion, pinned }),
  portalOpened: (uid: string, provider: string) => logger.info('billing_portal_opened', { uid, provider }),
  checkoutStarted: (uid: string, priceKey: string, provider: string) => logger.info('checkout_started', { uid, priceKey, provider }),
  cancelScheduled: (uid: string, subscriptionId: string) => logger.info('cancel_scheduled', { uid, subscriptionId }),
  cancelUndone: (uid: string, subscriptionId: string) => logger.info('cancel_undone', { uid, subscriptionId }),
  stripeRequestFailed: (error: unknown) => logger.warn('stripe_request_failed', { error: describe(error) }),
  localCheckoutPaid: (sessionId: string, subscriptionId: string) => logger.info('local_checkout_paid', { sessionId, subscriptionId }),
  googleAdsConnected: (uid: string) => logger.info('google_ads_connected', { uid }),
  googleAdsFailed: (uid: string, code: string, error: unknown) => logger.warn('google_ads_failed', { uid, code, error: describe(error) }),
  googleAdsCampaignCreated: (uid: string, resourceName: string) => logger.info('google_ads_campaign_created', { uid, resourceName }),
  googleAdsAssetLeftOut: (customerId: string, asset: string, reason: string, error: unknown) =>
    logger.warn('google_ads_asset_left_out', { customerId, asset, reason, error: describe(error) }),
  googleAdsStateRefused: (why: string) => logger.warn('google_ads_state_refused', { why }),
  keywordPlanningRefused: (method: string) => logger.warn('keyword_planning_refused', { method, fallback: 'estimate' }),
  keywordLookup: (uid: string, kind: string, source: string, cached: boolean, figures: boolean) =>
    logger.info('keyword_lookup', { uid, kind, source, cached, figures }),
  profileFactsFailed: (uid: string, error: unknown) => logger.warn('profile_facts_failed', { uid, error: describe(error) }),
  modelShutdownNear: (model: string, shutdownDate: string, days: number) =>
    logger.warn('openai_model_shutdown_near', { model, shutdownDate, days }),
  modelCheckFailed: (model: string, error: unknown) => logger.warn('openai_model_check_failed', { model, error: describe(error) }),
};

function describe(error: unknown): string | undefined {
  if (error === undefined) return undefined;
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}

import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import type { BillingProvider } from './adapters/billing/billing.js';
import { stripeBilling } from './adapters/billing/stripe-billing.js';
import { createRealGoogleAdsAdapter } from './adapters/google-ads/real.js';
import type { GoogleAdsAdapter } from './adapters/google-ads/types.js';
import { subscriptionsService } from './billing/subscriptions.js';
import { subscriptionSync } from './billing/sync.js';
import { stripeWebhook } from './billing/webhook.js';
import { LOCAL_DEFAULTS, type Config } from './config.js';
import { createTokenCipher } from './crypto/token-cipher.js';
import { googleAdsCampaignService } from './google-ads/create-campaign.js';
import { bundledRates, liveRates } from './currency/rates.js';
import { placesService } from './geo/service.js';
import { googleAdsConnectionsRepo, oauthStatesRepo } from './repos/google-ads.js';
import { googleAdsConnectionService } from './google-ads/connection.js';
import { usersRepo } from './repos/users.js';
import { accountService } from './account/service.js';
import { identityService } from './account/identity.js';
import { conversationService } from './assistant/history.js';
import { campaignPageService } from './campaigns/page.js';
import { billingSyncRepo } from './repos/billing.js';
import { keywordsRepo } from './repos/keywords.js';
import { resultsRepo } from './repos/results.js';
import { usageRepo } from './repos/usage.js';
import { createAiProvider } from './adapters/ai/index.js';
import { assistantService } from './assistant/service.js';
import { campaignService } from './campaigns/service.js';
import { campaignsRepo } from './repos/campaigns.js';
import { chatRepo } from './repos/chat.js';
import { businessProfileRepo } from './repos/business-profile.js';
import { businessProfileService } from './business-profile/service.js';
import { factsService } from './business-profile/facts.js';
import { smtpMailer } from './adapters/mail/smtp.js';
import { trackingService } from './results/tracking-page.js';
import type { Mailer } from './adapters/mail/types.js';
import { supportRepo } from './repos/support.js';
import { supportService } from './support/service.js';
import { usagePlanAndPeriod, usageService } from './usage/usage.js';
import { rateLimiter } from './usage/rate-limit.js';
import { rateLimitsRepo } from './repos/rate-limits.js';
import { createRealResultsAdapter } from './adapters/ads-results/real.js';
import type { AdsResultsAdapter } from './adapters/ads-results/types.js';
import { copyEngineHeadlineSuggester } from './results/headline-suggester.js';
import type { CachedResults } from './results/cached.js';
import { resultsService } from './results/service.js';
import { estimatePlanner } from './adapters/keyword-planner/estimate.js';
import { planningSettings, realKeywordPlanner } from './adapters/keyword-planner/real.js';
import type { KeywordPlanner } from './adapters/keyword-planner/types.js';
import { keywordService } from './keywords/service.js';
import { marketBids } from './keywords/market.js';
import { storedLanguages } from './i18n/request-language.js';
import { missingStandIns, type StandIns } from './stand-ins.js';
import { outboxRepo } from './repos/outbox.js';
import { outboxService } from './outbox/service.js';
import { notificationsRepo } from './repos/notifications.js';
import { notificationsService } from './notifications/service.js';
import { unsubscribePage } from './notifications/unsubscribe-page.js';
import { mailTokens } from './crypto/mail-token.js';
import { expiredLeaseOwners } from './repos/lease-sweep.js';

/**
 * The composition root: repos and adapters are built here, once per instance, and handed to the
 * services; routes get the services only (and the configuration and the token check), never `db`,
 * `auth`, a repo or an adapter. Third-party providers are chosen here from configuration, and only here.
 */
export function createServices(config: Config, deps: { db: Firestore; auth: Auth; standIns?: StandIns | undefined }) {
  const users = usersRepo(deps.db);
  // The users' stored interface languages, for error answers that come without Accept-Language.
  const languages = storedLanguages(async (uid) => (await users.get(uid))?.language);
  // The local stand-ins (functions/src/local/), given by the entry in local mode only.
  const standIn = <K extends keyof StandIns>(what: K): StandIns[K] => {
    if (!deps.standIns) throw missingStandIns(what);
    return deps.standIns[what];
  };

  // AI: OpenAI when configured, locally the stand-in answering with the domain's offline strategist
  // and assistant.
  const ai = createAiProvider(config, () => standIn('ai')());
  const usage = usageService(usageRepo(deps.db, { leaseSeconds: config.usageLeaseSeconds, planAndPeriod: usagePlanAndPeriod }));
  const account = accountService({ users, usage, languages });
  const campaigns = campaignsRepo(deps.db);
  const chats = chatRepo(deps.db);
  // Per-user limits on support requests and new conversations, counted in Firestore.
  const rateLimits = rateLimiter(rateLimitsRepo(deps.db));
  // The business profile: drafted from the first brief, given to strategies and the assistant.
  const profiles = businessProfileRepo(deps.db);
  const businessProfiles = businessProfileService({ profiles, campaigns });
  // The facts a form proposes (no unit, rate limited) and, once confirmed with a campaign, keeps in the profile.
  const facts = factsService({ profiles, rateLimits, ai: { provider: ai, timeoutMs: config.openai.timeoutMs } });
  const timeoutMs = config.openai.timeoutMs;
  // Strategies bid from the market: the keyword planner chosen below (called at request time).
  const campaignStrategies = campaignService({
    ai,
    usage,
    campaigns,
    timeoutMs,
    market: (payload) => marketBids(planner, payload),
    profile: (uid) => businessProfiles.forAnswers(uid),
    rememberFacts: (uid, input) => facts.remember(uid, input),
  });
  // The assistant reads a campaign's latest cached results (no Google Ads operation); `results` is
  // built below and only called at request time.
  const assistant = assistantService({
    ai,
    usage,
    campaigns,
    chats,
    rateLimits,
    timeoutMs,
    latestFigures: (uid, id) => results.latestFigures(uid, id),
    // Budget and CPC questions are answered from the keyword planner's estimate.
    market: (campaign) => marketBids(planner, campaign),
    profile: (uid) => businessProfiles.forAnswers(uid),
  });

  // Billing: Stripe, or the local checkout stand-in, whose signed events go through the same
  // webhook handler Stripe calls (`webhook` is bound below; `deliver` runs only on requests).
  const local =
    config.providers.billing === 'local-checkout'
      ? standIn('billing')({
          prices: config.stripe.prices,
          webhookSecret: config.stripe.webhookSecret ?? LOCAL_DEFAULTS.webhookSecret,
          deliver: (rawBody, signature) => webhook(rawBody, signature),
        })
      : undefined;
  const billing: BillingProvider = local ?? stripeBilling(config);
  const billingSync = subscriptionSync({ repo: billingSyncRepo(deps.db), billing, prices: config.stripe.prices });
  // Who hears that a webhook changed a user's billing state (app.ts drops their cached reads).
  const billingChangeListeners = new Set<(uid: string) => void>();
  const webhook = stripeWebhook({
    config,
    sync: billingSync,
    onUserChanged: (uid) => billingChangeListeners.forEach((listener) => listener(uid)),
  });
  const subscriptions = subscriptionsService({ config, users, billing, sync: billingSync });

  // Google Ads: the real API, or the local sandbox (consent stand-in + operation recorder).
  const googleAds: GoogleAdsAdapter =
    config.providers.ads === 'sandbox'
      ? standIn('googleAds')({ customerId: config.googleAds.customerId })
      : createRealGoogleAdsAdapter(config.googleAds);
  const tokenCipher = createTokenCipher(config.tokenEncryptionKey);
  const oauthStates = oauthStatesRepo(deps.db);
  const googleAdsConnections = googleAdsConnectionsRepo(deps.db, tokenCipher);
  // Exchange rates: fetched daily with real Google Ads, the dated bundled table offline.
  const rates = config.providers.ads === 'sandbox' ? bundledRates() : liveRates();
  const googleAdsCampaigns = googleAdsCampaignService({
    campaigns,
    users,
    connections: googleAdsConnections,
    adapter: googleAds,
    rates,
    profile: (uid) => businessProfiles.forAnswers(uid),
  });
  // Places: Google's geo target suggestions for a connected user with real Google Ads, else the offline dataset.
  const places = placesService({ adapter: googleAds, connections: googleAdsConnections });

  // Results: GAQL through google-ads-api, or the sandbox's simulator.
  const resultsAdapter: AdsResultsAdapter =
    config.providers.ads === 'sandbox' ? standIn('results')() : createRealResultsAdapter(config.googleAds);
  const results = resultsService({
    store: resultsRepo<CachedResults>(deps.db),
    users,
    campaigns,
    connections: googleAdsConnections,
    adapter: resultsAdapter,
    headlines: copyEngineHeadlineSuggester,
    profiles: (uid) => businessProfiles.forAnswers(uid),
    ...(googleAds.resolvePlaces ? { resolvePlaces: googleAds.resolvePlaces.bind(googleAds) } : {}),
  });

  // Keyword research: Google's planner with the app's planning account when configured (an
  // Explorer-level token falls back to the estimate), else benchmark estimates in production and
  // the sample planner locally.
  const planning = planningSettings(config);
  const plannerName = planning.customerId && planning.refreshToken ? 'google' : config.mode === 'local' ? 'sample' : 'estimate';
  const planner: KeywordPlanner =
    plannerName === 'google'
      ? realKeywordPlanner(planning, estimatePlanner())
      : plannerName === 'sample'
        ? standIn('planner')()
        : estimatePlanner();
  const keywords = keywordService({ repo: keywordsRepo(deps.db), usage, planner, plannerName });

  // Support: requests mailed to the team's inbox over SMTP, or locally to the outbox
  // stand-in (/local/mail lists what would have been sent).
  const mailer: Mailer = config.mail.provider === 'local-outbox' ? standIn('mailer')() : smtpMailer(config.mail.smtp);
  const supportRequests = supportRepo(deps.db);
  // Every mail (support, alerts, weekly reports) goes through the outbox: written first, then sent
  // with retries; a support request's mail marks the request mailed once the server accepts it.
  const outbox = outboxService({
    repo: outboxRepo(deps.db),
    mailer,
    onSent: async (message) => {
      if (message.ref?.startsWith('supportRequests/')) await supportRequests.setMailed(message.ref.slice('supportRequests/'.length), true);
    },
  });
  const support = supportService({
    repo: supportRequests,
    outbox,
    campaigns,
    chats,
    users,
    mail: config.mail,
    accountManager: config.support.accountManager,
    rateLimits,
  });

  // Conversion tracking's page section; the installation steps are mailed through the outbox, like
  // every other mail, so a failed send is retried instead of lost.
  const tracking = trackingService({
    campaigns,
    results,
    rateLimits,
    sendMail: async (mail) => {
      await outbox.send(outbox.newId(), { ...mail, kind: 'tracking-instructions', from: config.mail.from });
    },
  });

  const googleAdsConnection = googleAdsConnectionService({
    adapter: googleAds,
    cipher: tokenCipher,
    states: oauthStates,
    connections: googleAdsConnections,
  });

  // Alerts, the weekly report and the mail switches; their checks read results through `results`.
  const notifications = {
    ...notificationsService({
      repo: notificationsRepo(deps.db),
      campaigns,
      users,
      results,
      outbox,
      tokens: mailTokens(config.tokenEncryptionKey),
      mail: { from: config.mail.from },
      publicUrl: config.publicUrl,
    }),
    unsubscribePage,
  };
  // The scheduled work (index.ts's scheduled functions; locally the timer and "run now").
  const jobs = {
    alerts: (options: { origin?: string; uid?: string } = {}) => notifications.checkAlerts(options),
    'weekly-report': (options: { origin?: string; force?: boolean; uid?: string } = {}) => notifications.weeklyReport(options),
    outbox: () => outbox.sweep(),
    async reservations() {
      const uids = await expiredLeaseOwners(deps.db, Math.floor(Date.now() / 1000));
      for (const uid of uids) await usage.settleExpiredLeases(uid);
      return { users: uids.length };
    },
  };

  return {
    config,
    /** The ID token check `requireUser` runs. */
    identity: identityService(deps.auth),
    tracking,
    languages,
    account,
    campaignStrategies,
    campaignPage: campaignPageService({
      campaigns,
      plan: account.plan,
      learn: businessProfiles.learn,
      profile: (uid) => businessProfiles.forAnswers(uid),
    }),
    assistant,
    conversation: conversationService({ chats, plan: account.plan }),
    businessProfiles,
    facts,
    support,
    subscriptions,
    stripeWebhook: webhook,
    onBillingChange: (listener: (uid: string) => void) => void billingChangeListeners.add(listener),
    googleAdsConnection,
    googleAdsCampaigns,
    results,
    places,
    keywords,
    notifications,
    outbox,
    jobs,
  };
}

export type Services = ReturnType<typeof createServices>;

import { Router } from 'express';
import { offlineChatReply } from '../assistant/offline-chat.js';
import type { CreateStandIns } from '../stand-ins.js';
import { offlineStrategy } from '../strategy/strategist.js';
import { offlineProvider } from './ai/offline.js';
import { localBilling, type LocalBilling } from './billing/local-billing.js';
import { localCheckoutRoutes } from './billing/routes.js';
import { localAdsSandboxRoutes } from './google-ads/consent.js';
import { localTagRoutes } from './google-ads/tags.js';
import { createSandboxGoogleAdsAdapter } from './google-ads/sandbox.js';
import { localConversionsRepo, localGoogleAdsRepo } from './google-ads/store.js';
import { samplePlanner } from './keywords/sample-planner.js';
import { localOutboxMailer } from './mail/outbox.js';
import { localMailRoutes } from './mail/routes.js';
import { localMailRepo } from './mail/store.js';
import { createSandboxResultsAdapter } from './results/sandbox.js';
import { localScheduleRoutes } from './schedules/routes.js';

/**
 * The local stand-ins, in one place (ADR 28): the offline AI, the checkout and customer portal, the
 * Google Ads consent screen and sandbox, the results simulator, the sample keyword planner and the
 * mail outbox. Loaded by the entry (main.ts) only when the configuration says local; the composition
 * root calls a factory only for the third party the configuration gave to a stand-in, and `routes`
 * mounts the pages of those in use. Nothing outside local/ imports this folder (a lint zone).
 */
export const createStandIns: CreateStandIns = ({ db }) => {
  const googleAdsStore = { ...localGoogleAdsRepo(db), ...localConversionsRepo(db) };
  const outbox = localMailRepo(db);
  const inUse: { billing?: LocalBilling; googleAds?: boolean } = {};
  return {
    // The domain's deterministic strategist and assistant answer; the stand-in only streams them.
    ai: () => offlineProvider({ strategy: offlineStrategy, chat: offlineChatReply }),
    billing(deps) {
      inUse.billing = localBilling({ db, ...deps });
      return inUse.billing;
    },
    googleAds(settings) {
      inUse.googleAds = true;
      return createSandboxGoogleAdsAdapter(googleAdsStore, settings);
    },
    results: () => createSandboxResultsAdapter(googleAdsStore),
    mailer() {
      return localOutboxMailer((mail) => outbox.add(mail));
    },
    planner: () => samplePlanner(),
    routes({ config, supportQueue, outbox: outboxMessages, jobs }) {
      const router = Router();
      router.use(localScheduleRoutes(jobs));
      if (inUse.billing) router.use(localCheckoutRoutes(inUse.billing, config));
      if (inUse.googleAds) router.use(localAdsSandboxRoutes(googleAdsStore, config), localTagRoutes(googleAdsStore));
      // The outbox page lists what the outbox sent even when real SMTP sends it (no stand-in in use).
      router.use(localMailRoutes(outbox, supportQueue, outboxMessages));
      return router;
    },
  };
};

import type { Router } from 'express';
import type { Firestore } from 'firebase-admin/firestore';
import type { AdsResultsAdapter } from './adapters/ads-results/types.js';
import type { BillingProvider } from './adapters/billing/billing.js';
import type { GoogleAdsAdapter } from './adapters/google-ads/types.js';
import type { KeywordPlanner } from './adapters/keyword-planner/types.js';
import type { Mailer } from './adapters/mail/types.js';
import type { Config, PriceTable } from './config.js';
import type { OutboxMessage } from './repos/outbox.js';
import type { StoredSupportRequest } from './repos/support.js';
import type { AiProvider } from './strategy/ai-port.js';

/**
 * What the local stand-ins (functions/src/local/, ADR 28) give the composition root: one factory
 * per third party, called only when the configuration picked the stand-in for it, and the pages of
 * those stand-ins. Only this port is known outside local/; the entry (main.ts) loads the stand-ins
 * themselves in local mode, so the production function carries none of them.
 */
export interface StandIns {
  ai(): AiProvider;
  /** `deliver` hands a signed Stripe event to the app's real webhook handler. */
  billing(deps: {
    prices: PriceTable;
    webhookSecret: string;
    deliver: (rawBody: Buffer, signature: string) => Promise<unknown>;
  }): BillingProvider;
  googleAds(settings: { customerId: string | undefined }): GoogleAdsAdapter;
  results(): AdsResultsAdapter;
  mailer(): Mailer;
  planner(): KeywordPlanner;
  /** The stand-ins' pages under /local/, for those the composition root asked for. */
  routes(deps: StandInRouteDeps): Router;
}

export interface StandInRouteDeps {
  config: Config;
  /** The support team's open requests, in the order they are worked (the outbox page lists them). */
  supportQueue(): Promise<StoredSupportRequest[]>;
  /** The outbox's newest messages, sent, pending and failed (the outbox page lists them). */
  outbox(): Promise<OutboxMessage[]>;
  /** The scheduled work, for the local timer and "run now" (POST /local/schedules/{name}/run). */
  jobs: ScheduledJobs;
}

/** What each scheduled job does when run; each answers what it did. */
export interface ScheduledJobs {
  /** `uid`: one account's campaigns only (every Premium account's when absent). */
  alerts(options?: { origin?: string; uid?: string }): Promise<unknown>;
  'weekly-report'(options?: { origin?: string; force?: boolean; uid?: string }): Promise<unknown>;
  outbox(): Promise<unknown>;
  reservations(): Promise<unknown>;
}

/** The one factory local/index.ts exports. */
export type CreateStandIns = (deps: { db: Firestore }) => StandIns;

/** A stand-in the configuration picked while none were given: a wiring mistake, said plainly. */
export function missingStandIns(what: string): Error {
  return new Error(`The configuration picks the local ${what} stand-in, but no stand-ins were given (functions/src/local/).`);
}

import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import type { BillingProvider } from './adapters/billing/billing.js';
import { localBilling } from './adapters/billing/local-billing.js';
import { stripeBilling } from './adapters/billing/stripe-billing.js';
import { subscriptionsService } from './billing/subscriptions.js';
import { subscriptionSync } from './billing/sync.js';
import { stripeWebhook } from './billing/webhook.js';
import { LOCAL_DEFAULTS, type Config } from './config.js';
import type { UserRecord } from './contract/api.js';
import { HttpError } from './http/errors.js';
import { usersRepo } from './repos/users.js';

/**
 * The composition root: every route gets its collaborators from here, built once per instance.
 * Third-party providers are chosen here from configuration, and only here.
 */
export function createServices(config: Config, deps: { db: Firestore; auth: Auth }) {
  const users = usersRepo(deps.db);

  // Billing: Stripe, or the local checkout stand-in, whose signed events go through the same
  // webhook handler Stripe calls (`webhook` is bound below; `deliver` runs only on requests).
  const local =
    config.providers.billing === 'local-checkout'
      ? localBilling({
          db: deps.db,
          prices: config.stripe.prices,
          webhookSecret: config.stripe.webhookSecret ?? LOCAL_DEFAULTS.webhookSecret,
          deliver: (rawBody, signature) => webhook(rawBody, signature),
        })
      : undefined;
  const billing: BillingProvider = local ?? stripeBilling(config);
  const billingSync = subscriptionSync({ db: deps.db, billing, prices: config.stripe.prices });
  const webhook = stripeWebhook({ config, sync: billingSync });
  const subscriptions = subscriptionsService({ config, users, billing, sync: billingSync });

  async function userRecord(uid: string): Promise<UserRecord> {
    const user = await users.get(uid);
    if (!user) throw new HttpError('NOT_FOUND', 'No account found. Please sign in again.');
    return {
      uid,
      name: user.name,
      email: user.email,
      picture: user.picture,
      plan: user.plan,
      canChat: true,
      canCreateCampaign: true,
    };
  }

  return { config, db: deps.db, auth: deps.auth, users, userRecord, billing, localBilling: local, stripeWebhook: webhook, subscriptions };
}

export type Services = ReturnType<typeof createServices>;

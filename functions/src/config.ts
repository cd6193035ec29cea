import { z } from 'zod';
import type { PriceKey } from './contract/plans.js';

/**
 * Configuration, parsed once from the environment (Functions params and secrets arrive as
 * environment variables). Nothing else in the backend reads `process.env`.
 *
 * Mode: `local` under the emulators (or PAUTIA_MODE=local), `production` otherwise. Each third party
 * uses its real provider as soon as its key is configured; in local mode the stand-in otherwise. In
 * production a missing key is not a silent fallback: the provider reports NOT_CONFIGURED (503)
 * naming the setting.
 */
export type Mode = 'local' | 'production';

export type PriceTable = Record<PriceKey, string | undefined>;

const optional = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/** An http(s) origin such as https://app.example.com (a path is ignored where an origin is needed). */
const httpUrl = optional.refine((v) => v === undefined || (/^https?:\/\/[^/\s]+/i.test(v) && URL.canParse(v)), {
  message: 'must be an http(s) URL, e.g. https://app.example.com',
});

const envSchema = z.object({
  PAUTIA_MODE: z.enum(['local', 'production']).optional(),
  FUNCTIONS_EMULATOR: optional,
  PRODUCT_NAME: optional,
  PUBLIC_URL: httpUrl,
  OPENAI_API_KEY: optional,
  OPENAI_MODEL: optional,
  OPENAI_BASE_URL: optional,
  AI_TIMEOUT_MS: z.coerce.number().int().positive().optional(),
  /** How long an AI generation's allowance lease stands (usage/usage.ts); tests shorten it. */
  USAGE_LEASE_SECONDS: z.coerce.number().int().positive().optional(),
  /** Support e-mail over SMTP (nodemailer); without SMTP_HOST, locally the outbox stand-in page. */
  SMTP_HOST: optional,
  SMTP_PORT: z.coerce.number().int().positive().optional(),
  /** 'true': TLS from the start (port 465); otherwise STARTTLS when the server offers it. */
  SMTP_SECURE: z.enum(['true', 'false']).optional(),
  SMTP_USER: optional,
  SMTP_PASSWORD: optional,
  /** Where support requests are sent (the team's inbox) and the sender address. */
  SUPPORT_INBOX: optional,
  SUPPORT_FROM: optional,
  /** The Premium account manager's name: Premium requests are assigned to them. */
  ACCOUNT_MANAGER_NAME: optional,
  STRIPE_SECRET_KEY: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  STRIPE_API_HOST: optional,
  STRIPE_API_PORT: z.coerce.number().int().positive().optional(),
  STRIPE_API_PROTOCOL: z.enum(['http', 'https']).optional(),
  /** 'true' turns on Stripe Tax in Checkout (automatic_tax + the billing address it needs). */
  STRIPE_AUTOMATIC_TAX: z.enum(['true', 'false']).optional(),
  STRIPE_PRICE_TRIAL_MONTHLY: optional,
  STRIPE_PRICE_PRO_MONTHLY: optional,
  STRIPE_PRICE_PRO_ANNUAL: optional,
  STRIPE_PRICE_PREMIUM_MONTHLY: optional,
  STRIPE_PRICE_PREMIUM_ANNUAL: optional,
  GOOGLE_OAUTH_CLIENT_ID: optional,
  GOOGLE_OAUTH_CLIENT_SECRET: optional,
  GOOGLE_ADS_DEVELOPER_TOKEN: optional,
  GOOGLE_ADS_LOGIN_CUSTOMER_ID: optional,
  GOOGLE_ADS_CUSTOMER_ID: optional,
  GOOGLE_ADS_PLANNING_CUSTOMER_ID: optional,
  GOOGLE_ADS_PLANNING_REFRESH_TOKEN: optional,
  TOKEN_ENCRYPTION_KEY: optional,
});

export interface Config {
  mode: Mode;
  productName: string;
  /** Public origin of the app (https://app.example.com); derived from the request when unset locally. */
  publicUrl: string | undefined;
  providers: { ai: 'offline' | 'openai'; billing: 'local-checkout' | 'stripe'; ads: 'sandbox' | 'google-ads' };
  openai: { apiKey: string | undefined; model: string; baseUrl: string | undefined; timeoutMs: number };
  /** Seconds an AI generation's allowance lease stands before a later request may settle it. */
  usageLeaseSeconds: number;
  stripe: {
    secretKey: string | undefined;
    webhookSecret: string | undefined;
    prices: PriceTable;
    /** Test seam: point the SDK at a fake HTTP server. */
    api: { host: string | undefined; port: number | undefined; protocol: 'http' | 'https' | undefined };
    /** Stripe Tax in Checkout (STRIPE_AUTOMATIC_TAX=true). */
    automaticTax: boolean;
  };
  /** Support e-mail: SMTP when SMTP_HOST is set, else the local outbox stand-in (local mode only). */
  mail: {
    provider: 'smtp' | 'local-outbox';
    smtp: { host: string; port: number; secure: boolean; user: string | undefined; password: string | undefined } | undefined;
    inbox: string | undefined;
    from: string;
  };
  /** The Premium account manager's name (ACCOUNT_MANAGER_NAME); without it Premium requests go to the support team. */
  support: { accountManager: string | undefined };
  googleAds: {
    clientId: string | undefined;
    clientSecret: string | undefined;
    developerToken: string | undefined;
    loginCustomerId: string | undefined;
    customerId: string | undefined;
  };
  /**
   * Keyword research: the app's own Google Ads account for KeywordPlanIdeaService (needs
   * Basic access). Without it: benchmark estimates in production, the sample planner locally.
   */
  keywordPlanning: { customerId: string | undefined; refreshToken: string | undefined };
  /** 32 bytes, base64; encrypts OAuth refresh tokens at rest. */
  tokenEncryptionKey: string | undefined;
}

/** Stand-in values used in local mode only. Not secrets: they protect nothing real. */
export const LOCAL_DEFAULTS = {
  webhookSecret: 'whsec_local_checkout_not_a_secret',
  tokenEncryptionKey: Buffer.alloc(32, 7).toString('base64'),
  prices: {
    'TRIAL:monthly': 'price_local_trial_monthly',
    'PRO:monthly': 'price_local_pro_monthly',
    'PRO:annual': 'price_local_pro_annual',
    'PREMIUM:monthly': 'price_local_premium_monthly',
    'PREMIUM:annual': 'price_local_premium_annual',
  } satisfies PriceTable,
  /** Locally, Premium requests name a stand-in account manager, labelled as one (ACCOUNT_MANAGER_NAME replaces it). */
  accountManager: 'Lucía Gómez (local stand-in account manager)',
} as const;

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const e = envSchema.parse(env);
  const mode: Mode = e.PAUTIA_MODE ?? (e.FUNCTIONS_EMULATOR === 'true' ? 'local' : 'production');
  const local = mode === 'local';
  const configuredPrices: PriceTable = {
    'TRIAL:monthly': e.STRIPE_PRICE_TRIAL_MONTHLY,
    'PRO:monthly': e.STRIPE_PRICE_PRO_MONTHLY,
    'PRO:annual': e.STRIPE_PRICE_PRO_ANNUAL,
    'PREMIUM:monthly': e.STRIPE_PRICE_PREMIUM_MONTHLY,
    'PREMIUM:annual': e.STRIPE_PRICE_PREMIUM_ANNUAL,
  };
  const billing = e.STRIPE_SECRET_KEY || !local ? 'stripe' : 'local-checkout';
  return {
    mode,
    productName: e.PRODUCT_NAME ?? 'Pautia',
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    providers: {
      ai: e.OPENAI_API_KEY || !local ? 'openai' : 'offline',
      billing,
      ads: e.GOOGLE_OAUTH_CLIENT_ID || !local ? 'google-ads' : 'sandbox',
    },
    openai: {
      apiKey: e.OPENAI_API_KEY,
      // A current small reasoning model with Structured Outputs and streaming (ADR 31); gpt-4.1-mini shuts down 2027-01-14.
      model: e.OPENAI_MODEL ?? 'gpt-6-luna',
      baseUrl: e.OPENAI_BASE_URL,
      timeoutMs: e.AI_TIMEOUT_MS ?? 50_000,
    },
    // Longer than any live request: the function's timeout is 120 s.
    usageLeaseSeconds: e.USAGE_LEASE_SECONDS ?? 300,
    stripe: {
      secretKey: e.STRIPE_SECRET_KEY,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET ?? (billing === 'local-checkout' ? LOCAL_DEFAULTS.webhookSecret : undefined),
      prices: billing === 'local-checkout' ? { ...LOCAL_DEFAULTS.prices, ...dropUndefined(configuredPrices) } : configuredPrices,
      api: { host: e.STRIPE_API_HOST, port: e.STRIPE_API_PORT, protocol: e.STRIPE_API_PROTOCOL },
      automaticTax: e.STRIPE_AUTOMATIC_TAX === 'true',
    },
    mail: {
      provider: e.SMTP_HOST || !local ? 'smtp' : 'local-outbox',
      smtp: e.SMTP_HOST
        ? {
            host: e.SMTP_HOST,
            port: e.SMTP_PORT ?? (e.SMTP_SECURE === 'true' ? 465 : 587),
            secure: e.SMTP_SECURE === 'true',
            user: e.SMTP_USER,
            password: e.SMTP_PASSWORD,
          }
        : undefined,
      inbox: e.SUPPORT_INBOX ?? (local ? 'support@pautia.local' : undefined),
      from: e.SUPPORT_FROM ?? e.SUPPORT_INBOX ?? 'support@pautia.local',
    },
    support: { accountManager: e.ACCOUNT_MANAGER_NAME ?? (local ? LOCAL_DEFAULTS.accountManager : undefined) },
    googleAds: {
      clientId: e.GOOGLE_OAUTH_CLIENT_ID,
      clientSecret: e.GOOGLE_OAUTH_CLIENT_SECRET,
      developerToken: e.GOOGLE_ADS_DEVELOPER_TOKEN,
      loginCustomerId: e.GOOGLE_ADS_LOGIN_CUSTOMER_ID,
      customerId: e.GOOGLE_ADS_CUSTOMER_ID,
    },
    keywordPlanning: { customerId: e.GOOGLE_ADS_PLANNING_CUSTOMER_ID, refreshToken: e.GOOGLE_ADS_PLANNING_REFRESH_TOKEN },
    tokenEncryptionKey: e.TOKEN_ENCRYPTION_KEY ?? (local ? LOCAL_DEFAULTS.tokenEncryptionKey : undefined),
  };
}

function dropUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}

import { createHash, randomBytes, randomInt } from 'node:crypto';
import { HttpError } from '../../errors.js';
import { tokenInvalid } from '../../adapters/google-ads-client/errors.js';
import type { GoogleAdsOperation } from '../../adapters/google-ads/operations.js';
import { addMessageAsset, conversionsFor, linkCallConversion, operationsFor, planCampaign } from '../../adapters/google-ads/plan.js';
import { ensureConversions } from '../../adapters/google-ads/conversions.js';
import { sandboxRefusal } from './sandbox-rules.js';
import { sandboxConversionIo, type SandboxConversionsStore } from './sandbox-conversions.js';
import {
  ADWORDS_SCOPE,
  type AdsAccount,
  type CreationInput,
  type CreationResult,
  type GoogleAdsAdapter,
} from '../../adapters/google-ads/types.js';
import { msg } from '../../i18n/messages.js';

/**
 * The local Google Ads stand-in (no account, no network). Its consent page lives in
 * consent.ts; its state (authorization codes, grants — `revoked: true` plays a
 * user revoking access, the next creation gets invalid_grant — and the exact operations each
 * creation would have sent) lives in Firestore behind store.ts, given here as a
 * `SandboxAdsStore` by local/index.ts.
 */
export const SANDBOX_CONSENT_PATH = '/local/google-ads/consent';
const CODE_TTL_MS = 10 * 60 * 1000;
/** Currencies the consent page offers for its test account. */
export const SANDBOX_CURRENCIES = ['USD', 'EUR', 'ARS'] as const;
export type SandboxCurrency = (typeof SANDBOX_CURRENCIES)[number];

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** The sandbox's stored state (store.ts). */
export interface SandboxAdsStore extends SandboxConversionsStore {
  createCode(code: string, data: { redirectUri: string; currency: string; createdAt: number }): Promise<void>;
  /** Spends the code atomically when `usable` says so; answers it as it was, or undefined. */
  spendCode(
    code: string,
    usable: (stored: { redirectUri: string; usedAt: number | null }) => boolean,
    at: number,
  ): Promise<{ currency: string; createdAt: number } | undefined>;
  createGrant(refreshToken: string, grant: { customerId: string; currency: string; createdAt: number }): Promise<void>;
  grant(refreshToken: string): Promise<{ customerId: string; currency: string; revoked: boolean } | undefined>;
  recordMutation(mutation: {
    uid: string;
    customerId: string;
    currency: string;
    operations: unknown[];
    resourceNames: string[];
    createdAt: number;
  }): Promise<void>;
}

/** Called by the sandbox consent page's Allow button. */
export async function issueSandboxCode(store: SandboxAdsStore, redirectUri: string, currency: SandboxCurrency = 'USD'): Promise<string> {
  const code = `sandbox-code-${randomBytes(16).toString('base64url')}`;
  await store.createCode(code, { redirectUri, currency, createdAt: Date.now() });
  return code;
}

export function createSandboxGoogleAdsAdapter(store: SandboxAdsStore, settings: { customerId: string | undefined }): GoogleAdsAdapter {
  /** The grant's test account; a revoked or unknown refresh token is what Google calls invalid_grant. */
  async function account(refreshToken: string): Promise<AdsAccount> {
    const grant = await store.grant(refreshToken);
    if (!grant || grant.revoked) throw tokenInvalid();
    const currency = grant.currency;
    const actions = await store.conversionActions(grant.customerId);
    // Test accounts record too few conversions for Maximize conversions: bidding is Maximize clicks,
    // as for a new real account (results propose the switch once the tags record enough).
    return {
      customerId: grant.customerId,
      name: `Sandbox test account (${currency})`,
      currency,
      hasConversionActions: false,
      conversionActions: actions.map((a) => ({ resourceName: a.resourceName, name: a.name, type: a.type, status: a.status })),
    };
  }

  return {
    provider: 'sandbox',

    assertConfigured() {},

    consentUrl({ state, redirectUri }) {
      // The same parameters Google's consent URL carries, on this origin's stand-in page.
      const query = new URLSearchParams({
        client_id: 'sandbox',
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: ADWORDS_SCOPE,
        access_type: 'offline',
        prompt: 'consent',
        state,
      });
      return `${new URL(redirectUri).origin}${SANDBOX_CONSENT_PATH}?${query.toString()}`;
    },

    async exchangeCode({ code, redirectUri }) {
      // Single use, for the redirect URI it was issued to, within 10 minutes (Google's rules).
      const spent = await store.spendCode(code, (stored) => stored.usedAt === null && stored.redirectUri === redirectUri, Date.now());
      if (!spent || Date.now() - spent.createdAt > CODE_TTL_MS) throw new HttpError('UPSTREAM_FAILED', msg('oauth.codeExpired'));
      const refreshToken = `sandbox-refresh-${randomBytes(24).toString('base64url')}`;
      const customerId = settings.customerId?.replace(/-/g, '') ?? fakeCustomerId(refreshToken);
      await store.createGrant(refreshToken, { customerId, currency: spent.currency, createdAt: Date.now() });
      return { refreshToken };
    },

    async plan(input) {
      // Offline: picked places keep Google's id when they have one, else become a radius around them.
      return input.plan ?? planCampaign(input, await account(input.refreshToken));
    },

    async createCampaign(input: CreationInput): Promise<CreationResult> {
      const plan = input.plan ?? (await planCampaign(input, await account(input.refreshToken)));
      const customerId = plan.account.customerId;
      const built = operationsFor(input, plan);
      // What Google would refuse, refused the way Google does (nothing recorded, nothing created).
      const refusal = sandboxRefusal(built.operations, plan.account.currency);
      if (refusal) throw refusal;
      // The conversion actions first, as with Google: found or created, their tags read back.
      const conversionActions = await ensureConversions(
        customerId,
        conversionsFor(input, built),
        sandboxConversionIo(store, customerId, plan.account.currency),
      );
      linkCallConversion(built, conversionActions);
      const resourceNames = assignIds(customerId, built.operations);
      const campaignResourceName = resourceNames.find((n) => /\/campaigns\/\d+$/.test(n))!;
      // Exactly what would have been sent.
      await store.recordMutation({
        uid: input.uid,
        customerId,
        currency: plan.account.currency,
        operations: built.operations,
        resourceNames,
        createdAt: Date.now(),
      });
      // The WhatsApp message asset goes in a request of its own, as with Google: sandbox test
      // accounts are not on Google's allowlist for it, so it is refused the way Google refuses it.
      const leftOut = await addMessageAsset(built, customerId, campaignResourceName, async () => {
        throw SANDBOX_NOT_ALLOWLISTED;
      });
      return {
        customerId,
        campaignResourceName,
        resourceNames,
        ...(leftOut.length ? { leftOut } : {}),
        ...(conversionActions.length ? { conversionActions } : {}),
      };
    },
  };
}

/** Google's answer to a WhatsApp message asset for an account not on its allowlist (AssetError 39). */
const SANDBOX_NOT_ALLOWLISTED = {
  errors: [{ error_code: { asset_error: 39 }, message: 'The customer is not on the allow-list for WhatsApp message assets.' }],
};

/** A stable, real-looking 10-digit customer id per grant. */
function fakeCustomerId(seed: string): string {
  const n = Number.parseInt(sha256(seed).slice(0, 12), 16) % 9_000_000_000;
  return String(1_000_000_000 + n);
}

const newId = () => String(randomInt(100_000_000, 281_474_976_710_655));

/**
 * What Google returns for each operation: temporary ids (-1, -2…) replaced by real-looking ids, and
 * resource names in Google's formats (`customers/1/adGroupCriteria/{adGroupId}~{criterionId}` …).
 */
function assignIds(customerId: string, operations: GoogleAdsOperation[]): string[] {
  const ids = new Map<string, string>();
  const real = (name: string | null | undefined) => {
    const match = /^(customers\/\d+\/\w+\/)(-\d+)$/.exec(name ?? '');
    if (!match) return name ?? '';
    const key = match[2]!;
    if (!ids.has(key)) ids.set(key, newId());
    return `${match[1]}${ids.get(key)}`;
  };
  const idOf = (name: string | null | undefined) => real(name).split('/').pop() ?? '';
  const base = `customers/${customerId}`;
  return operations.map((op) => {
    switch (op.entity) {
      case 'campaign_budget':
      case 'campaign':
      case 'ad_group':
        return real(op.resource.resource_name);
      case 'campaign_criterion':
        return `${base}/campaignCriteria/${idOf(op.resource.campaign)}~${newId()}`;
      case 'ad_group_criterion':
        return `${base}/adGroupCriteria/${idOf(op.resource.ad_group)}~${newId()}`;
      case 'ad_group_ad':
        return `${base}/adGroupAds/${idOf(op.resource.ad_group)}~${newId()}`;
      case 'asset':
        return real(op.resource.resource_name);
      case 'campaign_asset':
        return `${base}/campaignAssets/${idOf(op.resource.campaign)}~${idOf(op.resource.asset)}~${op.resource.field_type ?? 0}`;
    }
  });
}

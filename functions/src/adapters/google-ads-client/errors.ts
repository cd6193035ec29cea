import { HttpError } from '../../errors.js';
import { msg } from '../../i18n/messages.js';

/**
 * Google's failures → our error codes and messages a business owner can act on. Never a raw stack,
 * never a token. Works on shapes (google-ads-api's GoogleAdsFailure, gRPC errors, OAuth errors), so
 * this module does not load the library.
 */

// Enum values of google.ads.googleads.v25.errors (checked against the library in the tests).
const AUTHENTICATION = {
  CUSTOMER_NOT_FOUND: 8,
  GOOGLE_ACCOUNT_DELETED: 9,
  NOT_ADS_USER: 14,
  OAUTH_TOKEN_INVALID: 15,
  OAUTH_TOKEN_EXPIRED: 16,
  OAUTH_TOKEN_DISABLED: 17,
  OAUTH_TOKEN_REVOKED: 18,
  OAUTH_TOKEN_HEADER_INVALID: 19,
  GOOGLE_ACCOUNT_AUTHENTICATION_FAILED: 25,
  DEVELOPER_TOKEN_INVALID: 29,
} as const;
const AUTHORIZATION = {
  USER_PERMISSION_DENIED: 2,
  DEVELOPER_TOKEN_PROHIBITED: 4,
  PROJECT_DISABLED: 5,
  INCOMPLETE_SIGNUP: 8,
  MISSING_TOS: 9,
  DEVELOPER_TOKEN_NOT_APPROVED: 10,
  DEVELOPER_TOKEN_NOT_ON_ALLOWLIST: 13,
  CUSTOMER_NOT_ENABLED: 24,
  CLOUD_PROJECT_NOT_APPROVED_FOR_PRODUCTION: 32,
} as const;
export const GOOGLE_ADS_ERROR_ENUMS = { AUTHENTICATION, AUTHORIZATION };

interface FailureLike {
  errors: { error_code?: Record<string, unknown> | null; message?: string | null }[];
}

export function isGoogleAdsFailure(error: unknown): error is FailureLike {
  if (typeof error !== 'object' || error === null || !('errors' in error)) return false;
  const list = (error as { errors: unknown }).errors;
  return Array.isArray(list) && list.length > 0 && list.every((e) => typeof e === 'object' && e !== null && 'error_code' in e);
}

/** The one error type set in a GoogleAdsError's `error_code` oneof, e.g. ['authentication_error', 18]. */
function errorType(code: Record<string, unknown> | null | undefined): [string, unknown] | undefined {
  if (!code) return undefined;
  for (const [key, value] of Object.entries(code)) {
    if (value !== null && value !== undefined && key.endsWith('_error')) return [key, value];
  }
  return undefined;
}

/** Google's own sentence, one line, bounded ('' when Google said nothing). */
function googleSays(message: string | null | undefined): string {
  return (message ?? '').replace(/\s+/g, ' ').trim().slice(0, 200);
}

function fromFailure(failure: FailureLike): HttpError {
  const first = failure.errors[0];
  const [type, value] = errorType(first?.error_code) ?? ['', undefined];
  const is = (...values: number[]) => typeof value === 'number' && values.includes(value);
  const said = googleSays(first?.message);

  if (type === 'authentication_error') {
    const a = AUTHENTICATION;
    if (
      is(
        a.OAUTH_TOKEN_INVALID,
        a.OAUTH_TOKEN_EXPIRED,
        a.OAUTH_TOKEN_DISABLED,
        a.OAUTH_TOKEN_REVOKED,
        a.OAUTH_TOKEN_HEADER_INVALID,
        a.GOOGLE_ACCOUNT_DELETED,
        a.GOOGLE_ACCOUNT_AUTHENTICATION_FAILED,
      )
    ) {
      return tokenInvalid();
    }
    if (is(a.NOT_ADS_USER, a.CUSTOMER_NOT_FOUND)) {
      return new HttpError('GOOGLE_ADS_NOT_CONNECTED', msg('googleAds.noAdsAccount'));
    }
    if (is(a.DEVELOPER_TOKEN_INVALID)) return accessProblem('token');
  }
  if (type === 'authorization_error') {
    const z = AUTHORIZATION;
    if (is(z.USER_PERMISSION_DENIED)) {
      return new HttpError('GOOGLE_ADS_NOT_CONNECTED', msg('googleAds.cannotManage'));
    }
    if (is(z.INCOMPLETE_SIGNUP, z.MISSING_TOS, z.CUSTOMER_NOT_ENABLED)) {
      return new HttpError('CONFLICT', msg('googleAds.accountNotReady'));
    }
    if (is(z.CLOUD_PROJECT_NOT_APPROVED_FOR_PRODUCTION, z.DEVELOPER_TOKEN_NOT_APPROVED)) return accessProblem('test');
    if (is(z.PROJECT_DISABLED)) return accessProblem('disabled');
    if (is(z.DEVELOPER_TOKEN_PROHIBITED, z.DEVELOPER_TOKEN_NOT_ON_ALLOWLIST)) return accessProblem('token');
  }
  // Explorer access: real accounts, but no planning services (keyword ideas, forecasts need Basic).
  if (/explorer access/i.test(first?.message ?? '')) return accessProblem('explorer');
  if (type === 'quota_error') {
    return new HttpError('UPSTREAM_FAILED', msg('googleAds.rateLimited'));
  }
  if (type === 'policy_finding_error' || type === 'policy_violation_error') {
    return new HttpError('INVALID_REQUEST', msg('googleAds.policy', { said }));
  }
  return new HttpError('UPSTREAM_FAILED', msg('googleAds.rejected', { said }));
}

/** Where a Cloud project's Google Ads API access level is seen and applied for. */
export const ACCESS_LEVELS_URL = 'https://console.cloud.google.com/google/ads-apis/overview';

/**
 * The Cloud project's access level is too low for the call (developer tokens were sunset on
 * 2026-09-09; access belongs to the project owning the OAuth client). An operator problem, not the
 * user's: the message says which level is needed and where the operator applies.
 */
export function accessProblem(kind: 'test' | 'explorer' | 'disabled' | 'token'): HttpError {
  // Not worded with "token": the web app treats such bodies as "connect again", which would not help.
  const keys = {
    test: 'googleAds.accessTest',
    explorer: 'googleAds.accessExplorer',
    disabled: 'googleAds.accessDisabled',
    token: 'googleAds.accessToken',
  } as const;
  return new HttpError('NOT_CONFIGURED', msg(keys[kind], { url: ACCESS_LEVELS_URL }));
}

/** An OAuth error from Google's token endpoint (directly or inside a gRPC metadata failure). */
function isInvalidGrant(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const data = (error as { response?: { data?: { error?: unknown } } }).response?.data;
  if (data?.error === 'invalid_grant') return true;
  const text = [(error as { message?: unknown }).message, (error as { details?: unknown }).details]
    .filter((v) => typeof v === 'string')
    .join(' ');
  return /\binvalid_grant\b/.test(text);
}

/** gRPC status codes (https://grpc.io/docs/guides/status-codes/). */
const GRPC = { DEADLINE_EXCEEDED: 4, PERMISSION_DENIED: 7, UNAVAILABLE: 14, UNAUTHENTICATED: 16 } as const;

export function mapGoogleAdsError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  if (isGoogleAdsFailure(error)) return fromFailure(error);
  if (isInvalidGrant(error)) return tokenInvalid();
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  if (code === GRPC.UNAUTHENTICATED) return tokenInvalid();
  if (code === GRPC.PERMISSION_DENIED) {
    return new HttpError('GOOGLE_ADS_NOT_CONNECTED', msg('googleAds.cannotManage'));
  }
  if (code === GRPC.DEADLINE_EXCEEDED) return new HttpError('UPSTREAM_TIMEOUT', msg('googleAds.timeout'));
  if (code === GRPC.UNAVAILABLE) return new HttpError('UPSTREAM_FAILED', msg('googleAds.unreachable'));
  return new HttpError('UPSTREAM_FAILED', msg('googleAds.createFailed'));
}

/** AssetError values Google answers when the account is not on an asset type's allowlist. */
const ASSET_NOT_ALLOWLISTED = [13, 39, 46];

/** Google refused an asset because the account is not on its allowlist (WhatsApp message assets). */
export function isNotAllowlisted(error: unknown): boolean {
  if (!isGoogleAdsFailure(error)) return false;
  return error.errors.some((e) => {
    const [type, value] = errorType(e.error_code) ?? ['', undefined];
    return type === 'asset_error' && typeof value === 'number' && ASSET_NOT_ALLOWLISTED.includes(value);
  });
}

/** What a revoked or expired grant becomes. */
export function tokenInvalid(): HttpError {
  return new HttpError('GOOGLE_ADS_TOKEN_INVALID', msg('googleAds.tokenRevoked'));
}

export function isTokenInvalid(error: unknown): boolean {
  return error instanceof HttpError && error.code === 'GOOGLE_ADS_TOKEN_INVALID';
}

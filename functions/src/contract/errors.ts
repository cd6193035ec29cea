/** Every error the API answers is `{ error: ErrorCode, message: string, ...extra }`. */
export const ERROR_CODES = {
  INVALID_REQUEST: 400,
  UNAUTHENTICATED: 401,
  GOOGLE_ADS_TOKEN_INVALID: 401,
  FORBIDDEN: 403,
  free_limit_reached: 403,
  PREMIUM_REQUIRED: 403,
  GOOGLE_ADS_NOT_CONNECTED: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  LIMIT_REACHED: 429,
  /** Google Ads operations budget (per user or app-wide) spent for today. */
  QUOTA_EXCEEDED: 429,
  /** Too many support requests or new conversations in a short time; `retryAfterSeconds` says when to try again. */
  RATE_LIMITED: 429,
  /** The AI declined to answer (a refusal or its safety filter); the message says why (issue 28). */
  AI_DECLINED: 422,
  INTERNAL: 500,
  UPSTREAM_FAILED: 502,
  NOT_CONFIGURED: 503,
  /** The AI provider's rate limit: `retryAfterSeconds` says when to try again (issue 28). */
  AI_RATE_LIMITED: 503,
  /** The operator's AI quota or billing is exhausted: waiting does not fix it (issue 28). */
  AI_QUOTA_EXHAUSTED: 503,
  UPSTREAM_TIMEOUT: 504,
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

export interface ApiErrorBody {
  error: ErrorCode;
  message: string;
  /** Set with LIMIT_REACHED. */
  feature?: LimitedFeature;
  /** Set with INVALID_REQUEST when one field is at fault (dot path, e.g. `headlines.3`). */
  field?: string;
  /** Set with AI_RATE_LIMITED and RATE_LIMITED: seconds until a retry may succeed (also the Retry-After header). */
  retryAfterSeconds?: number;
}

export type LimitedFeature = 'campaigns' | 'ai_queries' | 'keyword_research';

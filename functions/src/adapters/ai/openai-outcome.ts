import { createHash } from 'node:crypto';
import { APIConnectionTimeoutError, APIError } from 'openai';
import { HttpError } from '../../errors.js';
import { msg, type Message } from '../../i18n/messages.js';

/**
 * What an OpenAI answer really was: the Responses API answers 200 for a response
 * that is `incomplete` (its length limit, or the content filter), `failed` (an error object), or a
 * refusal (a `refusal` content part instead of text), and a stream may end in `response.failed` or
 * an `error` event after text was sent. None of these is a whole answer: each becomes an HttpError
 * that says what happened, and the caller gives the unit back. Rate limits and quota exhaustion
 * are told apart (both are HTTP 429 at OpenAI): the first says when to try again, the second is
 * the operator's problem and is not retried.
 */

/** OpenAI's `safety_identifier`: a stable id per end user, hashed so nothing identifying is sent (≤ 64 characters). */
export function safetyIdentifier(uid: string): string {
  return createHash('sha256').update(`pautia-user:${uid}`).digest('hex');
}

/** A rate-limited call is retried (by the SDK, once) only when OpenAI asks to wait at most this long. */
export const RETRY_WAIT_MAX_MS = 2000;
/** When a 429 names no wait. */
const DEFAULT_RETRY_SECONDS = 20;

/**
 * The adapter's HTTP edge: the SDK retries every 429, which helps a short rate limit and wastes
 * the deadline on quota exhaustion (waiting does not fix it) or a long wait. Those answers are
 * marked `x-should-retry: false`, which the SDK obeys.
 */
export function edgeFetch(base: typeof fetch = fetch): typeof fetch {
  return async (input, init) => {
    const res = await base(input, init);
    if (res.status !== 429) return res;
    const body = await res.clone().text();
    const wait = retryAfterMs(res.headers);
    if (!isQuotaError(errorFields(body)) && wait !== undefined && wait <= RETRY_WAIT_MAX_MS) return res;
    const headers = new Headers(res.headers);
    headers.set('x-should-retry', 'false');
    return new Response(body, { status: res.status, statusText: res.statusText, headers });
  };
}

/** The parts of a Responses API response whose outcome is checked. */
export interface ResponseOutcome {
  status?: string | null | undefined;
  error?: { code?: string | null; message?: string | null } | null | undefined;
  incomplete_details?: { reason?: string | null } | null | undefined;
  output?: readonly unknown[] | null | undefined;
}

/** Throws unless the response is a whole answer: completed, and no refusal in its place. */
export function assertWholeAnswer(response: ResponseOutcome): void {
  const refusal = refusalOf(response);
  if (refusal !== undefined) {
    throw new HttpError('AI_DECLINED', refusal ? msg('ai.declined', { reason: refusal }) : msg('ai.filtered'));
  }
  const status = response.status ?? 'completed';
  if (status === 'completed') return;
  if (status === 'incomplete') {
    if (response.incomplete_details?.reason === 'content_filter') throw new HttpError('AI_DECLINED', msg('ai.filtered'));
    throw upstream(msg('ai.incomplete'));
  }
  if (status === 'failed') throw fromErrorCode(response.error?.code ?? undefined, undefined);
  // queued, in_progress, cancelled: not an answer either.
  throw upstream(msg('ai.incomplete'));
}

/** Turns what an SDK call threw into the API's error: 504, 503 (rate limit, quota), 502. */
export function toHttpError(error: unknown, signal: AbortSignal): HttpError {
  if (error instanceof HttpError) return error;
  if (signal.aborted || error instanceof APIConnectionTimeoutError) return new HttpError('UPSTREAM_TIMEOUT', msg('ai.timeout'));
  if (error instanceof APIError) {
    const fields = { code: error.code ?? undefined, type: error.type ?? undefined };
    // A stream's `error` event has no HTTP status: its code says what happened.
    if (!error.status) return fromErrorCode(fields.code, undefined, error);
    if (error.status === 429) {
      if (isQuotaError(fields)) return withCause(new HttpError('AI_QUOTA_EXHAUSTED', msg('ai.quotaExhausted')), error);
      return withCause(rateLimited(retryAfterMs(error.headers)), error);
    }
    return upstream(msg('ai.failedStatus', { status: error.status }), error);
  }
  // A dropped connection, bad JSON, a parser's ZodError.
  return upstream(msg('ai.failed'), error);
}

function fromErrorCode(code: string | undefined, retryMs: number | undefined, cause?: unknown): HttpError {
  if (code === 'insufficient_quota') return withCause(new HttpError('AI_QUOTA_EXHAUSTED', msg('ai.quotaExhausted')), cause);
  if (code === 'rate_limit_exceeded') return withCause(rateLimited(retryMs), cause);
  return upstream(msg('ai.failedMidAnswer', { detail: code ?? 'error' }), cause);
}

function rateLimited(retryMs: number | undefined): HttpError {
  const seconds = retryMs === undefined ? DEFAULT_RETRY_SECONDS : Math.max(1, Math.ceil(retryMs / 1000));
  return new HttpError('AI_RATE_LIMITED', msg('ai.rateLimited', { seconds }), { retryAfterSeconds: seconds });
}

/** The refusal's text when the model refused (possibly empty), else undefined. */
function refusalOf(response: ResponseOutcome): string | undefined {
  for (const item of response.output ?? []) {
    if (!isRecord(item) || item['type'] !== 'message' || !Array.isArray(item['content'])) continue;
    for (const part of item['content'] as unknown[]) {
      if (isRecord(part) && part['type'] === 'refusal') return typeof part['refusal'] === 'string' ? part['refusal'].trim() : '';
    }
  }
  return undefined;
}

/**
 * How long OpenAI asks to wait: `retry-after-ms`, `retry-after` (seconds or a date), else the
 * rate-limit reset headers (`x-ratelimit-reset-requests` / `-tokens`, e.g. "1s", "6m0s", "120ms").
 */
export function retryAfterMs(headers: Headers | undefined): number | undefined {
  if (!headers) return undefined;
  const ms = Number(headers.get('retry-after-ms'));
  if (headers.get('retry-after-ms') && Number.isFinite(ms) && ms >= 0) return ms;
  const after = headers.get('retry-after');
  if (after) {
    const seconds = Number(after);
    if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
    const date = Date.parse(after);
    if (Number.isFinite(date)) return Math.max(0, date - Date.now());
  }
  const resets = [headers.get('x-ratelimit-reset-requests'), headers.get('x-ratelimit-reset-tokens')]
    .map((value) => (value ? durationMs(value) : undefined))
    .filter((value): value is number => value !== undefined);
  return resets.length ? Math.max(...resets) : undefined;
}

/** "6m0s", "1.5s", "120ms" → milliseconds. */
function durationMs(value: string): number | undefined {
  const parts = [...value.matchAll(/(\d+(?:\.\d+)?)(ms|h|m|s)/g)];
  if (!parts.length) return undefined;
  const unit = { h: 3_600_000, m: 60_000, s: 1000, ms: 1 } as const;
  return parts.reduce((sum, [, n, u]) => sum + Number(n) * unit[u as keyof typeof unit], 0);
}

function errorFields(body: string): { code?: string | undefined; type?: string | undefined } {
  try {
    const parsed: unknown = JSON.parse(body);
    const error = isRecord(parsed) && isRecord(parsed['error']) ? parsed['error'] : {};
    return {
      code: typeof error['code'] === 'string' ? error['code'] : undefined,
      type: typeof error['type'] === 'string' ? error['type'] : undefined,
    };
  } catch {
    return {};
  }
}

function isQuotaError(fields: { code?: string | undefined; type?: string | undefined }): boolean {
  return fields.code === 'insufficient_quota' || fields.type === 'insufficient_quota';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function upstream(message: Message, cause?: unknown): HttpError {
  return withCause(new HttpError('UPSTREAM_FAILED', message), cause);
}

function withCause(error: HttpError, cause: unknown): HttpError {
  if (cause !== undefined) error.cause = cause;
  return error;
}

/**
 * Counts in the strategy's JSON schema, which strict Structured Outputs enforce (`minItems` /
 * `maxItems` on arrays). String lengths stay with the copy linter and the prompt: strict mode's
 * documented keywords for strings are `pattern` and `format`, not `maxLength`. Applied by property
 * name wherever it occurs, so the schema's shape (contract/campaigns.ts) stays its own.
 */
const COUNTS: Readonly<Record<string, { minItems?: number; maxItems: number }>> = {
  adGroups: { minItems: 1, maxItems: 4 },
  keywords: { minItems: 1, maxItems: 10 },
  headlines: { minItems: 3, maxItems: 15 },
  descriptions: { minItems: 2, maxItems: 4 },
  negativeKeywords: { maxItems: 15 },
  kpis: { maxItems: 6 },
  nextSteps: { maxItems: 7 },
};

export function withCounts<F extends { schema?: Record<string, unknown> }>(format: F): F {
  const visit = (node: unknown): void => {
    if (!isRecord(node)) return;
    const properties = node['properties'];
    if (isRecord(properties)) {
      for (const [name, child] of Object.entries(properties)) {
        const counts = COUNTS[name];
        if (counts && isRecord(child) && child['type'] === 'array') Object.assign(child, counts);
        visit(child);
      }
    }
    visit(node['items']);
    for (const key of ['anyOf', '$defs', 'definitions'] as const) {
      const nested = node[key];
      if (Array.isArray(nested)) nested.forEach(visit);
      else if (isRecord(nested)) Object.values(nested).forEach(visit);
    }
  };
  visit(format.schema);
  return format;
}

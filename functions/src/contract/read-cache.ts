/**
 * The request header (and its value) that asks for a fresh read. Not `Cache-Control: no-cache`:
 * Firebase Hosting's proxy puts `Cache-Control: no-cache, no-store` and `Pragma: no-cache` on every
 * request it forwards to a function (firebase-tools lib/hosting/proxy.js), so the standard header
 * cannot carry the browser's intent through it.
 */
export const FRESH_READ_HEADER = 'Pautia-Read';
export const FRESH_READ_VALUE = 'fresh';

/**
 * The backend keeps each user's recent GET answers in the memory of the instance that served them
 * (http/read-cache.ts, ADR 19), for at most this long, counted from when the data was read.
 *
 * - A request of the user's that may change data (anything but GET) drops that user's answers on the
 *   instance that served it, before the caller sees its response.
 * - `Pautia-Read: fresh` on a GET skips the memory and refreshes it. The web app sends it for
 *   this long after any change it made (so its next reads, on any instance, see its own writes) and
 *   while it waits for a change made elsewhere (the plan after Checkout).
 * - Changes made elsewhere (Stripe webhooks, another device) show within this long.
 */
export const READ_CACHE_MAX_AGE_MS = 5_000;

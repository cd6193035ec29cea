/**
 * The backend keeps each user's recent GET answers in the memory of the instance that served them
 * (http/read-cache.ts, ADR 19), for at most this long, counted from when the data was read.
 *
 * - A request of the user's that may change data (anything but GET) drops that user's answers on the
 *   instance that served it, before the caller sees its response.
 * - `Cache-Control: no-cache` on a GET skips the memory and refreshes it. The web app sends it for
 *   this long after any change it made (so its next reads, on any instance, see its own writes) and
 *   while it waits for a change made elsewhere (the plan after Checkout).
 * - Changes made elsewhere (Stripe webhooks, another device) show within this long.
 */
export const READ_CACHE_MAX_AGE_MS = 5_000;

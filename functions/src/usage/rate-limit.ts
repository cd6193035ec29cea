import { HttpError } from '../errors.js';
import { msg } from '../i18n/messages.js';
import { log } from '../logs.js';
import type { RateLimitsRepo } from '../repos/rate-limits.js';

/**
 * Per-user rate limits on what costs the team or the store without costing an allowance unit:
 * support requests (each one mails the team) and new conversations. Counted in Firestore, so they
 * hold across instances; a request over the limit is a 429 RATE_LIMITED with Retry-After.
 */
export const RATE_LIMITS = {
  support: { max: 5, windowSeconds: 60 * 60 },
  conversations: { max: 30, windowSeconds: 60 * 60 },
  // Reading facts spends no unit and runs no AI offline, but each one is work the owner's typing repeats.
  facts: { max: 60, windowSeconds: 60 * 60 },
} as const;

const LIMIT_MESSAGES = { support: 'rateLimit.support', conversations: 'rateLimit.conversations', facts: 'rateLimit.facts' } as const;

export type RateLimitedAction = keyof typeof RATE_LIMITS;

export function rateLimiter(repo: RateLimitsRepo, clock: () => number = Date.now) {
  return {
    /** Counts one `action` of the user, or throws 429 RATE_LIMITED when the window's limit is spent. */
    async take(uid: string, action: RateLimitedAction): Promise<void> {
      const { max, windowSeconds } = RATE_LIMITS[action];
      const windowMs = windowSeconds * 1000;
      const start = Math.floor(clock() / windowMs) * windowMs;
      const endsAt = start + windowMs;
      if (await repo.take(uid, action, { key: String(start / 1000), endsAt }, max)) return;
      const retryAfterSeconds = Math.max(1, Math.ceil((endsAt - clock()) / 1000));
      const minutes = Math.ceil(retryAfterSeconds / 60);
      log.rateLimited(uid, action);
      throw new HttpError('RATE_LIMITED', msg(LIMIT_MESSAGES[action], { minutes }), {
        retryAfterSeconds,
      });
    },
  };
}

export type RateLimiter = ReturnType<typeof rateLimiter>;

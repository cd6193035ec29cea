import { timingSafeEqual } from 'node:crypto';

/** Whether two hashes (hex) are equal, in constant time; a missing or non-string one never is. */
export function sameHash(stored: unknown, carried: string | undefined): boolean {
  if (typeof stored !== 'string' || !carried || stored.length !== carried.length) return false;
  return timingSafeEqual(Buffer.from(stored), Buffer.from(carried));
}

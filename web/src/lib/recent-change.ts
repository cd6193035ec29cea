import { READ_CACHE_MAX_AGE_MS } from '@contract/read-cache';

/**
 * When this browser last changed something on the server, shared by its tabs (localStorage), so reads
 * right after a change skip the backend's memory of recent answers on every instance (ADR 19).
 */
const KEY = 'pautia.lastChangeAt';
/** Slack on top of the backend's max age, for timers and clocks that are not exact. */
const MARGIN_MS = 1_000;

/** Used only where localStorage is unavailable (some private modes): this tab alone then. */
let fallback = 0;

export function noteChange(now = Date.now()): void {
  try {
    localStorage.setItem(KEY, String(now));
  } catch {
    fallback = now;
  }
}

/**
 * Calls `listener` when another tab of this browser made a change (it wrote the time above). This
 * tab's own changes are mutations, which invalidate the queries they concern.
 */
export function onChangeInAnotherTab(listener: () => void): () => void {
  const heard = (event: StorageEvent) => {
    if (event.key === KEY) listener();
  };
  window.addEventListener('storage', heard);
  return () => window.removeEventListener('storage', heard);
}

/**
 * True until the backend's max age (plus a margin) has passed since the last change. A clock that
 * went back in time counts as recent: a fresh read costs a little time, a stale one shows old data.
 */
export function changedRecently(now = Date.now()): boolean {
  let last = fallback;
  try {
    last = Number(localStorage.getItem(KEY)) || 0;
  } catch {
    // keep the fallback
  }
  return last > 0 && now - last < READ_CACHE_MAX_AGE_MS + MARGIN_MS;
}
